import type { ReactNode } from "react";
import { formatDate, type StaticPage } from "./pages";

/** Layout of a long-form content page (About, Privacy, Terms): heading, lead, Markdown body. */
export function StaticPageView({ page, eyebrow, children }: { page: StaticPage; eyebrow: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-16">
      <header className="border-b border-night-700 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-aurora-300">{eyebrow}</p>
        <h1 className="mt-3 font-serif text-4xl leading-tight text-mist-50 sm:text-5xl">{page.heading}</h1>
        {page.lead && <p className="mt-5 text-lg leading-relaxed text-mist-300">{page.lead}</p>}
        {page.updated && (
          <p className="mt-5 text-sm text-mist-400">
            Last updated: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        )}
      </header>
      <div className="prose-night mt-4" dangerouslySetInnerHTML={{ __html: page.html }} />
      {children}
    </article>
  );
}
