/**
 * Aggression rules: something taken, broken, denied or refused; a flight from someone; a rejection,
 * an insult, a threat aimed at someone, being eaten or pursued; the aggression verbs; a hostile look;
 * a friendly feeling denied ("nobody liked her").
 */
import { personAfter, pluralThingBefore, type Cast, type Entity } from "./characters";
import type { Event } from "./events";
import { sentenceStartIndex, someInSentences, type Token } from "./tokenize";
import * as V from "./verb-classes";
import { evidenceOf } from "./evidence";
import {
  type Rule,
  type RuleContext,
  INSULTS,
  routineOrLook,
  make,
  personWord,
  lemma,
  matches,
  recipientOf,
  personLaterInClause,
  words,
  PERSON_PRONOUN,
  sentStart,
  boundBefore,
} from "./rule-kit";

/** "took my shower", "take her seat": taking that is not taking from someone */
const SELF_CARE =
  /^(shower|bath|seat|turn|time|look|picture|photo|photos|break|nap|breath|step|walk|place|chance|test|class|exam|medicine|pills|order|advice|word|hand|arm|temperature|pulse|coat|jacket|shoes|clothes|name|number|case|job|position|call|message|measurements|blood|notes|offer|orders|course|lead|role|part|side|quiz|quizzes|survey|questionnaire|leash|photograph|photographs|pictures|fingerprints|statement|details|ticket|tickets|x-ray|x-rays)$/;

const WEAPON =
  /^(bullet|bullets|arrow|arrows|knife|dart|darts|spear|bomb|bombs|shell|shells|missile|missiles|grenade|rock|rocks|stone|stones)$/;

/** what is pointed or raised at someone as a threat: "raised a gun toward me", "pointed her finger at me" */
const WEAPON_HELD =
  /^(gun|guns|pistol|rifle|shotgun|revolver|knife|knives|sword|axe|bat|stick|club|weapon|weapons|spear|bow|crossbow|finger|fist|fists|hand)$/;

/** the character after "from" in the clause: "away from these men" */
function fromWhom(e: Event, cast: Cast, tokens: Token[]): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    if (tokens[k].w !== "from") continue;
    for (let j = k + 1; j <= Math.min(e.end, k + 4); j++) if (cast.ref[j] && cast.ref[j] !== cast.dreamer) return cast.ref[j];
  }
  return undefined;
}

const CONSENT = /^(consent|consents|consented|permission|agreed|agrees|lent|lends|borrowed|borrowing)$/;

/** ("they were repairing my phone at the shop and gave me a loaner phone until then": a service, not a theft) */
function forService(tokens: Token[], e: Event): boolean {
  return someInSentences(tokens, e.sent, e.sent, (t) => /^(somewhere|repair|repairs|fixed|meantime|loan|borrow)$/.test(t.w));
}

/** ("take his keys. He consents to this": taken with the owner's leave, in the same or the next sentence) */
function withLeave(tokens: Token[], e: Event): boolean {
  return someInSentences(tokens, e.sent, e.sent + 1, (t) => CONSENT.test(t.w));
}

/** "took my computer", "stole her purse": a thing taken from its owner */
export const theft: Rule = (e, ctx) => {
  const taken =
    lemma(e, /^(steal|snatch)$/) ||
    (e.lemmas.includes("take") &&
      (!!e.actor?.entity || personWord(e.actor)) &&
      // ("has taken my court case": the head may follow the word the parser took)
      !SELF_CARE.test(e.target?.word ?? "") &&
      !SELF_CARE.test(e.target ? (ctx.tokens[e.target.index + 1]?.w ?? "") : ""));
  const owner = e.target?.owner;
  return taken &&
    owner &&
    owner !== e.actor?.entity &&
    !e.passive &&
    !forService(ctx.tokens, e) &&
    !withLeave(ctx.tokens, e) &&
    !playfulManner(e, ctx.tokens)
    ? make("aggression", e, ctx, e.actor?.entity, owner)
    : null;
};

/**
 * "Tom had a kite. It got stolen.", "the car was stolen": a thing stolen is a theft, aggression by whoever took it
 * (unnamed) against its owner — the "my" before it, or the one the sentence or the one before says had it — not a
 * mishap (Hall and Van de Castle count stealing among the aggressions)
 */
export const stolenThing: Rule = (e, ctx) => {
  if (!lemma(e, /^steal$/) || !e.passive || e.negated || !e.target || e.target.entity) return null;
  if (e.actor?.entity) return null;
  const had = ctx.events.findLast(
    (x) => x.verbIndex < e.verbIndex && x.sent >= e.sent - 1 && lemma(x, /^(have|own|buy|get)$/) && !!x.actor?.entity && !x.negated,
  );
  const owner = e.target.owner ?? had?.actor?.entity;
  return make("aggression", e, ctx, undefined, owner);
};

/** what may follow the "in" of a break-in before its clause goes on: "broke in and took", "broke in last night" */
const AFTER_BREAK_IN =
  /^(and|but|then|so|while|when|through|again|last|during|at|here|there|because|before|after|earlier|overnight|somehow|too)$/;

/**
 * "burglars broke in and took the TV", "someone broke in while we slept": a break-in told without the place is
 * into where the dreamer lives or is, an aggression on the dreamer (Hall and Van de Castle count a break-in and a theft
 * among the aggressions; "broke into our house" names its place and is coded by the verb lists). Not a thing that
 * "broke in half" or "in unison", nor a new car or shoes being "broken in" (a passive), nor an animal, nor someone who
 * "broke in to say" (an interruption).
 */
export const breakIn: Rule = (e, ctx) => {
  const t = ctx.tokens;
  if (!lemma(e, /^break$/) || e.negated || e.passive || e.target) return null;
  const at = e.verbIndex + 1;
  if (t[at]?.w !== "in" || t[at].brk !== 0) return null;
  const next = t[at + 1];
  if (next && next.brk === 0 && next.sent === t[at].sent && !AFTER_BREAK_IN.test(next.w)) return null;
  const from = e.actor?.entity;
  if (from === ctx.cast.dreamer || (from ? from.kind === "animal" : !personWord(e.actor))) return null;
  // (the evidence runs past the "in" that makes it a break-in, into what follows in the sentence: a quotation does not
  // end on a bare "in")
  let end = at;
  while (end < at + 6 && t[end + 1] && t[end + 1].brk === 0 && t[end + 1].sent === t[at].sent) end++;
  const hit = make("aggression", e, ctx, from, ctx.cast.dreamer);
  // (quoted from the "in" on, as if it were the verb, so that the quotation keeps it: "someone had broken in")
  return { ...hit, evidence: evidenceOf(ctx.text, t, { ...e, end, verbIndex: at }) };
};

/**
 * "I shouted an order at them", "kids kept hollering rude words at me", "he shouted insults at us": words hurled at someone are
 * aimed at the one after the "at", past the words themselves (the verb lists find "yelled at me" only when nothing stands
 * between). Not "yelled to a lady", "shouted at the top of his voice".
 */
export const wordsHurled: Rule = (e, ctx) => {
  const { tokens: t, cast } = ctx;
  if (!lemma(e, /^(yell|shout|scream|holler|hurl|swear|curse|bark)$/) || e.negated || e.passive || !e.target || e.target.entity)
    return null;
  if (personWord(e.target) || e.target.index <= e.verbIndex) return null;
  for (let k = e.target.index + 1; k <= e.target.index + 3 && t[k]?.brk === 0; k++) {
    if (t[k].w !== "at") continue;
    const to = personAfter(cast, t, k, 2, e.actor?.entity) ?? (/^(me|us)$/.test(t[k + 1]?.w ?? "") ? cast.dreamer : undefined);
    const unbound = !to && /^(him|her|them)$/.test(t[k + 1]?.w ?? "");
    return to || unbound ? make("aggression", e, ctx, e.actor?.entity, to) : null;
  }
  return null;
};

/** hostility aimed at a person by a look or a word, never at a thing's owner */
const ADDRESSED = /^(glare|stare|yell|shout|scream|holler|curse|swear|sneer|scowl|heckle|boo)$/;

/** "broke my guitar", "tore up her letter": someone's things ruined on purpose */
export const destruction: Rule = (e, ctx) => {
  const owner = e.target?.owner;
  const from = e.actor?.entity;
  // ("can't do much damage before my turn comes": a thing in a phrase after the verb is not what it breaks)
  if (
    !lemma(e, /^(break|ruin|wreck|tear|rip|smash|damage|shred|trash|vandalize|vandalise)$/) ||
    !owner ||
    e.passive ||
    (e.prep && !/^(up|apart|down|off|out|open)$/.test(e.prep))
  )
    return null;
  return (from || personWord(e.actor)) && owner !== from ? make("aggression", e, ctx, from, owner) : null;
};

/** "wouldn't let me in", "refused to let us go", "didn't listen to me": permission or attention denied */
export const denial: Rule = (e, ctx) => {
  const refused = e.negated || e.aspect.includes("refuse");
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (refused && lemma(e, /^(let|allow)$/) && person) return make("aggression", e, ctx, e.actor?.entity, e.target?.entity);
  // "refused to talk to me", "refused to help us"
  if (e.aspect.includes("refuse")) {
    const to = e.target?.entity ?? personLaterInClause(e, ctx.cast);
    if ((to && to !== e.actor?.entity) || personWord(e.target)) return make("aggression", e, ctx, e.actor?.entity, to);
    // ("I asked Otto to pass the salt, but he refused to hand it over", "my cousins wanted to swim, but we refused to go":
    // refused to whoever asked, a person lately named)
    const asker = lastNamedBefore(e, ctx);
    if (asker && (e.actor?.entity || personWord(e.actor))) return make("aggression", e, ctx, e.actor?.entity, asker);
  }
  // ("he asked me to come along but I refused", "the girl kept refusing": a refusal with nothing after it answers whoever asked)
  if (lemma(e, /^refuse$/) && !e.target && ctx.tokens[e.verbIndex + 1]?.w !== "to" && (e.actor?.entity || personWord(e.actor))) {
    const asker = lastNamedBefore(e, ctx);
    if (asker || askedBefore(e, ctx.tokens)) return make("aggression", e, ctx, e.actor?.entity, asker);
  }
  // "this guy wouldn't talk to me": attention refused (not "I didn't talk to anyone", which refuses no one)
  if (!e.negated || !lemma(e, /^(listen|answer|respond|acknowledge|talk|speak)$/)) return null;
  // ("he wouldn't even talk to me": the modal before a focusing adverb)
  const focus = /^(even|ever|really|just)$/.test(ctx.tokens[e.verbIndex - 1]?.w ?? "") ? 2 : 1;
  const modal = ctx.tokens[e.verbIndex - focus]?.w ?? "";
  if (lemma(e, /^(talk|speak)$/) && !/^(would|will|could)$/.test(modal.replace(/n't$/, "")) && !/^(wouldn't|won't|refused)$/.test(modal))
    return null;
  const to = e.target?.entity ?? personLaterInClause(e, ctx.cast);
  return to && to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/**
 * "she threatened to cut the rope", "he threatened to tell", "threatened to kick us out": a threat is aggression
 * whatever the act threatened, aimed at the one it would befall (the act's person or the owner of its thing), else at
 * the one lately named, the dreamer last. Only a person threatens ("the sky threatened to rain" is weather).
 */
export const threat: Rule = (e, ctx) => {
  if (!e.aspect.includes("threaten") || !(e.actor?.entity || personWord(e.actor))) return null;
  const from = e.actor?.entity;
  const to =
    (e.target?.entity !== from ? e.target?.entity : undefined) ??
    (e.target?.owner !== from ? e.target?.owner : undefined) ??
    personLaterInClause(e, ctx.cast) ??
    lastNamedBefore(e, ctx);
  // ("suspected him and threatened to tell": a "him" the cast could not name is someone all the same)
  const someone = ctx.tokens.slice(sentStart(ctx.tokens, e.verbIndex), e.verbIndex).some((t) => /^(him|her|them|me|us)$/.test(t.w));
  return to || someone || personWord(e.target) ? make("aggression", e, ctx, from, to) : null;
};

/** "he asks me to play with him but I refuse": someone (a pronoun the cast may not name) asked just before, in the sentence or the one before */
function askedBefore(e: Event, tokens: Token[]): boolean {
  for (let k = e.verbIndex - 1; k > 0 && tokens[k].sent >= e.sent - 1; k--)
    if (/^(asks|asked|begs|begged|invites|invited|offers|offered|wants|wanted|tells|told)$/.test(tokens[k].w))
      return /^(he|she|they|someone|somebody|everyone)$/.test(tokens[k - 1].w);
  return false;
}

/**
 * Whom a refusal answers: the one who asked or told, else the person other than the actor named last
 * before it, in its sentence or the two before (not an animal).
 */
function lastNamedBefore(e: Event, { cast, tokens }: RuleContext): Entity | undefined {
  // the one who asked or told, when the words say so ("I asked Otto to pass the salt")
  for (let k = e.verbIndex - 1; k > 0 && tokens[k].sent >= e.sent - 2; k--) {
    if (!/^(told|tell|tells|asked|ask|asks|begged|wanted|wants|suggested|ordered|urged)$/.test(tokens[k].w)) continue;
    const asker = cast.ref[k - 1];
    if (asker && asker !== e.actor?.entity) return asker;
    break;
  }
  for (let k = e.verbIndex - 1; k >= 0 && tokens[k].sent >= e.sent - 2; k--) {
    const x = cast.ref[k];
    if (x && x !== e.actor?.entity && x.kind !== "animal" && x.kind !== "creature") return x;
  }
  // ("he refused to hand it over" after "I asked him…": the dreamer, when he is the actor)
  return e.actor?.entity !== cast.dreamer &&
    someInSentences(tokens, e.sent - 1, Infinity, (_, k) => cast.ref[k] === cast.dreamer && k < e.verbIndex)
    ? cast.dreamer
    : undefined;
}

/**
 * "my brother played a trick on me", "she pulled a prank on Jared", "we were pranking people", "I fooled the little
 * girl": a prank is mild aggression by the prankster on the one it is played on (not "fooling around", a thing
 * fooled, or a joke told)
 */
export const prank: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor)) || e.passive) return null;
  if (lemma(e, /^(play|pull)$/) && /^(jokes?|tricks?|pranks?)$/.test(e.target?.word ?? "") && tokens[e.target!.index + 1]?.w === "on") {
    const on = e.target!.index + 1;
    const to = personAfter(cast, tokens, on, 2, from);
    return to || PERSON_PRONOUN.test(tokens[on + 1]?.w ?? "") ? make("aggression", e, ctx, from, to) : null;
  }
  if (!lemma(e, /^(prank|fool)$/) || e.particle || e.prep) return null;
  const to = e.target?.entity;
  return (to && to !== from) || personWord(e.target) ? make("aggression", e, ctx, from, to) : null;
};

/** "called me an idiot", "called her names" */
export const nameCalling: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (!e.lemmas.includes("call") || !person) return null;
  const next = tokens
    .slice(e.target!.index + 1, e.target!.index + 4)
    // ("called me like a traitor": a "like" before the name softens nothing)
    .filter((t) => !/^(a|an|such|so|total|complete|big|fucking|like)$/.test(t.w));
  return next[0] && INSULTS.test(next[0].w) ? make("aggression", e, ctx, e.actor?.entity, e.target?.entity) : null;
};

/** "I really gave it to him", "she gave it to us good": the idiom of a telling-off or a beating */
export function lettingHaveIt(e: Event, tokens: Token[]): boolean {
  if (!e.lemmas.includes("give") || tokens[e.verbIndex + 1]?.w !== "it" || tokens[e.verbIndex + 2]?.w !== "to") return false;
  const after = tokens[e.verbIndex + 4];
  return tokens[e.verbIndex - 1]?.w === "really" || (after?.sent === e.sent && /^(good|hard)$/.test(after.w));
}

/** the telling-off or beating of the idiom, aimed at the one after "to" */
export const gaveItTo: Rule = (e, ctx) => {
  const to = ctx.cast.ref[e.verbIndex + 3];
  return lettingHaveIt(e, ctx.tokens) && to && to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "threw a rock at me", "pointed a gun at him", "growled at us", "in my direction", "slammed the door in my face", "complained to the manager" */
export const aimed: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor))) return null;
  const at = lemma(e, /^(throw|point|aim|raise|level|brandish|fire|shoot|swing|hurl|toss|fling|growl|bark|hiss|snarl|spit)$/);
  const complain = lemma(e, /^(complain|grumble|snitch|tattle)$/);
  const slam = lemma(e, /^(slam|shut|close)$/);
  // "plunged a knife into my back"
  // "held a gun to my head", "put a knife to his throat"
  const stab =
    (lemma(e, /^(stick|plunge|thrust|jab|drive|sink)$/) && WEAPON_HELD.test(e.target?.word ?? "")) ||
    (lemma(e, /^(hold|put|press|have)$/) &&
      /^(gun|guns|pistol|rifle|shotgun|revolver|knife|knives|sword|axe|blade|razor)$/.test(e.target?.word ?? ""));
  // "pointed at the map", "pointed at me": only pointing something (a gun, a knife) is a threat
  if ((!at && !complain && !slam && !stab) || (lemma(e, /^(point|aim|raise|level|brandish)$/) && !WEAPON_HELD.test(e.target?.word ?? "")))
    return null;
  for (let k = e.verbIndex + 1; k < Math.min(tokens.length - 1, e.end + 3); k++) {
    if (tokens[k].brk === 2) break;
    const w = tokens[k].w;
    // ("we shoot around people, not at them")
    const dir =
      (at && /^(at|toward|towards)$/.test(w) && tokens[k - 1]?.w !== "not") ||
      (stab && /^(into|in|to|against)$/.test(w)) ||
      (complain && /^(to|about)$/.test(w)) ||
      (w === "in" && ((at && tokens[k + 2]?.w === "direction") || (slam && tokens[k + 2]?.w === "face")));
    if (!dir) continue;
    // ("complained to Mom about the new kid": aimed at the one complained of; "complained to the guide that there
    // wasn't enough room": at no one — the one told is not the one blamed)
    if (complain && w === "to") {
      const about = tokens.slice(k + 1, Math.min(tokens.length, k + 8)).findIndex((t) => t.brk < 2 && /^(about|that|because)$/.test(t.w));
      if (about >= 0) {
        const of = personAfter(cast, tokens, k + 1 + about, 3, from);
        return of ? make("aggression", e, ctx, from, of) : null;
      }
    }
    // "into my back": the body's owner
    const owner = V.BODY_PARTS.has(tokens[k + 2]?.w ?? "") ? cast.ref[k + 1] : undefined;
    const to = personAfter(cast, tokens, k, 2, from) ?? (owner !== from ? owner : undefined);
    if (to) return make("aggression", e, ctx, from, to);
    // ("shot several times at their feet", "threw it at him": a pronoun the cast left open, bound to whom it fits
    // before it; a pronoun that fits no one is still someone)
    const body = V.BODY_PARTS.has(tokens[k + 2]?.w ?? "") && /^(his|her|their)$/.test(tokens[k + 1]?.w ?? "");
    const pronoun =
      /^(him|her|them)$/.test(tokens[k + 1]?.w ?? "") &&
      !(
        tokens[k + 1].w === "her" &&
        tokens[k + 2]?.brk === 0 &&
        !/^(and|to|in|on|with|as|for|so|but|because|when|again|away|back)$/.test(tokens[k + 2]?.w ?? "")
      );
    if ((body || pronoun) && !cast.ref[k + 1] && !(tokens[k + 1].w === "them" && pluralThingBefore({ ...cast, tokens }, k + 1, 1)))
      return make("aggression", e, ctx, from, boundBefore(ctx, k + 1, [from], 2, !body));
  }
  return null;
};

/** what asks for a deed rather than a fact, after "asked if I…" */
const REQUEST_WORD = /^(would|could|can|will|might|may|should|shall|wanted|want|wants|needed|need|needs|'d)$/;

/** words that ask for a deed in the words before a "no" ("asked me to", "told him to", "wanted to take") */
const ASK_TO = new Set(["ask", "asks", "asked", "asking", "tell", "tells", "told", "telling", "want", "wants", "wanted", "wanting"]);
/** words that press or ask on their own: "she insisted", "he suggested", "we had to", "you should" */
const PRESS = new Set([
  "insist",
  "insists",
  "insisted",
  "insisting",
  "suggest",
  "suggests",
  "suggested",
  "demand",
  "demands",
  "demanded",
  "order",
  "orders",
  "ordered",
  "urge",
  "urges",
  "urged",
  "beg",
  "begs",
  "begged",
  "plead",
  "pleaded",
  "please",
  "propose",
  "proposed",
  "proposition",
  "propositioned",
  "invite",
  "invites",
  "invited",
  "convince",
  "convinced",
  "convincing",
  "persuade",
  "persuaded",
  "pressure",
  "pressured",
  "pressuring",
  "should",
  "must",
  "gotta",
  "let",
]);
/** a modal that asks when a person follows it: "can I play?", "will you help?" */
const ASKING_MODAL = new Set(["can", "could", "may", "will", "would", "might"]);
const ASKED_ONE = new Set(["i", "you", "we", "he", "she", "they"]);
/** an offer: "do you want some", "would you like", "asked if I wanted anything", "offered me a drink" */
const OFFERED = new Set(["offer", "offers", "offered", "offering", "like", "hungry", "thirsty"]);

/** whether the words before a "no" ask or press for something: a "no" to a statement or a question of fact refuses no one */
function requested(near: Token[]): boolean {
  return near.some((t, k) => {
    if (PRESS.has(t.w)) return true;
    const next = near.slice(k + 1, k + 4).map((x) => x.w);
    if (ASK_TO.has(t.w)) return next.includes("to") || next.includes("for");
    // "had to", "have to", "needed to"
    if (/^(had|have|has|need|needs|needed)$/.test(t.w)) return next[0] === "to";
    // "asked if she could go"
    if (/^(if|whether)$/.test(t.w)) return next.some((w) => REQUEST_WORD.test(w));
    return ASKING_MODAL.has(t.w) && ASKED_ONE.has(next[0] ?? "");
  });
}

/** the first words of a quotation that is not an order: a subject, a question, an answer, a greeting */
const NOT_AN_ORDER = new Set(
  (
    "i you he she it we they this that these those there here the a an my your his her our their its some no yes yeah ok okay " +
    "well oh hey hi hello what who where when why how which is are was were do does did can could will would should may might " +
    "have has had am i'm you're he's she's it's we're they're that's there's i'll i've i'd thanks thank sorry wow oops and but so"
  ).split(" "),
);

/** an order quoted just before the "no": "Elijah said 'Turn that way for me' and I said no" (a quotation opening on a verb) */
function orderQuoted(e: Event, { cast, text, tokens }: RuleContext): boolean {
  for (let k = e.verbIndex - 1; k >= 0 && tokens[k].sent >= e.sent - 1; k--) {
    const gap = text.slice(tokens[k - 1]?.end ?? 0, tokens[k].start);
    if (/["“]\s*$/.test(gap) && !cast.ref[k] && !NOT_AN_ORDER.has(tokens[k].w) && quoteOpens(text, tokens[k].start)) return true;
  }
  return false;
}

/** whether the quotation mark just before `at` opens a quotation (an even number of marks before it) */
function quoteOpens(text: string, at: number): boolean {
  let n = 0;
  for (let i = 0; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x201c || c === 0x201d) n++;
  }
  return n % 2 === 1;
}

/** whether the "no" declines an offer (a want asked after, or an offer made): declining a kindness attacks no one */
function offered(near: Token[]): boolean {
  return near.some(
    (t, k) =>
      /^(offer|offers|offered|offering)$/.test(t.w) ||
      (ASKED_ONE.has(t.w) && /^(want|wanted|wanna|like)$/.test(near[k + 1]?.w ?? "") && /^(if|you|whether)$/.test(near[k - 1]?.w ?? "")) ||
      (t.w === "you" && /^(want|wanna|like)$/.test(near[k + 1]?.w ?? "")),
  );
}

/** "we said no", "I told him no": a refusal */
export const refusal: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!e.lemmas.includes("say") || tokens[e.verbIndex + 1]?.w !== "no" || tokens[e.verbIndex + 1].brk !== 0) return null;
  // ("I said no one even said hello": "no one", not a refusal)
  if (
    tokens[e.verbIndex + 2]?.brk === 0 &&
    /^(one|longer|matter|way|idea|problem|doubt|more|reason|thanks)$/.test(tokens[e.verbIndex + 2].w)
  )
    return null;
  // ("I was hesitant to say no": a refusal held back is none)
  if (
    tokens[e.verbIndex - 1]?.w === "to" &&
    /^(hesitant|reluctant|afraid|scared|nervous|unable|want|wanted|wants)$/.test(tokens[e.verbIndex - 2]?.w ?? "")
  )
    return null;
  // ("The officer asks me if I have been drinking. I say no": an answer to a question of fact, not a refusal)
  // (the words before the verb, in its sentence and the one before)
  const near = tokens.slice(sentenceStartIndex(tokens, e.sent - 1), e.verbIndex).filter((t) => t.sent <= e.sent);
  // ("asked if I thought it would rain", "asked him if he saw the cat": any "if" question but one of will
  // or wish — "asked if I would come", "asked if we wanted to go" — asks a fact, and a "no" refuses no one)
  // ("asked a man if the building was ward F", "asked if it was her": whatever the "if" clause's subject, a question
  // with no word of will or wish in its first words asks a fact)
  const factAsked = near.some(
    (t, k) => /^(if|whether)$/.test(t.w) && !near.slice(k + 1, k + 5).some((x) => REQUEST_WORD.test(x.w) || OFFERED.has(x.w)),
  );
  // (what was asked or pressed for may be a few sentences back: "he kept trying to convince me … I kept saying no")
  const asking = tokens.slice(sentenceStartIndex(tokens, e.sent - 3), e.verbIndex).filter((t) => t.sent <= e.sent);
  if (factAsked || !(requested(asking) || orderQuoted(e, ctx)) || offered(near)) return null;
  // refused to a person lately named, not to the deer in the swamp
  const asked = (x: Entity) =>
    x !== e.actor?.entity &&
    x.kind !== "animal" &&
    x.kind !== "creature" &&
    x.mentions.some((m) => m < e.verbIndex && tokens[m].sent >= e.sent - 2);
  const to = [...cast.others].reverse().find(asked);
  return to || e.actor?.entity !== cast.dreamer ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "ran away from the men", "hid from him": the dreamer escapes someone's menace */
export const flight: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const who = e.actor?.entity;
  if (!lemma(e, /^(flee|escape|hide|run|get)$/) || !who || (e.particle !== "away" && e.prep !== "from")) return null;
  const from = fromWhom(e, cast, tokens);
  // ("I tried to escape from that crowd": getting away from a press of people is no flight from an attacker)
  if (from?.group && /^(crowd|crowds|throng|party|guests|audience)$/.test(from.head)) return null;
  if (!from || from === who) return null;
  // ("the girl was trying to get away from the men who were chasing her": another's flight is a pursuit when the
  // scene says so — a chase, a hunt, a weapon or a threat in its sentence or the ones either side; "she ran away from her
  // mother" alone is a child's errand as often as a menace)
  // (nor a flight only told of in someone's words, "my aunt said a wolf attacked a shepherd and he got away")
  const told = () => tokens.slice(sentStart(tokens, e.verbIndex), e.verbIndex).some((t) => SAID.test(t.w));
  if (
    who !== cast.dreamer &&
    (who.kind === "animal" || told() || !someInSentences(tokens, e.sent - 1, e.sent + 1, (t) => PURSUED.test(t.w)))
  )
    return null;
  return make("aggression", e, ctx, from, who, true);
};

/** the words that tell of what someone said */
const SAID = /^(said|says|told|tells|heard|claimed|reported|announced)$/;

/** the words of a chase or a menace, which make another's flight a pursuit */
const PURSUED =
  /^(chase|chased|chasing|chases|pursue|pursued|pursuing|hunt|hunted|hunting|after|kill|killed|killing|attack|attacked|attacking|catch|caught|gun|guns|knife|knives|shoot|shooting|shot|threaten|threatened|threatening|kidnap|kidnapped|captors|capture|captured)$/;

/** an animal glad to see someone: what makes its leap a greeting */
const ANIMAL_GLEE =
  /^(smiled|smiling|excitedly|happily|playfully|joyfully|affectionately|licked|licking|wagged|wagging|wag|purred|purring|nuzzled|nuzzling|cuddled|greeted|friendly|happy|excited)$/;

/** "she doesn't want me there", "they didn't want Jo": a rejection */
/** "me", "us" or "I" in the event's sentence or the two before */
function dreamerLately(tokens: Token[], e: Event): boolean {
  return someInSentences(tokens, e.sent - 2, e.sent, (t) => /^(me|us|i)$/.test(t.w));
}

/** ("didn't want Dad to know about it", "didn't want her to find out": a secret kept from someone, no hostility toward them) */
const KNOWING = new Set(["know", "find", "see", "notice", "hear", "learn", "realize", "realise", "worry", "discover", "suspect"]);
/** ("I didn't want him to leave", "didn't want her to cry": a wish to keep someone, or spare them, no hostility either) */
const KEPT = new Set(["leave", "go", "die", "stop", "cry", "worry", "suffer"]);
function keptFromKnowing(e: Event, tokens: Token[]): boolean {
  const at = e.target?.index ?? -1;
  for (let k = at + 1; k > 0 && k <= Math.min(e.end + 3, at + 3); k++)
    // ("didn't want her to go out": a "go" with somewhere to go is a thing forbidden, not a parting)
    if (tokens[k]?.w === "to")
      return (
        KNOWING.has(tokens[k + 1]?.w ?? "") || (KEPT.has(tokens[k + 1]?.w ?? "") && (tokens[k + 1].w !== "go" || tokens[k + 2]?.brk !== 0))
      );
  return false;
}

export const rejection: Rule = (e, ctx) => {
  // "he just turned his back": a back turned on the dreamer
  // (no closures here: every event passes through the rules, and making them per event was a measurable cost)
  const backTurned =
    lemma(e, /^turn$/) &&
    /^(his|her|their)$/.test(ctx.tokens[e.verbIndex + 1]?.w ?? "") &&
    ctx.tokens[e.verbIndex + 2]?.w === "back" &&
    e.actor?.entity !== ctx.cast.dreamer;
  // (on the dreamer, who has just spoken to them or been refused by them)
  if (backTurned && dreamerLately(ctx.tokens, e) && (e.actor?.entity || personWord(e.actor)))
    return make("aggression", e, ctx, e.actor?.entity, ctx.cast.dreamer);
  return e.negated &&
    e.lemmas.includes("want") &&
    (e.target?.entity || personWord(e.target)) &&
    e.target?.entity !== e.actor?.entity &&
    !keptFromKnowing(e, ctx.tokens)
    ? make("aggression", e, ctx, e.actor?.entity, e.target?.entity)
    : null;
};

/** a sport's moves are play, not hostility: "we do tackling drills", "I tackled him in the game", "a stunt where he chases me" (the game named in this sentence or the two before) */
function sportMove(e: Event, tokens: Token[], verb: string): boolean {
  const sport = () =>
    someInSentences(tokens, e.sent - 2, e.sent, (t) =>
      /^(stunt|stunts|audience|seek|hide-and-seek|performance|drill|drills|practice|practise|game|match|rugby|football|soccer|scrum|team|wrestling|karate|judo|boxing|sparring|tag|dodgeball|paintball|laser|baseball|basketball|hockey|volleyball|tennis|chess|pitcher|batter|inning|innings|tournament|league|playoffs|opponent|opponents|umpire|referee)$/.test(
        t.w,
      ),
    );
  // ("kicked me off the team", "threw him out of the club": sent away, not a move of the game)
  const expelled = /^(kick|throw)$/.test(verb) && /^(off|out)$/.test(e.particle ?? tokens[(e.target?.index ?? e.verbIndex) + 1]?.w ?? "");
  return (
    /^(tackle|wrestle|kick|throw|push|shove|hit|punch|chase|catch|tag|pin|block|charge|beat|defeat|crush)$/.test(verb) &&
    sport() &&
    !expelled
  );
}

/**
 * An act of the aggression class that the scene shows to be something else: a collision, leading by
 * the hand, sticking up for someone, affection or play, an -ing word describing a pain, a thing handed
 * over, a denial of facts, a move in a sport, a plight no one causes.
 */
function notAnAttack(e: Event, ctx: RuleContext, verb: string): boolean {
  const { tokens } = ctx;
  // ("I was struck by how tall he had grown", "struck by lightning": impressed, or hit by no one)
  if (verb === "strike" && e.passive && e.prep === "by" && !e.actor?.entity && !personWord(e.actor)) return true;
  // "he swerved too late and we hit a jogger": a collision is an accident, not an attack
  const collision = () =>
    someInSentences(tokens, e.sent, e.sent, (t) =>
      /^(crash|crashed|control|accident|skidded|swerved|brakes|collided|train|car|bus|truck|taxi|tram|plane|airplane|jet|boat|ship)$/.test(
        t.w,
      ),
    );
  // ("swerved to avoid" a car is driving, not shunning its driver)
  if (/^(hit|strike|crush|run|avoid|push|knock)$/.test(verb) && collision()) return true;
  // ("shooting our shotguns toward a corner", "we shoot around people, not at them": firing, at no one)
  if (/^(shoot|fire)$/.test(verb)) {
    const after = tokens
      .slice(e.verbIndex + 1, e.end + 4)
      .filter((t) => t.sent === e.sent)
      .map((t) => t.w);
    const atSomeone = after.some((w, k) => w === "at" && after[k - 1] !== "not");
    if (
      /^(gun|guns|shotgun|shotguns|rifle|rifles|pistol|pistols|arrow|arrows|bow|bows|cannon|slingshot)$/.test(e.target?.word ?? "") &&
      !atSomeone
    )
      return true;
    if (/\bnot at\b/.test(after.join(" ")) && !atSomeone) return true;
  }
  // ("struck a match", "struck a deal", "struck a pose": no one is struck)
  if (
    verb === "strike" &&
    /^(match|matches|deal|bargain|pose|chord|balance|gold|oil|note|conversation|lighter)$/.test(e.target?.word ?? "")
  )
    return true;
  // ("my leg got caught in the fish hook", "caught on a nail": snagged on a thing, not seized by anyone)
  if (verb === "catch" && /^(in|on|under|between)$/.test(e.prep ?? tokens[e.verbIndex + 1]?.w ?? "") && !e.actor?.entity) return true;
  // ("loading my rifle to go deer hunting": the fox is what is hunted, later, not a hunter)
  if (verb === "hunt" && e.actor?.index === e.verbIndex - 1 && /^(go|goes|going|went|gone)$/.test(tokens[e.verbIndex - 2]?.w ?? ""))
    return true;
  // ("I had killed the plants", "kill time", "killed the engine": a thing is not killed as a character is)
  const thing = !!e.target && !e.target.entity && !personWord(e.target) && !/^(me|us|him|her|them|it)$/.test(e.target.word);
  if (
    verb === "kill" &&
    thing &&
    /^(plants|plant|flowers|flower|time|engine|lights|light|grass|weeds|garden|tree|trees|mood)$/.test(e.target!.word)
  )
    return true;
  // "grabs me by the hand and says, 'Come on, let's get out of here'": leading someone, not seizing them
  const byHand = tokens
    .slice(e.verbIndex + 1, e.verbIndex + 6)
    .some((t, k, a) => t.w === "hand" && /^(the|my|his|her|your)$/.test(a[k - 1]?.w ?? ""));
  if (
    /^(grab|take|pull|seize)$/.test(verb) &&
    byHand &&
    !tokens.slice(e.verbIndex - 2, e.end + 1).some((t) => /^(roughly|hard|violently|forcefully|twisted|yanked)$/.test(t.w))
  )
    return true;
  // "stuck up a man with a broom" is a hold-up; "stuck up for me" is the opposite
  if (verb === "stick" && (e.prep === "for" || tokens[e.verbIndex + 2]?.w === "for")) return true;
  // "some people were teasing me, fondly": affection, not hostility
  // ("chased me around the yard just in fun", "he followed me happily": play or goodwill, unless the act is grave)
  const after = tokens.slice(e.verbIndex + 1, e.end + 2);
  // ("gently pushes her back into her chair": the manner may come before the verb too)
  const fond = [...after, ...tokens.slice(Math.max(e.start, e.verbIndex - 2), e.verbIndex)].some((t) =>
    /^(fondly|affectionately|playfully|lovingly|gently|jokingly)$/.test(t.w),
  );
  const play = after.some(
    (t, k) =>
      /^(happily|gladly|willingly|eagerly|cheerfully|jest)$/.test(t.w) ||
      (t.w === "fun" && /^(in|for|very|so|really)$/.test(after[k - 1]?.w ?? "")),
  );
  if (fond || (play && !/^(kill|murder|shoot|stab|rape|torture|beat|strangle|choke)$/.test(verb))) return true;
  // ("he teased me about my hair and we both laughed", "she tickled me, giggling": mild horseplay among laughter is play)
  if (HORSEPLAY.has(verb) && laughterNear(tokens, e.sent) && !meanNear(tokens, e.sent)) return true;
  // ("the sharp, stinging chest pain", "a biting wind": an -ing form before a noun describes it)
  const described = (k: number) => /^(pain|pains|sensation|feeling|cold|wind|rain|smell|taste|light)$/.test(tokens[k]?.w ?? "");
  if (
    /ing$/.test(tokens[e.verbIndex].w) &&
    (described(e.verbIndex + 1) || (tokens[e.verbIndex + 2]?.brk === 0 && described(e.verbIndex + 2)))
  )
    return true;
  // "I tossed her a couple of towels", "threw him the keys": a thing thrown to someone is handed over
  const handed =
    (!!e.target?.entity || /^(me|him|her|us|them)$/.test(e.target?.word ?? "")) &&
    /^(a|an|the|some|his|her|my|two|three|several)$/.test(tokens[e.target!.index + 1]?.w ?? "");
  if (/^(throw|toss)$/.test(verb) && handed && !WEAPON.test(tokens[e.target!.index + 2]?.w ?? "")) return true;
  // "he denied that he took it", "I denied everything": a denial of facts, not of someone
  if (verb === "deny" && /^(that|it|everything|anything|nothing|having|ever|being|this)$/.test(tokens[e.verbIndex + 1]?.w ?? ""))
    return true;
  if (sportMove(e, tokens, verb)) return true;
  // "we were trapped", "I got stuck": a plight, not an attack, when no one does it
  if (e.passive && !(e.actor?.entity || personWord(e.actor)) && e.prep !== "by" && /^(trap|stick|pin)$/.test(verb)) return true;
  return false;
}

/** acts that are play as often as hostility: told apart by the laughter around them */
const HORSEPLAY = new Set(["tease", "tickle", "splash", "wrestle", "tackle", "poke"]);
const LAUGHTER = new Set([
  "laugh",
  "laughs",
  "laughed",
  "laughing",
  "laughter",
  "giggle",
  "giggled",
  "giggling",
  "giggles",
  "chuckle",
  "chuckled",
  "chuckling",
  "joke",
  "joked",
  "joking",
  "jokes",
  "kidding",
  "flirt",
  "flirted",
  "flirting",
  "flirty",
  "smiled",
  "smiling",
  "grinned",
  "grinning",
  "playful",
  "playfully",
  "fun",
]);
/** what makes teasing hurtful: "laughed at me", "cruelly", "made me cry", "I hate being teased" */
const MEAN = new Set([
  "mean",
  "meanly",
  "cruel",
  "cruelly",
  "mercilessly",
  "nasty",
  "humiliated",
  "humiliating",
  "cry",
  "cried",
  "crying",
  "hate",
  "hated",
  "upset",
  "angry",
  "mad",
  "annoyed",
  "bully",
  "bullied",
  "mocked",
  "mocking",
]);

/** laughter (not laughing at someone) in the sentence or the ones either side */
function laughterNear(tokens: Token[], sent: number): boolean {
  return someInSentences(tokens, sent - 1, sent + 1, (t, k) => LAUGHTER.has(t.w) && tokens[k + 1]?.w !== "at");
}
function meanNear(tokens: Token[], sent: number): boolean {
  return someInSentences(tokens, sent - 1, sent + 1, (t, k) => MEAN.has(t.w) || (/^laugh/.test(t.w) && tokens[k + 1]?.w === "at"));
}

/** a manner that makes taking or hitting play: "playfully stole my hat", "jokingly took his cap" */
export function playfulManner(e: Event, tokens: Token[]): boolean {
  const from = Math.max(e.start, e.verbIndex - 2);
  for (let k = from; k <= Math.min(e.end + 1, tokens.length - 1); k++)
    if (/^(fondly|affectionately|playfully|lovingly|jokingly|teasingly|mischievously)$/.test(tokens[k].w)) return true;
  return false;
}

/** the clause goes on to say the one moved could not move, or was in danger: "because I couldn't walk", "to safety" */
function forTheirSake(e: Event, tokens: Token[]): boolean {
  const rest = tokens
    .slice(e.verbIndex + 1, e.verbIndex + 14)
    .filter((t) => t.sent === tokens[e.verbIndex].sent)
    .map((t) => t.w)
    .join(" ");
  return (
    /\b(because|since|as) (i|we|he|she|they) (couldn't|could not|can't|cannot|wasn't able|was too|were too|was hurt|was injured|was sick|was unconscious|was drunk|was asleep)\b|\bto safety\b|\bout of (the )?(fire|water|river|lake|sea|pool|burning|flames|wreck)\b/.test(
      rest,
    ) || outOfDanger(e, tokens, rest)
  );
}

/** "the pilots were trapped … I dragged them out": pulled out of a danger named in the sentence or the two before */
function outOfDanger(e: Event, tokens: Token[], rest: string): boolean {
  if (!/^(\w+ )?out\b/.test(rest)) return false;
  const sent = tokens[e.verbIndex].sent;
  return someInSentences(tokens, sent - 2, sent, (t) => V.PERIL.test(t.w));
}

/** what a shout may order that is itself a rebuff or a complaint: "to leave", "to shut up", "to turn it down" */
const REBUFF_ORDER = /^(leave|go|get|shut|keep|turn|quit|fight|be|sit|give)$/;

/**
 * "I yelled at the brakeman to signal a stop", "yell at them to run", "yelled at the woman to move away
 * from the edge": a shout calling someone to act, most often in an emergency, is a warning, not a rebuke.
 */
function calledToAct(e: Event, tokens: Token[]): boolean {
  for (let k = e.verbIndex + 2; k <= e.verbIndex + 7 && k + 1 < tokens.length; k++) {
    if (tokens[k].sent !== e.sent) return false;
    if (tokens[k].w !== "to") continue;
    const act = tokens[k + 1].w;
    // ("to the door", "to him": a place or a person shouted to, not an act called for)
    const noAct = /^(the|a|an|my|his|her|their|our|your|me|him|them|us|it|this|that|these|those|everyone|someone)$/.test(act);
    return tokens[k + 1].brk === 0 && !noAct && !REBUFF_ORDER.test(act);
  }
  return false;
}

export const hostile: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const verb0 = matches(e, V.AGGRESSION, V.AGGRESSION_WITH);
  // "I was scared", "I felt humiliated": a feeling, not an attack, unless someone is named ("scared by a dog")
  const felt = /^(felt|feel|feels|feeling|looked|seemed)$/.test(ctx.tokens[e.verbIndex - 1]?.w ?? "");
  // ("I awoke, scared": with no one scared by it, the word is the feeling)
  const unaimed = !e.target && !personWord(e.actor) && e.actor?.entity === ctx.cast.dreamer;
  // ("I was rather hurt that she didn't call back": hurt feelings, not a blow)
  // ("slips off a ladder and gets badly hurt", "I was hurt": hurt in a mishap or in feeling, by no one named)
  const gotHurt =
    verb0 === "hurt" &&
    e.prep !== "by" &&
    (e.passive ||
      ctx.tokens.slice(Math.max(e.start, e.verbIndex - 2), e.verbIndex).some((t) => /^(get|gets|got|getting|gotten)$/.test(t.w)));
  // ("one boy is insulted that I can't recall his face": offence taken, not given)
  const takenAmiss = /^(hurt|insult|offend)$/.test(verb0 ?? "") && /^(that|when|because)$/.test(ctx.tokens[e.verbIndex + 1]?.w ?? "");
  const hurtFeelings = takenAmiss || gotHurt;
  const feeling = (verb0 && V.FEELING_VERBS.has(verb0) && (e.passive || felt || unaimed) && e.prep !== "by") || hurtFeelings;
  // "caught up with them", "caught a cold": catching someone only
  // ("you could tell from her face that she hurt": pain felt, with no one hurt by him)
  const inPain = verb0 === "hurt" && !e.target && !e.particle && !e.prep;
  const verb = feeling || inPain || (verb0 === "catch" && e.particle) ? null : verb0;
  if (!verb || notAnAttack(e, ctx, verb)) return null;
  // ("struck up a conversation with her", "we hit it off": a phrase that only looks like a blow)
  const unlike = V.NOT_HOSTILE_WITH[verb];
  if (
    unlike &&
    [e.particle, e.prep, words(tokens, e.verbIndex + 1, 1), words(tokens, e.verbIndex + 1, 2)].some((w) => !!w && unlike.includes(w))
  )
    return null;
  // ("I even tripped on them", "tripped over my brother": a stumble, not a foot put out)
  if (verb === "trip" && /^(on|over)$/.test(tokens[e.verbIndex + 1]?.w ?? "")) return null;
  // ("I didn't want to get caught", "hoping not to be seen": a fear or a wish of one's own, with no one doing it)
  // ("to avoid getting caught", "without being seen": what is avoided does not happen)
  const avoided = () =>
    tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => /^(avoid|avoiding|avoided|without)$/.test(t.w));
  if (
    e.passive &&
    !e.actor?.entity &&
    e.prep !== "by" &&
    e.target?.entity === cast.dreamer &&
    (e.aspect.some((a) => /^(want|hope|try|wish)$/.test(a)) || avoided())
  )
    return null;
  if (/^(yell|shout|scream|holler)$/.test(verb) && calledToAct(e, tokens)) return null;
  // ("stops to tie the child's shoe": laces tied, not a person)
  if (
    verb === "tie" &&
    tokens.slice(e.verbIndex + 1, e.verbIndex + 5).some((t) => /^(shoe|shoes|laces|shoelace|shoelaces|knot|bow|apron|scarf)$/.test(t.w))
  )
    return null;
  // ("the tap kept dripping, which was annoying me", "something about the room annoys me": a thing that annoys
  // is no one's hostility)
  if (
    /^(annoy|irritate|bug)$/.test(verb) &&
    tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => /^(which|that|it|this|something|what)$/.test(t.w))
  )
    return null;
  const needsPerson = V.AGGRESSION_NEEDS_PERSON.has(verb);
  // ("he scowled at our goalie", "she sneered at my tutor": a look or a word is aimed at the one the noun names, whom the
  // cast may not know — never at the "our" or "my" before it; a thing's owner is its recipient only for a deed done to it)
  const addressed = ADDRESSED.test(verb) && !e.target?.entity && !!e.target?.owner && !/^(her|him|them|me|us)$/.test(e.target.word);
  const to = addressed ? undefined : recipientOf(e, cast, needsPerson);
  const from = e.actor?.entity;
  // ("Mom was hanging up my underwear", "he held my coat", "locked my bike": hanging, holding or locking a thing
  // someone owns is no attack on the owner — the body excepted ("held my arm")
  const owned = !e.target?.entity && !!e.target?.owner && to === e.target.owner && !/^(her|him|them|me|us)$/.test(e.target.word);
  if (owned && /^(hang|hold|lock|tie|catch|follow)$/.test(verb) && !V.BODY_PARTS.has(e.target!.word)) return null;
  // ("had to pull me up because I couldn't stand": moved by force for one's own sake is help, not an attack)
  if (/^(drag|pull|carry|push|grab)$/.test(verb) && forTheirSake(e, tokens)) return null;
  // ("my hamsters had escaped from their cage … I tried to grab them and put them back": one's own animals brought back, not hunted)
  if (/^(catch|grab|trap|chase|corner)$/.test(verb) && from === cast.dreamer && to?.kind === "animal" && /^your /.test(to.label))
    return null;
  // ("the puppy jumped on me and licked my face", "the frog smiled and jumped on me": an animal's greeting, not an attack)
  if (
    verb === "jump" &&
    (from?.kind === "animal" || from?.kind === "creature") &&
    someInSentences(tokens, e.sent, e.sent, (t) => ANIMAL_GLEE.test(t.w))
  )
    return null;
  // "I followed him to class" is going along; being followed is the menace
  if (verb === "follow" && (from === cast.dreamer || (to && to !== cast.dreamer))) return null;
  // ("followed my car asking for directions": after a word, not a prey)
  const after = tokens
    .slice(e.verbIndex + 1, e.verbIndex + 7)
    .filter((t) => t.sent === e.sent)
    .map((t) => t.w);
  const errand = after.some(
    (w, k) => /^(asking|begging|pleading)$/.test(w) || (w === "to" && /^(ask|talk|tell|say)$/.test(after[k + 1] ?? "")),
  );
  if (verb === "follow" && errand) return null;
  // ("came after me to drive me home", "she came after me in line": an errand or a turn, not a pursuit)
  if (verb === "come" && e.prep === "after" && cameAfterInTime(e, tokens)) return null;
  const pursuit = V.PURSUIT.has(verb) || ((verb === "run" || verb === "come") && e.prep === "after");
  // ("there was a goat tied to a post": an animal kept tied, by no one named, is how it is kept, not an attack)
  if (e.passive && !e.actor?.entity && !personWord(e.actor) && to?.kind === "animal" && /^(tie|chain|lock|cage|leash|pen)$/.test(verb))
    return null;
  // ("his car started to roll … he ran after it": an "it" with no animal or creature near is a thing run after)
  const beast = cast.others.some(
    (c) => (c.kind === "animal" || c.kind === "creature") && c.mentions.some((k) => Math.abs(tokens[k].sent - e.sent) <= 1),
  );
  if (pursuit && !to && e.target?.word === "it" && !beast) return null;
  // "the bullet struck me": a weapon's blow is someone's, unnamed
  const someoneActs = !from && (personWord(e.actor) || WEAPON.test(e.actor?.word ?? ""));
  // ("three windows and I tried to lock them": an unresolved "them" after plural things is those things)
  const things = !to && /^(them|they)$/.test(e.target?.word ?? "") && pluralThingBefore({ ...cast, tokens }, e.target!.index);
  const someoneSuffers = !to && (personWord(e.target) || addressed) && !things;
  // ("be hit by it", "hit by a falling branch": struck by a thing, a mishap, not an attack)
  const thingStrikes =
    /^(hit|strike|struck|knock|crush|bump|smash|squash)$/.test(verb) &&
    /^(it|this|that|thing|branch|tree|rock|rocks|stone|ball|brick|pole|beam|debris|bale|wave|ice|hail)$/.test(e.actor?.word ?? "");
  if (e.passive && e.prep === "by" && !from && !someoneActs && thingStrikes) return null;
  // "one fellow tried to hit me": an actor the parser could not place is still someone
  if (!(from || someoneActs || (e.passive && to) || (!e.actor && !e.passive && (to || someoneSuffers)))) return null;
  if (!(to || someoneSuffers || !needsPerson) || (!from && !to && !someoneSuffers) || (from && from === to)) return null;
  const thing =
    e.target &&
    !e.target.entity &&
    !e.target.owner &&
    /^(ground|floor|wall|ball|door|button|brakes|road|water|bottom|time)$/.test(e.target.word);
  return thing ? null : make("aggression", e, ctx, from, to, pursuit);
};

/** what one comes after someone to do, when it is a kindness or an errand: "to drive me home", "and asked me…" */
const ERRAND =
  /^(drive|take|give|bring|help|ask|asked|tell|told|thank|thanked|apologize|apologise|apologized|return|hug|hugged|offer|offered|pick|invite|invited|say|said|talk|talked|join|joined|check|see|walk)$/;

/**
 * "she came after me and drove me home", "my brother came after me in line", "the next one came right after me":
 * coming after someone in time, in a queue or on an errand, not in pursuit. A weapon or a threat in the clause keeps
 * the pursuit ("came after me with a knife to kill me").
 */
function cameAfterInTime(e: Event, tokens: Token[]): boolean {
  return afterInTime(tokens, e.verbIndex + 1, e.sent);
}

/**
 * The same test from the "after" itself (at `a`, its sentence `sent`), for a pursuit read without a verb
 * event ("my brother came after me in line"): a turn, a queue or an errand after "after me", and no
 * weapon or threat in the clause.
 */
export function afterInTime(tokens: Token[], a: number, sent: number): boolean {
  const before = tokens[a - 2]?.w ?? "";
  const rest = tokens.slice(a + 1, a + 8).filter((t) => t.sent === sent);
  if (rest.some((t) => PURSUED.test(t.w) || WEAPON_HELD.test(t.w) || WEAPON.test(t.w))) return false;
  const after = rest.map((t) => t.w);
  const turn =
    /^(right|just|soon|shortly|immediately|next)$/.test(before) ||
    /^(right|just|soon|shortly|immediately)$/.test(tokens[a - 1]?.w ?? "") ||
    (/^(in|on)$/.test(after[1] ?? "") && /^(line|turn|queue)$/.test(after[2] ?? after[3] ?? ""));
  const errand = after.some((w, k) => k > 0 && /^(to|and)$/.test(after[k - 1]) && ERRAND.test(w));
  return turn || errand || /^(in|on) (line|turn|the queue|the line)\b/.test(after.slice(1).join(" "));
}

/** a look given or a routine exchange: hostile, or no interaction at all (later rules must not take it for a gift) */
export const looksAndRoutine: Rule = (e, ctx) => {
  const kind = routineOrLook(e, ctx);
  if (kind !== "hostile") return null;
  const to = e.target?.entity;
  return to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "nobody liked her", "I didn't trust him": a hostile feeling put as a friendly one denied */
export const dislike: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const { tokens } = ctx;
  // ("no one really likes it": an adverb may stand between)
  const nobody =
    /^(no-one|nobody|noone)$/.test(e.actor?.word ?? "") ||
    tokens[e.verbIndex - 1]?.w === "one" ||
    (tokens[e.verbIndex - 2]?.w === "one" && tokens[e.verbIndex - 3]?.w === "no");
  // ("nobody liked my singing": what is someone's, scorned by all, scorns its owner; "I didn't like his car" does not)
  const to = e.target?.entity ?? (nobody ? e.target?.owner : undefined);
  const someonesThing = nobody && /^(his|her|their)$/.test(e.follow ?? "");
  if (!(e.negated || nobody) || !lemma(e, /^(like|trust|love)$/) || !(to || personWord(e.target) || someonesThing) || (to && to === from))
    return null;
  return make("aggression", e, ctx, from, to);
};

/** "zombies were trying to eat us": being eaten is an attack */
export const devour: Rule = (e, ctx) => {
  const to = e.target?.entity;
  if (!lemma(e, /^(eat|devour|swallow)$/) || !(to || /^(me|us|him|her|them)$/.test(e.target?.word ?? "")) || to === e.actor?.entity)
    return null;
  // ("some cookies … started eating them": food, not people, after plural things)
  // ("brought cookies. We ate them", "the box of donuts, eating them": with no determiner too, a plural thing nearer than anyone is food)
  const b = { ...ctx.cast, tokens: ctx.tokens };
  if (
    /^(them|they)$/.test(e.target?.word ?? "") &&
    (pluralThingBefore(b, e.target!.index, 1) || pluralThingBefore(b, e.target!.index, 1, false))
  )
    return null;
  return e.actor?.entity || personWord(e.actor) ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "a man with a gun was after me": pursuit put with a copula */
export const after: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (e.verb !== "be" || tokens[e.verbIndex + 1]?.w !== "after") return null;
  const to = cast.ref[e.verbIndex + 2];
  const from = e.actor?.entity;
  return (to || /^(me|us|him|her|them)$/.test(tokens[e.verbIndex + 2]?.w ?? "")) && to !== from && (from || personWord(e.actor))
    ? make("aggression", e, ctx, from, to, true)
    : null;
};

/** "has taken a little boy hostage", "kept us prisoner", "they put me in jail": a captive named after the person, or the cell */
export const captive: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (!lemma(e, /^(take|hold|keep|put|throw|send|lock)$/)) return null;
  const held = tokens
    .slice(e.verbIndex + 1, Math.min(e.end + 1, e.verbIndex + 7))
    .some((t, k, a) =>
      /^(put|throw|send|lock)$/.test(e.lemmas[0]) || e.lemmas.some((l) => /^(put|throw|send|lock)$/.test(l))
        ? /^(jail|prison|cell|dungeon|custody|gaol)$/.test(t.w) && /^(in|into|to|the|a)$/.test(a[k - 1]?.w ?? "")
        : /^(hostage|hostages|captive|captives|prisoner|prisoners)$/.test(t.w),
    );
  const to = e.target?.entity ?? personLaterInClause(e, cast);
  return held && (to || personWord(e.target)) && to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "to get back at various people", "get even with him", "pay them back": revenge */
export const revenge: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const next = words(tokens, e.verbIndex + 1, 2);
  const back = lemma(e, /^get$/) && /^(back at|even with)$/.test(next);
  const paid = lemma(e, /^pay$/) && /^(him|her|them|me|us) back$/.test(next);
  if (!back && !paid) return null;
  const at = e.verbIndex + (paid ? 0 : 2);
  const to = personAfter(cast, tokens, at, 4, e.actor?.entity);
  const someone = tokens.slice(at + 1, at + 5).some((t) => PERSON_PRONOUN.test(t.w));
  return to || someone ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** what an order to be rid of someone tells them to do: "shut up", "go away", "get lost", "leave me alone" */
const DISMISSAL = /^(shut up|go away|get lost|back off|fuck off|piss off|buzz off|leave (me|us|him|her|them) alone)\b/;

/**
 * "I told him to shut up", "she told us to get lost": an order that is itself a rebuff.
 * What an order asks for has not happened (the event after it is unreal), but the rude order has.
 */
export const dismissal: Rule = (e, ctx) => {
  const { tokens } = ctx;
  if (!lemma(e, /^(tell|order|yell|scream|shout)$/) || tokens[(e.target?.index ?? -2) + 1]?.w !== "to") return null;
  const order = DISMISSAL.exec(words(tokens, e.target!.index + 2, 5));
  // ("told me to go away from the stove": out of harm's way, not a rebuff; the order ends its clause)
  const next = tokens[e.target!.index + 2 + (order?.[0].split(" ").length ?? 0)];
  if (!order || (next && next.brk === 0 && !/^(and|but|or|now)$/.test(next.w))) return null;
  const to = e.target?.entity;
  const from = e.actor?.entity;
  return (to || personWord(e.target)) && to !== from && (from || personWord(e.actor)) ? make("aggression", e, ctx, from, to) : null;
};

/**
 * "He shoots and I dive behind a log", "the guards started to shoot", "they kept shooting": a person firing with no
 * object named is shooting at someone, named later in the clause or left unnamed. Not "shooting into
 * the air", "went shooting", "learned how to shoot", nor a shot in a game.
 */
export const firing: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (e.verb !== "shoot" && !lemma(e, /^shoot$/)) return null;
  if (e.target || e.particle || (e.prep && e.prep !== "at") || e.passive) return null;
  const from = e.actor?.entity;
  if (!(from ? from.kind !== "animal" : personWord(e.actor))) return null;
  // ("went shooting", "how to shoot", "going to shoot", "a reason to shoot", "stop shooting": no shot at anyone yet;
  // "the second shot", "a good shot": the noun)
  const before = words(tokens, Math.max(e.start, e.verbIndex - 2), e.verbIndex - Math.max(e.start, e.verbIndex - 2));
  if (
    /\b(go|goes|went|gone|practice|practicing|stop|stopped|quit|(going|gonna|about|ready|how|learn|learned|learning|reason|want|wanted|wants) to)$/.test(
      before,
    ) ||
    /^(a|an|the|this|that|his|her|my|your|their|our|one|two|first|second|third|another|good|great|nice|big|last|what|whatever)$/.test(
      tokens[e.verbIndex - 1]?.w ?? "",
    ) ||
    tokens[(e.actor?.index ?? e.verbIndex) - 1]?.w === "what"
  )
    return null;
  if (sportMove(e, tokens, "shoot")) return null;
  // ("he was shooting, not at me"; "shooting toward a corner": at no one)
  const rest = words(tokens, e.verbIndex + 1, 4);
  if (/^(not at|toward|towards|into|in the air|up|around)\b/.test(rest)) return null;
  const to = personLaterInClause(e, cast);
  return to === from ? null : make("aggression", e, ctx, from, to);
};

/** what one is challenged or dared to that is itself a fight: "to a duel", "to fight him", "to a fistfight" */
const FIGHT_ASKED =
  /^(fight|fights|duel|duels|fistfight|brawl|battle|showdown|joust|swordfight|sword-fight|wrestle|wrestling|box|boxing|shootout|gunfight|arm-wrestle)$/;

/**
 * "a knight challenged me to a duel", "I was challenged to a fight by a boy", "he dared me to fight him": a
 * challenge to fight is aggression from the one who makes it to the one challenged (not the fight, which has
 * not happened yet; not a challenge to a game of chess)
 */
export const challenge: Rule = (e, ctx) => {
  const { tokens } = ctx;
  if (!lemma(e, /^(challenge|dare|provoke)$/) || e.negated) return null;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!(from || personWord(e.actor)) || !(to || personWord(e.target)) || (to && to === from)) return null;
  // (the passive names the one challenged first: "I was challenged to a duel by a knight")
  const after = e.passive ? e.verbIndex + 1 : e.target!.index + 1;
  if (tokens[after]?.w !== "to") return null;
  const asked = tokens.slice(after + 1, after + 4).find((t) => !/^(a|an|the|another|fair|little|big|real)$/.test(t.w));
  return asked && FIGHT_ASKED.test(asked.w) ? make("aggression", e, ctx, from, to) : null;
};

/** up to n words from `from`, as far as sentence `sent` goes */
function inSentence(tokens: Token[], from: number, n: number, sent: number): string {
  let k = from;
  while (k < from + n && tokens[k]?.sent === sent) k++;
  return words(tokens, from, k - from);
}

/** the rude gestures that are given, flipped or shown to someone: "the finger", "the bird", "two fingers" */
const RUDE_SIGN =
  /^(the|a|two|his|her|their|my)( middle)? (finger|fingers|bird|v-sign|forks)( (and|at|as|when|while|from|through|out|to|again|then|too|back|before|because|in|on)\b|$)/;

/**
 * "flipped them the bird", "gave him the finger", "she flipped me off", "stuck his tongue out at me": a rude gesture
 * made at someone is a hostile act without a word said (Hall and Van de Castle's hostile gesture).
 */
export const rudeGesture: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!lemma(e, /^(flip|flick|give|throw|shoot|stick|put|roll)$/)) return null;
  const from = e.actor?.entity;
  if (!from && !personWord(e.actor)) return null;
  const at = e.verbIndex + 1;
  const rest = words(tokens, at, 6);
  // "flipped me off", "flipped off the driver": the particle says it, the person is the one flipped
  const flippedOff = lemma(e, /^(flip|flick)$/) && (e.particle === "off" || /^(\S+ )?off\b/.test(rest));
  // "gave him the finger", "flipped them the bird", "gave the driver the finger": the sign after the one it is aimed at
  // (given, the sign comes after the one it is aimed at — "gave the bird some seeds" feeds a bird; flipped, it needs no one first)
  const flip = lemma(e, /^(flip|flick)$/);
  const aimedAt = (d: number) => !!cast.ref[at + d - 1] || /^(me|us|him|her|them|everyone|everybody)$/.test(tokens[at + d - 1]?.w ?? "");
  const signed =
    lemma(e, /^(give|flip|flick|throw|shoot)$/) &&
    [0, 1, 2, 3, 4].some((d) => RUDE_SIGN.test(inSentence(tokens, at + d, 4, e.sent)) && (flip || (d > 0 && aimedAt(d))));
  // "stuck his tongue out at me": the tongue shown at someone; "rolled her eyes at me"
  const tongue =
    (lemma(e, /^(stick|put)$/) && /\btongue out at\b/.test(words(tokens, at, 6))) ||
    (lemma(e, /^roll$/) && /^(his|her|their|my) eyes at\b/.test(words(tokens, at, 3)));
  if (!flippedOff && !signed && !tongue) return null;
  const to = personAfter(cast, tokens, e.verbIndex, 6, from);
  const someone = tokens.slice(at, at + 6).some((t) => PERSON_PRONOUN.test(t.w) && t.w !== "he" && t.w !== "she" && t.w !== "they");
  return (to && to !== from) || someone ? make("aggression", e, ctx, from, to) : null;
};

/** what is offered or asked for, which can be turned down */
const TURNED_DOWN =
  /^(offer|offers|invitation|invitations|invite|request|requests|proposal|proposals|advances|advance|gift|plea|suggestion)$/;

/**
 * "he turned me down", "she turned down my invitation", "I declined", "declined his offer": an offer, an invitation
 * or a request turned down is a rejection of the one who made it — named, the owner of the offer, or the one who
 * invited or asked in this sentence or the one before. Not "turned down the music", "declined to comment" alone.
 */
export const declined: Rule = (e, ctx) => {
  const { tokens, events } = ctx;
  const from = e.actor?.entity;
  if (!from && !personWord(e.actor)) return null;
  const turned =
    lemma(e, /^turn$/) &&
    (e.particle === "down" || tokens[e.verbIndex + 1]?.w === "down" || tokens[(e.target?.index ?? -9) + 1]?.w === "down");
  if (!turned && !lemma(e, /^decline$/)) return null;
  const target = e.target;
  // "turned me down": the person
  if (turned && (target?.entity || PERSON_PRONOUN.test(target?.word ?? "")) && target?.entity !== from && !target?.owner)
    return make("aggression", e, ctx, from, target?.entity);
  // "turned down my invitation", "declined his offer": the owner of what is offered
  if (target && TURNED_DOWN.test(target.word)) {
    const owner = target.owner;
    if (owner && owner !== from) return make("aggression", e, ctx, from, owner);
    // ("his invitation" with "his" left unbound: someone's all the same)
    if (!owner && /^(his|her|their)$/.test(tokens[target.index - 1]?.w ?? "")) return make("aggression", e, ctx, from, undefined);
  }
  // "she invited me … but I declined": the one who invited or asked just before (help offered and declined out of
  // pride, "I offer help, but he declines", rejects no one)
  if (lemma(e, /^decline$/) && !target && tokens[e.verbIndex + 1]?.w !== "to") {
    const asker = events.find(
      (x) =>
        x !== e &&
        x.verbIndex < e.verbIndex &&
        x.sent >= e.sent - 1 &&
        lemma(x, /^(invite|ask|propose|suggest|beg)$/) &&
        x.actor?.entity &&
        x.actor.entity !== from,
    );
    if (asker) return make("aggression", e, ctx, from, asker.actor!.entity);
  }
  return null;
};

/** a weapon a person can be menaced with: shown, flashed, waved or pulled on someone */
const ARM =
  /^(gun|guns|pistol|pistols|rifle|rifles|shotgun|revolver|handgun|knife|knives|sword|swords|axe|machete|dagger|blade|weapon|weapons)$/;

/**
 * "a stranger holding a rifle walked over and showed it to my aunt", "flashed a knife at us", "pulled a knife on him": a weapon shown
 * to someone menaces them (the Hall/Van de Castle threat), where showing anything else is a sharing (`bequest`). The
 * weapon is the object, or the "it" that stands for one named in the sentence or the one before.
 */
export const weaponShown: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor)) || !lemma(e, /^(show|flash|wave|pull|brandish|display)$/) || !e.target) return null;
  // ("I showed my uncle the rifle and he admired it": the dreamer's own showing is a sharing unless it menaces in its verb)
  if (from === cast.dreamer && lemma(e, /^(show|display)$/)) return null;
  const t = e.target;
  const sent = tokens[e.verbIndex].sent;
  const armNamed = () => {
    for (let k = e.verbIndex - 1; k >= 0 && tokens[k].sent >= sent - 1; k--) if (ARM.test(tokens[k].w)) return true;
    return false;
  };
  // ("showed me his gun": the one shown to, then the weapon)
  const armAfter = tokens.slice(t.index + 1, Math.min(e.end + 1, t.index + 4)).some((x) => ARM.test(x.w));
  const weapon = ARM.test(t.word) || (/^(it|them)$/.test(t.word) && armNamed());
  let to: Entity | undefined;
  if (weapon) {
    // ("showed it to Mom", "flashed a knife at us", "pulled a gun on him")
    for (let k = t.index + 1; k <= Math.min(e.end + 1, t.index + 3); k++)
      if (/^(to|at|on)$/.test(tokens[k]?.w ?? "") && !(lemma(e, /^pull$/) && tokens[k].w !== "on")) {
        to = personAfter(cast, tokens, k, 2, from) ?? (/^(me|us)$/.test(tokens[k + 1]?.w ?? "") ? cast.dreamer : undefined);
        break;
      }
  } else if (armAfter && lemma(e, /^(show|flash)$/) && (t.entity || /^(me|us|him|her|them)$/.test(t.word))) {
    to = t.entity ?? (/^(me|us)$/.test(t.word) ? cast.dreamer : undefined);
  }
  if (!to || to === from) return null;
  return make("aggression", e, ctx, from, to);
};

/** the noises and sudden moves one makes to frighten: "I screamed and it scared them" */
const TO_STARTLE = /^(scream|yell|shout|roar|growl|howl|shriek|holler|bang|jump|stomp|hiss|bark|boo|clap|pound)$/;

/**
 * "I yelled at the gate and it scared them off", "he banged on the wall, which frightened us": a fright that
 * "it" (the noise just made) gives someone is the aggression of the one who made it — a scare meant or not, the
 * noise was theirs. Not "it scared me" after my own scream (the dreamer's fright), nor a fright from a thing.
 */
export const scaredBy: Rule = (e, ctx) => {
  if (
    !lemma(e, /^(scare|frighten|startle|spook|terrify)$/) ||
    e.passive ||
    e.actor?.entity ||
    !/^(it|that|this|which)$/.test(e.actor?.word ?? "")
  )
    return null;
  const to = e.target?.entity;
  if (!((to && to !== ctx.cast.dreamer) || /^(him|her|them|everyone|everybody|someone|somebody)$/.test(e.target?.word ?? ""))) return null;
  const n = ctx.events.indexOf(e);
  const p = ctx.events[n - 1];
  const from = p?.actor?.entity;
  if (!p || p.sent !== e.sent || p.negated || !from || from === to || !lemma(p, TO_STARTLE)) return null;
  // ("they were coming up the stairs … it scared them": the people the noise was made at, not the stairs)
  let group: Entity | undefined;
  for (let k = e.verbIndex - 1; !to && e.target?.word === "them" && k >= 0 && ctx.tokens[k].sent >= e.sent - 2; k--) {
    const x = ctx.cast.ref[k];
    if (x && x !== from && x.group) group = x;
    if (group) break;
  }
  return make("aggression", e, ctx, from, to ?? group);
};

/** a judgement of an act the dreamer is about to do: "it was wrong to", "I knew I shouldn't" */
const JUDGED_WRONG = /^(wrong|bad|mean|cruel|illegal|forbidden|shouldn't|mustn't)$/;

/**
 * "I knew stealing the pen was wrong, but I did it", "I knew it was mean to hit him but I did it anyway": a
 * hostile act the dreamer judges wrong and then says they did is done — by the dreamer, whoever the parser took for
 * its subject ("it was wrong to steal": "it" steals nothing).
 */
export const doneAnyway: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (e.negated || !lemma(e, /^(steal|take|hit|punch|kick|slap|kill|hurt|lie|cheat|trick|push|shove|break|smash|destroy)$/)) return null;
  if (tokens[e.verbIndex - 1]?.w !== "to" || !JUDGED_WRONG.test(tokens[e.verbIndex - 2]?.w ?? "")) return null;
  // (the dreamer's own "but I did it", "but I did anyway", after the act in its sentence)
  const rest = words(tokens, e.verbIndex + 1, 14);
  if (!/\bbut (i|we) (just |still |did it anyway|went ahead and )?(did it|did anyway|did|took it|stole it)\b/.test(rest)) return null;
  const to =
    e.target?.entity && e.target.entity !== cast.dreamer ? e.target.entity : e.target?.owner !== cast.dreamer ? e.target?.owner : undefined;
  return make("aggression", e, ctx, cast.dreamer, to);
};
