/**
 * What a reflection question takes for granted, checked against the plot before it is asked. A
 * question that presumes a kindness where the dream has a request ("who gets that from you without
 * asking"), an attraction the dreamer pushes away ("what draws you to him"), a stand the dreamer
 * has already taken ("what would it take to stand your ground"), or time together the dream never
 * gives, tells the dreamer the reading was not listening. Each gate names the plot fact its
 * question rests on.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import type { Plot } from "./plot";

/**
 * acts that are a kindness in themselves — something given, done for, or held out to another — not a
 * request, a greeting, a lift or a show ("I asked them to come up", "she drove me", "he showed us round")
 */
const CARE =
  /^(give|hand|offer|help|save|rescue|comfort|console|hug|embrace|cuddle|feed|share|carry|protect|lend|bring|cook|bake|fix|mend|heal|nurse|shelter|defend|assist|support|teach|forgive|thank|praise|compliment|reassure|calm|free|warn|tend|care|kiss|hold|gift|donate|cover|guide|lead|pay|treat|adopt|welcome|wish|congratulate|encourage|cheer)$/;

/** whether a coded friendliness is a kindness done, which a question may call one */
export const isKindness = (i: Interaction): boolean => i.type === "friendliness" && CARE.test(i.event.lemmas[0] ?? "");

/** acts by which the dreamer fends someone off: "I push him away", "I shoved her off", "I refused" */
const FEND = /^(push|shove|refuse|resist|stop|fight|kick|hit|slap|punch|pull|tell|yell|scream|shout|run|escape|flee)$/;

/**
 * the dreamer fends off the one who comes on to them: a sexual advance from them, then the dreamer's
 * act against them. The closeness is then no attraction to ask after, and the
 * push no hostility of the dreamer's own.
 */
export function fendsOff(p: Plot, person: Entity | undefined): Interaction | undefined {
  if (!person) return undefined;
  // (a blow returned is an answer to a threat, asked after by answer.ts: only an advance is fended off here)
  const advance = p.interactions.find((i) => i.from === person && i.to?.id === 0 && i.type === "sexuality");
  if (!advance) return undefined;
  return p.interactions.find(
    (i) =>
      i.type === "aggression" &&
      i.from?.id === 0 &&
      i.to === person &&
      i.event.start > advance.event.start &&
      FEND.test(i.event.lemmas[0] ?? ""),
  );
}

/** the one who came close to the dreamer in a sexual encounter */
export const advancer = (p: Plot): Entity | undefined =>
  p.interactions.find((i) => i.type === "sexuality" && i.to?.id === 0 && i.from && i.from.id !== 0)?.from;

/**
 * the dreamer gets away or holds out, in the dream's own words, where the coding found no answer to
 * the threat: "I slipped off from her", "I stayed put", "we escaped" — then the dream has already
 * shown the dreamer standing their ground or getting clear, and a question must not ask how they might
 */
const HELD_OUT =
  /\b(I|we)\b[^.!?]{0,20}?\b(got away(?! with)|get away(?! with)|getting away(?! with)|escaped?|escaping|ran away|run away|ran off|fought (him|her|them|it) off|fought back|stood my ground|stood up to|refused|did not leave|didn't leave|wouldn't leave|would not leave|did not go|didn't go|talked back|said no)\b/i;
export const heldOut = (p: Plot): string | undefined => [p.last, ...p.doings, p.effort].find((s): s is string => !!s && HELD_OUT.test(s));

/** the threat is cut short by the dreamer: the shape is quoted from "before he could catch me", a blow that never lands */
export const thwarted = (p: Plot): boolean => p.arc.evidence.some((e) => /^before\b.*\bcould\b/i.test(e)) || !!heldOut(p);

/**
 * a reunion the dream shows: the one who comes back does or says something with you, or the shape is
 * quoted from an event. "The time together the dream gives you" cannot be asked of a dead uncle only
 * mentioned by someone else.
 */
export function reunionShown(p: Plot, who: Entity | undefined): boolean {
  if (!p.arc.evidence.length) return false;
  if (!who) return true;
  return p.deeds.has(who.id) || p.between?.who === who || p.interactions.some((i) => i.from === who || i.to === who);
}

/**
 * spoken words that call someone in the dream by name ("Not Rex, you can go") are said to them, there:
 * "who, awake, most needs to hear that from you" would ask who needs a command meant for the dog
 */
export function callsSomeone(p: Plot, words: string): boolean {
  // (a name called out — at the start, or set off by a comma — not any name the words happen to hold: "I'm not Tommy")
  const names = p.people.map((c) => c.label).filter((l) => /^\p{Lu}[\p{L}'-]*$/u.test(l));
  const w = words.trim();
  return (
    names.some((n) => w.startsWith(n) || w.includes(`${n},`) || w.includes(`, ${n}`)) ||
    /^(no|not|hey|stop|come|go|sit|stay|down|get)\b/i.test(w)
  );
}

/** the words of a quote, without its marks, for comparing one quote with another */
const bare = (s: string) => s.replace(/[“”"]/g, "").trim().toLowerCase();

/**
 * whether the words the threat's question quotes ("“it jumped on me”") are a hostility aimed at the
 * dreamer as the dream codes it: an aggression on the dreamer whose evidence they share. A friendly
 * creature that jumps up, or a woman who only overheard, is no "hostility aimed at you".
 */
export function aimedAtYou(p: Plot, quoted: string): boolean {
  const w = bare(quoted);
  if (!w) return false;
  return p.interactions.some((i) => {
    if (i.type !== "aggression" || i.to?.id !== 0 || !i.from || i.from.id === 0) return false;
    const e = bare(i.evidence);
    return e.length > 0 && (w.includes(e) || e.includes(w));
  });
}

/**
 * a danger the dreamer only looks on at ("I saw a tank fire on the hill", "I was watching a fire"):
 * the dreamer is not in it, so "what brings this danger close again" asks after a closeness the
 * dream does not have
 */
export function onlyWatched(p: Plot): boolean {
  const ev = p.arc.evidence;
  return (
    ev.length > 0 &&
    ev.every(
      (e) => /\b(I|we)\s+(?:was\s+|were\s+)?(saw|see|watched|watch|watching|noticed|looked at)\b/i.test(e) && !/\b(me|us|my)\b/i.test(e),
    )
  );
}
