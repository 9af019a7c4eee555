"use client";

import Link from "@/components/layout/Link";
import { ROUTES } from "@/lib/routes";

/**
 * A page that could not be rendered because a service it needs (the database, sign-in) is down
 * or slow. Says so plainly; "Try again" re-fetches the page, so it recovers as soon as the
 * service is back. Anything typed into the interpret form is kept as a draft in the browser.
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-2xl font-semibold text-mist-50">This page is temporarily unavailable</h1>
      <p className="mt-3 text-mist-300">
        One of the services behind Oneira is not answering right now. Nothing you saved is lost, and no interpretation was used from your
        daily quota. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => retry()}>
          Try again
        </button>
        <Link
          href={ROUTES.home}
          className="rounded-full border border-night-600 px-5 py-2.5 text-sm font-semibold text-mist-100 hover:border-aurora-400"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
