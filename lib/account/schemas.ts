import "@/lib/validation/zod-setup";
import * as z from "zod/mini";

/** Settings forms: the same schemas run in the browser and in the actions (zod/mini: lib/validation/zod-setup.ts). */
export const nameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { message: "Name must be at least 2 characters" }),
      z.maxLength(100, { message: "Name must be at most 100 characters" }),
    ),
});
export type NameValues = z.infer<typeof nameSchema>;

/** Deleting the account is confirmed by typing the account's e-mail address. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().check(z.trim(), z.minLength(1, { message: "Type your e-mail address to confirm" }), z.maxLength(320)),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export function emailMatches(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase() && accountEmail.trim() !== "";
}

const currentPassword = z.string().check(z.minLength(1, { message: "Enter your current password" }), z.maxLength(200));
const newPassword = z
  .string()
  .check(
    z.minLength(6, { message: "Password must be at least 6 characters" }),
    z.maxLength(72, { message: "Password must be at most 72 characters" }),
  );

/** Changing the password asks for the current one (a session left open is not enough). */
export const changePasswordSchema = z.object({ currentPassword, password: newPassword, confirmPassword: z.string() }).check(
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  }),
);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Changing the e-mail address asks for the current password too. */
export const changeEmailSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: "Please enter a valid email address" })),
  currentPassword,
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
