/**
 * How the dreamer answers the one who turns on them: strikes first, hits back, gets away, makes
 * peace, is helped by someone else — or is only on the receiving end, when the coding finds no
 * answer (no proof there was none, so the readings of that case claim no absence). The readings of
 * a threat argue from this (the ego's stance toward the figure who threatens, what the dream lets
 * the dreamer do or avoid) rather than from a stock line about "the shadow" with a name put in.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import type { Plot } from "./plot";
import { ownActOf, ownDeed, type OwnAct } from "./agent-words";

const answers = (k: OwnAct | undefined) => ownDeed(k) || k === "words" || k === "jibe" || k === "other";

/**
 * The dreamer strikes first only when nothing of theirs came before: no act of theirs toward the
 * dreamer earlier in the dream (an advance, a scolding, a theft under way), and a threat not told
 * after the fact ("I said he was stealing my car" happened before it was said).
 */
function struckFirst(p: Plot, mine: Interaction, threat: Interaction, by: Entity, d: Entity): boolean {
  if (mine.event.start >= threat.event.start) return false;
  if (threat.event.reported || /\b(said|says|say|told|tell|tells|telling|saying|explained|reported)\b/i.test(threat.evidence)) return false;
  return !p.interactions.some((i) => i.from === by && i.to === d && i.event.start < mine.event.start);
}

export type AnswerKind = "first" | "back" | "fled" | "soothe" | "helped" | "none";

export type Answer = {
  kind: AnswerKind;
  /** the one who turns on the dreamer */
  by: Entity;
  /** their act toward the dreamer, in the dream's words (never the dreamer's own flight) */
  threat: Interaction;
  /** the dreamer's answer, or the helper's act, in the dream's words (a getaway the shape found may have none) */
  answer?: Interaction;
  helper?: Entity;
};

/** "I ran away from him", "hid from them": coded as the pursuer's aggression, but the deed is the dreamer's */
const FLIGHT = /^(flee|escape|hide|run|get)$/;
const ESCAPE = /^(flee|escape|hide)$/;
const AWAY = /^(run|drive|fly|get|hurry|rush|swim|race|jump|walk|ride|sneak|crawl|climb)$/;
/** acts that take the dreamer's side against a threat (not an offer or a greeting): "pulled me out", "hugged me", "stood up for me" */
const HELP =
  /^(help|save|rescue|protect|defend|pull|drag|grab|lift|carry|comfort|console|hug|embrace|hold|shield|free|release|guard|warn|stand|fight|stop|hide|shelter|calm|reassure|support)$/;
const isFlight = (i: Interaction, d: Entity) => i.event.actor?.entity === d && i.event.lemmas.some((l) => FLIGHT.test(l));

export function answerOf(p: Plot): Answer | undefined {
  const first = p.threat;
  const by = first?.from;
  if (!first || !by) return undefined;
  const d = first.to!;
  const againstMe = p.interactions.filter((i) => i.type === "aggression" && i.from === by && i.to === d);
  const fled = againstMe.find((i) => isFlight(i, d));
  // the threat itself in their own act, when there is one ("he came at me", not "I ran from him")
  const threat = againstMe.find((i) => !isFlight(i, d)) ?? first;
  // the dreamer's answer is a deed or words of their own: a "no", a dislike only felt, a move only pictured,
  // or words that have someone else act ("I said no", "I was annoyed", "she said I stole it") answer nothing
  const mine = p.interactions.find((i) => i.type === "aggression" && i.from === d && i.to === by && answers(ownActOf(i)));
  if (mine) return { kind: struckFirst(p, mine, threat, by, d) ? "first" : "back", by, threat, answer: mine };
  if (fled && fled !== threat) return { kind: "fled", by, threat, answer: fled };
  if (fled) return { kind: "fled", by, threat: fled, answer: fled };
  // a getaway the shape found with no one named to flee from ("I escaped", "we ran off"): told, unquoted
  const getaway = [...p.arc.events, ...(p.second?.events ?? [])].find(
    (e) =>
      e.actor?.entity === d &&
      !e.negated &&
      !e.unreal &&
      !e.reported &&
      e.start > threat.event.start &&
      (e.lemmas.some((l) => ESCAPE.test(l)) || ((e.particle === "away" || e.particle === "off") && e.lemmas.some((l) => AWAY.test(l)))),
  );
  if (getaway) return { kind: "fled", by, threat };
  // goodwill offered to the one who turned on you ("I apologised to him", "I hugged her")
  const peace = p.interactions.find((i) => i.type === "friendliness" && i.from === d && i.to === by && i.event.start > threat.event.start);
  if (peace) return { kind: "soothe", by, threat, answer: peace };
  // someone else takes the dreamer's side after the threat (not the one who threatens; an act of help, not an offer):
  // "my brother pulled me out of there" is a rescue, whatever the verb
  const help = p.interactions.find(
    (i) =>
      i.type === "friendliness" &&
      i.to === d &&
      !!i.from &&
      i.from !== by &&
      i.from.kind !== "animal" &&
      i.event.start > threat.event.start &&
      i.event.lemmas.some((l) => HELP.test(l)) &&
      // (no one who also turns on you is on your side: a kindness from the attacker is no help)
      !p.interactions.some((x) => x.type === "aggression" && x.from === i.from && x.to === d),
  );
  if (help) return { kind: "helped", by, threat, answer: help, helper: help.from };
  return { kind: "none", by, threat };
}
