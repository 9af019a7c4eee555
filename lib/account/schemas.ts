import { z } from "zod";

/** Settings forms: the same schemas run in the browser and in the actions. */
export const nameSchema = z.object({
  name: z.string().trim().min(2, { message: "Name must be at least 2 characters" }).max(100, { message: "Name must be at most 100 characters" }),
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
