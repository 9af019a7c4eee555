import { randomUUID } from "node:crypto";
import { createUser, expect, linkFromEmail, test } from "./fixtures";

const newEmail = () => `e2e-${randomUUID()}@example.test`;

test.describe("accounts", () => {
  test("register, confirm from the e-mail, land on the dashboard", async ({ page }) => {
    const email = newEmail();
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Nova Sleeper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("lucid-dreams-9");
    await page.getByLabel("Confirm password").fill("lucid-dreams-9");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created successfully! Please check your email for verification.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const link = await linkFromEmail(email, "/auth/confirm");
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "My DreamLog" })).toBeVisible();
    await expect(page.getByText("Welcome back, Nova.")).toBeVisible();
    await expect(page.getByText("No dreams saved yet")).toBeVisible();

    // A used link cannot be used again.
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/link-expired/);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  });

  test("every validation message on sign-up and sign-in", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Full name").fill("N");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Confirm password").fill("1234");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("123456");
    await page.getByLabel("Confirm password").fill("1234567");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("sign in, sign out, and a wrong password", async ({ page }) => {
    const user = await createUser();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Upgrade" })).toBeVisible();

    // Signed-in users are sent from /login to the dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test("/dashboard while signed out goes to /login and back after sign-in", async ({ page }) => {
    const user = await createUser();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an open-redirect attempt stays on the site", async ({ page, baseURL }) => {
    const user = await createUser();
    await page.goto("/login?next=https://evil.example/steal");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await page.goto("/login?next=//evil.example");
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  });

  test("Google via the local consent page", async ({ page }) => {
    const email = `${randomUUID()}@gmail.test`;
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page.getByText("Local Google sign-in")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Full name").fill("Gia Oauth");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Gia.")).toBeVisible();
  });

  test("Google cancelled shows a clear failure", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Google sign in failed").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
  });

  test("forgot password, reset from the e-mail, sign in with the new password", async ({ page }) => {
    const user = await createUser();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    // Next keeps the login page mounted but hidden after a client navigation, so address the
    // visible Email field by role (hidden elements have none).
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

    // Unknown addresses get the very same answer.
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(newEmail());
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/If an account exists for/)).toBeVisible();

    const link = await linkFromEmail(user.email, "/auth/confirm");
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-moon-7");
    await page.getByLabel("Confirm new password").fill("brand-new-moon-7");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("brand-new-moon-7");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the mobile menu at 390 px", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    await menu.getByRole("link", { name: "Dream Dictionary" }).click();
    await expect(page).toHaveURL(/\/dream-dictionary$/);
    await expect(menu).toBeHidden();

    await signIn();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Upgrade" })).toBeVisible();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
