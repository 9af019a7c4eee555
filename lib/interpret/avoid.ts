/**
 * The dreamer keeping out of someone's sight: "I ducked out of sight", "I hid behind a shelf so he
 * wouldn't see me", "I avoided my ex all night", "we tried not to meet face to face". Not flight from
 * a danger (the shape reads that), not a game of hide-and-seek, not a thing hidden (a secret). What
 * the dreamer will not be seen by, or be seen as, is often the dream's point: shame, a past, a side
 * of oneself.
 */
import type { Analysis } from "./analyze";
import type { Entity } from "./characters";
import type { Event } from "./events";
import { sentenceAround } from "./moments";

/** `from`: whom the dreamer keeps out of sight of, when the dream names them */
export type Avoiding = { words: string; from?: Entity };

const HIDE = /^(hide|duck|avoid)$/;
/** "the car I swerved to avoid": steering clear on the road is no keeping out of sight */
const ROAD = /^(car|cars|truck|bus|swerve|swerved|steer|steered|drive|driving|drove)$/;
/** "so she wouldn't see me", "didn't want anyone to see me", "without being seen", "face to face" */
const UNSEEN =
  /\b(?:(?:so|so that) (?:\w+ ){1,3}(?:wouldn't|couldn't|would not|could not|won't|didn't) (?:see|notice|recognize|recognise|spot) (?:me|us)|(?:didn't|did not|don't) want (?:\w+ ){1,2}to (?:see|notice|recognize|recognise) (?:me|us)|without being (?:seen|noticed|recognized|recognised)|(?:I|we) (?:\w+ ){1,3}(?:out of (?:any |their |his |her )?(?:line of )?sight|not (?:to )?(?:be seen|meet (?:\w+ ){0,3}face to face))|(?:cautious|careful|wary) (?:of|about) being (?:seen|noticed|spotted)|careful not to be (?:seen|noticed|spotted)|(?:I|we) pretend(?:ed)? not to (?:see|notice))\b/i;
const GAME = /\bhide[- ]and[- ]seek\b/i;

const isOther = (a: Analysis, c: Entity | undefined): c is Entity => !!c && c !== a.cast.dreamer && c.kind !== "animal";

/**
 * The one the dreamer keeps out of sight of: "from him", the one avoided, the one who must not see
 * ("so he wouldn't see me"), or the one the sentence before brings in when this one names no one
 * else — not a companion hiding with the dreamer ("Mom and I hid").
 */
function avoidedBy(a: Analysis, e: Event | undefined, sent: number, at: number): Entity | undefined {
  if (e?.target && isOther(a, e.target.entity) && (e.lemmas.includes("avoid") || e.prep === "from")) return e.target.entity;
  const tk = a.tokens;
  const inSent: Entity[] = [];
  for (let k = 0; k < tk.length; k++) if (tk[k].sent === sent && isOther(a, a.cast.ref[k])) inSent.push(a.cast.ref[k]!);
  // ("so he wouldn't see me": the watcher comes after the act)
  for (let k = at + 1; k < tk.length && tk[k].sent === sent; k++) if (isOther(a, a.cast.ref[k])) return a.cast.ref[k];
  if (inSent.length) return undefined;
  for (let k = 0; k < tk.length; k++) if (tk[k].sent === sent - 1 && isOther(a, a.cast.ref[k])) return a.cast.ref[k];
  return undefined;
}

/** an act of the dreamer's own that hides the dreamer, not a thing: "I hid", "hid behind", "hid from", "avoided him" */
function hidingAct(a: Analysis): Event | undefined {
  return a.events.find((e) => {
    if (e.negated || e.unreal || e.reported || e.actor?.entity !== a.cast.dreamer || !e.lemmas.some((l) => HIDE.test(l))) return false;
    if (e.lemmas.includes("avoid")) return !!e.target?.entity && !a.tokens.some((t) => t.sent === e.sent && ROAD.test(t.w));
    // ("I hid the letter", "we had to hide her": what is kept out of sight is a secret or a charge, not the dreamer)
    // ("I ducked back behind the van": an adverb may stand between the verb and its preposition)
    const after = a.tokens[e.verbIndex + (/^(back|down|quickly|away)$/.test(a.tokens[e.verbIndex + 1]?.w ?? "") ? 2 : 1)]?.w;
    return !e.target || /^(myself|ourselves|me|us)$/.test(e.target.word) || (!!e.prep && after === e.prep);
  });
}

export function avoidingOf(a: Analysis): Avoiding | undefined {
  if (GAME.test(a.text)) return undefined;
  const act = hidingAct(a);
  const m = act ? undefined : UNSEEN.exec(a.text);
  if (!act && !m) return undefined;
  const at = act ? act.verbIndex : a.tokens.findIndex((t) => t.start >= m!.index);
  if (at < 0) return undefined;
  const sent = a.tokens[at].sent;
  const words = sentenceAround(a, sent, at, 22);
  return words ? { words, from: avoidedBy(a, act, sent, at) } : undefined;
}
