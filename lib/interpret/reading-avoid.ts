/**
 * What the summary, Jung, Freud and a question make of the dreamer keeping out of someone's sight
 * (see avoid.ts): for Jung the persona guarding what it will not have seen, and the one avoided as
 * the carrier of a view of oneself; for Freud shame at work, the wish to be seen and the fear of it
 * in one gesture.
 */
import type { Avoiding } from "./avoid";
import { definite, q, type Picker } from "./naming";

const whom = (x: Avoiding) => definite(x.from!.label);
/** "the woman's", "the guests'" */
const whose = (x: Avoiding) => (whom(x).endsWith("s") ? `${whom(x)}'` : `${whom(x)}'s`);

export function avoidSummary(x: Avoiding, pk: Picker): string {
  return pk.pick([
    `What you do in this dream is keep out of ${whose(x)} sight: ${q(x.words)}.`,
    `The dream turns on not being seen — ${q(x.words)} — by ${whom(x)}.`,
  ]);
}

export function avoidJung(x: Avoiding, pk: Picker): string {
  const [w, ws] = [whom(x), whose(x)];
  return pk.pick([
    `Jung would ask what ${w} would see if you let yourself be seen (${q(x.words)}): the one we avoid in a dream often carries a view of us — a past, a failing, a side of ourselves — that the persona is guarding.`,
    `For Jung, keeping out of ${ws} way is the persona at work, protecting the face you show; ${w} may stand for the part of you that knows what that face leaves out.`,
  ]);
}

export function avoidFreud(x: Avoiding): string {
  return `Freud would take the hiding in ${q(x.words)} as shame at work — the wish to be seen and the fear of it in one gesture — and ask what ${whom(x)} knows of you, or could find out.`;
}

export function avoidQuestion(x: Avoiding): string {
  return `Whom would you rather not run into at the moment, and what would they see — as ${whom(x)} might have, had you not kept out of sight?`;
}
