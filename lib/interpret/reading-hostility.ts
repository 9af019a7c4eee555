/**
 * What Freud makes of the dreamer's own hostility, by its kind and by whom it is aimed at: words
 * said outright are what politeness keeps back awake; a blow is a hostile wish let out; taking is
 * wanting what another has; a jibe is a grievance leaking out; and hostility toward a parent or a
 * brother or sister is the oldest rivalry finding a new occasion. One sentence for every dreamer
 * who strikes out would read as a form letter.
 */
import type { Interaction } from "./coding";
import { cap, definite, q, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { namesHostileFeeling } from "./verb-classes";
import { ownActOf } from "./agent-words";

const WORDS =
  /^(complain|protest|nag|yell|shout|scream|holler|swear|curse|cuss|snap|argue|quarrel|bicker|insult|criticize|criticise|scold|berate|rebuke|lecture|chide|accuse|blame)$/;
const TAKING = /^(steal|rob|take|grab|seize|snatch|mug|cheat)$/;
const JIBE = /^(tease|mock|ridicule|taunt|sneer|laugh|boo|heckle|belittle|trick|prank)$/;
const PARENT = /^(mother|mom|mum|mommy|mama|father|dad|daddy|papa|stepmother|stepfather|stepmom|stepdad)$/;
const SIBLING = /^(brother|sister|brothers|sisters|sibling|siblings|twin)$/;

/** Freud on a hostility of a telling kind (at a parent or sibling, in words, a theft, a jibe); null for a plain blow */
export function freudOnKindOfHostility(h: Interaction, pk: Picker): string | null {
  const to = definite(h.to!.label);
  const w = q(h.evidence);
  const lemma = h.event.lemmas[0];
  // (words that do not have the dreamer act — "it scared them", "she said I stole" — or a move only pictured, are read elsewhere)
  const act = ownActOf(h);
  if (!act || act === "pictured") return null;
  if (h.to?.kind === "family" && (PARENT.test(h.to.head) || SIBLING.test(h.to.head)))
    return PARENT.test(h.to.head)
      ? `Freud would not pass over your ${act === "felt" ? "feeling against" : "turning on"} ${to} (${w}): hostility toward a parent, he held, is among the oldest feelings there are, and a dream lets it out where waking love cannot.`
      : `${act === "felt" ? "Feeling against" : "Turning on"} ${to} in a dream (${w}) is, for Freud, the oldest of rivalries finding a new occasion: what is it you still compete for?`;
  if (WORDS.test(lemma) && (act === "words" || act === "jibe"))
    return pk.pick([
      `Freud would give weight to what you let yourself say to ${to} — ${w}: what a dream says outright is often what politeness keeps back awake.`,
      `In ${w} the dream gives you words you may not use awake; Freud would ask whom they are really meant for, since ${to} may only be standing in.`,
    ]);
  // (a hand laid on the person is no theft: "I grabbed her by the arm" holds on to someone, it takes nothing of theirs;
  // and "she accused me of stealing" is her charge, not your taking)
  if (/^(grab|seize|snatch)$/.test(lemma) && h.event.target?.entity === h.to && act === "grip")
    return `You take hold of ${to} yourself (${w}); Freud would ask what you want to keep from getting away, since a dream's grip on someone is often a claim on them.`;
  if (TAKING.test(lemma) && act === "taking" && !/\b(accus\w*|said|says|say|claim\w*|thinks?|thought|angry|mad|upset)\b/i.test(h.evidence))
    return `Freud would ask what you take from ${to} (${w}) and what it stands for: in a dream, taking is often wanting what someone else has — their place, their love, their luck.`;
  if (JIBE.test(lemma) && act === "jibe")
    return `Freud would notice the edge in ${w}: a small unkindness in a dream is where a larger grievance leaks out, made harmless by being played as a joke.`;
  return null;
}

/** (null when the words do not have the dreamer act: no "you turn on" may stand on someone else's deed) */
export function freudOnHostility(h: Interaction, pk: Picker): string | null {
  const kind = freudOnKindOfHostility(h, pk);
  if (kind) return kind;
  const act = ownActOf(h);
  if (!act) return null;
  const to = definite(h.to!.label);
  const w = q(h.evidence);
  const lemma = h.event.lemmas[0];
  const stands = h.to!.group || isPlural(to) ? "stand" : "stands";
  if (act === "pictured")
    return `Freud would take ${w} at its word: a move against ${to} that you only picture is a hostile wish let out exactly as far as the dream dares, and no further.`;
  // ("I didn't like him", "I got upset, angry": a hostility felt, not acted on)
  const felt = act === "felt" || /^(dislike|hate|like|be|get|feel|despise|resent)$/.test(lemma) || namesHostileFeeling(h.evidence);
  // (an openly felt dislike is no disguise: the disguise, if any, is in whom it is aimed at)
  // (read by whom it lands on: someone of your life, someone the dream gives no history with you, an animal)
  const close = /^(family|friend|known)$/.test(h.to!.kind);
  const beast = /^(animal|creature)$/.test(h.to!.kind);
  if (felt)
    return close
      ? `You let yourself dislike ${to} outright here (${w}); Freud would ask what ${to} ${stands === "stand" ? "have" : "has"} done awake to earn it, or whose place ${to} ${stands === "stand" ? "are" : "is"} taking.`
      : `The dislike in ${w} lands on ${to}, who ${stands === "stand" ? "have" : "has"} no history with you in the dream: for Freud a feeling with no reason in the dream has one somewhere else, and ${to} ${stands === "stand" ? "are" : "is"} only where it comes to rest.`;
  if (beast && act !== "blow")
    return `Freud would ask what ${to} ${stands} for, that you can handle ${h.to!.group || stands === "stand" ? "them" : "it"} so freely (${w}): a drive of your own, perhaps, kept in hand where it cannot answer back.`;
  if (beast)
    return `Freud would ask what ${to} ${stands} for, that you can strike at ${h.to!.group || stands === "stand" ? "them" : "it"} so freely (${w}): a drive of your own, perhaps, punished where it cannot answer back.`;
  return close
    ? `That you are the one who turns on ${to} (${w}) is the kind of detail Freud would not let pass: a hostile wish let out, with ${to} perhaps standing in for someone closer.`
    : `${cap(w)}: Freud would read turning on someone the dream gives no history with you as a hostile wish let out where it is safe — on a face that stands for no one, or for someone it hides.`;
}
