/**
 * Hostility between others that the dreamer only sees or hears, by its kind. Half of it in dream
 * reports is no blow: a quarrel overheard, someone's dislike of someone, a theft, a "no". Read as
 * "violence" or as someone "in danger", it misses the dream; each kind has its own reading — the
 * overheard quarrel as two sides of the dreamer's own question, the dislike as a feeling the dream
 * has moved off the dreamer (Freud's projection), the theft as wanting what another has, watched.
 */
import type { Interaction } from "./coding";
import { cap, definite, q, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { HOSTILE_FEELINGS } from "./verb-classes";

type WitnessKind = "blow" | "quarrel" | "refusal" | "betrayal" | "feeling" | "theft";

const QUARREL =
  /^(yell|shout|scream|holler|swear|curse|snap|argue|quarrel|bicker|fight|criticize|criticise|scold|chide|berate|nag|lecture|tease|mock|ridicule|taunt|insult|complain|protest|disagree|blame|accuse|boo|sneer|reprimand|threaten)$/;
const REFUSAL = /^(refuse|reject|snub|ignore|deny|forbid|ban|decline|exclude|dismiss|expel)$/;
const BETRAYAL = /^(cheat|betray|deceive|lie|trick|abandon|desert|dump)$/;
const THEFT = /^(steal|rob|shoplift|pickpocket|swindle|con)$/;
/** a quarrel is words even when put as a fight: "they were fighting about money" */
const ABOUT = /\b(about|over)\b/;

function witnessKind(w: Interaction): WitnessKind {
  const lemma = w.event.lemmas[0];
  const words = w.evidence.toLowerCase().split(/[^a-z']+/);
  if (words.some((x) => HOSTILE_FEELINGS.has(x)) || /^(hate|dislike|despise|resent|envy|distrust)$/.test(lemma)) return "feeling";
  if (BETRAYAL.test(lemma)) return "betrayal";
  if (THEFT.test(lemma)) return "theft";
  if (REFUSAL.test(lemma) || (/^(say|tell)$/.test(lemma) && /\bno\b/i.test(w.evidence))) return "refusal";
  if (lemma === "fight") return ABOUT.test(w.evidence) ? "quarrel" : "blow";
  return QUARREL.test(lemma) ? "quarrel" : "blow";
}

/** the summary's opening for what passes between others; null for a blow, which has the shape's own wording */
export function witnessSummary(w: Interaction, pk: Picker): string | null {
  const kind = witnessKind(w);
  if (kind === "blow") return null;
  const e = q(w.evidence);
  return {
    quarrel: pk.pick([
      `Hard words pass between others here — ${e} — and you are the one who hears them.`,
      `You overhear a quarrel more than you take part in one: ${e}.`,
    ]),
    refusal: pk.pick([`Someone is turned down here, and it is not you: ${e}.`, `A "no" passes between others in this dream — ${e}.`]),
    betrayal: `A betrayal passes between others in this dream, and you learn of it: ${e}.`,
    feeling: pk.pick([
      `Someone's hostility toward someone else runs through the dream: ${e}.`,
      `The ill will here is not aimed at you: ${e}.`,
    ]),
    theft: `Something is taken in this dream, though not from you: ${e}.`,
  }[kind];
}

/** whether what passes between others is a blow, which keeps the readings of violence and danger */
export const isBlow = (w: Interaction) => witnessKind(w) === "blow";

/** Jung on what passes between others; null for a blow, and for someone's ill will, which Freud's projection reads alone */
export function witnessJung(w: Interaction): string | null {
  const kind = witnessKind(w);
  if (kind === "blow" || kind === "feeling") return null;
  const e = q(w.evidence);
  const [a, v] = [w.from ? definite(w.from.label) : "someone", definite(w.to!.label)];
  return {
    quarrel: `For Jung, a quarrel you only overhear (${e}) is often your own held at one remove: two sides of a question in you, given the voices of ${a} and ${v}.`,
    refusal: `For Jung, a "no" the dream has someone else receive (${e}) may be one you give yourself: he would ask what in you is being turned away, and by which part of you.`,
    betrayal: `For Jung, a betrayal you only witness (${e}) still concerns you: the side of you that could break faith, or the one that fears being left, given other faces.`,
    theft: `For Jung, ${e} shows something of value passing into other hands; he would ask what of yours, a capacity or a claim, is being taken while you look on.`,
  }[kind];
}

export function witnessFreud(w: Interaction): string | null {
  const kind = witnessKind(w);
  if (kind === "blow") return null;
  const e = q(w.evidence);
  const v = definite(w.to!.label);
  return {
    quarrel: `Freud would ask which side of ${e} you take, and which you would rather not be seen taking: an argument overheard in a dream often voices one you cannot have openly awake — with ${v}, or with someone ${v} ${w.to!.group || isPlural(v) ? "stand" : "stands"} in for.`,
    refusal: `Freud would hear in ${e} the voice of a prohibition, passed on to someone else: whose "no" is it, and what does it forbid that you might want?`,
    betrayal: `Freud would ask whom the betrayal in ${e} is really about: watched in others, a fear of being deceived — or a wish to break faith — need not be owned.`,
    feeling: `${cap(e)}: Freud held that a feeling a dream gives to someone else is often the dreamer's own, moved off so that it can be looked at without owning it.`,
    theft: `Freud would read ${e} as wanting what another has, watched from outside so that the wish need not be yours.`,
  }[kind];
}
