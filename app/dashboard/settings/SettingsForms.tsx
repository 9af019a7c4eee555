"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { toast } from "@/components/layout/toast";
import { TextField } from "@/components/forms/TextField";
import { useHydrated } from "@/components/forms/use-hydrated";
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
import { changeEmailAction, changePasswordAction, deleteAccountAction, updateNameAction, type SettingsResult } from "./actions";

type Setter<T> = (field: keyof T, error: { message: string }) => void;

/** Shows an action's outcome: a toast, and field messages next to the fields. */
function report<T>(result: SettingsResult, setError: Setter<T>): boolean {
  if (!result.ok) {
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof T, { message });
    toast.error(result.title, { description: result.message });
    return false;
  }
  toast.success(result.message);
  return true;
}

const failed = (title: string): SettingsResult => ({ ok: false, title, message: "An unexpected error occurred. Please try again." });

export function NameForm({ name }: { name: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name },
  });
  async function onSubmit(values: NameValues) {
    const result = await updateNameAction(values).catch(() => failed("Name not saved"));
    if (report(result, setError)) {
      reset(values);
      router.refresh();
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change name">
      <fieldset disabled={isSubmitting || !hydrated} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField label="Full name" autoComplete="name" registration={register("name")} error={errors.name} />
        </div>
        <button type="submit" className="btn-primary sm:mt-7" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save name"}
        </button>
      </fieldset>
    </form>
  );
}

export function EmailForm({ email }: { email: string }) {
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  async function onSubmit(values: ChangeEmailValues) {
    const result = await changeEmailAction(values).catch(() => failed("E-mail not changed"));
    if (report(result, setError)) {
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
      <fieldset disabled={isSubmitting || !hydrated} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register("email")}
          error={errors.email}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          registration={register("currentPassword")}
          error={errors.currentPassword}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {isSubmitting ? "Sending..." : "Change e-mail"}
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
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  async function onSubmit(values: ChangePasswordValues) {
    const result = await changePasswordAction(values).catch(() => failed("Password not changed"));
    if (report(result, setError)) reset();
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
      <fieldset disabled={isSubmitting || !hydrated} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={register("currentPassword")}
            error={errors.currentPassword}
          />
        </div>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {isSubmitting ? "Saving..." : "Change password"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

export function DeleteAccountForm({ email }: { email: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirmEmail: "" },
  });
  const typed = watch("confirmEmail");
  async function onSubmit(values: DeleteAccountValues) {
    if (!emailMatches(values.confirmEmail, email)) {
      setError("confirmEmail", { message: "This doesn't match your account's e-mail address" });
      return;
    }
    const result = await deleteAccountAction(values).catch(() => failed("Account not deleted"));
    if (report(result, setError)) {
      router.replace("/");
      router.refresh();
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Delete account">
      <fieldset disabled={isSubmitting || !hydrated} className="space-y-3">
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
          disabled={isSubmitting || !emailMatches(typed ?? "", email)}
        >
          {isSubmitting ? "Deleting..." : "Delete my account"}
        </button>
      </fieldset>
    </form>
  );
}
