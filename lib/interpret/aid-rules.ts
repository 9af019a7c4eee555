/**
 * Friendliness as help given in trouble, told by what is handed over or how someone is guided:
 * a life preserver thrown or handed out (`lifeline`), someone talked or walked through a difficulty
 * (`talkedThrough`). Hall and Van de Castle code help and rescue as friendliness whoever gives it.
 */
import { someInSentences } from "./tokenize";
import * as V from "./verb-classes";
import { type Rule, make, personWord, lemma, personLaterInClause } from "./rule-kit";

/** handing, throwing or holding something out to someone */
const HAND_OVER = /^(throw|toss|hand|pass|give|lower|drop|hold|extend|reach|offer|fling|bring|distribute)$/;

/** what saves someone in water or from a height: "a life preserver", "a life jacket", "a rope" */
const LIFE_GEAR = /^(preserver|preservers|jacket|jackets|vest|vests|ring|rings|buoy|buoys|raft|rafts|boat|boats)$/;
const SAVING_THING = /^(lifejacket|lifejackets|lifebuoy|lifebuoys|lifeline|lifelines|rope|ropes|ladder|ladders)$/;

/**
 * "the pilot hands out life preservers", "she threw me a rope", "lowered a ladder to us": help in trouble.
 * A life preserver is help wherever it is handed; a rope or a ladder only to a person named or in danger
 * the dream tells ("threw a rope over the branch" is no help).
 */
export const lifeline: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor)) || !lemma(e, HAND_OVER)) return null;
  let life = false;
  let saving = false;
  for (let k = e.verbIndex + 1; k <= Math.min(e.end, e.verbIndex + 6); k++) {
    const w = tokens[k].w;
    if (w === "life" && LIFE_GEAR.test(tokens[k + 1]?.w ?? "")) life = true;
    if (/^(lifejacket|lifejackets|lifebuoy|lifebuoys|lifeline|lifelines)$/.test(w)) life = true;
    if (SAVING_THING.test(w)) saving = true;
  }
  if (!life && !saving) return null;
  // the one it goes to: named after the verb, or the dreamer in the sentence or the one after ("I get one")
  const named = e.target?.entity && e.target.entity !== from ? e.target.entity : personLaterInClause(e, cast);
  const dreamerNear = from !== cast.dreamer && someInSentences(tokens, e.sent, e.sent + 1, (_, k) => cast.ref[k] === cast.dreamer);
  const peril = someInSentences(tokens, e.sent - 2, e.sent, (t) => V.PERIL.test(t.w));
  const to = named ?? (dreamerNear && (life || peril) ? cast.dreamer : undefined);
  if (!to && !(life && personWord(e.target))) return null;
  if (!life && !peril && !named) return null;
  return to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** guiding someone through a difficulty in words or steps */
const GUIDE = /^(talk|walk|coach|guide|help|lead|take)$/;

/**
 * "she talked me through it", "we talked each other through it", "walked him through the steps", "led us
 * through the walls": guidance given — not "talked through the night", "walked through the door", nor a
 * person seen through a window ("see" is left out).
 */
export const talkedThrough: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor)) || !lemma(e, GUIDE)) return null;
  // the one guided right after the verb: a person, or "each other", "one another"
  const v = e.verbIndex + (e.particle && e.particle !== "through" ? 2 : 1);
  const mutual = /^(each|one)$/.test(tokens[v]?.w ?? "") && /^(other|another)$/.test(tokens[v + 1]?.w ?? "");
  const t = e.target && e.target.index === v ? e.target : undefined;
  const person = !!t && (t.entity !== undefined || personWord(t));
  if (!mutual && !person) return null;
  const after = mutual ? v + 2 : v + 1;
  if (tokens[after]?.w !== "through" || tokens[after].brk !== 0) return null;
  const to = !mutual && t!.entity && t!.entity !== from ? t!.entity : undefined;
  // ("we talked each other through it": the other end is the dreamer's companion, named by the placeholder pass)
  return make("friendliness", e, ctx, from, to);
};
