/**
 * Coercion, which Hall and Van de Castle code as aggression: someone ordered or made to do something
 * against their will ("ordered me to get in the car", "made us give it back", "demanded my wallet"),
 * made to hand over their things ("told us to give him our money"), or told what to do by someone who
 * holds them by force — a robber, a captor, a man with a gun. A parent telling a child to tidy up, or a
 * guide telling the group to sit, is no coercion; an order, a demand or a "made me" is.
 */
import type { Entity } from "./characters";
import type { Event } from "./events";
import { someInSentences, type Token } from "./tokenize";
import { isLexVerb } from "./words";
import * as V from "./verb-classes";
import { type Rule, type RuleContext, make, personWord, lemma, matches, PERSON_PRONOUN, sentStart } from "./rule-kit";

/** verbs that are an order whatever is ordered: "ordered me to get in", "commanded us to kneel" */
const ORDER = /^(order|command|compel|coerce|demand)$/;

/** what "made me …" does not force: a feeling, a thought, a start or a look brought on ("made me laugh", "made me think") */
const NOT_FORCED =
  /^(feel|laugh|cry|smile|think|realize|realise|wonder|want|wish|remember|forget|jump|shiver|shudder|blush|giggle|sick|happy|sad|angry|mad|nervous|uncomfortable|uneasy|anxious|upset|worry|panic|wake|awake|cringe|suspicious|look|sound|seem|believe|see|understand|love|like|hate|miss|sleepy|tired|hungry|thirsty|dizzy|laughing|crying|smiling|proud|aware|curious|afraid|scared|glad|notice|fall|lose|sure|certain|late|welcome|comfortable|better|worse|feeling)$/;

/** what is handed over to a robber: "give him our money", "hand over your wallet", "give them everything" */
const VALUABLES =
  /^(money|cash|wallet|wallets|purse|purses|bag|bags|valuables|jewelry|jewellery|rings?|watch|watches|keys|phone|phones|cards?|credit|everything|belongings|car|gold|necklace|passport|bike|shoes|coat|jacket)$/;

/** the roles of those who hold people by force: what they tell their victims to do is coerced */
const CAPTOR =
  /^(robber|robbers|thief|thieves|burglar|burglars|mugger|muggers|kidnapper|kidnappers|captor|captors|gunman|gunmen|hijacker|hijackers|terrorist|terrorists|bandit|bandits|pirate|pirates|attacker|attackers|intruder|intruders|criminal|criminals|gangster|gangsters|thug|thugs|killer|killers|murderer|murderers|kidnapper|rapist|soldiers|guerrillas|gang)$/;

/** a weapon held on someone in the sentence: "at gunpoint", "with a gun", "pointing a knife" */
const HELD_ON = /^(gunpoint|knifepoint|gun|guns|pistol|rifle|shotgun|revolver|knife|knives|sword|machete|weapon|weapons)$/;

/** the person the event's object names, and whether it is a person at all (not "my friend's drink", nor the "they" of "make sure they…") */
function personObject(e: Event, tokens: Token[]): { to?: Entity; person: boolean } {
  const to = e.target?.entity;
  const at = e.target?.index ?? -1;
  if (at < 0 || /['’]s?$/.test(tokens[at].raw) || /^(i|we|he|she|they)$/.test(tokens[at].w)) return { to, person: false };
  const person = (!!to && to !== e.actor?.entity && to.kind !== "animal") || (!to && PERSON_PRONOUN.test(e.target?.word ?? ""));
  return { to, person };
}

/** what makes rather than a maker: "which made me", "it made us", "this made me" */
const THING_MAKER = /^(which|that|it|this|what|something|everything)$/;

/** the verb after the object: "made me *get* into the trunk", "ordered us *to leave*" */
function actAfter(tokens: Token[], at: number): string | undefined {
  const next = tokens[at];
  if (!next || next.brk !== 0) return undefined;
  if (next.w === "to") return tokens[at + 1]?.brk === 0 ? tokens[at + 1].w : undefined;
  return next.w;
}

/** "told us to give him our money", "told me to hand over my wallet": a demand for someone's things */
function handOver(tokens: Token[], at: number, end: number): boolean {
  if (tokens[at]?.w !== "to" || !/^(give|hand|empty|surrender|drop)$/.test(tokens[at + 1]?.w ?? "")) return false;
  for (let k = at + 2; k <= Math.min(end + 6, at + 8) && tokens[k]?.brk === 0; k++) if (VALUABLES.test(tokens[k].w)) return true;
  return false;
}

/** someone who holds the dreamer or others by force: a robber's role, or a weapon named in the sentence */
function heldByForce(e: Event, { tokens, cast, events }: RuleContext): boolean {
  const who = e.actor?.entity;
  if (CAPTOR.test(who?.head ?? e.actor?.word ?? "")) return true;
  // (a weapon named before the telling in its own sentence — not the thing the telling asks for: "told him to give me the gun";
  // a gun the sentence before may be anyone's: "told his guard to ignore the gun. I told them to get down")
  for (let k = sentStart(tokens, e.verbIndex); k < e.verbIndex; k++) if (HELD_ON.test(tokens[k].w)) return true;
  if (someInSentences(tokens, e.sent, e.sent, (t) => /^(gunpoint|knifepoint)$/.test(t.w))) return true;
  // ("two men grabbed me … one of them told me to get in": an attack on the one told, by the teller, just before)
  return !!who && who !== cast.dreamer && attackedJustBefore(e, who, events);
}

/** the teller attacked the one told (or the dreamer) in this sentence or the one before: "grabbed me", "pushed us" */
function attackedJustBefore(e: Event, who: Entity, events: Event[]): boolean {
  return events.some(
    (x) =>
      x !== e &&
      x.sent >= e.sent - 1 &&
      x.verbIndex < e.verbIndex &&
      x.actor?.entity === who &&
      !x.negated &&
      !x.unreal &&
      /^(grab|seize|attack|push|shove|drag|hit|punch|kidnap|abduct|capture|tie|handcuff|corner|trap|rob|mug|threaten|hold|chase|catch)$/.test(
        matches(x, V.AGGRESSION, V.AGGRESSION_WITH) ?? "",
      ),
  );
}

/**
 * "ordered me to get in the car", "the robbers made us lie down", "he demanded my wallet", "told us to give
 * him our money", "the gunman told everyone to get down": coercion, aggression from the one who orders to
 * the one ordered (or whose things are demanded).
 */
export const coercion: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || e.passive || !(from || personWord(e.actor))) return null;
  const { to, person } = personObject(e, tokens);
  // "he demanded my wallet", "demanded money from us": what is demanded is taken from its owner
  if (lemma(e, /^demand$/)) {
    const owner = e.target?.owner !== from ? e.target?.owner : undefined;
    const fromWhom = tokens
      .slice(e.verbIndex + 1, e.end + 1)
      .findIndex((t, k, a) => t.w === "from" && PERSON_PRONOUN.test(a[k + 1]?.w ?? ""));
    // ("demanded that I give him my wallet": the one the demand is made of, as the parser took the clause's subject)
    const victim = to ?? owner;
    if (victim || person || fromWhom >= 0) return make("aggression", e, ctx, from, victim);
    return null;
  }
  if (!person) return null;
  const at = e.target!.index + 1;
  if (lemma(e, ORDER)) {
    // ("ordered us around", "ordered me out", "ordered me to leave" — not "ordered me a pizza": a thing ordered for someone)
    const next = tokens[at];
    const told = next?.brk === 0 && (next.w === "to" || /^(around|out|off|away|inside|into|in|back|down)$/.test(next.w));
    return told || !next || next.brk !== 0 ? make("aggression", e, ctx, from, to) : null;
  }
  if (lemma(e, /^make$/)) {
    // "made me get into the trunk", "made us give it back" — not "made me laugh", "made me a sandwich", "made me sick",
    // "made sure", nor a purpose only wanted ("using my status to make them do something"), nor "which made me…"
    if (/^(sure|certain)$/.test(tokens[e.verbIndex + 1]?.w ?? "") || THING_MAKER.test(e.actor?.word ?? "")) return null;
    if (tokens[e.verbIndex - 1]?.w === "to" && !/^(try|tried|tries|trying|attempted|attempting)$/.test(tokens[e.verbIndex - 2]?.w ?? ""))
      return null;
    const act = actAfter(tokens, at);
    if (!act || tokens[at].w === "to" || NOT_FORCED.test(act) || !isLexVerb(act) || /(ing|ed)$/.test(act)) return null;
    if (/^(a|an|the|some|my|his|her|their|our|your)$/.test(act)) return null;
    return make("aggression", e, ctx, from, to);
  }
  if (lemma(e, /^(tell|ask|yell|shout|scream)$/)) {
    if (handOver(tokens, at, e.end)) return make("aggression", e, ctx, from, to);
    // ("the robbers told us to lie on the floor": told what to do by whoever holds them by force)
    if (tokens[at]?.w === "to" && isLexVerb(tokens[at + 1]?.w ?? "") && heldByForce(e, ctx)) return make("aggression", e, ctx, from, to);
  }
  return null;
};

/**
 * "he demanded that I give him my wallet", "they made me hand it over": what someone is pressed or made to do
 * is no kindness of theirs — the one who presses them, in the clause before, stands behind it.
 */
export function coercedAct(e: Event, ctx: RuleContext): boolean {
  const { tokens } = ctx;
  for (let k = e.verbIndex - 1; k >= Math.max(sentStart(tokens, e.verbIndex), e.verbIndex - 6); k--) {
    // (in one clause: "he won't listen at first, but in the end he hands me a plate" is given freely)
    if (tokens[k + 1].brk > 0 || /^(but|and|then|so|finally|until|when)$/.test(tokens[k].w)) return false;
    if (
      !/^(demand|demands|demanded|demanding|order|orders|ordered|forced|forces|force|made|makes|make|insisted|commanded|compelled)$/.test(
        tokens[k].w,
      )
    )
      continue;
    const presser = ctx.events.find((x) => x.verbIndex === k);
    return !!presser && !!presser.actor && presser.actor.index !== e.actor?.index && presser.actor.entity !== e.actor?.entity;
  }
  return false;
}
