/**
 * Hall/Van de Castle coding of the dream's events: social interactions (aggression, friendliness,
 * sexuality, each with an initiator and a recipient) and outcomes (misfortune, good fortune,
 * success, failure, each with whom it befalls). Evidence is always the dream's own words.
 */
import type { Cast, Entity } from "./characters";
import type { Arg, Event } from "./events";
import { bodyStart, type Token } from "./tokenize";
import * as V from "./verb-classes";

export type InteractionType = "aggression" | "friendliness" | "sexuality";
export type OutcomeType = "misfortune" | "good fortune" | "success" | "failure";

export type Interaction = { type: InteractionType; from?: Entity; to?: Entity; event: Event; evidence: string; pursuit: boolean };
export type Outcome = { type: OutcomeType; who?: Entity; event?: Event; evidence: string; sent: number };

export type Coding = { interactions: Interaction[]; outcomes: Outcome[] };

/** The clause's words around its verb, at most ~14 words: the evidence a reader can check. */
export function evidenceOf(text: string, tokens: Token[], e: { start: number; end: number; verbIndex: number }): string {
  let s = e.start;
  const body = bodyStart(text);
  while (s < e.verbIndex && tokens[s].start < body) s++;
  let t = e.end;
  while (t - s > 13) {
    if (e.verbIndex - s > t - e.verbIndex) s++;
    else t--;
  }
  // start where a reader would: at a subject or right after a conjunction, not mid-phrase
  if (s > e.start) {
    for (let k = s; k < e.verbIndex; k++) {
      if (
        /^(i|we|he|she|they|my|the|a|an|his|her|their|our|it)$/.test(tokens[k].w) ||
        /^(and|but|that|who|when|then|so)$/.test(tokens[k - 1]?.w ?? "")
      ) {
        s = k;
        break;
      }
    }
  }
  while (s < e.verbIndex && /^(and|but|then|so|because|when|while|until|after|before|as|if|or|where|though|although)$/.test(tokens[s].w))
    s++;
  return text.slice(tokens[s].start, tokens[t].end);
}

/** "took my shower", "take her seat": taking that is not taking from someone */
const SELF_CARE =
  /^(shower|bath|seat|turn|time|look|picture|photo|photos|break|nap|breath|step|walk|place|chance|test|class|exam|medicine|pills|order|advice|word|hand|arm|temperature|pulse|coat|jacket|shoes|clothes|name|number|order)$/;
const FRIENDLY_FEELING = /^(like|love|adore|admire|miss)$/;
const isCharacter = (a?: Arg) => !!a?.entity;
const who = (a?: Arg): Entity | undefined => a?.entity ?? a?.owner;

function matches(e: Event, base: Set<string>, withMap: Record<string, string[]>): string | null {
  const next = e.particle ?? e.prep;
  for (const l of e.lemmas) {
    const need = withMap[l];
    if (need && (need.includes("*") || (next && need.includes(next)) || (e.target && need.includes(e.target.word)))) return l;
    if (base.has(l) && !need) return l;
    if (base.has(l) && need?.includes("*")) return l;
  }
  return null;
}

/** a person as the recipient: the object, its owner ("stole my purse") or a character later in the clause */
function recipientOf(e: Event, cast: Cast, needsPerson: boolean): Entity | undefined {
  if (e.target?.entity) return e.target.entity;
  if (e.target?.owner) return e.target.owner;
  if (needsPerson) return undefined;
  for (let k = e.verbIndex + 1; k <= e.end; k++) if (cast.ref[k] && cast.ref[k] !== e.actor?.entity) return cast.ref[k];
  return undefined;
}

function interactionOf(e: Event, cast: Cast, text: string, tokens: Token[]): Interaction | null {
  if (e.negated && !e.lemmas.some((l) => l === "refuse" || l === "ignore")) return null;
  const evidence = evidenceOf(text, tokens, e);
  const sexual = matches(e, V.SEXUALITY, V.SEXUALITY_WITH);
  if (sexual && (sexual !== "make" || e.target?.word === "love" || e.particle === "out") && (sexual !== "sleep" || e.prep === "with")) {
    const to = recipientOf(e, cast, false);
    if (isCharacter(e.actor) || to) {
      // a kiss from your mother is affection, not sexuality
      const family = [e.actor?.entity, to].some((x) => x?.kind === "family" && !/husband|wife/.test(x.head));
      return { type: family ? "friendliness" : "sexuality", from: e.actor?.entity, to, event: e, evidence, pursuit: false };
    }
  }
  // "took my computer", "stole her purse": a thing taken from its owner
  const taken =
    e.lemmas.some((l) => l === "steal" || l === "snatch") ||
    (e.lemmas.includes("take") && e.actor?.entity && !SELF_CARE.test(e.target?.word ?? ""));
  if (taken && e.target?.owner && e.target.owner !== e.actor?.entity && !e.passive) {
    return { type: "aggression", from: e.actor?.entity, to: e.target.owner, event: e, evidence, pursuit: false };
  }
  // "we said no", "I told him no": a refusal
  if (e.lemmas.includes("say") && tokens[e.verbIndex + 1]?.w === "no" && tokens[e.verbIndex + 1].brk === 0) {
    const to = [...cast.others].reverse().find((x) => x.mentions.some((m) => m < e.verbIndex) && x !== e.actor?.entity);
    if (to || e.actor?.entity !== cast.dreamer)
      return { type: "aggression", from: e.actor?.entity, to, event: e, evidence, pursuit: false };
  }
  // "ran away from the men", "hid from him": the dreamer escapes someone's menace
  if (
    e.lemmas.some((l) => /^(flee|escape|hide|run|get)$/.test(l)) &&
    e.actor?.entity === cast.dreamer &&
    (e.particle === "away" || e.prep === "from")
  ) {
    const from = fromWhom(e, cast, tokens);
    if (from) return { type: "aggression", from, to: cast.dreamer, event: e, evidence, pursuit: true };
  }
  const hostile = matches(e, V.AGGRESSION, V.AGGRESSION_WITH);
  // "she lost control and we hit a woman": a collision is an accident, not an attack
  if (
    hostile &&
    /^(hit|strike|crush|run)$/.test(hostile) &&
    tokens.some((t) => t.sent === e.sent && /^(crash|crashed|control|accident|skidded|swerved|brakes|collided)$/.test(t.w))
  )
    return null;
  if (hostile) {
    const needsPerson = V.AGGRESSION_NEEDS_PERSON.has(hostile);
    const to = recipientOf(e, cast, needsPerson);
    const from = e.actor?.entity;
    const pursuit = V.PURSUIT.has(hostile) || (hostile === "run" && e.prep === "after") || (hostile === "come" && e.prep === "after");
    const pronounActor = !from && !!e.actor && /^(he|she|they|someone|somebody)$/.test(e.actor.word);
    if ((from || pronounActor || (e.passive && to)) && (to || !needsPerson) && (from || to) && from !== to) {
      if (!(
        e.target &&
        !e.target.entity &&
        !e.target.owner &&
        /^(ground|floor|wall|ball|door|button|brakes|road|water|bottom|time)$/.test(e.target.word)
      )) {
        return { type: "aggression", from, to, event: e, evidence, pursuit };
      }
    }
  }
  // friendly feelings and gestures: "they liked me", "he loves me", "shook my hand", "asked how I was"
  if (
    !e.negated &&
    e.actor?.entity &&
    e.target?.entity &&
    e.actor.entity !== e.target.entity &&
    e.lemmas.some((l) => FRIENDLY_FEELING.test(l))
  ) {
    return { type: "friendliness", from: e.actor.entity, to: e.target.entity, event: e, evidence, pursuit: false };
  }
  if (e.lemmas.includes("shake") && e.target?.word === "hand" && e.target.owner && e.actor?.entity && e.target.owner !== e.actor.entity) {
    return { type: "friendliness", from: e.actor.entity, to: e.target.owner, event: e, evidence, pursuit: false };
  }
  if (
    e.lemmas.includes("ask") &&
    e.actor?.entity &&
    e.actor.entity !== cast.dreamer &&
    /^how (i|you) (was|were|am|are) (doing|feeling)|^if (i|you) (was|were|am|are) (ok|okay|alright|all right)/.test(
      tokens
        .slice(e.verbIndex + 1, e.verbIndex + 6)
        .map((t) => t.w)
        .join(" ")
        .replace(/^me /, ""),
    )
  ) {
    return { type: "friendliness", from: e.actor.entity, to: cast.dreamer, event: e, evidence, pursuit: false };
  }
  // an invitation: "she asked me to dance", "they invited us to stay"
  if (
    e.lemmas.includes("ask") &&
    e.actor?.entity &&
    e.target?.entity &&
    e.actor.entity !== e.target.entity &&
    tokens[e.target.index + 1]?.w === "to" &&
    /^(play|join|come|dance|go|sit|stay|have|eat|dinner|lunch|marry|visit|help)$/.test(tokens[e.target.index + 2]?.w ?? "")
  ) {
    return { type: "friendliness", from: e.actor.entity, to: e.target.entity, event: e, evidence, pursuit: false };
  }
  // "walked hand in hand", "holding hands"
  if (
    /hand in hand|holding hands|held hands|held my hand|holds my hand/.test(
      tokens
        .slice(e.verbIndex, e.verbIndex + 4)
        .map((t) => t.w)
        .join(" "),
    ) &&
    e.actor?.entity
  ) {
    const to = personLaterInClause(e, cast) ?? (e.actor.entity === cast.dreamer ? undefined : cast.dreamer);
    if (to) return { type: "friendliness", from: e.actor.entity, to, event: e, evidence, pursuit: false };
  }
  const friendly = matches(e, V.FRIENDLINESS, V.FRIENDLINESS_WITH);
  if (friendly && !(friendly === "give" && e.particle === "up") && !(friendly === "show" && e.particle === "up")) {
    const needsPerson = V.FRIENDLINESS_NEEDS_PERSON.has(friendly) || !!V.FRIENDLINESS_WITH[friendly];
    const to = recipientOf(e, cast, needsPerson) ?? (needsPerson ? personLaterInClause(e, cast) : undefined);
    const from = e.actor?.entity;
    if (from && to && from !== to) return { type: "friendliness", from, to, event: e, evidence, pursuit: false };
  }
  return null;
}

/** the character after "from" in the clause: "away from these men" */
function fromWhom(e: Event, cast: Cast, tokens: Token[]): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    if (tokens[k].w !== "from") continue;
    for (let j = k + 1; j <= Math.min(e.end, k + 4); j++) if (cast.ref[j] && cast.ref[j] !== cast.dreamer) return cast.ref[j];
  }
  return undefined;
}

/** "my brother pulled me into his car": someone other than the threat gets the dreamer out of danger */
function rescues(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const threats = new Set(have.filter((x) => x.type === "aggression" && x.to === cast.dreamer).map((x) => x.from));
  if (!threats.size) return [];
  const out: Interaction[] = [];
  for (const e of events) {
    const from = e.actor?.entity;
    if (!from || from === cast.dreamer || threats.has(from) || e.target?.entity !== cast.dreamer || have.some((x) => x.event === e))
      continue;
    if (!e.lemmas.some((l) => /^(pull|drag|grab|lift|carry|get|take|hide|push)$/.test(l))) continue;
    if (!/^(into|out|up|away|to|inside|behind)$/.test(e.particle ?? e.prep ?? tokens[e.target.index + 1]?.w ?? "")) continue;
    out.push({ type: "friendliness", from, to: cast.dreamer, event: e, evidence: evidenceOf(text, tokens, e), pursuit: false });
  }
  return out;
}

/** "there was a gay movie with gay sex in it" is not an interaction; "gave her a kiss", "an orgasm" with someone there is */
function sexualScenes(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  if (have.some((x) => x.type === "sexuality")) return [];
  for (let i = 0; i < tokens.length; i++) {
    if (!V.SEXUAL_WORDS.has(tokens[i].w) || /^(no|not|never|without|movie|film)$/.test(tokens[i - 1]?.w ?? "")) continue;
    const sent = tokens[i].sent;
    const people = [...new Set(cast.ref.filter((x, k) => x && tokens[k].sent === sent))];
    const other = people.find((x) => x !== cast.dreamer && x!.kind !== "animal");
    if (!other || (other.kind === "family" && !/husband|wife/.test(other.head))) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    const from = people.includes(cast.dreamer) ? cast.dreamer : other;
    const to = from === cast.dreamer ? other : (people.find((x) => x !== from) ?? cast.dreamer);
    return [
      { type: "sexuality", from, to, event: inEvent, evidence: evidenceOf(text, tokens, { ...inEvent, verbIndex: i }), pursuit: false },
    ];
  }
  return [];
}

/** covert hostility: a hostile feeling in a sentence with someone it can be aimed at */
function hostileFeelings(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!V.HOSTILE_FEELINGS.has(tokens[i].w) || /^(not|never|n't)$/.test(tokens[i - 1]?.w ?? "")) continue;
    const sent = tokens[i].sent;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (have.some((x) => x.event.sent === sent && x.type === "aggression") || out.some((x) => x.event.sent === sent)) continue;
    // the one who feels it is the nearest character before the word; the target another one in the sentence
    let from: Entity | undefined;
    for (let k = i - 1; k >= 0 && tokens[k].sent === sent; k--)
      if (cast.ref[k]) {
        from = cast.ref[k];
        break;
      }
    const to = cast.ref.find((x, k) => x && x !== from && tokens[k].sent === sent);
    if (from && to)
      out.push({
        type: "aggression",
        from,
        to,
        event: inEvent,
        evidence: evidenceOf(text, tokens, { ...inEvent, verbIndex: i }),
        pursuit: false,
      });
  }
  return out;
}

/** "a cop after me", "we had a fight", "got into an argument with my sister" */
function hostileWithoutVerb(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    if (w !== "after" && !V.AGGRESSION_NOUNS.has(w)) continue;
    // "we had a fight": a clause with no main verb still carries the interaction
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (have.some((x) => x.event === inEvent) || out.some((x) => x.event === inEvent)) continue;
    if (w === "after" && cast.ref[i + 1] === cast.dreamer && tokens[i + 1].brk === 0) {
      const chaser = [i - 1, i - 2, i - 3].map((k) => cast.ref[k]).find((x) => x && x !== cast.dreamer);
      if (chaser)
        out.push({
          type: "aggression",
          from: chaser,
          to: cast.dreamer,
          event: inEvent,
          evidence: evidenceOf(text, tokens, { ...inEvent, verbIndex: i }),
          pursuit: true,
        });
    }
    if (V.AGGRESSION_NOUNS.has(w) && !/^(no|pillow|food|snowball|water|play)$/.test(tokens[i - 1]?.w ?? "")) {
      const sent = tokens[i].sent;
      const people = new Set(cast.ref.filter((x, k) => x && tokens[k].sent === sent));
      const we = tokens.some((t) => t.sent === sent && (t.w === "we" || t.w === "us"));
      if (people.size >= 2 || (people.size === 1 && (!people.has(cast.dreamer) || we))) {
        const [a, b] = [...people];
        out.push({
          type: "aggression",
          from: a,
          to: b,
          event: inEvent,
          evidence: evidenceOf(text, tokens, { ...inEvent, verbIndex: i }),
          pursuit: false,
        });
      }
    }
  }
  return out;
}

function sentenceEvent(tokens: Token[], i: number): Event {
  const start = sentStart(tokens, i);
  const end = sentEnd(tokens, i);
  return {
    sent: tokens[i].sent,
    start,
    end,
    verbIndex: i,
    lemmas: [tokens[i].w],
    verb: tokens[i].w,
    negated: false,
    passive: false,
    aspect: [],
    reported: false,
  };
}

function personLaterInClause(e: Event, cast: Cast): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    const r = cast.ref[k];
    if (r && r !== e.actor?.entity) return r;
  }
  return undefined;
}

function outcomeOf(e: Event, text: string, tokens: Token[], hostileIn: Set<number>): Outcome | null {
  if (e.reported || (e.negated && !e.aspect.includes("could"))) return null;
  // "two more would die", "I might fall", "I was going to die": what only might happen has not happened
  if (
    e.aspect.includes("would") ||
    (e.aspect.includes("go") && tokens[e.verbIndex - 1]?.w === "to") ||
    (/^\p{Lu}/u.test(tokens[e.verbIndex].raw) && e.verbIndex > 0 && tokens[e.verbIndex].brk === 0)
  )
    return null;
  const evidence = evidenceOf(text, tokens, e);
  const subject = who(e.actor) ?? who(e.target);
  const nextWord =
    (e.particle ?? tokens[e.verbIndex + 1]?.w ?? "").replace(/^my$/, "my") +
    (tokens[e.verbIndex + 1]?.w === "my" ? "_" + (tokens[e.verbIndex + 2]?.w ?? "") : "");
  const out = (type: OutcomeType, w = subject): Outcome => ({ type, who: w, event: e, evidence, sent: e.sent });
  if (e.negated) {
    // "couldn't find the way", "couldn't open the door": an effort that fails
    if (e.lemmas.includes("find") && e.actor?.entity) return out("misfortune");
    if (e.lemmas.some((l) => /^(get|open|reach|catch|escape|make|finish|fix|stop|save|win|unlock|start|pass|answer|solve)$/.test(l)))
      return out("failure");
    return null;
  }
  if (e.aspect.includes("manage") || (tokens[e.verbIndex - 1]?.w === "finally" && subject)) return out("success");
  if (e.lemmas.includes("fail")) return out("failure");
  if (e.lemmas.includes("lose") && e.target && /^(game|race|match|fight|battle|competition|contest|election|bet)$/.test(e.target.word))
    return out("failure");
  if (e.lemmas.includes("win") && e.target && /^(lottery|jackpot|raffle|sweepstakes)$/.test(e.target.word)) return out("good fortune");
  if (e.lemmas.some((l) => /^(win|escape|succeed|solve|accomplish|achieve)$/.test(l)) && subject && !hostileIn.has(e.sent))
    return out("success");
  if (e.lemmas.includes("pass") && e.target && /^(test|exam|examination|class|course|quiz)$/.test(e.target.word)) return out("success");
  if (e.lemmas.some((l) => V.FIND.has(l)) && e.target && V.VALUABLES.has(e.target.word)) return out("good fortune");
  if (e.lemmas.includes("leave") && (e.particle === "behind" || tokens.slice(e.verbIndex + 1, e.end + 1).some((t) => t.w === "behind")))
    return out("misfortune");
  if (
    e.lemmas.some((l) => /^(sleep|oversleep|run|arrive|wake|get)$/.test(l)) &&
    tokens.slice(e.verbIndex + 1, e.verbIndex + 4).some((t) => t.w === "late")
  )
    return out("misfortune");
  const mis = e.lemmas.find((l) => V.MISFORTUNE.has(l));
  if (mis) {
    const block = V.NOT_MISFORTUNE[mis];
    if (block && (block.test(e.particle ?? "") || block.test(tokens[e.verbIndex + 1]?.w ?? "") || block.test(nextWord))) return null;
    if (mis === "stick" && e.target && !e.passive) return null;
    // a body's mishap needs a body: "time was slipping away", "the bed sank", "a peach fell" are not misfortunes
    if (
      /^(fall|slip|sink|tumble|stumble|trip|drown|faint|vomit|bleed|choke|die|freeze|starve|suffocate|puke)$/.test(mis) &&
      !e.actor?.entity &&
      !(e.passive && e.target?.entity)
    )
      return null;
    if (
      mis === "miss" &&
      !(e.target && /^(bus|train|plane|flight|boat|ferry|ride|exam|test|class|appointment|deadline|stop|turn|exit)$/.test(e.target.word))
    )
      return null;
    if (mis === "lose" && e.target && /^(game|race|match|fight|battle|competition|contest)$/.test(e.target.word)) return null;
    if ((mis === "break" || mis === "drop" || mis === "burn") && e.actor?.entity && e.actor.entity.id !== 0 && e.target?.entity)
      return null;
    if (hostileIn.has(e.sent) && (mis === "fall" || mis === "die" || mis === "bleed")) return null;
    // "my grandmother, who died last year": a death before the dream is background, not an event in it
    if (mis === "die" && tokens.slice(e.start, e.end + 1).some((t) => /^(who|ago|last|years|months|since)$/.test(t.w))) return null;
    if (
      mis === "break" &&
      e.target &&
      !e.target.owner &&
      e.actor?.entity?.id === 0 &&
      !/^(leg|arm|wrist|ankle|neck|back|nose|tooth|teeth|bone|hand|finger|foot|toe|phone|glasses)$/.test(e.target.word)
    )
      return null;
    return out(
      "misfortune",
      who(e.target) && (mis === "lose" || mis === "break" || mis === "drop" || mis === "forget")
        ? (who(e.actor) ?? who(e.target))
        : subject,
    );
  }
  if (e.complement && V.MISFORTUNE_STATE.has(e.complement) && !hostileIn.has(e.sent) && e.complement !== "pregnant")
    return out("misfortune");
  return null;
}

export function codeEvents(events: Event[], cast: Cast, text: string, tokens: Token[]): Coding {
  const interactions: Interaction[] = [];
  for (const e of events) {
    const i = interactionOf(e, cast, text, tokens);
    if (i) interactions.push(i);
  }
  interactions.push(...rescues(cast, text, tokens, events, interactions));
  interactions.push(...sexualScenes(cast, text, tokens, events, interactions));
  interactions.push(...hostileWithoutVerb(cast, text, tokens, events, interactions));
  interactions.push(...hostileFeelings(cast, text, tokens, events, interactions));
  const hostileIn = new Set(interactions.filter((i) => i.type === "aggression").map((i) => i.event.sent));
  const outcomes: Outcome[] = [];
  for (const e of events) {
    const o = outcomeOf(e, text, tokens, hostileIn);
    if (o) outcomes.push(o);
  }
  // a disaster or an accident named as a noun: "there was a fire", "a terrible car accident"
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    if (!(V.MISFORTUNE_NOUNS.has(w) || V.GOOD_FORTUNE_WORDS.has(w))) continue;
    // "ready to fire", "fire at the deer": the verb, not a blaze
    if (w === "fire" && !/^(a|the|on|caught|big|huge|house|forest|of|no)$/.test(tokens[i - 1]?.w ?? "")) continue;
    const sent = tokens[i].sent;
    const type0: OutcomeType = V.GOOD_FORTUNE_WORDS.has(w) ? "good fortune" : "misfortune";
    if (outcomes.some((o) => o.sent === sent && o.type === type0)) continue;
    if (tokens[i - 1] && /^(no|not|without)$/.test(tokens[i - 1].w)) continue;
    const type: OutcomeType = V.GOOD_FORTUNE_WORDS.has(w) ? "good fortune" : "misfortune";
    const span = { start: Math.max(i - 5, sentStart(tokens, i)), end: Math.min(i + 4, sentEnd(tokens, i)), verbIndex: i };
    outcomes.push({ type, who: cast.ref.slice(span.start, span.end + 1).find(Boolean), evidence: evidenceOf(text, tokens, span), sent });
  }
  return { interactions, outcomes };
}

function sentStart(tokens: Token[], i: number): number {
  let s = i;
  while (s > 0 && tokens[s - 1].sent === tokens[i].sent) s--;
  return s;
}
function sentEnd(tokens: Token[], i: number): number {
  let s = i;
  while (s + 1 < tokens.length && tokens[s + 1].sent === tokens[i].sent) s++;
  return s;
}
