/**
 * What the reading says about the dreamer's "no" (see bind.ts): the summary sets the refusal
 * against the demand and says whether it holds, Jung reads it as the ego's stand against what the
 * psyche asks of it, Freud as a wish disowned by being refused or pressed on the dreamer, and a
 * question asks where the same "no" is said, or not said, awake.
 */
import type { Bind } from "./bind";
import { q, type Picker } from "./naming";

/** a sentence for the summary, when the dream tells more than a bare refusal */
export function bindSummary(b: Bind, pk: Picker): string | null {
  const no = q(b.no);
  if (b.press && b.yielded) return `Your “no” meets someone else's will — ${no}, yet ${q(b.press)} — and in the end ${q(b.yielded)}.`;
  if (b.press)
    return pk.pick([
      `Your “no” meets someone else's will: ${no}, yet ${q(b.press)}.`,
      `The dream sets what you will not do against what is pressed on you: ${no}, and ${q(b.press)}.`,
    ]);
  if (b.yielded)
    return pk.pick([
      `You do not want it — ${no} — and it happens anyway: ${q(b.yielded)}.`,
      `What you refuse comes round regardless: ${no}, and then ${q(b.yielded)}.`,
    ]);
  return null;
}

export function bindJung(b: Bind, pk: Picker): string {
  if (b.press)
    return `For Jung, the pull between your refusal and ${q(b.press)} is the ego meeting a demand it did not choose; he would ask whose voice does the pressing — someone in your life, or a side of you the ego keeps turning away.`;
  if (b.yielded)
    return `That you give way in the end (${q(b.yielded)}) is, for Jung, the unconscious having its way whether or not the ego agrees; what you go along with here may be worth meeting willingly.`;
  const no = q(b.no);
  return pk.pick([
    `Jung would take ${no} as the ego's stand in this dream and ask what it stands against: what we refuse in a dream is often what the psyche is asking us to face.`,
    `For Jung the dream's “no” — ${no} — marks the edge of the ego's comfort; what lies past that edge is usually what the dream is about.`,
  ]);
}

export function bindFreud(b: Bind, pk: Picker): string {
  if (b.press)
    return `Freud would notice that the act is not your choice — ${q(b.press)} — and ask whether it is also something you want: being pressed into it lets a dream grant a wish without your having to own it.`;
  if (b.yielded)
    return `Freud would look at the gap between your refusal and ${q(b.yielded)}: a “no” the dream then overrides is a classic disguise for a wish the waking mind disowns.`;
  return pk.pick([
    `Freud would dig at that refusal: a “no” in a dream often guards the very thing that is wished, or feared.`,
    `For Freud a dream's denial points at what it denies; ask what part of you wants what your “no” turns away.`,
  ]);
}

export function bindQuestion(b: Bind): string {
  return b.press
    ? `Who presses you awake the way the dream does, and where do you give way when you would rather not?`
    : `Where are you saying no at the moment, as in ${q(b.no)}, and is it the answer you want to give?`;
}
