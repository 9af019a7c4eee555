/**
 * What the people who share a dream do with the dreamer, for the summary: "Maya hugs you", "you
 * push the stranger away". The story already names who is there, so a line that says only that
 * ("You share this dream with Maya") tells the reader nothing new; a deed between the two of you,
 * taken from the coded interactions, does.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import { cap } from "./naming";
import { isPlural } from "./phrase";
import type { Names } from "./reading-kit";

/** verbs that carry no deed of their own ("was", "had", "got", "felt") or read wrong without their object ("hand", "tell") */
const NO_DEED =
  /^(be|have|get|do|make|feel|think|know|want|need|seem|go|come|say|tell|ask|give|hand|take|bring|send|let|see|look|watch|hear|meet|try|keep|start|begin|find|put|become|like|love|hate|wish|hope|show|teach|offer|pay|lend|buy|feed|introduce|leave|invite|order)$/;

/** the present-tense form a singular subject takes: "hug" → "hugs", "kiss" → "kisses", "carry" → "carries" */
export function thirdPerson(lemma: string): string {
  if (/(s|x|z|ch|sh|o)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

/** whether the event's verb can be told plainly from its lemma: one word, a real action, not negated or only said */
function tellable(i: Interaction): string | null {
  const e = i.event;
  const lemma = e.lemmas[0];
  if (!lemma || !/^[a-z]+$/.test(lemma) || NO_DEED.test(lemma)) return null;
  if (e.negated || e.reported || e.unreal || e.feared || e.aspect.length) return null;
  return lemma;
}

/**
 * One deed between the dreamer and `c`, told in the present: "Maya hugs you", "you slap Tom".
 * Only when the event's own participants are the two of them (the dreamer the target of their act,
 * or they of the dreamer's), so the sentence says what the words say.
 */
export function deedWithYou(ints: Interaction[], c: Entity, names: Names, skip: Set<Interaction>): string | null {
  for (const i of ints) {
    if (skip.has(i)) continue;
    const lemma = tellable(i);
    if (!lemma) continue;
    const e = i.event;
    const particle = e.particle && /^[a-z]+$/.test(e.particle) ? ` ${e.particle}` : "";
    // (a preposition before the target, "yelled at me", stays with it; "by" is a passive's and is turned round)
    const prep = e.prep && e.prep !== "by" && /^[a-z]+$/.test(e.prep) ? `${e.prep} ` : "";
    const x = names.of(c);
    if (i.from === c && i.to?.id === 0 && e.target?.entity?.id === 0 && e.actor?.entity === c && !e.passive)
      return `${cap(x)} ${isPlural(x) ? lemma : thirdPerson(lemma)} ${prep}you${particle}.`;
    if (i.from?.id === 0 && i.to === c && e.actor?.entity?.id === 0 && e.target?.entity === c && !e.passive)
      return `You ${lemma} ${prep}${x}${particle}.`;
  }
  return null;
}
