/**
 * Sexuality rules: the sexuality verbs (a kiss in the family is affection), a sexual touch, undressing
 * someone else.
 */
import * as V from "./verb-classes";
import { tagsOf } from "./words";
import type { Event } from "./events";
import type { Token } from "./tokenize";
import { type Rule, make, personWord, lemma, matches, recipientOf, words } from "./rule-kit";
import { personAfter, type Entity } from "./characters";

export const sexual: Rule = (e, ctx) => {
  // "gave her a kiss", "blew me a kiss": the kiss is the act
  // ("gave him a blowjob": a sexual act given is sexuality, never a gift)
  // ("Lena offered me a kiss": a kiss held out is an overture, the start of the sexuality scale)
  const givenWords = lemma(e, /^(give|blow|offer)$/) ? words(ctx.tokens, e.verbIndex + 1, 4) : "";
  const given = /\bkiss(es)?\b/.test(givenWords)
    ? "kiss"
    : lemma(e, /^give$/) && /\b(blow ?jobs?|hand ?jobs?|lap ?dances?|hickeys?)\b/.test(givenWords)
      ? "sex"
      : null;
  const verb = given ?? matches(e, V.SEXUALITY, V.SEXUALITY_WITH);
  const love = e.target?.word === "love" || e.follow === "love";
  if (!verb || (verb === "make" && !love && e.particle !== "out") || (verb === "sleep" && e.prep !== "with")) return null;
  // ("making out what they are saying", "made out the shape": seeing or hearing clearly, not kissing)
  const discern = /^(what|the|that|a|an|any|anything|his|her|their|my|its|who|where|how|which|some|words|shapes?)$/;
  if (verb === "make" && e.particle === "out" && discern.test(ctx.tokens[e.verbIndex + 2]?.w ?? "")) return null;
  // ("really fucking cheap", "the fucking car": a swear word before what it stresses, not an act)
  const after = ctx.tokens[e.verbIndex + 1]?.w ?? "";
  const swear =
    verb === "fuck" &&
    /ing$/.test(ctx.tokens[e.verbIndex].w) &&
    tagsOf(after).some((t) => t === "Adjective" || t === "Adverb") &&
    !/^(around|again)$/.test(after);
  if (swear) return null;
  const to = recipientOf(e, ctx.cast, false);
  if (!e.actor?.entity && !to && !personWord(e.target)) return null;
  // "I am masturbating": sexuality is between characters; alone it is a feeling, not an interaction
  if (verb === "masturbate" && !to && !personWord(e.target)) return null;
  if (to && to === e.actor?.entity) return null;
  // a kiss from your mother, or for a baby, is affection, not sexuality
  // (and a kiss or a lick from a pet, or given to one, is a friendly act)
  const family = [e.actor?.entity, to].some(
    (x) =>
      (x?.kind === "family" && !/husband|wife/.test(x.head)) ||
      x?.kind === "animal" ||
      /^(baby|babies|infant|infants|toddler|child|children|kid|kids)$/.test(x?.head ?? ""),
  );
  // (flirting, seducing or sex are never a relative's affection)
  // ("kissed her on the head", "on the cheek": a kiss of affection or greeting, whoever it is for)
  const chaste =
    verb === "kiss" && /\bon (the|her|his|my|their) (head|cheek|cheeks|forehead|hand|hair)\b/.test(words(ctx.tokens, e.verbIndex + 1, 7));
  const affectionate =
    ((family && /^(kiss|hug|cuddle|caress|lick|nuzzle)$/.test(verb)) || chaste) && !(verb === "kiss" && lingering(e, ctx.tokens));
  return make(affectionate ? "friendliness" : "sexuality", e, ctx, e.actor?.entity, to);
};

/** what the dreamer says of a kiss: "It was pretty good", "it felt so nice" */
const RELISHED = /^it (was|felt) (pretty |really |so |very |quite )?(good|nice|great|wonderful|amazing|lovely|delicious|fantastic)\b/;

/**
 * A kiss that is more than a greeting, whoever gives it: on the mouth, passionate, held on to ("she kissed me and
 * hung on"), or relished in the next sentence ("It was pretty good") — sexuality, not a relative's affection.
 */
function lingering(e: Event, tokens: Token[]): boolean {
  const after = words(tokens, e.verbIndex + 1, 7);
  if (/\b(on|to) (the|her|his|my|our|their) (lips|mouth)\b|\bpassionately\b|\bwith (her|his) tongue\b|\bfor a long time\b/.test(after))
    return true;
  if (/^(and|then) (she|he|they) (hung|held) on\b/.test(after.replace(/^(me|him|her|us|them) /, ""))) return true;
  let k = e.verbIndex + 1;
  while (tokens[k] && tokens[k].sent === e.sent) k++;
  return !!tokens[k] && RELISHED.test(words(tokens, k, 5));
}

/** "she took off my clothes": undressing someone else */
export const undressing: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const owner = e.target?.owner;
  const clothes = /^(clothes|shirt|dress|pants|trousers|bra|underwear|panties|blouse|skirt|jeans|top)$/.test(e.target?.word ?? "");
  if (!lemma(e, /^(take|pull|rip|tear)$/) || (e.particle ?? e.prep) !== "off" || !clothes || !owner || owner === from) return null;
  return from || personWord(e.actor) ? make("sexuality", e, ctx, from, owner) : null;
};

const SEXUAL_PARTS = /^(breast|breasts|boobs|nipple|nipples|penis|crotch|genitals|groin|butt|buttocks|ass|bottom|thigh|thighs|privates)$/;

/** "touched my breasts", "grabbed her butt": a sexual touch */
export const sexualTouch: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const owner = e.target?.owner;
  if (!lemma(e, /^(touch|grab|feel|rub|stroke|squeeze|fondle|lick|suck)$/) || !SEXUAL_PARTS.test(e.target?.word ?? "")) return null;
  return owner && owner !== from && (from || personWord(e.actor)) ? make("sexuality", e, ctx, from, owner) : null;
};

/**
 * "shoved me against the wall to rape me", "he molested her": a sexual assault, whoever the parser took
 * for its subject — the one it is done to is whoever follows, the one who does it the person last
 * named before it in the sentence.
 */
export const assault: Rule = (e, ctx) => {
  if (!lemma(e, /^(rape|molest)$/)) return null;
  const { tokens, cast } = ctx;
  const next = tokens[e.verbIndex + 1];
  const to = next && /^(me|us)$/.test(next.w) ? cast.dreamer : (cast.ref[e.verbIndex + 1] ?? undefined);
  let from = e.actor?.entity && e.actor.entity !== to ? e.actor.entity : undefined;
  for (let k = e.verbIndex - 1; !from && k >= 0 && tokens[k].sent === tokens[e.verbIndex].sent; k--) {
    const who = cast.ref[k];
    if (who && who !== to && who !== cast.dreamer) from = who;
  }
  return to ? make("sexuality", e, ctx, from, to) : null;
};

/** the parts of a body whose showing is a sexual overture (not a bottom shown in fun, a thigh in a short skirt) */
const SHOWN_PARTS = /^(breasts|boobs|nipples|penis|dick|cock|genitals|privates|erection|hard-on|vagina|pussy|crotch)$/;

/**
 * "a man exposed himself to me", "she flashed us", "he showed me his penis", "made a pass at me": a body shown to
 * someone, or an advance made, is a sexual overture (Hall and Van de Castle's sexuality scale starts with
 * overtures). Not "exposed to the sun", "the camera flashed", "showed me her new dress".
 */
export const exposure: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor))) return null;
  const next = words(tokens, e.verbIndex + 1, 4);
  const personNext = (k: number) =>
    personAfter(cast, tokens, k, 2, from) ?? (/^(me|us)$/.test(tokens[k + 1]?.w ?? "") ? cast.dreamer : undefined);
  // "exposed himself to me", "exposed herself"
  if (lemma(e, /^expose$/) && /^(himself|herself|themselves|myself)\b/.test(next)) {
    const to = tokens[e.verbIndex + 2]?.w === "to" ? personNext(e.verbIndex + 2) : undefined;
    return make("sexuality", e, ctx, from, to);
  }
  // "flashed us", "flashed me her breasts" (a person right after the verb: not "flashed a smile", "flashed his badge")
  if (lemma(e, /^flash$/) && e.target && (e.target.entity || personWord(e.target)) && e.target.index === e.verbIndex + 1) {
    const rest = words(tokens, e.verbIndex + 2, 3);
    if (!rest || /^(at|and|then|in|on|with|from|through|as)\b/.test(rest) || SHOWN_PARTS.test(rest.split(" ").pop() ?? ""))
      return make("sexuality", e, ctx, from, e.target.entity);
    return null;
  }
  // "showed me his penis", "showed her breasts to the men"
  if (lemma(e, /^show$/)) {
    for (let k = e.verbIndex + 1; k <= e.verbIndex + 4 && tokens[k]?.sent === e.sent; k++) {
      if (!SHOWN_PARTS.test(tokens[k].w)) continue;
      const to =
        (e.target?.entity && e.target.entity !== from && e.target.index < k ? e.target.entity : undefined) ??
        (/^(me|us)$/.test(tokens[e.verbIndex + 1]?.w ?? "") ? cast.dreamer : undefined) ??
        (tokens[k + 1]?.w === "to" ? personNext(k + 1) : undefined);
      return make("sexuality", e, ctx, from, to);
    }
    return null;
  }
  // "made a pass at me", "made advances to her", "came on to me"
  if (lemma(e, /^make$/) && /^(a pass|passes|advances|a move|moves) (at|on|to)\b/.test(next)) {
    const at = e.verbIndex + next.split(" ").findIndex((w) => /^(at|on|to)$/.test(w)) + 1;
    const to = personNext(at);
    return to || /^(him|her|them)$/.test(tokens[at + 1]?.w ?? "") ? make("sexuality", e, ctx, from, to) : null;
  }
  return null;
};

/** the words that judge a person's sexual appeal: "sexy", and "hot" when nothing follows it ("hot from the sun" is heat) */
const APPEAL = /^(hot|sexy)$/;

/** whether someone can be the object of desire: a person other than the dreamer, not a relative or a child */
const desirable = (x: Entity | undefined, dreamer: Entity): x is Entity =>
  !!x &&
  x !== dreamer &&
  x.kind !== "animal" &&
  !(x.kind === "family" && !/husband|wife/.test(x.head)) &&
  !/^(baby|babies|infant|toddler|child|children|kid|kids)$/.test(x.head);

/** "hot" or "sexy" at `k` ends its clause (not "hot and sweaty", "hot from running", "hot outside") */
function appealAt(tokens: Token[], k: number): boolean {
  if (!APPEAL.test(tokens[k]?.w ?? "")) return false;
  const next = tokens[k + 1];
  return tokens[k].w === "sexy" || !next || next.brk > 0 || next.sent !== tokens[k].sent;
}

/**
 * "Marcus was so hot", "I thought his beard was really sexy", "Joe looked so sexy": a person judged sexually
 * appealing — by the dreamer, who tells it — is a sexual thought, where Hall and Van de Castle's sexuality scale starts.
 * Not the weather ("it was hot"), the dreamer's own heat ("I was hot"), a relative or a child.
 */
export const sexualAppeal: Rule = (e, ctx) => {
  const { tokens: t, cast } = ctx;
  // (not someone else's words: "she said, 'I thought everyone thought he was hot'")
  if (e.negated || e.reported) return null;
  // ("Calvin was really hot")
  if (e.verb === "be" && e.complement && APPEAL.test(e.complement)) {
    const k = t.findIndex((x, j) => j > e.verbIndex && j <= e.end + 1 && x.w === e.complement);
    const who = e.actor?.entity;
    if (k < 0 || !appealAt(t, k) || !desirable(who, cast.dreamer)) return null;
    return make("sexuality", e, ctx, cast.dreamer, who);
  }
  // ("I thought his beard was really sexy": the thought of the dreamer's, the person the one whose looks it judges)
  if (!lemma(e, /^(think|find)$/) || e.actor?.entity !== cast.dreamer) return null;
  for (let k = e.verbIndex + 2; k <= e.verbIndex + 8 && t[k]?.sent === e.sent; k++) {
    if (!appealAt(t, k)) continue;
    const was = t.slice(e.verbIndex + 1, k).some((x) => /^(was|is|looked|looks|were)$/.test(x.w));
    let who: Entity | undefined;
    for (let j = e.verbIndex + 1; j < k && !who; j++) who = cast.ref[j] ?? undefined;
    who ??= e.target?.entity ?? e.target?.owner;
    return was && desirable(who, cast.dreamer) ? make("sexuality", e, ctx, cast.dreamer, who) : null;
  }
  return null;
};
