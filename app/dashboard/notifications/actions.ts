"use server";

import { getViewer } from "@/lib/auth/current-user";
import { digestPreferencesSchema } from "@/lib/digest/schemas";
import { savePreferences } from "@/lib/digest/preferences";
import type { ActionFailure } from "@/lib/auth/schemas";

export type NotificationsResult = { ok: true; message: string } | ActionFailure;

const titled = "Preferences not saved";

export async function saveNotificationsAction(input: unknown): Promise<NotificationsResult> {
  const parsed = digestPreferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, title: titled, message: "Please choose weekly, monthly or off." };
  const viewer = await getViewer();
  if (!viewer) return { ok: false, title: "You're signed out", message: "Please sign in again to change your e-mail preferences." };
  if (!viewer.isPremium && parsed.data.frequency !== "off") {
    return { ok: false, title: titled, message: "Pattern e-mails are part of the Unlimited plan." };
  }
  try {
    await savePreferences(viewer.claims, parsed.data);
  } catch (error) {
    console.error("[notifications]", error);
    return { ok: false, title: titled, message: "An unexpected error occurred. Please try again." };
  }
  const { frequency } = parsed.data;
  return {
    ok: true,
    message:
      frequency === "off"
        ? "Pattern e-mails are off"
        : `You'll get a ${frequency} pattern e-mail when ${frequency === "weekly" ? "a week" : "a month"} with dreams closes`,
  };
}
