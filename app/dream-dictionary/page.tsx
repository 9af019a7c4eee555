import Link from "@/components/layout/Link";
import { ArrowRight, Sparkles } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbsJsonLd } from "@/lib/seo/json-ld";
import { getThemeCards } from "@/lib/dictionary/articles";
import { ThemeIcon } from "./ThemeIcon";
import { DICTIONARY_PATH, articlePath } from "@/lib/dictionary/themes";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Dream Dictionary: Meanings of Common Dreams",
  description:
    "Twelve in-depth guides to common dreams (flying, teeth falling out, heights, old friends, exams and more) with Jungian and Freudian readings.",
  path: DICTIONARY_PATH,
  keywords: "dream dictionary, dream meanings, common dreams, dream symbols, dream interpretation guide",
});

export default function DreamDictionaryPage() {
  const themes = getThemeCards();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <BreadcrumbsJsonLd
        trail={[
          { name: "Home", path: ROUTES.home },
          { name: "Dream Dictionary", path: DICTIONARY_PATH },
        ]}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-aurora-300">Dream Dictionary</p>
        <h1 className="mt-3 font-serif text-4xl leading-tight text-mist-50 sm:text-5xl">What common dreams may mean</h1>
        <p className="mt-5 text-lg text-mist-300">
          Twelve long-form guides to the dreams people tell us about most. Each one looks at the dream through Jungian and Freudian eyes,
          walks through the usual scenarios and cultural beliefs, and ends with questions to help you read your own version of it.
        </p>
      </header>

      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {themes.map((theme) => (
          <li key={theme.slug}>
            <Link
              href={articlePath(theme.slug)}
              className="card group flex h-full flex-col p-6 transition hover:-translate-y-0.5 hover:border-aurora-400/60"
            >
              <ThemeIcon name={theme.icon} size="card" />
              <h2 className="mt-4 font-serif text-xl text-mist-50">{theme.cardTitle}</h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">{theme.description}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-aurora-300 group-hover:text-moon-300">
                Read the guide <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="interpret-cta" className="card mt-16 flex flex-col items-center gap-5 p-8 text-center sm:p-12">
        <Sparkles className="h-8 w-8 text-moon-400" aria-hidden="true" />
        <h2 id="interpret-cta" className="font-serif text-2xl text-mist-50 sm:text-3xl">
          Your dream isn&apos;t in the list?
        </h2>
        <p className="max-w-xl text-mist-300">
          Describe it in your own words and Oneira will read its symbols, people and feelings, and tell you what they might mean for you.
          Your first interpretation each day is free.
        </p>
        <Link href={ROUTES.interpret} className="btn-primary px-7 py-3 text-base">
          Interpret your dream
        </Link>
      </section>
    </div>
  );
}
