/**
 * Who a pronoun in a retold sentence stands for. The story tells two or three of the dream's
 * sentences and leaves out the ones between, so a "she", "him" or "it" may lose the sentence
 * that said who or what it is ("She was telling what…", "You threw it out of the bed"). These
 * helpers say when the story can name the person in place (a name, "my brother", or a
 * definite description the dream gave just before: "the young woman"), when that naming would
 * be a guess (another person of the same kind stands between), and when a sentence is left
 * leaning on one the story does not tell.
 */
import type { Cast, Entity } from "./characters";
import type { Token } from "./tokenize";
import { isFirstName, tagsOf } from "./words";
import { isFunctionWord } from "./phrase";
import { BODY_PARTS } from "./verb-classes";

/** a person's pronoun; "her" is sorted into its two uses by `possessiveHer` */
export const PERSON_PRONOUN = /^(he|she|him|her|his|they|them|their)$/;
const SINGULAR_MALE = /^(he|him|his)$/;
const SINGULAR_FEMALE = /^(she|her)$/;
const PLURAL = /^(they|them|their)$/;
const POSSESSIVE = /^(his|their)$/;

const NOUN_TAGS = new Set(["Singular", "Plural", "Uncountable", "Actor", "Adjective", "Comparable", "Possessive"]);

/**
 * "the small of her back", "her mother": "her" before a noun of its own is a possessive;
 * "I asked her about it", "gave her a book" is an object.
 */
export function possessiveHer(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next || next.sent !== tokens[i].sent || next.brk > 0) return false;
  if (isFunctionWord(next.w)) return false;
  if (BODY_PARTS.has(next.w) || BODY_PARTS.has(next.w.replace(/s$/, ""))) return true;
  const tags = tagsOf(next.w);
  return tags.some((t) => NOUN_TAGS.has(t)) && !tags.includes("Adverb") && !tags.includes("Preposition");
}

const PRONOUNS_OF_ANYONE = /^(he|she|him|her|his|they|them|their|it|its|i|me|my|we|us|our|you|your)$/;
/** a mention that names the character ("Suzanne", "a young woman"), not one that only points back ("she") */
const nominal = (tokens: Token[], m: number) => !PRONOUNS_OF_ANYONE.test(tokens[m].w);

/** a capitalised first name, or a capitalised word mid-sentence with a possessive "'s" ("Bill's hand") */
function unlistedName(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (!/^\p{Lu}/u.test(t.raw) || /^I(['’]\w+)?$/.test(t.raw)) return false;
  const midSentence = k > 0 && tokens[k - 1].sent === t.sent;
  return isFirstName(t.w.replace(/['’]s$/, "")) || (midSentence && /['’]s$/.test(t.w));
}

/** whether a character could be what this pronoun stands for, by number and sex */
function fits(pronoun: string, c: Entity): boolean {
  if (PLURAL.test(pronoun)) return c.group;
  if (c.group || c.kind === "animal" || c.kind === "creature") return false;
  if (SINGULAR_MALE.test(pronoun)) return c.sex !== "f";
  if (SINGULAR_FEMALE.test(pronoun)) return c.sex !== "m";
  return false;
}

/**
 * Another person the pronoun at `i` could as well stand for, named between the last time the
 * dream named `who` and the pronoun: then the dream's own reference is a guess, and naming
 * `who` in the story would state it as fact ("I greet Ravi and hug him" is not "hug Omar").
 */
export function contested(cast: Cast, tokens: Token[], i: number, who: Entity, text = ""): boolean {
  const named = who.mentions.filter((m) => m < i && nominal(tokens, m));
  if (!named.length) return true;
  if (text && replyTo(tokens, i, who, text)) return true;
  const last = Math.max(...named);
  for (let k = last + 1; k < i; k++) {
    const other = cast.ref[k];
    if (other && other !== who && other !== cast.dreamer && nominal(tokens, k) && fits(tokens[i].w, other)) return true;
    // (a name the cast does not hold, "Bill's hand", is a person all the same)
    if (!other && unlistedName(tokens, k) && !PLURAL.test(tokens[i].w)) return true;
  }
  return false;
}

const SAYING = /^(said|says|say|saying|asked|asks|asking|replied|replies|answered|answers|told|tells|telling)$/;

/**
 * "Mrs. T was saying, 'How will you help her?' And she said, 'I will sit at the desk'": a "she
 * said" right after a question `who` asked is the answer, which comes from someone else.
 */
function replyTo(tokens: Token[], i: number, who: Entity, text: string): boolean {
  if (!SAYING.test(tokens[i + 1]?.w ?? "") && !SAYING.test(tokens[i + 2]?.w ?? "")) return false;
  const asked = who.mentions.filter((m) => m < i && tokens[i].sent - tokens[m].sent <= 1);
  if (!asked.length) return false;
  const between = text.slice(tokens[Math.max(...asked)].end, tokens[i].start);
  // who spoke, and what they said ended on a question mark, just before the pronoun
  return /\?["”’']?\s*(and|then|so|but)?$/i.test(between.trim());
}

/** how close (in sentences) the dream must have named someone for "the young woman" to stand in for "she" */
const DESCRIPTION_REACH = 2;
/** people too vague to be named back: "someone", "people" */
const VAGUE = /^(someone|somebody|person|people|everyone|everybody|anyone|anybody|nobody|one|others|other)$/;

/**
 * What the story may call the person a pronoun stands for, in the dream's own person ("my
 * brother", which `toYou` turns with the rest): a name, the dreamer's own relation, or — when the
 * dream described them a sentence or two before — that description made definite ("a young
 * woman" → "the young woman"). Undefined when any of it would be a guess.
 */
export function nameFor(cast: Cast, tokens: Token[], i: number, who: Entity, text = ""): string | undefined {
  if (contested(cast, tokens, i, who, text)) return undefined;
  if (/^\p{Lu}/u.test(who.label)) return who.label;
  if (/^your\b/i.test(who.label)) return who.label.replace(/^your\b/i, "my");
  if (VAGUE.test(who.head) || /^(his|her|their|its)\b/i.test(who.label)) return undefined;
  const named = who.mentions.filter((m) => m < i && nominal(tokens, m));
  if (tokens[i].sent - tokens[Math.max(...named)].sent > DESCRIPTION_REACH) return undefined;
  const described = who.label.replace(/^(a|an|some|several|many|a few|one|the)\s+/i, "");
  if (!described || described.split(/\s+/).length > 4) return undefined;
  return `the ${described}`;
}

/** the possessive of a name: "Suzanne's", "the two tramps'" */
export const possessiveOf = (name: string) => (/s$/.test(name) && !/^\p{Lu}/u.test(name) ? `${name}'` : `${name}'s`);

/** the pronoun as the story would write it in place, or undefined where it is not a person's pronoun */
export function pronounIn(tokens: Token[], i: number): { possessive: boolean; suffix: string } | undefined {
  const w = tokens[i].w;
  // ("he's like cocking a gun" → "Derek's like …")
  const contracted = /^(he|she)(['’](s|d|ll))$/.exec(w);
  if (contracted) return { possessive: false, suffix: `'${contracted[3]}` };
  if (!PERSON_PRONOUN.test(w)) return undefined;
  return { possessive: POSSESSIVE.test(w) || (w === "her" && possessiveHer(tokens, i)), suffix: "" };
}

/** words after which an "it" or "them" is the verb's object: the thing done to, named elsewhere */
const OBJECT_IT = /^(it|them)$/;
const NOT_AN_OBJECT_AFTER =
  /^(was|is|were|are|be|been|being|seemed|seems|felt|feels|looked|looks|made|make|makes|thought|think|find|found)$/;

const SUBJECT_OF =
  /^(was|is|were|are|had|has|have|would|will|could|can|should|might|must|did|does|do|didn't|doesn't|don't|wasn't|isn't|weren't|wouldn't|couldn't|can't|won't|seemed|seems|looked|looks|felt|got|gets|became|kept|started|began)$/;

/**
 * "You were a little envious and wanted to hold it too", "You pushed it off the table": an
 * "it" or "them" done to with nothing in its own sentence before it that it could stand for (no
 * noun phrase opened by an article or a possessive, no name): the thing is in a sentence before.
 */
export function thingFromElsewhere(tokens: Token[], cast: Cast, s: number, e: number): boolean {
  for (let i = s; i <= e; i++) {
    const w = tokens[i].w;
    if (/^(a|an|the|my|his|her|our|their|your|this|that|these|those|some|any|another|one|two|three)$/.test(w)) return false;
    if (cast.ref[i] && cast.ref[i] !== cast.dreamer && nominal(tokens, i)) return false;
    if (/^\p{Lu}/u.test(tokens[i].raw) && i > s && !/^(I|I'm|I'd|I've|I'll)$/.test(tokens[i].raw)) return false;
    if (!OBJECT_IT.test(w) || i === s || cast.ref[i]) continue;
    const before = tokens[i - 1].w;
    // ("it was late", "made it home", "found it strange": no object of a deed)
    if (NOT_AN_OBJECT_AFTER.test(before) || tokens[i].brk > 0) continue;
    // ("sure it was going to crash": an "it" before its own verb is a subject, which the reader takes for the scene)
    const next = tokens[i + 1];
    if (next && next.sent === tokens[i].sent && next.brk === 0 && SUBJECT_OF.test(next.w)) continue;
    // an object of a verb: the word before is a verb form, not a function word ("of it", "in it" lean the same way)
    if (!isFunctionWord(before) || /^(at|to|with|on|in|into|onto|about|of|for)$/.test(before)) return true;
  }
  return false;
}

/**
 * A person's pronoun in tokens [s, e] that the story could not tell without the sentence that
 * says who it is: the dream names them neither earlier in this sentence nor in a sentence the
 * story tells (`told`), and the story cannot name them in place (`nameFor`). Unresolved "they"
 * and "them" are left to the checks on things.
 */
export function strandedPerson(
  cast: Cast,
  tokens: Token[],
  s: number,
  e: number,
  told: number[],
  text = "",
): Entity | "someone" | undefined {
  const inTold = (c: Entity) => c.mentions.some((m) => told.includes(tokens[m].sent));
  for (let i = s; i <= e; i++) {
    const w = tokens[i].w;
    if (!/^(he|she|him|her|his)$/.test(w) && !(PLURAL.test(w) && cast.ref[i])) continue;
    const who = cast.ref[i];
    if (who === cast.dreamer) continue;
    // ("a man came in and he sat down", "I greet Ravi and hug him": someone named before it in
    // the sentence is whom the reader takes it for)
    const earlier = tokens
      .slice(s, i)
      .some((_t, k) => (!!cast.ref[s + k] && cast.ref[s + k] !== cast.dreamer && nominal(tokens, s + k)) || unlistedName(tokens, s + k));
    if (earlier) continue;
    if (!who) return "someone";
    if (inTold(who) || nameFor(cast, tokens, i, who, text)) continue;
    return who;
  }
  return undefined;
}

/** the stranded person of tokens [s, e] was named in sentence `k` (the one before, which the story may tell with it) */
export const namedIn = (cast: Cast, tokens: Token[], who: Entity | "someone", k: number) =>
  who === "someone"
    ? // (a "his" the dream never ties to anyone: whoever the sentence before brings in, "Soldiers find me. The first one shoots…")
      cast.others.some((c) => c.mentions.some((m) => tokens[m].sent === k && nominal(tokens, m)))
    : who.mentions.some((m) => tokens[m].sent === k && nominal(tokens, m));
