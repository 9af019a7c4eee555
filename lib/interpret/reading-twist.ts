/**
 * What the reading says about a reveal ("my future husband turned around and it was my father"):
 * the summary names it as the turn of the dream, Jung reads what the two figures share, Freud the
 * substitution itself, and a question asks where the two overlap awake.
 */
import type { Entity } from "./characters";
import { cap, definite, objectPronoun, q, type Picker } from "./naming";
import type { Twist } from "./twist";

const PARENT = /^(mother|father|grandmother|grandfather|stepmother|stepfather|parents)$/;

const person = (w: Entity | undefined) => (w && w.kind !== "animal" && w.kind !== "creature" ? w : undefined);

export function twistSummary(t: Twist, pk: Picker): string {
  const e = q(t.evidence);
  return pk.pick([
    `The dream turns on a reveal: ${e}.`,
    `Everything leads up to one surprise — ${e} — and that is the moment to read the dream from.`,
    `Its real turn comes late, when something is not what it seemed: ${e}.`,
  ]);
}

export function twistJung(t: Twist, pk: Picker): string {
  const who = person(t.who);
  if (who)
    return pk.pick([
      `Jung would ask what ${definite(who.label)} has in common with the one you expected: the dream sets ${objectPronoun(who)} in that place so that you notice the likeness.`,
      `For Jung the reveal is the point: when ${definite(who.label)} appears where someone else was expected, the unconscious is correcting the ego's first picture of the situation.`,
    ]);
  return pk.pick([
    `For Jung a reveal like this is the unconscious correcting a first impression: what you took the scene for is not what it is.`,
    `Jung would dwell on the moment things show their other face: the dream is teaching you to look twice at something you think you already know.`,
  ]);
}

export function twistFreud(t: Twist, pk: Picker): string | null {
  const who = person(t.who);
  if (who && PARENT.test(who.head))
    return `That it is ${definite(who.label)}, a parent standing where someone else belongs, is the kind of substitution Freud built his theory on: early attachments turning up in the places later ones should fill.`;
  if (who)
    return pk.pick([
      `Freud called this kind of swap displacement: the dream puts ${definite(who.label)} in another's place so that a feeling can reach its real object without being recognised.`,
      `For Freud, a figure who turns out to be ${definite(who.label)} is condensation at work: two people merged, so that what you feel about one is said about the other.`,
    ]);
  // (no one stands in another's place: a fixed line on "the swap itself" said nothing of this dream, and the summary has the reveal)
  return null;
}

export function twistQuestion(t: Twist, pk: Picker): string {
  const who = person(t.who);
  if (who)
    return pk.pick([
      `When ${definite(who.label)} appeared where you expected someone else, what did you feel first — and where, awake, do those two people overlap for you?`,
      `What would change if the person in that moment really were ${definite(who.label)}?`,
    ]);
  // (with the moment it turns on, in a phrase: "what turned out other than it looked" stood in one dream in sixty)
  const e = t.evidence.split(/\s+/).length <= 16 ? t.evidence : "";
  return e
    ? `${cap(q(e))}: what in your life lately has turned out to be other than it first looked?`
    : cap(`what in your life lately has turned out to be other than it first looked?`);
}
