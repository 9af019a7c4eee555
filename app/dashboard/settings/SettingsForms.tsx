"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { TextField } from "@/components/forms/TextField";
import { CurrentPasswordField, NewPasswordFields } from "@/components/forms/PasswordFields";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailMatches,
  nameSchema,
  type ChangeEmailValues,
  type ChangePasswordValues,
  type DeleteAccountValues,
  type NameValues,
} from "@/lib/account/schemas";
import { changeEmailAction, changePasswordAction, deleteAccountAction, updateNameAction } from "./actions";
import { ROUTES } from "@/lib/routes";

/** Shows a success's message; failures were shown by the form's `run`. */
function saved(result: { data: { message: string } } | null): boolean {
  if (result) toast.success(result.data.message);
  return Boolean(result);
}

export function NameForm({ name }: { name: string }) {
  const router = useRouter();
  const { register, handleSubmit, run, reset, pending, locked, errors, isDirty } = useActionForm(nameSchema, updateNameAction, {
    defaultValues: { name },
    fallback: "Name not saved",
  });
  async function onSubmit(values: NameValues) {
    if (saved(await run(values))) {
      reset(values);
      router.refresh();
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change name">
      <fieldset disabled={locked} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField label="Full name" autoComplete="name" registration={register("name")} error={errors.name} />
        </div>
        <button type="submit" className="btn-primary sm:mt-7" disabled={pending || !isDirty}>
          {pending ? "Saving..." : "Save name"}
        </button>
      </fieldset>
    </form>
  );
}

export function EmailForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, run, reset, pending, locked, errors } = useActionForm(changeEmailSchema, changeEmailAction, {
    defaultValues: { email: "", currentPassword: "" },
    fallback: "E-mail not changed",
  });
  async function onSubmit(values: ChangeEmailValues) {
    if (saved(await run(values))) {
      setSentTo(values.email);
      reset({ email: "", currentPassword: "" });
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change e-mail">
      <p className="mb-3 text-sm text-mist-300">
        Signed in as <strong className="break-all text-mist-50">{email}</strong>. We'll send a confirmation link to the new address; the
        change takes effect when you open it.
      </p>
      <fieldset disabled={locked} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register("email")}
          error={errors.email}
        />
        <CurrentPasswordField registration={register("currentPassword")} error={errors.currentPassword} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {pending ? "Sending..." : "Change e-mail"}
          </button>
        </div>
      </fieldset>
      <p role="status" className="mt-3 text-sm text-aurora-300">
        {sentTo ? `If ${sentTo} can be used for an account, check it for a confirmation link.` : ""}
      </p>
    </form>
  );
}

export function PasswordForm() {
  const { register, handleSubmit, run, reset, pending, locked, errors } = useActionForm(changePasswordSchema, changePasswordAction, {
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    fallback: "Password not changed",
  });
  async function onSubmit(values: ChangePasswordValues) {
    if (saved(await run(values))) reset();
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
      <fieldset disabled={locked} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CurrentPasswordField registration={register("currentPassword")} error={errors.currentPassword} />
        </div>
        <NewPasswordFields
          password={{ registration: register("password"), error: errors.password }}
          confirm={{ registration: register("confirmPassword"), error: errors.confirmPassword }}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {pending ? "Saving..." : "Change password"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

export function DeleteAccountForm({ email }: { email: string }) {
  const router = useRouter();
  const { register, handleSubmit, setError, run, watch, pending, locked, errors } = useActionForm(
    deleteAccountSchema,
    deleteAccountAction,
    {
      defaultValues: { confirmEmail: "" },
      fallback: "Account not deleted",
    },
  );
  const typed = watch("confirmEmail");
  async function onSubmit(values: DeleteAccountValues) {
    if (!emailMatches(values.confirmEmail, email)) {
      setError("confirmEmail", { message: "This doesn't match your account's e-mail address" });
      return;
    }
    if (saved(await run(values))) {
      router.replace(ROUTES.home);
      router.refresh();
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Delete account">
      <fieldset disabled={locked} className="space-y-3">
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          registration={register("confirmEmail")}
          error={errors.confirmEmail}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-rose-600 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-rose-500 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={pending || !emailMatches(typed ?? "", email)}
        >
          {pending ? "Deleting..." : "Delete my account"}
        </button>
      </fieldset>
    </form>
  );
}
