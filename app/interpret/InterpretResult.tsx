"use client";

import { useEffect, useRef } from "react";
import { RotateCcw } from "lucide-react";
import Link from "@/components/layout/Link";
import { InterpretationView } from "@/components/interpretation/InterpretationView";
import type { AccountUsage } from "@/lib/account/account-state";
import type { Interpreted } from "./DreamForm";
import { ResultActions } from "./ResultActions";
import { UsageLine } from "./UsageLine";
import { ROUTES, withNext } from "@/lib/routes";

type Props = { result: Interpreted; usage: AccountUsage | null; onStartOver: () => void };

/** One interpretation, shown where the form was; loaded only once there is one (InterpretClient). */
export default function InterpretResult({ result, usage, onStartOver }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <article className="card p-5 sm:p-8" aria-labelledby="result-title">
      <h2 id="result-title" ref={headingRef} tabIndex={-1} className="font-serif text-3xl text-mist-50 focus:outline-none">
        Your dream, interpreted
      </h2>
      <blockquote className="mt-5 whitespace-pre-wrap rounded-xl border-l-4 border-aurora-500 bg-night-900/60 p-4 text-mist-300">
        {result.dreamText}
      </blockquote>
      <div className="mt-6">
        <InterpretationView interpretation={result.interpretation} />
      </div>
      <ResultActions result={result} />
      {/* A signed-in user's interpretation is always saved; a visitor's never is. */}
      {!result.saved && (
        <p className="mt-4 text-sm text-mist-300">
          <Link href={ROUTES.register} className="text-aurora-300 underline underline-offset-2">
            Register
          </Link>{" "}
          or{" "}
          <Link href={withNext(ROUTES.login, ROUTES.interpret)} className="text-aurora-300 underline underline-offset-2">
            log in
          </Link>{" "}
          to save your dreams to your DreamLog.
        </p>
      )}
      {usage && (
        <div className="mt-4">
          <UsageLine usage={usage} />
        </div>
      )}
      <button
        type="button"
        onClick={onStartOver}
        className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-aurora-300 hover:text-moon-300"
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Interpret another dream
      </button>
    </article>
  );
}
