import Link from "@/components/layout/Link";
import { ChevronDown } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { FaqPageJsonLd } from "@/lib/seo/json-ld";
import { faqItems } from "@/content/pages/faq";
import { PRICE_LABEL, SITE_NAME } from "@/lib/site-config";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Frequently Asked Questions",
  description: `Answers about ${SITE_NAME}: how dreams are interpreted, the free daily reading, the ${PRICE_LABEL} lifetime plan, what is stored, deleting dreams, and languages.`,
  path: ROUTES.faq,
});

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-16">
      <FaqPageJsonLd items={faqItems.map(({ question, answer }) => ({ question, answer }))} />
      <header className="border-b border-night-700 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-aurora-300">FAQ</p>
        <h1 className="mt-3 font-serif text-4xl leading-tight text-mist-50 sm:text-5xl">Frequently asked questions</h1>
        <p className="mt-5 text-lg leading-relaxed text-mist-300">
          The questions people ask most about interpreting dreams with Oneira, the plans, and what happens to what you write.
        </p>
      </header>

      <div className="mt-8 space-y-3">
        {faqItems.map((item, i) => (
          <details key={item.question} open={i === 0} className="card group p-0 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-mist-50 sm:px-6">
              <h2 className="text-base sm:text-lg">{item.question}</h2>
              <ChevronDown className="h-5 w-5 shrink-0 text-aurora-300 transition group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="px-5 pb-5 text-mist-300 sm:px-6">
              <p className="leading-relaxed">{item.answer}</p>
              {item.links && (
                <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  {item.links.map((l) => (
                    <Link
                      key={l.href}
                      href={l.href}
                      className="font-semibold text-aurora-300 underline underline-offset-2 hover:text-moon-300"
                    >
                      {l.label}
                    </Link>
                  ))}
                </p>
              )}
            </div>
          </details>
        ))}
      </div>

      <div className="card mt-12 flex flex-col items-center gap-4 p-8 text-center">
        <h2 className="font-serif text-2xl text-mist-50">Still wondering about something?</h2>
        <p className="max-w-lg text-mist-300">
          Write to{" "}
          <a href="mailto:support@oneira.app" className="text-aurora-300 underline underline-offset-2 hover:text-moon-300">
            support@oneira.app
          </a>{" "}
          and a person will answer. Or try it for yourself: your first interpretation each day is free.
        </p>
        <Link href={ROUTES.interpret} className="btn-primary px-6 py-3">
          Interpret a dream
        </Link>
      </div>
    </div>
  );
}
