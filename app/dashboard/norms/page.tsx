import Link from "@/components/layout/Link";
import { redirect } from "next/navigation";
import { BookOpen, Info, Scale } from "lucide-react";
import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import { RetryButton } from "@/app/dashboard/RetryButton";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { MIN_CODED_DREAMS, type NormsReport } from "@/lib/norms/figures";
import { FIGURE_TEXT, countedFrom } from "@/lib/norms/figure-text";
import { NORMS_SOURCE, NORM_FIGURES } from "@/lib/norms/hvdc-norms";
import { readNormsReport } from "@/lib/norms/read";
import { pageMetadata } from "@/lib/seo/metadata";
import { NormsPlot } from "./NormsPlot";
import { NormsTable } from "./NormsTable";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Your dreams and the norms",
  description:
    "Your dreams beside the Hall/Van de Castle norms for men and women: characters, friendliness, hostility, misfortune and feelings.",
  path: ROUTES.norms,
  noIndex: true,
});

const dreamsWord = (n: number) => (n === 1 ? "1 dream" : `${n} dreams`);

function Basis({ report }: { report: NormsReport }) {
  const left = report.interpreted - report.coded;
  return (
    <p className="text-mist-300" data-testid="norms-basis">
      Based on{" "}
      {report.coded === report.interpreted
        ? `your ${dreamsWord(report.coded)}`
        : `${report.coded} of your ${dreamsWord(report.interpreted)}`}
      {left > 0 &&
        `: ${left === 1 ? "1 older reading was" : `${left} older readings were`} made before Oneira coded characters and events, so ${left === 1 ? "it is" : "they are"} not counted`}
      .
    </p>
  );
}

function Warning() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-moon-400/30 bg-moon-400/5 p-4 text-sm text-mist-100">
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-moon-400" aria-hidden="true" />
      <p>
        <strong className="text-moon-300">Descriptive, not diagnostic.</strong> These figures only describe what your dream reports contain,
        as Oneira&apos;s engine codes them. They say nothing about your health or your character, and a figure far from the norms is not a
        problem: the norms come from American college students around 1950, coded by trained judges, and your dreams are your own.
      </p>
    </div>
  );
}

function EmptyState({ report }: { report: NormsReport }) {
  const more = MIN_CODED_DREAMS - report.coded;
  const older = report.interpreted - report.coded;
  return (
    <div className="card flex flex-col items-center p-8 text-center sm:p-10">
      <Scale className="h-12 w-12 text-aurora-300" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-mist-50">Ten dreams first</h2>
      <p className="mt-2 max-w-md text-mist-300">
        The comparison opens once {MIN_CODED_DREAMS} of your interpreted dreams carry Oneira&apos;s coding of characters, events and
        feelings; fewer say too little to set beside the norms. You have {report.coded === 0 ? "none yet" : report.coded}
        {older > 0 && ` (${older} older ${older === 1 ? "reading predates" : "readings predate"} the coding)`}:{" "}
        {more === 1 ? "one more to go" : `${more} more to go`}.
      </p>
      <Link href={ROUTES.interpret} className="btn-primary mt-6">
        Interpret a Dream
      </Link>
    </div>
  );
}

function Meanings({ report }: { report: NormsReport }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {NORM_FIGURES.map((f) => (
        <div key={f}>
          <dt className="font-semibold text-mist-50">{FIGURE_TEXT[f].name}</dt>
          <dd className="mt-1 text-sm text-mist-300">
            {FIGURE_TEXT[f].meaning} <span className="text-mist-400">Yours is counted {countedFrom(f, report.figures[f])}.</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

async function NormsContent() {
  const viewer = await getViewer();
  if (!viewer) redirect(withNext(ROUTES.login, ROUTES.norms));
  let report: NormsReport;
  try {
    report = await withUser(viewer.claims, readNormsReport);
  } catch (error) {
    console.error("[norms]", error);
    return (
      <div role="alert" className="card p-8 text-center">
        <p className="text-lg font-semibold text-mist-50">Failed to load your dreams</p>
        <p className="mt-2 text-mist-300">Your dreams are safe; we just couldn&apos;t reach them right now.</p>
        <RetryButton />
      </div>
    );
  }
  if (report.coded < MIN_CODED_DREAMS) return <EmptyState report={report} />;
  return (
    <div className="space-y-8">
      <Basis report={report} />
      <Warning />
      <section aria-labelledby="plot-heading" className="card p-5 sm:p-6">
        <h2 id="plot-heading" className="font-serif text-2xl text-mist-50">
          At a glance
        </h2>
        <div className="mt-4">
          <NormsPlot report={report} />
        </div>
        <details className="mt-6 rounded-xl border border-night-600 p-4">
          <summary className="cursor-pointer font-medium text-aurora-300 hover:text-moon-300">The same figures as a table</summary>
          <div className="mt-4">
            <NormsTable report={report} />
          </div>
        </details>
      </section>
      <section aria-labelledby="meanings-heading">
        <h2 id="meanings-heading" className="font-serif text-2xl text-mist-50">
          What each figure means
        </h2>
        <div className="mt-4">
          <Meanings report={report} />
        </div>
      </section>
    </div>
  );
}

function Source() {
  return (
    <section aria-labelledby="source-heading" className="mt-12 border-t border-night-700 pt-6 text-sm text-mist-400">
      <h2 id="source-heading" className="flex items-center gap-2 font-semibold text-mist-300">
        <BookOpen className="h-4 w-4" aria-hidden="true" /> Where the norms come from
      </h2>
      <p className="mt-2">
        The norms are from {NORMS_SOURCE.study} They were drawn from {NORMS_SOURCE.sample}. The figures are those published in{" "}
        {NORMS_SOURCE.publishedIn} and on{" "}
        <a href={NORMS_SOURCE.web.href} className="text-aurora-300 underline hover:text-moon-300" rel="noopener noreferrer">
          {NORMS_SOURCE.web.label}
        </a>
        . Your figures use the same formulas on Oneira&apos;s automatic coding of your own dreams, which is less exact than a trained
        judge&apos;s.
      </p>
    </section>
  );
}

export default function NormsPage() {
  return (
    <DreamLogSubPage
      title="Your dreams and the norms"
      width="max-w-4xl"
      intro={
        <p className="mt-3 max-w-2xl text-mist-300">
          How often do strangers, friends, animals, hostility and misfortune turn up in your dreams? Here are your figures beside the
          published Hall/Van de Castle norms for men and women, the yardstick dream researchers have used since 1966.
        </p>
      }
      fallback={<div aria-hidden="true" className="h-[40rem] animate-pulse rounded-2xl bg-night-800/70" />}
      after={<Source />}
    >
      <NormsContent />
    </DreamLogSubPage>
  );
}
