import Link from "@/components/layout/Link";
import { CallToActionLinks } from "@/components/layout/CallToActionLinks";
import { BookOpen, Brain, NotebookPen, Sparkles, Waves, Feather, ArrowDownRight } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { HomeJsonLd } from "./home-json-ld";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  description:
    "Describe your dream and get an interpretation of your own dream: a summary, Jungian and Freudian readings, and the key symbols. Keep a private DreamLog that learns your recurring symbols.",
  path: ROUTES.home,
});

const features = [
  {
    icon: Brain,
    title: "An interpretation of your dream",
    text: "Oneira reads what you wrote — the people, places, feelings and symbols — and writes about them, not about dreams in general.",
  },
  {
    icon: Sparkles,
    title: "Jungian and Freudian readings",
    text: "Each dream gets a psychological reading in both traditions, tied to its own images, with questions to take into your day.",
  },
  {
    icon: NotebookPen,
    title: "A private DreamLog",
    text: "Save your dreams and watch patterns appear: the symbols, feelings and themes that keep coming back to you.",
  },
  {
    icon: BookOpen,
    title: "A dream dictionary",
    text: "Twelve in-depth articles on the dreams people have most — flying, teeth, heights, old friends and more.",
  },
];

const patterns = [
  {
    icon: Feather,
    name: "Flying",
    meaning:
      "Often a sign of rising above a situation, or of a new sense of freedom — and, when it wobbles, of doubt about how long that lift will last.",
  },
  {
    icon: Waves,
    name: "Water",
    meaning:
      "The state of the water mirrors the state of feeling: calm seas for ease, floods and waves for emotions that feel bigger than you.",
  },
  {
    icon: ArrowDownRight,
    name: "Falling",
    meaning: "Commonly tied to losing control or footing — at work, in a relationship — and to the wish for something solid to land on.",
  },
];

export default function HomePage() {
  return (
    <>
      <HomeJsonLd />
      <section className="mx-auto max-w-6xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-night-600 bg-night-800/60 px-4 py-1.5 text-sm text-mist-300">
          <Sparkles className="h-4 w-4 text-moon-400" aria-hidden="true" /> One free interpretation every day
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl font-serif text-4xl leading-tight text-mist-50 sm:text-6xl">
          Understand the dreams that stay with you
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-mist-300">
          Describe a dream in your own words. Oneira finds its symbols, feelings and people, and offers a Jungian and Freudian reading of
          what they might mean for you.
        </p>
        <CallToActionLinks
          className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row"
          linkClassName="px-7 py-3 text-base"
          primary={{ href: ROUTES.interpret, label: "Interpret a Dream" }}
          secondary={{ href: ROUTES.register, label: "Create Free Account" }}
        />
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="features-title" className="sr-only">
          What Oneira does
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon className="h-7 w-7 text-aurora-300" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-mist-50">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-mist-300">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href={ROUTES.interpret} className="btn-primary">
            Try Dream Interpretation Now
          </Link>
        </div>
      </section>

      <section aria-labelledby="patterns-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="card overflow-hidden p-6 sm:p-10">
          <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="patterns-title" className="font-serif text-3xl text-mist-50 sm:text-4xl">
                Discover the patterns in your dreams
              </h2>
              <p className="mt-4 text-mist-300">
                One dream is a snapshot; a journal is a story. As you save dreams to your DreamLog, Oneira notices which symbols return,
                which feelings dominate and how they change over time — and mentions them when you interpret your next dream.
              </p>
              <Link href={ROUTES.interpret} className="btn-secondary mt-8">
                Try One Free Interpretation
              </Link>
            </div>
            <ul className="space-y-4">
              {patterns.map(({ icon: Icon, name, meaning }) => (
                <li key={name} className="flex gap-4 rounded-xl border border-night-700 bg-night-900/60 p-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-aurora-600/20">
                    <Icon className="h-5 w-5 text-aurora-300" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-mist-50">{name}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-mist-300">{meaning}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
