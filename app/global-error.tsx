"use client";

import "./globals.css";

/** The root layout itself failed: a self-contained page with the same plain message. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>Temporarily unavailable | Oneira</title>
        <main id="main" className="flex-1">
          <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
            <h1 className="text-2xl font-semibold text-mist-50">Oneira is temporarily unavailable</h1>
            <p className="mt-3 text-mist-300">
              One of the services behind Oneira is not answering right now. Nothing you saved is lost. Please try again in a moment.
            </p>
            <button type="button" className="btn-primary mt-8" onClick={() => retry()}>
              Try again
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
