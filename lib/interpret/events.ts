/**
 * Events: each clause of the dream as actor – action – target, with negation, voice and the
 * words it came from. A shallow parser, built for first-person dream narratives: clauses split at
 * punctuation and conjunctions, auxiliaries and catenatives ("kept", "tried to") peeled off the
 * main verb, subjects inherited across "and", relative "who" tied to its noun, passives turned
 * round ("I was chased by a dog": the dog acts).
 */
import type { Cast, Entity } from "./characters";
import { ADJECTIVES, DETERMINERS, PREPOSITIONS } from "./phrase";
import { isNegator, someInSentences, type Token } from "./tokenize";
import * as V from "./verb-classes";
import { isIrregular, isLexAdjective, isLexNoun, isLexVerb, lemmaCandidates, lemmaIn, tagsOf, CAPITAL_FIRST } from "./words";

/** A participant: a character, or a thing named by its head noun (with its owner: "my purse"). */
export type Arg = { entity?: Entity; word: string; index: number; owner?: Entity };

export type Event = {
  sent: number;
  /** token span of the clause the event sits in */
  start: number;
  end: number;
  verbIndex: number;
  /** the main verb's lemma candidates, most likely first ("chased" → ["chase", …]) */
  lemmas: string[];
  verb: string;
  particle?: string;
  /** the word right after the verb and its particle: "made *fun* of", "took *care* of", "held *hostage*" */
  follow?: string;
  /** adjective or participle after a copula: "was late", "got lost" */
  complement?: string;
  prep?: string;
  actor?: Arg;
  target?: Arg;
  negated: boolean;
  passive: boolean;
  /** "tried to", "managed to", "could", "kept", "started" before the main verb */
  aspect: string[];
  /** inside what someone says ("she said I had forgotten something"): words, not events of the dream */
  reported: boolean;
  /** what does not happen in the dream: an instruction ("told me to sing"), a thought's content ("I thought he liked me"), quoted words */
  unreal?: boolean;
  /** what the dreamer fears will happen ("worried he would fall"): unreal, though whoever it is feared of may be there */
  feared?: boolean;
};

export const SAY =
  /^(said|says|say|saying|told|tells|tell|telling|asked|asks|explained|explaining|claimed|claiming|announced|warned|whispered|yelled|shouted|replied)$/;

const SPLIT = new Set([
  "and",
  "but",
  "then",
  "so",
  "because",
  "when",
  "while",
  "until",
  "after",
  "before",
  "although",
  "though",
  "whereupon",
  "once",
  "since",
  "whenever",
  "as",
  "if",
  "or",
  "where",
]);
const RELATIVE = new Set(["who", "which", "whom", "that"]);
const AUX = new Set([
  "be",
  "is",
  "was",
  "were",
  "am",
  "are",
  "been",
  "being",
  "had",
  "has",
  "have",
  "having",
  "did",
  "do",
  "does",
  "would",
  "could",
  "will",
  "can",
  "might",
  "must",
  "should",
  "shall",
  "may",
  "'d",
  "wasn't",
  "weren't",
  "didn't",
  "don't",
  "doesn't",
  "hadn't",
  "couldn't",
  "wouldn't",
  "can't",
  "cannot",
  "won't",
  "isn't",
  "aren't",
  "haven't",
  "shouldn't",
  "i'd",
  "i'm",
  "i'll",
  "we'd",
  "he'd",
  "she'd",
  "they'd",
  "i've",
  "we've",
  "we're",
  "they're",
  "he's",
  "she's",
  "it's",
  "there's",
  "able",
]);
const COPULA = new Set(["be", "get", "become", "seem", "feel", "look", "turn", "grow", "remain", "stay"]);
const CATENATIVE = new Set([
  "keep",
  "start",
  "begin",
  "try",
  "want",
  "decide",
  "manage",
  "need",
  "seem",
  "appear",
  "continue",
  "attempt",
  "refuse",
  "fail",
  "stop",
  "finish",
  "go",
  "come",
  "get",
  "used",
  "have",
  "plan",
  "hope",
  "mean",
  "pretend",
  "threaten",
  "offer",
  "promise",
  "ask",
  "tell",
  "let",
  "make",
  "help",
]);
const PARTICLES = new Set(["up", "down", "out", "off", "away", "back", "over", "around", "along", "through", "in", "on"]);
const ADVERB =
  /^(just|really|suddenly|then|still|also|finally|quickly|slowly|already|even|almost|immediately|actually|never|always|again|only|soon|quietly|eventually|somehow|accidentally|barely|nearly|both|all|ever|not|n't|so|too|very|pretty|much|totally|completely|kind|sort|basically|literally|apparently|probably|forward|forwards|ahead|backward|backwards|closer|nearer|aside|upstairs|downstairs|indoors|outdoors)$/;
const SUBJECT_PRONOUN = new Set([
  "i",
  "we",
  "he",
  "she",
  "they",
  "it",
  "you",
  "this",
  "that",
  "there",
  "everyone",
  "everybody",
  "nobody",
  "someone",
  "somebody",
]);

/** every lemma the coder cares about: such a word is a verb wherever the syntax allows one */
const CLASS_VERBS = new Set([
  ...V.AGGRESSION,
  ...V.FRIENDLINESS,
  ...V.SEXUALITY,
  ...V.MISFORTUNE,
  ...V.SUCCESS,
  ...V.FAILURE,
  ...V.FIND,
  ...Object.keys(V.AGGRESSION_WITH),
  ...Object.keys(V.FRIENDLINESS_WITH),
]);

const verbMemo = new WeakMap<Token[], Int8Array>();
/** whether token i is a verb here; memoised per token list, since every pass asks again */
function verbish(tokens: Token[], i: number, ref?: Cast["ref"]): boolean {
  if (i < 0 || i >= tokens.length) return false;
  let memo = verbMemo.get(tokens);
  if (!memo) verbMemo.set(tokens, (memo = new Int8Array(tokens.length)));
  if (memo[i] === 0) memo[i] = computeVerbish(tokens, i, ref) ? 1 : 2;
  return memo[i] === 1;
}

// The patterns asked of every token or event are module constants: a regex literal inside a function is
// a new RegExp object at every call, and those made up half of what a 1,000-word dream allocated.

/** do and have, which may be the main verb */
const DO_OR_HAVE = /^(do|did|does|had|has|have)$/;

/** "did it for me", "does the dishes": do with an object is the main verb, not an auxiliary */
function mainDo(tokens: Token[], i: number): boolean {
  return (
    DO_OR_HAVE.test(tokens[i]?.w ?? "") &&
    tokens[i + 1]?.brk === 0 &&
    /^(it|that|this|something|everything|anything|the|a|an|my|his|her|their|our|some|what)$/.test(tokens[i + 1].w)
  );
}

/** "disappears", "reappears": a verb's present tense, the prefix allowed ("disappear" is "appear" undone) */
function presentOfVerb(w: string): boolean {
  return [w.slice(0, -1), w.replace(/es$/, "")].some((stem) => isLexVerb(stem) || isLexVerb(stem.replace(/^(dis|re|un|mis|out|over)/, "")));
}

/** an object pronoun right after the word, in its clause */
const objectNextOf = (tokens: Token[], i: number) => /^(me|us|him|her|them)$/.test(tokens[i + 1]?.w ?? "") && tokens[i + 1].brk === 0;

/** a word ending in s */
const ENDS_IN_S = /s$/;

/** a word ending in one s ("cuts", not "kiss") */
const ENDS_IN_ONE_S = /[^s]s$/;

/** pronouns, possessives and negations: never the verb */
const NEVER_A_VERB = /^(me|us|him|her|them|my|your|his|their|our|its|who|what|which|that|not|no)$/;

/** a tensed form of be */
const FORM_OF_BE = /^(was|were|is|are|am)$/;

/** a possessive before a word makes it a noun */
const POSSESSIVES = /^(my|your|his|her|their|our|its)$/;

/** prepositions before a describing participle */
const BEFORE_A_PARTICIPLE = /^(with|of|in|on|into|under|among|from)$/;

/** a modal or auxiliary before the main verb */
const MODAL_BEFORE_VERB = /^(could|couldn't|can't|cannot|can|would|wouldn't|didn't|don't|doesn't|won't|will|should|must|might|did)$/;

/** a focusing adverb between a modal and its verb */
const FOCUSING = /^(even|really|just|ever|actually|still|never|always|also|simply)$/;

/** verbs of the senses, before what is sensed */
const SENSED = /^(hear|heard|hears|see|saw|sees|seen|smell|smelled|smelt|smells|notice|noticed|notices|watch|watched|feel|felt)$/;

function computeVerbish(tokens: Token[], i: number, ref?: Cast["ref"]): boolean {
  const t = tokens[i];
  if (mainDo(tokens, i)) return true;
  // part of a name ("Wanda Stalk", "Bob Fox") is never the verb
  if (ref?.[i] && CAPITAL_FIRST.test(t.raw)) return false;
  if (!t) return false;
  const w = t.w;
  // "a woman I have never met frowns at me": the present after a relative clause's participle is the main verb
  if (
    ENDS_IN_S.test(w) &&
    t.brk === 0 &&
    /^(seen|met|known|heard|noticed|saw|know)$/.test(tokens[i - 1]?.w ?? "") &&
    isLexVerb(w.slice(0, -1)) &&
    /^(at|me|us|him|her|them|to|up|down|over|out|in|back|and)$/.test(tokens[i + 1]?.w ?? "")
  )
    return true;
  // ("jumps up and cuts his hands": after "and", a present tense with an owner's noun is a verb, not the things cut)
  if (
    ENDS_IN_ONE_S.test(w) &&
    t.brk === 0 &&
    tokens[i - 1]?.w === "and" &&
    /^(his|her|my|their|our|its|him|me|them|us)$/.test(tokens[i + 1]?.w ?? "") &&
    (isLexVerb(w.slice(0, -1)) || V.INJURE.has(w.slice(0, -1)) || V.AGGRESSION.has(w.slice(0, -1)) || V.FRIENDLINESS.has(w.slice(0, -1)))
  )
    return true;
  // "I didn't like him", "we like it": after a subject or a negation "like" is the verb
  if (w === "like" && t.brk === 0 && /^(i|we|they|you|didn't|don't|doesn't|did|do|not|never|really|still)$/.test(tokens[i - 1]?.w ?? ""))
    return true;
  // "she didn't seem to like me", "he began to like her": after a catenative's "to" (not "went to like the mall")
  if (
    w === "like" &&
    tokens[i - 1]?.w === "to" &&
    /^(seem|seems|seemed|appear|appears|appeared|start|started|begin|began|grow|grew|come|came|learn|learned|pretend|pretended)$/.test(
      tokens[i - 2]?.w ?? "",
    )
  )
    return true;
  if (AUX.has(w) || DETERMINERS.has(w) || PREPOSITIONS.has(w) || SUBJECT_PRONOUN.has(w) || NEVER_A_VERB.test(w)) return false;
  // ("we kind of ignore her", "he sort of pushed me": the hedge's "of" is no preposition before a noun)
  if (tokens[i - 1]?.w === "of" && /^(kind|sort)$/.test(tokens[i - 2]?.w ?? "") && t.brk === 0 && tokens[i - 1].brk === 0) {
    const bare = lemmaCandidates(w).some((l) => isLexVerb(l));
    // ("some sort of complicated dream", "what kind of person": a kind named, not a hedge)
    if (
      bare &&
      !/^(the|a|an|my|his|her|their|our|this|that|some|any|what|every|each|no|one|another|these|those)$/.test(tokens[i - 3]?.w ?? "")
    )
      return true;
  }
  const prevTok = tokens[i - 1];
  // a token's brk is the break before it: the previous word is in this clause when t.brk is 0
  const prev = prevTok && t.brk === 0 ? prevTok.w : "";
  const tags = tagsOf(w);
  // "the hand", "my ring", "a fire": a determiner before it makes it a noun; an adjective too,
  // unless the word can only be a past tense ("a merry-go-round spun")
  // ("Attacking soldiers find me": an -ing word opening a sentence before its subject describes it)
  const opens = i === 0 || t.brk === 2;
  const nextTags = tagsOf(tokens[i + 2]?.w ?? "");
  const subjectNext = !!ref?.[i + 1] || tagsOf(tokens[i + 1]?.w ?? "").includes("Plural");
  if (opens && /ing$/.test(w) && subjectNext && nextTags.some((x) => /^(PresentTense|PastTense|Infinitive)$/.test(x))) return false;
  // ("she was touching me lightly": a progressive with an object is a verb, whatever the lexicon calls the -ing form)
  if (FORM_OF_BE.test(prev) && /ing$/.test(w) && objectNextOf(tokens, i) && lemmaCandidates(w).some((l) => l !== w && isLexVerb(l)))
    return true;
  // ("I heard escaping air", "smelled burning rubber", "saw falling leaves": after a verb of the senses, an -ing word before its noun describes it)
  if (
    SENSED.test(prev) &&
    /ing$/.test(w) &&
    tokens[i + 1]?.brk === 0 &&
    isLexNoun(tokens[i + 1].w) &&
    !SUBJECT_PRONOUN.has(tokens[i + 1].w)
  )
    return false;
  // ("I start to drive", "we keep running": a catenative after its subject, whatever the lexicon calls the word)
  if (SUBJECT_PRONOUN.has(prev) && CATENATIVE.has(w) && tokens[i + 1]?.brk === 0 && /^to$|ing$/.test(tokens[i + 1].w)) return true;
  // ("I was trying to open it", "she was starting to cry": a catenative's progressive before its "to", never "a trying day")
  if (FORM_OF_BE.test(prev) && /ing$/.test(w) && tokens[i + 1]?.w === "to" && lemmaCandidates(w).some((l) => CATENATIVE.has(l)))
    return true;
  // ("the first one shoots me": after "one", which would otherwise make it a noun, the same)
  // ("and one knocked me down": a past tense too, with its object)
  if (prev === "one" && objectNextOf(tokens, i) && (tags.includes("PresentTense") || tags.includes("PastTense")) && isLexVerb(w))
    return true;
  // ("No-one liked her", "no one came": "no one" is a subject, not a determiner)
  if (
    prev === "one" &&
    /^(no|every|any|some)$/.test(tokens[i - 2]?.w ?? "") &&
    (tags.includes("PastTense") || tags.includes("PresentTense"))
  )
    return true;
  // ("they both said", "we all ran", "Doris and Brett both laughed": a quantifier floated after its subject is no determiner)
  const floated =
    /^(both|all)$/.test(prev) && (/^(we|they|you)$/.test(tokens[i - 2]?.w ?? "") || !!ref?.[i - 2]) && tokens[i - 1].brk === 0;
  if (floated && (tags.includes("PastTense") || isIrregular(w))) return true;
  if (DETERMINERS.has(prev) || POSSESSIVES.test(prev)) return false;
  // ("a truck loaded with broken glass", "full of burnt toast": a participle between a preposition and its noun describes the noun)
  // (but not a wound: "a line of burned skin on my arm" is a hurt body)
  const nounNext =
    tokens[i + 1]?.brk === 0 &&
    (isLexNoun(tokens[i + 1].w) || tagsOf(tokens[i + 1].w).length === 0) &&
    !V.BODY_PARTS.has(tokens[i + 1].w) &&
    tokens[i + 1].w !== "skin";
  if (BEFORE_A_PARTICIPLE.test(prev) && /(ed|en|t)$/.test(w) && nounNext && !PREPOSITIONS.has(tokens[i + 1].w)) return false;
  const pastOnly = (tags.includes("PastTense") && !isLexNoun(w)) || (isIrregular(w) && !isLexNoun(w) && !isLexAdjective(w));
  if (ADJECTIVES.has(prev) && !/^(so|too)$/.test(prev) && !pastOnly) return false;
  // "Sarah watched", "I smiled": after a subject an -ed form is a verb whatever else it can be
  const afterSubject = SUBJECT_PRONOUN.has(prev) || !!(ref && prevTok && ref[i - 1] && t.brk === 0);
  if (afterSubject && /ed$/.test(w) && w.length > 3) return true;
  // after "to", a modal or an auxiliary ("couldn't move", "to open") a content word is the verb, a focusing adverb between
  // them too ("wouldn't even talk to me", "didn't really help", "to just leave": "even" is no adjective there)
  const beforeFocus = FOCUSING.test(prev) ? (tokens[i - 2]?.w ?? "") : "";
  if (
    (prev === "to" ||
      MODAL_BEFORE_VERB.test(prev) ||
      (tokens[i - 1]?.brk === 0 && (beforeFocus === "to" || MODAL_BEFORE_VERB.test(beforeFocus)))) &&
    (isLexVerb(w) || isLexNoun(w) || isLexAdjective(w))
  )
    return !/^(the|a|an)$/.test(w);
  const classVerb = lemmaIn(w, CLASS_VERBS) !== null || isIrregular(w);
  const known = isLexVerb(w) || classVerb;
  // ("the man behind the counter shows me", "the boy helps me get on"): a present tense of the classes before an object pronoun
  if (classVerb && ENDS_IN_S.test(w) && t.brk === 0 && objectNextOf(tokens, i)) return true;
  // "my brother disappears": a present tense the lexicon lacks, after its subject
  if (!known && ENDS_IN_S.test(w) && presentOfVerb(w) && (afterSubject || ADVERB.test(prev))) return true;
  if (presentAfterNoun(tokens, i)) return true;
  // ("I smack my head", "she whacks it away": a word the lexicon lacks, right after a subject pronoun and before
  // an object or a particle, is the clause's verb; a word it knows as a noun or an adjective is left alone)
  if (!known && !tags.length && PERSONAL_SUBJECT.test(prev) && objectOrParticleNext(tokens, i)) return true;
  if (!known) return !tags.length && /[^e]ed$|ing$/.test(w) && w.length > 4;
  const inflected = tags.some((x) => x === "PastTense" || x === "Gerund" || x === "Participle") || /ed$|ing$/.test(w) || isIrregular(w);
  if (inflected) return classVerb || !(isLexAdjective(w) && !tags.some((x) => x === "PastTense" || x === "Participle"));
  // a bare noun/verb ("hand", "fight", "beat", "trick") is a verb right after a subject, "to" or an auxiliary
  return afterSubject || prev === "to" || AUX.has(prev) || ADVERB.test(prev) || /^(then|and)$/.test(prev);
}

/**
 * "the seat tears when I sit", "the bus hits another car": a present tense in -s right after "the"/"my" and one
 * noun, before an object, a particle, a clause's joint or the end, is the verb of that noun — not a plural noun
 * in a compound ("the car keys were", "the bus stops are"), which is followed by its own verb.
 */
function presentAfterNoun(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1]?.w ?? "";
  const next = tokens[i + 1];
  return (
    !!t &&
    ENDS_IN_ONE_S.test(t.w) &&
    t.brk === 0 &&
    tokens[i - 1]?.brk === 0 &&
    // (a plural before it is the noun of a compound: "the car keys")
    !(ENDS_IN_ONE_S.test(prev) && !/(ss|us)$/.test(prev) && !tagsOf(prev).includes("Singular")) &&
    !isLexAdjective(prev) &&
    !ADJECTIVES.has(prev) &&
    /^(the|my|his|her|their|our|your|its|a|an|this|that)$/.test(tokens[i - 2]?.w ?? "") &&
    // (the phrase opens its clause, as a subject does: not "obscuring the shower stalls", "like a manager picks")
    (i === 2 || tokens[i - 2].brk > 0 || SUBJECT_OPENS_AFTER.test(tokens[i - 3]?.w ?? "")) &&
    (isLexVerb(t.w.slice(0, -1)) || isLexNoun(t.w.slice(0, -1)) || lemmaIn(t.w, CLASS_VERBS) !== null) &&
    (objectOrParticleNext(tokens, i) || !next || next.brk > 0 || CLAUSE_JOINT.test(next.w))
  );
}

/** words after which a new clause, and its subject, begins */
const SUBJECT_OPENS_AFTER =
  /^(and|but|then|when|as|while|because|so|until|that|which|where|if|before|after|once|now|suddenly|finally|soon|later|eventually)$/;

/** words that join a new clause after a finished one */
const CLAUSE_JOINT = /^(when|as|and|but|while|because|so|then|until)$/;

/** the subject pronouns proper ("this", "that", "there" may open a noun phrase) */
const PERSONAL_SUBJECT = /^(i|we|he|she|they|you|it)$/;

/** what follows a verb and not a noun: an object pronoun, a determiner or possessive opening its object, a particle */
const OBJECT_OPENER = /^(me|us|him|her|them|it|my|your|his|their|our|its|the|a|an|this|that|some|another)$/;

function objectOrParticleNext(tokens: Token[], i: number): boolean {
  const n = tokens[i + 1];
  return !!n && n.brk === 0 && (OBJECT_OPENER.test(n.w) || PARTICLES.has(n.w));
}

type Clause = { start: number; end: number };

function clauses(tokens: Token[], cast: Cast): Clause[] {
  const out: Clause[] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i++) {
    const t = tokens[i];
    const boundary = !t || t.brk > 0 || (SPLIT.has(t.w) && i > start) || (RELATIVE.has(t.w) && t.w !== "that" && i > start);
    if (boundary) {
      out.push({ start, end: i - 1 });
      start = i;
    }
  }
  // a clause without a verb ("My grandmother," "my mom and dad") joins its neighbour in the same sentence
  const merged: Clause[] = [];
  for (let k = 0; k < out.length; k++) {
    const c = out[k];
    const hasVerb = range(c).some((i) => verbish(tokens, i, cast.ref)) || statesSomeone(tokens, cast, c);
    const next = out[k + 1];
    if (
      !hasVerb &&
      next &&
      tokens[next.start].sent === tokens[c.start].sent &&
      (merged.length === 0 || tokens[merged[merged.length - 1].end].sent !== tokens[c.start].sent)
    ) {
      next.start = c.start;
      continue;
    }
    const last = merged[merged.length - 1];
    if (!hasVerb && last && tokens[last.end].sent === tokens[c.start].sent) last.end = c.end;
    else merged.push({ ...c });
  }
  return merged;
}

/** was, were, is, are */
const WAS_WERE_IS_ARE = /^(was|were|is|are|wasn't|weren't|isn't|aren't)$/;

/**
 * "I was home and my sister was there": a clause whose only verb is a copula after its own subject
 * is a clause of its own, so the sister is the subject of hers, not a word in the dreamer's.
 */
function statesSomeone(tokens: Token[], cast: Cast, c: Clause): boolean {
  for (let i = c.start + 1; i <= c.end; i++)
    if (WAS_WERE_IS_ARE.test(tokens[i].w) && (cast.ref[i - 1] || /^(i|we|he|she|they|there)$/.test(tokens[i - 1].w))) return true;
  return false;
}

function range(c: Clause): number[] {
  const r: number[] = [];
  for (let i = c.start; i <= c.end; i++) r.push(i);
  return r;
}

/** words that cannot be the thing a possessive "her" owns, so the "her" before them is an object */
const OWNS_NOTHING_BEFORE =
  /^(and|but|or|nor|so|when|while|until|till|because|if|as|though|although|then|too|again|once|twice|either|anymore|instead|yet|now|here|there|anyway|before|after|since|immediately|afterwards|later|goodbye|hello)$/;

/** the possessives of people */
const OWNERS = /^(my|our|his|her|their)$/;

/** a pronoun */
const PRONOUN = /^(me|us|him|her|them|it|this|that|they|he|she|there|what|who|which|something|everything|nothing|anything)$/;

function argAt(tokens: Token[], cast: Cast, i: number, object = false): Arg | undefined {
  const t = tokens[i];
  // "my computer", "her bag": the thing, owned by its character
  if (
    OWNERS.test(t.w) &&
    tokens[i + 1] &&
    tokens[i + 1].brk === 0 &&
    !PREPOSITIONS.has(tokens[i + 1].w) &&
    !/^(own|way)$/.test(tokens[i + 1].w) &&
    // "told her I loved her": an object "her" before the next clause's subject owns nothing
    !SUBJECT_PRONOUN.has(tokens[i + 1].w) &&
    !DETERMINERS.has(tokens[i + 1].w) &&
    !PARTICLES.has(tokens[i + 1].w) &&
    // ("I grabbed her and pushed her", "I thanked her but", "saw her once": an object "her" before a conjunction or an
    // adverb owns nothing)
    !OWNS_NOTHING_BEFORE.test(tokens[i + 1].w)
  ) {
    let j = i + 1;
    while (
      j + 1 < tokens.length &&
      tokens[j + 1].brk === 0 &&
      (ADJECTIVES.has(tokens[j].w) || /^(own|little|old|best|younger|older|baby|dear)$/.test(tokens[j].w))
    )
      j++;
    // "my longtime friend", "my childhood friend": an unlisted modifier before the person
    if (!cast.ref[j] && cast.ref[j + 1] && tokens[j + 1].brk === 0) j++;
    const thing = argAt(tokens, cast, j, object);
    if (thing) return thing.entity ? thing : { ...thing, owner: cast.ref[i] };
  }
  const entity = cast.ref[i];
  if (entity) return { entity, word: t.w, index: i };
  // "I helped her out", "he hit her.": an object pronoun whose person is not named yet
  if (t.w === "her" || t.w === "him" || t.w === "them") return { word: t.w, index: i };
  if (DETERMINERS.has(t.w) || PREPOSITIONS.has(t.w) || AUX.has(t.w) || ADVERB.test(t.w)) return undefined;
  if (PRONOUN.test(t.w)) return { word: t.w, index: i };
  // "missed the train", "the boat sank": after a determiner any word heads a noun phrase ("had his license and
  // drove" keeps its subject: a possessive's noun is taken only as an object)
  const det = tokens[i - 1]?.w ?? "";
  const afterDeterminer = t.brk === 0 && (object ? DETERMINERS.has(det) : /^(the|a|an)$/.test(det)) && !ADJECTIVES.has(t.w);
  if (isLexNoun(t.w) || afterDeterminer || (!tagsOf(t.w).length && !/ly$/.test(t.w))) {
    // the head of "my purse", "the big red car": walk to the last noun of the phrase
    let j = i;
    while (
      j + 1 < tokens.length &&
      tokens[j + 1].brk === 0 &&
      isLexNoun(tokens[j + 1].w) &&
      !isLexVerb(tokens[j + 1].w) &&
      // ("the seat tears when…": the noun's own verb ends the phrase)
      !presentAfterNoun(tokens, j + 1) &&
      // ("killed the plants cause I forgot": a spoken "because")
      !/^(cause|cuz|coz|cos)$/.test(tokens[j + 1].w) &&
      !cast.ref[j + 1]
    )
      j++;
    // "a high school classmate", "the police officer": a noun before a person is that person's modifier
    const person = cast.ref[j + 1];
    if (person && tokens[j + 1].brk === 0 && isLexNoun(tokens[j].w) && person !== cast.dreamer && !/['’]s$/.test(tokens[j].w))
      return { entity: person, word: tokens[j + 1].w, index: j + 1 };
    const owner = ownerBefore(tokens, cast, i);
    // "my talking clock … the clock malfunctioned": the thing named again is still mine
    // (looked for a few sentences back, not through the whole dream for every "the")
    if (!owner && tokens[i - 1]?.w === "the")
      for (let b = i - 1; b >= 0 && tokens[b].sent >= tokens[i].sent - 5; b--)
        if (tokens[b].w === tokens[j].w) {
          const mine = tokens.slice(Math.max(0, b - 3), b).some((t) => /^(my|our)$/.test(t.w));
          return { word: tokens[j].w, index: j, owner: mine ? cast.dreamer : undefined };
        }
    return { word: tokens[j].w, index: j, owner };
  }
  return undefined;
}

/** whose the noun phrase starting at `i` is: "my purse", "her new car" */
function ownerBefore(tokens: Token[], cast: Cast, i: number): Entity | undefined {
  let k = i - 1;
  while (k > 0 && (ADJECTIVES.has(tokens[k].w) || /^(all|both|new|old|little|own)$/.test(tokens[k].w))) k--;
  const ownerWord = tokens[k]?.w;
  return ownerWord && /^(my|our)$/.test(ownerWord)
    ? cast.dreamer
    : ownerWord && /^(his|her|their)$/.test(ownerWord)
      ? cast.ref[k]
      : undefined;
}

/** verbs whose object does what follows: "told him to go", "wanted her to stay" — not "used the key to open it" */
const OBJECT_CONTROL =
  /^(tell|ask|want|get|persuade|order|force|allow|let|help|expect|need|teach|invite|encourage|remind|urge|warn|beg|cause|lead|like|love|hate|pay|hire|send|call|pressure|dare|convince|trust|wait|make|leave|prefer|require|challenge|tempt|inspire|motivate|instruct|command|advise|push|train|signal|wave|motion|beckon)$/;

/** "I used the key to open the door", "took the bus to visit my aunt": a purpose clause's doer is the subject, not the object */
function purposeOfSubject(tokens: Token[], cast: Cast, c: Clause, verbIndex: number): boolean {
  // (not "trying to eat", "stops to tie": a verb right before "to" takes it as its own)
  if (tokens[verbIndex - 1]?.w !== "to" || verbish(tokens, verbIndex - 2, cast.ref)) return false;
  for (let j = verbIndex - 2; j >= Math.max(c.start, verbIndex - 7); j--) {
    // ("we were there to kill it": a subject or an auxiliary first means there is no object in between)
    if (AUX.has(tokens[j].w) || SUBJECT_PRONOUN.has(tokens[j].w)) return false;
    if (!cast.ref[j] && verbish(tokens, j, cast.ref)) return !lemmaCandidates(tokens[j].w).some((l) => OBJECT_CONTROL.test(l));
  }
  return false;
}

/** an object pronoun */
const OBJECT_PRONOUN = /^(me|us|him|them)$/;

/** the adverbs of degree that come before an adjective: "too thorough", "very rude" */
const DEGREE = /^(too|very|quite|really|rather|extremely|somewhat|overly|incredibly|fairly|terribly|awfully)$/;

/** the part of a group that acts for it: "one of them", "some of us", "both of them" */
const PART_OF = /^(one|two|three|some|all|each|both|most|several|many|few|none|either|neither|another)$/;

function findSubject(tokens: Token[], cast: Cast, c: Clause, verbIndex: number): Arg | undefined {
  if (purposeOfSubject(tokens, cast, c, verbIndex)) return undefined;
  for (let i = verbIndex - 1; i >= c.start; i--) {
    const w = tokens[i].w;
    // "it bit my hand, which stung": "which" is the thing just before it, not its owner
    if (w === "which" && i > 0 && !cast.ref[i - 1]) return { word: tokens[i - 1].w, index: i - 1 };
    if (RELATIVE.has(w) && w !== "that") {
      // ("I knew who murdered her", "she asked me who did it": after a verb of knowing, seeing or asking, "who" opens a
      // question about the doer, who is unknown — not the knower before it)
      if (w === "who" && askedWho(tokens, i)) return { word: "someone", index: i };
      // "my grandmother, who died": the relative's noun sits just before it
      for (let k = i - 1; k >= Math.max(0, i - 4); k--) if (cast.ref[k]) return { entity: cast.ref[k], word: tokens[k].w, index: k };
      continue;
    }
    // "I'm trying to hit it": the contraction carries the subject (and would be passed over as an auxiliary)
    if (w === "i'm" || w === "i'd" || w === "i've") return { entity: cast.dreamer, word: "i", index: i };
    // ("we're kissing", "they're chasing me": the same for the other persons, named when the cast knows who)
    const person = /^(we|he|she|they)['’](re|d|ve|s|ll)$/.exec(w)?.[1];
    if (person) return { entity: person === "we" ? cast.dreamer : (cast.ref[i] ?? undefined), word: person, index: i };
    // ("May gave me a hug", "then Will hit me": a name spelt like a modal is the subject)
    if (namedLikeAModal(tokens, cast, i)) return { entity: cast.ref[i] ?? undefined, word: w, index: i };
    if (AUX.has(w) || ADVERB.test(w) || w === "to") continue;
    // ("she's too thorough and won't let me": a word after a degree adverb describes the subject, it is not one)
    if (DEGREE.test(tokens[i - 1]?.w ?? "") && !cast.ref[i] && i > c.start) continue;
    // ("one of them ordered me", "two of us ran": the group a part is taken from acts through that part)
    // (at the clause's start only: "I chat with a few of them and make friends" is the dreamer's)
    const partAt = tokens[i - 3]?.w === "or" && PART_OF.test(tokens[i - 4]?.w ?? "") ? i - 4 : i - 2;
    const opens =
      partAt === c.start || (tokens[partAt]?.brk ?? 0) > 0 || /^(and|but|then|when|so|until|while)$/.test(tokens[partAt - 1]?.w ?? "");
    if (OBJECT_PRONOUN.test(w) && tokens[i - 1]?.w === "of" && PART_OF.test(tokens[i - 2]?.w ?? "") && opens)
      return { entity: w === "us" ? cast.dreamer : cast.ref[i], word: w, index: i };
    // "Bill was kind to me and showed me…": an object pronoun is never the subject
    if (OBJECT_PRONOUN.test(w) && tokens[i - 1] && PREPOSITIONS.has(tokens[i - 1].w)) continue;
    if (!cast.ref[i] && verbish(tokens, i, cast.ref)) break;
    const a = argAt(tokens, cast, i);
    // "the woman at the desk was kind": a noun inside a prepositional phrase is not the subject
    const inPhrase =
      PREPOSITIONS.has(tokens[i - 1]?.w ?? "") || (DETERMINERS.has(tokens[i - 1]?.w ?? "") && PREPOSITIONS.has(tokens[i - 2]?.w ?? ""));
    // ("the woman with the dog yelled", "a man at the bus stop said hello": the person the phrase describes)
    const head = a && i > c.start + 1 ? personBeforePhrase(tokens, cast, c, i) : undefined;
    if (head) return head;
    if (a && !a.entity && inPhrase && i > c.start + 1) continue;
    if (a && !OWNERS.test(w)) {
      // "my mom's friend": the possessor is not the subject; nor is "mine" in "a friend of mine"
      return headBeforeOf(tokens, cast, i) ?? (a.entity ? a : (firstConjunct(tokens, cast, i) ?? a));
    }
    if (verbish(tokens, i, cast.ref)) break;
  }
  return undefined;
}

/** the verbs (and nouns) of knowing, seeing or asking that an indirect question about the doer follows: "knew who", "no idea who" */
const KNOWING_WHO =
  /^(know|knew|knows|knowing|wonder|wondered|wonders|wondering|ask|asked|asks|asking|see|saw|sees|seen|remember|remembered|recall|recalled|realize|realized|realise|realised|guess|guessed|discover|discovered|learn|learned|learnt|forget|forgot|forgotten|understand|understood|tell|told|tells|decide|decided|idea|clue|sure|unsure|certain|out|about|question|mystery|whether)$/;

/**
 * "I knew who murdered her", "he asked me who took it", "we found out who did it", "no idea who sent it": "who" right after
 * a verb of knowing, seeing or asking (an object pronoun between allowed) opens an indirect question — its doer is the one
 * asked about, not a noun before it
 */
function askedWho(tokens: Token[], i: number): boolean {
  if (tokens[i].brk > 1) return false;
  const k = /^(me|us|him|her|them)$/.test(tokens[i - 1]?.w ?? "") ? i - 2 : i - 1;
  return KNOWING_WHO.test(tokens[k]?.w ?? "") && tokens[k + 1]?.brk === 0 && tokens[i].brk === 0;
}

/** "I pictured him killing her", "she visualized us falling": a deed the mind's eye sees is not done in the dream */
const PICTURING =
  /^(picture|pictured|pictures|picturing|visualize|visualized|visualise|visualised|envision|envisioned|envisaged|fantasized|fantasised)$/;

/**
 * "He and his partners shot us", "the man and some friends chased me": of two subjects joined by "and", the second a noun
 * the cast does not know, the first, who is a character, stands for both
 */
function firstConjunct(tokens: Token[], cast: Cast, i: number): Arg | undefined {
  let k = i - 1;
  while (k > 0 && tokens[k + 1].brk === 0 && /^(his|her|their|my|our|the|a|an|some|two|three|several|few|other|a few)$/.test(tokens[k].w))
    k--;
  if (/^(there|here|it|this|that|which|who|one|what)$/.test(tokens[i].w)) return undefined;
  if (tokens[k]?.w !== "and" || tokens[k + 1]?.brk !== 0 || tokens[k].brk !== 0) return undefined;
  // (the first subject opens its clause: "He and his partners…", "…then Ann and her cousin argued…" — not "sat among the
  // guests and there stood…", where "and" joins two clauses)
  const first = k - 1;
  const opens = first === 0 || tokens[first].brk > 0 || /^(and|but|then|so|when|while|until|because)$/.test(tokens[first - 1]?.w ?? "");
  const who = cast.ref[first];
  return opens && who && who !== cast.dreamer ? { entity: who, word: tokens[first].w, index: first } : undefined;
}

/** the modals that are also given names */
const MODAL_NAME = /^(may|will|can|might|should|must|would|could)$/;

/**
 * "May gave me a hug", "then Will hit me": a modal with a capital is a person's name where the cast knows it as
 * one, or where it stands inside its sentence (a modal is capitalised only at a sentence's start) before anything
 * but a subject or a bare "be"; at a sentence's start, where the dream has used it as a name before.
 */
function namedLikeAModal(tokens: Token[], cast: Cast, i: number): boolean {
  const t = tokens[i];
  if (!t || !MODAL_NAME.test(t.w) || !CAPITAL_FIRST.test(t.raw) || /^[A-Z]+$/.test(t.raw)) return false;
  if (cast.ref[i] && cast.ref[i] !== cast.dreamer) return true;
  const inside = (k: number) =>
    k > 0 &&
    tokens[k].brk !== 2 &&
    tokens[k].raw === t.raw &&
    tokens[k + 1]?.brk === 0 &&
    !/^(i|you|we|he|she|they|it|be|not|have|never|n't)$/.test(tokens[k + 1].w);
  if (inside(i)) return true;
  // ("My friend Will was there. Will gave me…": at a sentence's start, a name the dream has already used as one)
  for (let k = i - 1; k >= 0; k--) if (inside(k)) return tokens[i + 1]?.brk === 0 && !/^(i|you|we|he|she|they|it)$/.test(tokens[i + 1].w);
  return false;
}

/** prepositions that describe a person by what is with them or where they are: "the man with the gun", "a woman at the desk" */
const DESCRIBING = /^(with|at|in|on|near|by|from|behind|beside|outside|inside|under|across|without|carrying|holding|wearing)$/;

/**
 * "The woman with the dog yelled at me", "a man at the bus stop said hello": the noun at `i` closes a phrase that
 * describes the person named just before it, who is the subject. Only a phrase of a few plain words (no verb,
 * no break) between a person and the verb.
 */
function personBeforePhrase(tokens: Token[], cast: Cast, c: Clause, i: number): Arg | undefined {
  // (a pronoun is a subject of its own: "the officers at the hospital I was in" — the "I" is the relative clause's)
  if (/^(i|we|he|she|they|you|it|i'm|we're|they're|he's|she's)$/.test(tokens[i].w)) return undefined;
  for (let p = i - 1; p >= Math.max(c.start + 1, i - 5); p--) {
    if (tokens[p + 1].brk !== 0) return undefined;
    const w = tokens[p].w;
    if (DESCRIBING.test(w) && p < i - 1) {
      const k = p - 1;
      const who = cast.ref[k];
      if (!who || who === cast.dreamer || who === cast.ref[i] || tokens[p].brk !== 0) return undefined;
      // ("my friend and I at the mall": the dreamer in the list is a subject too, left to the rest of the search)
      if (/^(i|we|me|us)$/.test(tokens[k].w)) return undefined;
      return { entity: who, word: tokens[k].w, index: k };
    }
    if (cast.ref[p] && p !== i) return undefined;
    // (a word that modifies the phrase's head may be a verb elsewhere: "a fruit stall", "the front desk", "a bus stop")
    const modifier = p < i && (isLexNoun(w) || isLexAdjective(w) || !tagsOf(w).length) && !/(ed|ing)$/.test(w);
    if (!(DETERMINERS.has(w) || ADJECTIVES.has(w) || (isLexNoun(w) && !isLexVerb(w)) || modifier)) return undefined;
  }
  return undefined;
}

/** a possessive or "the" */
const OWNER_OR_THE = /^(my|our|his|her|their|the)$/;

/** "a friend of mine was hurt", "the son of my boss fell": the person before "of" is the subject */
function headBeforeOf(tokens: Token[], cast: Cast, i: number): Arg | undefined {
  const of = tokens[i - 1]?.w === "of" ? i - 1 : OWNER_OR_THE.test(tokens[i - 1]?.w ?? "") && tokens[i - 2]?.w === "of" ? i - 2 : -1;
  const head = cast.ref[of - 1];
  if (of < 1 || !head || tokens[of].brk !== 0) return undefined;
  return { entity: head, word: tokens[of - 1].w, index: of - 1 };
}

/**
 * "I wince and offer help": the subject of a verb the lexicon does not know, shared with the verb
 * after "and" — not the subject of the clause before it ("When he sharpens the point, …").
 */
function sharedWithUnknownVerb(tokens: Token[], cast: Cast, i: number, events: Event[]): Arg | undefined {
  const k = i - 3;
  if (tokens[i - 1]?.w !== "and" || k < 0 || !cast.ref[k] || cast.ref[k + 1] || tokens[k + 1].brk || tokens[k + 2].brk) return undefined;
  if (events.some((e) => e.verbIndex === k + 1) || isLexVerb(tokens[k + 1].w) || AUX.has(tokens[k + 1].w)) return undefined;
  if (tokens[k].sent !== tokens[i].sent || !/^(i|we|he|she|they)$/.test(tokens[k].w) || !/^\p{Ll}+$/u.test(tokens[k + 1].raw))
    return undefined;
  return { entity: cast.ref[k], word: tokens[k].w, index: k };
}

/** the candidate that is a known verb: "getting" → get, "chased" → chase */
function bestLemma(w: string, lemmas: string[]): string {
  for (const c of lemmas)
    if (c !== w && (CLASS_VERBS.has(c) || tagsOf(c).includes("Infinitive") || COPULA.has(c) || CATENATIVE.has(c))) return c;
  return lemmas[0];
}

/** a clause right after "said", "told me" in its sentence reports speech */
function reportedAt(tokens: Token[], start: number, verb: number): boolean {
  for (let k = verb - 1; k >= Math.max(0, start - 3); k--) {
    if (tokens[k].sent !== tokens[verb].sent) return false;
    if (SAY.test(tokens[k].w)) return true;
  }
  // "the guide was saying something about how we go up … and we actually escape the earth's gravity":
  // all that follows a telling of how things go, to the sentence's end, is what is told
  for (let k = start - 1; k >= Math.max(0, start - 40) && tokens[k].sent === tokens[verb].sent; k--)
    if (
      tokens[k].w === "how" &&
      tokens.slice(Math.max(0, k - 4), k).some((t) => SAY.test(t.w) || /^(talking|explaining|explained)$/.test(t.w))
    )
      return true;
  // "I was telling the lady that ran the kiosk that I'd been robbed": a "that" clause after a telling further back
  if (tokens[start]?.w !== "that" && tokens[start - 1]?.w !== "that") return false;
  for (let k = start - 1; k >= Math.max(0, start - 10) && tokens[k].sent === tokens[verb].sent; k--) if (SAY.test(tokens[k].w)) return true;
  return false;
}

/** "a woman I had never met kissed me": two verbs in a row close a relative clause; the subject is the noun before it */
function subjectBeforeRelative(tokens: Token[], cast: Cast, c: Clause, verbIndex: number): Arg | undefined {
  if (!verbish(tokens, verbIndex - 1, cast.ref) || AUX.has(tokens[verbIndex - 1].w)) return undefined;
  for (let k = c.start; k < verbIndex - 2; k++) {
    const e = cast.ref[k];
    if (e && e !== cast.dreamer && SUBJECT_PRONOUN.has(tokens[k + 1]?.w ?? "")) return { entity: e, word: tokens[k].w, index: k };
  }
  return undefined;
}

/** "tried to run", "kept getting longer", "started crying": the next verb carries the action */
function catenative(tokens: Token[], cast: Cast, i: number, lemmas: string[]): boolean {
  const next = tokens[i + 1];
  if (!lemmas.some((l) => CATENATIVE.has(l)) || !next || next.brk !== 0 || !(next.w === "to" || /ing$/.test(next.w))) return false;
  if (next.w !== "to") return true;
  // "went to the shop", "came to me": a motion verb's "to" is a place or a person unless a verb follows
  if (lemmas.some((l) => /^(go|get|come)$/.test(l))) return verbish(tokens, i + 2, cast.ref);
  // ("continued to the door": for the others, what opens a noun phrase after "to" makes it a place)
  const after = tokens[i + 2];
  const place =
    !!after &&
    (/^(the|a|an|my|your|his|her|their|our|its|this|that|these|those|me|him|us|them|it|school|bed|work|church|town|class|sleep|college|lunch|dinner|breakfast)$/.test(
      after.w,
    ) ||
      /^[\p{Lu}\d]/u.test(after.raw)) &&
    !verbish(tokens, i + 2, cast.ref);
  return !place;
}

/**
 * The first participant after the verb, before the next verb, with the preposition before it;
 * a passive's "by" phrase names the real actor ("bitten by a snake").
 */
function objectAfter(
  tokens: Token[],
  cast: Cast,
  c: Clause,
  from: number,
  passive: boolean,
  complementAt: number | false,
  actor: Arg | undefined,
) {
  let target: Arg | undefined;
  let prep: string | undefined;
  let complement: string | undefined;
  for (let k = from; k <= c.end && k <= from + 5; k++) {
    const kw = tokens[k].w;
    // ("whom I admire a great deal, but our friendship cannot last": an object does not lie past the clause's comma)
    if (k > from && tokens[k].brk > 0 && /^(but|and|so|then|because|although|though|yet)$/.test(kw)) break;
    if (verbish(tokens, k, cast.ref) && !cast.ref[k]) {
      if (complementAt === k) complement = kw;
      break;
    }
    if (PREPOSITIONS.has(kw)) {
      if (passive && kw === "by") {
        const by = tokens
          .slice(k + 1, Math.min(c.end, k + 4) + 1)
          .map((_, d) => argAt(tokens, cast, k + 1 + d))
          .find(Boolean);
        if (by) return { actor: by, target: actor, prep: "by", complement };
      }
      prep ??= kw;
      continue;
    }
    target = argAt(tokens, cast, k, true);
    // "held hostage by terrorists": a passive's "by" may follow a bare noun
    if (target && !(passive && !target.entity && tokens.slice(k + 1, k + 3).some((t) => t.w === "by"))) break;
  }
  return { actor, target, prep, complement };
}

/** the forms of a copula that open a state: "was late", "got lost", "I'm tired" */
const COPULA_FORM = /^(was|were|am|is|are|been|got|felt|became|seemed|i'm|we're|he's|she's|it's|they're|you're)$/;
/** where someone denied to be is not: "wasn't there", "weren't home", "isn't around" */
const ABSENT_FROM = /^(there|here|home|around|in|at|present|with|anywhere|back|inside|outside|among|on)$/;
/** a copula with its negation in it */
const NEGATED_COPULA = /^(wasn't|weren't|isn't|aren't)$/;

function copulaEvent(
  tokens: Token[],
  cast: Cast,
  c: Clause,
  negatedAt: number,
  aspect: string[],
  lastSubject: Arg | undefined,
  after = -1,
): Event | null {
  // ("he wasn't nice to me", "they weren't there": a copula carrying its own negation is a state all the same, denied —
  // unless the clause affirms one after it, "it wasn't just some boy, it was my cousin", which is what it tells)
  const cop =
    range(c).find((i) => i > after && COPULA_FORM.test(tokens[i].w)) ?? range(c).find((i) => i > after && NEGATED_COPULA.test(tokens[i].w));
  if (cop === undefined || !tokens[cop + 1] || tokens[cop + 1].brk !== 0) return null;
  let k = cop + 1;
  while (k < c.end && (ADVERB.test(tokens[k].w) || /^(so|very|really|a|bit|little|too|totally|completely|being)$/.test(tokens[k].w))) k++;
  const contracted = /^(i'm|we're|he's|she's|it's|they're|you're)$/.exec(tokens[cop].w)?.[0];
  const actor = contracted
    ? { entity: /^(i'm|we're)$/.test(contracted) ? cast.dreamer : undefined, word: contracted.split("'")[0], index: cop }
    : (findSubject(tokens, cast, c, cop) ?? lastSubject);
  // (only a person's state denied is an event: "it wasn't sexual", "there weren't any chairs" tell of no one; and
  // "Dmitri wasn't there", "they weren't home" tell of an absence, which puts no one in the scene)
  if (
    NEGATED_COPULA.test(tokens[cop].w) &&
    (!(actor?.entity || /^(he|she|they|we|i|you|someone|somebody|everyone|everybody)$/.test(actor?.word ?? "")) ||
      ABSENT_FROM.test(tokens[k].w))
  )
    return null;
  const sent = tokens[c.start].sent;
  return {
    sent,
    start: c.start,
    end: c.end,
    verbIndex: cop,
    lemmas: ["be"],
    verb: "be",
    complement: tokens[k].w,
    actor,
    negated: k - negatedAt <= 4,
    passive: false,
    aspect,
    reported: reportedAt(tokens, c.start, cop),
  };
}

const INSTRUCT = /^(tell|ask|order|beg|urge|remind|warn|want|need|expect|invite|advise|encourage|instruct|pressure|coax|dare)$/;

/** have, get, make, give */
const HAVE_GET_MAKE_GIVE = /^(have|get|make|give)$/;

/** "kept telling me to hurry", "asked her to leave": what someone is told to do has not happened */
function instructed(events: Event[], tokens: Token[], c: Clause, i: number): boolean {
  const prev = events[events.length - 1];
  // ("pressuring me to have sex": a light verb between "to" and the act)
  const light = HAVE_GET_MAKE_GIVE.test(tokens[i - 1]?.w ?? "") && tokens[i - 2]?.w === "to" ? 1 : 0;
  return (
    tokens[i - 1 - light]?.w === "to" &&
    !!prev &&
    prev.start === c.start &&
    prev.target !== undefined &&
    prev.target.index === i - 2 - light &&
    (prev.lemmas.some((l) => INSTRUCT.test(l)) ||
      // "trying to get Matthew to help me", "called for Matthew to help me": help sought, not given
      (prev.lemmas.includes("get") &&
        tokens
          .slice(Math.max(0, prev.verbIndex - 3), prev.verbIndex)
          .some((t) => /^(try|trying|tried|tries|want|wanted|need|needed)$/.test(t.w))) ||
      (prev.lemmas.some((l) => /^(call|wait|plead|pray)$/.test(l)) && prev.prep === "for"))
  );
}

/** participles spelt like the present, which the tagger does not always mark: "got hurt by a bully", "was hit by a car" */
const IRREGULAR_PARTICIPLE = /^(hurt|hit|cut|shut|put|set|beat|bit|struck|stung|stuck|shot|burnt|caught|thrust|spread)$/;

type ClauseState = { aspect: string[]; negatedAt: number; passiveAt: number; subjectForClause?: Arg; lastSubject?: Arg };

function particleAfter(tokens: Token[], target: Arg | undefined): string | undefined {
  if (!target || !/^(me|us|him|her|them|it)$/.test(target.word)) return undefined;
  const [p, after] = [tokens[target.index + 1], tokens[target.index + 2]];
  const opens = after && after.brk === 0 && (DETERMINERS.has(after.w) || /^(my|his|her|their|our)$/.test(after.w));
  return p && p.brk === 0 && PARTICLES.has(p.w) && !opens && !/^(front|top|charge)$/.test(after?.w ?? "") ? p.w : undefined;
}

const wordAfter = (tokens: Token[], k: number) =>
  tokens[k]?.brk === 0 && !PREPOSITIONS.has(tokens[k].w) && !PARTICLES.has(tokens[k].w) ? tokens[k].w : undefined;

/** The event of the verb at `i`: its particle, voice, actor, target, complement and negation. */
/** "I was in the old house looking for my keys": a participle after a place belongs to the clause's person, not the place */
function participleOwner(tokens: Token[], cast: Cast, c: Clause, i: number, found: Arg | undefined): Arg | undefined {
  if (!found || found.entity || !/ing$/.test(tokens[i].w) || AUX.has(tokens[i - 1]?.w ?? "")) return undefined;
  // only a place after a preposition ("in the old house"), never a thing that acts ("felt the bed sinking")
  const placed = [1, 2, 3].some((d) =>
    /^(in|at|on|inside|outside|near|by|around|through|into|under|behind)$/.test(tokens[found.index - d]?.w ?? ""),
  );
  if (!placed || found.index + 1 !== i) return undefined;
  for (let k = c.start; k < i; k++) {
    const person = cast.ref[k];
    if (person) return { entity: person, word: tokens[k].w, index: k };
  }
  return undefined;
}

/** "Met my friend Chris for a burger.": a diary drops its "I" when a sentence opens on a past-tense verb */
function diarist(tokens: Token[], cast: Cast, i: number): Arg | undefined {
  // the sentence's first word, the verb itself or the one it hangs on ("Went to ask Dr. Jac.")
  let s = i;
  while (s > 0 && tokens[s - 1].sent === tokens[i].sent) s--;
  const between = tokens.slice(s + 1, i).every((t) => t.w === "to" || t.w === "and");
  const past = tagsOf(tokens[s].w).includes("PastTense") || isIrregular(tokens[s].w);
  return between && i - s <= 2 && past && cast.dreamer.mentions.length > 0 ? { entity: cast.dreamer, word: "i", index: s } : undefined;
}

/**
 * "she leans over to help me pull one loose, and scrapes her knuckles": a verb in -s joined by "and"
 * cannot share the subject "I", "we" or "they" of the verb before it, so it takes the sentence's
 * last "he", "she" or named one instead
 */
function agreeing(tokens: Token[], i: number, lemmas: string[], last: Arg | undefined, events: Event[]): Arg | undefined {
  const w = tokens[i].w;
  // ("kiss" is no "kis" + s)
  const singular = !/ss$/.test(w) && lemmas.some((l) => w !== l && (w === `${l}s` || w === `${l}es` || w === `${l.replace(/y$/, "i")}es`));
  const joined = /^(and|but|then|or)$/.test(tokens[i - 1]?.w ?? "");
  if (!last || !singular || !joined || !/^(i|me|we|us|they|them|you)$/.test(last.word)) return last;
  for (let k = events.length - 1; k >= 0 && events[k].sent === tokens[i].sent; k--) {
    const a = events[k].actor;
    if (a && (/^(he|she)$/.test(a.word) || (a.entity && !a.entity.group && a.entity.id !== 0))) return a;
  }
  return last;
}

/** a word that opens a noun phrase */
const NOUN_OPENER = /^(the|a|an|my|his|her|their|our|this|that|some|your)$/;

/** a linking verb */
const LINKING_VERB = /^(be|get|become|seem|feel|look|turn|grow|stay|go)$/;

function verbEvent(tokens: Token[], cast: Cast, c: Clause, i: number, lemmas: string[], st: ClauseState, events: Event[]): Event {
  const w = tokens[i].w;
  const lemma = lemmas[0];
  const next = tokens[i + 1];
  // "woke up", "ran away" take a particle; "flew over the sea" takes a preposition
  const opensPhrase = NOUN_OPENER.test(tokens[i + 2]?.w ?? "");
  let particle =
    next && next.brk === 0 && PARTICLES.has(next.w) && !cast.ref[i + 1] && !(PREPOSITIONS.has(next.w) && opensPhrase) ? next.w : undefined;
  const passiveAux = st.passiveAt >= c.start && st.passiveAt < i && i - st.passiveAt <= 3;
  // ("was trying to hit the door", "was trying to open it": a verb after "to" is no participle)
  const afterTo = () => tokens.slice(st.passiveAt + 1, i).some((t) => t.w === "to" || /ing$/.test(t.w));
  const passive =
    passiveAux &&
    (/ed$|en$/.test(w) || IRREGULAR_PARTICIPLE.test(w) || tagsOf(w).includes("PastTense") || tagsOf(w).includes("Participle")) &&
    !/ing$/.test(w) &&
    !afterTo();
  const found0 =
    subjectBeforeRelative(tokens, cast, c, i) ??
    findSubject(tokens, cast, c, i) ??
    sharedWithUnknownVerb(tokens, cast, i, events) ??
    st.subjectForClause ??
    agreeing(tokens, i, lemmas, st.lastSubject, events) ??
    diarist(tokens, cast, i);
  const actor = participleOwner(tokens, cast, c, i, found0) ?? found0;
  const found = objectAfter(tokens, cast, c, i + (particle ? 2 : 1), passive, passiveAux && i + 1, actor);
  let { actor: doer, target } = found;
  const { prep } = found;
  // "picked me up", "kicked us out": the particle after a pronoun object
  particle ??= particleAfter(tokens, target);
  let complement = found.complement;
  if (passive && prep !== "by") {
    // "I was chased": the dreamer undergoes it; nobody is named as the actor
    target = doer;
    doer = undefined;
  }
  if (LINKING_VERB.test(lemma) || COPULA.has(lemma)) {
    const after = tokens[i + 1];
    if (after && after.brk === 0 && !cast.ref[i + 1]) complement = after.w;
  }
  return {
    sent: tokens[c.start].sent,
    start: c.start,
    end: c.end,
    verbIndex: i,
    lemmas,
    verb: lemma,
    particle,
    follow: wordAfter(tokens, i + (particle ? 2 : 1)),
    complement,
    prep,
    actor: doer,
    target,
    negated: i - st.negatedAt <= 3,
    passive,
    aspect: [...st.aspect],
    reported: reportedAt(tokens, c.start, i) || instructed(events, tokens, c, i),
  };
}

/** the modals of duty and chance */
const MODAL_OF_DUTY = /^(should|might|may|must|shouldn't|mustn't)$/;

/** the modals of ability */
const MODAL_OF_ABILITY = /^(could|couldn't|can't|cannot|can)$/;

/** what would or will be */
const MODAL_OF_FUTURE = /^(would|will|might|should|may|wouldn't|won't|i'll|we'll|gonna)$/;

/** the auxiliaries of a passive */
const PASSIVE_AUX = /^(be|am|was|were|is|are|been|being|got|get|gets|getting|i'm|we're|they're|you're)$/;

/** the participles an "'d" before them makes "had": "they'd gone", "she'd got lost" */
const HAD_PARTICIPLE =
  /^(been|got|gotten|had|left|made|come|run|taken|seen|gone|done|said|told|brought|thought|found|lost|heard|felt|kept|met|sent|spent|built|caught|taught|bought|sold|put|set|hit|cut|shut|become|begun|fallen|forgotten|given|known|written|driven|eaten|broken|already|never|just|always|once)$/;

/** "they'd get hurt", "she'd kill me": a pronoun fused with "would" before a bare verb (not "they'd gone", "had") */
function woulds(tokens: Token[], i: number): boolean {
  if (!/^(i|you|he|she|we|they|it|that|there)['’]d$/.test(tokens[i].w)) return false;
  const next = tokens[i + 1];
  return !!next && next.brk === 0 && !/(ed|en)$/.test(next.w) && !HAD_PARTICIPLE.test(next.w);
}

/**
 * "didn't get killed", "never got caught": "get" with the participle after it (an adverb between at most) is one
 * passive verb, so a negation before "get" denies the participle's event too — not only the "get"
 */
function getPassive(tokens: Token[], getAt: number, i: number): boolean {
  if (!/^(get|got|gets|getting|gotten)$/.test(tokens[getAt].w) || i - getAt > 2) return false;
  if (tokens.slice(getAt + 1, i + 1).some((t) => t.brk !== 0)) return false;
  const w = tokens[i].w;
  return (
    /(ed|en)$/.test(w) ||
    /^(hurt|caught|hit|shot|cut|beat|stuck|lost|left|bit|stung|sent|kept|held|fed|told|bought|caught|thrown|burnt|burned|run)$/.test(w)
  );
}

/** "I'm", "we're", "that" */
const IM_WERE_THAT = /^(i'm|we're|that)$/;
/** the verbs of a guess, or of a memory's hedge */
const GUESSING = /^(think|believe|guess|figure|bet|suppose|reckon)$/;
/** where someone is said to be: "there", "among them" */
const PRESENT_AT = /^(there|here|among|present|with)$/;

export function findEvents(tokens: Token[], cast: Cast): Event[] {
  const events: Event[] = [];
  let lastSubject: Arg | undefined;
  let lastSent = -1;
  let lastVerbAt = -1;
  let modalSent = -1;
  let prevStart = -1;
  for (const c of clauses(tokens, cast)) {
    const sent = tokens[c.start].sent;
    if (sent !== lastSent) lastSubject = undefined;
    lastSent = sent;
    // "he should be 100 to 1 and win": a verb that shares its clause-mate's subject shares its modal too
    // (not a habitual "would": "guests would greet each other and hand me their coats" happened)
    const sharesModal = sent === modalSent && /^(and|or)$/.test(tokens[c.start].w) && verbish(tokens, c.start + 1, cast.ref);
    const aspect: string[] = sharesModal ? ["would"] : [];
    let negatedAt = -99;
    let passiveAt = -1;
    // "this boy Marco, who we both avoided, walked in": the verb after the relative clause is the boy's
    let subjectForClause: Arg | undefined = afterRelative(tokens, cast, c, prevStart);
    prevStart = c.start;
    for (let i = c.start; i <= c.end; i++) {
      const w = tokens[i].w;
      if (isNegator(w) || w === "never") negatedAt = i;
      else if (negatedAt >= 0 && lastVerbAt > negatedAt && lastVerbAt < i && !getPassive(tokens, lastVerbAt, i)) negatedAt = -99;
      if (namedLikeAModal(tokens, cast, i)) continue;
      if (MODAL_OF_ABILITY.test(w)) aspect.push("could");
      if (MODAL_OF_FUTURE.test(w) || woulds(tokens, i)) aspect.push("would");
      if (PASSIVE_AUX.test(w)) passiveAt = i;
      if (AUX.has(w) && !mainDo(tokens, i)) continue;
      if (!verbish(tokens, i, cast.ref)) continue;
      // "I wound a blanket around him": wind, not wound
      const wrapped = w === "wound" && tokens.slice(i + 1, i + 6).some((t) => /^(around|round|up|into|down)$/.test(t.w));
      const lemmas = wrapped ? ["wind"] : lemmaCandidates(w);
      const lemma = bestLemma(w, lemmas);
      if (lemma !== lemmas[0]) lemmas.unshift(lemma);
      // "tried to run", "kept getting longer", "started crying": the next verb carries the action
      if (catenative(tokens, cast, i, lemmas)) {
        aspect.push(lemmas.find((l) => CATENATIVE.has(l)) ?? lemma);
        subjectForClause ??= findSubject(tokens, cast, c, i);
        continue;
      }
      const e = verbEvent(tokens, cast, c, i, lemmas, { aspect, negatedAt, passiveAt, subjectForClause, lastSubject }, events);
      e.target ??= relativeObject(tokens, cast, c, e);
      const bare = bareRelativeObject(tokens, cast, e);
      if (bare) [e.target, e.prep] = [bare.target, bare.prep];
      const { particle, passive, actor: doer, target } = e;
      events.push(e);
      lastVerbAt = i;
      if (!passive && doer) lastSubject = doer;
      else if (passive && target) lastSubject = target;
      if (particle) i++;
    }
    modalSent = tokens.slice(c.start, c.end + 1).some((t, d) => MODAL_OF_DUTY.test(t.w) && !namedLikeAModal(tokens, cast, c.start + d))
      ? sent
      : -1;
    // "I was late", "we were lost": a copula with an adjective and no main verb, or after it ("realized that I'm late")
    copulaBeforeAnd(tokens, cast, c, events, lastSubject);
    const last = events[events.length - 1];
    const inClause = last && last.start === c.start ? last.verbIndex : -1;
    // ("I think Mary was there too": a hedge's clause is the scene the dreamer is unsure of, told all the same)
    const hedged =
      inClause >= 0 && GUESSING.test(tokens[inClause].w) && tokens.slice(inClause + 1, c.end + 1).some((t) => PRESENT_AT.test(t.w));
    if (inClause < 0 || hedged || tokens.slice(inClause + 1, c.end + 1).some((t) => IM_WERE_THAT.test(t.w))) {
      const e = copulaEvent(tokens, cast, c, negatedAt, aspect, lastSubject, inClause);
      if (e) {
        events.push(e);
        if (e.actor) lastSubject = e.actor;
      }
    }
  }
  return doubted(events, tokens);
}

/**
 * "My mouth was sore and I couldn't open it": a clause that opens on a copula and an adjective and
 * goes on with "and" and a verb keeps the state as an event of its own, before the verb's.
 */
function copulaBeforeAnd(tokens: Token[], cast: Cast, c: Clause, events: Event[], lastSubject: Arg | undefined): void {
  // (this clause's events are the last ones found)
  let n = events.length;
  while (n > 0 && events[n - 1].start === c.start) n--;
  if (n === events.length) return;
  const first = events[n];
  const until = first.actor?.index ?? first.verbIndex;
  let and = c.start + 1;
  while (and < until && !/^(and|but)$/.test(tokens[and].w)) and++;
  if (and >= until) return;
  const e = copulaEvent(tokens, cast, { start: c.start, end: and - 1 }, -99, [], lastSubject);
  if (e && e.complement && !verbish(tokens, e.verbIndex + 1, cast.ref)) events.splice(n, 0, e);
}

/** the pluperfect's had */
const PLUPERFECT_HAD = /^(had|i'd|we'd|he'd|she'd|they'd)$/;

/** a pluperfect in a relative clause ("the block where I had been arrested"): what happened before the dream */
function backstory(tokens: Token[], e: Event): boolean {
  let j = e.verbIndex - 1;
  while (j > e.start && /^(been|already|once|just|never|ever|previously|before|recently)$/.test(tokens[j].w)) j--;
  if (!PLUPERFECT_HAD.test(tokens[j]?.w ?? "") || j < e.start) return false;
  const head = tokens.slice(Math.max(0, e.start - 1), j).map((t) => t.w);
  // ("the woman who had waved at me earlier": earlier in the dream, not before it)
  const inDream = tokens.slice(e.verbIndex + 1, e.end + 3).some((t) => t.sent === e.sent && /^(earlier|before)$/.test(t.w));
  return !inDream && head.some((w) => /^(where|when|who|whom|whose|which)$/.test(w));
}

function afterRelative(tokens: Token[], cast: Cast, c: Clause, prevStart: number): Arg | undefined {
  // ("I go to Owen, who is asleep, and take his keys": a verb joined on with "and" keeps the main clause's subject)
  if (prevStart < 0 || tokens[c.start].brk !== 1 || /^(and|but|then|so|or)$/.test(tokens[c.start].w)) return undefined;
  let r = c.start - 1;
  while (r > prevStart && !(tokens[r].brk === 1 && /^(who|whom)$/.test(tokens[r].w))) r--;
  const head = r > prevStart || (r === prevStart && tokens[r].brk === 1) ? cast.ref[r - 1] : undefined;
  if (!head || head === cast.dreamer || tokens[r - 1].sent !== tokens[c.start].sent || !/^(who|whom)$/.test(tokens[r].w)) return undefined;
  return { entity: head, word: tokens[r - 1].w, index: r - 1 };
}

/** "Tina, who we both disliked": the head of an object relative clause is what its verb is done to */
function relativeObject(tokens: Token[], cast: Cast, c: Clause, e: Event): Arg | undefined {
  if (e.passive || !e.actor || e.actor.index <= c.start) return undefined;
  let r = e.actor.index - 1;
  while (r > c.start && !/^(who|whom)$/.test(tokens[r].w)) r--;
  const head = cast.ref[r - 1];
  // (the verb ends its clause, but for a degree: "whom I like very much")
  let n = e.verbIndex + 1;
  while (tokens[n] && tokens[n].brk === 0 && /^(very|much|so|a|lot|dearly|madly|deeply|too|still|already|most)$/.test(tokens[n].w)) n++;
  const ends = !tokens[n] || tokens[n].brk > 0;
  // ("a guy whom I like very much": "whom" needs no comma to be the object)
  const opens = tokens[r].brk === 1 || tokens[r].w === "whom";
  if (!head || !ends || !opens || !/^(who|whom)$/.test(tokens[r].w) || head === e.actor.entity) return undefined;
  return { entity: head, word: tokens[r - 1].w, index: r - 1 };
}

/** what may stand between a bare relative clause's subject and its verb: "the man I had never met", "a girl we really liked" */
const BARE_RELATIVE_GAP =
  /^(really|never|always|just|once|truly|so|still|all|both|used|to|do|did|didn't|don't|have|was|were|could|couldn't|can't|would|wouldn't|ever|not|secretly|actually)$/;

/**
 * "a girl I really liked was there", "the people we didn't like", "the man I was talking to": an object relative
 * clause with no "who" or "that" before its subject — a character's noun, a subject pronoun, its verb, and no
 * object after the verb. The noun is what the verb is done to, with the preposition left at the clause's end.
 */
function bareRelativeObject(tokens: Token[], cast: Cast, e: Event): { target: Arg; prep?: string } | undefined {
  const a = e.actor?.index ?? -1;
  if (e.passive || a < 1 || tokens[a].brk !== 0 || !/^(i|we|he|she|they)$/.test(tokens[a].w)) return undefined;
  const at = tokens[a - 1].w === "that" && tokens[a - 1].brk === 0 ? a - 2 : a - 1;
  const head = cast.ref[at];
  // (a pronoun before the subject is an object of the clause before: "told him I liked it")
  if (!head || head === cast.dreamer || head === e.actor?.entity || /^(me|him|her|us|them|you|it)$/.test(tokens[at]?.w ?? ""))
    return undefined;
  const gap = tokens.slice(a + 1, e.verbIndex);
  if (gap.length > 3 || gap.some((t) => t.brk !== 0 || !BARE_RELATIVE_GAP.test(t.w))) return undefined;
  // the object slot is empty: the clause ends, the main clause's verb follows, or a preposition is left over
  let n = e.verbIndex + (e.particle ? 2 : 1);
  while (tokens[n] && tokens[n].brk === 0 && /^(very|much|so|a|lot|dearly|madly|deeply|most|anymore|at|all)$/.test(tokens[n].w)) n++;
  const next = tokens[n];
  const closes = (k: number) =>
    !tokens[k] || tokens[k].brk > 0 || tokens[k].sent !== e.sent || AUX.has(tokens[k].w) || (verbish(tokens, k, cast.ref) && !cast.ref[k]);
  if (closes(n)) return { target: { entity: head, word: tokens[at].w, index: at } };
  if (!PREPOSITIONS.has(next.w)) return undefined;
  // "the man I was talking to": a preposition the clause ends on goes with the noun; "people I didn't like in the class" is where
  return { target: { entity: head, word: tokens[at].w, index: at }, prep: closes(n + 1) ? next.w : undefined };
}

/** the index of the first `word` after the event's verb, within the event, or -1 (a scan of the event, not of the whole dream) */
export function wordAfterVerb(e: Event, tokens: Token[], word: string): number {
  for (let k = e.verbIndex + 1; k <= e.end && k < tokens.length; k++) if (tokens[k].w === word) return k;
  return -1;
}

/** pretending */
const PRETEND = /^pretend(s|ed|ing)?$/;

/** "acting as if she was having a seizure", "pretended to be dead": the words at `at` are make-believe */
export function makeBelieve(tokens: Token[], at: number, from = Math.max(0, at - 8)): boolean {
  // (a plain walk over the sentence's words before `at`: every event asks this, and slicing and filtering allocated)
  const sent = tokens[at].sent;
  const end = Math.min(at, tokens.length);
  for (let k = Math.max(0, from); k < end; k++) {
    const w = tokens[k].w;
    if (tokens[k].sent !== sent) continue;
    if (PRETEND.test(w)) return true;
    if (w !== "as") continue;
    let next = k + 1;
    while (next < end && tokens[next].sent !== sent) next++;
    if (AS_IF.test(next < end ? tokens[next].w : "")) return true;
  }
  return false;
}

/** the "if" or "though" of "as if", "as though" */
const AS_IF = /^(if|though)$/;

const SCREEN = /^(video|movie|film|tv|television|screen|show)$/;
const SCREEN_STORY = /^(movie|movies|film|films|show|shows|video|cartoon|documentary)$/;

/** the word `d` places from token k, if it is in k's sentence */
function wordInSentence(tokens: Token[], k: number, d: number): string {
  return tokens[k + d]?.sent === tokens[k].sent ? tokens[k + d].w : "";
}

/**
 * The sentences set in a film or on a screen ("in the music video", "on TV", "in the movie", "a film
 * where…"), each with the index of the word that puts it there.
 */
function screenSentences(tokens: Token[]): Map<number, number> {
  const out = new Map<number, number>();
  const mark = (sent: number, k: number) => {
    if (!out.has(sent)) out.set(sent, k);
  };
  // the sentences that name a story (a film, a book…), found once: looking them up per "about" made the scan quadratic
  const storySentences = new Set(tokens.filter((x) => STORY.test(x.w)).map((x) => x.sent));
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    // (only a screen or story noun, "in", "on" and "about" can mark a sentence: the rest need no look around)
    if (t.w !== "in" && t.w !== "on" && t.w !== "about" && !SCREEN_STORY.test(t.w)) continue;
    const w = (d: number) => wordInSentence(tokens, k, d);
    // ("a movie where a man shoots his wife", "a show in which…": what the story shows)
    if (SCREEN_STORY.test(t.w) && (w(1) === "where" || w(1) === "wherein" || (w(1) === "in" && w(2) === "which"))) mark(t.sent, k);
    // (only these words open a screen or a story: the rest need no look around)
    if (t.w !== "in" && t.w !== "on" && t.w !== "about") continue;
    const noun = t.w === "in" && w(1) === "the" ? w(w(2) === "music" ? 3 : 2) : t.w === "on" ? w(w(1) === "the" ? 2 : 1) : "";
    if (SCREEN.test(noun)) mark(t.sent, k);
    // ("One was about a sailor who was shipwrecked", "a film about a man who kills his wife": what a story is about)
    if (t.w !== "about") continue;
    const story =
      (/^(was|is|were|are|all)$/.test(w(-1)) || STORY.test(w(-1))) &&
      /^(a|an|the|some|how|this|two|people|someone|his|her|their)$/.test(w(1));
    if (story && (STORY.test(w(-1)) || storySentences.has(t.sent) || storySentences.has(t.sent - 1))) mark(t.sent, k);
  }
  return out;
}

/**
 * "I saw Obama on TV and then my dad hugged me": a clause of its own whose actor is the dreamer or
 * one of the dreamer's people ("my dad", "we") is back in the dream; the screen's scope is its clause.
 */
function backFromScreen(tokens: Token[], e: Event, marker: number): boolean {
  if (marker >= e.start && marker <= e.end) return false;
  const actor = e.actor;
  if (!actor) return false;
  return /^(i|we)$/.test(actor.word) || /^(my|our)$/.test(tokens[actor.index - 1]?.w ?? "");
}

/**
 * "My sister told me a story about a witch", "we watched a film where a man…": the telling or the
 * watching, before the words that open what the story holds, happens in the dream.
 */
function tellsTheStory(tokens: Token[], e: Event, marker: number): boolean {
  const opens = tokens[marker].w === "about" || SCREEN_STORY.test(tokens[marker].w);
  return opens && e.verbIndex < marker;
}

const STORY =
  /^(movie|movies|film|films|book|books|story|stories|show|shows|episode|song|novel|play|video|article|program|programme|documentary)$/;

/** fearing what has not happened */
const FEARING = /^(worried|concerned|afraid|scared|fear|fearing|nervous)$/;

/** what the dreamer fears would happen: a fearing word, then a clause in the future of that fear */
const FEARING_THAT = /^(worried|worrying|concerned|afraid|scared|feared|fearing|terrified|frightened|nervous|anxious|dreaded|dreading)$/;
const FEARED_FUTURE = /^(would|might|could|will|wo|'d|'ll|gonna|going|may)$/;
/** where the clause of a fear ends and the telling goes on */
const FEAR_ENDS = /^(when|while|because|but|then|until|so|and|after|as)$/;

/**
 * "I was worried they were going to attack us", "afraid that he might hit me": what is feared to come
 * has not happened; nor has what is feared to have happened already ("afraid she had gotten hurt"). ("I was scared when he hit me" is told as happening: the fear's clause ended at "when".)
 */
function fearedAhead(tokens: Token[], e: Event): boolean {
  let future = false;
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 10); k--) {
    const t = tokens[k];
    if (t.sent !== e.sent || FEAR_ENDS.test(t.w)) return false;
    if (FEARED_FUTURE.test(t.w) && (t.w !== "going" || tokens[k + 1]?.w === "to" || tokens[k + 2]?.w === "to")) future = true;
    // ("I was afraid Sammy had gotten hurt", "worried she might have fallen": a harm only supposed to have happened)
    if (/^(had|has|have|'d)$/.test(t.w) && k >= e.verbIndex - 3) future = true;
    if (FEARING_THAT.test(t.w)) return future;
  }
  return false;
}

/** before or until */
const BEFORE_OR_UNTIL = /^(before|until)$/;

/** what would have followed */
const WOULD_HAVE = /^(i'd|we'd|he'd|she'd|they'd|you'd|would|could|might|should)$/;

/** a condition */
const IF_UNLESS = /^(if|unless)$/;

/** have */
const HAVE = /^(have|'ve)$/;

/** "but I didn't": what the sentence takes back */
const TAKEN_BACK = /\bbut (i|we|he|she|they|you) (didn't|did not|couldn't|could not|never|wouldn't)( do it| do)?( and\b|$)/;

/** could have, would have */
const COULD_HAVE = /^(could've|would've|should've|might've)$/;

/** seeming */
const SEEMING = /^(seem|look|appear|feel|sound)$/;

/** about, of */
const ABOUT_OF = /^(about|of)$/;
/** real, waking */
const REAL_WAKING = /^(real|waking)$/;

/**
 * "but I didn't" in the event's sentence from the verb to five words past its clause. The words are
 * joined only when one of them holds "but": the pattern needs it, and most events have none.
 */
function takenBackAfter(tokens: Token[], e: Event): RegExpExecArray | null {
  const end = Math.min(e.end + 6, tokens.length);
  let but = false;
  for (let k = e.verbIndex + 1; k < end && !but; k++) but = tokens[k].sent === e.sent && tokens[k].w.includes("but");
  if (!but) return null;
  const words: string[] = [];
  for (let k = e.verbIndex + 1; k < end; k++) if (tokens[k].sent === e.sent) words.push(tokens[k].w);
  return TAKEN_BACK.exec(words.join(" "));
}

/** a "too" in the event's sentence up to eight words before the "to" of its verb ("too big for Matt to beat up") */
function tooBefore(tokens: Token[], e: Event): boolean {
  for (let k = Math.max(0, e.verbIndex - 8); k < e.verbIndex - 1; k++) if (tokens[k].w === "too" && tokens[k].sent === e.sent) return true;
  return false;
}

/** "in real life", "in waking life", "in reality" in the event's sentence within four words past its clause */
function awakeAfter(tokens: Token[], e: Event): boolean {
  const end = Math.min(e.end + 5, tokens.length);
  for (let k = e.verbIndex + 1; k < end; k++) {
    const t = tokens[k];
    if (t.sent !== e.sent || t.w !== "in") continue;
    const next = k + 1 < end ? tokens[k + 1] : undefined;
    if (REAL_WAKING.test(next?.w ?? "") && (k + 2 < end ? tokens[k + 2].w : undefined) === "life") return true;
    if (next?.w === "reality" && next.sent === e.sent) return true;
  }
  return false;
}

/**
 * An act the clause before it only weighs, prefers or questions: "I weighed whether or not to offer
 * my help" (not "I don't remember whether that was before I chased her"), "they'd as soon I stayed
 * for a game of cards", "Why am I apologizing?" (not "why did he hit me?", which asks about what happened).
 */
function onlyWeighed(tokens: Token[], e: Event): boolean {
  const vi = e.verbIndex;
  for (let k = vi - 1, choice = false; k >= Math.max(0, vi - 8) && tokens[k + 1].brk === 0; k--) {
    choice ||= /^(to|should|would|could)$/.test(tokens[k].w);
    if (choice && tokens[k].w === "whether") return true;
  }
  for (let k = Math.max(0, e.start - 4, vi - 8); k < vi - 1; k++)
    if (tokens[k].sent === e.sent && tokens[k].w === "as" && tokens[k + 1].w === "soon" && /'d$|^would$/.test(tokens[k - 1]?.w ?? ""))
      return true;
  for (let k = Math.max(0, e.start - 1, vi - 4); k < vi - 2; k++)
    if (tokens[k].w === "why" && /^(am|was|do|did|should|would|must|are|were)$/.test(tokens[k + 1].w) && /^(i|we)$/.test(tokens[k + 2].w))
      return true;
  return false;
}

/** the words that make what follows a guess or a verdict, not a memory */
const HEDGE = /^(probably|maybe|perhaps|might|must|should|would|could|ought)$/;

/**
 * "I think that not paying probably costs them customers", "I guess she must be lonely": a guess
 * in the present is the dreamer's opinion — but "I think I fell" only hedges a memory.
 */
function guessed(tokens: Token[], e: Event): boolean {
  let hedged = false;
  for (let k = e.verbIndex - 1; k >= Math.max(1, e.verbIndex - 12) && tokens[k].sent === e.sent; k--) {
    hedged ||= HEDGE.test(tokens[k].w);
    if (hedged && GUESSING.test(tokens[k].w) && /^(i|we)$/.test(tokens[k - 1].w)) return true;
  }
  return false;
}

/**
 * "I don't think we ever kissed": what the dreamer doubts did not happen; "I thought he liked me",
 * "I hoped she would call": what the dreamer only thinks is not an event of the dream either.
 */
function doubted(events: Event[], tokens: Token[]): Event[] {
  const onScreen = screenSentences(tokens);
  for (let n = 0; n < events.length; n++) {
    // "I was going to pick it up by the handle, but I didn't": what the sentence takes back did not happen
    const e0 = events[n];
    // ("but I didn't mean to" keeps the act: only a bare "but I didn't" takes it back)
    // ("I asked her to stop, but she didn't": someone else's refusal takes back what was asked, not the asking)
    const takenBack = takenBackAfter(tokens, e0);
    const asking = tokens[(e0.target?.index ?? -2) + 1]?.w === "to" && e0.lemmas.some((l) => /^(tell|ask|order|beg|urge)$/.test(l));
    // ("I tried to open it, but I couldn't": the attempt happened, and failed)
    const attempt = e0.aspect.some((x) => x === "try" || x === "attempt");
    if (takenBack && !attempt && !(asking && e0.actor && takenBack[1] !== e0.actor.word)) e0.unreal = true;
    // "if you broke them you paid a fine": a condition and what would follow from it
    const e = events[n];
    // "incase I fell", "in case it rained": a precaution against what has not happened
    // (the words before the verb are walked in place, here and below: slicing them for every event allocated)
    const vi = e.verbIndex;
    let precaution = false;
    for (let k = Math.max(0, vi - 3); k < vi && !precaution; k++)
      precaution = tokens[k].w === "incase" || (tokens[k].w === "in" && k + 1 < vi && tokens[k + 1].w === "case");
    if (precaution) e.unreal = true;
    if (onlyWeighed(tokens, e) || guessed(tokens, e)) e.unreal = true;
    // "I escaped just in time (before they shot me)": what was escaped did not happen
    let before = false;
    for (let k = Math.max(0, vi - 3); k < vi && !before; k++) before = BEFORE_OR_UNTIL.test(tokens[k].w);
    if (before && someInSentences(tokens, e.sent, e.sent, (t, k) => k < e.verbIndex && /^(escaped|escape|escapes|managed)$/.test(t.w)))
      e.unreal = true;
    // "in the music video people were being killed": what happens on a screen happens to no one in the dream
    const marker = onScreen.get(e.sent);
    if (marker !== undefined && !backFromScreen(tokens, e, marker) && !tellsTheStory(tokens, e, marker)) e.unreal = true;
    // "I really could have killed that guy": what could have been is a manner of speaking, not an act
    if (HAVE.test(tokens[e.verbIndex - 1]?.w ?? "") && /^(could|would|should|might|coulda|woulda)$/.test(tokens[e.verbIndex - 2]?.w ?? ""))
      e.unreal = true;
    if (COULD_HAVE.test(tokens[e.verbIndex - 1]?.w ?? "")) e.unreal = true;
    // "I'd have had to leave my purse behind": what would have followed, not what did
    let wouldHave = false;
    for (let k = Math.max(e.start, vi - 5); k < vi && !wouldHave; k++)
      wouldHave = WOULD_HAVE.test(tokens[k].w) && HAVE.test(k + 1 < vi ? tokens[k + 1].w : "");
    if (wouldHave) e.unreal = true;
    // "the block where I had been arrested", "a teacher who saw me when I had broken my arm":
    // a past the relative clause recalls is backstory, not an event of the dream
    if (backstory(tokens, e)) e.unreal = true;
    // ("she respects me too much to betray me like that", "too big for Matt to beat up": what "too … to" rules out)
    if (tokens[vi - 1]?.w === "to" && tooBefore(tokens, e)) e.unreal = true;
    // "instead of dropping a litany": what was not done
    if (tokens[e.verbIndex - 1]?.w === "of" && tokens[e.verbIndex - 2]?.w === "instead") e.unreal = true;
    if (IF_UNLESS.test(tokens[e.start]?.w ?? "") || IF_UNLESS.test(tokens[e.start - 1]?.w ?? "")) {
      e.unreal = true;
      if (events[n + 1]?.sent === e.sent) events[n + 1].unreal = true;
    }
    if (makeBelieve(tokens, e.verbIndex, Math.max(e.start, e.verbIndex - 4))) e.unreal = true;
    // "worried about being locked out", "afraid of falling": what is feared has not happened
    let feared = false;
    for (let k = Math.max(0, vi - 8); k < vi && !feared; k++)
      feared = tokens[k].sent === e.sent && FEARING.test(tokens[k].w) && ABOUT_OF.test(k + 1 < vi ? tokens[k + 1].w : "");
    if (feared) e.unreal = true;
    if (fearedAhead(tokens, e)) e.unreal = e.feared = true;
    // "the ring that he and I had found in real life": what happened awake is the dreamer's note, not the dream
    if (awakeAfter(tokens, e)) e.unreal = true;
  }
  for (let n = 0; n + 1 < events.length; n++) {
    const [e, next] = [events[n], events[n + 1]];
    if (next.sent !== e.sent || next.verbIndex - e.verbIndex > 6) continue;
    // "told him to give me the gun": an instruction; "I wanted a man to…" is a wish, and wishes are coded
    if (tokens[next.verbIndex - 1]?.w === "to" && e.lemmas.some((l) => /^(tell|ask|order|beg|urge|remind|advise|instruct)$/.test(l)))
      next.unreal = true;
    // "it didn't seem as though he welcomed my hug": what did not seem so is not told as happening
    const seeming =
      e.lemmas.some((l) => SEEMING.test(l)) &&
      /\b(as though|as if|like|that)\b/.test(
        tokens
          .slice(e.verbIndex + 1, next.verbIndex)
          .map((t) => t.w)
          .join(" "),
      );
    if (e.negated && (e.lemmas.some((l) => /^(think|believe|remember|recall)$/.test(l)) || seeming)) next.negated = true;
    // "I think I fell" hedges a memory; "I thought he liked me" is a belief inside the dream
    // "I wonder why I should volunteer to paint the fence for the landlord who evicted me": all of it is the wondering
    // ("I think getting engaged is a terrible decision for her": an opinion about an act, not the act)
    else if (
      (!e.negated && e.lemmas.includes("wonder") && /^(why|if|whether|how|what)$/.test(tokens[e.verbIndex + 1]?.w ?? "")) ||
      (/^(think|believe)$/.test(tokens[e.verbIndex].w) && /ing$/.test(tokens[e.verbIndex + 1]?.w ?? ""))
    )
      for (const later of events.slice(n + 1)) {
        if (later.sent !== e.sent) break;
        later.unreal = true;
      }
    else if (
      !e.negated &&
      (tokens[e.verbIndex].w === "thought" ||
        (tokens[e.verbIndex].w === "thinking" && tokens[e.verbIndex + 1]?.w === "that") ||
        e.lemmas.some((l) => /^(hope|wish|imagine|suppose|wonder)$/.test(l)) ||
        PICTURING.test(tokens[e.verbIndex].w))
    )
      next.unreal = true;
  }
  return events;
}
