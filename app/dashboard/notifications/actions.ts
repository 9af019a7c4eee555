"use server";

import { digestPreferencesSchema } from "@/lib/digest/schemas";
import { savePreferences } from "@/lib/digest/preferences";
import { defineAction } from "@/lib/actions/define-action";
import { UNEXPECTED_ERROR, fail, ok } from "@/lib/actions/result";
import { hourLabel, reminderPreferencesSchema } from "@/lib/reminders/schemas";
import { saveReminderPreferences } from "@/lib/reminders/preferences";

const title = "Preferences not saved";

export const saveNotificationsAction = defineAction(
  {
    log: "[notifications]",
    title,
    schema: digestPreferencesSchema,
    invalid: { message: "Please choose weekly, monthly or off.", fieldErrors: false },
    auth: "user",
    signedOut: { title: "You're signed out", message: "Please sign in again to change your e-mail preferences." },
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async (preferences, { viewer }) => {
    // Turning the e-mails off stays open to everyone, so this is not the spine's "premium" gate.
    if (!viewer.isPremium && preferences.frequency !== "off") {
      return fail({ title, message: "Pattern e-mails are part of the Unlimited plan." });
    }
    await savePreferences(viewer.claims, preferences);
    const { frequency } = preferences;
    return ok({
      message:
        frequency === "off"
          ? "Pattern e-mails are off"
          : `You'll get a ${frequency} pattern e-mail when ${frequency === "weekly" ? "a week" : "a month"} with dreams closes`,
    });
  },
);

const reminderTitle = "Reminder not saved";

export const saveReminderAction = defineAction(
  {
    log: "[reminder]",
    title: reminderTitle,
    schema: reminderPreferencesSchema,
    invalid: { message: "Please choose a morning hour." },
    auth: "user",
    signedOut: { title: "You're signed out", message: "Please sign in again to change your e-mail preferences." },
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async (preferences, { viewer }) => {
    await saveReminderPreferences(viewer.claims, preferences);
    return ok({
      message: preferences.enabled
        ? `Reminder on: ${hourLabel(preferences.hour)} each morning, unless you've already written last night's dream down`
        : "Morning reminders are off",
    });
  },
);
