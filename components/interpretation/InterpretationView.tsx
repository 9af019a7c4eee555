import { BookOpen, Brain, Compass, HeartPulse, KeyRound, MessageCircleQuestion, Users } from "lucide-react";
import { ARC_LABEL, INTERACTION_LABEL, OUTCOME_LABEL } from "@/lib/interpret/labels";
import type { StoredInterpretation } from "@/lib/interpret/schema";

const kindLabel: Record<string, string> = {
  family: "family",
  friend: "friend",
  known: "someone you know",
  stranger: "stranger",
  animal: "animal",
  creature: "creature",
  self: "you",
  other: "figure",
};

function Section({ icon: Icon, title, children }: { icon: typeof Brain; title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-night-700 pt-6">
      <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-aurora-300">
        <Icon className="h-4 w-4" aria-hidden="true" /> {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The dream told back, its shape, and who did what to whom (older saved readings have none of it). */
function WhatHappens({ i }: { i: StoredInterpretation }) {
  const interactions = i.interactions ?? [];
  const outcomes = i.outcomes ?? [];
  if (!i.story && !interactions.length && !outcomes.length) return null;
  return (
    <Section icon={BookOpen} title="What happens">
      {i.story && <p className="leading-relaxed text-mist-100">{i.story}</p>}
      {i.arc && i.arc.type !== "none" && (
        <p className="mt-3 text-sm text-mist-400">
          The dream&apos;s shape:{" "}
          <span className="rounded-full bg-aurora-600/20 px-2.5 py-0.5 font-medium text-aurora-300">{ARC_LABEL[i.arc.type]}</span>
        </p>
      )}
      {(interactions.length > 0 || outcomes.length > 0) && (
        <ul className="mt-4 space-y-2 text-sm" aria-label="Interactions and outcomes">
          {interactions.map((x, n) => (
            <li key={`i-${n}`} className="text-mist-100">
              <span className="font-medium text-moon-300">{INTERACTION_LABEL[x.type]}</span>: {x.initiator} → {x.recipient}
              <span className="text-mist-400"> — “{x.evidence}”</span>
            </li>
          ))}
          {outcomes.map((o, n) => (
            <li key={`o-${n}`} className="text-mist-100">
              <span className="font-medium text-moon-300">{OUTCOME_LABEL[o.type]}</span>: {o.who}
              <span className="text-mist-400"> — “{o.evidence}”</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Everything the engine found, rendered as text only (nothing from the dream is parsed as HTML). */
export function InterpretationView({ interpretation: i }: { interpretation: StoredInterpretation }) {
  return (
    <div className="space-y-6">
      <WhatHappens i={i} />
      <section className={i.story ? "border-t border-night-700 pt-6" : undefined}>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-aurora-300">Summary</h3>
        <p className="mt-3 text-lg leading-relaxed text-mist-50">{i.summary}</p>
      </section>

      <Section icon={Brain} title="Psychological analysis">
        {i.psychologicalAnalysis.split(/\n{2,}/).map((p, n) => (
          <p key={n} className="mb-3 leading-relaxed text-mist-100 last:mb-0">
            {p}
          </p>
        ))}
      </Section>

      <KeySymbols symbols={i.symbols} />
      <Feelings emotions={i.emotions ?? []} />
      <PeopleAndPlaces i={i} />
      <Themes themes={i.themes ?? []} />
      <Questions questions={i.reflectionQuestions ?? []} />
    </div>
  );
}

function KeySymbols({ symbols }: { symbols: StoredInterpretation["symbols"] }) {
  if (symbols.length === 0) return null;
  return (
    <Section icon={KeyRound} title="Key symbols">
      <ul className="grid gap-3 sm:grid-cols-2">
        {symbols.map((s, n) => (
          <li key={`${s.symbol}-${n}`} className="rounded-xl border border-night-700 bg-night-900/60 p-4">
            <p className="font-semibold capitalize text-moon-300">{s.symbol}</p>
            {s.quote && <p className="mt-1 text-sm italic text-mist-400">“{s.quote}”</p>}
            <p className="mt-2 text-sm leading-relaxed text-mist-100">{s.meaning}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Feelings({ emotions }: { emotions: NonNullable<StoredInterpretation["emotions"]> }) {
  if (emotions.length === 0) return null;
  return (
    <Section icon={HeartPulse} title="Feelings">
      <ul className="flex flex-wrap gap-2">
        {emotions.map((e, n) => (
          <li key={`${e.code}-${n}`} className="rounded-full border border-night-600 bg-night-900/60 px-3 py-1.5 text-sm">
            <span className="font-medium text-mist-50">{e.label}</span>
            <span className="text-mist-400"> — “{e.evidence}”</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function settingWordsOf(setting: StoredInterpretation["setting"]): string[] {
  if (!setting) return [];
  return [
    setting.indoor === true ? "indoors" : setting.indoor === false ? "outdoors" : null,
    setting.familiar === true ? "familiar" : setting.familiar === false ? "unfamiliar" : null,
  ].filter((w): w is string => w !== null);
}

function PeopleAndPlaces({ i }: { i: StoredInterpretation }) {
  const setting = i.setting;
  const settingWords = settingWordsOf(setting);
  const characters = i.characters ?? [];
  if (characters.length === 0 && (setting?.places.length ?? 0) === 0 && settingWords.length === 0) return null;
  return (
    <Section icon={Users} title="People and places">
      <dl className="grid gap-4 sm:grid-cols-2">
        {characters.length > 0 && (
          <div>
            <dt className="text-sm text-mist-400">Characters</dt>
            <dd className="mt-1 text-mist-100">{characters.map((c) => `${c.label} (${kindLabel[c.kind] ?? c.kind})`).join(", ")}</dd>
          </div>
        )}
        {setting && (setting.places.length > 0 || settingWords.length > 0) && (
          <div>
            <dt className="text-sm text-mist-400">Setting</dt>
            <dd className="mt-1 text-mist-100">{[setting.places.join(", "), settingWords.join(", ")].filter(Boolean).join(" — ")}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

function Themes({ themes }: { themes: string[] }) {
  if (themes.length === 0) return null;
  return (
    <Section icon={Compass} title="Themes">
      <ul className="flex flex-wrap gap-2">
        {themes.map((t) => (
          <li key={t} className="rounded-full bg-aurora-600/20 px-3 py-1 text-sm capitalize text-aurora-300">
            {t}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Questions({ questions }: { questions: string[] }) {
  if (questions.length === 0) return null;
  return (
    <Section icon={MessageCircleQuestion} title="Questions to reflect on">
      <ol className="list-decimal space-y-2 pl-5 text-mist-100 marker:text-aurora-400">
        {questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ol>
    </Section>
  );
}
