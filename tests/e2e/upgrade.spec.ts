import type { Page } from "@playwright/test";
import { expect, sql, test } from "./fixtures";

/**
 * /upgrade end to end, on the production build in local mode: PayPal's REST API is the in-process
 * stand-in (msw), so the real server SDK creates and captures every order here.
 *  - the local checkout ("Test payment — no money moves") runs the same server actions;
 *  - `?checkout=paypal-sdk` (honoured in local mode only) renders the hosted-mode component,
 *    @paypal/react-paypal-js, whose script https://www.paypal.com/sdk/js is answered below by a
 *    small stand-in that renders a button and calls the given createOrder/onApprove/onCancel/onError.
 */

const MESSAGES = {
  error: "There was a problem processing your payment. Please try again.",
  cancelled: "Payment cancelled.",
  sdkLoadFailed: "PayPal checkout failed to load. Please refresh the page and try again.",
};

/** Stand-in for PayPal's JS SDK: the parts <PayPalButtons> uses, driving the page's own callbacks. */
const PAYPAL_SDK_STUB = `
(function () {
  function button(label, onClick) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.style.cssText = "display:block;width:100%;margin:4px 0;padding:10px;border-radius:999px;background:#ffc439;color:#111;font-weight:600";
    b.addEventListener("click", onClick);
    return b;
  }
  window.paypal = {
    version: "test-stub",
    FUNDING: { PAYPAL: "paypal" },
    Buttons: function (opts) {
      return {
        isEligible: function () { return true; },
        render: function (container) {
          var el = typeof container === "string" ? document.querySelector(container) : container;
          if (!el) return Promise.reject(new Error("container not found"));
          function create() { return Promise.resolve().then(function () { return opts.createOrder({ paymentSource: "paypal" }, { order: {} }); }); }
          function fail(err) { if (opts.onError) opts.onError(err); }
          el.appendChild(button("Pay with PayPal (stub)", function () {
            create().then(function (orderID) { return opts.onApprove({ orderID: orderID, payerID: "STUBPAYER" }, {}); }).catch(fail);
          }));
          el.appendChild(button("Close PayPal window (stub)", function () {
            create().then(function (orderID) { if (opts.onCancel) opts.onCancel({ orderID: orderID }, {}); }).catch(fail);
          }));
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
        updateProps: function () { return Promise.resolve(); },
      };
    },
  };
})();
`;

async function stubPaypalSdk(page: Page) {
  await page.route("https://www.paypal.com/sdk/js*", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: PAYPAL_SDK_STUB }),
  );
}

async function isPremium(userId: string): Promise<boolean> {
  const [row] = await sql<{ is_premium: boolean }[]>`select is_premium from public.profiles where id = ${userId}`;
  return row.is_premium;
}

/** Set before acting; still there afterwards means the page was not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

const header = (page: Page) => page.getByRole("banner");

test.describe("/upgrade", () => {
  test("visitors see both plans and are asked to sign in or register first", async ({ page }) => {
    await page.goto("/upgrade");
    await expect(page.getByRole("heading", { name: "Free Plan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unlimited Plan" })).toBeVisible();
    await expect(page.getByText("RECOMMENDED")).toBeVisible();
    await expect(page.getByText("$9.99")).toBeVisible();
    await expect(page.getByText("One-time payment. No recurring charges.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In to Upgrade" })).toHaveAttribute("href", "/login?next=/upgrade");
    await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register?next=/upgrade");
    await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(0);
  });

  test("premium users see that they already have it, and since when", async ({ page, signIn }) => {
    await signIn({ premium: true });
    await page.goto("/upgrade");
    await expect(page.getByText("You have the Unlimited Plan")).toBeVisible();
    await expect(page.getByText(/Premium since [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(0);
  });

  test("a free user upgrades through the local checkout; premium shows everywhere without a reload", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/upgrade");
    await expect(header(page).getByRole("link", { name: "Upgrade" })).toBeVisible();
    await markPage(page);

    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await expect(page.getByRole("heading", { name: "Test payment — no money moves" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $9.99 with test checkout" }).click();
    await page.getByRole("button", { name: "Approve test payment" }).click();

    await expect(page.getByText(`Payment successful! Thank you, ${user.name.split(" ")[0]}!`)).toBeVisible();
    await expect(page.getByText("You have the Unlimited Plan")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Upgrade" })).toHaveCount(0);
    await expect(header(page).getByText("Premium")).toBeVisible();
    await expectNoReload(page);
    expect(await isPremium(user.id)).toBe(true);

    // The dashboard (client-side navigation) no longer offers an upgrade either.
    await header(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole("main").getByRole("link", { name: /upgrade/i })).toHaveCount(0);
    await expectNoReload(page);
  });

  test("cancelling says 'Payment cancelled.' and leaves the user free", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/upgrade");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.getByRole("button", { name: "Pay $9.99 with test checkout" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(page.getByText(MESSAGES.cancelled)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $9.99 with test checkout" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Upgrade" })).toBeVisible();
    expect(await isPremium(user.id)).toBe(false);
  });

  test("a capture failure shows the error and leaves the user free", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/upgrade");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.getByLabel("Test outcome").selectOption("declined");
    await page.getByRole("button", { name: "Pay $9.99 with test checkout" }).click();
    await page.getByRole("button", { name: "Approve test payment" }).click();

    await expect(page.getByText(MESSAGES.error)).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Upgrade" })).toBeVisible();
    expect(await isPremium(user.id)).toBe(false);
  });

  test("a wrong captured amount grants nothing", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/upgrade");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.getByLabel("Test outcome").selectOption("wrong-amount");
    await page.getByRole("button", { name: "Pay $9.99 with test checkout" }).click();
    await page.getByRole("button", { name: "Approve test payment" }).click();

    await expect(page.getByText(MESSAGES.error)).toBeVisible();
    expect(await isPremium(user.id)).toBe(false);
  });
});

test.describe("/upgrade with @paypal/react-paypal-js (SDK script stubbed)", () => {
  test("PayPal button: createOrder → onApprove → premium", async ({ page, signIn }) => {
    const user = await signIn();
    await stubPaypalSdk(page);
    await page.goto("/upgrade?checkout=paypal-sdk");
    await markPage(page);
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.getByRole("button", { name: "Pay with PayPal (stub)" }).click();

    await expect(page.getByText(`Payment successful! Thank you, ${user.name.split(" ")[0]}!`)).toBeVisible();
    await expect(page.getByText("You have the Unlimited Plan")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Upgrade" })).toHaveCount(0);
    await expectNoReload(page);
    expect(await isPremium(user.id)).toBe(true);
  });

  test("PayPal button: onCancel → 'Payment cancelled.'", async ({ page, signIn }) => {
    const user = await signIn();
    await stubPaypalSdk(page);
    await page.goto("/upgrade?checkout=paypal-sdk");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.getByRole("button", { name: "Close PayPal window (stub)" }).click();

    await expect(page.getByText(MESSAGES.cancelled)).toBeVisible();
    expect(await isPremium(user.id)).toBe(false);
  });

  test.describe(() => {
    // The SDK loader logs the failed script itself; that is the point of this test.
    test.use({ failOnConsoleError: false });

    test("the PayPal script failing to load shows the load error", async ({ page, signIn }) => {
      await signIn();
      await page.route("https://www.paypal.com/sdk/js*", (route) => route.abort("failed"));
      await page.goto("/upgrade?checkout=paypal-sdk");
      await page.getByRole("button", { name: "Upgrade Now" }).click();
      await expect(page.getByRole("alert").filter({ hasText: MESSAGES.sdkLoadFailed })).toBeVisible();
    });
  });
});
