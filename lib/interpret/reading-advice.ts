/**
 * What the reading says about counsel the dreamer gives in the dream ("my advice was not to hold
 * back"): advice given in a dream is so often the advice the dreamer needs that the reading turns
 * it back, in the summary, in Jung's paragraph and in a question.
 */
import type { Entity } from "./characters";
import { definite, q, type Picker } from "./naming";
import type { Plot } from "./plot";

type Advice = NonNullable<Plot["advice"]>;

/** whom the advice is for: the one told, or the only other person there */
const adviseeOf = (a: Advice, people: Entity[]) => a.to ?? (people.length === 1 ? people[0] : undefined);

export function adviceSummary(a: Advice, people: Entity[], pk: Picker): string {
  const who = adviseeOf(a, people);
  const e = q(a.evidence);
  return who
    ? pk.pick([
        `You are the one giving counsel here, to ${definite(who.label)}: ${e}.`,
        `The heart of it is what you tell ${definite(who.label)} — ${e}.`,
      ])
    : pk.pick([`The heart of it is the counsel you give: ${e}.`, `You speak as an adviser in this dream: ${e}.`]);
}

export function adviceJung(a: Advice, people: Entity[], pk: Picker): string {
  const who = adviseeOf(a, people);
  const to = who ? ` to ${definite(who.label)}` : "";
  return pk.pick([
    `Jung would hear the advice you give${to} as addressed to yourself as well: in a dream the Self often speaks through your own mouth, and ${who ? definite(who.label) : "the one you advise"} may stand for a part of you about to attempt something.`,
    `For Jung, counsel given in a dream is counsel received: the adviser and the advised are both you, and the dream lets you hear what you already know.`,
  ]);
}

export function adviceQuestion(a: Advice, pk: Picker): string {
  return pk.pick([
    `If your advice in the dream, ${q(a.evidence)}, were meant for you, where in your life would it apply right now?`,
    `${q(a.evidence)}: what would you do this week if you took that advice yourself?`,
  ]);
}
