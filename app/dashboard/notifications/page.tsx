import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import Link from "@/components/layout/Link";
import { redirect } from "next/navigation";
import { AlarmClock, LifeBuoy, Mail, Sparkles } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { readPreferences } from "@/lib/digest/preferences";
import { periodLabel } from "@/lib/digest/period";
import { pageMetadata } from "@/lib/seo/metadata";
import { readReminderPreferences } from "@/lib/reminders/preferences";
import type { ReminderPreferences } from "@/lib/reminders/schemas";
import type { Viewer } from "@/lib/auth/current-user";
import { NotificationsForm } from "./NotificationsForm";
import { ReminderForm } from "./ReminderForm";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "E-mail notifications",
  description:
    "A morning reminder to write your dream down, and weekly or monthly e-mails about the recurring symbols, feelings and themes in your dreams.",
  path: ROUTES.notifications,
  noIndex: true,
});

function ReminderSection({ viewer, initial }: { viewer: Viewer; initial: ReminderPreferences }) {
  return (
    <section aria-labelledby="reminder-heading" className="card p-5 sm:p-6">
      <h2 id="reminder-heading" className="flex items-center gap-2 text-lg font-semibold text-mist-50">
        <AlarmClock className="h-5 w-5 text-moon-400" aria-hidden="true" /> Morning reminder
      </h2>
      <p className="mt-1 text-sm text-mist-300">
        Dreams fade within minutes of waking. A short e-mail to <strong className="break-all text-mist-100">{viewer.email}</strong> at the
        hour you choose asks about last night, with your current streak and a link to write it down.
      </p>
      <div className="mt-5">
        <ReminderForm initial={initial} />
      </div>
    </section>
  );
}

async function NotificationsContent() {
  const viewer = await getViewer();
  if (!viewer) redirect(withNext(ROUTES.login, ROUTES.notifications));
  const [prefs, reminder] = await Promise.all([readPreferences(viewer.claims), readReminderPreferences(viewer.claims)]);
  return (
    <div className="space-y-6">
      <ReminderSection viewer={viewer} initial={reminder} />
      <PatternEmails viewer={viewer} prefs={prefs} />
    </div>
  );
}

function PatternEmails({ viewer, prefs }: { viewer: Viewer; prefs: Awaited<ReturnType<typeof readPreferences>> }) {
  if (!viewer.isPremium) {
    return (
      <div className="card p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <Sparkles className="mt-1 h-6 w-6 shrink-0 text-moon-400" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold text-mist-50">Pattern e-mails come with Unlimited</h2>
            <p className="mt-2 text-mist-300">
              Unlimited members can get a weekly or monthly e-mail about the symbols that keep returning in their dreams, the balance of
              their feelings and their frequent themes, with a short reading and links back to each dream.
            </p>
            <Link href={ROUTES.upgrade} className="btn-primary mt-5">
              Upgrade to Unlimited
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="digest-heading" className="card p-5 sm:p-6">
        <h2 id="digest-heading" className="flex items-center gap-2 text-lg font-semibold text-mist-50">
          <Mail className="h-5 w-5 text-aurora-300" aria-hidden="true" /> Pattern e-mails
        </h2>
        <p className="mt-1 text-sm text-mist-300">
          A short e-mail to <strong className="break-all text-mist-100">{viewer.email}</strong> with your recurring symbols, feelings and
          themes, a brief reading, and links into your DreamLog. Nothing is sent for a period without dreams.
        </p>
        <div className="mt-5">
          <NotificationsForm initial={{ frequency: prefs.frequency, includeDreamText: prefs.includeDreamText }} />
        </div>
      </section>
      <p className="text-sm text-mist-400">
        {prefs.lastDigest
          ? `Last pattern e-mail: ${periodLabel(prefs.lastDigest.period)}, sent ${prefs.lastDigest.sentAt.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}.`
          : "No pattern e-mail sent yet."}{" "}
        Every e-mail has a one-click unsubscribe link.
      </p>
    </div>
  );
}

export default function NotificationsPage() {
  return (
    <DreamLogSubPage
      title="E-mail notifications"
      width="max-w-3xl"
      fallback={<div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-night-800/70" />}
      after={
        <p className="mt-10 flex items-center gap-2 text-sm text-mist-400">
          <LifeBuoy className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            Questions?{" "}
            <Link href={ROUTES.support} className="text-aurora-300 hover:text-moon-300">
              Contact support
            </Link>
          </span>
        </p>
      }
    >
      <NotificationsContent />
    </DreamLogSubPage>
  );
}
