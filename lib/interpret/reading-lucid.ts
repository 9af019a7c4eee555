/**
 * What the reading says when the dreamer knows, inside the dream, that it is one: the summary names
 * the lucid moment, Jung reads the meeting of ego and unconscious it is, and a question asks what
 * the dreamer did with it.
 */
import { q, type Picker } from "./naming";

export function lucidSummary(words: string, pk: Picker): string {
  return pk.pick([
    `At one point you know you are dreaming — ${q(words)} — and the dream changes character from there.`,
    `This is, for a moment, a lucid dream: ${q(words)}.`,
  ]);
}

export function lucidJung(words: string, pk: Picker): string {
  return pk.pick([
    `Jung would give the lucid moment (${q(words)}) its full weight: the ego meeting the unconscious on its own ground, awake inside it, and what you choose to do there shows how you meet it by day.`,
    `For Jung, knowing you dream while dreaming (${q(words)}) is consciousness reaching into the unconscious; the dream is then a conversation, not only a show.`,
  ]);
}

export function lucidQuestion(pk: Picker): string {
  return pk.pick([
    `Once you knew you were dreaming, what did you choose to do — and where awake could you use the same awareness?`,
    `What changed for you in the dream when you realised it was a dream?`,
  ]);
}
