/**
 * Whether a lexicon match means its symbol here, by the record's sense rules: an idiom or other
 * sense covering the words ("woke up", "went flying"), a required context word, the word class,
 * a deciding word beside the match ("cut my finger"), and who does it (the dreamer flying, not a
 * balloon). A record may give some of its forms rules of their own.
 */
import type { Cast } from "./characters";
import type { Event } from "./events";
import type { Sense } from "@/content/lexicon";
import type { SymbolDef, SymbolMatch } from "./lexicon";
import { phraseWords, type Token } from "./tokenize";
import { isLexVerb, tagsOf } from "./words";

const phraseCache = new Map<string, string[]>();
const wordsOf = (p: string) => {
  let w = phraseCache.get(p);
  if (!w) phraseCache.set(p, (w = phraseWords(p)));
  return w;
};

/** the words of one excluded phrase, and the place in it of the word it is looked up by */
type PhraseAt = { words: string[]; k: number };
/**
 * A sense's excluded phrases by their words: the phrases that can cover a token are those holding
 * its word (or, for the last word, a stem of it), so a match looks up its own word instead of trying
 * every phrase at every offset. Built once per list; the lists are the lexicon's own.
 */
type ExcludeIndex = { exact: Map<string, PhraseAt[]>; /** by the last word's first four letters */ stems: Map<string, PhraseAt[]> };
const excludeIndexes = new WeakMap<readonly string[], ExcludeIndex>();
function excludeIndexOf(excludes: readonly string[]): ExcludeIndex {
  let index = excludeIndexes.get(excludes);
  if (index) return index;
  index = { exact: new Map(), stems: new Map() };
  const push = (map: Map<string, PhraseAt[]>, key: string, at: PhraseAt) => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  for (const phrase of excludes) {
    const words = wordsOf(phrase);
    words.forEach((w, k) => push(index!.exact, w, { words, k }));
    const last = words[words.length - 1];
    if (last !== undefined && last.length >= 4) push(index.stems, last.slice(0, 4), { words, k: words.length - 1 });
  }
  excludeIndexes.set(excludes, index);
  return index;
}

/** does the phrase, started at token `s`, lie in token `at`'s sentence (its last word may take a short ending)? */
function coversFrom(tokens: Token[], at: number, words: string[], s: number): boolean {
  if (s < 0 || s + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) {
    const t = tokens[s + k];
    // (an idiom never runs across a comma: "a very large building, something like a hotel" is no "building something")
    const ok =
      t.sent === tokens[at].sent &&
      (k === 0 || t.brk === 0) &&
      (t.w === words[k] ||
        (k === words.length - 1 && words[k].length >= 4 && t.w.startsWith(words[k]) && t.w.length - words[k].length <= 3));
    if (!ok) return false;
  }
  return true;
}

/** does one of the excluded phrases cover token `at`? */
function excludedAt(tokens: Token[], at: number, excludes: readonly string[]): boolean {
  const { exact, stems } = excludeIndexOf(excludes);
  const w = tokens[at].w;
  for (const p of exact.get(w) ?? []) if (coversFrom(tokens, at, p.words, at - p.k)) return true;
  // (the last word, of four letters or more, may be a stem of the token, up to three letters short: "a mummy" covers "a mummy's")
  if (w.length < 4 || stems.size === 0) return false;
  for (const p of stems.get(w.slice(0, 4)) ?? []) {
    const last = p.words[p.k];
    if (w.startsWith(last) && w.length - last.length <= 3 && coversFrom(tokens, at, p.words, at - p.k)) return true;
  }
  return false;
}

/** does an excluded phrase end on token `at`, so that the token is the head of the compound it names ("a water tank")? */
function excludedAsHead(tokens: Token[], at: number, excludes: readonly string[]): boolean {
  const { exact } = excludeIndexOf(excludes);
  for (const p of exact.get(tokens[at].w) ?? [])
    if (p.k === p.words.length - 1 && p.words.length > 1 && coversFrom(tokens, at, p.words, at - p.k)) return true;
  return false;
}

/**
 * "We filled a water tank … the tank overflowed": "the" before a bare noun points back to the
 * thing last named by it, so a compound the sense turns away ("water tank", "fish tank") turns away
 * its later mentions as well. Only the compound's head counts: "the fire alarm … the fire" is a fire.
 */
function namedBefore(tokens: Token[], m: SymbolMatch, excludes: readonly string[]): boolean {
  // (or a bare noun in note style: "rain ran into tank overnight")
  if (m.first !== m.last || !/^(the|that|this|into|from|onto)$/.test(tokens[m.first - 1]?.w ?? "")) return false;
  const w = tokens[m.first].w;
  for (let j = m.first - 1; j >= 0; j--) {
    if (tokens[j].w !== w) continue;
    // (the nearest earlier mention decides: "a water tank … a tank rolled in … the tank" is the army's)
    return excludedAsHead(tokens, j, excludes);
  }
  return false;
}

/** what one goes "to" without an article: "to school", "to bed", "to town" */
const BARE_DESTINATION =
  /^(school|bed|church|work|town|class|college|university|uni|jail|prison|hospital|court|sea|lunch|dinner|breakfast|supper|camp|market|heaven|hell|mass|sleep|war|home|chapel|kindergarten|daycare|downtown|church|temple|synagogue|mosque|office|hand|shore|land|safety|death|life|earth|mars|space|bed|tea|lunchtime|practice|rehearsal|detention|recess|sunday|school's|me|him|her|them|us|you|it)$/;

function usedAsVerb(tokens: Token[], i: number): boolean {
  const w = tokens[i].w;
  // ("this still leaves me not knowing": a word followed by an object pronoun is its verb)
  if (tokens[i + 1]?.brk === 0 && /^(me|us|him|them)$/.test(tokens[i + 1].w)) return true;
  const prev = i > 0 && tokens[i].brk === 0 ? tokens[i - 1].w : "";
  if (/^(the|a|an|my|your|his|her|their|our|its|this|that|some|no)$/.test(prev)) return false;
  // ("I note one is leaking", "he heads out", "it fires silently": a word right after its subject is its verb)
  if (/^(i|we|he|she|they|it|could|would|can|will|should|might|must|cannot|couldn't|wouldn't|can't|won't|shouldn't)$/.test(prev))
    return true;
  // ("tried to plant things", "went out to race": a bare singular after "to" is a verb, but for the places one goes to without an article)
  // ("had to dress warmly", "tried to cross": a word ending in a double s is no plural)
  if (prev === "to" && !BARE_DESTINATION.test(w) && !/[^s]s$/.test(w) && !tagsOf(w).includes("Uncountable")) return true;
  if (/^(you|to|was|were|is|am|are|been|be|got|get|and|then|who)$/.test(prev)) return isLexVerb(w) || /ed$|ing$/.test(w);
  const tags = tagsOf(w);
  return tags.includes("PastTense") || tags.includes("Gerund") || (tags.includes("Participle") && !tags.includes("Adjective"));
}

/** the match's words, as one key ("baby sitter") */
function keyOf(tokens: Token[], m: SymbolMatch): string {
  let key = tokens[m.first].w;
  for (let i = m.first + 1; i <= m.last; i++) key += " " + tokens[i].w;
  return key;
}

/** is the key one of these "|"-separated forms, or a generated plural of one? */
function isForm(key: string, forms: string): boolean {
  return forms.split("|").some((f) => {
    const w = wordsOf(f).join(" ");
    return key === w || key === w + "s" || key === w + "es" || (w.endsWith("y") && key === w.slice(0, -1) + "ies");
  });
}

/** one of the words within `before` / `after` words of the match, without crossing a clause break */
function nearby(tokens: Token[], m: SymbolMatch, near: NonNullable<Sense["near"]>): boolean {
  const want = new Set(near.words);
  for (let j = m.first - 1, n = 0; j >= 0 && n < (near.before ?? 0) && tokens[j + 1].brk === 0; j--, n++)
    if (want.has(tokens[j].w)) return true;
  for (let j = m.last + 1, n = 0; j < tokens.length && n < (near.after ?? 0) && tokens[j].brk === 0; j++, n++)
    if (want.has(tokens[j].w)) return true;
  return false;
}

/** words that may stand between a clause's verb and the match it governs ("started flying", "began to float up") */
const VERB_LINK = new Set([
  "to",
  "and",
  "up",
  "off",
  "away",
  "again",
  "just",
  "suddenly",
  "really",
  "slowly",
  "around",
  "then",
  "be",
  "being",
]);
// ("am" has no subject but the dreamer: the journal style "Am walking down a street")
const FIRST_PERSON = new Set(["am", "i", "we", "i'm", "we're", "i've", "we've", "i'd", "we'd", "i'll", "we'll"]);
const FIRST_OBJECT = new Set(["me", "us", "myself", "ourselves"]);
/** what may stand between a subject and its verb: auxiliaries and a few adverbs ("we're all trapped", "I had suddenly disappeared") */
const AUX = new Set(
  "am is are was were be been being got get gets getting had have has could would can will might must did do should all both just still suddenly then finally also almost nearly completely totally really so".split(
    " ",
  ),
);

/** verbs whose subject also does the infinitive after them: "started to fly", "had to drive" */
const TAKES_INFINITIVE = new Set(
  "start starts started begin began try tried want wanted decide decided have had has need needed continue continued manage managed learn learned get got".split(
    " ",
  ),
);

/**
 * The dreamer does or undergoes it: the clause whose verb the match is has the dreamer as its
 * actor, or as the target of a passive ("I was teleported"), or "me"/"us" right after it ("it
 * would teleport me"). A match that is no clause's verb
 * counts only right after its clause's verb ("started flying"), so "I saw a fly" and "I saw
 * something floating" are not the dreamer flying. Where the clause has no actor (contractions
 * such as "we're trapped" are often left without one), the words around the match decide: a
 * first-person subject before it, across auxiliaries only.
 */
function dreamerDoes(m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  let e = events.find((x) => x.verbIndex >= m.first && x.verbIndex <= m.last);
  if (!e) {
    e = events.find((x) => m.first > x.verbIndex && m.first <= x.end && x.start <= x.verbIndex);
    if (e) for (let k = e.verbIndex + 1; k < m.first; k++) if (!VERB_LINK.has(tokens[k].w)) e = undefined;
  }
  if (e && (e.actor?.entity === cast.dreamer || (e.passive && e.target?.entity === cast.dreamer))) return true;
  const next = tokens[m.last + 1];
  if (next && next.brk === 0 && FIRST_OBJECT.has(next.w)) return true;
  if (e?.actor && e.actor.entity !== undefined) return false;
  for (let j = m.first - 1, n = 0; j >= 0 && n < 5 && tokens[j + 1].brk === 0; j--, n++) {
    if (FIRST_PERSON.has(tokens[j].w)) return true;
    // ("I start to drive", "we had to fly": the subject of the verb that takes the infinitive)
    if (tokens[j].w === "to" && TAKES_INFINITIVE.has(tokens[j - 1]?.w ?? "") && tokens[j].brk === 0) j--;
    else if (!AUX.has(tokens[j].w)) break;
  }
  return false;
}

/**
 * Someone or something other than the dreamer does it: the clause whose verb the match is has an
 * actor that is not the dreamer (and is not a passive the dreamer undergoes) — "the horse escaped",
 * "the girls escaped", not "we escaped" nor "trying to escape", whose subject the dream leaves unsaid.
 */
function otherDoes(m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  if (dreamerDoes(m, tokens, events, cast)) return false;
  const e = events.find((x) => x.verbIndex >= m.first && x.verbIndex <= m.last);
  if (!e?.actor || e.actor.entity === cast.dreamer || (e.passive && e.target?.entity === cast.dreamer)) return false;
  // ("we ran", "me and my cousin ran away", "Jo and I swam": a group the dreamer is part of)
  const a = e.actor.index;
  const first = (k: number) => FIRST_PERSON.has(tokens[k]?.w ?? "") || FIRST_OBJECT.has(tokens[k]?.w ?? "");
  for (let k = a; k >= 0 && k >= a - 3 && (k === a || tokens[k + 1].brk === 0); k--) if (first(k)) return false;
  if (tokens[a + 1]?.w === "and" && first(a + 2)) return false;
  // ("a lot of swimming", "went for a swim", "attempts to break free": the act named as a noun has no doer of its own)
  if (/^(of|for|a|an|the|some|any|about|no|more|much|attempts|attempt)$/.test(tokens[m.first - 1]?.w ?? "")) return false;
  // ("cover for me escaping": the dreamer right before a gerund is its doer)
  if (FIRST_OBJECT.has(tokens[m.first - 1]?.w ?? "") && tokens[m.first].brk === 0) return false;
  return true;
}

/** a character — the dreamer, a person, an animal — does it: "he collapsed", "I collapsed", "my aunt just collapsed" */
function characterDoes(m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  const e = events.find((x) => x.verbIndex >= m.first && x.verbIndex <= m.last);
  if (e?.actor) return e.actor.entity !== undefined;
  for (let j = m.first - 1, n = 0; j >= 0 && n < 3 && tokens[j + 1].brk === 0; j--, n++) {
    if (cast.ref[j] !== undefined || /^(i|you|he|she|we|they|someone|somebody)$/.test(tokens[j].w)) return true;
    if (!AUX.has(tokens[j].w)) break;
  }
  return false;
}

/** whether the sentence of token `at` has one of the words: a scan of that sentence only, not of the whole dream per symbol */
function sentenceHas(tokens: Token[], at: number, words: Set<string>): boolean {
  const sent = tokens[at].sent;
  let from = at;
  while (from > 0 && tokens[from - 1].sent === sent) from--;
  for (let k = from; k < tokens.length && tokens[k].sent === sent; k++) if (words.has(tokens[k].w)) return true;
  return false;
}

/** the dream's words, as a set: built once per dream, for the senses that look past their sentence */
const dreamWords = new WeakMap<Token[], Set<string>>();
function dreamHasAny(tokens: Token[], words: readonly string[]): boolean {
  let all = dreamWords.get(tokens);
  if (!all) dreamWords.set(tokens, (all = new Set(tokens.map((t) => t.w))));
  return words.some((w) => all.has(w));
}

function holds(sense: Sense, m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  if (sense.excludes) for (let i = m.first; i <= m.last; i++) if (excludedAt(tokens, i, sense.excludes)) return false;
  if (sense.excludes && namedBefore(tokens, m, sense.excludes)) return false;
  if (sense.requires?.length) {
    const need = new Set(sense.requires);
    if (!sentenceHas(tokens, m.first, need)) return false;
  }
  if (sense.avoids?.length && sentenceHas(tokens, m.first, new Set(sense.avoids))) return false;
  if (sense.avoidsLower?.length && !/\p{Lu}/u.test(tokens[m.first].raw) && sentenceHas(tokens, m.first, new Set(sense.avoidsLower)))
    return false;
  if (sense.dreamRequires && !dreamHasAny(tokens, sense.dreamRequires)) return false;
  if (sense.dreamAvoids && dreamHasAny(tokens, sense.dreamAvoids)) return false;
  if (sense.pos === "noun" && usedAsVerb(tokens, m.last)) return false;
  if (sense.pos === "verb" && !usedAsVerb(tokens, m.first)) return false;
  if (sense.near && !nearby(tokens, m, sense.near)) return false;
  if (sense.far && nearby(tokens, m, sense.far)) return false;
  if (sense.subject === "dreamer" && !dreamerDoes(m, tokens, events, cast)) return false;
  if (sense.subject === "notOther" && otherDoes(m, tokens, events, cast)) return false;
  if (sense.subject === "thing" && characterDoes(m, tokens, events, cast)) return false;
  if (sense.byForm) {
    const key = keyOf(tokens, m);
    for (const forms in sense.byForm) if (isForm(key, forms) && !holds(sense.byForm[forms], m, tokens, events, cast)) return false;
  }
  return true;
}

/** "like" as a verb: "I like", "would like", "didn't like" — not the "like" of a comparison */
const LIKE_VERB = /^(i|you|we|they|he|she|would|'d|do|does|did|don't|didn't|doesn't|not|to|really|also|still|always|who)$/;

/** "as soon as", "as long as", "as well as": the "as … as" of time, extent or manner, no likeness */
const AS_MEASURE =
  /^(soon|long|far|well|much|many|quickly|fast|hard|best|quietly|loud|loudly|often|early|late|possible|good|quick|slowly|close|near)$/;

/**
 * Named only to say what something resembled: "red splotches, like hives", "five times larger than the
 * moon", "the size of a bear" — the thing compared to is not in the dream.
 */
function compared(tokens: Token[], m: SymbolMatch): boolean {
  const sent = tokens[m.first].sent;
  if (asIfItWere(tokens, m.first) || asIfIn(tokens, m.first) || likenedScene(tokens, m.first) || resembled(tokens, m.first)) return true;
  for (let j = m.first - 1; j >= 0 && j >= m.first - 3 && tokens[j].sent === sent; j--) {
    const w = tokens[j].w;
    if (w === "than" || (w === "like" && !LIKE_VERB.test(tokens[j - 1]?.w ?? ""))) return true;
    if (w === "of" && /^(size|shape)$/.test(tokens[j - 1]?.w ?? "")) return true;
    // ("the same hat as my aunt": what a thing is the same as is named only to say so)
    if (w === "as" && tokens.slice(Math.max(0, j - 4), j).some((t) => t.w === "same" && t.sent === sent)) return true;
    // ("as huge as the marshmallow man", "as big as a house": an equal comparison, not "as soon as the bell rang")
    if (w === "as" && tokens[j - 2]?.w === "as" && !AS_MEASURE.test(tokens[j - 1].w)) return true;
    if (tokens[j].brk > 0) break;
  }
  return false;
}

/**
 * "the guard resembles a famous singer", "a man resembling my uncle's old boss": what
 * someone only resembles, up to eight words on in the clause, is not in the dream.
 */
function resembled(tokens: Token[], first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 8 && tokens[j + 1].brk === 0; j--)
    if (/^(resembles|resembled|resembling|resemble)$/.test(tokens[j].w)) return true;
  return false;
}

/** "as if it is a movie", "as though it were a dream": what the scene is likened to is not in it */
function asIfItWere(tokens: Token[], first: number): boolean {
  const at = /^(a|an|the)$/.test(tokens[first - 1]?.w ?? "") ? first - 1 : first;
  const w = (k: number) => tokens[at - k]?.w ?? "";
  return (
    /^(is|was|were|be)$/.test(w(1)) &&
    /^(it|this|that)$/.test(w(2)) &&
    /^(if|though)$/.test(w(3)) &&
    w(4) === "as" &&
    tokens.slice(at - 4, first + 1).every((t, k) => k === 0 || t.brk === 0)
  );
}

/** "as if we're in a museum", "as though we were at a funeral": the place the scene is likened to */
function asIfIn(tokens: Token[], first: number): boolean {
  let k = first - 1;
  if (/^(a|an|the)$/.test(tokens[k]?.w ?? "")) k--;
  if (!/^(in|at|on|inside)$/.test(tokens[k]?.w ?? "")) return false;
  k--;
  if (/^(is|was|were|are|be|been)$/.test(tokens[k]?.w ?? "")) k--;
  if (!/^(we|we're|i|i'm|they|they're|you|you're|it|it's|he|she|he's|she's)$/.test(tokens[k]?.w ?? "")) return false;
  return (
    /^(if|though)$/.test(tokens[k - 1]?.w ?? "") &&
    tokens[k - 2]?.w === "as" &&
    tokens.slice(k - 2, first + 1).every((t, n) => n === 0 || t.brk === 0)
  );
}

/** what says the scene only resembles something: "it looked like", "it seemed like", "it's like" (and "much like", below) */
const SEEMED = /^(looked|looks|seemed|seems|felt|feels|resembled)$/;

/**
 * "It's like the lobby of a big hotel", "a hall that looks like an old church": what the
 * scene is likened to, up to six words after "like a" or "like the", names no place of the dream —
 * unless "like" opens a clause ("it's like the whole road was empty") or fills speech
 * ("there was like this fair")
 */
function likenedScene(tokens: Token[], first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 6 && tokens[j + 1].brk === 0; j--) {
    if (tokens[j].w !== "like") {
      // (a verb or a subject between ends the likeness: "it was like I ran to the airport")
      if (/^(i|we|he|she|they|you)$/.test(tokens[j].w) || isLexVerb(tokens[j].w)) return false;
      continue;
    }
    const before = tokens[j - 1]?.w ?? "";
    // ("a bedroom much like the cabin at the lake": "much like" always likens, whatever stands before it)
    const opened =
      SEEMED.test(before) || before === "it's" || before === "much" || (/^(is|was)$/.test(before) && tokens[j - 2]?.w === "it");
    // ("it was like one in a barn": "one" stands for the thing likened, as an article would open it)
    if (!opened || tokens[j].brk !== 0 || !/^(a|an|the|one)$/.test(tokens[j + 1]?.w ?? "")) return false;
    for (let k = first + 1; k < tokens.length && k <= first + 3 && tokens[k].brk === 0; k++)
      if (/^(is|was|were|are)$/.test(tokens[k].w)) return false;
    return true;
  }
  return false;
}

/** what makes a thing a likeness of itself: "a balloon animal", "a toy gun", "a picture of a snake" */
const MADE_AS = /^(balloon|toy|toys|stuffed|plush|cartoon|teddy|fake|pretend|origami|lego|gummy)$/;
/** a material makes a likeness only of a living thing: "a plastic snake", but a plastic bag is a bag */
const MADE_OF =
  /^(plastic|rubber|chocolate|paper|cardboard|wooden|porcelain|ceramic|clay|candy|cookie|snow|sand|stone|marble|bronze|glass|metal|wax)$/;
const IMAGE_OF =
  /^(picture|pictures|photo|photos|photograph|photographs|painting|paintings|drawing|drawings|statue|statues|sculpture|poster|posters|image|images|model|models|figurine|figurines|tattoo|costume|carving|cutout|logo|sticker|stickers)$/;

/** named as a likeness — a toy, a picture, a balloon — the thing itself is not in the dream */
function likeness(def: SymbolDef, tokens: Token[], m: SymbolMatch): boolean {
  const before = tokens[m.first - 1];
  if (
    before &&
    tokens[m.first].brk === 0 &&
    (MADE_AS.test(before.w) || (/^(animal|creature)$/.test(def.category) && MADE_OF.test(before.w)))
  )
    return true;
  // "a picture of a big snake": across the article and a word or two of description
  for (let j = m.first - 1; j >= 0 && j >= m.first - 4 && tokens[j + 1].brk === 0; j--)
    if (tokens[j].w === "of") return IMAGE_OF.test(tokens[j - 1]?.w ?? "");
  return false;
}

/** a number before it: "30 feet", "several hundred feet", "a foot deep" */
const COUNT_WORD =
  /^(\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|several|few|couple|dozen|many|half|a)$/;
/** "30 feet", "a foot deep": feet and a foot as a measure of length, no body part */
function measure(tokens: Token[], m: SymbolMatch): boolean {
  if (m.first !== m.last || !/^(feet|foot)$/.test(tokens[m.first].w) || tokens[m.first].brk !== 0) return false;
  const prev = tokens[m.first - 1]?.w ?? "";
  if (prev === "a")
    return /^(deep|high|tall|long|wide|away|off|above|below|apart|or|of|in|from|thick|taller|shorter)$/.test(tokens[m.first + 1]?.w ?? "");
  return COUNT_WORD.test(prev);
}

/** what may follow "called me" in a phone call: "called me back", "called me last night", "called me to say" */
const CALL_GOES_ON =
  /^(and|to|on|from|back|up|at|last|yesterday|today|tonight|later|again|about|while|when|that|but|so|because|after|before|early|late|right|just|this|every|once|twice|several|many|a|an|the|too|though|then|or|over|into|in|out|for|with|saying|asking|telling|crying|screaming|all)$/;
/** after "called me the …": a time, so still a call ("called me the next day"), not a name ("called me the boss") */
const CALL_TIME = /^(next|following|other|day|night|morning|evening|same|whole|entire)$/;

/**
 * "called me ego", "calls me Princess": "called me" with a name or a word for the dreamer after it is
 * naming, no phone call; "called me back", "called me last night" and a "called me." that ends its
 * clause are calls. ("called me a liar" and "called me an idiot" are the lexicon's own excludes.)
 */
function namingCall(tokens: Token[], m: SymbolMatch): boolean {
  const me = tokens[m.last];
  if (!/^(me|us)$/.test(me.w) || !/^(called|calls|call|calling)$/.test(tokens[m.last - 1]?.w ?? "")) return false;
  const next = tokens[m.last + 1];
  if (!next || next.brk !== 0) return false;
  if (next.w === "the") return !CALL_TIME.test(tokens[m.last + 2]?.w ?? "");
  return !CALL_GOES_ON.test(next.w) && !/^\d/.test(next.w);
}

export function senseHolds(def: SymbolDef, m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  if (compared(tokens, m) || measure(tokens, m) || namingCall(tokens, m)) return false;
  if (!/^(person|place)$/.test(def.category) && likeness(def, tokens, m)) return false;
  return !def.sense || holds(def.sense, m, tokens, events, cast);
}
