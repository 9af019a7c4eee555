"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { SaveRow } from "@/components/forms/SaveRow";
import { digestPreferencesSchema, type DigestPreferences } from "@/lib/digest/schemas";
import { saveNotificationsAction } from "./actions";

const options = [
  { value: "weekly", title: "Weekly", detail: "Every Monday, about the week before." },
  { value: "monthly", title: "Monthly", detail: "At the start of each month, about the month before." },
  { value: "off", title: "Off", detail: "No pattern e-mails." },
] as const;

export function NotificationsForm({ initial }: { initial: DigestPreferences }) {
  const { register, handleSubmit, run, reset, watch, pending, locked, isDirty } = useActionForm(
    digestPreferencesSchema,
    saveNotificationsAction,
    { defaultValues: initial, fallback: "Preferences not saved" },
  );
  const frequency = watch("frequency");

  async function onSubmit(values: DigestPreferences) {
    const result = await run(values);
    if (!result) return;
    toast.success(result.data.message);
    reset(values);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Pattern e-mail preferences">
      <fieldset disabled={locked} className="space-y-6">
        <div role="radiogroup" aria-labelledby="frequency-legend">
          <p id="frequency-legend" className="text-sm font-medium text-mist-100">
            How often
          </p>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 transition hover:border-aurora-400 has-[:checked]:border-aurora-400 has-[:checked]:bg-aurora-600/15 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moon-400"
              >
                <input type="radio" value={o.value} {...register("frequency")} className="mt-1 h-4 w-4 shrink-0 accent-aurora-500" />
                <span>
                  <span className="block font-semibold text-mist-50">{o.title}</span>
                  <span className="mt-0.5 block text-sm text-mist-300">{o.detail}</span>
                </span>
              </label>
            ))}
          </div>
        </div>

        <label
          className={`flex items-start gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 ${frequency === "off" ? "opacity-60" : ""}`}
        >
          <input type="checkbox" {...register("includeDreamText")} className="mt-1 h-4 w-4 shrink-0 accent-aurora-500" />
          <span>
            <span className="block font-semibold text-mist-50">Include short dream excerpts</span>
            <span className="mt-0.5 block text-sm text-mist-300">
              Off by default: the e-mail then names only symbols, feelings and themes, never what you wrote. Turn this on to see the first
              lines of each dream in the e-mail.
            </span>
          </span>
        </label>

        <SaveRow label="Save preferences" pending={pending} dirty={isDirty} />
      </fieldset>
    </form>
  );
}
