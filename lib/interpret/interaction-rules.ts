/**
 * One event → at most one Hall/Van de Castle social interaction. The rules are tried in order and
 * the first that applies wins: sexuality before friendliness (a kiss), a taking or a flight before
 * the verb lists (so "took my phone" is theft, "ran away from him" menace), hostility before
 * friendliness (so "held me down" is not an embrace).
 */
import type { Event } from "./events";
import type { Token } from "./tokenize";
import type { Interaction } from "./coding";
import { type Rule, type RuleContext, routineOrLook, served, traded, lemma, make, urgedAct, PERSON_PRONOUN } from "./rule-kit";
import { assault, exposure, sexual, sexualAppeal, sexualTouch, undressing } from "./sexuality-rules";
import {
  theft,
  stolenThing,
  breakIn,
  wordsHurled,
  captive,
  destruction,
  denial,
  threat,
  nameCalling,
  gaveItTo,
  prank,
  aimed,
  refusal,
  flight,
  rejection,
  hostile,
  looksAndRoutine,
  dislike,
  devour,
  after,
  revenge,
  dismissal,
  firing,
  challenge,
  rudeGesture,
  declined,
  weaponShown,
  scaredBy,
  doneAnyway,
} from "./hostility-rules";
import { coercion, coercedAct } from "./coercion-rules";
import { lifeline, talkedThrough } from "./aid-rules";
import { faultFound, forbidden, toldNotTo, beingAJerk } from "./dispute-rules";
import { contemptLook, tellingOff, howDare, jailed, heated, unkind } from "./disdain-rules";
import { blowGiven, shotTaken, cameAt, trodOn, keptYelling, spokeWellOf, fussedOver, rideGiven } from "./harm-rules";
import { manner, disposition, verdict, hostileRemark, hostileAdverb } from "./attitude-rules";
import {
  backslap,
  horseplay,
  together,
  greeting,
  bequest,
  friendlyFeeling,
  gladToSee,
  handshake,
  handsShaken,
  concern,
  invitation,
  handInHand,
  touch,
  permission,
  favour,
  offer,
  friendly,
  reciprocal,
  rescue,
  fetchHelp,
  helpedOut,
  armAround,
  reassured,
  caution,
  visitTo,
  cameToVisit,
  attraction,
  playmate,
  gameTogether,
  struckUp,
  complimented,
  takenOut,
  offerAsked,
  asAGift,
  giftReceived,
  getsAGift,
  troubleTaken,
} from "./friendliness-rules";

export type { RuleContext } from "./rule-kit";

const RULES: Rule[] = [
  blowGiven,
  shotTaken,
  cameAt,
  trodOn,
  keptYelling,
  spokeWellOf,
  fussedOver,
  rideGiven,
  assault,
  sexual,
  sexualTouch,
  undressing,
  exposure,
  sexualAppeal,
  backslap,
  horseplay,
  attraction,
  rescue,
  lifeline,
  talkedThrough,
  fetchHelp,
  armAround,
  reassured,
  caution,
  revenge,
  rudeGesture,
  dismissal,
  coercion,
  challenge,
  theft,
  stolenThing,
  breakIn,
  wordsHurled,
  doneAnyway,
  captive,
  refusal,
  declined,
  flight,
  rejection,
  destruction,
  denial,
  forbidden,
  toldNotTo,
  beingAJerk,
  faultFound,
  threat,
  weaponShown,
  scaredBy,
  permission,
  nameCalling,
  gaveItTo,
  prank,
  verdict,
  aimed,
  devour,
  after,
  hostile,
  firing,
  contemptLook,
  tellingOff,
  jailed,
  heated,
  manner,
  hostileAdverb,
  hostileRemark,
  disposition,
  looksAndRoutine,
  together,
  takenOut,
  playmate,
  gameTogether,
  struckUp,
  greeting,
  bequest,
  asAGift,
  giftReceived,
  friendlyFeeling,
  dislike,
  gladToSee,
  handshake,
  handsShaken,
  concern,
  offerAsked,
  invitation,
  visitTo,
  cameToVisit,
  handInHand,
  offer,
  touch,
  favour,
  troubleTaken,
  helpedOut,
  complimented,
  friendly,
  reciprocal,
];

/** how many quotation marks (" “ ”) text[from, to) holds, counted in place: asked once per token, no slice or match array */
function quoteMarksIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x201c || c === 0x201d) n++;
  }
  return n;
}

/** the sentences the narrator asks as questions (ending in "?" outside quotation marks), once per dream */
const questionsCache = new WeakMap<Token[], Set<number>>();
function asked({ tokens, text }: RuleContext, sent: number): boolean {
  let qs = questionsCache.get(tokens);
  if (!qs) {
    qs = new Set();
    let quotes = 0;
    let from = 0;
    for (let k = 0; k < tokens.length; k++) {
      quotes += quoteMarksIn(text, from, tokens[k].end);
      from = tokens[k].end;
      const last = k + 1 >= tokens.length || tokens[k + 1].sent !== tokens[k].sent;
      if (last && /^\s*\?/.test(text.slice(tokens[k].end, tokens[k].end + 3)) && quotes % 2 === 0) qs.add(tokens[k].sent);
    }
    questionsCache.set(tokens, qs);
  }
  return qs.has(sent);
}

const ASKING = /^(asks|asked|ask|asking|wonder|wondered|wondering)$/;

/** an indirect question */
const IF_WHETHER = /^(if|whether)$/;

/** a guess about the past */
const MUST_MIGHT_MAY = /^(must|might|may)$/;

const ALMOST = /^(almost|nearly)$/;

/** a modal */
const MODAL = /^(can|could|should|may|might|must)$/;

/** "he said he would fire me", "she told me she would call the police on me": the speaker's own harm, aimed at another, spoken */
function threatSpoken(e: Event, ctx: RuleContext): boolean {
  const doer = e.actor;
  const aimed = e.target;
  // ("he said he would smash everything", "she said she'd burn the place down": ruin spoken of is a threat to those who hear it)
  // (not "careful, you will break that vase", a warning to the one told)
  // (the doer written in the clause itself: "he would smash", not a subject carried over from "I said")
  const ruin =
    !!aimed &&
    !aimed.entity &&
    !!doer &&
    doer.index >= e.start &&
    ctx.tokens[doer.index]?.w !== "you" &&
    lemma(e, /^(smash|destroy|wreck|trash|burn|break|ruin|blow)$/);
  if (!e.reported || !doer || !aimed || !(aimed.entity || PERSON_PRONOUN.test(aimed.word) || ruin)) return false;
  if (aimed.entity ? aimed.entity === doer.entity : aimed.word === doer.word) return false;
  // (a will of the doer's own, "would", "'ll", "was going to" — not "they should let him")
  const t = ctx.tokens;
  const willed = t
    .slice(doer.index + 1, e.verbIndex)
    .some((x) => /^(would|will|gonna|going|he'd|she'd|they'd|i'd|he'll|she'll|they'll|i'll)$/.test(x.w));
  if (!willed) return false;
  // the speaker is the one who would do it: "he said he …", "told me that she …"
  // ("the foreman said he would …": a pronoun the cast left unbound goes with the speaker before it, if not the dreamer)
  const third = /^(he|she|they)$/.test(doer.word);
  const same = (x: Event) =>
    !!x.actor &&
    ((doer.entity && x.actor.entity === doer.entity) ||
      x.actor.word === doer.word ||
      (third && !doer.entity && x.actor.entity !== ctx.cast.dreamer));
  return ctx.events.some(
    (x) => x.sent === e.sent && x.verbIndex < e.verbIndex && same(x) && lemma(x, /^(say|tell|warn|threaten|shout|yell|scream)$/),
  );
}

/** the words of an accusation, whose "of …" or "for …" names the act it charges */
const ACCUSING =
  /^(accuse|accused|accuses|accusing|blame|blamed|blames|blaming|suspect|suspected|suspects|suspecting|charged|convicted|arrested|punished|scolded|scolding|yelled|fired|sued)$/;

/** "accused me of stealing", "blamed us for losing the keys": the act after "of" or "for", a few words after the accusation */
function accused(t: Token[], e: Event): boolean {
  const before = t[e.verbIndex - 1]?.w;
  if (before !== "of" && before !== "for") return false;
  for (let k = e.verbIndex - 2; k >= Math.max(e.start - 1, e.verbIndex - 6, 0); k--) if (ACCUSING.test(t[k].w)) return true;
  return false;
}

/** the verbs of a picture the mind makes of itself: "I imagine pushing her", "I fantasized about hitting him" (not "dreamed", the dream itself) */
const FANTASY = /^(imagine|picture|fantasize|fantasise|daydream|envision|envisage)$/;

/**
 * "I imagine pushing her down the stairs", "I thought about strangling him": a hostile act the dreamer only pictures
 * is, for Hall and Van de Castle, a hostile thought — the mildest aggression, the dreamer's own. Only the dreamer's
 * picture of their own act: "I imagined him hitting me" is a fear, and a kindness or a kiss pictured is no act.
 */
function hostileFantasy(e: Event, ctx: RuleContext): Interaction | null {
  const dreamer = ctx.cast.dreamer;
  if (e.negated || (e.actor && e.actor.entity !== dreamer)) return null;
  const n = ctx.events.indexOf(e);
  const p = ctx.events[n - 1];
  if (!p || p.sent !== e.sent || p.negated || p.actor?.entity !== dreamer || e.verbIndex - p.verbIndex > 6) return null;
  const t = ctx.tokens;
  // ("thought about killing him", "thinking of hitting her": a thought of an act named by its gerund)
  const thoughtOf = lemma(p, /^think$/) && /^(about|of)$/.test(t[p.verbIndex + 1]?.w ?? "") && /ing$/.test(t[e.verbIndex].w);
  if (!thoughtOf && !lemma(p, FANTASY)) return null;
  const real = { ...e, unreal: false };
  for (const rule of RULES) {
    const hit = rule(real, ctx);
    if (hit) return hit.type === "aggression" && hit.from === dreamer && hit.to !== dreamer ? { ...hit, event: e } : null;
  }
  return null;
}

/**
 * "he told me that if I didn't shape up, he was going to ship me out", "she warned us that unless we left she would call
 * the police": a consequence laid down, said by its doer to the one it would befall, on a condition the hearer must
 * meet (a "didn't" or an "unless") is a threat — coercion — whatever the act ("if I passed, he'd buy me a car" is a
 * promise: its condition is no "not").
 */
function conditionalThreat(e: Event, ctx: RuleContext): Interaction | null {
  const t = ctx.tokens;
  const doer = e.actor?.entity;
  const to = e.target?.entity;
  if (!e.unreal || e.negated || !doer || !to || to === doer) return null;
  if (!e.aspect.some((x) => /^(would|go|will)$/.test(x)) && !/^(would|will|'ll|'d)$/.test(t[e.verbIndex - 1]?.w ?? "")) return null;
  // (the condition: an "if" or "unless" a few words before the clause, its subject the hearer — "if I didn't get squared away")
  let k = e.start - 1;
  while (k >= Math.max(0, e.start - 12) && t[k].sent === e.sent && !/^(if|unless)$/.test(t[k].w)) k--;
  if (k < 0 || t[k].sent !== e.sent || !/^(if|unless)$/.test(t[k].w) || ctx.cast.ref[k + 1] !== to) return null;
  let denied = false;
  for (let j = k + 1; j < e.start; j++) denied ||= /^(not|never)$/.test(t[j].w) || /n't$/.test(t[j].w);
  if (t[k].w === "if" && !denied) return null;
  // (and the words the doer's own, said before it in the sentence)
  const said = ctx.events.some(
    (x) => x.sent === e.sent && x.verbIndex < k && x.actor?.entity === doer && lemma(x, /^(say|tell|warn|threaten|shout|yell|scream)$/),
  );
  return said ? make("aggression", e, ctx, doer, to) : null;
}

/** guesses: "they probably got hurt", "maybe he was killed" */
const SUPPOSED = /^(probably|maybe|perhaps|possibly|presumably|likely)$/;

/**
 * "they probably didn't get killed", "I never got hurt", "he didn't get arrested": the parser gives the denial to
 * "get" and leaves the participle after it as a plain passive; a harm denied is no interaction. And a passive harm
 * only guessed at ("they probably got killed", "maybe she was hurt") is not shown happening in the dream either.
 */
function deniedOrSupposed(e: Event, ctx: RuleContext): boolean {
  if (!e.passive) return false;
  const t = ctx.tokens;
  const before = t.slice(Math.max(e.start, e.verbIndex - 4), e.verbIndex).filter((x) => x.sent === e.sent);
  const getPassive = /^(get|got|gotten|gets|getting)$/.test(t[e.verbIndex - 1]?.w ?? "");
  const denied = before.some((x) => /^(not|never)$/.test(x.w) || /n't$/.test(x.w));
  return (getPassive && denied) || before.some((x) => SUPPOSED.test(x.w));
}

/** "I'll kill you", "I will hurt you", "I'm going to get you" */
const WILL = /^(will|i'll|we'll|gonna|going)$/;

/**
 * "I'll kill you if you touch him!", "I will hurt you": inside quotation marks, a harm the speaker says
 * they will do to the one spoken to is a threat made in the dream, aggression, even on a condition (the parser marks
 * the "if" clause's verb unreal). The ends are the speaker's and the hearer's, settled later by speakerEnds.
 */
function quotedThreat(e: Event, ctx: RuleContext): Interaction | null {
  const t = ctx.tokens;
  // (the speaker as "I" or "we", or fused with the will: "I'll kill you", whoever the parser carried over as subject)
  const fusedAt = [e.verbIndex - 1, e.verbIndex - 2].find((k) => /^(i'll|we'll)$/.test(t[k]?.w ?? ""));
  if (e.negated || (fusedAt === undefined && !(e.actor && /^(i|we)$/.test(e.actor.word)))) return null;
  // (the one spoken to, right after the verb or its particle: "kill you", "beat you up", "get back at you"; or after
  // the weapon turned on them, "I'll turn this rifle on you")
  const weaponOn = lemma(e, /^(use|turn|try)$/) && QUOTED_WEAPON.test(e.target?.word ?? "") && t[e.target!.index + 1]?.w === "on";
  const youAt = (weaponOn ? [e.target!.index + 2] : [1, 2, 3].map((d) => e.verbIndex + d)).find(
    (k) => t[k]?.w === "you" && t[k].sent === e.sent,
  );
  if (youAt === undefined) return null;
  if (fusedAt === undefined && !t.slice(e.actor!.index, e.verbIndex).some((x) => WILL.test(x.w))) return null;
  if (quoteMarksIn(ctx.text, 0, t[e.verbIndex].start) % 2 === 0) return null;
  // (the parser may carry a subject over from outside the quotation, or lose the fused "I'll": the "I" speaks, to "you")
  const actor = e.actor ?? { word: "i", index: fusedAt!, entity: ctx.cast.ref[fusedAt!] ?? ctx.cast.dreamer };
  const target = { word: "you", index: youAt, entity: ctx.cast.ref[youAt] };
  const real = { ...e, actor, target, unreal: false, reported: false, aspect: e.aspect.filter((x) => x !== "would") };
  for (const rule of RULES) {
    const hit = rule(real, ctx);
    if (hit) return hit.type === "aggression" ? { ...hit, event: e } : null;
  }
  // ("I'll shoot you", "we'll blast you sky high", "I'll turn this rifle on you": a harm promised to the
  // hearer's face is a threat, whatever a rule makes of the verb when it is no promise; the ends are settled by speakerEnds)
  // (with the "you" as the event's object, so that speakerEnds gives it to the one spoken to)
  if (weaponOn) return { ...make("aggression", e, ctx, actor.entity, target.entity), event: { ...e, target } };
  return lemma(e, QUOTED_HARM) ? make("aggression", e, ctx, actor.entity, target.entity) : null;
}

/** the harms a threat promises: "I'll shoot you", "we're going to blast you" */
const QUOTED_HARM =
  /^(kill|shoot|stab|hurt|beat|blast|murder|strangle|choke|punch|hit|kick|smash|slap|whip|burn|drown|hang|gut|cut|slit|destroy|crush)$/;

/** weapons a threat may turn on the hearer */
const QUOTED_WEAPON = /^(gun|shotgun|rifle|pistol|revolver|knife|sword|axe|bat|whip|club|hammer|machete|blade)$/;

export function interactionFrom(e: Event, ctx: RuleContext): Interaction | null {
  // (a purchase or a payment is a trade, not a kindness: "bought one off the dealer", "paid for them")
  // (but "got a necklace from my aunt" is a gift received, no purchase)
  const routine = routineOrLook(e, ctx) === "routine" || served(e, ctx) || (traded(e, ctx) && !getsAGift(e, ctx.tokens));
  // ("he wasn't very nice to me", "didn't think much of him": a kindness denied is unfriendliness, not nothing)
  if (e.negated && !e.unreal) {
    const denied = unkind(e, ctx);
    if (denied) return denied;
  }
  // ("I thought, how dare they come in": the thought is unreal, the outrage in it is the thinker's own)
  const outrage = howDare(e, ctx);
  if (outrage) return outrage;
  const spokenThreat = quotedThreat(e, ctx);
  if (spokenThreat) return spokenThreat;
  if (e.unreal) {
    const pictured = hostileFantasy(e, ctx) ?? conditionalThreat(e, ctx);
    if (pictured) return pictured;
  }
  if (deniedOrSupposed(e, ctx)) return null;
  if (e.unreal || (e.negated && !lemma(e, /^(refuse|ignore|want|let|allow|listen|answer|respond|acknowledge|like|trust|love|talk|speak)$/)))
    return null;
  // ("you can attack Mittens", "you should hit him": leave or advice given to someone, not an act yet)
  const t = ctx.tokens;
  if (MODAL.test(t[e.verbIndex - 1]?.w ?? "") && t[e.verbIndex - 2]?.w === "you") return null;
  // "he asks me to accompany him", "he dared me to fight him": what someone asks for or challenges to has not happened yet
  if (
    t[e.verbIndex - 1]?.w === "to" &&
    /^(me|us|him|her|them)$/.test(t[e.verbIndex - 2]?.w ?? "") &&
    /^(asks|asked|ask|tells|told|tell|begs|begged|wants|wanted|orders|ordered|challenges|challenged|challenge|dares|dared|dare|urges|urged|encourages|encouraged)$/.test(
      t[e.verbIndex - 3]?.w ?? "",
    )
  )
    return null;
  // "telling him that I'd been stabbed": something said to have happened before is not an act in the dream
  if (e.reported && ctx.tokens.slice(Math.max(0, e.verbIndex - 3), e.verbIndex).some((t) => /^(had|i'd|he'd|she'd|we'd|they'd)$/.test(t.w)))
    return null;
  // "somebody must have given me years ago": a guess about the past, not an act in the dream
  if (t.slice(Math.max(0, e.verbIndex - 3), e.verbIndex).some((x, k, a) => MUST_MIGHT_MAY.test(x.w) && a[k + 1]?.w === "have")) return null;
  // "I thought I would get killed": what might happen is not an interaction ("wouldn't let me in" has happened)
  // — unless it is said to someone by the one who would do it: "he said he would fire me" is a threat made in the dream
  const threat = e.aspect.includes("would") && !e.negated && threatSpoken(e, ctx);
  if (e.aspect.includes("would") && !e.negated && !threat) return null;
  // ("the woman asks me if I have been lying": what a question asks about is not an act in the dream)
  const questioned = t
    .slice(e.start, e.verbIndex)
    .some((x, k, a) => IF_WHETHER.test(x.w) && [a[k - 1], a[k - 2]].some((y) => ASKING.test(y?.w ?? "")));
  // (but the asking is itself an act when it offers: "my aunt asks whether I want pie")
  if (e.reported && questioned) return offerAsked(e, ctx);
  // ("Is he going to feel slighted? Is this unkind of me?": the dreamer's own question is a worry, not an act)
  if (asked(ctx, e.sent)) return null;
  // ("I don't like being teased", "she hates being lied to": a passive gerund after a verb of liking is a preference, not an act)
  if (
    e.passive &&
    t[e.verbIndex - 1]?.w === "being" &&
    /^(like|likes|liked|hate|hates|hated|mind|minds|stand|enjoy|enjoyed|enjoys|love|loves|dislike|dislikes)$/.test(
      t[e.verbIndex - 2]?.w ?? "",
    )
  )
    return null;
  // ("she accused me of stealing her ring", "blamed him for breaking it": what the accusation charges is not shown happening)
  if (accused(t, e)) return null;
  // ("I almost hit them": what nearly happened did not)
  if (t.slice(Math.max(e.start, e.verbIndex - 2), e.verbIndex).some((x) => ALMOST.test(x.w))) return null;
  // ("trying to get Matthew to help me": help asked for is not help given; "pressuring me to have sex": nor sex urged, sex had)
  const toDo =
    t[e.verbIndex - 1]?.w === "to" || (/^(have|get|make|give)$/.test(t[e.verbIndex - 1]?.w ?? "") && t[e.verbIndex - 2]?.w === "to");
  // ("he demanded that I give him my wallet": what someone is made to do is no kindness of theirs)
  const askedFor = (e.reported && toDo) || coercedAct(e, ctx);
  for (const rule of RULES) {
    const hit = rule(e, ctx);
    if (threat && hit?.type !== "aggression") continue;
    if (
      hit &&
      !((routine || askedFor) && hit.type === "friendliness") &&
      !(askedFor && hit.type === "sexuality" && urgedAct(t, e.verbIndex))
    )
      return hit;
  }
  // ("he said he would smash everything": ruin threatened aloud, aimed at whoever hears it — the one told, else no one named)
  if (threat && !e.target?.entity && lemma(e, /^(smash|destroy|wreck|trash|burn|break|ruin|blow)$/)) {
    const say = ctx.events.find(
      (x) => x.sent === e.sent && x.verbIndex < e.verbIndex && lemma(x, /^(say|tell|warn|threaten|shout|yell|scream)$/),
    );
    const told = say?.target?.entity && say.target.entity !== e.actor?.entity ? say.target.entity : undefined;
    return make("aggression", e, ctx, e.actor?.entity, told);
  }
  return null;
}
