import "@/lib/validation/zod-setup";
import * as z from "zod/mini";

/** The same schemas validate the forms in the browser and the actions on the server (zod/mini: lib/validation/zod-setup.ts). */
const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: "Please enter a valid email address" }));
const newPassword = z
  .string()
  .check(
    z.minLength(6, { message: "Password must be at least 6 characters" }),
    z.maxLength(72, { message: "Password must be at most 72 characters" }),
  );
const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { message: "Password is required" }), z.maxLength(200)),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, { message: "Name must be at least 2 characters" }),
        z.maxLength(100, { message: "Name must be at most 100 characters" }),
      ),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch());
export type SignUpValues = z.infer<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

export const newPasswordSchema = z.object({ password: newPassword, confirmPassword: z.string() }).check(passwordsMatch());
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
