/** What Jung and Freud make of a bodily need in the dream (see need.ts): the plain need first. */
import { dangerLed } from "./arc-readings";
import { q, type Picker } from "./naming";
import type { KeySymbol, Plot } from "./plot";

/**
 * A bodily need is read plainly before any shape it lends the dream (the search for a toilet is no
 * quest) — when it is the shape's own moment, or the dream has no shape, feeling, reveal or secret
 * that would say more than an errand passing through it.
 */
export function needLeads(p: Plot): boolean {
  if (!p.need || dangerLed(p)) return false;
  if (/^(loss-search|unable-to-act|unprepared-late)$/.test(p.arc.type))
    return p.arc.evidence.some((e) => p.need!.includes(e) || e.includes(p.need!));
  return p.arc.type === "none" && !p.feelingScene && !p.twist && !p.secret;
}

/** the toilet the need is for is no symbol to decode beside it, when the need leads */
export const needImage = (k: KeySymbol) => /toilet|bathroom|restroom|urinat|\bloo\b/i.test(k.sym.quote);

export function needSummary(w: string, pk: Picker): string {
  return pk.pick([`The dream's business is a plain bodily need: ${q(w)}.`, `Much of this dream is the body's own errand — ${q(w)}.`]);
}

export function needJung(w: string, pk: Picker): string {
  return pk.pick([
    `Jung would take the plain need first — ${q(w)} — and only then ask what else in you presses to be let out and finds no private place to do it.`,
    `A dream that keeps you searching for somewhere to relieve yourself (${q(w)}) is, for Jung, first the body speaking; the psyche may borrow it for a need of another kind that has no room to be met.`,
  ]);
}

export function needFreud(pk: Picker): string {
  return pk.pick([
    `Freud called dreams like this dreams of convenience: a need of the sleeping body — a full bladder, most likely — makes its way into the dream, which tries to meet it so that you can sleep on.`,
    `For Freud the first source here is the body: a sleeper's need to relieve themselves is taken into the dream and met there, so sleep is not broken.`,
  ]);
}
