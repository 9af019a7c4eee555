/**
 * The toolkit the interaction rules share: what a rule is and what it sees, `make` (an interaction
 * with the dream's words as evidence), `hitAt` (the same, named by a word rather than a verb, for the
 * scans that find interactions without one), the sentence's bounds, and the small questions most rules ask of an event (is this
 * word a person, which lemma, which verb with its particle or preposition, who receives it, what
 * follows the verb). `routineOrLook` is here because `interactionFrom` asks it of every event.
 */
import { pluralThingBefore, type Cast, type Entity } from "./characters";
import { isLexNoun, isLexVerb } from "./words";
import type { Event } from "./events";
import type { Token } from "./tokenize";
import type { Interaction, InteractionType } from "./coding";
import { evidenceOf } from "./evidence";

export type RuleContext = { cast: Cast; tokens: Token[]; text: string; events: Event[] };
export type Rule = (e: Event, ctx: RuleContext) => Interaction | null;

/** someone the dreamer has not named yet, but a person all the same: "she kissed me", "I helped him" */
export const PERSON_PRONOUN = /^(me|us|him|her|them|he|she|they|someone|somebody|everyone|everybody)$/;

/** serving or paying is routine, not friendliness: "gave the driver a dollar", "handed the clerk my form" */
const SERVICE =
  /^(driver|cashier|clerk|waiter|waitress|teller|conductor|receptionist|attendant|bartender|salesman|saleswoman|salesperson|customer|customers|cabbie|secretary|guard|officer|agent)$/;

const ROUTINE_THING =
  /^(look|looks|stare|glance|glare|bill|dollar|dollars|fare|change|ticket|tickets|receipt|form|forms|papers|paperwork|card|id|passport|order|menu|check|tip|notice|notices|handout|handouts|sheet|sheets|worksheet|worksheets|flyer|flyers|leaflet|leaflets|pamphlet|brochure|brochures|test|exam|assignment|homework|haircut|trim|mohawk|perm|injection|checkup|check-up|prescription)$/;

/** those who bring, sell or serve as their work: what they hand over in it is a service, not a kindness */
const SERVER =
  /^(waiter|waiters|waitress|waitresses|server|servers|clerk|clerks|cashier|cashiers|salesman|salesmen|saleswoman|salesgirl|salesperson|saleslady|shopkeeper|storekeeper|shop|vendor|vendors|bartender|barman|barmaid|cook|cooks|chef|chefs|attendant|attendants|stewardess|steward|teller|receptionist|butler|maid|porter|bellboy|bellhop|deliveryman|mailman|postman|pharmacist|merchant|seller|dealer|grocer|baker|butcher|busboy|usher|hostess|doorman|doormen|valet|concierge)$/;

/** what a server does in the course of the work: "the waitress brought our food", "the clerk handed me a receipt" */
const SERVE =
  /^(bring|serve|give|hand|sell|pour|get|fetch|deliver|pass|ring|wrap|bag|seat|offer|take|make|cook|prepare|open|hold|park|carry)$/;

/**
 * "the waitress brought us our food", "a clerk sold me some bread", "the cook gives me quarters": a server doing the
 * job, which Hall and Van de Castle do not count as friendliness by itself (a smile, help or a greeting from the same
 * person still counts)
 */
export function served(e: Event, { tokens }: RuleContext): boolean {
  const who = e.actor?.entity?.head ?? e.actor?.word ?? "";
  // ("the woman behind the counter handed me…": a person placed at the counter, the till or the register serves)
  const atCounter =
    !!e.actor && tokens.slice(e.actor.index + 1, e.verbIndex).some((t) => /^(counter|till|register|checkout|desk|bar)$/.test(t.w));
  return (SERVER.test(who) || atCounter) && lemma(e, SERVE);
}

/** buying, selling, paying: a trade */
const TRADE = /^(buy|purchase|pay|sell|rent|order)$/;

/** what is traded, named by a pronoun or a quantity: "bought them", "sold some", "paid for it" */
const TRADED_THING = /^(it|them|one|ones|some|these|those|this|that|all|both|something|everything|anything|stuff|things)$/;

/** a word that opens the thing given after the one it is given to: "bought them drinks", "paid me a visit" */
const SECOND_OBJECT =
  /^(a|an|the|some|this|that|these|those|my|his|her|their|our|two|three|drinks|drink|food|lunch|dinner|breakfast|coffee|tea|presents|gifts|flowers|something|ice)$/;

/**
 * "bought one off the dealer", "a guy bought some from me", "I had already paid for them", "wasn't paying attention":
 * a trade or a purchase, which Hall and Van de Castle do not count as friendliness by itself. Something bought
 * for someone ("bought me a drink", "bought a cake for my mother", "paid for us") still is.
 */
export function traded(e: Event, { tokens, cast }: RuleContext): boolean {
  if (!lemma(e, TRADE)) return false;
  const at = e.verbIndex + (e.particle ? 2 : 1);
  // ("paying attention", "paid heed": no trade, and no kindness either)
  if (lemma(e, /^pay$/) && /^(attention|heed|respects|tribute|homage)$/.test(tokens[at]?.w ?? "")) return true;
  // ("paid me a visit", "bought them drinks": the one it is for, then the thing)
  const toSomeone = (k: number) => !!cast.ref[k] || /^(me|us|him|her|them)$/.test(tokens[k]?.w ?? "");
  if (toSomeone(at) && tokens[at + 1]?.brk === 0 && SECOND_OBJECT.test(tokens[at + 1].w)) return false;
  let from = -1;
  for (let k = at; k <= e.end && k < at + 8; k++) {
    const w = tokens[k].w;
    // ("paid for us", "a present for my mother": for someone, a kindness; "for 500 dollars" is the price)
    if (w === "for" && (toSomeone(k + 1) || (/^(my|his|her|their|our)$/.test(tokens[k + 1]?.w ?? "") && toSomeone(k + 2))))
      return tokens[k + 1].w === "them" && k === at;
    // ("bought him for 500 dollars": a price paid is a sale, whoever is sold)
    if (
      w === "for" &&
      tokens.slice(k + 1, k + 4).some((t) => /^(\d|\$|£|€)|^(dollars|bucks|pounds|euros|cents|price)$/.test(t.raw.toLowerCase()))
    )
      return true;
    if ((w === "from" || w === "off") && from < 0) from = k;
  }
  // ("bought some from me", "off the dealer's lot": the seller, a person or a trader's place)
  if (from >= 0 && tokens.slice(from + 1, from + 5).some((t, d) => toSomeone(from + 1 + d) || /['’]s$/.test(t.w))) return true;
  // ("someone had bought them", "I paid for it": the pronoun is the thing bought)
  const bare = e.target && !e.target.entity && TRADED_THING.test(e.target.word);
  return !!bare;
}

/** giving */
const GIVE = /^(give|hand|pass|shoot|throw)$/;

/** "gave me a dirty look": a hostile look; "gave me a look", "handed the driver a dollar": nothing friendly */
export function routineOrLook(e: Event, { tokens, text }: RuleContext): "hostile" | "routine" | null {
  if (!lemma(e, GIVE)) return null;
  const after = tokens.slice(e.verbIndex + 1, e.verbIndex + 7).map((t) => t.w);
  const look = after.findIndex((w) => /^(look|looks|stare|glare|glance)$/.test(w));
  if (look >= 0)
    return after.slice(0, look).some((w) => /^(dirty|mean|nasty|evil|angry|hostile|cold|withering|death)$/.test(w)) ? "hostile" : "routine";
  // ("gave me a piece of her mind": a telling-off)
  if (after.slice(0, 5).includes("piece") && after.slice(2, 7).includes("mind")) return "hostile";
  // ("a man was giving a lecture": a talk to an audience; "gave me a lecture" is a scolding)
  if (/^(a|an|the)$/.test(after[0] ?? "") && /^(lecture|lectures|warning|talk|speech)$/.test(after[1] ?? "")) return "routine";
  // "gave me a detention", "gave him a beating": a punishment handed out
  if (
    after
      .slice(0, 4)
      .some((w) =>
        /^(detention|detentions|punishment|beating|spanking|slap|smack|whipping|punch|kick|shove|jab|whack|thump|headbutt|wedgie|lecture|scolding|warning|fine|fines|hard)$/.test(
          w,
        ),
      )
  )
    return after.includes("time") || !after.includes("hard") ? "hostile" : null;
  // ("gave his sword a fling", "gave the ball a toss": a thing thrown, no gift; "gave me a push down a stairway": a shove)
  if (after.slice(1, 5).some((w) => /^(fling|toss|heave|hurl|spin|shake|push|yank|tug)$/.test(w)))
    return PERSON_PRONOUN.test(after[0] ?? "") && after.slice(1, 4).some((w) => /^(push|yank|shake)$/.test(w)) ? "hostile" : "routine";
  if (lemma(e, /^(shoot|throw)$/)) return null;
  // "gave him a choice", "gave her an ultimatum": a demand, not a gift
  if (after.slice(0, 4).some((w) => /^(choice|ultimatum|deadline|order|orders|command)$/.test(w))) return "routine";
  // ("I gave the lady $2", "I handed him a $5 note": a sum the dreamer hands over pays for something — one handed to
  // the dreamer may as well be a present, "she gives me three $100 bills")
  const sum =
    e.actor?.word === "i" &&
    tokens
      .slice(e.verbIndex + 1, e.verbIndex + 5)
      .some((t, d) => /^\d/.test(t.raw) && /[$£€]\s*$/.test(text.slice(tokens[e.verbIndex + d]?.end ?? t.start, t.start)));
  // (but a sum given as a present is a gift: "gave me $5 for my birthday")
  const gift = after.some((w) => /^(birthday|gift|present|christmas|allowance)$/.test(w));
  return SERVICE.test(e.target?.word ?? "") || after.some((w) => ROUTINE_THING.test(w)) || (sum && !gift) ? "routine" : null;
}

export const make = (type: InteractionType, e: Event, ctx: RuleContext, from?: Entity, to?: Entity, pursuit = false): Interaction => {
  // (a "they" or a "him" the cast left open is most often the people just named: "he punched me and I punched him")
  const doer = from ?? (e.actor && !e.passive && e.actor.word === "they" ? namedBefore(ctx, e.actor.index, e.target?.entity) : undefined);
  const done = to ?? (e.target && !e.passive && e.target.index > e.verbIndex ? namedBefore(ctx, e.target.index, doer) : undefined);
  return { type, from: doer, to: done, event: e, evidence: evidenceOf(ctx.text, ctx.tokens, e), pursuit };
};

/** a pronoun the cast leaves unbound, and the one it may stand for */
const THIRD_PERSON = /^(him|her|them|they)$/;

/**
 * The person an unbound "him", "her", "them" or "they" at `at` stands for: the last one named in its sentence or the
 * two before who fits its sex and number, other than `not` (the other party) and the dreamer. Never a "them" after
 * plural things ("took the balls and threw them"), nor a "her" that owns the next word ("her ring").
 */
export function namedBefore({ cast, tokens }: RuleContext, at: number, not?: Entity): Entity | undefined {
  const w = tokens[at]?.w ?? "";
  if (!THIRD_PERSON.test(w) || cast.ref[at]) return undefined;
  const plural = w === "them" || w === "they";
  if (w === "them" && pluralThingBefore({ ...cast, tokens }, at)) return undefined;
  if (w === "her" && tokens[at + 1]?.brk === 0 && isLexNoun(tokens[at + 1].w) && !isLexVerb(tokens[at + 1].w)) return undefined;
  const sex = w === "him" ? "m" : w === "her" ? "f" : null;
  const sent = tokens[at].sent;
  for (let k = at - 1; k >= 0 && tokens[k].sent >= sent - 2; k--) {
    const x = cast.ref[k];
    if (!x || x === cast.dreamer || x === not) continue;
    if (plural ? !x.group : x.group || x.kind === "animal" || x.kind === "creature" || (x.sex !== null && x.sex !== sex)) continue;
    return x;
  }
  return undefined;
}

export const personWord = (a?: { word: string }) => !!a && PERSON_PRONOUN.test(a.word);

/**
 * The words of a plain word list ("^(hit|punch)$", "^attract$", no flags) as a set, or null for any
 * other pattern. Rules ask some 12,000 such questions of a 1,000-word dream's lemmas, and a set
 * lookup costs a fraction of a regex test. Keyed by the pattern's text, since a literal written
 * inside a function is a new RegExp at every call; the patterns are the rules' own, so the map
 * stays as small as the rule files.
 */
const WORD_LIST = /^\^(?:\(([a-z' ]+(?:\|[a-z' ]+)*)\)|([a-z' ]+))\$$/;
const wordLists = new Map<string, ReadonlySet<string> | null>();
function wordListOf(re: RegExp): ReadonlySet<string> | null {
  let words = wordLists.get(re.source);
  if (words === undefined) {
    const m = re.flags === "" ? WORD_LIST.exec(re.source) : null;
    words = m ? new Set((m[1] ?? m[2]).split("|")) : null;
    wordLists.set(re.source, words);
  }
  return words;
}

/** whether one of the event's lemmas matches (a plain loop: every rule asks this of every event) */
export function lemma(e: Event, re: RegExp): boolean {
  const words = wordListOf(re);
  const lemmas = e.lemmas;
  if (words) {
    for (let k = 0; k < lemmas.length; k++) if (words.has(lemmas[k])) return true;
    return false;
  }
  for (let k = 0; k < lemmas.length; k++) if (re.test(lemmas[k])) return true;
  return false;
}

/**
 * A verb class's "needs these words" table as a Map: looking a freshly sliced lemma up as an object
 * key costs an internalisation of the string each time. Built once per table.
 */
const needMaps = new WeakMap<Record<string, string[]>, ReadonlyMap<string, string[]>>();
function needsOf(withMap: Record<string, string[]>): ReadonlyMap<string, string[]> {
  let needs = needMaps.get(withMap);
  if (!needs) needMaps.set(withMap, (needs = new Map(Object.entries(withMap))));
  return needs;
}

/** the particles of a phrasal verb */
const PHRASAL_PARTICLE = /^(up|down|out|off|over|away|in)$/;

/** the lemma of the class `base` the event's verb is, where a verb of `withMap` also says one of the words it needs */
export function matches(e: Event, base: Set<string>, withMap: Record<string, string[]>): string | null {
  const needs = needsOf(withMap);
  // "picked on me" — not "picked up change on the way", "came in after me": a particle that is not the one needed comes between
  const phrasal = PHRASAL_PARTICLE.test(e.particle ?? "");
  for (const l of e.lemmas) {
    const need = needs.get(l);
    if (!need) {
      if (base.has(l)) return l;
      continue;
    }
    if (phrasal && !need.includes(e.particle!) && !need.includes("*") && need.includes(e.prep ?? "")) continue;
    const said = [e.particle, e.prep, e.target?.word, e.follow].some((w) => w && need.includes(w));
    if (need.includes("*") || said) return l;
  }
  return null;
}

/** a person as the recipient: the object, its owner ("stole my purse") or a character later in the clause */
export function recipientOf(e: Event, cast: Cast, needsPerson: boolean): Entity | undefined {
  if (e.target?.entity) return e.target.entity;
  if (e.target?.owner) return e.target.owner;
  return needsPerson ? undefined : personLaterInClause(e, cast);
}

export function personLaterInClause(e: Event, cast: Cast): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    const r = cast.ref[k];
    if (r && r !== e.actor?.entity) return r;
  }
  return undefined;
}

/** what an insult calls someone: "called me an idiot", "said I was worthless", "said I was a terrible person" */
export const INSULTS =
  /^(names|idiot|idiots|stupid|dumb|liar|liars|loser|losers|fool|jerk|bitch|slut|whore|moron|dummy|coward|freak|failure|baby|retard|pig|cow|thief|traitor|cheat|cheater|crazy|insane|ugly|fat|lazy|useless|worthless|selfish|pathetic|disgusting|ignorant|incompetent|irresponsible|ungrateful|spoiled|spoilt|annoying|weird|weirdo|creep|creepy|terrible|horrible|awful|rude|mean|nasty|gross|hopeless|wimp|nerd|geek|bastard|asshole|idiotic|ridiculous)$/;

/** the words of tokens[from, from + n) joined by spaces (slice's bounds), built in place: the rules ask it of every event */
export function words(tokens: Token[], from: number, n: number): string {
  const bound = (at: number) => (at < 0 ? Math.max(tokens.length + at, 0) : Math.min(at, tokens.length));
  const [first, end] = [bound(from), bound(from + n)];
  let out = "";
  for (let k = first; k < end; k++) out += k === first ? tokens[k].w : ` ${tokens[k].w}`;
  return out;
}

/** an interaction named by the word at `i` inside `event`, quoted from around that word */
export function hitAt(
  text: string,
  tokens: Token[],
  type: InteractionType,
  from: Entity | undefined,
  to: Entity | undefined,
  event: Event,
  i: number,
  pursuit = false,
): Interaction {
  return { type, from, to, event, evidence: evidenceOf(text, tokens, { ...event, verbIndex: i }), pursuit };
}

export function sentenceEvent(tokens: Token[], i: number): Event {
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

export function sentStart(tokens: Token[], i: number): number {
  let s = i;
  while (s > 0 && tokens[s - 1].sent === tokens[i].sent) s--;
  return s;
}
export function sentEnd(tokens: Token[], i: number): number {
  let s = i;
  while (s + 1 < tokens.length && tokens[s + 1].sent === tokens[i].sent) s++;
  return s;
}

/** "pressuring me to have sex", "urged her to kiss him": an act the sentence urges ("to" just before it), which has not happened */
export const urgedAct = (tokens: Token[], at: number): boolean =>
  tokens.slice(Math.max(0, at - 3), at).some((t) => t.w === "to") &&
  tokens.slice(sentStart(tokens, at), at).some((t) => /^(pressur|urg|coax)/.test(t.w));

/** a pronoun for one person, by sex: "he", "him", "his" a man's; "she", "her", "hers" a woman's */
const ONE_PERSON: Record<string, "m" | "f"> = { he: "m", him: "m", his: "m", she: "f", her: "f", hers: "f" };
/** a pronoun for several */
const SEVERAL = /^(they|them|their|theirs)$/;
/** the dreamer with others */
const DREAMER_AND_OTHERS = /^(we|us|our)$/;

/**
 * The person a third-person pronoun at `at` stands for when the cast left it open: the nearest one named
 * before it, in its sentence or the `back` before, who fits its sex and number and is not among `not`
 * (the other party) nor the dreamer — the plain reading of English when no safer rule decides. A "we" is
 * the dreamer and a companion: see `companionOf`. Never a "them" after plural things ("took the balls and
 * threw them").
 */
export function boundBefore(
  ctx: RuleContext,
  at: number,
  not: (Entity | undefined)[] = [],
  back = 2,
  /** false for an owner of a body part, "their feet", which no thing is */
  things = true,
): Entity | undefined {
  const { cast, tokens } = ctx;
  const w = tokens[at]?.w ?? "";
  const known = cast.ref[at];
  if (known) return known !== cast.dreamer && !not.includes(known) ? known : undefined;
  if (DREAMER_AND_OTHERS.test(w)) return companionOf(ctx, at, not, back);
  const sex = ONE_PERSON[w];
  const plural = SEVERAL.test(w);
  if (!sex && !plural) return undefined;
  if (plural && things && pluralThingBefore({ ...cast, tokens }, at)) return undefined;
  const sent = tokens[at].sent;
  for (let k = at - 1; k >= 0 && tokens[k].sent >= sent - back; k--) {
    const x = cast.ref[k];
    if (!x || x === cast.dreamer || not.includes(x)) continue;
    if (plural ? !x.group : x.group || x.kind === "animal" || x.kind === "creature" || (x.sex !== null && x.sex !== sex)) continue;
    return x;
  }
  return undefined;
}

/**
 * Whom a "we" at `at` joins the dreamer with: someone named beside the dreamer ("Jen and I", "I was in a
 * cabin with a girl") in its sentence or the `back` before, else the nearest person named there.
 */
export function companionOf(ctx: RuleContext, at: number, not: (Entity | undefined)[] = [], back = 2): Entity | undefined {
  const { cast, tokens } = ctx;
  const sent = tokens[at]?.sent ?? 0;
  let nearest: Entity | undefined;
  for (let k = at - 1; k >= 0 && tokens[k].sent >= sent - back; k--) {
    const x = cast.ref[k];
    if (!x || x === cast.dreamer || not.includes(x) || x.kind === "animal" || x.kind === "creature") continue;
    nearest ??= x;
    // ("Jen and I", "me and Jen", "with my sister" in a sentence the dreamer is in)
    const joined = [tokens[k + 1]?.w, tokens[k - 1]?.w].includes("and") && [cast.ref[k + 2], cast.ref[k - 2]].includes(cast.dreamer);
    const withWho =
      /^(with|beside)$/.test(tokens[k - 1]?.w ?? "") ||
      (/^(with|beside)$/.test(tokens[k - 2]?.w ?? "") && /^(my|this|that|a|an|the|our)$/.test(tokens[k - 1]?.w ?? ""));
    const dreamerThere = cast.dreamer.mentions.some((m) => tokens[m].sent === tokens[k].sent && m < k);
    if (joined || (withWho && dreamerThere)) return x;
  }
  return nearest;
}
