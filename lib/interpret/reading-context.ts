/**
 * What every paragraph of one reading is composed from: the plot, the picker, the names said so
 * far, the words the shape's voices are filled with, and what leads the reading — a bodily need, a
 * feeling, or the shape itself — decided once so the summary, Jung and Freud agree on it.
 */
import { harmLed, voicesOf, type Fill } from "./arc-readings";
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import { cap, definite, objectPronoun, Picker, q } from "./naming";
import { isPlural } from "./phrase";
import type { Plot } from "./plot";
import { Names } from "./reading-kit";
import { dyingOf, type Dying } from "./reading-death";
import { loverOf } from "./reading-lover";
import { needLeads } from "./reading-need";
import { shiftNamed } from "./reading-shift";
import { MILD_AGGRESSION, namesHostileFeeling } from "./verb-classes";

export type Composing = {
  p: Plot;
  pk: Picker;
  names: Names;
  f: Fill;
  /** a bodily need is read plainly first (see reading-need.ts) */
  byNeed: boolean;
  /** a feeling and what brings it on lead rather than the shape */
  byFeeling: boolean;
};

export function composingOf(p: Plot, seed: number): Composing {
  const pk = new Picker(seed);
  const names = new Names();
  const f = fill(p, names);
  return { p, pk, names, f, byNeed: needLeads(p), byFeeling: ledByFeeling(p, f) };
}

function fill(p: Plot, names: Names): Fill {
  const arc = p.arc.type;
  // the participant of the event the arc is quoted from, so the name and the quotation agree
  // (grave harm the dreamer does is told from that act: "stabbed him", not a refusal said before it)
  const harm = harmLed(p) ? p.harm : undefined;
  const shown = harm ?? (p.arc.events[0] ? p.interactions.find((x) => x.event === p.arc.events[0]) : undefined);
  const e =
    shown ??
    (arc === "sexual-encounter"
      ? p.intimacy
      : arc === "conflict"
        ? (p.hostility ?? p.threat)
        : arc === "reunion"
          ? p.help
          : (p.threat ?? p.hostility));
  let who: Entity | undefined = e ? (e.from?.id === 0 ? e.to : e.from) : undefined;
  if (arc === "reunion") who = p.dead ?? who;
  if (arc === "exclusion" && p.threat) who = p.threat.from;
  // the story has introduced everyone already: "the tall man", not "a tall man" again
  const x = who ? definite(names.of(who)) : "";
  const ev = harm?.evidence ?? p.arc.evidence[0] ?? p.second?.evidence[0] ?? "";
  const them = objectPronoun(who);
  // a hostile feeling ("I was irked at her influence") is friction too, whatever verb carries it
  const felt = (x: Interaction) => namesHostileFeeling(x.evidence);
  // (an angry animal threatens with more than words)
  const mild =
    !!e && e.type === "aggression" && e.from?.kind !== "animal" && (e.event.lemmas.some((l) => MILD_AGGRESSION.test(l)) || felt(e));
  return {
    x,
    X: cap(x),
    e: ev ? q(ev) : "",
    has: !!who,
    them,
    s: who && (who.group || isPlural(x)) ? "" : "s",
    mild,
    dead: dying(p, names),
    shift: shiftNamed(p.shift, (c) => definite(names.of(c))),
    lover: arc === "sexual-encounter" ? loverOf(who, x) : undefined,
    a: p.answered ? q(p.answered.evidence) : undefined,
  };
}

/** whose death the dream's shape is: the one killed, or the one who dies */
function dying(p: Plot, names: Names): Dying | undefined {
  const ev = p.arc.type === "death" ? p.arc.events[0] : undefined;
  if (!ev) return undefined;
  const who = p.interactions.find((i) => i.event === ev)?.to ?? p.outcomes.find((o) => o.event === ev)?.who;
  return dyingOf(who, who ? definite(names.of(who)) : "");
}

/**
 * Whether a feeling and what brings it on lead the reading rather than the shape: when there is no shape to
 * tell, or the shape is found in the reason the dreamer gives for the feeling ("I was angry because I felt I
 * was being forced") — the feeling is what the dreamer reports, the shape only its reason.
 */
function ledByFeeling(p: Plot, f: Fill): boolean {
  const scene = p.feelingScene;
  // (a feeling whose words are the reveal itself leaves the reveal to lead)
  if (!scene || (p.twist && scene.words.includes(p.twist.evidence))) return false;
  if (!voicesOf(p).summary.length || !f.e) return !p.threat && !p.witnessed;
  // a shape resting on one mild moment ("I couldn't trust them") weighs less than what the dreamer says they felt
  // (only the dreamer's own mild hostility: being yelled at is no slight thing to the one it happens to)
  const slight = f.mild && p.arc.score <= 3 && p.arc.type === "conflict" && !p.violation;
  return slight || (scene.after && !!p.arc.evidence[0] && scene.words.includes(p.arc.evidence[0]));
}
