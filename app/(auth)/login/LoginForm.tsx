"use client";

import Link from "@/components/layout/Link";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { toast } from "@/components/layout/toast";
import { signInSchema, type SignInValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { useHydrated } from "@/components/forms/use-hydrated";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { Divider } from "@/components/auth/AuthShell";
import { signInAction } from "./actions";

export function LoginForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const next = useSearchParams().get("next") ?? "/dashboard";
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: SignInValues) {
    try {
      const result = await signInAction(values, next);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof SignInValues, { message });
        toast.error(result.title, { description: result.message });
        return;
      }
      toast.success("Signed in successfully!");
      router.replace(result.redirectTo);
      router.refresh();
    } catch {
      toast.error("Login error", { description: "An unexpected error occurred. Please try again." });
    }
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
            <Link href="/forgot-password" className="text-sm text-aurora-300 hover:text-moon-300">
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
          href={next === "/dashboard" ? "/register" : `/register?next=${encodeURIComponent(next)}`}
          className="font-medium text-aurora-300 hover:text-moon-300"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
