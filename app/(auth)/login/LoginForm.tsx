"use client";

import Link from "@/components/layout/Link";
import { useRouter, useSearchParams } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import type { SignInValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { useHydrated } from "@/components/forms/use-hydrated";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { Divider } from "@/components/auth/AuthShell";
import { signInAction } from "./actions";
import { ROUTES, withNext } from "@/lib/routes";

export function LoginForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const next = useSearchParams().get("next") ?? ROUTES.dashboard;
  const {
    register,
    handleSubmit,
    run,
    pending: isSubmitting,
    formState: { errors },
  } = useActionForm(
    () => import("@/lib/auth/schemas").then((m) => m.signInSchema),
    (values) => signInAction(values, next),
    {
      defaultValues: { email: "", password: "" },
      fallback: { title: "Login error", message: "An unexpected error occurred. Please try again." },
    },
  );

  async function onSubmit(values: SignInValues) {
    const result = await run(values);
    if (!result) return;
    toast.success("Signed in successfully!");
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <fieldset disabled={isSubmitting || !hydrated} className="space-y-4">
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
            autoComplete="current-password"
            registration={register("password")}
            error={errors.password}
          />
          <div className="flex justify-end">
            <Link href={ROUTES.forgotPassword} className="text-sm text-aurora-300 hover:text-moon-300">
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="btn-primary w-full py-3">
            {isSubmitting ? "Signing In..." : "Sign In"}
          </button>
        </fieldset>
      </form>
      <Divider />
      <GoogleButton label="Sign in with Google" next={next} disabled={isSubmitting} />
      <p className="mt-6 text-center text-sm text-mist-300">
        New to Oneira?{" "}
        <Link
          href={next === ROUTES.dashboard ? ROUTES.register : withNext(ROUTES.register, next)}
          className="font-medium text-aurora-300 hover:text-moon-300"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
