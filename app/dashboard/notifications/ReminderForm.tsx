"use client";

import { useEffect } from "react";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { SaveRow } from "@/components/forms/SaveRow";
import { REMINDER_HOURS, hourLabel, isTimeZone, reminderPreferencesSchema, type ReminderPreferences } from "@/lib/reminders/schemas";
import { saveReminderAction } from "./actions";

/** The browser's own time zone, the one the member's mornings happen in. */
function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

export function ReminderForm({ initial }: { initial: ReminderPreferences }) {
  const { register, handleSubmit, run, reset, watch, setValue, pending, locked, isDirty } = useActionForm(
    reminderPreferencesSchema,
    saveReminderAction,
    { defaultValues: initial, fallback: "Reminder not saved" },
  );
  const enabled = watch("enabled");
  const timeZone = watch("timeZone");

  // Mornings are the member's own: a reminder not yet on takes the browser's zone; one already on
  // keeps the zone it was saved with until the member saves again from another place.
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone && zone !== initial.timeZone && !initial.enabled) setValue("timeZone", zone);
  }, [initial.enabled, initial.timeZone, setValue]);

  async function onSubmit(values: ReminderPreferences) {
    const zone = browserTimeZone() ?? values.timeZone;
    const result = await run({ ...values, timeZone: zone });
    if (!result) return;
    toast.success(result.data.message);
    reset({ ...values, timeZone: zone });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Morning reminder">
      <fieldset disabled={locked} className="space-y-5">
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 has-[:checked]:border-aurora-400 has-[:checked]:bg-aurora-600/15">
          <input type="checkbox" {...register("enabled")} className="mt-1 h-4 w-4 shrink-0 accent-aurora-500" />
          <span>
            <span className="block font-semibold text-mist-50">Remind me in the morning</span>
            <span className="mt-0.5 block text-sm text-mist-300">
              One short e-mail, only on mornings when you haven&apos;t written a dream down yet.
            </span>
          </span>
        </label>

        <div className={enabled ? "" : "opacity-60"}>
          <label htmlFor="reminder-hour" className="text-sm font-medium text-mist-100">
            At
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <select id="reminder-hour" {...register("hour", { valueAsNumber: true })} className="field w-auto">
              {REMINDER_HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
            <span className="text-sm text-mist-300" data-testid="reminder-zone">
              your time ({timeZone.replaceAll("_", " ")})
            </span>
          </div>
        </div>

        <SaveRow label="Save reminder" pending={pending} dirty={isDirty} />
      </fieldset>
    </form>
  );
}
