/**
 * The question on a thing of the dream, asked by what sort of thing it is and what the dream does
 * with it: a creature by who in your life has something of it, a place by the place of your own it
 * calls up, a vehicle by who steers, an event by when it last happened around you, the body by how it
 * has been. ("What do you yourself connect with X, before any meaning a dream book would give it?"
 * stood in one dream in twenty-five, whatever X was.)
 */
import { cap } from "./naming";
import type { KeySymbol } from "./plot";

/** (`named`: the thing as the dream has it — "the car you were driving"; `it`: "it" or "them") */
export function thingQuestion(k: KeySymbol, named: string, it: string): string {
  const N = cap(named);
  const yours = !!k.act;
  switch (k.sym.def.category) {
    case "animal":
    case "creature":
      return `${N}: what is a creature like that to you, and who in your life has something of ${it} about them?`;
    case "place":
      return `${N}: which place of your own life does the dream call up with ${it}, and what went on for you there?`;
    case "vehicle":
      return yours
        ? `${N}: where are you headed in your life at the moment, and is it you who steers?`
        : `${N}: where would ${it} take you, and who would be steering?`;
    case "event":
      return `${N}: when did something like that last happen around you awake, and how did it go for you?`;
    case "body":
      return `${N}: how has that part of you been lately, and is the dream pointing at it?`;
    case "person":
      return `${N}: who in your waking life comes to mind with ${it}, and why might the dream bring them in?`;
    case "nature":
      return `${N}: where does something like that meet you in your days, and what does it do to your mood?`;
    case "food":
      return `${N}: who do you eat like that with, awake, or who used to make ${it} for you?`;
    case "clothing":
      return `${N}: when would you wear something like that, and who would you be in ${it}?`;
    case "technology":
      return `${N}: what do you use something like that for awake, and what would you lose without ${it}?`;
    default:
      return yours
        ? `${N}: what would you want ${it} for, awake, and who would ${it === "it" ? "it" : "they"} come from?`
        : `${N}: whose would ${it} be in your own life, and what would you do with ${it}?`;
  }
}
