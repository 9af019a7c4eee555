import { Clock, HeartHandshake, PenLine } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { InterpretClient } from "./InterpretClient";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Interpret Your Dream",
  description:
    "Describe your dream and receive an interpretation of it: a summary, Jungian and Freudian readings, the key symbols, feelings and people, and questions to reflect on.",
  path: ROUTES.interpret,
});

const tips = [
  { icon: Clock, title: "Write it down early", text: "Dreams fade within minutes of waking. Keep your phone or a notebook by the bed." },
  {
    icon: HeartHandshake,
    title: "Include how it felt",
    text: "Feelings are often the key: note fear, relief, confusion or joy, even if the plot was odd.",
  },
  {
    icon: PenLine,
    title: "Note what's on your mind",
    text: "Recent events, worries and hopes often shape dream images. They help you read the symbols.",
  },
];

/**
 * Static, like the content pages: the form is the same for everyone, and who is asking (signed
 * in, premium, today's usage) comes from the account island's GET /api/account after load.
 */
export default function InterpretPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-mist-50 sm:text-5xl">Interpret your dream</h1>
      <p className="mt-3 text-mist-300">
        Oneira reads your dream's own symbols, feelings, people and places, and offers a Jungian and Freudian reading of them.
      </p>
      <div className="mt-8">
        <InterpretClient />
      </div>
      <section aria-labelledby="tips-title" className="mt-12">
        <h2 id="tips-title" className="text-xl font-semibold text-mist-50">
          Tips for a richer interpretation
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {tips.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-5">
              <Icon className="h-5 w-5 text-moon-400" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-mist-50">{title}</h3>
              <p className="mt-1 text-sm text-mist-300">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
