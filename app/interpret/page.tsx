import { Suspense } from "react";
import { Clock, HeartHandshake, PenLine } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { readUserUsage } from "@/lib/usage/quota";
import { pageMetadata } from "@/lib/seo/metadata";
import { FormSkeleton } from "@/components/auth/AuthShell";
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

async function InterpretArea() {
  const viewer = await getViewer();
  const usage = viewer && !viewer.isPremium ? await withUser(viewer.claims, (tx) => readUserUsage(tx)) : null;
  return <InterpretClient signedIn={Boolean(viewer)} isPremium={viewer?.isPremium ?? false} usage={usage} />;
}

export default function InterpretPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-mist-50 sm:text-5xl">Interpret your dream</h1>
      <p className="mt-3 text-mist-300">
        Oneira reads your dream's own symbols, feelings, people and places, and offers a Jungian and Freudian reading of them.
      </p>
      <div className="mt-8">
        <Suspense
          fallback={
            <div className="card p-8">
              <FormSkeleton fields={3} />
            </div>
          }
        >
          <InterpretArea />
        </Suspense>
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
