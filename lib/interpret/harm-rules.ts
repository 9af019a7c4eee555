/**
 * Harms named in shapes the verb alone does not show (session 26b): a blow "given" as a noun ("gave me a
 * beating"), a foot trodden on, an order yelled over and over. Each is aggression for Hall and Van de Castle.
 */
import type { Event } from "./events";
import { someInSentences, type Token } from "./tokenize";
import { personAfter, type Cast, type Entity } from "./characters";
import { type Rule, make, lemma } from "./rule-kit";

/** a blow or a punishment named as a noun: "gave me a slap", "five lashes", "a good beating", "a black eye" */
const BLOW_NOUN =
  /^(lash|lashes|lashing|lashings|beating|beatings|thrashing|whipping|whippings|flogging|spanking|spankings|caning|hiding|punch|punches|kick|kicks|slap|slaps|smack|smacks|wallop|whack|whacks|headbutt|uppercut|wedgie|noogie|noogies|shiner|bruise|bruises|bruising|welt|welts)$/;

/**
 * "he gave me ten lashes", "she gave him a slap", "they gave us a beating", "gave her a black eye":
 * a blow handed over as if a thing is a blow, not a gift. Its recipient is the one it was given to (the object, or
 * the one after "to"). Not "gave him a kick start", "gave the ball a kick" (a thing, no one hurt).
 */
export const blowGiven: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (!lemma(e, /^(give|deal|land|deliver|administer|hand)$/) || e.negated) return null;
  const from = e.actor?.entity;
  let blow = false;
  let to = e.target?.entity && e.target.entity !== from ? e.target.entity : undefined;
  for (let k = e.verbIndex + 1; k <= Math.min(e.verbIndex + 7, tokens.length - 1); k++) {
    const t = tokens[k];
    if (t.sent !== e.sent || (k > e.verbIndex + 1 && t.brk > 0)) break;
    const next = tokens[k + 1]?.w ?? "";
    // ("a kick start", "a smack on the lips" is a kiss; "a black eye")
    if (BLOW_NOUN.test(t.w) && !/^(start|starter|out|on)$/.test(next)) blow = true;
    if (t.w === "black" && /^(eye|eyes)$/.test(next)) blow = true;
    if (t.w === "bloody" && /^(nose|lip)$/.test(next)) blow = true;
    if (!to && t.w === "to" && cast.ref[k + 1] && cast.ref[k + 1] !== from) to = cast.ref[k + 1];
  }
  if (!blow || !(from || e.actor) || !to) return null;
  return make("aggression", e, ctx, from, to);
};

/** an attack named as a noun that one takes at someone */
const ATTEMPTED_BLOW = /^(shot|shots|potshot|potshots|swing|swings|swipe|swipes|stab|jab|jabs|punch|punches|lunge)$/;

/**
 * "she took two shots at the fox", "he took a swing at me", "she took a swipe at him": a blow aimed at someone
 * or an animal, whether or not it lands (not "took a shot at the exam", an attempt, nor "took a shot of whisky")
 */
export const shotTaken: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (!lemma(e, /^(take|have)$/) || e.negated) return null;
  const from = e.actor?.entity;
  for (let k = e.verbIndex + 1; k <= e.verbIndex + 6 && tokens[k]?.sent === e.sent; k++) {
    // (the noun is the verb's object, past an article or a count: "had a rifle and then shot at us" has its own verb)
    if (!ATTEMPTED_BLOW.test(tokens[k].w)) {
      if (!/^(a|an|one|two|three|few|several|some|couple|of|more|another|wild|quick|last|final)$/.test(tokens[k].w)) return null;
      continue;
    }
    if (tokens[k + 1]?.w !== "at") return null;
    const to = personAfter(cast, tokens, k + 1, 3, from);
    return to && (from || e.actor) ? make("aggression", e, ctx, from, to) : null;
  }
  return null;
};

/**
 * "it runs at me", "a man came at me with a knife", "the dog lunged at her": a body hurled at someone is an attack
 * (not "looked at me", "laughed at", "jumped at the chance", "came at night": a person after "at", right after the verb)
 */
export const cameAt: Rule = (e, ctx) => {
  if (!lemma(e, /^(run|come|charge|lunge|rush|leap|jump|fly|dive|spring)$/) || e.negated || e.prep !== "at") return null;
  // ("jumped up at me" is a leap; "the alarm went off at noon" is no charge)
  if (e.particle && e.particle !== "up") return null;
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from && !e.actor) return null;
  const k = e.verbIndex + (e.particle ? 2 : 1);
  if (tokens[k]?.w !== "at") return null;
  const to = /^(me|us)$/.test(tokens[k + 1]?.w ?? "") ? cast.dreamer : personAfter(cast, tokens, k, 2, from);
  // ("ran at me with open arms": a greeting, not a charge)
  if (
    /\bwith open arms\b/.test(
      tokens
        .slice(k, k + 8)
        .map((t) => t.w)
        .join(" "),
    )
  )
    return null;
  if (!to || to === from) return null;
  // (the evidence is the charge, up to the one charged: "the soldiers come at me", not the weapons after it)
  let end = k + 1;
  while (end < k + 3 && tokens[end + 1]?.brk === 0 && cast.ref[end + 1] === to) end++;
  return make("aggression", { ...e, end: Math.max(Math.min(e.end, end), e.verbIndex) }, ctx, from, to);
};

/** the parts of a body one treads on */
const TRODDEN = /^(foot|feet|toe|toes|hand|hands|finger|fingers|fingertips|tail|paw|paws|leg|legs|head|face|back|chest|stomach)$/;

/**
 * "stepped on my foot and it hurt", "stomped on his hand", "trampled her fingers": a foot brought down on someone's
 * body is aggression against its owner. "Stomp" and "trample" are hard by themselves; a plain step counts when it
 * hurts (a pain in the sentence). Not "stepped on the rug", "stepped on my own shadow".
 */
export const trodOn: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const part = e.target;
  if (!from || !part || !TRODDEN.test(part.word) || !part.owner || part.owner === from) return null;
  // (the owner as the parser bound it must fit the pronoun: "her foot" is no man's)
  const pronoun = ctx.tokens[part.index - 1]?.w;
  // (and be known to: a binding of "her" to a name of unknown sex is too often the wrong person)
  if ((pronoun === "her" && part.owner.sex !== "f") || (pronoun === "his" && part.owner.sex !== "m")) return null;
  const hard = lemma(e, /^(stomp|stamp|trample|crush|grind)$/);
  if (!hard && !lemma(e, /^(step|tread|stand|land)$/)) return null;
  if (e.prep && e.prep !== "on" && e.prep !== "upon") return null;
  const hurts = someInSentences(ctx.tokens, e.sent, e.sent, (t) =>
    /^(hurt|hurts|hurting|painful|pain|ouch|ow|owww?|bruised|broke|broken|crushed|cried|screamed|yelped)$/.test(t.w),
  );
  return hard || hurts ? make("aggression", e, ctx, from, part.owner) : null;
};

/** loud words */
const YELL = /^(yell|shout|scream|holler|bellow)$/;

/**
 * "kept yelling to me that dinner was cold", "kept shouting at us to hurry": a yelling kept up at someone is a row, even
 * where the words are an errand ("to me", not "at me"). A single "yelled to me across the field" is only a call.
 */
export const keptYelling: Rule = (e: Event, ctx) => {
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!from || !to || from === to || !lemma(e, YELL) || !e.aspect.includes("keep")) return null;
  return make("aggression", e, ctx, from, to);
};

/** words of praise said about someone: "good things", "nice things", "highly", "well" */
const PRAISE_WORDS = /^(good|nice|kind|great|wonderful|lovely|glowing|flattering|positive|sweet|amazing|complimentary)$/;

/**
 * "she said good things about me to my boss", "he spoke highly of me", "told everyone nice things about us": praise of
 * someone said to a third person is friendliness from the speaker to the one praised (not to the one told).
 */
export const spokeWellOf: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (!from || e.negated || !lemma(e, /^(say|speak|talk|tell|write|rave|brag|boast|go|gush)$/)) return null;
  // ("going on about how I was the perfect candidate": "go" only with its "on")
  if (lemma(e, /^go$/) && tokens[e.verbIndex + 1]?.w !== "on") return null;
  const how = praisedHow(e, ctx);
  if (how && how !== from) return make("friendliness", e, ctx, from, how);
  let praise = false;
  for (let k = e.verbIndex + 1; k <= Math.min(e.verbIndex + 8, tokens.length - 2); k++) {
    const t = tokens[k];
    if (t.sent !== e.sent || (k > e.verbIndex + 1 && t.brk > 0)) break;
    if (PRAISE_WORDS.test(t.w) && /^(things|stuff|words)$/.test(tokens[k + 1].w)) praise = true;
    if (/^(highly|well|glowingly|fondly)$/.test(t.w) && tokens[k + 1].w === "of") praise = true;
    if (/^(rave|raved|raving|raves|brag|bragged|bragging|brags|boast|boasted|boasting|gush|gushed|gushing)$/.test(tokens[e.verbIndex].w))
      praise = true;
    const about = /^(about|of)$/.test(t.w) ? cast.ref[k + 1] : undefined;
    if (praise && about && about !== from) return make("friendliness", e, ctx, from, about);
  }
  return null;
};

/** what praise calls someone: "the perfect candidate", "so talented", "the best" */
const PRAISED =
  /^(perfect|ideal|best|great|wonderful|amazing|brilliant|smart|clever|talented|gifted|beautiful|terrific|excellent|fantastic|outstanding|special|kind|good)$/;

/** "talking about how I was the perfect candidate", "went on about how smart she is": the one the speech praises */
function praisedHow(e: Event, { tokens, cast }: { tokens: Token[]; cast: Cast }): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= Math.min(e.verbIndex + 8, tokens.length - 3); k++) {
    if (tokens[k].sent !== e.sent) return undefined;
    if (tokens[k].w !== "about" || tokens[k + 1].w !== "how") continue;
    const who = cast.ref[k + 2];
    if (!who || !/^(was|is|were|are|'s)$/.test(tokens[k + 3]?.w ?? "")) return undefined;
    for (let j = k + 4; j <= Math.min(k + 7, tokens.length - 1); j++) {
      if (tokens[j].sent !== e.sent || (j > k + 4 && tokens[j].brk > 0)) break;
      if (PRAISED.test(tokens[j].w)) return who;
    }
    return undefined;
  }
  return undefined;
}

/**
 * "she was fussing over me", "my aunt doted on the baby": attention lavished on someone is friendliness (not "fussed
 * over the dishes", a thing, nor "fussed about the time").
 */
export const fussedOver: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!from || !to || to === from || e.negated) return null;
  const fuss = lemma(e, /^fuss$/) && ctx.tokens[e.verbIndex + 1]?.w === "over";
  const dote = lemma(e, /^dote$/) && ctx.tokens[e.verbIndex + 1]?.w === "on";
  return fuss || dote ? make("friendliness", e, ctx, from, to) : null;
};

/**
 * "I see Ann driving by. I get in and ride with her", "she pulled up and I rode with her to town": riding along with
 * the one seen at the wheel is a ride given, friendliness from the driver to the dreamer. Not riding with someone
 * the dream never shows driving ("I rode the bus with my class"), nor the dreamer driving them.
 */
export const rideGiven: Rule = (e, ctx) => {
  const dreamer = ctx.cast.dreamer;
  const driver = e.target?.entity;
  if (e.actor?.entity !== dreamer || !driver || driver === dreamer || driver.kind === "animal" || e.negated) return null;
  if (!lemma(e, /^ride$/) || e.prep !== "with") return null;
  const drove = ctx.events.some(
    (x) =>
      x.actor?.entity === driver &&
      x.sent <= e.sent &&
      x.sent >= e.sent - 2 &&
      x.verbIndex < e.verbIndex &&
      !x.negated &&
      lemma(x, /^(drive|roll|pull|steer|pick)$/),
  );
  return drove ? make("friendliness", e, ctx, driver, dreamer) : null;
};
