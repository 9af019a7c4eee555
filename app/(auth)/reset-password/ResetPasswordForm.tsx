"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { newPasswordSchema, type NewPasswordValues } from "@/lib/auth/schemas";
import { NewPasswordFields } from "@/components/forms/PasswordFields";
import { setNewPasswordAction } from "./actions";
import { ROUTES } from "@/lib/routes";

export function ResetPasswordForm({ email }: { email: string }) {
  const router = useRouter();
  const { register, handleSubmit, run, pending, locked, errors } = useActionForm(newPasswordSchema, setNewPasswordAction, {
    defaultValues: { password: "", confirmPassword: "" },
    fallback: "Password not changed",
  });

  async function onSubmit(values: NewPasswordValues) {
    if (!(await run(values))) return;
    toast.success("Your password has been changed");
    router.replace(ROUTES.dashboard);
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className="mb-4 text-center text-sm text-mist-300">
        Choose a new password for <strong className="text-mist-50">{email}</strong>.
      </p>
      <fieldset disabled={locked} className="space-y-4">
        <NewPasswordFields
          password={{ registration: register("password"), error: errors.password }}
          confirm={{ registration: register("confirmPassword"), error: errors.confirmPassword }}
        />
        <button type="submit" className="btn-primary w-full py-3">
          {pending ? "Saving..." : "Save new password"}
        </button>
      </fieldset>
    </form>
  );
}
