import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { connection } from "next/server";
import { MailCheck, MailX, TriangleAlert } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { verifyUnsubscribeToken } from "@/lib/digest/unsubscribe-token";
import { digestFrequencyOf } from "@/lib/digest/preferences";
import { reminderEnabledFor } from "@/lib/reminders/preferences";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Unsubscribe",
  description: "Stop Oneira's pattern e-mails or morning reminders with one click, no sign-in needed.",
  path: ROUTES.unsubscribe,
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

function Panel({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="card p-6 text-center sm:p-8">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-night-700/70">{icon}</div>
      <h2 className="mt-4 text-xl font-semibold text-mist-50">{title}</h2>
      <div className="mt-3 space-y-4 text-mist-300">{children}</div>
    </div>
  );
}

const manageLink = (
  <Link href={withNext(ROUTES.login, ROUTES.notifications)} className="font-medium text-aurora-300 hover:text-moon-300">
    sign in to manage your e-mails
  </Link>
);

async function UnsubscribeContent({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const token = first(params.token);
  const done = first(params.done) === "1";
  const check = await verifyUnsubscribeToken(token);

  if (!check.ok) {
    return (
      <Panel
        icon={<TriangleAlert className="h-6 w-6 text-moon-400" aria-hidden="true" />}
        title={check.reason === "expired" ? "This link has expired" : "This link isn't valid"}
      >
        <p>
          {check.reason === "expired"
            ? "Unsubscribe links stop working after a few months. "
            : "The link may have been shortened or changed on the way. "}
          You can still {manageLink}, or use the link in your most recent pattern e-mail.
        </p>
      </Panel>
    );
  }

  const list = check.list === "reminder" ? await reminderList(check.userId) : await digestList(check.userId);
  if (!list.on) {
    return (
      <Panel
        icon={<MailCheck className="h-6 w-6 text-aurora-300" aria-hidden="true" />}
        title={done ? "You're unsubscribed" : "You're not subscribed"}
      >
        <p>{done ? `We won't send you ${list.name} any more.` : `${cap(list.name)} are already off for this account.`}</p>
        {list.exists && (
          <p className="text-sm">
            Changed your mind?{" "}
            <Link href={ROUTES.notifications} className="font-medium text-aurora-300 hover:text-moon-300">
              Turn them back on
            </Link>{" "}
            (sign-in needed).
          </p>
        )}
      </Panel>
    );
  }

  return (
    <Panel icon={<MailX className="h-6 w-6 text-aurora-300" aria-hidden="true" />} title={list.question}>
      <p>{list.consequence}</p>
      <form action="/api/unsubscribe" method="post">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="source" value="page" />
        <button type="submit" className="btn-primary">
          Unsubscribe
        </button>
      </form>
    </Panel>
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
type ListState = { name: string; on: boolean; exists: boolean; question: string; consequence: string };

async function digestList(userId: string): Promise<ListState> {
  const frequency = await digestFrequencyOf(userId);
  return {
    name: "pattern e-mails",
    on: frequency !== null && frequency !== "off",
    exists: frequency !== null,
    question: `Stop your ${frequency} pattern e-mails?`,
    consequence: `You'll no longer get the ${frequency} summary of your recurring symbols, feelings and themes. Your DreamLog stays as it is.`,
  };
}

async function reminderList(userId: string): Promise<ListState> {
  const enabled = await reminderEnabledFor(userId);
  return {
    name: "morning reminders",
    on: enabled === true,
    exists: enabled !== null,
    question: "Stop your morning reminder?",
    consequence:
      "You'll no longer get a morning e-mail asking about last night's dream. Your DreamLog and any pattern e-mails stay as they are.",
  };
}

export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <h1 className="text-center font-serif text-4xl text-mist-50">Your e-mails</h1>
      <div className="mt-8">
        <Suspense fallback={<div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-night-800/70" />}>
          <UnsubscribeContent searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}
