"use client";

import { useState } from "react";
import Link from "@/components/layout/Link";
import { useRouter, useSearchParams } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import type { SignUpValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { useHydrated } from "@/components/forms/use-hydrated";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { Divider } from "@/components/auth/AuthShell";
import { CheckEmailPanel } from "@/components/auth/CheckEmailPanel";
import { signUpAction } from "./actions";
import { ROUTES } from "@/lib/routes";

export function RegisterForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const next = useSearchParams().get("next") ?? ROUTES.dashboard;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    run,
    pending: isSubmitting,
    formState: { errors },
  } = useActionForm(
    () => import("@/lib/auth/schemas").then((m) => m.signUpSchema),
    (values) => signUpAction(values, next),
    {
      defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
      fallback: { title: "Sign up failed", message: "An error occurred during sign up" },
    },
  );

  async function onSubmit(values: SignUpValues) {
    const result = await run(values);
    if (!result) return;
    toast.success("Account created successfully! Please check your email for verification.");
    if (result.data.needsConfirmation) {
      setSentTo(result.data.email);
      return;
    }
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  if (sentTo) return <CheckEmailPanel email={sentTo} />;

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <fieldset disabled={isSubmitting || !hydrated} className="space-y-4">
          <TextField label="Full name" autoComplete="name" registration={register("name")} error={errors.name} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register("email")}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            registration={register("password")}
            error={errors.password}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            registration={register("confirmPassword")}
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn-primary w-full py-3">
            {isSubmitting ? "Creating Account..." : "Create Account"}
          </button>
        </fieldset>
      </form>
      <Divider />
      <GoogleButton label="Sign up with Google" next={next} disabled={isSubmitting} />
      <p className="mt-6 text-center text-sm text-mist-300">
        Already have an account?{" "}
        <Link href={ROUTES.login} className="font-medium text-aurora-300 hover:text-moon-300">
          Sign in
        </Link>
      </p>
    </>
  );
}
