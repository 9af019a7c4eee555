/**
 * What the reading makes of the dreamer's own words in the dream (see spoken.ts): the summary
 * offers them as a way in, Jung hears them as the dream's comment on itself, Freud traces them to
 * words said or held back awake, and a question asks to whom they would be said now.
 */
import { q, type Picker } from "./naming";

export function spokenSummary(w: string, pk: Picker): string {
  return pk.pick([`What you say in the dream may be its centre: ${q(w)}.`, `Your own words carry this dream: ${q(w)}.`]);
}

export function spokenJung(w: string, pk: Picker): string {
  return pk.pick([
    `Jung would hear your own words in the dream, ${q(w)}, as its comment on itself, and ask whom else they fit — yourself included.`,
    `For Jung, what you say in a dream (${q(w)}) is a stance the rest of the dream answers; notice whether the dream agrees with you.`,
  ]);
}

/** `quoted`: Jung has quoted the words already, so Freud points back to them */
export function spokenFreud(w: string, quoted: boolean, pk: Picker): string {
  // (the words already quoted are named by their gist, not quoted twice: "those words of yours")
  return quoted
    ? pk.pick([
        `Freud held that words spoken in a dream are borrowed from words said or heard awake; he would ask where you last said, or held back, something like them.`,
        `Freud would trace those words of yours to the day: whom did you last say them to, or keep them from?`,
        // (in place of a line on the dream "borrowing" speech, which said only what the first says and recurred as a stock line)
        `Freud would ask whose words those first were, awake: yours, or someone's you were listening to.`,
      ])
    : pk.pick([
        `Freud held that speech in a dream is borrowed from speech said or heard awake: where have you said, or wanted to say, ${q(w)}?`,
        `Freud would take ${q(w)} as something said, or left unsaid, in your waking days, and ask to whom.`,
      ]);
}

export function spokenQuestion(w: string, pk: Picker): string {
  return pk.pick([
    `If ${q(w)} were meant for someone in your waking life, who would it be?`,
    `Who, awake, most needs to hear ${q(w)} from you — and what stops you saying it?`,
    `When did you last say something like ${q(w)} awake, or want to?`,
  ]);
}
