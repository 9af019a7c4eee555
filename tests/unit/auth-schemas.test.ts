import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema, newPasswordSchema } from "@/lib/auth/schemas";

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

describe("sign-in and sign-up validation (the spec's messages)", () => {
  it("sign-in needs a valid e-mail and a password", () => {
    expect(messages(signInSchema.safeParse({ email: "nope", password: "" }))).toEqual([
      "email: Please enter a valid email address",
      "password: Password is required",
    ]);
    expect(signInSchema.parse({ email: "  Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
  });

  it("sign-up checks name, e-mail, password length and the confirmation", () => {
    expect(messages(signUpSchema.safeParse({ name: "A", email: "a@", password: "12345", confirmPassword: "12345" }))).toEqual([
      "name: Name must be at least 2 characters",
      "email: Please enter a valid email address",
      "password: Password must be at least 6 characters",
    ]);
    expect(
      messages(signUpSchema.safeParse({ name: "Ada", email: "ada@example.com", password: "123456", confirmPassword: "654321" })),
    ).toEqual(["confirmPassword: Passwords don't match"]);
    expect(
      signUpSchema.safeParse({ name: "  Ada  ", email: "ada@example.com", password: "123456", confirmPassword: "123456" }).success,
    ).toBe(true);
  });

  it("a new password follows the sign-up rules", () => {
    expect(messages(newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" }))).toEqual([
      "password: Password must be at least 6 characters",
    ]);
  });
});
