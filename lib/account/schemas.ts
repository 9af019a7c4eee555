import { z } from "zod";

/** Settings forms: the same schemas run in the browser and in the actions. */
export const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: "Name must be at least 2 characters" })
    .max(100, { message: "Name must be at most 100 characters" }),
});
export type NameValues = z.infer<typeof nameSchema>;

/** Deleting the account is confirmed by typing the account's e-mail address. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().trim().min(1, { message: "Type your e-mail address to confirm" }).max(320),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export function emailMatches(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase() && accountEmail.trim() !== "";
}

const currentPassword = z.string().min(1, { message: "Enter your current password" }).max(200);
const newPassword = z
  .string()
  .min(6, { message: "Password must be at least 6 characters" })
  .max(72, { message: "Password must be at most 72 characters" });

/** Changing the password asks for the current one (a session left open is not enough). */
export const changePasswordSchema = z
  .object({ currentPassword, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Changing the e-mail address asks for the current password too. */
export const changeEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Please enter a valid email address" })),
  currentPassword,
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
