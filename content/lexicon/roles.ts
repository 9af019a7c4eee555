/**
 * What a figure of authority or care means when the dreamer is the one in the role ("I was a
 * teacher", "I came as her tutor", "I'm the doctor"): the symbol's usual meaning is about
 * meeting such a figure — being tested, being looked after — which turns the dream around. Read by
 * `ownRole` in lib/interpret/symbols.ts. All meanings were written for Oneira.
 */
import type { Meaning } from "./types";

export const OWN_ROLES: Readonly<Record<string, Meaning>> = {
  teacher: {
    jung: "the mentor in you: the one who knows, and passes it on",
    freud: "authority taken on, the judging parent's voice now your own",
    everyday: "being the one others learn from: responsibility for someone's progress, and whether you feel equal to it",
  },
  doctor: {
    jung: "the inner healer at work through you",
    freud: "power over the body and its secrets, and the wish to mend what is hurt",
    everyday: "being the one others rely on to put right what is wrong",
  },
  nurse: {
    jung: "the carer in you, tending what has been hurt",
    freud: "the comforting mother's part taken on yourself",
    everyday: "looking after others, and the question of who looks after you",
  },
  boss: {
    jung: "the ego in charge of others",
    freud: "the father's authority taken on as your own",
    everyday: "being in charge: the weight of it, and how easily power sits with you",
  },
  police: {
    jung: "the guardian of order at work in you",
    freud: "the superego as your own enforcer",
    everyday: "being the one who keeps the rules, and what you feel must be kept in check",
  },
  priest: {
    jung: "the spiritual function taken up by the ego",
    freud: "moral authority worn as your own",
    everyday: "being the one who guides or judges, and what you feel called to",
  },
};
