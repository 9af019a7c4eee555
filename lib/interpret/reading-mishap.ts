/**
 * Freud on what goes wrong in a dream, by the kind of mishap (lateness has its shape's own reading):
 * a thing lost or forgotten (a purpose behind the slip, as in The Psychopathology of Everyday Life),
 * harm to someone else (a grievance acted out as bad luck), a thing broken or taken (a fear of
 * losing something of one's own), harm to the dreamer (the punishment dream) — not one stock line
 * for every mishap in every dream.
 */
import type { Outcome } from "./coding";
import { q } from "./naming";
import type { Names } from "./reading-kit";

const has = (o: Outcome, re: RegExp) => !!o.event?.lemmas.some((l) => re.test(l)) || re.test(o.event?.complement ?? "");

export function freudOnMishap(m: Outcome, names: Names, quoted = false): string {
  const w = quoted ? "that mishap" : q(m.evidence);
  if (has(m, /^(lose|lost|forget|misplace)$/))
    return `Freud held that what we lose or forget we often, at some level, meant to: ${w} may say something about what you would rather be without, or not have to carry.`;
  // (a person's: a bug or a dog that comes to harm carries no rivalry)
  if (m.who && m.who.id !== 0 && m.who.kind !== "animal" && m.who.kind !== "creature")
    return `That the harm falls on ${names.of(m.who)} rather than on you is the kind of detail Freud would weigh: ${w} may let a grievance or a rivalry act itself out as mere bad luck.`;
  if (has(m, /^(break|broken|steal|stolen|damage|damaged|ruin|ruined|crash|wreck)$/))
    return `For Freud, a thing broken or taken in a dream often stands for something of your own you fear to lose; ${w} asks what that is.`;
  if (m.who?.id === 0)
    return `Freud would ask whether ${w} is a punishment the dream hands out: a wish somewhere in the dream that the conscience answers with a mishap.`;
  return quoted
    ? "That mishap would interest Freud as a punishment or a warning staged rather than felt."
    : `What goes wrong — ${w} — would interest Freud as a punishment or a warning staged rather than felt.`;
}
