/**
 * Feelings stated by a phrase rather than a feeling word: "felt good", "couldn't believe", "I'm
 * not sure what to do", "how dare they", "I thought I would die", "'Odd,' I said". Some carry
 * their own negation or modal, so the detector must not discard them for it.
 */
import { FEEL_ONLY, FEEL_VERBS, WORDS, type EmoWord } from "./emotion-words";
import { isFunctionWord } from "./phrase";
import { isLexNoun, tagsOf } from "./words";
import { negatedBefore } from "./emotion-experiencer";
import type { EmotionCode } from "./schema";
import type { Token } from "./tokenize";

export type PhraseHit = EmoWord & {
  /** the negation ("couldn't believe", "not sure") is part of the phrase */
  negationBuiltIn?: boolean;
  /** the modal is part of the phrase ("I thought I would die") */
  modalBuiltIn?: boolean;
  /** the phrase itself says whose feeling it is ("my heart was pounding") */
  dreamers?: boolean;
  /** how many words before the matched one the phrase starts, when it is quoted whole ("it was nice to hear") */
  back?: number;
  /** how many words after it the quotation may run, when what is felt lies in the clause after ("hoped the guard wouldn't notice") */
  ahead?: number;
};

const INTENSIFIERS = new Set("so very really quite pretty a bit little kind of rather somewhat it this that much".split(" "));
const WH = new Set(["how", "what", "whether", "which", "where", "why", "who", "if"]);
const MODAL_NEXT = new Set(["should", "want", "wanted", "could", "would", "can", "to"]);
const DEATH = new Set(["die", "dying", "killed", "drown", "crash"]);

const w = (tokens: Token[], k: number) => tokens[k]?.w ?? "";
const feelish = (x: string) => FEEL_VERBS.has(x) || x === "found";

/** what one feels as a thing, after a word that sizes it: "great remorse", "terrible pain" */
const FELT_NOUN =
  /^(pain|remorse|sorrow|relief|shame|guilt|fear|sadness|happiness|pleasure|excitement|anxiety|anger|regret|distress|discomfort|loss)$/;

/** "felt good", "feel really bad", "found it odd", "thought it was strange" */
function feltPhrase(tokens: Token[], k: number): PhraseHit | null {
  const base = FEEL_ONLY[w(tokens, k)];
  if (!base) return null;
  const [p, pp, ppp] = [w(tokens, k - 1), w(tokens, k - 2), w(tokens, k - 3)];
  // ("found it odd", but "found abandoned cars": "found" takes its object first)
  const afterFeel =
    FEEL_VERBS.has(p) || (INTENSIFIERS.has(p) && (feelish(pp) || (INTENSIFIERS.has(pp) && feelish(ppp)))) || listedAfterFeel(tokens, k);
  // ("felt down the wall for the switch": a hand feeling its way; "found this pretty blue skirt": a colour)
  if (/^(down|low|blue)$/.test(w(tokens, k)) && !stateEnds(tokens, k)) return null;
  // ("I thought it was odd" — not "she thought I was being odd": a person called odd is described, not puzzled over)
  const subject = p === "was" ? pp : ppp;
  const thoughtOdd =
    base.code === "CO" &&
    (pp === "was" || p === "was") &&
    [pp, ppp, w(tokens, k - 4)].some((v) => v === "thought" || v === "think") &&
    !/^(i|he|she|we|they|you)$/.test(subject);
  // "it was really strange." — the system's confusion class names "strange" itself; "a strange house" is not
  const oddFrom = base.code === "CO" ? eventWasOdd(tokens, k) : -1;
  // ("it struck me as strange" names the one it strikes)
  if (oddFrom >= 0 && w(tokens, oddFrom + 1) === "struck") return { ...base, dreamers: true, back: k - oddFrom };
  const itWasOdd = oddFrom >= 0;
  if (!afterFeel && !thoughtOdd && !itWasOdd && !grewHeated(tokens, k)) return null;
  // ("felt great remorse", "felt terrible pain": the word sizes the noun after it, which is the feeling if any)
  const next = tokens[k + 1];
  if (
    next &&
    next.brk === 0 &&
    next.sent === tokens[k].sent &&
    (WORDS.has(next.w) ||
      (isLexNoun(next.w) && !isFunctionWord(next.w) && !/^(there|here|today|inside|now)$/.test(next.w)) ||
      FELT_NOUN.test(next.w)) &&
    !/^(about|that|when)$/.test(next.w)
  )
    return null;
  // guilt is apprehension in the system: "felt bad about leaving her"
  if (base.label === "feeling bad" && ["about", "that", "because"].includes(w(tokens, k + 1))) return { code: "AP", label: "guilt" };
  return base;
}

const ODD_DEGREE = /^(so|very|really|quite|pretty|a|bit|little|kind|sort|of|rather|somewhat|kinda|extremely|all)$/;

/**
 * "I think that's strange, since he never drives", "I'm thinking it is rather weird": in a dream told in the
 * present, the dreamer's own "I think it's odd" is the puzzlement its past form is in one told in
 * the past (where it would be the writer now). Not "he thinks it's odd", nor "an odd comment".
 */
function thinkOddNow(t: Token[], k: number): PhraseHit | null {
  if (!/^(odd|strange|weird|bizarre)$/.test(w(t, k))) return null;
  // (the word ends its clause or goes on to what is odd: "odd since…", "strange that…" — not "an odd comment")
  if (!endsAt(t, k + 1, k) && !/^(that|since|because|how|to|for)$/.test(w(t, k + 1))) return null;
  let j = k - 1;
  while (j >= 0 && k - j <= 4 && t[j].sent === t[k].sent && ODD_DEGREE.test(w(t, j))) j--;
  if (/^(it's|that's)$/.test(w(t, j))) j--;
  else if (w(t, j) === "is" && /^(it|this|that)$/.test(w(t, j - 1))) j -= 2;
  else return null;
  if (w(t, j) === "that") j--;
  if (!/^(think|thinking)$/.test(w(t, j))) return null;
  let s = j - 1;
  if (/^(also|just|really|still|then|am|'m)$/.test(w(t, s))) s--;
  if (!/^(i|we|i'm|we're)$/.test(w(t, s)) || t[s].sent !== t[k].sent || toldInThePast(t)) return null;
  return { code: "CO", label: "puzzlement", dreamers: true, back: k - s };
}

/** how the event struck the narrator: "it was really strange.", "that seemed odd to me", ", which seemed strange because…" */
const STRUCK_AS = /^(was|seemed|seems)$/;

/**
 * "it was really strange.", "that seemed odd to me", "it struck me as a little strange", ", which seemed
 * strange because…": the system's confusion class names "strange" itself when the thing called strange is
 * what happens (it, that, or "which" after a comma) — not "a strange house", nor "Mom thought I was acting odd".
 * The subject's index, or -1.
 */
function eventWasOdd(tokens: Token[], k: number): number {
  const next = tokens[k + 1];
  const ends = !next || next.brk > 0 || next.sent !== tokens[k].sent || /^(that|how|to|because)$/.test(next.w);
  if (!ends) return -1;
  let j = k - 1;
  while (
    j >= 0 &&
    k - j <= 5 &&
    tokens[j].sent === tokens[k].sent &&
    (INTENSIFIERS.has(tokens[j].w) || /^(bit|little|as|me)$/.test(tokens[j].w))
  )
    j--;
  const verb = w(tokens, j);
  const struck = verb === "struck" && w(tokens, j + 1) === "me" && w(tokens, j + 2) === "as";
  if (!(STRUCK_AS.test(verb) && k - j <= 3) && !struck) return -1;
  // ("it seems strange that…" in a dream told in the past is the writer's comment now)
  if (verb === "seems" && toldInThePast(tokens)) return -1;
  const subject = tokens[j - 1];
  if (!subject || subject.sent !== tokens[k].sent) return -1;
  return /^(it|that)$/.test(subject.w) || (subject.w === "which" && subject.brk > 0) ? j - 1 : -1;
}

/** "I became extremely heated", "we got heated": a temper rising, told as a change of state */
function grewHeated(tokens: Token[], k: number): boolean {
  if (w(tokens, k) !== "heated") return false;
  const p = w(tokens, k - 1);
  const degree = INTENSIFIERS.has(p) || p.endsWith("ly");
  return /^(became|become|got|get|getting|grew)$/.test(degree ? w(tokens, k - 2) : p);
}

/** "I feel awful, stupid", "felt tired and alone": a state in a list of them after "felt" */
function listedAfterFeel(tokens: Token[], k: number): boolean {
  let states = 0;
  for (let j = k - 1; j >= 0 && k - j <= 8 && tokens[j].sent === tokens[k].sent; j--) {
    const x = tokens[j].w;
    if (FEEL_VERBS.has(x)) return states > 0;
    if (/^(and|or)$/.test(x) || INTENSIFIERS.has(x)) continue;
    if (!(WORDS.has(x) || FEEL_ONLY[x] || tagsOf(x).includes("Adjective"))) return false;
    states++;
  }
  return false;
}

/** the word ends the state it names: "felt down.", "felt low and tired", not "felt down the wall" */
function stateEnds(tokens: Token[], k: number): boolean {
  const next = tokens[k + 1];
  return (
    !next || next.brk > 0 || next.sent !== tokens[k].sent || /^(and|but|so|about|because|that|after|when|inside|for|all|then)$/.test(next.w)
  );
}

/** the dreamer's own one-word exclamation: "'Odd,' I said", "“Weird!” I thought" */
function exclaimed(tokens: Token[], k: number, text: string): PhraseHit | null {
  const base = FEEL_ONLY[w(tokens, k)];
  if (!base || base.code !== "CO") return null;
  const before = text.slice(Math.max(0, tokens[k].start - 1), tokens[k].start);
  const after = text.slice(tokens[k].end, tokens[k].end + 2);
  return /["“']/.test(before) && /^[,!.?]["”']?/.test(after) ? base : null;
}

/** "I'm not sure what to do", "I wasn't sure which way": uncertainty inside the dream, not about the memory */
function unsure(tokens: Token[], k: number): PhraseHit | null {
  if (w(tokens, k) !== "sure" || !negatedBefore(tokens, k)) return null;
  const before = tokens.slice(Math.max(0, k - 3), k).map((t) => t.w);
  const past = before.some((x) => /^(wasn't|weren't|was|were|felt|didn't)$/.test(x));
  // "I'm not sure if we waved", in a dream told in the past: the writer unsure of the memory, not the dreamer in it
  if (!past && toldInThePast(tokens)) return null;
  const choosing = WH.has(w(tokens, k + 1)) && [k + 2, k + 3, k + 4].some((j) => MODAL_NEXT.has(w(tokens, j)));
  // "I'm not sure he'll get it right", "not sure if she would come": doubt about what comes next
  const doubting = [k + 1, k + 2, k + 3].some((j) => /^(he'll|she'll|they'll|it'll|i'll|we'll|will|would|could)$/.test(w(tokens, j)));
  if (doubting) return { code: "CO", label: "uncertainty", negationBuiltIn: true };
  // "I'm not sure this is playful or hostile": a dream told in the present, unsure of what is before it
  const present =
    /^(i'm|i|we're)$/.test(before.at(-2) ?? "") &&
    [k + 1, k + 2].some((j) => /^(this|that|it's|he's|she's|they're|whether|if)$/.test(w(tokens, j))) &&
    ![k + 1, k + 2, k + 3].some((j) => /^(was|were|remember|dream|exactly)$/.test(w(tokens, j)));
  if (present) return { code: "CO", label: "uncertainty", negationBuiltIn: true };
  return past || choosing ? { code: "CO", label: "uncertainty", negationBuiltIn: true } : null;
}

const TENSES = new WeakMap<Token[], { past: number; present: number }>();
/** how often the text says "was/were" and "am/is/are" (counted once per text) */
function tenseCounts(tokens: Token[]): { past: number; present: number } {
  let counts = TENSES.get(tokens);
  if (counts === undefined) {
    counts = { past: 0, present: 0 };
    for (const t of tokens)
      if (t.w === "was" || t.w === "were") counts.past++;
      else if (/^(am|is|are|i'm|we're|it's|he's|she's|they're)$/.test(t.w)) counts.present++;
    TENSES.set(tokens, counts);
  }
  return counts;
}

/** a dream told in the past tense: "was/were" well outnumber "am/is/are" */
export function toldInThePast(tokens: Token[]): boolean {
  const { past, present } = tenseCounts(tokens);
  return past >= 4 && past >= 3 * present;
}

/** a dream told in the present tense: "am/is/are" at least as often as "was/were" */
const toldInThePresent = (tokens: Token[]) => tenseCounts(tokens).present >= Math.max(1, tenseCounts(tokens).past);

const PHRASES: ((tokens: Token[], k: number, text: string) => PhraseHit | null)[] = [
  feltPhrase,
  thinkOddNow,
  idiom,
  brokeDownOrShivered,
  tearsOfMine,
  outOfMe,
  cameOverMe,
  confusionThere,
  heartRacing,
  bodyShakes,
  screamedInFright,
  cheered,
  criedUhOh,
  slangAngry,
  annoysMe,
  crossWith,
  tearingUp,
  hairOnEnd,
  feelingTookHold,
  putOut,
  exclaimed,
  unsure,
  // "I couldn't believe it", "could hardly believe my eyes" — not "I can believe it", which is no surprise at all
  (t, k) =>
    w(t, k) === "believe" &&
    (/^(couldn't|can't|not|cannot)$/.test(w(t, k - 1)) ||
      (/^(hardly|barely|scarcely)$/.test(w(t, k - 1)) && /^(could|can)$/.test(w(t, k - 2))))
      ? { code: "CO", label: "disbelief", negationBuiltIn: true, modalBuiltIn: true }
      : null,
  (t, k) =>
    w(t, k) === "imagine" && /^(couldn't|can't|cannot)$/.test(w(t, k - 1)) && WH.has(w(t, k + 1))
      ? { code: "CO", label: "puzzlement", negationBuiltIn: true }
      : null,
  (t, k) => (w(t, k) === "dare" && w(t, k - 1) === "how" ? { code: "AN", label: "outrage" } : null),
  noSense,
  (t, k) => (/^(hell|heck)$/.test(w(t, k)) && w(t, k - 1) === "the" && w(t, k - 2) === "what" ? { code: "CO", label: "puzzlement" } : null),
  // "we had a blast", "I was having a blast": great enjoyment, in slang
  (t, k) =>
    w(t, k) === "blast" && w(t, k - 1) === "a" && /^(had|have|has|having)$/.test(w(t, k - 2)) ? { code: "HA", label: "enjoyment" } : null,
  // "a great time", "a really good time"
  // ("a very, very nice time": past any run of degree words)
  (t, k) => {
    if (w(t, k) !== "time" || !GOOD_TIME.has(w(t, k - 1))) return null;
    let j = k - 2;
    while (j >= 0 && k - j <= 5 && INTENSIFIERS.has(w(t, j)) && w(t, j) !== "a" && t[j].sent === t[k].sent) j--;
    return ["a", "such"].includes(w(t, j)) ? { code: "HA", label: "enjoyment" } : null;
  },
  moodWas,
  // "I felt peace", "we felt such peace": the feeling named by its noun
  (t, k) =>
    w(t, k) === "peace" && (feelish(w(t, k - 1)) || (/^(such|great|deep|real|a|much)$/.test(w(t, k - 1)) && feelish(w(t, k - 2))))
      ? { code: "HA", label: "contentment" }
      : null,
  (t, k) =>
    /^(peace|ease)$/.test(w(t, k)) &&
    w(t, k - 1) === "at" &&
    (feelish(w(t, k - 2)) || (/^(completely|totally|perfectly|so|very|quite)$/.test(w(t, k - 2)) && feelish(w(t, k - 3))))
      ? { code: "HA", label: "contentment" }
      : null,
  (t, k) =>
    w(t, k) === "relief" && ["what a", "such a", "to my"].includes(`${w(t, k - 2)} ${w(t, k - 1)}`)
      ? { code: "HA", label: "relief", dreamers: true }
      : null,
  // "What a surprise!": the dreamer's exclamation (another's is skipped with their speech)
  (t, k) =>
    w(t, k) === "surprise" &&
    w(t, k - 2) === "what" &&
    w(t, k - 1) === "a" &&
    (!t[k + 1] || t[k + 1].sent !== t[k].sent || t[k + 1].brk > 0)
      ? { code: "CO", label: "surprise", dreamers: true }
      : null,
  (t, k) => (w(t, k) === "up" && w(t, k - 1) === "fed" ? { code: "AN", label: "exasperation" } : null),
  (t, k) =>
    w(t, k) === "sank" && w(t, k - 1) === "heart" && w(t, k - 2) === "my" ? { code: "SD", label: "dismay", dreamers: true } : null,
  // "my heart leapt", "my heart soared": joy, as "my heart sank" is dismay
  (t, k) =>
    /^(leapt|leaped|leaps|soared|soars|lifted)$/.test(w(t, k)) && w(t, k - 1) === "heart" && w(t, k - 2) === "my"
      ? { code: "HA", label: "joy", dreamers: true }
      : null,
  // "it makes my heart break", "my heart broke": heartbreak the dreamer states
  (t, k) =>
    /^(break|breaks|broke|breaking|broken|ached|aches|ache)$/.test(w(t, k)) &&
    (w(t, k - 1) === "heart" || (w(t, k - 2) === "heart" && /^(was|is)$/.test(w(t, k - 1)))) &&
    /^(my|heart)$/.test(w(t, k - 1) === "heart" ? w(t, k - 2) : w(t, k - 3))
      ? { code: "SD", label: "heartbreak", dreamers: true }
      : null,
  // ("How bizarre!", "How strange.": the dreamer's own exclamation, a sentence of its own in the narration)
  (t, k) =>
    /^(weird|strange|odd|bizarre)$/.test(w(t, k)) &&
    w(t, k - 1) === "how" &&
    (k === 1 || t[k - 2].sent !== t[k].sent) &&
    (!t[k + 1] || t[k + 1].sent !== t[k].sent)
      ? { code: "CO", label: "puzzlement", dreamers: true, back: 1 }
      : null,
  // "I thought of how weird it was to be sharing a desk with my dentist": the dreamer finding it strange
  (t, k) =>
    /^(weird|strange|odd|bizarre)$/.test(w(t, k)) &&
    w(t, k - 1) === "how" &&
    [k - 2, k - 3, k - 4].some((j) => /^(thought|think|thinking|noticed|realized|realised|remarked|commented)$/.test(w(t, j)))
      ? { code: "CO", label: "puzzlement", dreamers: true }
      : null,
  hadAFeeling,
  (t, k) =>
    /^(idiot|fool|loser|failure)$/.test(w(t, k)) && /^(a|an)$/.test(w(t, k - 1)) && w(t, k - 2) === "like" && feelish(w(t, k - 3))
      ? { code: "AP", label: "embarrassment" }
      : null,
  atALoss,
  missedSomeone,
  inTrouble,
  // "feeling like I had no friends", "felt as if I had nobody": loneliness, put as a lack
  (t, k) =>
    /^(friends|friend|one|nobody)$/.test(w(t, k)) &&
    /^(no|any)$/.test(w(t, k - 1)) &&
    t
      .slice(Math.max(0, k - 7), k - 1)
      .filter((x) => x.sent === t[k].sent)
      .some((x, j, a) => /^(feeling|felt|feel|feels)$/.test(x.w) && /^(like|as|that)$/.test(a[j + 1]?.w ?? ""))
      ? { code: "SD", label: "loneliness", negationBuiltIn: true }
      : null,
  (t, k) => (w(t, k) === "love" && w(t, k - 1) === "in" && w(t, k - 2) !== "fallen" ? { code: "HA", label: "being in love" } : null),
  // ("I loved it", "I love this!" — not "I love this dog", which is warmth toward the dog)
  (t, k) =>
    (w(t, k) === "loved" || w(t, k) === "love") &&
    ["it", "this"].includes(w(t, k + 1)) &&
    t[k + 1].sent === t[k].sent &&
    (w(t, k + 1) === "it" ||
      !t[k + 2] ||
      t[k + 2].brk > 0 ||
      t[k + 2].sent !== t[k].sent ||
      /^(so|very|all|when|that|because|and|in|at|about|the|a|more|too|to|of|here|there|for|now|already)$/.test(w(t, k + 2)))
      ? { code: "HA", label: "delight" }
      : null,
  // ("I was loving it", "we were loving every minute": delight told as it lasts)
  (t, k) =>
    w(t, k) === "loving" &&
    /^(it|this|every)$/.test(w(t, k + 1)) &&
    /^(was|were|am|i'm|we're|just|really|totally|so)$/.test(w(t, k - 1)) &&
    (w(t, k + 1) !== "every" || /^(minute|second|moment|bit)$/.test(w(t, k + 2)))
      ? { code: "HA", label: "delight" }
      : null,
  sickOf,
  hopedNot,
  stomachKnotted,
  // "I thought I would die", "I was sure I was going to be killed", "I felt that I was going to drown": fear, though put as a future
  (t, k) => {
    if (!DEATH.has(w(t, k))) return null;
    const back = t
      .slice(Math.max(0, k - 8), k)
      .filter((x) => x.sent === t[k].sent)
      .map((x) => x.w);
    let i = back.findIndex((x) => /^(thought|sure|afraid|felt|feel|feeling)$/.test(x));
    // (the one who thinks or feels it is the dreamer: "she felt that I would die" is her fear for the dreamer)
    let subject = i - 1;
    while (subject >= 0 && /^(was|were|am|really|then|also|just|suddenly|actually|honestly|truly|so)$/.test(back[subject])) subject--;
    if (i >= 0 && subject >= 0 && !/^(i|we|i'm|we're)$/.test(back[subject])) return null;
    // ("felt that I…", "felt like I…", "felt as if I…")
    while (i >= 0 && /^(that|like|as|if|though)$/.test(back[i + 1] ?? "")) i++;
    return i >= 0 && back[i + 1] === "i" && back.slice(i + 2).some((x) => /^(would|was|going|might|could)$/.test(x))
      ? { code: "AP", label: "fear", modalBuiltIn: true }
      : null;
  },
];

const GOOD_TIME = new Set(["good", "great", "wonderful", "lovely", "fun", "nice", "fantastic", "fabulous", "marvellous", "marvelous"]);
const FEELING_OF: Record<string, EmoWord> = {
  bad: { code: "AP", label: "foreboding" },
  sinking: { code: "AP", label: "foreboding" },
  eerie: { code: "AP", label: "unease" },
  creepy: { code: "AP", label: "unease" },
  ominous: { code: "AP", label: "foreboding" },
  horrible: { code: "AP", label: "dread" },
  awful: { code: "AP", label: "dread" },
  terrible: { code: "AP", label: "dread" },
  strange: { code: "CO", label: "puzzlement" },
  weird: { code: "CO", label: "puzzlement" },
  odd: { code: "CO", label: "puzzlement" },
  good: { code: "HA", label: "feeling good" },
  warm: { code: "HA", label: "warmth" },
  wonderful: { code: "HA", label: "feeling good" },
};

/** "my mood was very good", "my mood is bad": the dreamer's mood, named */
function moodWas(t: Token[], k: number): PhraseHit | null {
  const base = FEEL_ONLY[w(t, k)];
  if (!base) return null;
  let j = k - 1;
  while (INTENSIFIERS.has(w(t, j))) j--;
  return /^(was|is)$/.test(w(t, j)) && w(t, j - 1) === "mood" && w(t, j - 2) === "my" ? { ...base, dreamers: true } : null;
}

/** "I had a bad feeling", "got a strange feeling": the feeling named by its noun */
function hadAFeeling(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "feeling") return null;
  const kind = FEELING_OF[w(t, k - 1)];
  const had = [k - 2, k - 3, k - 4].some((j) => /^(had|have|got|get|gets|having)$/.test(w(t, j)));
  if (kind && had) return kind;
  // ("it was a wonderful feeling", "what a strange feeling", "such a good feeling": the moment named by the feeling it gave
  // — not "she had a good feeling about it", read above with its owner, nor "it gave him a strange feeling")
  const a = w(t, k - 2) === "a" ? k - 2 : w(t, k - 3) === "a" && INTENSIFIERS.has(w(t, k - 2)) ? k - 3 : -1;
  if (!kind || a < 1 || t[a].sent !== t[k].sent) return null;
  if (/^(what|such)$/.test(w(t, a - 1)) && (a - 1 === 0 || t[a - 1].brk > 0 || t[a - 2].sent !== t[k].sent))
    return { ...kind, dreamers: true, back: k - a + 1 };
  const copula =
    /^(was|is)$/.test(w(t, a - 1)) && /^(it|this|that)$/.test(w(t, a - 2)) ? a - 2 : /^(it's|that's)$/.test(w(t, a - 1)) ? a - 1 : -1;
  return copula >= 0 && !/^(said|says|told|thought)$/.test(w(t, copula - 1)) ? { ...kind, dreamers: true, back: k - copula } : null;
}

/**
 * "it was hard to make sense of it", "couldn't make sense of", "made no sense", "I was imagining
 * things", "his name didn't ring a bell": puzzlement put as a phrase.
 */
function noSense(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  const puzzled =
    (x === "sense" &&
      ((/^(make|making)$/.test(w(t, k - 1)) &&
        (/^(couldn't|can't|cannot|didn't|not)$/.test(w(t, k - 2)) ||
          (w(t, k - 2) === "to" && /^(hard|difficult|impossible)$/.test(w(t, k - 3))))) ||
        (w(t, k - 1) === "no" && /^(made|makes|make)$/.test(w(t, k - 2))))) ||
    (x === "things" && w(t, k - 1) === "imagining") ||
    // ("it didn't make any sense")
    (x === "sense" && w(t, k - 1) === "any" && w(t, k - 2) === "make" && /^(didn't|doesn't|not)$/.test(w(t, k - 3)));
  // ("nothing made sense", "none of it made any sense": no sense made of what happens, the scene's subject the dreamer's puzzle)
  if (x === "sense" && (/^(made|makes)$/.test(w(t, k - 1)) || (w(t, k - 1) === "any" && /^(made|makes)$/.test(w(t, k - 2))))) {
    const from = [k - 2, k - 3, k - 4, k - 5].find((j) => j >= 0 && t[j].sent === t[k].sent && /^(nothing|none)$/.test(w(t, j)));
    if (
      from !== undefined &&
      (from === 0 || t[from - 1].sent !== t[k].sent || t[from].brk > 0 || /^(and|but|so|then|because)$/.test(w(t, from - 1)))
    )
      return { code: "CO", label: "puzzlement", negationBuiltIn: true, dreamers: true, back: k - from };
  }
  // ("his name didn't ring a bell": the name is the subject, the puzzlement the dreamer's)
  if (x === "bell" && w(t, k - 1) === "a" && /^(ring|rang)$/.test(w(t, k - 2)) && /^(didn't|doesn't|not|never)$/.test(w(t, k - 3)))
    return { code: "CO", label: "puzzlement", negationBuiltIn: true, dreamers: true, back: 3 };
  return puzzled ? { code: "CO", label: "puzzlement", negationBuiltIn: true } : null;
}

/** "it was nice to hear", "it's so good to see you": pleasure in what the scene brings — not in what someone else says ("she said it was nice") */
function niceTo(t: Token[], k: number): PhraseHit | null {
  if (!/^(hear|see|be|have|meet|talk)$/.test(w(t, k)) || w(t, k - 1) !== "to" || !/^(nice|good|great|wonderful|lovely)$/.test(w(t, k - 2)))
    return null;
  const degree = /^(so|really|very)$/.test(w(t, k - 3)) ? 1 : 0;
  const it = k - 4 - degree;
  const copula = /^(was|is)$/.test(w(t, k - 3 - degree)) && w(t, it) === "it";
  const contracted = w(t, k - 3 - degree) === "it's";
  if (!copula && !contracted) return null;
  const from = contracted ? k - 3 - degree : it;
  if (t.slice(Math.max(0, from - 4), from).some((x) => x.sent === t[k].sent && /^(said|says|told|tells|thought)$/.test(x.w))) return null;
  return { code: "HA", label: "pleasure", dreamers: true, back: k - from };
}

/** "didn't know what to do", "couldn't understand why", "had no idea where I was": at a loss */
function atALoss(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  // "we still didn't really understand", "it was hard to understand": puzzlement without a question word
  if (
    x === "understand" &&
    ((/^(couldn't|didn't)$/.test(w(t, k - 2)) && /^(really|quite|fully|exactly)$/.test(w(t, k - 1))) ||
      (w(t, k - 1) === "to" && w(t, k - 2) === "hard" && /^(was|it's|is)$/.test(w(t, k - 3))))
  )
    return { code: "CO", label: "puzzlement", negationBuiltIn: true };
  if (x === "understand") {
    const hit = understoodNothing(t, k);
    if (hit) return hit;
  }
  const inWhat = /^(in|from|at)$/.test(w(t, k + 1)) && /^(what|which|whose)$/.test(w(t, k + 2));
  // (a question word after a comma opens another clause: "a woman whose name I did not know, who waved")
  const wh = (WH.has(w(t, k + 1)) || inWhat) && t[k + 1]?.sent === t[k].sent && t[k + 1].brk === 0;
  if (!wh) return null;
  // past forms only: "I can't understand what I wrote" is the writer now, not the dreamer then
  // "didn't know why / who / what to do": at a loss; "didn't know where it was" is lost, "what would happen" afraid
  const puzzled =
    /^(why|who|how|which|whose)$/.test(w(t, k + 1)) ||
    // ("I didn't know if I was at my old school or the new one": uncertainty, as "wasn't sure if")
    /^(if|whether)$/.test(w(t, k + 1)) ||
    // ("I did not know in what town the train had stopped")
    inWhat ||
    w(t, k + 2) === "to" ||
    (w(t, k + 1) === "what" && !/^(would|will|might|could|room|time|day|to)$/.test(w(t, k + 2)));
  if (x === "know" && /^(didn't|not)$/.test(w(t, k - 1)) && puzzled) return { code: "CO", label: "uncertainty", negationBuiltIn: true };
  // "I couldn't tell what it was", "could not tell if he was joking": unable to make out what is before one;
  // "couldn't decide which to take": unable to choose (not "couldn't tell you when", which addresses the reader)
  const couldNot = w(t, k - 1) === "couldn't" || (w(t, k - 1) === "not" && w(t, k - 2) === "could");
  if ((x === "tell" || x === "decide") && couldNot && !inWhat)
    return { code: "CO", label: "uncertainty", negationBuiltIn: true, modalBuiltIn: true };
  // "I don't know why I am there": the dream told in the present, not the writer puzzling over it afterwards
  // "I don't know how to drive", "we don't know what to do": a present-tense dream at a loss (not "how to describe it")
  if (
    x === "know" &&
    w(t, k - 1) === "don't" &&
    /^(i|we)$/.test(w(t, k - 2)) &&
    w(t, k + 2) === "to" &&
    !/^(describe|explain|say|put|write|express|remember|tell)$/.test(w(t, k + 3))
  )
    return { code: "CO", label: "uncertainty", negationBuiltIn: true };
  if (x === "know" && w(t, k - 1) === "don't" && /^(i|we)$/.test(w(t, k - 2))) {
    const rest = t
      .slice(k + 2, k + 8)
      .filter((y) => y.sent === t[k].sent)
      .map((y) => y.w)
      .join(" ");
    if (
      /^(i am|i'm|we are|we're|i have to|i should|i'm supposed|this is|it is|he is|she is|they are)\b/.test(rest) &&
      !/dream|remember|mean/.test(rest)
    )
      return { code: "CO", label: "uncertainty", negationBuiltIn: true };
  }
  if (x === "understand" && (/^(couldn't|didn't)$/.test(w(t, k - 1)) || (w(t, k - 1) === "not" && /^(could|did)$/.test(w(t, k - 2)))))
    return { code: "CO", label: "puzzlement", negationBuiltIn: true, modalBuiltIn: true };
  // "I kept trying to figure out which bus was mine", "tried to work out why the clock ran backwards": working at what the dreamer
  // does not know — uncertainty in the system (not "trying to figure out a way to…" nor "…how to get in", "…what to do":
  // a plan being made, not a puzzle)
  const planning = w(t, k + 2) === "to" || w(t, k + 3) === "to";
  if (
    x === "out" &&
    /^(figure|work)$/.test(w(t, k - 1)) &&
    w(t, k - 2) === "to" &&
    /^(trying|tried|try|tries)$/.test(w(t, k - 3)) &&
    !planning
  )
    return { code: "CO", label: "uncertainty", back: 3, ahead: 6 };
  // "didn't know where I was": the dreamer lost in the scene itself
  if (x === "know" && /^(didn't|not)$/.test(w(t, k - 1)) && w(t, k + 1) === "where" && /^(i|we)$/.test(w(t, k + 2)))
    return { code: "CO", label: "disorientation", negationBuiltIn: true };
  if (x === "out" && w(t, k - 1) === "figure" && /^(couldn't|didn't|can't|not)$/.test(w(t, k - 2)))
    return { code: "CO", label: "puzzlement", negationBuiltIn: true };
  // "I couldn't work out why the lift had stopped", "we couldn't work out which way was north": the British "figure out",
  // only before what is not understood ("it couldn't work out" is a plan failing)
  if (
    x === "out" &&
    w(t, k - 1) === "work" &&
    (/^(couldn't|didn't)$/.test(w(t, k - 2)) || (w(t, k - 2) === "not" && /^(could|did)$/.test(w(t, k - 3))))
  )
    return WH.has(w(t, k + 1)) && t[k + 1].sent === t[k].sent && t[k + 1].brk === 0
      ? { code: "CO", label: "puzzlement", negationBuiltIn: true, modalBuiltIn: true, back: 2, ahead: 5 }
      : null;
  // "I didn't get why everyone was laughing", "couldn't get what he meant": not understanding, in slang
  // (not "didn't get what I wanted": "what" only as what is going on)
  const goingOn = w(t, k + 1) === "what" && /^(was|is)$/.test(w(t, k + 2)) && /^(going|happening)$/.test(w(t, k + 3));
  if (x === "get" && /^(didn't|couldn't)$/.test(w(t, k - 1)) && (/^(why|how)$/.test(w(t, k + 1)) || goingOn) && t[k + 1].brk === 0)
    return { code: "CO", label: "puzzlement", negationBuiltIn: true };
  // "I had no idea", "had no clue"; in the present only at a loss what to do ("I have no clue what to do about it" —
  // not "I have no idea who that woman was", the writer now)
  if ((x === "idea" || x === "clue") && w(t, k - 1) === "no") {
    const atALossNow = w(t, k - 2) === "have" && WH.has(w(t, k + 1)) && w(t, k + 2) === "to";
    if (w(t, k - 2) === "had" || atALossNow) return { code: "CO", label: "puzzlement", negationBuiltIn: true };
  }
  return null;
}

/** the clause ends at word `j`: the sentence's end, a comma, or a word that opens the next clause */
const endsAt = (t: Token[], j: number, k: number) =>
  !t[j] || t[j].sent !== t[k].sent || t[j].brk > 0 || /^(and|but|so|because|then|when|at)$/.test(w(t, j));

/**
 * "We couldn't understand.", "I didn't understand it at all", and in a dream told in the present "I don't
 * understand why the door is shut": puzzlement with nothing or only "it" after it. Not "I couldn't understand him"
 * (a voice not made out), nor "I don't understand why I dreamed this", the writer now.
 */
function understoodNothing(t: Token[], k: number): PhraseHit | null {
  const n = /^(it|this|that)$/.test(w(t, k + 1)) && t[k + 1].brk === 0 ? k + 2 : k + 1;
  const past = /^(couldn't|didn't)$/.test(w(t, k - 1)) || (w(t, k - 1) === "not" && /^(could|did)$/.test(w(t, k - 2)));
  if (past && endsAt(t, n, k)) return { code: "CO", label: "puzzlement", negationBuiltIn: true };
  // (a mixed telling's "I don't understand that" is as often the writer's comment on the memory)
  if (w(t, k - 1) !== "don't" || !/^(i|we)$/.test(w(t, k - 2)) || !toldInThePresent(t)) return null;
  const rest = t
    .slice(k + 1, k + 9)
    .filter((y) => y.sent === t[k].sent)
    .map((y) => y.w)
    .join(" ");
  if (/dream|remember|mean/.test(rest)) return null;
  return endsAt(t, n, k) || WH.has(w(t, k + 1)) ? { code: "CO", label: "puzzlement", negationBuiltIn: true } : null;
}

const MISSED_ONE =
  /^(mom|dad|mother|father|wife|husband|family|friends|friend|boyfriend|girlfriend|son|daughter|brother|sister|grandmother|grandfather|grandma|grandpa|kids|children|dog|cat|parents)$/;
/** "I missed her so much", "missed my family": longing for someone */
function missedSomeone(t: Token[], k: number): PhraseHit | null {
  if (!/^(missed|miss|missing)$/.test(w(t, k))) return null;
  const next = w(t, k + 1);
  // ("I missed home": homesickness, the place for the people in it)
  const one =
    /^(him|her|them|you)$/.test(next) ||
    (/^(my|our)$/.test(next) && MISSED_ONE.test(w(t, k + 2))) ||
    (next === "home" && (!t[k + 2] || t[k + 2].sent !== t[k].sent || t[k + 2].brk > 0 || /^(so|terribly|badly|a|and)$/.test(w(t, k + 2))));
  // (the one who misses is the dreamer: "I really missed her", "I was missing my mom" — not "the cars missed him")
  let j = k - 1;
  while (j >= 0 && t[j].sent === t[k].sent && /^(really|so|still|truly|terribly|badly|already|was|were|am|had|have|been)$/.test(w(t, j)))
    j--;
  const mine = /^(i|we|i'm|we're|i've|we've)$/.test(w(t, j));
  return one && mine && !/^(just|barely|narrowly|nearly|almost)$/.test(w(t, k - 1)) ? { code: "SD", label: "longing" } : null;
}

/** what one is "tired of" that tires the body: "tired of walking" is fatigue, not annoyance */
const TIRING =
  /^(walking|running|standing|swimming|climbing|carrying|driving|dancing|sitting|working|riding|holding|lifting|cycling|hiking)$/;

/**
 * "I was sick of waiting", "I got sick of their jokes", "I was sick and tired of it": annoyance with what goes on, the dreamer
 * its subject (not "sick of the flu", nor "tired of walking", the body's fatigue).
 */
function sickOf(t: Token[], k: number): PhraseHit | null {
  if (!/^(sick|tired)$/.test(w(t, k)) || w(t, k + 1) !== "of" || t[k + 1].brk > 0) return null;
  // (plain "tired of this" is as often boredom — "grew tired of the game and sat down" — only "sick and tired" is anger)
  if (w(t, k) === "tired" && !(w(t, k - 1) === "and" && w(t, k - 2) === "sick")) return null;
  if (TIRING.test(w(t, k + 2)) || /^(the flu|a cold)$/.test(`${w(t, k + 2)} ${w(t, k + 3)}`)) return null;
  let j = k - 1;
  if (w(t, j) === "and" && w(t, j - 1) === "sick") j -= 2;
  while (j >= 0 && /^(so|very|really|just|pretty|getting|all|quite|a|bit|little)$/.test(w(t, j)) && t[j].sent === t[k].sent) j--;
  // ("I'm sick of having this dream", in a dream told in the past: the writer now, not the dreamer then)
  const present = /^(i'm|we're|am|are)$/.test(w(t, j));
  if (present && toldInThePast(t)) return null;
  if (/^(was|were|am|are|got|get|grew|felt|feel|became)$/.test(w(t, j))) j--;
  const mine = /^(i|we|i'm|we're)$/.test(w(t, j)) && t[j].sent === t[k].sent;
  return mine ? { code: "AN", label: "exasperation", dreamers: true, back: k - j } : null;
}

/**
 * "I hoped the guard wouldn't spot me", "I was hoping nobody would notice", "hoping that it wouldn't break": a hope that
 * something will not happen is worry about it — the HVdC apprehension (not "I hoped she would come", a wish).
 */
function hopedNot(t: Token[], k: number): PhraseHit | null {
  if (!/^(hoped|hoping|prayed|praying)$/.test(w(t, k))) return null;
  let s = k - 1;
  while (s >= 0 && /^(was|were|am|just|really|desperately|still|all|kept)$/.test(w(t, s)) && t[s].sent === t[k].sent) s--;
  // ("I hid behind the shed and hoped…": the subject of the first verb, with no one else named between; the quotation
  // then opens at the hope)
  const quoteFrom = w(t, s) === "and" ? k : -1;
  if (w(t, s) === "and")
    for (let j = s - 1; j >= 0 && s - j <= 10 && t[j].sent === t[k].sent; j--) {
      if (/^(he|she|they|someone|everyone)$/.test(w(t, j))) return null;
      if (/^(i|we)$/.test(w(t, j))) {
        s = j;
        break;
      }
    }
  if (!/^(i|we|i'm|we're)$/.test(w(t, s)) || t[s].sent !== t[k].sent) return null;
  const clause: string[] = [];
  for (let j = k + 1; j < t.length && j <= k + 8 && t[j].sent === t[k].sent && (j === k + 1 || t[j].brk === 0); j++) clause.push(t[j].w);
  const said = clause.join(" ");
  const fearing =
    /^(that )?(he|she|they|it|no one|nobody|noone|nothing|i|we|the \w+|my \w+) (wouldn't|won't|didn't|doesn't|would not|will not|did not|does not|wasn't|weren't)\b/.test(
      said,
    ) || /^(that )?(no one|nobody|noone|nothing) (would|will|was|had)\b/.test(said);
  return fearing ? { code: "AP", label: "worry", dreamers: true, back: k - (quoteFrom >= 0 ? quoteFrom : s), ahead: 7 } : null;
}

/** "my stomach dropped", "my stomach was in knots", "my stomach churned": dread the body states */
function stomachKnotted(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  let s = k - 1;
  if (x === "knots") {
    if (w(t, s) !== "in") return null;
    s--;
  } else if (!/^(dropped|lurched|churned|churning|knotted|tightened|sank|flipped)$/.test(x)) return null;
  if (/^(was|is)$/.test(w(t, s))) s--;
  else if (x === "knots" || x === "churning") return null;
  return w(t, s) === "stomach" && w(t, s - 1) === "my" && t[s - 1].sent === t[k].sent
    ? { code: "AP", label: "dread", dreamers: true, back: k - s + 1 }
    : null;
}

/** the words that size a trouble: "big trouble", "so much trouble", "serious trouble" */
const TROUBLE_SIZE = /^(big|deep|serious|real|major|huge|terrible|bad|such|so|much|a|lot|of)$/;
const KNEW = /^(knew|know|realized|realised|realize|realise|sensed|felt|thought)$/;

/**
 * "we knew we were in trouble", "I'm in deep trouble", "I realized I was in big trouble": the dreamer's
 * own sense of being in for it — apprehension, as the HVdC manual counts worry. A plain "I was in trouble"
 * is only the plight, and "I'd be in trouble if…" a guess; neither counts.
 */
function inTrouble(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "trouble") return null;
  const sent = t[k].sent;
  const at = (j: number) => (j >= 0 && t[j].sent === sent ? t[j].w : "");
  let j = k - 1;
  while (TROUBLE_SIZE.test(at(j)) && k - j <= 3) j--;
  const sized = j < k - 1;
  if (at(j) !== "in") return null;
  let subject = j - 1;
  if (/^(was|were|am|are)$/.test(at(subject))) subject--;
  else if (!/^(i'm|we're)$/.test(at(subject))) return null;
  if (!/^(i|we|i'm|we're)$/.test(at(subject))) return null;
  // (the knowing before it: "we knew we were in trouble", "I realized that I was in trouble")
  const before = at(subject - 1) === "that" ? subject - 2 : subject - 1;
  const knowing = KNEW.test(at(before)) && /^(i|we|and)$/.test(at(before - 1));
  return sized || knowing ? { code: "AP", label: "worry", dreamers: true, back: k - subject } : null;
}

const HEART_BEATS = new Set(["pounding", "racing", "pounded", "raced", "thumping"]);
const SHAKES = new Set(["shaking", "trembling", "trembled", "shook", "shaky"]);
const SHAKING_PARTS = /^(hands|hand|body|knees|legs|voice|whole)$/;
const SHAKING_AUX = /^(was|were|am|is|are|'m|i'm|started|began|kept|still|all|so|badly|uncontrollably|up)$/;

/**
 * "I woke up shaking", "I was trembling", "my hands were shaking": fear the body states — the HVdC
 * brief's "unmistakably described". Not shaking someone's hand or head, nor shaking with laughter
 * or anger (that feeling is named on its own), nor the ground shaking.
 */
function bodyShakes(t: Token[], k: number): PhraseHit | null {
  if (!SHAKES.has(w(t, k)) || /^(his|her|my|their|the|a|hands|hand|head|it|him|them|me|off|out|with|from|hands)$/.test(w(t, k + 1)))
    return null;
  if (w(t, k) === "shook" && w(t, k - 1) !== "i") return null;
  let j = k - 1;
  while (j >= 0 && t[j].sent === t[k].sent && SHAKING_AUX.test(w(t, j))) j--;
  if (/^(woke|awoke|wake|wakes)$/.test(w(t, j))) j--;
  const dreamer = w(t, j) === "i" || w(t, j) === "i'm" || (SHAKING_PARTS.test(w(t, j)) && /^(my|whole)$/.test(w(t, j - 1)));
  return dreamer && t[j].sent === t[k].sent
    ? { code: "AP", label: "fear", dreamers: true, back: k - j + (w(t, j - 1) === "my" ? 1 : 0) }
    : null;
}

const SCREAMS = new Set(["screamed", "scream", "screaming", "screams", "shrieked", "shrieking", "shrieks", "shriek"]);
const SCREAM_AUX = /^(was|were|am|'m|i'm|we're|started|start|began|begin|to|just|then|and|also|both|all|loudly|suddenly)$/;
/** a scream that goes on to something else: "I screamed and ran", "I screamed as it came at me" */
const SCREAM_WITH = /^(cry|cried|crying|sobbing|sobbed|yelling|yelled|shouting|shouted|swearing|hitting|hit|kicking|punching|cursing)$/;
const SCREAM_THEN = /^(and|as|when|because|but|then|so|until|loudly|again|louder|out|in)$/;

/**
 * "I screamed and ran", "someone touched me and I screamed": a scream with nothing said and no one
 * called or shouted at is fright the body shows — the brief's "unmistakably described". Not
 * "screamed at him" or "screamed for Dad" (aggression or a call), nor a scream with its words ("I
 * screamed, 'Help!'"), nor "screamed with laughter" (that feeling is named on its own).
 */
function screamedInFright(t: Token[], k: number, text: string): PhraseHit | null {
  if (!SCREAMS.has(w(t, k))) return null;
  let j = k - 1;
  while (j >= 0 && t[j].sent === t[k].sent && t[j + 1].brk === 0 && SCREAM_AUX.test(w(t, j)) && !/^(i'm|we're)$/.test(w(t, j))) j--;
  // "I woke up screaming"
  if (w(t, j) === "up" && /^(woke|awoke|wake|wakes)$/.test(w(t, j - 1))) j -= 2;
  if (j < 0 || t[j].sent !== t[k].sent || !/^(i|we|i'm|we're)$/.test(w(t, j))) return null;
  const next = t[k + 1];
  const ends = !next || next.sent !== t[k].sent;
  if (!ends) {
    // the words screamed follow a comma, colon or quote: speech, not fright
    if (next.brk > 0 || /["“”:]/.test(text.slice(t[k].end, next.start))) return null;
    if (!SCREAM_THEN.test(next.w) || (next.w === "out" && !/^(in|and)$/.test(w(t, k + 2)))) return null;
    if (next.w === "in" && !/^(fear|terror|horror|fright|panic|shock)$/.test(w(t, k + 2))) return null;
    // ("screaming and crying", "screaming and hitting him": the scream goes with grief or a fight, named on their own)
    if (next.w === "and" && SCREAM_WITH.test(w(t, k + 2))) return null;
  } else if (/["“”]/.test(text.slice(t[k].end, t[k].end + 3)) && /[:,]/.test(text.slice(t[k].end, t[k].end + 1))) return null;
  return { code: "AP", label: "fright", dreamers: true, back: k - j };
}

const HOORAY = new Set(["yay", "hooray", "hurray", "yippee", "woohoo", "yahoo", "whoopee", "yesss"]);
/** the other cries a report gives the dreamer, each with the feeling it voices */
const CRIES: Record<string, EmoWord> = {
  wow: { code: "CO", label: "amazement" },
  whoa: { code: "CO", label: "surprise" },
  whew: { code: "HA", label: "relief" },
  phew: { code: "HA", label: "relief" },
  aw: { code: "SD", label: "disappointment" },
  aww: { code: "SD", label: "disappointment" },
  awww: { code: "SD", label: "disappointment" },
  ugh: { code: "AN", label: "annoyance" },
  yikes: { code: "AP", label: "fright" },
  eek: { code: "AP", label: "fright" },
};
const CRY_WORDS = [...HOORAY, ...Object.keys(CRIES)];
/** the verbs that give a cry to whoever says it: "he said, Wow", "everyone went 'aww'" */
const SAYS = /^(said|says|say|went|goes|go|exclaimed|shouted|yelled|cried|replied|answered|like)$/;

/**
 * "Yay! The games have come!", "I said, 'Wow.'", "I was like 'aw'", "Whew, no one saw": the dreamer's
 * own cry, standing alone as its clause or opening the dreamer's words (another's quoted cry is theirs,
 * and skipped with their speech; an unquoted one is theirs when they are the one who says it).
 */
function cheered(t: Token[], k: number, text: string): PhraseHit | null {
  const x = w(t, k);
  const feeling = HOORAY.has(x) ? { code: "HA" as const, label: "joy" } : CRIES[x];
  if (!feeling) return null;
  const alone = t[k + 1]?.sent !== t[k].sent || t[k + 1].brk > 0;
  const opensQuote = /["“'‘]$/.test(text.slice(Math.max(0, t[k].start - 1), t[k].start));
  // (a cry opens its sentence or follows a comma, another cry, or a quote mark: not "a wow factor")
  const opens = k === 0 || t[k - 1].sent !== t[k].sent || t[k].brk > 0 || opensQuote;
  // ("(Wow!)": the writer's aside at the telling, not a cry in the dream)
  if (!(alone || opensQuote) || !opens || text[t[k].start - 1] === "(") return null;
  // ("Karyn said, Wow.": the one who says it, when that is not the dreamer)
  const j = t[k - 1]?.sent === t[k].sent && SAYS.test(w(t, k - 1)) ? k - 1 : -1;
  if (j > 0) {
    let s = j - 1;
    while (s >= 0 && /^(was|were|am|then|just|also|all|kind|of|sort|softly|quietly|loudly)$/.test(w(t, s))) s--;
    if (!/^(i|we|i'm|we're)$/.test(w(t, s))) return null;
  }
  return { ...feeling, dreamers: true, back: 0 };
}

/**
 * "Uh-oh. I searched every room for her", "Oh dear, he won't be pleased": the dreamer's own cry of dismay
 * opening a sentence of the narration (not "he said, oh dear", which is his, nor "oh no", as often
 * the writer correcting the telling: "Oh no, first I dreamt…").
 */
function criedUhOh(t: Token[], k: number): PhraseHit | null {
  const cry = (w(t, k) === "oh" && w(t, k - 1) === "uh") || (w(t, k) === "dear" && /^(oh|o)$/.test(w(t, k - 1)));
  if (!cry || t[k].brk > 0) return null;
  const opens = k === 1 || t[k - 2].sent !== t[k - 1].sent;
  return opens ? { code: "AP", label: "dismay", dreamers: true, back: 1 } : null;
}

/** "grossed out", "weirded out": a feeling told as a state one is put out into, like "freaked out" and "creeped out" */
const OUT_STATES: Record<string, EmoWord> = {
  grossed: { code: "AN", label: "disgust" },
  weirded: { code: "AP", label: "unease" },
};
function putOut(t: Token[], k: number): PhraseHit | null {
  return w(t, k) === "out" && OUT_STATES[w(t, k - 1)] ? OUT_STATES[w(t, k - 1)] : null;
}

/** "peed off", "ticked off", "teed off", "cheesed off": anger in slang; "it ticked me off", "he pissed us off": the dreamer put there */
function slangAngry(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "off") return null;
  if (/^(peed|ticked|teed|cheesed|hacked)$/.test(w(t, k - 1))) return { code: "AN", label: "anger" };
  return /^(me|us)$/.test(w(t, k - 1)) && /^(peed|ticked|teed|cheesed|hacked|pissed|tees|ticks|pisses)$/.test(w(t, k - 2))
    ? { code: "AN", label: "anger", dreamers: true, back: 2 }
    : null;
}

/**
 * "it bugged me", "what bugs me is the noise", "that really bugged us": annoyance, the dreamer its object and a thing
 * or a fact its subject. With a person as subject ("Linda kept bugging me", "a boy came over, bugging me") it is
 * the act of pestering, coded as what that person does, not a feeling the report states.
 */
function annoysMe(t: Token[], k: number): PhraseHit | null {
  if (!/^(me|us)$/.test(w(t, k)) || !/^(bugged|bugs|bugging|bug)$/.test(w(t, k - 1))) return null;
  let j = k - 2;
  while (j >= 0 && t[j].sent === t[k].sent && /^(was|were|is|really|still|kept|keeps|always|also|just|so|even|had|has)$/.test(w(t, j))) j--;
  if (j < 0 || t[j].sent !== t[k].sent || !/^(it|this|that|which|what|everything|something|it's|that's)$/.test(w(t, j))) return null;
  return { code: "AN", label: "annoyance", dreamers: true, back: k - j };
}

/**
 * "I was cross with him", "she got very cross", "I felt cross about it": anger, in the sense the verb "cross" and
 * the noun ("a cross on the wall") do not have — after a copula or a degree word, ending its clause or going on
 * to whom or what the anger is at.
 */
function crossWith(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "cross") return null;
  let j = k - 1;
  while (j >= 0 && t[j].sent === t[k].sent && /^(so|very|really|quite|a|bit|little|rather|pretty|terribly|awfully|all)$/.test(w(t, j))) j--;
  if (!/^(was|were|am|is|are|got|get|getting|felt|feel|feeling|became|grew|i'm|we're)$/.test(w(t, j)) || t[j].sent !== t[k].sent)
    return null;
  return endsAt(t, k + 1, k) || /^(with|at|about|that|because)$/.test(w(t, k + 1)) ? { code: "AN", label: "annoyance" } : null;
}

/** "I was tearing up", "I started to tear up": tears coming, not paper torn ("tearing up the letter") */
function tearingUp(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "up" || !/^(tearing|tear|tears)$/.test(w(t, k - 1))) return null;
  return endsAt(t, k + 1, k) || /^(as|when|at|over|because|while|with|again|a)$/.test(w(t, k + 1))
    ? { code: "SD", label: "tears", back: 1 }
    : null;
}

/** "my hair stood on end", "the hair on my neck stood up": fear the body shows, on the dreamer's own body */
function hairOnEnd(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  if (
    !((x === "end" && w(t, k - 1) === "on") || x === "up") ||
    !/^(stood|stand|stands|standing|rose)$/.test(w(t, x === "end" ? k - 2 : k - 1))
  )
    return null;
  const verb = x === "end" ? k - 2 : k - 1;
  for (let j = verb - 1; j >= Math.max(0, verb - 6) && t[j].sent === t[k].sent; j--)
    if (/^(hair|hairs)$/.test(w(t, j))) {
      const mine = t.slice(j - 1, verb).some((y) => y.w === "my");
      return mine ? { code: "AP", label: "fear", dreamers: true, back: k - j + 1 } : null;
    }
  return null;
}

const TOOK_HOLD =
  /^(gripped|grips|seized|seizes|filled|fills|overcame|overcomes|overwhelmed|overwhelms|struck|hit|hits|consumed|paralyzed|paralysed)$/;
/**
 * "panic set in", "the fear kicked in", "dread took hold of me", "terror gripped me", "relief filled me": a
 * feeling named by its noun as what takes the dreamer over — the dreamer's, unless an owner says otherwise ("his
 * panic set in").
 */
function feelingTookHold(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  let verb = -1;
  if (/^(in)$/.test(x) && /^(set|sets|setting|kicked|kicks|kicking)$/.test(w(t, k - 1))) verb = k - 1;
  else if (/^(over|hold)$/.test(x) && /^(took|takes|taking|take)$/.test(w(t, k - 1))) verb = k - 1;
  else if (/^(me|us)$/.test(x) && TOOK_HOLD.test(w(t, k - 1))) verb = k - 1;
  if (verb < 1 || t[verb].sent !== t[k].sent || t[verb].brk > 0) return null;
  // the noun of feeling right before the verb, maybe after "the", "a" or a sizing word ("a sudden panic set in")
  const noun = t[verb - 1];
  const feeling = WORDS.get(noun.w);
  if (!feeling || feeling.label !== noun.w || noun.sent !== t[k].sent) return null;
  if (/^(his|her|their|your)$/.test(w(t, verb - 2)) || /['’]s$/.test(w(t, verb - 2))) return null;
  return { ...feeling, dreamers: true, back: k - verb + 1 };
}

/** "my heart was pounding", "woke with my heart racing": fear the body states */
function heartRacing(t: Token[], k: number): PhraseHit | null {
  if (!HEART_BEATS.has(w(t, k))) return null;
  const h = w(t, k - 1) === "heart" ? k - 1 : w(t, k - 2) === "heart" && /^(was|is)$/.test(w(t, k - 1)) ? k - 2 : -1;
  return h > 0 && w(t, h - 1) === "my" ? { code: "AP", label: "fear", dreamers: true } : null;
}

const CHEEK = /^(eyes|eye|face|cheeks|cheek)$/;

/** "tears ran down my face", "my eyes filled with tears": the dreamer's tears, told by the face they are on */
function tearsOfMine(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "welled" && w(t, k) !== "tears" && w(t, k) !== "tearing") return null;
  for (let j = Math.max(1, k - 4); j <= k + 6 && j < t.length; j++)
    if (t[j].sent === t[k].sent && CHEEK.test(w(t, j)) && w(t, j - 1) === "my")
      return j < k
        ? { code: "SD", label: "tears", dreamers: true, back: k - j + 1 }
        : { code: "SD", label: "tears", dreamers: true, back: 0 };
  return null;
}

/** an idiom by its last word: the words before it (nearest first), its class, and whether it names its owner */
type Idiom = {
  last: RegExp;
  before: RegExp[];
  code: EmotionCode;
  label: string;
  dreamers?: boolean;
  /** the idiom ends its clause, or goes on to what caused it ("hit the roof when…" — not "hit the roof of the car") */
  ends?: boolean;
};
const IDIOMS: Idiom[] = [
  { last: /^aback$/, before: [/^taken$/], code: "CO", label: "surprise" },
  { last: /^guard$/, before: [/^off$/, /^(caught|catch|catches|taken)$/], code: "CO", label: "surprise" },
  { last: /^loss$/, before: [/^a$/, /^at$/], code: "CO", label: "puzzlement" },
  { last: /^loss$/, before: [/^of$/, /^(sense|feeling)$/], code: "SD", label: "loss" },
  { last: /^bummer$/, before: [/^a$/], code: "SD", label: "disappointment" },
  { last: /^up$/, before: [/^choked$/], code: "SD", label: "sadness" },
  // ("I'm so worked up", "got all worked up" — not "we worked up a plan")
  {
    last: /^up$/,
    before: [/^worked$/, /^(was|were|am|i'm|we're|got|get|getting|became|so|all|quite|very|really|too|more)$/],
    code: "AN",
    label: "agitation",
  },
  { last: /^throat$/, before: [/^my$/, /^in$/, /^lump$/], code: "SD", label: "sadness", dreamers: true },
  { last: /^heart$/, before: [/^heavy$/, /^a$/], code: "SD", label: "sadness" },
  { last: /^feelings$/, before: [/^my$/, /^(hurt|hurting|hurts)$/], code: "SD", label: "hurt", dreamers: true },
  { last: /^hurt$/, before: [/^(were|got|was)$/, /^feelings$/, /^my$/], code: "SD", label: "hurt", dreamers: true },
  { last: /^temper$/, before: [/^my$/, /^(lost|lose|losing)$/], code: "AN", label: "anger", dreamers: true },
  { last: /^(boil|boiled|boiling|boils)$/, before: [/^blood$/, /^my$/], code: "AN", label: "anger", dreamers: true },
  { last: /^nerves$/, before: [/^my$/, /^on$/], code: "AN", label: "irritation", dreamers: true },
  { last: /^edge$/, before: [/^on$/, /^(was|were|am|felt|feel|feeling|so|very|bit|little|all|i'm)$/], code: "AP", label: "nervousness" },
  { last: /^(stomach|tummy|belly)$/, before: [/^my$/, /^in$/, /^butterflies$/], code: "AP", label: "nervousness", dreamers: true },
  { last: /^conscious$/, before: [/^self$/], code: "AP", label: "self-consciousness" },
  // "I felt left out", "feeling so left out": shut out of the others' doings, the manual's loneliness and hurt
  // (not "the milk was left out", nor "left out the details")
  {
    last: /^out$/,
    before: [/^left$/, /^(felt|feel|feels|feeling|so|very|quite|really|totally|completely|bit|little)$/],
    code: "SD",
    label: "feeling left out",
  },
  { last: /^moon$/, before: [/^the$/, /^over$/, /^(was|were|am|felt|i'm|we're)$/], code: "HA", label: "joy" },
  { last: /^nine$/, before: [/^cloud$/, /^on$/], code: "HA", label: "joy" },
  { last: /^needles$/, before: [/^and$/, /^pins$/, /^on$/], code: "AP", label: "nervousness" },
  { last: /^words$/, before: [/^for$/, /^lost$/], code: "CO", label: "astonishment" },
  { last: /^ear$/, before: [/^to$/, /^ear$/, /^from$/, /^(grinning|grinned|smiling|smiled|beaming|beamed)$/], code: "HA", label: "joy" },
  // "it gave me the creeps", "the house gives me the willies" (not "the chills", as often music's thrill): unease the body shows, the dreamer named as its object
  { last: /^(creeps|willies)$/, before: [/^the$/, /^me$/, /^(gave|give|gives|giving)$/], code: "AP", label: "unease", dreamers: true },
  // "I broke out in a cold sweat", "woke up in a cold sweat": fear the body shows
  { last: /^sweat$/, before: [/^cold$/, /^a$/, /^in$/], code: "AP", label: "fear" },
  // "I felt out of place", "we felt a bit out of place" — not "knocked the wires out of place"
  {
    last: /^place$/,
    before: [/^of$/, /^out$/, /^(felt|feel|feeling|feels|was|were|am|i'm|so|very|really|bit|little|quite|totally|completely|somewhat)$/],
    code: "AP",
    label: "feeling out of place",
  },
  // "I felt let down", "we were so let down" — not "she let down her hair"
  {
    last: /^down$/,
    before: [/^let$/, /^(felt|feel|feeling|was|were|am|so|very|really|bit|little|quite|terribly)$/],
    code: "SD",
    label: "disappointment",
  },
  // "I was torn between the two", "felt torn between staying and going": indecision
  { last: /^between$/, before: [/^torn$/, /^(was|were|am|felt|feel|feeling|so|really|i'm|we're)$/], code: "CO", label: "uncertainty" },
  // "my jaw dropped", "I did a double take": surprise the face or the body shows
  { last: /^(dropped|drops)$/, before: [/^jaw$/, /^my$/], code: "CO", label: "surprise", dreamers: true },
  { last: /^take$/, before: [/^double$/, /^a$/, /^(did|do|does|doing)$/], code: "CO", label: "surprise" },
  // "it broke my heart", "seeing him there breaks my heart" — not "I broke her heart"
  { last: /^heart$/, before: [/^my$/, /^(broke|breaks|break|breaking)$/], code: "SD", label: "heartbreak", dreamers: true },
  // anger said by an idiom: "I lost my cool", "it drove me up the wall", "the noise drove me crazy", "I hit the roof"
  { last: /^cool$/, before: [/^my$/, /^(lost|lose|loses|losing)$/], code: "AN", label: "anger", dreamers: true },
  {
    last: /^wall$/,
    before: [/^the$/, /^up$/, /^(me|us)$/, /^(drove|drive|drives|driving|driven)$/],
    code: "AN",
    label: "exasperation",
    dreamers: true,
  },
  {
    last: /^(crazy|nuts|mad|insane|bananas|batty|bonkers)$/,
    before: [/^(me|us)$/, /^(drove|drive|drives|driving|driven)$/],
    code: "AN",
    label: "exasperation",
    dreamers: true,
  },
  { last: /^roof$/, before: [/^the$/, /^(hit|hits|hitting)$/], code: "AN", label: "anger", ends: true },
  // fright said by the body: "I jumped out of my skin", "my heart was in my mouth", "my blood ran cold"
  {
    last: /^skin$/,
    before: [/^my$/, /^of$/, /^out$/, /^(jumped|jump|jumps|jumping|leapt|leaped|nearly|almost)$/],
    code: "AP",
    label: "fright",
    dreamers: true,
  },
  { last: /^(mouth|throat)$/, before: [/^my$/, /^in$/, /^heart$/], code: "AP", label: "fear", dreamers: true },
  { last: /^cold$/, before: [/^(ran|runs|run|turned|went)$/, /^blood$/, /^my$/], code: "AP", label: "fear", dreamers: true },
  // joy and low spirits said by an idiom: "on top of the world", "in seventh heaven", "walking on air", "down in the dumps"
  { last: /^world$/, before: [/^the$/, /^of$/, /^top$/, /^on$/, /^(was|were|am|felt|feel|feeling|i'm|we're)$/], code: "HA", label: "joy" },
  { last: /^heaven$/, before: [/^(seventh|7th)$/, /^in$/], code: "HA", label: "joy" },
  { last: /^air$/, before: [/^on$/, /^(walking|walked|floating|floated)$/], code: "HA", label: "joy" },
  { last: /^pink$/, before: [/^tickled$/], code: "HA", label: "delight" },
  { last: /^dumps$/, before: [/^the$/, /^in$/, /^down$/], code: "SD", label: "low spirits" },
];
const IDIOM_LAST = new Set(["aback", "guard", "loss", "bummer", "up", "throat", "heart", "feelings", "hurt", "temper", "nerves", "edge"]);
for (const x of ["boil", "boiled", "boiling", "boils", "stomach", "tummy", "belly", "conscious", "moon", "nine", "needles", "words", "ear"])
  IDIOM_LAST.add(x);
for (const x of ["down", "between", "dropped", "drops", "take", "creeps", "willies", "sweat", "place"]) IDIOM_LAST.add(x);
for (const x of ["cool", "wall", "crazy", "nuts", "mad", "insane", "bananas", "batty", "bonkers", "roof", "skin", "mouth", "cold"])
  IDIOM_LAST.add(x);
for (const x of ["world", "heaven", "air", "pink", "dumps"]) IDIOM_LAST.add(x);

/**
 * Feelings said by an idiom: "taken aback", "at a loss", "a lump in my throat", "lost my temper",
 * "on edge", "choked up". ("What on earth" is left out: as often the writer puzzling over the memory.) One that names its owner ("my temper") is the dreamer's.
 */
function idiom(t: Token[], k: number): PhraseHit | null {
  const x = w(t, k);
  for (const { last, before, code, label, dreamers, ends } of IDIOMS)
    if (
      last.test(x) &&
      before.every((re, d) => re.test(w(t, k - 1 - d)) && t[k - 1 - d].sent === t[k].sent) &&
      (!ends || endsAt(t, k + 1, k) || /^(when|because|as|after|at|over|about)$/.test(w(t, k + 1)))
    )
      return dreamers ? { code, label, dreamers, back: before.length } : { code, label, back: before.length };
  return null;
}

/** "I broke down and cried" (not "the car broke down", "broke down the door"); "a chill ran down my spine" */
function brokeDownOrShivered(t: Token[], k: number): PhraseHit | null {
  const [x, p, pp] = [w(t, k), w(t, k - 1), w(t, k - 2)];
  if (
    x === "down" &&
    /^(broke|break|breaking)$/.test(p) &&
    /^(i|we)$/.test(pp) &&
    !/^(the|a|an|my|his|her|their|that|this|it)$/.test(w(t, k + 1))
  )
    return { code: "SD", label: "sadness", dreamers: true, back: 2 };
  if (x !== "spine" || p !== "my" || !/^(down|up)$/.test(pp)) return null;
  for (let j = k - 3; j >= Math.max(0, k - 7) && t[j].sent === t[k].sent; j--)
    if (/^(chill|chills|shiver|shivers)$/.test(w(t, j))) return { code: "AP", label: "fear", dreamers: true, back: k - j };
  return null;
}

/** "there is some confusion about which is mine": confusion in the scene the dreamer is part of — not "among the patients" */
function confusionThere(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "confusion" || /^(among|amongst|between)$/.test(w(t, k + 1))) return null;
  for (let j = k - 1; j >= Math.max(1, k - 5) && t[j].sent === t[k].sent; j--)
    if (
      /^(was|is|were)$/.test(w(t, j)) &&
      w(t, j - 1) === "there" &&
      t.slice(j + 1, k).every((x) => /^(some|a|lot|of|much|little|great|bit|general|total|quite)$/.test(x.w))
    )
      return { code: "CO", label: "confusion", dreamers: true, back: k - j + 1 };
  return null;
}

const COMES_OVER = /^(came|comes|swept|sweeps|washed|washes|ran|runs|went|rushed|rushes|flooded|floods|crept|creeps|settled|settles)$/;

/**
 * "a wave of relief washed over me", "a feeling of dread came over me", "fear swept through me": a
 * feeling named by its noun as what comes over the dreamer.
 */
function cameOverMe(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "me" || !/^(over|through)$/.test(w(t, k - 1)) || !COMES_OVER.test(w(t, k - 2))) return null;
  for (let j = k - 3; j >= Math.max(0, k - 6) && t[j].sent === t[k].sent && t[j + 1].brk === 0; j--) {
    const feeling = WORDS.get(w(t, j));
    if (feeling && feeling.label === w(t, j)) return { ...feeling, dreamers: true, back: k - j };
  }
  return null;
}

/** the scared-the-life-out-of-me family: "it scared the hell out of me" */
function outOfMe(t: Token[], k: number): PhraseHit | null {
  if (w(t, k) !== "me" || w(t, k - 1) !== "of" || w(t, k - 2) !== "out") return null;
  for (let j = k - 4; j >= Math.max(0, k - 7); j--) {
    const feeling = /^(scared|scares|scare|frightened|frightens|terrified)$/.test(w(t, j));
    if (feeling) return { code: "AP", label: "fear", dreamers: true, back: k - j };
  }
  return null;
}

/** the last word of every phrase above: most tokens are none of them, and are passed at once */
const LAST_WORDS = new Set([
  ...Object.keys(FEEL_ONLY),
  ...DEATH,
  ...[
    "believe",
    "imagine",
    "sure",
    "dare",
    "hell",
    "heck",
    "time",
    "love",
    "loved",
    "peace",
    "ease",
    "relief",
    "surprise",
    "up",
    "off",
    "sank",
    "feeling",
    "in",
    "hold",
    "over",
    "cross",
    "end",
    "leapt",
    "leaped",
    "leaps",
    "soared",
    "soars",
    "lifted",
  ],
  ...[
    "idiot",
    "fool",
    "loser",
    "failure",
    "know",
    "understand",
    "tell",
    "decide",
    "idea",
    "clue",
    "missed",
    "miss",
    "missing",
    "out",
    "get",
  ],
  ...["friends", "friend", "one", "nobody"],
  ...["break", "breaks", "broke", "breaking", "broken", "ached", "aches", "ache"],
  ...["weird", "strange", "odd", "bizarre", "sense", "things", "bell"],
  ...IDIOM_LAST,
  ...["spine", "me", "tears", "tearing", "welled", "confusion"],
  ...HEART_BEATS,
  ...SHAKES,
  ...CRY_WORDS,
  "blast",
  "trouble",
  ...[
    "loving",
    "sick",
    "tired",
    "hoped",
    "hoping",
    "prayed",
    "praying",
    "knots",
    "dropped",
    "lurched",
    "churned",
    "churning",
    "knotted",
    "tightened",
    "flipped",
  ],
  ...SCREAMS,
  ...["oh", "dear"],
]);

export function phraseAt(tokens: Token[], k: number, text: string): PhraseHit | null {
  // (common verbs end a phrase only after "nice to", "good to": checked on their own, not against every phrase)
  if (tokens[k - 1]?.w === "to" && /^(hear|see|be|have|meet|talk)$/.test(tokens[k].w)) return niceTo(tokens, k);
  if (!LAST_WORDS.has(tokens[k].w)) return null;
  for (const find of PHRASES) {
    const hit = find(tokens, k, text);
    if (hit) return hit;
  }
  return null;
}
