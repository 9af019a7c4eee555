/**
 * Friendliness rules: time spent together, a greeting, a gift or a favour, a friendly feeling, a
 * welcome, a handshake or a comforting touch, concern, an invitation, a permission, help offered, the
 * friendliness verbs; and what a group does to one another (`reciprocal`: a hug, though an argument
 * or a kiss among them is coded as aggression or sexuality).
 */
import { personAfter, type Entity } from "./characters";
import { makeBelieve, type Event } from "./events";
import { someInSentences, type Token } from "./tokenize";
import * as V from "./verb-classes";
import { lettingHaveIt, playfulManner } from "./hostility-rules";
import { quotedSpeaker } from "./quoted-ends";
import { isLexNoun, isLexVerb } from "./words";
import type { Interaction, InteractionType } from "./coding";
import {
  type Rule,
  type RuleContext,
  PERSON_PRONOUN,
  make,
  personWord,
  lemma,
  matches,
  recipientOf,
  personLaterInClause,
  words,
  boundBefore,
  sentStart as sentStartOf,
} from "./rule-kit";

const FRIENDLY_FEELING = /^(like|love|adore|admire|miss)$/;

/** things done for a person: "made breakfast for me", "bought her a drink", "drove me home" */
const FOR_SOMEONE =
  /^(make|cook|bake|buy|get|bring|fix|prepare|pour|sing|play|open|hold|save|order|pick|fetch|knit|paint|draw|write|build|throw|do|carry|finish|pay)$/;

/** what is made, bought or brought for someone without an article: "made me soup", "bought us drinks" */
const GIFTS =
  /^(soup|tea|coffee|breakfast|lunch|dinner|dessert|food|drinks|cookies|cake|pancakes|eggs|sandwiches|flowers|presents|gifts|money|something|candy|chocolate|chocolates|ice|pizza)$/;

/** done together by a group to one another: "the soldiers hug", "we argued" */
const RECIPROCAL = new Map<string, InteractionType>(
  Object.entries<InteractionType>({
    hug: "friendliness",
    embrace: "friendliness",
    argue: "aggression",
    quarrel: "aggression",
    bicker: "aggression",
    fight: "aggression",
    wrestle: "aggression",
    kiss: "sexuality",
    dance: "friendliness",
    cuddle: "friendliness",
    // ("they hate each other": a hostile feeling is aggression, a loving one friendliness)
    hate: "aggression",
    despise: "aggression",
    love: "friendliness",
  }),
);

/** time spent together: "went to dinner with Jeremy", "danced with her", "had coffee with my aunt" */
export const together: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from || e.negated) return null;
  const social = lemma(e, /^(dance|dine|date|celebrate|party)$/);
  for (let k = e.verbIndex + 1; k < e.end; k++) {
    if (tokens[k].w !== "with") continue;
    // ("met up with Ana for tea", "went out with him for dinner": the occasion may follow the person)
    const forOccasion = (t: Token, j: number, a: Token[]) =>
      /^(dinner|lunch|breakfast|coffee|drinks|date|dance|picnic|party)$/.test(t.w) && a.slice(0, j).some((x) => /^(for|to)$/.test(x.w));
    const occasion =
      social ||
      tokens.slice(e.verbIndex, k).some((t) => /^(dinner|lunch|breakfast|coffee|drinks|date|dance|picnic|party)$/.test(t.w)) ||
      tokens
        .slice(k + 1, Math.min(k + 6, e.end + 4))
        .filter((t) => t.sent === e.sent)
        .some(forOccasion);
    const to = personAfter(cast, tokens, k, 3, from);
    if (occasion && to) return make("friendliness", e, ctx, from, to);
  }
  return null;
};

/** what one is taken out for or to as a treat: a meal, a drink, a film */
const OUTING = /^(dinner|lunch|breakfast|brunch|supper|coffee|drinks|a|pizza|ice|dessert|a|the|movie|movies|film|show|meal)$/;

/**
 * "my father took us out for pizza", "she took me out to dinner": taking someone out for a meal or a show is a treat
 * (not "took the trash out", "took me out of the room")
 */
export const takenOut: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  if ((!from && !personWord(e.actor)) || !lemma(e, /^take$/) || e.particle !== "out") return null;
  const to = e.target?.entity;
  if (!(to || personWord(e.target)) || (to && to === from)) return null;
  const at = tokens.slice(e.verbIndex + 1, e.verbIndex + 5).findIndex((t) => t.w === "for" || t.w === "to");
  if (at < 0) return null;
  const what = tokens[e.verbIndex + 2 + at];
  const [w1, w2] = [what?.w ?? "", tokens[e.verbIndex + 3 + at]?.w ?? ""];
  const treat =
    what?.sent === e.sent &&
    OUTING.test(w1) &&
    (!/^(a|the)$/.test(w1) || /^(meal|movie|film|show|drink|coffee|date|treat|concert|play)$/.test(w2));
  return treat ? make("friendliness", e, ctx, from, to) : null;
};

/** "said hello", "waved goodbye": a greeting is to whoever is there */
export const greeting: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    (!from && !personWord(e.actor)) ||
    !lemma(e, /^(say|wave)$/) ||
    !/^(hello|hi|goodbye|bye|good-bye)$/.test(tokens[e.verbIndex + 1]?.w ?? "")
  )
    return null;
  const to = personLaterInClause(e, cast) ?? (from === cast.dreamer ? undefined : cast.dreamer);
  return make("friendliness", e, ctx, from, to);
};

/**
 * "he left his stuff to me", "she gave the keys to Sam", "showed the photo to my family": a gift or a sharing by way of
 * "to" (a thing shown to someone named after "to" is still a sharing here; "showed me a photo" is not: `friendly`)
 */
export const bequest: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    !from ||
    !lemma(e, /^(leave|give|hand|pass|send|lend|offer|show|bring|read|return|deliver)$/) ||
    (e.target?.entity && e.target.entity !== from)
  )
    return null;
  for (let k = e.verbIndex + 1; k < e.end; k++)
    if (tokens[k].w === "to") {
      const to = personAfter(cast, tokens, k, 2, from);
      if (to) return make("friendliness", e, ctx, from, to);
    }
  return null;
};

/** friendly feelings: "they liked me", "he loves her" */
export const friendlyFeeling: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (e.negated || !lemma(e, FRIENDLY_FEELING)) return null;
  // ("he said, 'I love you'", "I said, 'I missed you so much'": a love declared aloud to the one spoken to — the
  // parser takes no object "you", and the quotation's ends are set to the speaker and the one addressed later)
  if (!e.target?.entity && declaredAloud(e, ctx)) return make("friendliness", e, ctx, from, undefined);
  if ((!from && !personWord(e.actor)) || (!to && !personWord(e.target)) || from === to) return null;
  // ("they like to have someone at the desk": a liking for doing something, whose object is the other verb's)
  if (ctx.tokens[e.verbIndex + 1]?.w === "to" && ctx.tokens[e.verbIndex + 2]?.brk === 0 && e.target && e.target.index > e.verbIndex + 2)
    return null;
  return make("friendliness", e, ctx, from, to);
};

/** "I love you" inside quotation marks that someone named is said to say, with the "I" and "you" of the words */
function declaredAloud(e: Event, { tokens, text, events }: RuleContext): boolean {
  const k = e.verbIndex;
  if (!/^(i|we)$/.test(tokens[k - 1]?.w ?? "") || !/^(love|miss|adore)$/.test(tokens[k].w) || tokens[k + 1]?.w !== "you") return false;
  // ("I love you too much to let you go" is still love; "I love your hat" is not a "you")
  return tokens[k + 1].brk === 0 && !!quotedSpeaker(text, tokens, events, k);
}

/**
 * Where a phrase of attraction names the one it is felt for: "attracted to", "fond of", "in love with" (after "be" or
 * "fall"), "a crush on", "a romantic interest in", "feelings for" (after "have"), "interested in" someone (after "be"), as
 * the index of its last word.
 */
/** a verb of feeling or becoming right before a participle of attraction: "felt attracted", "grew fond" */
const FELT_STATE =
  /^(felt|feel|feels|feeling|got|get|gets|getting|became|become|becomes|grew|grow|somewhat|strangely|very|really|so|immediately|instantly|quite)$/;

function attractionPhrase(e: Event, tokens: Token[]): number {
  const at = e.verbIndex;
  const next = words(tokens, at + 1, 3);
  // ("I was attracted to her", "I felt attracted to him", "she got attracted to me": the feeling put as a state)
  if (lemma(e, /^attract$/) && (e.passive || FELT_STATE.test(tokens[at - 1]?.w ?? "")) && /^to\b/.test(next)) return at + 1;
  if (e.verb === "be" && /^fond of\b/.test(next)) return at + 2;
  if ((e.verb === "be" || lemma(e, /^fall$/)) && /^in love with\b/.test(next)) return at + 3;
  // ("I was interested in him", "she was sweet on me": a liking for a person — the person must follow at once)
  if (e.verb === "be" && /^(interested in|sweet on) (me|us|him|her|them|my|his|her|the|a|this|that|[A-Z])/i.test(next)) return at + 2;
  if (e.verb === "be" && /^(romantically|really|very|so) interested in\b/.test(next)) return at + 3;
  // ("I have a romantic interest in Bo", "has feelings for me")
  if (lemma(e, /^have$/) && /^(a romantic interest|romantic feelings|feelings for)\b/.test(next))
    return at + (next.startsWith("feelings") ? 2 : 3);
  // ("had a crush on her", "I had crushes on both of them": the noun, not the verb crush)
  if (lemma(e, /^have$/) && /^(a (big |huge )?crush on|crushes on)\b/.test(next)) return at + next.split(" ").indexOf("on") + 1;
  if (lemma(e, /^crush$/) && tokens[at + 1]?.w === "on" && /^(had|have|has|a)$/.test(tokens[at - 1]?.w ?? "")) return at + 1;
  return -1;
}

/**
 * "he had a crush on me", "she's in love with my brother": a friendly feeling felt for someone. "I was attracted to
 * Mara" is sexual attraction, which Hall and Van de Castle code as sexuality (its scale starts at sexual thoughts).
 */
export const attraction: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const end = attractionPhrase(e, tokens);
  if (end < 0 || e.negated || tokens.slice(e.verbIndex + 1, end + 1).some((t) => t.brk > 0)) return null;
  // (the one who feels it: a passive's subject, "I was attracted to her", is the target the parser turned round)
  const from = e.passive ? e.target?.entity : e.actor?.entity;
  const to = personAfter(cast, tokens, end, 3, from);
  // ("attracted to both", "to each of them": the two just named, whom the cast may not bind)
  const both =
    /^(both|each)$/.test(tokens[end + 1]?.w ?? "") &&
    tokens[end + 1].brk === 0 &&
    (!tokens[end + 2] || tokens[end + 2].brk > 0 || /^(of|and)$/.test(tokens[end + 2].w));
  const toWord = both || tokens.slice(end + 1, end + 4).some((t) => /^(me|us|him|her|them)$/.test(t.w));
  const type = lemma(e, /^attract$/) ? "sexuality" : "friendliness";
  return (from || personWord(e.passive ? e.target : e.actor)) && (to || toWord) && to !== from ? make(type, e, ctx, from, to) : null;
};

/**
 * "I was playing with my little cousin", "the girls played with the puppy": play shared with a person or an animal is
 * friendly (not "playing with a ball" or "with her hair", a thing; nor a play, the noun).
 */
export const playmate: Rule = (e, ctx) => {
  if (!lemma(e, /^play$/) || e.prep !== "with" || e.negated || e.particle) return null;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if ((!to && !/^(me|us|him|her|them)$/.test(e.target?.word ?? "")) || to === from) return null;
  // ("playing with these dinosaur things": an animal's name before a noun names a toy; "with my team": a game)
  const k = (e.target?.index ?? 0) + 1;
  const toy = ctx.tokens[k]?.brk === 0 && isLexNoun(ctx.tokens[k].w) && !ctx.cast.ref[k];
  if (toy || /^(team|teams|band|orchestra)$/.test(e.target?.word ?? "")) return null;
  return from || personWord(e.actor) ? make("friendliness", e, ctx, from, to) : null;
};

/** games people play with one another (not a match against a rival team, nor a game on one's own) */
const GAME =
  /^(catch|tag|cards|card|chess|checkers|draughts|ball|frisbee|games|game|pool|darts|poker|cribbage|scrabble|monopoly|dominoes|hide-and-seek|hopscotch|football|soccer|basketball|baseball|volleyball|tennis|badminton|ping-pong|golf|board|video|computer)$/;

/**
 * "I played catch with George", "we played cards with the neighbours", "Ana and I were playing chess": a game
 * played together is a friendly act, as playing with someone is (not "played against them", a contest, nor "played
 * tricks on her", nor a game named for one player alone: "I was playing a video game")
 */
export const gameTogether: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  // ("I pretend I'm playing cards with them to fool the guard": a game put on as a show is not played)
  if (!lemma(e, /^play$/) || e.negated || makeBelieve(ctx.tokens, e.verbIndex)) return null;
  if (/\b(act|acts|acted|acting) like\b/.test(words(ctx.tokens, Math.max(sentStartOf(ctx.tokens, e.verbIndex), e.verbIndex - 5), 5)))
    return null;
  const from = e.actor?.entity;
  if (!from && !personWord(e.actor)) return null;
  // the game right after the verb, past an article or a number: "played a game of chess", "playing two games of pool"
  let k = e.verbIndex + 1;
  while (
    /^(a|an|the|some|two|three|few|couple|of|little|quick|friendly|our|their|his|her|my)$/.test(tokens[k]?.w ?? "") &&
    k < e.verbIndex + 4
  )
    k++;
  if (!GAME.test(tokens[k]?.w ?? "") || tokens[k].brk !== 0) return null;
  let end = k;
  while (end < e.verbIndex + 9 && tokens[end + 1]?.brk === 0 && !/^(with|against|on|at|in|by|and|but|when|while)$/.test(tokens[end + 1].w))
    end++;
  // (a game against someone is a contest; "played a trick on her" is no game: but "cards on the floor" is a place)
  const on =
    tokens[end + 1]?.w === "on" &&
    (!!personAfter(cast, tokens, end + 1, 2, from) || /^(me|us|him|her|them)$/.test(tokens[end + 2]?.w ?? ""));
  if (tokens[end + 1]?.w === "against" || on) return null;
  if (tokens[end + 1]?.w === "with") {
    const withWhom = personAfter(cast, tokens, end + 1, 3, from);
    // ("played checkers with them": a "them" the cast left open is still people)
    return withWhom || /^(me|us|him|her|them)$/.test(tokens[end + 2]?.w ?? "") ? make("friendliness", e, ctx, from, withWhom) : null;
  }
  // ("my cousin and I were playing cards": the one named beside the dreamer in the subject)
  const subject = sentStartOf(tokens, e.verbIndex);
  const partner =
    partnerOf(e, ctx) ??
    (from === cast.dreamer
      ? cast.ref
          .slice(subject, e.verbIndex)
          .find((x, j) => x && x !== cast.dreamer && x.kind !== "animal" && tokens[subject + j + 1]?.w === "and")
      : undefined);
  if (partner) return make("friendliness", e, ctx, from, partner);
  // ("me and three cousins were playing darts": the dreamer named beside the others, with them)
  const dreamerToo = tokens
    .slice(e.start, e.verbIndex)
    .some((t, j, a) => /^(me|i)$/.test(t.w) && (a[j + 1]?.w === "and" || a[j - 1]?.w === "and"));
  if (dreamerToo && from && from !== cast.dreamer) return make("friendliness", e, ctx, cast.dreamer, from);
  // ("we played cards": the ones "we" names, with each other; not others at play, whom the dream only watches)
  return e.actor?.word === "we" ? make("friendliness", e, ctx, from, from) : null;
};

/** a touch that is rough in other hands, done in play */
const HORSEPLAY = /^(jump|pounce|tackle|push|shove|poke|nudge|punch|splash|tickle|wrestle|grab|pinch|slap|hit|kick|throw|chase|bump)$/;

/**
 * "she playfully tackled me", "he jokingly punched my arm", "she splashed me playfully": horseplay, a rough act done
 * in fun, is a friendly one (an adverb of play in the clause; not "he jumped on me", an attack)
 */
export const horseplay: Rule = (e, ctx) => {
  if (!lemma(e, HORSEPLAY) || e.negated || !playfulManner(e, ctx.tokens)) return null;
  const from = e.actor?.entity;
  const to = e.target?.entity ?? e.target?.owner;
  if ((!from && !personWord(e.actor)) || to === from) return null;
  return to || personWord(e.target) ? make("friendliness", e, ctx, from, to) : null;
};

/**
 * "I struck up a chat with the barber", "he struck up a friendship with me": an approach that opens a conversation or
 * a friendship is a friendly overture, to the one named after "with", else the last one the dream named before
 */
export const struckUp: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!lemma(e, /^strike$/) || e.negated || tokens[e.verbIndex + 1]?.w !== "up") return null;
  if (!/^(a |an )?(conversation|friendship|chat|acquaintance)\b/.test(words(tokens, e.verbIndex + 2, 2))) return null;
  const from = e.actor?.entity;
  if (!from && !personWord(e.actor)) return null;
  const k = tokens.findIndex((t, j) => j > e.verbIndex + 2 && j <= e.verbIndex + 6 && t.w === "with");
  let to = k > 0 ? personAfter(cast, tokens, k, 3, from) : undefined;
  for (let j = e.verbIndex - 1; k < 0 && !to && j >= 0 && tokens[j].sent >= e.sent - 1; j--)
    if (cast.ref[j] && cast.ref[j] !== from && cast.ref[j] !== cast.dreamer) to = cast.ref[j];
  return to && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** "she was so glad to see me", "happy to meet us": a warm welcome */
export const gladToSee: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!lemma(e, /^(see|meet|have)$/) || tokens[e.verbIndex - 1]?.w !== "to") return null;
  if (!/^(glad|happy|pleased|delighted|thrilled|excited|overjoyed)$/.test(tokens[e.verbIndex - 2]?.w ?? "")) return null;
  // ("he's glad to see me": the contraction carries the one who is glad)
  const contracted = tokens
    .slice(Math.max(0, e.verbIndex - 5), e.verbIndex - 2)
    .some((t) => /^(he's|she's|they're|he|she|they)$/.test(t.w));
  return (from || personWord(e.actor) || contracted) && (to || personWord(e.target)) && to !== from
    ? make("friendliness", e, ctx, from, to)
    : null;
};

export const handshake: Rule = (e, ctx) =>
  e.lemmas.includes("shake") &&
  e.target?.word === "hand" &&
  e.target.owner &&
  // ("a few of the guests knew me and then shook my hand": a subject the parser lost is still someone, when the hand is the dreamer's)
  (e.actor?.entity || (!e.actor && e.target.owner === ctx.cast.dreamer && !e.passive)) &&
  e.target.owner !== e.actor?.entity
    ? make("friendliness", e, ctx, e.actor?.entity, e.target.owner)
    : null;

/**
 * "we shake hands", "they shook hands": a handshake between the ones the subject names, with no "with" needed
 * (not a hand shaken in the air, nor one's own hands: "my hands were shaking")
 */
export const handsShaken: Rule = (e, ctx) => {
  if (!lemma(e, /^shake$/) || e.target?.word !== "hands" || e.target.owner || e.passive) return null;
  const from = e.actor?.entity;
  const both = /^(we|they)$/.test(e.actor?.word ?? "") || !!from?.group;
  return both && (from || personWord(e.actor)) ? make("friendliness", e, ctx, from, undefined) : null;
};

/**
 * "my friend Mika came to visit", "she popped in for a visit", "my family was coming for a visit": a visit with no
 * one named is to the dreamer, when someone else comes (the dreamer's own "we came to visit" is to whoever is there)
 */
export const cameToVisit: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const come = /^(come|pop|stop|drop|drive|fly|swing)$/;
  const toVisit = lemma(e, /^visit$/) && e.aspect.includes("come") && !e.target;
  const forVisit = lemma(e, come) && e.target?.word === "visit" && !e.target.owner && /^(a|for)$/.test(tokens[e.target.index - 1]?.w ?? "");
  const from = e.actor?.entity;
  if (!(toVisit || forVisit) || !(from || personWord(e.actor))) return null;
  return make("friendliness", e, ctx, from, from === cast.dreamer ? undefined : cast.dreamer);
};

/** "asked how I was doing", "asked if I was okay" */
export const concern: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!e.lemmas.includes("ask") || !e.actor?.entity || e.actor.entity === cast.dreamer) return null;
  const after = words(tokens, e.verbIndex + 1, 5).replace(/^me /, "");
  const asks = /^how (i|you) (was|were|am|are) (doing|feeling)|^if (i|you) (was|were|am|are) (ok|okay|alright|all right)/.test(after);
  return asks ? make("friendliness", e, ctx, e.actor.entity, cast.dreamer) : null;
};

/** an invitation: "she asked me to dance", "they invited us to stay" */
export const invitation: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!lemma(e, /^(ask|tell|invite|want|beg|urge)$/) || !from || !to || from === to || tokens[e.target!.index + 1]?.w !== "to") return null;
  // "told him to go out": sent away, not invited
  if (lemma(e, /^tell$/) && /^(out|away|home|back|now)$/.test(tokens[e.target!.index + 3]?.w ?? "")) return null;
  // ("I tell her to go to the attic": an order where to go, not an invitation along)
  if (lemma(e, /^tell$/) && tokens[e.target!.index + 2]?.w === "go") return null;
  // ("I told him to stay in the hall", "told us to wait here": an instruction, for safety or not, is no kindness —
  // "asked me to stay for dinner" still invites)
  if (lemma(e, /^tell$/) && /^(stay|sit|wait|remain|hide|keep|stand)$/.test(tokens[e.target!.index + 2]?.w ?? "")) return null;
  // ("asked Ola to come up and weigh it", "told us to come forward in turn": called forward for a task, not invited
  // along — "told me to come up, I'd have a better view" still is)
  const t3 = tokens[e.target!.index + 3]?.w ?? "";
  const forward = /^(up|forward|here)$/.test(t3) && /^(and|to|one)$/.test(tokens[e.target!.index + 4]?.w ?? "");
  if (tokens[e.target!.index + 2]?.w === "come" && (forward || t3 === "one")) return null;
  return /^(play|join|come|dance|go|sit|stay|have|eat|dinner|lunch|marry|visit|help|accompany)$/.test(tokens[e.target!.index + 2]?.w ?? "")
    ? make("friendliness", e, ctx, from, to)
    : null;
};

/** "my boyfriend and I were…": whom the dreamer does it with */
function partnerOf(e: Event, { cast, tokens }: RuleContext): Entity | undefined {
  if (e.actor?.entity !== cast.dreamer) return undefined;
  for (let k = e.start; k < e.verbIndex; k++) {
    const r = cast.ref[k];
    if (r && r !== cast.dreamer && r.kind !== "animal" && (tokens[k + 1]?.w === "and" || tokens[k - 1]?.w === "and")) return r;
  }
  return undefined;
}

/** "put his arm around me", "put her hand on my shoulder", "laid her head in my lap": a comforting touch */
export const touch: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    (!from && !personWord(e.actor)) ||
    !lemma(e, /^(put|place|wrap|lay|rest|drape|throw|tuck)$/) ||
    !/^(arm|arms|hand|hands|head|blanket|coat|jacket|shawl|quilt|towel)$/.test(e.target?.word ?? "")
  )
    return null;
  if (e.target!.owner && e.target!.owner !== from) return null;
  const k = e.target!.index + 1;
  if (!/^(around|on|over|upon|in|against)$/.test(tokens[k]?.w ?? "")) return null;
  // ("put his arm around the boy": past the article to the person)
  const p = /^(the|a|an|this|that)$/.test(tokens[k + 1]?.w ?? "") ? k + 2 : k + 1;
  const at = tokens[p]?.w ?? "";
  // ("in my lap", "on her shoulder": a part of someone's body is that one; "on my car" is no one)
  const part = (w: string | undefined) => V.BODY_PARTS.has(w ?? "") || w === "lap";
  // ("on his upper back": past one word that says which part; "around her" is her)
  const body = part(tokens[p + 1]?.w) || part(tokens[p + 2]?.w);
  const owned = /^(my|our|his|their)$/.test(at) || (at === "her" && tokens[p + 1]?.brk === 0 && isLexNoun(tokens[p + 1].w));
  if (owned && !body) return null;
  const to = at === "mine" || (owned && at === "my") ? cast.dreamer : cast.ref[p];
  if (!to && /^(me|us|him|her|them)$/.test(at)) return make("friendliness", e, ctx, from);
  return to && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** a grab, a hold or a blow just before the event, in its sentence or the two before it */
function attackedBefore(e: Event, ctx: RuleContext): boolean {
  const t = ctx.tokens;
  for (let k = e.verbIndex - 1; k >= 0 && t[k].sent >= e.sent - 2; k--)
    if (
      /^(grabbed|grab|held|holding|caught|pinned|tied|dragged|attacked|hit|choked|seized|trapped|kidnapped|jerked|yanked|clutched|gripped|restrained|shook)$/.test(
        t[k].w,
      )
    )
      return true;
  return false;
}

/** "let me borrow his car", "allowed us to stay": a permission granted */
export const permission: Rule = (e, ctx) => {
  if (e.negated || e.aspect.includes("refuse") || !lemma(e, /^(let|allow)$/)) return null;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!(to || personWord(e.target)) || to === from || (!from && !personWord(e.actor))) return null;
  const next = words(ctx.tokens, e.target!.index + 1, 2).replace(/^to /, "");
  // ("he grabbed me, then he let me go": a captor's release is the end of an attack, not a kindness)
  if (/^go\b/.test(next) && attackedBefore(e, ctx)) return null;
  return /^(borrow|use|have|keep|stay|sleep|come|in|ride|drive|try|sit|play|join|hold|pet|eat|win|take|go)\b/.test(next)
    ? make("friendliness", e, ctx, from, to)
    : null;
};

/** "walked hand in hand", "holding hands" */
export const handInHand: Rule = (e, ctx) => {
  const { cast } = ctx;
  const w = words(ctx.tokens, e.verbIndex, 4);
  // "held my hand", "took the man's hand", "took her hand" — not "took a hand in it", "grabbed his hand to stop him"
  // ("holding my friend's arm", "took her arm": an arm held, as one helps or walks with someone, is the same closeness)
  const took =
    /^(take|took|takes|taking|hold|held|holds|holding) (the |my |his |her |their )?(\S+'s|\S+s'|his|her|their|my) (hand|arm)\b/.test(w) &&
    !/\bto stop\b/.test(words(ctx.tokens, e.verbIndex, 7));
  if (!e.actor?.entity || !(took || /hand in hand|holding hands|held hands|held my hand|holds my hand/.test(w))) return null;
  const owner = e.target?.owner;
  // ("I take my hand and wipe my legs": one's own hand is no one else's to hold; "my sister's hand" is hers)
  const ownersNoun = /['’]s$/.test(ctx.tokens[(e.target?.index ?? 0) - 1]?.w ?? "");
  if (owner && owner === e.actor.entity && e.target?.word === "hand" && !ownersNoun) return null;
  // ("then I held her hand": a "her" the cast left open is the one it fits named just before)
  const at = [1, 2]
    .map((d) => e.verbIndex + d)
    .find((k) => /^(his|her|their)$/.test(ctx.tokens[k]?.w ?? "") && /^(hand|arm)$/.test(ctx.tokens[k + 1]?.w ?? ""));
  const held = took && at !== undefined ? boundBefore(ctx, at, [e.actor.entity]) : undefined;
  const to =
    (owner && owner !== e.actor.entity ? owner : undefined) ??
    held ??
    personLaterInClause(e, cast) ??
    partnerOf(e, ctx) ??
    (e.actor.entity === cast.dreamer ? undefined : cast.dreamer);
  // ("Frank was with me. We held hands": "we" hold hands with each other, whoever the other is)
  const mutual = e.actor.entity === cast.dreamer && e.actor.word === "we" && /held hands|holding hands|hand in hand/.test(w);
  // ("holding my sister's hand": a hand named by its owner's noun is someone's, even one the cast only owns)
  const someones = took && /\S+'s (hand|arm)\b/.test(w) && !/\b(my|your|his|her|their) (own )?(hand|arm)\b/.test(w);
  return to || mutual || someones ? make("friendliness", e, ctx, e.actor.entity, to) : null;
};

/** "took me to the hospital", "brought her home", "pulled me out of the water": taken somewhere, or out of harm's way */
function escorted(e: Event, { tokens }: RuleContext): boolean {
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (!person || /^(police|cop|cops|officer|officers|soldier|soldiers|guard|guards|kidnapper|kidnappers)$/.test(e.actor?.word ?? ""))
    return false;
  const next = words(tokens, e.target!.index + 1, 6);
  if (
    lemma(e, /^(take|bring|walk|lead|carry|help)$/) &&
    /^(to (a|the) (hospital|doctor|clinic)|home|to safety|inside|to (his|her|their|our|my) (house|home|car))/.test(next)
  )
    return true;
  // ("Mom took me back", "she walked him back later": brought back where the dreamer came from — not "took it
  // back", a thing, ruled out above)
  // (a "them" or "it" is most often the things carried back: "I took them back to the desk")
  // ("strolled across my back garden": the "back" of a place, and an owner, are no one brought back)
  const someone =
    ((!!e.target?.entity && !/^(them|it|they|our|my|his|her|their)$/.test(e.target.word)) ||
      /^(me|us|him|her)$/.test(e.target?.word ?? "")) &&
    e.target!.index > e.verbIndex &&
    e.target!.index <= e.verbIndex + 3;
  if (
    someone &&
    lemma(e, /^(take|bring|drive|walk)$/) &&
    /^back\b(?! (yard|door|seat|seats|room|porch|garden|side|of|end|row|stairs|entrance|wall|corner|office|part|lot|road|alley|gate))/.test(
      next,
    ) &&
    // (nor led back to a place of business or custody: "took me back to the office for my interview", "to the cell")
    !/^back (to|into) (\w+ )?(\w+'s )?(jail|prison|cell|station|office|desk|counter|class|classroom|work|school|reception|interview|waiting)\b/.test(
      next,
    )
  )
    return true;
  // ("my sister took me to the fair", "he brought us to a party": taken along to a treat or a visit, by someone
  // who is not holding the dreamer — the police, a guard or a kidnapper were ruled out above)
  if (
    lemma(e, /^(take|bring)$/) &&
    e.target?.entity?.kind !== "animal" &&
    /^to (a|an|the|his|her|their|our|my|this|that)( \w+)? (fair|funfair|carnival|circus|park|beach|zoo|movies|movie|cinema|party|restaurant|cafe|café|mall|concert|show|game|museum|pool|lake|festival|dance|ball|fireworks|amusement|picnic|wedding|bar|club)\b/.test(
      next,
    )
  )
    return true;
  return (
    lemma(e, /^(pull|drag|lift|fish|dig)$/) &&
    /^out of (the (burning|sinking|crashed|wrecked|flooded) \w+|the (water|river|lake|sea|pool|ocean|fire|hole|rubble|mud|snow|wreck|flames|way)|danger|harm's way|trouble)/.test(
      next,
    )
  );
}

/** words after a person that do not make the person a modifier of a noun: "for the kids and …", "for her to …" */
const PREPOSITIONS_AFTER = /^(and|or|to|but|so|at|in|on|with|because|who|while|when|as|too|also|again|there|here|now|then|today|tonight)$/;

/** the words that may stand between "for" and the person it names: "for my sister", "for the kids" */
const DETERMINER_BEFORE_PERSON = /^(my|his|her|their|our|your|the|a|an|these|those|this|that|some|all)$/;

/** a favour done for someone: "made breakfast for me", "made me a meal", "drove me somewhere" */
export const favour: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor))) return null;
  if (
    lemma(e, /^drive$/) &&
    (e.target?.entity || personWord(e.target)) &&
    // ("we drove by Walter": passing someone is no ride given)
    !/^(by|past|through|around|toward|towards)$/.test(tokens[e.verbIndex + 1]?.w ?? "") &&
    !/^(crazy|nuts|mad|insane|away|off)$/.test(tokens[e.target!.index + 1]?.w ?? "") &&
    // ("drove me home", "drove us to the station": a ride given somewhere — not "was driving me through town", the
    // one at the wheel on a trip the two make together, which is company, not a favour)
    /^(home|to|back|there|here|over|into|in|up|somewhere)$/.test(tokens[e.target!.index + 1]?.w ?? "")
  )
    return e.target?.entity !== from ? make("friendliness", e, ctx, from, e.target?.entity) : null;
  if (escorted(e, ctx)) return make("friendliness", e, ctx, from, e.target?.entity);
  if (!lemma(e, FOR_SOMEONE)) return null;
  // "made me a pasta meal", "bought her a drink": a person, then the thing
  const thing = tokens[e.target?.index ?? -1] && tokens[e.target!.index + 1]?.brk === 0 ? tokens[e.target!.index + 1].w : "";
  // "made me soup" but never "made me cry"
  const bareThing = GIFTS.test(thing);
  // "brought her flowers": "her" here is the one given to, not the flowers' owner
  const toHer = tokens[e.verbIndex + 1]?.w === "her" && e.target?.index === e.verbIndex + 2 && GIFTS.test(e.target.word);
  if (toHer && lemma(e, /^(bring|buy|make|get|give|send|hand|cook)$/)) return make("friendliness", e, ctx, from, undefined);
  const ditransitive = (e.target?.entity || personWord(e.target)) && (/^(a|an|some|the)$/.test(thing) || bareThing);
  // "threw me a party", never "threw me a curve"
  if (lemma(e, /^throw$/) && !/party|shower|celebration|ball/.test(words(tokens, e.verbIndex + 1, 5))) return null;
  if (ditransitive && e.target?.entity !== from) return make("friendliness", e, ctx, from, e.target?.entity);
  for (let k = e.verbIndex + 1; k < Math.min(e.end, e.verbIndex + 11); k++) {
    if (tokens[k + 1]?.brk) break;
    if (tokens[k].w !== "for") continue;
    // ("we all got up except for Julian": left out, not favoured)
    if (/^(except|but|apart|aside)$/.test(tokens[k - 1]?.w ?? "")) continue;
    // ("for my sister": the sister, not the "my" before her; not "for a tourist trip", "for something he did")
    // ("for her": the "her" is the person when no one follows it)
    const to = DETERMINER_BEFORE_PERSON.test(tokens[k + 1]?.w ?? "")
      ? (personAfter(cast, tokens, k, 3, from) ?? (tokens[k + 1].w === "her" ? cast.ref[k + 1] : undefined))
      : cast.ref[k + 1];
    const at = to ? tokens.findIndex((_, j) => j > k && cast.ref[j] === to) : -1;
    // ("propped the boxes up for them to dry": "for … to" with a verb states a purpose, no one favoured —
    // "for my sister to eat" still is for her, but a pronoun's "for them to work" is a condition)
    const purpose = !to && PERSON_PRONOUN.test(tokens[k + 1]?.w ?? "") && tokens[k + 2]?.w === "to" && tokens[k + 2].brk === 0;
    if (purpose) continue;
    const modifier = at > 0 && tokens[at + 1]?.brk === 0 && isLexNoun(tokens[at + 1].w) && !PREPOSITIONS_AFTER.test(tokens[at + 1].w);
    if (modifier) continue;
    if ((to && to !== from) || (!to && PERSON_PRONOUN.test(tokens[k + 1]?.w ?? ""))) return make("friendliness", e, ctx, from, to);
  }
  return null;
};

/** "offered to carry my suitcase", "volunteered to help us": help held out */
export const offer: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  if (!from && !personWord(e.actor)) return null;
  // "offered his assistance", "offered me a ride": help held out, to whoever is there with the one offering
  if (
    lemma(e, /^offer$/) &&
    /\b(help|assistance|hand|ride|lift|seat|umbrella|coat|drink|food)\b/.test(words(ctx.tokens, e.verbIndex + 1, 4))
  ) {
    // ("I frown and offer help, but she refuses": the dreamer's help goes to whoever else is in the sentence)
    const inSentence = ctx.cast.ref.find((x, k) => x && x !== from && ctx.tokens[k].sent === e.sent);
    const to = e.target?.entity ?? personLaterInClause(e, ctx.cast) ?? (from === ctx.cast.dreamer ? inSentence : ctx.cast.dreamer);
    return to !== from ? make("friendliness", e, ctx, from, to) : null;
  }
  if (!e.aspect.some((a) => /^(offer|volunteer)$/.test(a))) return null;
  // ("my neighbour offered to babysit": help held out to the dreamer, who is there)
  const forYou =
    !e.target &&
    from !== ctx.cast.dreamer &&
    /^(babysit|help|drive|pay|carry|cook|buy|lend|fix|walk|bring|share|watch|take)$/.test(e.lemmas[0]);
  const to = e.target?.entity ?? e.target?.owner ?? (forYou ? ctx.cast.dreamer : undefined);
  return (to || personWord(e.target)) && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** a place one is shown, as a host or a guide shows it: "showed me the room I could have", "shows me upstairs" */
const SHOWN_PLACE =
  /^(room|rooms|bedroom|house|home|apartment|flat|place|garden|yard|grounds|campus|school|office|building|town|city|village|beach|neighborhood|neighbourhood|area|farm|upstairs|downstairs|inside|in|out|through|into|way|ropes)$/;

/** what one is taught by being shown: "showed me what to do", "showed me the steps", "all the different maneuvers" */
const SHOWN_SKILL = /^(how|what|where|moves|maneuvers|manoeuvres|steps|tricks|technique|techniques|basics|trick)$/;

/**
 * "showed me around", "showed us how to fish", "showed me the way", "shows me upstairs", "showed me the room I could
 * have": guidance or teaching, not a thing displayed ("showed me a photo", "I showed it to him")
 */
function taughtOrGuided(e: Event, tokens: Token[]): boolean {
  if (e.particle && /^(around|round|in|out|through|up|down)$/.test(e.particle)) return true;
  const after = tokens
    .slice(e.verbIndex + 1, e.verbIndex + 7)
    .filter((t) => t.sent === e.sent && t.brk !== 2)
    .map((t) => t.w)
    .filter(
      (w) =>
        !/^(me|us|him|her|them|the|a|an|all|some|my|his|her|their|our|different|new|basic|best|another|other|easier|quicker|shorter|right)$/.test(
          w,
        ),
    );
  // ("showed the kids how to use it", "showing a boy about 15 around the plant": the teaching or the tour a few words on)
  return (
    // ("showed me another area", "an easier way to get in": a word or two may say which place)
    after.slice(0, 3).some((w) => SHOWN_PLACE.test(w) && !/^(in|out|through|into|inside)$/.test(w)) ||
    (!!after[0] && SHOWN_PLACE.test(after[0])) ||
    after.slice(0, 5).some((w) => SHOWN_SKILL.test(w) || w === "around" || w === "round") ||
    (after[0] === "to" && SHOWN_PLACE.test(after[1] ?? ""))
  );
}

/** the one a thing of the doer's own is given to, shared with or done for: "shared her food with me" */
function givenTo(e: Event, ctx: RuleContext): Entity | undefined {
  for (let k = e.verbIndex + 2; k <= e.end; k++) {
    const r = ctx.cast.ref[k];
    if (r && r !== e.actor?.entity && /^(for|to|with)$/.test(ctx.tokens[k - 1].w)) return r;
  }
  return undefined;
}

/** the one a thing is bought or brought for: "bought a cake for my mother", "brought it to me" */
function beneficiary(e: Event, ctx: RuleContext): Entity | undefined {
  for (let k = e.verbIndex + 2; k <= e.end; k++) {
    const r = ctx.cast.ref[k];
    if (r && r !== e.actor?.entity && /^(for|to)$/.test(ctx.tokens[k - 1].w)) return r;
  }
  return undefined;
}

/** places and seats one shares as company: "sharing a room with" */
const SHARED_PLACE =
  /^(room|rooms|apartment|flat|house|office|tent|cabin|dorm|dormitory|table|seat|desk|car|bathroom|locker|space|bunk|compartment|cell|hotel)$/;

export const friendly: Rule = (e, ctx) => {
  const verb = matches(e, V.FRIENDLINESS, V.FRIENDLINESS_WITH);
  // ("gave up", "gave my hiding place up": the particle may follow the object; giving someone away, not a gift)
  const up =
    e.particle === "up" ||
    (verb === "give" && (e.particle === "away" || /^(up|away)$/.test(ctx.tokens[(e.target?.index ?? e.verbIndex) + 1]?.w ?? "")));
  if (!verb || ((verb === "give" || verb === "show") && up)) return null;
  // ("showed me a photo", "I was showing it to him": a thing shown is news shared, not a kindness — unlike being
  // shown around, shown the way or shown how to do something)
  if (verb === "show" && !taughtOrGuided(e, ctx.tokens)) return null;
  // ("a man bought my old car": buying someone's thing is a sale, not a favour to its owner)
  if (verb === "buy" && !e.target?.entity && e.target?.owner && !beneficiary(e, ctx)) return null;
  // ("really gave it to him", "gave it to them good": a scolding or a beating, not a gift)
  if (verb === "give" && lettingHaveIt(e, ctx.tokens)) return null;
  // ("I was sharing a room with her", "we shared a table": a place shared is company, not a kindness)
  if (verb === "share" && SHARED_PLACE.test(e.target?.word ?? "")) return null;
  // "held on tight", "showing them that it was over", "visiting with some people" (a chat)
  if ((verb === "hold" && e.particle) || (verb === "show" && e.follow === "that") || (verb === "visit" && e.prep === "with")) return null;
  // ("squeezed her knee, which hurt her knee": a touch that hurts is no kindness)
  if (
    /^(squeeze|hold|hug|touch|pat|stroke|grab|pull|push|pinch)$/.test(verb) &&
    someInSentences(ctx.tokens, e.sent, e.sent, (t) => /^(hurt|hurts|hurting|painful|pain|ouch|bruised)$/.test(t.w))
  )
    return null;
  // "offered me a bribe": a corruption, not a kindness
  if (
    /^(bribe|bribes|kickback)$/.test(e.target?.word ?? "") ||
    ctx.tokens.slice(e.verbIndex + 1, e.verbIndex + 5).some((t) => /^bribes?$/.test(t.w))
  )
    return null;
  // "holding the reins of one horse": holding a thing is no embrace; "tipped over a container" is no tip
  if (verb === "hold" && !e.target?.entity) return null;
  if (verb === "tip" && /^(over|out|off|up)$/.test(e.particle ?? ctx.tokens[e.verbIndex + 1]?.w ?? "")) return null;
  // ("tucked me under his arm and ran": carried off, not tucked in)
  if (verb === "tuck" && /^(under|beneath|behind)$/.test(ctx.tokens[(e.target?.index ?? e.verbIndex) + 1]?.w ?? "")) return null;
  // "we passed a group of 4" goes by them; "passed her the salt", "passed it to him" hands something over
  if (verb === "pass") {
    // (in its own clause: "when we reached them, I called to her" hands nothing over)
    const rest = ctx.tokens.slice(e.verbIndex + 1, e.verbIndex + 6);
    const cut = rest.findIndex((t) => t.brk > 0);
    const after = (cut < 0 ? rest : rest.slice(0, cut)).map((t) => t.w);
    const handed =
      after.includes("to") || (!!e.target?.entity && /^(the|a|an|my|his|her|some|it)$/.test(ctx.tokens[e.target.index + 1]?.w ?? ""));
    // ("I passed by Chiqui" stops by to see her)
    const visit = after[0] === "by" && /^\p{Lu}/u.test(ctx.tokens[e.verbIndex + 2]?.raw ?? "") && !!ctx.cast.ref[e.verbIndex + 2];
    if (!visit && (!handed || /^(by|through|away|out)$/.test(after[0] ?? ""))) return null;
  }
  // "a man accompanied by two colleagues came to me": a participle describing him, not his act toward me
  // ("I passed by Chiqui" is the dreamer's own going past)
  const participle = /^(accompanied|escorted|surrounded|joined|followed|led|greeted|welcomed|helped|loved|adored|liked|visited)$/;
  if (
    ctx.tokens[e.verbIndex + 1]?.w === "by" &&
    participle.test(ctx.tokens[e.verbIndex].w) &&
    !PERSON_PRONOUN.test(ctx.tokens[e.verbIndex - 1]?.w ?? "")
  )
    return null;
  // "stood up for me" defends; "the person who stood up was Rahim" only rose
  if ((verb === "stand" || verb === "stick") && !ctx.tokens.slice(e.verbIndex + 1, e.verbIndex + 4).some((t) => t.w === "for")) return null;
  const needsPerson = V.FRIENDLINESS_NEEDS_PERSON.has(verb) || !!V.FRIENDLINESS_WITH[verb];
  const from = e.actor?.entity;
  // ("she bought the funnels we moved on": a thing bought or brought goes to someone only "for" or "to" them)
  const handed = /^(buy|bring|get|fetch)$/.test(verb);
  const later = handed ? beneficiary(e, ctx) : needsPerson ? personLaterInClause(e, ctx.cast) : undefined;
  // ("He becomes angered … I apologize twice", "He commends what is good": said to whoever the scene is with)
  // (not "praised the good quality of the shoes": a thing praised that is no one's is no kindness to whoever is near)
  const thingPraised =
    /^(praise|commend|compliment)$/.test(verb) &&
    !!e.target &&
    !e.target.entity &&
    !e.target.owner &&
    !/^(what|it|that|this|everything|something)$/.test(e.target.word);
  const spoken = /^(apologize|apologise|commend|thank|congratulate|forgive|praise|compliment)$/.test(verb) && !thingPraised;
  // ("offered to share her food with me", "gave his coat to the boy": the doer's own thing goes to the one it is
  // given to, shared with or done for — not back to the doer)
  const own = !!from && !e.target?.entity && e.target?.owner === from;
  const to =
    (own ? givenTo(e, ctx) : (recipientOf(e, ctx.cast, needsPerson) ?? later)) ?? (spoken ? interlocutor(e, ctx, from) : undefined);
  // "I buy worms and leeches", "brought the dog": an animal bought or brought is the thing handed, not the one favoured
  if (/^(buy|bring|get)$/.test(verb) && to?.kind === "animal" && e.target?.entity === to) return null;
  const someone = !to && personWord(e.target);
  // "we were invited", "I was welcomed": a kindness received from someone the dream leaves unnamed
  // (the one received named as a person; "waiting to be rescued" has not happened yet, "a table was saved" is no one)
  const unnamedGiver =
    e.passive &&
    !e.actor &&
    PASSIVE_KINDNESS.test(verb) &&
    (!!e.target?.entity || personWord(e.target)) &&
    words(ctx.tokens, e.verbIndex - 2, 2) !== "to be";
  // "they were showing me…", "I helped her": a person, named or not
  if ((from || personWord(e.actor) || unnamedGiver) && (to || someone) && from !== to) return make("friendliness", e, ctx, from, to);
  return null;
};

/** kind acts that say, put in the passive, that someone did them ("I was hugged"); not "was held", "was shown in", "was treated for" */
const PASSIVE_KINDNESS =
  /^(invite|welcome|greet|thank|hug|embrace|comfort|console|reassure|help|rescue|save|protect|praise|compliment|congratulate|forgive|encourage|support|befriend|cheer|adopt|commend|defend|escort)$/;

/** the one the scene is with: the nearest other character in this sentence or the two before */
function interlocutor(e: Event, { cast, tokens }: RuleContext, from: Entity | undefined): Entity | undefined {
  for (let k = e.verbIndex - 1; k >= 0 && tokens[k].sent >= e.sent - 2; k--) {
    const who = cast.ref[k];
    if (who && who !== from && who !== cast.dreamer && who.kind !== "animal") return who;
  }
  // (someone else apologises or praises: to the dreamer, when the dreamer is in the scene)
  return from && from !== cast.dreamer && someInSentences(tokens, e.sent - 1, e.sent, (_, k) => cast.ref[k] === cast.dreamer)
    ? cast.dreamer
    : undefined;
}

/** "the soldiers hug", "my parents argued": a group doing it to one another */
export const reciprocal: Rule = (e, ctx) => {
  // "we were laughing together", "sang together": shared joy
  const together = lemma(e, /^(laugh|sing|giggle)$/) && ctx.tokens.slice(e.verbIndex + 1, e.verbIndex + 3).some((t) => t.w === "together");
  const type = together ? "friendliness" : e.lemmas.map((l) => RECIPROCAL.get(l)).find(Boolean);
  const group = e.actor?.entity?.group || e.actor?.word === "we" || e.actor?.word === "they";
  const noOther = !e.target?.entity || /^(each|one)$/.test(e.target.word) || e.target.word === "other";
  if (!type || !noOther || e.negated) return null;
  // (a feeling is toward each other only when the dream says so: not "we love to swim")
  if (lemma(e, /^(hate|despise|love)$/) && !/^(each other|one another)\b/.test(words(ctx.tokens, e.verbIndex + 1, 2))) return null;
  // "my sister and I argued": the two of them, to each other
  const partner = partnerOf(e, ctx);
  if (partner) return make(type, e, ctx, e.actor?.entity, partner);
  // ("two boys dancing to the music": others who dance are not dancing with each other unless the dream says so; "we danced" are)
  if (
    lemma(e, /^dance$/) &&
    e.actor?.word !== "we" &&
    !ctx.tokens.slice(e.verbIndex + 1, e.end + 2).some((t) => /^(together|other)$/.test(t.w))
  )
    return null;
  return group ? make(type, e, ctx, e.actor?.entity, e.actor?.entity) : null;
};

/** "slapped her back with approval", "patted me on the back": a clap of praise, not a blow */
export const backslap: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (!lemma(e, /^(slap|pat|clap|thump)$/) || !/^(\S+ )?(on the )?back\b/.test(words(tokens, e.verbIndex + 1, 4))) return null;
  if (someInSentences(tokens, e.sent, e.sent, (t) => /^(hard|angrily|painfully|furious|angry|hurt)$/.test(t.w))) return null;
  const to = e.target?.entity ?? e.target?.owner ?? personLaterInClause(e, cast);
  return (to && to !== e.actor?.entity) || (!to && personWord(e.target)) ? make("friendliness", e, ctx, e.actor?.entity, to) : null;
};

/** "just in time" after the verb (a function, not a closure made per event: every event passes through the rules) */
function inTimeAfter(tokens: Token[], e: Event): boolean {
  return tokens.slice(e.verbIndex + 1, e.end + 3).some((t, k, a) => t.w === "time" && a[k - 1]?.w === "in");
}

/** "he climbed in and got me out", "pulled me out of the water": a rescue from danger */
export const rescue: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  // "I grabbed the baby just in time": seized from harm, not attacked
  if (
    !e.negated &&
    lemma(e, /^(grab|snatch|catch|pull|yank|scoop)$/) &&
    to &&
    to !== from &&
    (from || personWord(e.actor)) &&
    inTimeAfter(tokens, e)
  )
    return make("friendliness", e, ctx, from, to);
  if (e.negated || !lemma(e, /^(get|pull|lift|carry|help|haul|drag)$/) || !to || to === from || (!from && !personWord(e.actor)))
    return null;
  const out = (e.particle ?? tokens[e.target!.index + 1]?.w ?? "") === "out" || tokens[e.target!.index + 1]?.w === "out";
  const peril = someInSentences(tokens, e.sent - 1, e.sent + 1, (t) => V.PERIL.test(t.w));
  return out && peril ? make("friendliness", e, ctx, from, to) : null;
};

/** what comes before help that is only thought of, put off, denied or told to someone: "no effort to help", "as if to help" */
const HELP_UNGIVEN =
  /^(no|not|never|if|idea|reason|effort|would|will|could|might|should|wanted|want|wants|need|needed|postponing|postponed|avoid|avoided|refused|instead|tell|tells|told|ask|asks|asked|call|calls|called|beg|begged)$/;

/** the words before "to help" that make it help come or offered: "show up to help", "came back to help", "offers to help" */
const COME_TO_HELP =
  /^(up|back|over|in|by|along|there|here|offer|offers|offered|offering|decided|decides|came|come|comes|coming|stopped|stops|rushed|rushes|ran|runs|went|goes|tried|tries|trying|volunteered|volunteers|agreed|agrees)$/;

/**
 * "Mother came up and helped also", "Darren and Annie show up to help", "a guard offers to help": help given with no
 * one named after it, to the dreamer when someone else gives it (the dreamer's own, to whoever needs it). Not help
 * denied, foretold, urged or told ("I tell her to get a rope and help"), nor a purpose ("put my hand down to help").
 */
export const helpedOut: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!lemma(e, /^help$/) || e.target || (e.particle && e.particle !== "out") || e.prep) return null;
  const from = e.actor?.entity;
  const next = tokens[e.verbIndex + (e.particle ? 2 : 1)];
  // ("I can help you", "help dry the dishes": someone the parser did not take, or a chore shared, not help named alone)
  if (!from || (next && next.brk === 0 && (/^(you|yourself)$/.test(next.w) || isLexVerb(next.w)))) return null;
  if (tokens[e.verbIndex - 1]?.w === "to" && !COME_TO_HELP.test(tokens[e.verbIndex - 2]?.w ?? "")) return null;
  // ("he stopped helping": help that ends; "stopped to help" comes)
  if (/^(stop|stops|stopped|quit|quits)$/.test(tokens[e.verbIndex - 1]?.w ?? "")) return null;
  const before = tokens.slice(sentStartOf(tokens, e.verbIndex), e.verbIndex);
  // ("anyone who tried to help would get burned": a "would" after it makes the helper anyone at all)
  const supposed = tokens.slice(e.verbIndex + 1, e.verbIndex + 3).some((t) => t.sent === e.sent && /^(would|will)$/.test(t.w));
  if (supposed || before.some((t) => HELP_UNGIVEN.test(t.w) || /(n't|'ll)$/.test(t.w))) return null;
  return make("friendliness", e, ctx, from, from === cast.dreamer ? undefined : cast.dreamer);
};

/** "I'm frightened … Tom goes for help", "she ran to get help": help fetched for the dreamer, who is in trouble there */
export const fetchHelp: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || e.unreal || !from || from === cast.dreamer || !lemma(e, /^(go|run|rush|hurry|race|send|leave)$/)) return null;
  const after = words(tokens, e.verbIndex + 1, 3);
  if (!/^(for help|to get help|to find help|to call for help|for a doctor)\b/.test(after)) return null;
  const dreamerNear = cast.dreamer.mentions.some((k) => tokens[k].sent <= e.sent && tokens[k].sent >= e.sent - 1);
  return dreamerNear ? make("friendliness", e, ctx, from, cast.dreamer) : null;
};

/** "standing beside a girl with his arm around the girl": an embrace told as a detail of the scene */
export const armAround: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  for (let k = e.verbIndex + 1; k < e.end; k++) {
    const w = tokens[k].w;
    if ((w !== "arm" && w !== "arms") || !/^(around|round)$/.test(tokens[k + 1]?.w ?? "")) continue;
    if (!/^(his|her|their)$/.test(tokens[k - 1]?.w ?? "")) return null;
    const to = personAfter(cast, tokens, k + 1, 3);
    // (whose arm: the owner the pronoun points to, unless that is the one embraced — then the clause's subject)
    const owner = cast.ref[k - 1];
    const from = owner && owner !== to ? owner : e.actor?.entity;
    return from && to && from !== to ? make("friendliness", e, ctx, from, to) : null;
  }
  return null;
};

/** 'Dan looks at me and says, "Don't worry…"': comfort spoken to the dreamer */
export const reassured: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from || from === cast.dreamer || !lemma(e, /^(say|tell|reply|whisper)$/)) return null;
  const said = words(tokens, e.verbIndex + 1, 6).replace(/^(me|to me|us) /, "");
  if (
    !/^(don't worry|do not worry|it's (ok|okay|alright|all right)|it will be (ok|okay|alright|all right|fine)|everything (will be|is going to be) (ok|okay|alright|all right|fine))\b/.test(
      said,
    )
  )
    return null;
  const here = cast.dreamer.mentions.some((k) => Math.abs(tokens[k].sent - e.sent) <= 1);
  if (!here) return null;
  // (the evidence runs on to the comfort itself: 'says, "Don't worry', not 'says')
  let end = e.verbIndex + 1;
  while (end < e.verbIndex + 9 && !/^(worry|ok|okay|alright|right|fine)$/.test(tokens[end]?.w ?? "")) end++;
  const start = e.actor && e.actor.index < e.verbIndex && e.verbIndex - e.actor.index <= 6 ? e.actor.index : e.verbIndex;
  return { ...make("friendliness", e, ctx, from, cast.dreamer), evidence: ctx.text.slice(tokens[start].start, tokens[end].end) };
};

/**
 * A caution for someone's safety: "he told me to be careful", "she said to watch out", "I told him to
 * stay safe". A warning that guards the one warned is a kindness; an order where to go is not.
 */
export const caution: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from || e.negated || !lemma(e, /^(say|tell|warn|remind|yell|shout|whisper|call)$/)) return null;
  const told = e.target?.entity && e.target.index <= e.verbIndex + 3 ? e.target : undefined;
  const said = words(tokens, told ? told.index + 1 : e.verbIndex + 1, 5).replace(/^(me|us) /, "");
  // ("he told us to hide", "she shouted at the boys to get back": told to get out of harm's way — not "to move
  // off, away from me", a dismissal, nor "to get out", an order to leave)
  const flee =
    /^to (run|hide|flee|duck|escape|get out of the way|move away|get away|stay back|get back|get down|run away|take cover|get to safety)\b/.test(
      said,
    ) &&
    !/\bfrom (me|us|him|her|them|my|our)\b/.test(said) &&
    // (not an errand: "told me to run over and fetch milk", "asked me to get down there quickly")
    !/^to (run|get down|get back|get away) (to|over|down|up|and|across|into|out|home|here|there)\b/.test(said);
  if (!flee && !/^(to )?(be careful|be safe|stay safe|take care|watch out|look out|be on guard)\b(?! of)/.test(said)) return null;
  const to = told?.entity ?? (from === cast.dreamer ? undefined : cast.dreamer);
  if (!to || to === from) return null;
  // (the evidence runs on to the caution itself: "tells me to be careful", not "tells me to be")
  let end = e.verbIndex + 1;
  while (
    end < e.verbIndex + 9 &&
    !/^(careful|safe|care|out|guard|run|hide|flee|duck|escape|way|away|back|down|cover|safety)$/.test(tokens[end]?.w ?? "")
  )
    end++;
  const start = e.actor && e.actor.index < e.verbIndex && e.verbIndex - e.actor.index <= 6 ? e.actor.index : e.verbIndex;
  return { ...make("friendliness", e, ctx, from, to), evidence: ctx.text.slice(tokens[start].start, tokens[end].end) };
};

/** those one goes to see for a service, not a visit: "went to see the doctor" */
const CONSULTED =
  /^(doctor|doctors|dr|dentist|nurse|lawyer|counselor|counsellor|therapist|psychiatrist|principal|teacher|professor|boss|manager|priest|advisor|adviser|landlord|agent|officer|police|judge|vet|clerk)$/;

/**
 * "my aunt came to see me", "we drove over to see Gran", "stopped by to see Otto": going to
 * see someone is a visit. Not a plan ("I'm going to see my cousin"), a service sought ("went to
 * see the doctor"), a thing or an animal seen, nor "went to see if…".
 */
export const visitTo: Rule = (e, ctx) => {
  const { tokens } = ctx;
  if (tokens[e.verbIndex].w !== "see" || tokens[e.verbIndex - 1]?.w !== "to") return null;
  // ("I'm going to see my cousin": a plan, not yet a visit; "going" is left out of the motions)
  let k = e.verbIndex - 2;
  if (/^(over|by|back|up|down|around|in|out)$/.test(tokens[k]?.w ?? "")) k--;
  if (
    !/^(came|come|comes|coming|went|go|goes|gone|stopped|stop|stops|dropped|drop|drops|drove|walked|flew|returned)$/.test(
      tokens[k]?.w ?? "",
    )
  )
    return null;
  // ("came to see if my neighbour was home": a question; "went to see the girls play hockey": a sight)
  const seen = e.target ? tokens[e.target.index + 1] : undefined;
  if (
    /^(if|whether|what|how|who|why|where)$/.test(tokens[e.verbIndex + 1]?.w ?? "") ||
    (seen?.brk === 0 && (isLexVerb(seen.w) || /^(play|perform|race|swim|work|practice|compete|skate)$/.test(seen.w)))
  )
    return null;
  const to = e.target?.entity;
  const from = e.actor?.entity;
  const consulted = !!to && (CONSULTED.test(to.head) || CONSULTED.test(tokens[e.target!.index - 1]?.w ?? ""));
  const person = to ? to.kind !== "animal" && !consulted : /^(me|us|him|her|them)$/.test(e.target?.word ?? "");
  return person && to !== from && (from || personWord(e.actor)) ? make("friendliness", e, ctx, from, to) : null;
};

/** words of praise a remark about someone may hold: "told me I did a great job", "said my dress was beautiful" */
const PRAISE = new Set([
  "great",
  "wonderful",
  "beautiful",
  "lovely",
  "pretty",
  "handsome",
  "amazing",
  "brilliant",
  "excellent",
  "talented",
  "smart",
  "clever",
  "cute",
  "gorgeous",
  "fantastic",
  "proud",
  "terrific",
  "awesome",
  "perfect",
  "gifted",
  "impressive",
  "attractive",
]);
const DOUBT = new Set([
  "not",
  "n't",
  "never",
  "no",
  "wasn't",
  "weren't",
  "isn't",
  "didn't",
  "don't",
  "doesn't",
  "too",
  "if",
  "whether",
  "should",
]);

/** a deed one can be praised for, named as a noun: "a good hit", "a great job" */
const DEED_PRAISED =
  /^(that|it|this) (was|is|'s) (a |an )?(really |very |such a |so )?(good|great|nice|fine|excellent|wonderful|brilliant|terrific|beautiful|amazing|perfect) (hit|shot|catch|throw|job|move|play|try|effort|speech|performance|answer|goal|swing|work|drawing|painting|song|dive|save|kick|pass|run)\b/;

/**
 * "I kicked the ball into the net and the coach remarked it was a great kick": a deed the dreamer has just done,
 * praised by the one who watched it (the dreamer acts in the sentence or the one before; "she called it a fine
 * movie" praises no one, and "told me it wasn't a good idea" is no praise)
 */
function deedPraised(e: Event, { cast, events }: RuleContext, said: string): boolean {
  const m = DEED_PRAISED.exec(said.replace(/^that /, ""));
  if (!m || m.index > 0) return false;
  return events.some((x) => x.actor?.entity === cast.dreamer && !x.negated && x.verbIndex < e.verbIndex && x.sent >= e.sent - 1);
}

/**
 * A compliment put as a remark: "the coach told me I was a great player", "she said my dress was beautiful",
 * "he said he was proud of me". The words after the verb name the one praised (me, my …, I) and hold a word
 * of praise; a doubt or a denial among them ("not", "too", "if") makes it no compliment.
 */
export const complimented: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor)) || from === cast.dreamer || !lemma(e, /^(say|tell|remark|comment|shout|yell)$/)) return null;
  const after = tokens.slice(e.verbIndex + 1, e.verbIndex + 10).filter((t) => t.sent === e.sent && t.brk !== 2);
  const said = after.map((t) => t.w);
  if (deedPraised(e, ctx, said.join(" "))) return make("friendliness", e, ctx, from, cast.dreamer);
  if (!lemma(e, /^(say|tell)$/)) return null;
  // ("told me I did a great job", "said my dress was beautiful", "said he was proud of me" — not "told me he had an attractive offer")
  const proudOfMe = /\bproud of (me|us)\b/.test(said.join(" "));
  const aboutMe = said.slice(0, 4).some((w) => /^(i|my|i'd|i'm)$/.test(w)) || proudOfMe;
  if (!aboutMe || said.some((w) => DOUBT.has(w)) || !said.some((w) => PRAISE.has(w))) return null;
  // ("said it was a great movie": the praise must come after the words naming the dreamer, not of a thing first)
  const first = said.findIndex((w) => PRAISE.has(w));
  const me = said.findIndex((w) => /^(i|my|i'd|i'm)$/.test(w));
  // ("telling me how great I look": an exclamation puts the praise first)
  return proudOfMe || (me >= 0 && (me < first || said[first - 1] === "how")) ? make("friendliness", e, ctx, from, cast.dreamer) : null;
};

/** the one asked, as a pronoun joined to its "would": "he'd", "we'd" */
const ASKED_WHO = /^(he|she|they|i|we|you|he'd|she'd|they'd|i'd|we'd|you'd)$/;

/** what an offer asks after "if he …": "wanted", "would like", "'d care", "could come", "would join" */
const OFFER_WANT = /^(want|wants|wanted|like|care|come|join)$/;

/** "wanted to know", "would like to see the list": a question of someone's wish to learn, no offer; "would like to order": a server's */
const NOT_OFFERED = /^(know|hear|learn|see|find|order)$/;

/**
 * An offer or an invitation put as a question: "my aunt asked whether I wanted pie", "I phoned Sid: did he want a
 * lemonade", "we asked whether he'd care to sleep over", "she asked us whether we would come along" — from the asker to the one asked (the
 * object of "ask", or the "I", "he" after "if"). Not "asked whether I wanted to know", which is no offer.
 */
export const offerAsked: Rule = (e, ctx) => (lemma(e, OFFER_WANT) ? offerInside(e, ctx) : offerAsking(e, ctx));

/** the asking verbs, as written: "asks", "asked", "calling" */
const ASKING_WORD = /^(ask|asks|asked|asking|call|calls|called|calling)$/;

/**
 * "my aunt asks whether I want pie", read from the wish inside the question (the parser may take the wish for the
 * clause's verb): the asker is the one before "asks", the one asked its object, else the "I" or "he" after "if"
 */
function offerInside(e: Event, ctx: RuleContext): Interaction | null {
  const { cast, tokens } = ctx;
  const who = e.actor;
  if (!who || !ASKED_WHO.test(who.word) || e.negated) return null;
  const k = who.index - 1;
  if (!/^(if|whether)$/.test(tokens[k]?.w ?? "")) return null;
  // ("if he wanted", "if she would like" — not "whether she was going to … come", a question of plans)
  const gap = e.verbIndex - who.index;
  if (gap !== 1 && !(gap === 2 && /^(would|could|might)$/.test(tokens[who.index + 1].w))) return null;
  const j = [k - 1, k - 2, k - 3, k - 4].find((x) => x > 0 && tokens[x].sent === tokens[k].sent && ASKING_WORD.test(tokens[x].w));
  if (j === undefined) return null;
  // ("if he'd like to know", "wanted to see it": no offer)
  const at = tokens[e.verbIndex + 1]?.w === "to" ? e.verbIndex + 2 : e.verbIndex + 1;
  if (NOT_OFFERED.test(tokens[at]?.w ?? "")) return null;
  const askerWord = tokens[j - 1]?.w ?? "";
  const from = cast.ref[j - 1] ?? (/^(he|she|they)$/.test(askerWord) ? boundBefore(ctx, j - 1) : undefined);
  if (!from && !PERSON_PRONOUN.test(askerWord)) return null;
  const dreamerAsked = /^(i|we|i'd|we'd)$/.test(who.word);
  const to = cast.ref[j + 1] ?? (dreamerAsked ? cast.dreamer : (cast.ref[who.index] ?? boundBefore(ctx, who.index, [from])));
  if (to === from) return null;
  return make("friendliness", { ...e, start: Math.min(e.start, j - 1) }, ctx, from, to);
}

function offerAsking(e: Event, ctx: RuleContext): Interaction | null {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!lemma(e, /^(ask|call|phone|text|ring)$/) || (!from && !personWord(e.actor))) return null;
  const sent = tokens[e.verbIndex].sent;
  for (let k = e.verbIndex + 1; k < Math.min(tokens.length - 2, e.verbIndex + 9) && tokens[k].sent === sent; k++) {
    if (!/^(if|whether)$/.test(tokens[k].w)) continue;
    const who = tokens[k + 1];
    if (!ASKED_WHO.test(who?.w ?? "")) return null;
    // ("if he wanted", "if she would like", "if he'd like", "if they could come")
    let m = k + 2;
    if (/^(would|could|might)$/.test(tokens[m]?.w ?? "")) m++;
    if (!OFFER_WANT.test(tokens[m]?.w ?? "")) return null;
    const what = tokens[m + 1]?.w === "to" ? tokens[m + 2]?.w : tokens[m + 1]?.w;
    if (NOT_OFFERED.test(what ?? "")) return null;
    // the one asked: the object of "ask", else the one after "if"
    const dreamerAsked = /^(i|we|i'd|we'd)$/.test(who.w);
    const to =
      (e.target?.entity && e.target.index < k ? e.target.entity : undefined) ??
      (dreamerAsked ? cast.dreamer : (cast.ref[k + 1] ?? boundBefore(ctx, k + 1, [from])));
    if (to === from) return null;
    // (told with the question it asks: "asked us whether we would come along", not "asked us")
    const told = { ...e, end: Math.max(e.end, m + 3 < tokens.length && tokens[m + 3].sent === sent ? m + 3 : m) };
    return to || personWord(e.target) || !dreamerAsked ? make("friendliness", told, ctx, from, to) : null;
  }
  return null;
}

/**
 * "someone left a basket on the step as a gift to us", "she sent flowers as a present for my mother": a thing
 * given is a gift when the clause says so, whatever its verb — from the doer to the one after "to" or "for"
 */
export const asAGift: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor))) return null;
  for (let k = e.verbIndex + 1; k < Math.min(tokens.length, e.verbIndex + 14) && tokens[k].sent === e.sent; k++) {
    if (tokens[k].w !== "as" || !/^(a|an)$/.test(tokens[k + 1]?.w ?? "") || !/^(gift|present)$/.test(tokens[k + 2]?.w ?? "")) continue;
    // ("as a gift or a present for us": past a second name for it)
    const at = tokens.slice(k + 3, k + 7).findIndex((t) => /^(to|for)$/.test(t.w));
    if (at < 0) return null;
    const p = k + 3 + at;
    const to = personAfter(cast, tokens, p, 2, from) ?? (/^(me|us)$/.test(tokens[p + 1]?.w ?? "") ? cast.dreamer : undefined);
    return to && to !== from ? make("friendliness", e, ctx, from, to) : null;
  }
  return null;
};

/** things one is given rather than sold or lent: what "got … from her" makes a gift */
const GIVEN_THINGS =
  /^(present|presents|gift|gifts|flowers|bouquet|rose|roses|necklace|ring|bracelet|earrings|locket|certificate|voucher|card|cards|kitten|puppy|toy|toys|doll|teddy|chocolates|candy|sweets|cake|cookies|hug|hugs|kiss|blessing|compliment|compliments|souvenir|keepsake|heirloom)$/;

/** "got a necklace", "received presents": a thing of the kind given as a gift, got (which a trade check would take for a purchase) */
export const getsAGift = (e: Event, tokens?: Token[]): boolean =>
  lemma(e, /^(get|receive|accept)$/) &&
  (GIVEN_THINGS.test(e.target?.word ?? "") ||
    // ("received presents from Grandpa": the parser may take the giver after "from" for the object)
    (!!tokens && e.prep === "from" && !!e.target?.entity && giftRightAfter(tokens, e.verbIndex)));

/** a gift named right after the verb, past an article or a count: "received presents", "got a lovely necklace" */
function giftRightAfter(tokens: Token[], at: number): boolean {
  for (let k = at + 1; k <= at + 4 && tokens[k]?.brk === 0; k++) {
    if (GIVEN_THINGS.test(tokens[k].w)) return true;
    if (!/^(a|an|some|two|three|many|lots|of|lovely|nice|beautiful|little|small|big|new|pretty|birthday|christmas)$/.test(tokens[k].w))
      return false;
  }
  return false;
}

/**
 * "I got a necklace from my aunt", "we received presents from Grandpa": a gift told from the receiving end is a
 * friendly act of the giver's toward the one who gets it (as "she gave me a necklace" is). Not what is bought, won
 * or taken ("got a ticket from the clerk", a service, is left to the routine check; "got money from the machine" has no giver).
 */
export const giftReceived: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (e.negated || e.passive || !getsAGift(e, tokens)) return null;
  const to = e.actor?.entity;
  if (!to && !personWord(e.actor)) return null;
  if (!GIVEN_THINGS.test(e.target?.word ?? "")) {
    const giver = e.target?.entity;
    return giver && giver !== to && giver.kind !== "animal" ? make("friendliness", e, ctx, giver, to) : null;
  }
  for (let k = e.target!.index + 1; k <= e.target!.index + 4 && tokens[k]?.brk === 0; k++) {
    if (tokens[k].w !== "from") continue;
    const from = personAfter(cast, tokens, k, 3, to);
    return from && from.kind !== "animal" ? make("friendliness", e, ctx, from, to) : null;
  }
  return null;
};

/** the idioms of effort spent for someone: "went to a lot of trouble", "went out of her way" */
const TROUBLE_TAKEN =
  /^(to (a lot of|lots of|great|so much|much|all that|all this|a great deal of|the) (trouble|effort|lengths)|out of (his|her|their|my|our|your) way)\b/;

/**
 * "the driver went to a lot of trouble", "she went out of her way for us": trouble taken for someone is a help,
 * for the one after "for", else — when someone else takes it — for the dreamer, whom the dream follows.
 */
export const troubleTaken: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  if (e.negated || !lemma(e, /^go$/) || (!from && !personWord(e.actor)) || !TROUBLE_TAKEN.test(words(ctx.tokens, e.verbIndex + 1, 6)))
    return null;
  const { cast, tokens } = ctx;
  let to: Entity | undefined;
  for (let k = e.verbIndex + 3; k <= Math.min(e.end + 2, e.verbIndex + 10) && tokens[k]?.sent === e.sent; k++)
    if (tokens[k].w === "for" || tokens[k].w === "to") to ??= personAfter(cast, tokens, k, 3, from);
  to ??= from !== cast.dreamer ? cast.dreamer : undefined;
  return to && to !== from ? make("friendliness", e, ctx, from, to) : null;
};
