// Before zod builds a schema: jitless, for the CSP (lib/validation/zod-jitless.ts). These forms load full zod.
import "@/lib/validation/zod-jitless";
import { z } from "zod";

/** The morning reminder's form (shared by the notifications page and its server action). */
export const REMINDER_HOURS = [5, 6, 7, 8, 9, 10, 11] as const;

/** True for an IANA time zone name this runtime knows ("Europe/Berlin"); the database checks again. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const reminderPreferencesSchema = z.object({
  enabled: z.boolean(),
  hour: z
    .number({ message: "Choose a time between 5:00 and 11:00" })
    .int()
    .refine((h) => (REMINDER_HOURS as readonly number[]).includes(h), "Choose a time between 5:00 and 11:00"),
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_+/-]+$/)
    .refine(isTimeZone, "Your browser's time zone isn't one we know"),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** "7:00" */
export const hourLabel = (hour: number) => `${hour}:00`;
