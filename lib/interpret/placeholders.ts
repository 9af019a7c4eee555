/**
 * An interaction's two ends named where the dream names them. A rule that finds an act leaves an end
 * open ("someone") when the word there is a pronoun the cast did not bind; the reading then asks about
 * "someone" though the sentence has just named the person. This pass binds what English binds:
 * - a pronoun, to the nearest person named before it who fits its sex and number ("I'm sitting with a
 *   woman. She … will not let me look": the woman);
 * - "we", to the dreamer's companion ("I was in a cabin with a girl. We were married": the girl);
 * - "Beth and I kiss": the one joined to the dreamer by "and";
 * - a prohibition in the passive inside what someone says ("Mom said I was not allowed to play"): the speaker.
 * An end the dream really leaves open stays open.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import type { Event } from "./events";
import { boundBefore, companionOf, lemma, type RuleContext } from "./rule-kit";

/** the verbs that report what someone says */
const SAYING = /^(say|tell|shout|yell|scream|answer|reply|warn|explain|insist|announce)$/;

/** the one who says the words an event sits in: the subject of a saying verb before it in its sentence */
function speakerOf(e: Event, { events, cast }: RuleContext): Entity | undefined {
  let found: Entity | undefined;
  for (const x of events)
    if (x.sent === e.sent && x.verbIndex < e.verbIndex && !x.reported && lemma(x, SAYING) && x.actor?.entity) found = x.actor.entity;
  return found && found !== cast.dreamer ? found : undefined;
}

/** "Beth and I kiss", "me and my sister argued": the one joined to the dreamer in the clause before its verb */
function joinedToDreamer(e: Event, { cast, tokens }: RuleContext): Entity | undefined {
  for (let k = e.start; k < e.verbIndex; k++) {
    const x = cast.ref[k];
    if (!x || x === cast.dreamer || x.kind === "animal") continue;
    const next = tokens[k + 1]?.w === "and" && cast.ref[k + 2] === cast.dreamer;
    const before = tokens[k - 1]?.w === "and" && cast.ref[k - 2] === cast.dreamer;
    if (next || before) return x;
  }
  return undefined;
}

/** where the clause says "we" before its verb ("we were married", "then we started kissing"), or -1 */
function weAt(e: Event, { tokens }: RuleContext): number {
  for (const a of [e.actor, e.target]) if (a?.word === "we") return a.index;
  for (let k = e.start; k < e.verbIndex; k++) if (tokens[k].w === "we") return k;
  return -1;
}

/** the interactions with their open ends bound where the dream names who is there */
export function withEndsNamed(interactions: Interaction[], ctx: RuleContext): Interaction[] {
  const { cast } = ctx;
  return interactions.map((x) => {
    const e = x.event;
    let { from, to } = x;
    if (!from) {
      if (e.actor && !e.passive && e.actor.index !== e.verbIndex) from = boundBefore(ctx, e.actor.index, [to]);
      else if (e.passive && e.reported && !e.actor && to === cast.dreamer) from = speakerOf(e, ctx);
    }
    if (!to && from) {
      const target = e.target && !e.passive && e.target.index > e.verbIndex ? e.target : undefined;
      if (target && target.word !== "each" && target.word !== "one") to = boundBefore(ctx, target.index, [from]);
      // ("we were married", "we talked each other through it": the dreamer and the one the dreamer is with)
      else if (from === cast.dreamer) {
        const we = weAt(e, ctx);
        to = we >= 0 ? companionOf(ctx, we, [from]) : joinedToDreamer(e, ctx);
      }
    }
    if (from === to) return x;
    return from === x.from && to === x.to ? x : { ...x, from, to };
  });
}
