/**
 * Moments of the dream a reading can start from when nothing larger leads it, each in the dream's
 * own words: the one the dreamer marks (strange, sudden, never seen), a task laboured at, the
 * dreamer's note that the dream recurs, and where the dream leaves off.
 */
import type { Analysis } from "./analyze";
import type { Event } from "./events";
import { evidenceOf } from "./evidence";
import { notesStart, titleOf } from "./tokenize";
import { isLexAdjective, isLexNoun, tagsOf } from "./words";
import { outsideDream } from "./waking-asides";

/** whether a clause ends after token `k`: punctuation, a quotation mark or the sentence's end comes next */
export const clauseEnds = (a: Analysis, k: number): boolean =>
  k + 1 >= a.tokens.length ||
  a.tokens[k + 1].sent !== a.tokens[k].sent ||
  (/[,;:.!?()—"“”]/.test(a.text.slice(a.tokens[k].end, a.tokens[k + 1].start)) && !adjectivesPaired(a, k));

/** "she had long, grey hair": a comma between two adjectives before their noun ends no clause */
function adjectivesPaired(a: Analysis, k: number): boolean {
  const [first, second, noun] = [a.tokens[k], a.tokens[k + 1], a.tokens[k + 2]];
  return (
    !!noun &&
    a.text.slice(first.end, second.start).trim() === "," &&
    noun.brk === 0 &&
    isLexAdjective(first.w) &&
    isLexAdjective(second.w) &&
    !isLexNoun(second.w) &&
    isLexNoun(noun.w) &&
    !isLexAdjective(noun.w)
  );
}

/** the token that closes the clause an event's verb opens (or `limit`, where the clause runs on past it) */
export function clauseEdge(a: Analysis, e: Event, limit = e.end): number {
  let t = e.verbIndex;
  while (t < limit && !clauseEnds(a, t)) t++;
  return t;
}

/** the dreamer's own verdict that a moment is uncanny: strange, weird, impossible, "never seen" */
const UNCANNY = /^(strange|weird|odd|bizarre|impossible|unbelievable|surreal)$/;
/** a verdict of beauty or horror: the dreamer's mark when said of the moment ("it was beautiful"), description before a noun */
const VERDICT =
  /^(strange|weird|odd|bizarre|amazing|incredible|beautiful|wonderful|terrible|awful|horrible|magic|magical|impossible|unbelievable|surreal|shocking|funny|hilarious|gorgeous|cutest|scariest)$/;
/** what makes a moment vivid without the dreamer judging it: size, suddenness, a thing that floats or vanishes */
const VIVID =
  /^(huge|enormous|giant|gigantic|tiny|glowing|suddenly|kept|floating|float|floated|flew|transformed|vanished|disappeared|exploded|melted)$/;

/** a dream's most vivid moment in its own words; `marked` when the dreamer's verdict marks it, not only its vividness */
export type Striking = { words: string; marked: boolean };

/** the sentence the dreamer marks most — by the words above or "never seen" — told whole when it is short */
export function strikingMoment(a: Analysis): Striking | undefined {
  const { tokens: tk, text } = a;
  // tokens and events by sentence, once: a long dream has many sentences
  const bySent = new Map<number, number[]>();
  tk.forEach((t, k) => (bySent.get(t.sent) ?? bySent.set(t.sent, []).get(t.sent)!).push(k));
  const evBySent = new Map<number, Event[]>();
  for (const e of a.events) (evBySent.get(e.sent) ?? evBySent.set(e.sent, []).get(e.sent)!).push(e);
  let best: { score: number; sent: number; at: number; marked: boolean } | undefined;
  // (a questionnaire's answers — "Setting: … Feelings and Thoughts: Annoyed. It was weird." — are notes, not the dream)
  const notesFrom = notesStart(text);
  // (nor is a sentence told from after waking, or a parenthesis of backstory)
  const outside = outsideDream(a);
  for (const [sent, ks] of bySent) {
    if (tk[ks[0]].start >= notesFrom) continue;
    // (what someone says is their moment, not the dreamer's mark on one)
    if (/["“”]/.test(text.slice(tk[ks[0]].start, tk[ks.at(-1)!].end))) continue;
    const neverSeen = /never seen|ever seen/.test(ks.map((k) => tk[k].w).join(" "));
    // ("it is impossible to find them": a difficulty, not a verdict on the moment)
    // ("flew to Peru", "flew home": a journey by plane is travel, not a vivid moment)
    const travel = (k: number) => tk[k].w === "flew" && /^(to|into|home|from)$/.test(tk[k + 1]?.w ?? "");
    const marks = ks.filter((k) => (VERDICT.test(tk[k].w) && tk[k + 1]?.w !== "to") || (VIVID.test(tk[k].w) && !travel(k)));
    const score = marks.length * 2 + (neverSeen ? 2 : 0);
    // ("a beautiful red and green painting" describes the painting; "it was beautiful" judges the moment)
    const judged = (k: number) =>
      UNCANNY.test(tk[k].w) ||
      (VERDICT.test(tk[k].w) &&
        !(tk[k + 1]?.brk === 0 && tagsOf(tk[k + 1].w).some((x) => /^(Noun|Singular|Plural|Uncountable|Adjective|Gerund)$/.test(x))));
    const marked = neverSeen || marks.some(judged);
    if (score === 0) continue;
    const at = marks[0] ?? ks[0];
    if (outside(at)) continue;
    const evs = evBySent.get(sent) ?? [];
    // ("Each block was very large. Incredible size.": a marked phrase without a verb marks the sentence before)
    const verbless = !evs.length && ks.length <= 4 && sent > 0;
    const real = verbless || evs.some((e) => !e.reported && !e.unreal && !e.negated && at >= e.start && at <= e.end);
    if (real && (!best || score >= best.score)) best = { score, sent, at, marked };
  }
  if (!best) return undefined;
  // "And that was kind of odd": a verdict on the sentence before points at that sentence
  const verdict = bySent.get(best.sent)!;
  const bare = !evBySent.get(best.sent)?.length && verdict.length <= 4;
  if (((verdict.length <= 7 && verdict.some((k) => /^(that|this|it)$/.test(tk[k].w))) || bare) && bySent.has(best.sent - 1))
    best = { ...best, sent: best.sent - 1 };
  const words = sentenceAround(a, best.sent, best.at);
  // ("I thought": two words mark nothing)
  return words && words.split(/\s+/).length >= 3 ? { words, marked: best.marked } : undefined;
}

const RECURS =
  /\b(recurring|recurrent|repeating|repeated) (dream|nightmare)s?\b|\b(had|have|having|dreamt|dreamed) (this|that|the same|this same) (dream|nightmare) (again|before|many times|several times|a lot|often|since|over and over|\w+ times)\b|\b(had|have|having|dreamt|dreamed) (the same|this same) (dream|nightmare)\b|\b(had|have) (this|that) (dream|nightmare) (about|at least|maybe|like) \w+ times\b|\b(second|third|fourth|fifth|\w+th) time (i|i've|i have|i had) (had|dreamt|dreamed|had had)? ?(this|that|the) (dream|nightmare)\b|\bthis dream (again|before)\b|\b(i|we) (keep|kept) (having|dreaming)\b|\bthe (last|first) time i (had|dreamt|dreamed) (this|it)\b|\bsame dream\b|\b(i've|i have) (had|dreamt|dreamed) (it|this) (before|again|many times)\b/i;

/** where the sentence around character `at` starts and ends (a bracket closes one too: "[woke up]", "(M-45)") */
export function sentenceSpan(text: string, at: number): { start: number; end: number } {
  let start = 0;
  for (let i = at; i >= 0; i--)
    if (stop(text, i, "\n[()")) {
      start = i + 1;
      break;
    }
  let end = text.length;
  for (let i = at; i < text.length; i++)
    if (stop(text, i, "\n])")) {
      end = i;
      break;
    }
  return { start, end };
}

/** a title's full stop ("Mrs. Lane", "Dr. Ortiz") is no sentence's end */
const TITLE = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Mt|Rev|Capt|Lt|Sgt|Col|Gen)$/;
const stop = (text: string, i: number, brackets: string) => {
  const ch = text[i];
  if (ch === ".") return !TITLE.test(text.slice(Math.max(0, i - 5), i));
  return ch === "!" || ch === "?" || brackets.includes(ch);
};

/** the sentence around a match, whole if it is short enough, else the match */
function sentenceOf(text: string, m: RegExpExecArray, max = 30): string {
  const { start, end } = sentenceSpan(text, m.index);
  const sentence = text.slice(start, end).trim();
  return sentence.split(/\s+/).length <= max ? sentence : m[0];
}

/** the dreamer's note of where the dream came from awake: the body, a sound, or the day before */
const BODY_OR_SOUND =
  "fever|headache|ache|aching|pain|cramps?|trouble breathing|breathing|breathe|a cold|the flu|cough|coughing|sweat|sweating|sweaty|hungry|thirsty|bladder|pee|chilled|freezing|itch|itching|numb|sore|sick|nausea|nauseous|snoring|barking|croaking|alarm|thunder|rain|ringing";
const WAKING_SOURCE = new RegExp(
  `\\b((in (real|waking) life|when i (woke|awoke)|i (woke|awoke)( up)?)\\b[^.!?\\]]{0,60}\\b(${BODY_OR_SOUND})\\b|\\b(${BODY_OR_SOUND})\\b[^.!?\\]]{0,40}\\b(when|as) i (woke|awoke)\\b|(i|we) (ate|had eaten|drank|watched|had watched|read|had read|saw|had seen) [^.!?\\]]{1,60}\\b(for dinner|for supper|last night|before bed|before going to (bed|sleep)|the night before|that evening)\\b)`,
  "i",
);

export function wakingSourceOf(text: string): string | undefined {
  const m = WAKING_SOURCE.exec(text);
  if (!m) return undefined;
  // ("I woke up with a headache. Dad's room was orange…": a waking that opens the report, with the dream going on
  // after it, happens inside the dream; the body's note is told after the dream, or said to be real)
  const { start, end } = sentenceSpan(text, m.index);
  const before = text.slice(0, start).replace(/\([^()]*\)|\[[^\]]*\]/g, "");
  const after = text
    .slice(end)
    .split(/[.!?]+/)
    .filter((x) => /\p{L}/u.test(x)).length;
  if (/\b(woke|awoke)\b/i.test(m[0]) && !/in (real|waking) life/i.test(m[0]) && !/\p{L}/u.test(before) && after >= 2) return undefined;
  return sentenceOf(text, m);
}

/** the dreamer's own words that the dream comes back, as a whole sentence */
export function recurringOf(text: string): string | undefined {
  const m = RECURS.exec(text);
  return m ? sentenceOf(text, m) : undefined;
}

/** the words before a verb that make it a labour: "trying to", "had to", "kept" */
const LABOUR = /^(trying|tried|try|attempting|struggling|struggled|had|have|has|needed|need|kept|keep|keeps)$/;

/** the first task the dreamer labours at, told from the dreamer to the clause's edge */
export function effortOf(a: Analysis): string | undefined {
  const tk = a.tokens;
  const d = a.cast.dreamer;
  const outside = outsideDream(a);
  for (const e of a.events) {
    if (e.reported || e.unreal || e.negated || e.actor?.entity !== d || e.actor.index >= e.verbIndex || outside(e.verbIndex)) continue;
    const before = tk.slice(e.actor.index + 1, e.verbIndex).map((t) => t.w);
    const labour = before.some((w, k) => LABOUR.test(w) && (/^(kept|keep|keeps)$/.test(w) || before[k + 1] === "to"));
    const kept = before.some((w) => /^(kept|keep|keeps)$/.test(w));
    if (!labour || e.lemmas.some((l) => /^(wake|be|get|leave|say|tell|see|do)$/.test(l) || (l === "go" && !kept))) continue;
    const t = clauseEdge(a, e);
    if (clauseEnds(a, t) && t - e.actor.index <= 16 && t > e.verbIndex) return a.text.slice(tk[e.actor.index].start, tk[t].end);
  }
  return undefined;
}

/**
 * What the dreamer says they want in the dream, from "I" to the clause's edge: "I wanted to get a
 * cookie", "I really wanted a red bike", "I hoped she would call". Freud's way into a dream with no
 * drama: the wish it names outright. Not a wish refused ("I didn't want to go"), nor wanting to know.
 */
export function wishOf(a: Analysis): string | undefined {
  const tk = a.tokens;
  const d = a.cast.dreamer;
  const notes = notesStart(a.text);
  for (const e of a.events) {
    if (e.reported || e.negated || e.actor?.entity !== d || e.actor.index >= e.verbIndex || tk[e.verbIndex].start >= notes) continue;
    const wants = e.aspect.some((x) => /^(want|wish|hope)$/.test(x)) || e.lemmas.some((l) => /^(want|wish|hope|long)$/.test(l));
    // ("I do not really want to sell it": a denial the parser left on the verb before)
    const denied = tk.slice(e.actor.index, e.verbIndex).some((t) => /^(not|never|no)$/.test(t.w) || t.w.endsWith("n't"));
    if (!wants || denied || e.lemmas.some((l) => /^(know|say|ask|wake|leave|go|be)$/.test(l))) continue;
    const t = clauseEdge(a, e, tk.length - 1);
    if (t - e.actor.index <= 16 && t > e.verbIndex) return a.text.slice(tk[e.actor.index].start, tk[t].end);
  }
  return undefined;
}

/** verbs that say where one is, what one perceives or thinks, not a deed: a reading cannot start from "I was", "I saw", "I remember" */
const NOT_A_DEED =
  /^(be|have|get|go|come|see|look|watch|hear|notice|think|suppose|assume|imagine|believe|figure|reckon|hope|expect|know|learn|intend|recall|remember|forget|seem|feel|wake|awake|dream|want|wish|like|say|tell|ask|guess|realize|realise|wonder|find|stand|sit|stay|leave|arrive|start|begin|end|try|let|make|do|need|use|keep)$/;

/** a clause the dreamer opens: first in its clause, or after a conjunction — not "a photo I took", "as though I were", "Bill and I were" */
const OPENS = /^(and|then|so|but|later|soon|next|suddenly|finally|also|now|first|after|afterwards|eventually)$/;
const opensClause = (a: Analysis, head: number) => {
  const prev = a.tokens[head - 1];
  if (!prev || a.tokens[head].brk > 0) return true;
  return OPENS.test(prev.w) && !(prev.w === "and" && a.cast.ref[head - 2]);
};

/**
 * Two deeds of the dreamer's own, in the dream's words from the dreamer to the clause's edge
 * ("we're annotating books for purposes of espionage", "I try to lip synch the words"): when
 * nothing larger leads, what the dreamer does is the dream's most specific way in.
 */
export function doingsOf(a: Analysis): string[] {
  const found = ownDeeds(a);
  return found.length === 2 ? found : [];
}

/** the dreamer's one deed, in a dream that has no second: "I accused them of robbing the bank" */
export function deedOf(a: Analysis): string | undefined {
  const found = ownDeeds(a);
  return found.length === 1 ? found[0] : undefined;
}

/** up to two deeds of the dreamer's own, each from its own sentence */
function ownDeeds(a: Analysis): string[] {
  const tk = a.tokens;
  const out: string[] = [];
  const sents = new Set<number>();
  const outside = outsideDream(a);
  for (const e of a.events) {
    const head = e.actor?.index ?? -1;
    if (outside(e.verbIndex)) continue;
    if (e.reported || e.unreal || e.negated || e.actor?.entity !== a.cast.dreamer || head >= e.verbIndex || e.verbIndex - head > 4)
      continue;
    if (e.lemmas.some((l) => NOT_A_DEED.test(l)) || sents.has(e.sent) || (!e.target && !e.particle && !e.prep) || !opensClause(a, head))
      continue;
    // ("I remember riding around": what is remembered is told from the deed, not from the remembering)
    if (tk.slice(head + 1, e.verbIndex).some((t) => /^(remember|recall|think|guess|believe)$/.test(t.w))) continue;
    let t = clauseEdge(a, e);
    // ("I read it for a little while and": a clause's edge is not a joining word)
    while (t > e.verbIndex && /^(and|but|so|then|or|because|as|when)$/.test(tk[t].w)) t--;
    if (t - head > 14 || t - e.verbIndex < 2) continue;
    out.push(a.text.slice(tk[head].start, tk[t].end));
    sents.add(e.sent);
    if (out.length === 2) break;
  }
  return out;
}

const SUBJECT = /^(i|we|he|she|they)$/;
const MODAL = /^(may|might|would|could|can|will|should|must|going|gonna|wanted|want)$/;

/** verbs that tell of the dream or the waking, not a moment in it */
const NOT_A_MOMENT = /^(wake|awake|awaken|end|stop|dream|mention|think|guess|remember|be|have|seem|feel|say|tell|ask|name)$/;

/** the dream's last act before waking, told from its doer: "she walked away", not "not to mention…" or "I woke up" */
export function lastAct(a: Analysis): string | undefined {
  const tk = a.tokens;
  // (punctuation only: a sentence's end the text does not mark leaves the clause open, as the last act is found)
  const boundary = (t: number) => t + 1 >= tk.length || /[,;:.!?()—"“”]/.test(a.text.slice(tk[t].end, tk[t + 1].start));
  // the doer is a pronoun, a name or a noun with its determiner: "my brother", "Johnnie", not "hand up"
  const doer = (k: number) =>
    SUBJECT.test(tk[k].w) || /^\p{Lu}/u.test(a.text[tk[k].start]) || /^(the|my|a|an|his|her|our|their)$/.test(tk[k - 1]?.w ?? "");
  for (const x of [...a.events].reverse()) {
    if (x.reported || x.unreal || x.negated || !x.actor || x.actor.index >= x.verbIndex || x.verbIndex - x.actor.index > 4) continue;
    if (x.lemmas.some((l) => NOT_A_MOMENT.test(l))) continue;
    const head = x.actor.index;
    if (!doer(head) || /^(what|who|which|how|why)$/.test(tk[head].w) || tk.slice(head + 1, x.verbIndex).some((t) => MODAL.test(t.w)))
      continue;
    // ("to say it was wrong": an infinitive is a purpose, unless "decided to", "started to" carry it)
    if (tk[x.verbIndex - 1]?.w === "to" && !x.aspect.length) continue;
    // ("my cousins and I were inside": a subject of two is told whole, not from its "I")
    const first = tk[head - 1]?.w === "and" && a.cast.ref[head - 2] ? head - 2 : head;
    const from = /^(the|my|a|an|his|her|our|their)$/.test(tk[first - 1]?.w ?? "") ? first - 1 : first;
    // a clause of its own, near the end: not "a girl I had met only at the party"
    const opens =
      from === 0 ||
      tk[from - 1].sent !== tk[from].sent ||
      boundary(from - 1) ||
      /^(and|but|then|so|when|as|because|until|after|before|finally|suddenly|just|now)$/.test(tk[from - 1].w);
    if (!opens || tk.at(-1)!.sent - tk[from].sent > 1) continue;
    // the whole clause, at most a dozen words, and never ending on "that" or "to"
    let t = x.verbIndex;
    while (t < x.end && !boundary(t)) t++;
    if (!boundary(t) || t - from > 14 || t - x.verbIndex < 1 || /^(that|to|and|but|the|a|an|of|so)$/.test(tk[t].w)) return undefined;
    return a.text.slice(tk[from].start, tk[t].end);
  }
  return undefined;
}

/** the title's own words that name no content: "The Jay Heimer Incident", "Hiking With Paul" */
const TITLE_FILLER = new Set([
  "the",
  "a",
  "an",
  "of",
  "with",
  "and",
  "in",
  "on",
  "at",
  "to",
  "for",
  "from",
  "my",
  "his",
  "her",
  "dream",
  "incident",
  "part",
  "again",
]);
/** "kittens" and "kitten", "married" and "marrying": the same word when the first five letters agree */
const sameWord = (x: string, y: string) =>
  x.length >= 5 && y.length >= 5 ? x.slice(0, 5) === y.slice(0, 5) : x === y.replace(/s$/, "") || x === y;

/**
 * The dreamer's own title, with the sentence of the dream that shares most of its words (its last
 * word, the head of the title, counting double): where the dreamer puts the dream's weight.
 */
export function titledMoment(a: Analysis): { title: string; words?: string } | undefined {
  const title = titleOf(a.text);
  // ("I'm at the Riding Stables": a first sentence in capitals, not a title)
  if (!title || /^(I|I'm|I’m|We)\b/.test(title)) return undefined;
  const keys = title
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/'s$/, "").replace(/s$/, ""))
    .filter((w) => w.length > 2 && !TITLE_FILLER.has(w));
  const tk = a.tokens;
  const score = new Map<number, { n: number; at: number }>();
  tk.forEach((t, k) => {
    const hit = keys.findIndex((key) => sameWord(key, t.w.replace(/'s$/, "")));
    if (hit < 0) return;
    const s = score.get(t.sent) ?? { n: 0, at: k };
    // ("Eating Donuts With Ellie": a name says less about the moment than what is done)
    const name = /^\p{Lu}/u.test(t.raw) && tk[k - 1]?.sent === t.sent;
    score.set(t.sent, { n: s.n + (hit === keys.length - 1 ? 2 : 1) * (name ? 0.5 : 1), at: s.at });
  });
  const best = [...score].sort((x, y) => y[1].n - x[1].n || x[0] - y[0])[0];
  return { title: title.replace(/[.:]$/, ""), words: best && sentenceAround(a, best[0], best[1].at) };
}

/** a sentence whole when it has at most `max` words, else the clause of the event at `at`, or the clause around it */
export function sentenceAround(a: Analysis, sent: number, at: number, max = 24): string | undefined {
  const tk = a.tokens;
  // (a plain loop: flatMap made a little array for every word of the dream)
  const ks: number[] = [];
  for (let k = 0; k < tk.length; k++) if (tk[k].sent === sent) ks.push(k);
  if (ks.length <= max) return a.text.slice(tk[ks[0]].start, tk[ks.at(-1)!].end);
  const e = a.events.find((x) => at >= x.start && at <= x.end);
  const told = e && evidenceOf(a.text, tk, e);
  if (told?.includes(tk[at].raw)) return told;
  // ("… and there is this giant beetle on my arm": no event's words hold the mark, so its clause is told)
  let [l, r] = [at, at];
  while (l > ks[0] && tk[l].brk === 0 && at - l < max) l--;
  while (r < ks.at(-1)! && tk[r + 1].brk === 0 && r - l < max) r++;
  while (l < at && /^(and|but|then|so|or)$/.test(tk[l].w)) l++;
  return a.text.slice(tk[l].start, tk[r].end);
}
