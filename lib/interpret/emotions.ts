/**
 * Hall/Van de Castle emotion detection for the DREAMER's own, explicitly stated feelings.
 * A feeling word counts when its experiencer is the dreamer: "I was scared", "we felt lost and
 * sad", "it made me angry", "to my relief", "Exasperated, I said…". Others' feelings ("she was
 * angry"), negated ones ("I wasn't scared") and feelings after waking are left out.
 */
import { experiencer, negatedBefore, othersSpeech } from "./emotion-experiencer";
import { phraseAt, toldInThePast, type PhraseHit } from "./emotion-phrases";
import {
  ADVERBS,
  CAUSATIVE,
  CLAUSE_WORDS,
  COPULA,
  FEEL_ONLY,
  FEEL_VERBS,
  FIRST,
  IMPERSONAL,
  IMPERSONAL_OK,
  MODALS,
  MY_WORDS,
  NOT_FEELING_NEXT,
  OBJ_FIRST,
  OBJECT_FOLLOW,
  OTHER_SUBJ,
  WAKING,
  WORDS,
} from "./emotion-words";
import { emphasised } from "./emphasis";
import { beingMoved, happyTears, TEARS } from "./emotion-tears";
import { isLexNoun, isLexVerb, tagsOf } from "./words";
import { isFunctionWord, LEAD_TRIM } from "./phrase";
import type { EmotionCode } from "./schema";
import { notesStart, tokensOfSentences, type Token } from "./tokenize";

export type EmotionHit = {
  code: EmotionCode;
  label: string;
  evidence: string;
  start: number;
  end: number;
  /** said in the last part of the dream: the feeling it ends on */
  atEnd: boolean;
};

const ATTRIBUTIVE_BEFORE = new Set(["the", "a", "an", "his", "their", "those", "these"]);
const COMPLEMENT_AFTER = new Set(["of", "to", "for", "and", "that", "about", "at", "with", "by"]);
// ("got a scare", "had a fright": a noun of feeling after its article is the feeling itself)
const NOUN_FEELINGS = new Set(["surprise", "shock", "relief", "fear", "panic", "thrill", "scare", "fright"]);
/** "an uncomfortable feeling", "a sad sense of…": the adjective names a feeling after all */
const FEELING_NOUNS = new Set(["feeling", "feelings", "sense", "sensation"]);
const WH_WORDS = new Set(["who", "what", "which", "how", "where", "why", "whom", "whose"]);
const DEGREE = new Set(["very", "so", "quite", "was", "am", "were", "got", "really"]);

type Candidate = PhraseHit & { word: string; feelPhrase: boolean; beforeFeelingNoun: boolean };

function candidateAt(tokens: Token[], k: number, text: string): Candidate | null {
  const word = tokens[k].w;
  const emo = WORDS.get(word);
  const nextW = tokens[k + 1]?.sent === tokens[k].sent ? tokens[k + 1].w : "";
  const beforeFeelingNoun = FEELING_NOUNS.has(nextW);
  // a phrase wins over its last word: "what a relief" says whose relief it is
  const phrase = phraseAt(tokens, k, text);
  if (phrase) return { ...phrase, word, feelPhrase: true, beforeFeelingNoun: false };
  // "sang Happy Birthday", "my friend Joy": a capital mid-sentence makes it a title or a name
  // (the text's first word has no break before it, yet opens a sentence: "Scared, I ran"; and "I was
  // SO SCARED" is the writer raising their voice, not a name)
  if (!emo || (k > 0 && tokens[k].brk === 0 && /^\p{Lu}/u.test(tokens[k].raw) && !emphasised(tokens[k], (x) => WORDS.has(x)))) return null;
  // ("[laugh]", "[sigh]": a transcriber's note of the teller recording the dream, not a feeling in it)
  if (text[tokens[k].start - 1] === "[") return null;
  // "upset with him", "upset at her": anger at someone, not sorrow; "sorry for what I said", "sorry that I lied",
  // "disgusted with myself", "appalled that I could do that": guilt, anger turned on oneself ("sorry that he left" is
  // sorrow; "so disgusted that I sat down" says what the anger led to)
  const after2 = tokens[k + 2]?.sent === tokens[k].sent ? tokens[k + 2].w : "";
  const at =
    word === "upset" && (nextW === "with" || nextW === "at")
      ? { code: "AN" as const, label: "anger" }
      : /^(disgusted|appalled)$/.test(word) &&
          ((/^(with|at)$/.test(nextW) && /^(myself|ourselves)$/.test(after2)) ||
            (nextW === "that" && /^(i|we)$/.test(after2) && tokens[k - 1]?.w !== "so"))
        ? { code: "AP" as const, label: "shame" }
        : word === "sorry" &&
            ((nextW === "for" && /^(what|having|being|that)$/.test(after2)) || (nextW === "that" && /^(i|we|i'd|we'd)$/.test(after2)))
          ? { code: "AP" as const, label: "guilt" }
          : emo;
  return { ...at, word, feelPhrase: beforeFeelingNoun, beforeFeelingNoun };
}

/** the single word is not a feeling here: "a surprise party", "hurt my leg", "mad scientist" */
function notAFeeling(tokens: Token[], k: number, c: Candidate): boolean {
  const { word } = c;
  const prev = tokens[k - 1];
  const next = tokens[k + 1]?.sent === tokens[k].sent ? tokens[k + 1] : undefined;
  const p = prev?.w ?? "";
  const after = (...ws: string[]) => ws.includes(p);
  // a phrase that names its owner ("my feelings were hurt") has been read whole
  if (c.dreamers) return false;
  // "cried tears of joy", "wept with relief": the tears are happy ones, and the joy is coded
  if (
    /^(cried|cry|crying|wept|weeping|sobbed|sobbing|tears)$/.test(word) &&
    tokens.slice(k + 1, k + 4).some((x) => /^(joy|happiness|relief|laughter)$/.test(x.w))
  )
    return true;
  if (NOT_FEELING_NEXT[word]?.test(next?.w ?? "")) return true;
  // ("I won, to the surprise of everyone", "to the delight of the crowd": the feeling is of those named after "of")
  if (p === "the" && tokens[k - 2]?.w === "to" && next?.w === "of" && !/^(me|us|myself)$/.test(tokens[k + 2]?.w ?? "")) return true;
  // "my desperate concern", "a nervous fear": the noun after names the feeling, the adjective only shades it
  if (next?.brk === 0 && WORDS.get(next.w)?.label === next.w && WORDS.get(word)?.label !== word) return true;
  // ("found some puzzles", "all her worries": a noun after a determiner is a thing, not a feeling verb)
  if (
    /^(puzzles|worries|scares|surprises|amazes|confuses)$/.test(word) &&
    /^(some|the|a|these|those|my|his|her|their|our|your|many|few|several|all|any|no|two|three|of)$/.test(p)
  )
    return true;
  // ("we were planning surprises", "gave her a surprise": a surprise made for someone is a gift, not a feeling)
  if (
    /^(surprise|surprises)$/.test(word) &&
    tokens
      .slice(Math.max(0, k - 3), k)
      .some((x) =>
        /^(plan|planned|planning|plans|give|gave|giving|prepare|prepared|preparing|make|made|making|buy|bought|have|had)$/.test(x.w),
      )
  )
    return true;
  switch (word) {
    case "touched":
    case "moved":
      // ("so touched", "deeply moved": the dreamer moved; "I touched the wall", "we moved house" are deeds)
      return !beingMoved(tokens, k);
    case "laughed":
    case "laughing":
    case "laugh":
    case "chuckled":
    case "chuckling":
    case "chuckle":
    case "giggled":
    case "giggling":
      // laughing at someone is mockery, not joy ("giggling about it" is shared fun; "laughing about me" is not)
      // ("chuckled at this", "laughed at how silly it was": laughing at a thing or a thought is amusement)
      if (next?.w === "at" && /^(this|that|it|how|what|the idea|the joke|the thought|the sight)$/.test(restOf(tokens, k + 2))) return false;
      return next?.w === "at" || (next?.w === "about" && /^(me|him|her|them|us|my|his|their)$/.test(tokens[k + 2]?.w ?? ""));
    case "hurt": {
      // "I was a bit hurt that she didn't call back": hurt feelings, by what someone did or did not do
      const degree = /^(little|bit|somewhat|kind|kinda|pretty|quite|rather|terribly|truly)$/.test(p);
      const why = /^(that|when|because|by)$/.test(next?.w ?? "");
      // ("it really hurt", "my knee hurt so much": pain in the body, not hurt feelings)
      if (bodyHurts(tokens, k) || hurtWithTheBody(tokens, k)) return true;
      return !(FEEL_VERBS.has(p) || after("was", "so", "really", "very", "deeply") || degree || why);
    }
    case "freaked":
    case "freaking":
    case "creeped": {
      // ("I was freaking." at a clause's end is freaking out; "freaking huge" is an intensifier)
      const ends = !next || next.brk > 0 || next.sent !== tokens[k].sent;
      // ("it freaked me out", "which creeped us out": the dreamer put out between the verb and "out")
      const meOut = /^(me|us)$/.test(next?.w ?? "") && tokens[k + 2]?.w === "out" && tokens[k + 2].brk === 0;
      // ("I freaked." at a clause's end, right after its subject)
      return next?.w !== "out" && !meOut && !(ends && /^(i|we|was|were|am|is|i'm|started|kept|totally|completely|really|so)$/.test(p));
    }
    case "tears":
      // "burst into tears", "in tears", "tears welled up" — not "tears in the paper"
      // ("close to the verge of tears", "fighting back tears": tears held in are sorrow too)
      return !(
        /^(in|into|to|with)$/.test(p) ||
        (p === "of" && /^(verge|brink|point)$/.test(tokens[k - 2]?.w ?? "")) ||
        (p === "back" && /^(fighting|fought|holding|held|hold|fight|choking|choked)$/.test(tokens[k - 2]?.w ?? "")) ||
        /^(welled|streamed|streaming|ran|running|rolled|rolling|came|filled|flowed|poured|fell|falling)$/.test(next?.w ?? "")
      );
    case "mad":
      // ("going mad", "I must be mad", "I thought I was mad": out of one's mind, not angry)
      if (losingMyMind(tokens, k)) return true;
      return (
        next !== undefined &&
        next.w !== "at" &&
        next.brk === 0 &&
        !["about", "that", "because", "and", "with"].includes(next.w) &&
        !after("so", "very", "really", "was", "got", "felt", "get", "became")
      );
    case "anxious":
      // "anxious to see her", "anxious to begin": eager, not afraid — but "anxious to get out of here", "anxious to
      // leave": wanting away from where one is, which is apprehension
      return next?.w === "to" && !escapeAfter(tokens, k + 2);
    case "content":
      return !after("felt", "was", "feel", "quite", "very", "so");
    case "calm":
    case "calmer":
    case "comfortable":
    case "peaceful":
      // ("I grew calm", "became more comfortable": a change of state is a feeling too)
      return !(FEEL_VERBS.has(p) || (p.endsWith("ly") && FEEL_VERBS.has(tokens[k - 2]?.w ?? "")) || DEGREE.has(p) || BECAME.test(p));
    case "fun":
      // ("I fun to the car": straight after its subject, a slip for a verb, as "I sad" for "said")
      if (p === "i" || p === "we") return true;
      // "killed it for fun", "just for fun", "sang it for the fun of it", "chased him in fun": a motive or a manner, not a feeling
      if (p === "for" || p === "in" || (p === "the" && tokens[k - 2]?.w === "for")) return true;
      // ("making fun of me", and "made fun" with its object left out: mockery)
      return after("make", "made", "making", "makes", "poke", "poking");
    case "relief":
      return after("make", "made", "making", "poke", "poking") && next?.w === "of";
    case "wonder":
      // ("a one-hit wonder", "no wonder he left", "it's a wonder it still runs": the noun of a marvel, not the dreamer wondering)
      return /^(a|an|no|hit|boy|small|little|seventh|eighth)$/.test(p);
    case "dread":
      // "dread locks"
      return next?.w === "locks" || next?.w === "lock";
    case "surprise":
    case "shock":
    case "disbelief":
      // ("felt a shock", "a look of surprise", "in complete disbelief": the noun named as a feeling)
      return !(
        MY_WORDS.has(p) ||
        after("a", "the", "in", "with", "of", "by", "felt", "feel", "great", "such", "complete", "total", "utter", "much")
      );
    case "sad":
      // ("and I sad 'now this will be hers'": "sad" straight after the subject is a slip for "said")
      return p === "i" || p === "we";
    case "amazingly":
    case "astonishingly":
      // ("Amazingly, I could fly": set off, the dreamer's amazement — "did amazingly well" is a degree)
      return next !== undefined && next.brk === 0 && next.sent === tokens[k].sent;
    case "surprisingly":
      // "I was surprisingly calm", "surprisingly not fazed": a degree of the next word, not the dreamer's surprise
      return next !== undefined && next.brk === 0 && (next.w === "not" || tagsOf(next.w).includes("Adjective") || next.w.endsWith("ly"));
    case "alarm":
      // "in alarm", "with alarm", "to my alarm" — not the alarm that rings ("my alarm didn't go off")
      return !((MY_WORDS.has(p) && tokens[k - 2]?.w === "to") || after("in", "with", "of", "great", "growing"));
    case "bawled":
    case "bawling":
      // ("bawled her out": a scolding)
      return next !== undefined && next.brk === 0 && /^(out|at|him|her|them|me|us|the|a|my|his)$/.test(next.w);
    case "concern":
      // "with concern", "my concern", "felt great concern" — not "a matter of concern" or "none of your concern"
      return !(MY_WORDS.has(p) || after("with", "felt", "feel", "great", "deep", "growing", "real", "much", "some", "desperate"));
    case "pride":
      // "with pride", "felt pride", "took pride in" — "my pride was hurt" is no joy
      return !after("with", "felt", "feel", "of", "great", "such", "full", "took", "take");
    case "pleasure":
      // ("it's my pleasure", "the pleasure of your company": a courtesy)
      return after("my", "your", "the", "its");
    case "misery":
      // ("put it out of its misery")
      return after("its");
    case "sorry":
      // ("told my brother I was sorry", "apologized and said that we were sorry": an apology reported, not a sorrow)
      if (apologyReported(tokens, k)) return true;
      if (next?.w === "for" || next?.w === "that") return false;
      // "I'm sorry, I didn't see you", "I am so sorry": an apology, said in the present, not a sorrow
      return (
        after("i'm", "am") ||
        (/^(so|very|really|terribly|truly|awfully)$/.test(p) && /^(i'm|am)$/.test(tokens[k - 2]?.w ?? "")) ||
        !after("felt", "feel", "was", "terribly", "so", "very", "really")
      );
    case "hate":
    case "hated":
    case "loathe":
    case "loathed":
    case "despise":
    case "despised":
      return !(FIRST.has(p) && ["it", "that", "when", "this"].includes(next?.w ?? ""));
    case "loathing":
      // ("with loathing", "my loathing for it" — not "loathing him", an act of hostility toward him)
      return !(after("with", "of", "felt", "feel", "such", "pure", "deep") || MY_WORDS.has(p));
    case "scare":
      // "got a scare", "what a scare", "gave me quite a scare" — the noun; the verb only with the dreamer as its
      // object ("it didn't scare me"), not "to scare him", "scare the birds away", "tried to scare me"
      if (/^(a|the)$/.test(p) || (p === "quite" && tokens[k - 2]?.w === "a")) return false;
      if (p === "to" && !/^(began|begin|begins|started|start|starts|beginning|starting)$/.test(tokens[k - 2]?.w ?? "")) return true;
      return !/^(me|us|myself)$/.test(next?.w ?? "");
    case "frighten":
    case "terrify":
    case "annoy":
    case "irritate":
    case "infuriate":
      // the bare verb is a feeling only with the dreamer as its object: "it began to annoy me" — not "trying to annoy
      // him", nor a purpose ("someone is sent to frighten me", "they tried to scare me": an aim, not a feeling had)
      if (p === "to" && !/^(began|begin|begins|started|start|starts|beginning|starting)$/.test(tokens[k - 2]?.w ?? "")) return true;
      return !/^(me|us|myself)$/.test(next?.w ?? "");
    case "disturbed":
      // ("loud enough to have disturbed them", "I disturbed the cat": the act on someone; "I'm disturbed and wake up": woken)
      if (next && next.brk === 0 && (OBJECT_FOLLOW.has(next.w) || /^(my|our|anyone|anybody|someone|somebody)$/.test(next.w))) return true;
      return tokens
        .slice(k + 1, k + 4)
        .some((x) => x.sent === tokens[k].sent && /^(woke|wake|wakes|waking|awoke|awake|sleep|sleeping)$/.test(x.w));
    case "blush":
      // the verb after its subject or "to" ("I blush", "trying not to blush") — not the make-up ("some blush on her cheeks")
      return !(FIRST.has(p) || p === "to" || ADVERBS.has(p) || p.endsWith("ly"));
    case "stressed":
      return stressedAPoint(tokens, k);
    case "stress":
      return !(after("under", "felt", "so", "much", "the", "my") || (p === "of" && tokens[k - 2]?.w === "lot"));
    case "tense":
      return !(FEEL_VERBS.has(p) || after("all", "was", "very", "so", "got", "became"));
  }
  return false;
}

const BECAME = /^(grew|became|become|becomes|becoming|grows|growing)$/;

/** "leave", "escape", "get out", "get away" at `j`: the wish to be away from where one is */
function escapeAfter(tokens: Token[], j: number): boolean {
  const a = tokens[j];
  if (!a || a.sent !== tokens[j - 1].sent || a.brk > 0) return false;
  if (/^(leave|escape|flee)$/.test(a.w)) return true;
  return a.w === "get" && /^(out|away)$/.test(tokens[j + 1]?.w ?? "") && tokens[j + 1].brk === 0;
}

/**
 * "we stressed to him how much it mattered", "she stressed that it was urgent", "called him and stressed how
 * late it was": to stress a point, with its subject before it — not "I was stressed that I'd be late", "tired
 * and stressed", or "stressed to the max".
 */
function stressedAPoint(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  const at = (j: number) => (j >= 0 && tokens[j]?.sent === sent ? tokens[j].w : "");
  const p = at(k - 1);
  // (after "and", the verb's subject is further back, and no copula gives the state: "was tired and stressed")
  const verbAfterAnd =
    /^(and|then|also)$/.test(p) &&
    !tokens.slice(Math.max(0, k - 6), k).some((t) => t.sent === sent && (COPULA.has(t.w) || FEEL_VERBS.has(t.w)));
  if (!(FIRST.has(p) || OTHER_SUBJ.has(p) || verbAfterAnd)) return false;
  const n = at(k + 1);
  if (/^(that|how|the|this|again)$/.test(n)) return true;
  return (
    n === "to" && /^(him|her|them|me|us|everyone|everybody|my|his|the)$/.test(at(k + 2)) && !/^(max|limit|point|breaking)$/.test(at(k + 3))
  );
}

const TOLD = /^(told|tell|tells|telling|said|say|says|saying|explained|apologized|apologised|apologizing|apologising)$/;

/**
 * "told my brother I was sorry", "said that we were so sorry", "kept telling him I am sorry": "sorry" in what the
 * dreamer says to someone is an apology, however it is reported — "I felt sorry for him" is not said.
 */
function apologyReported(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  const at = (j: number) => (j >= 0 && tokens[j].sent === sent ? tokens[j].w : "");
  let j = k - 1;
  while (/^(so|very|really|terribly|truly|awfully|deeply)$/.test(at(j))) j--;
  if (!/^(was|were|am|are)$/.test(at(j))) return false;
  j--;
  if (!/^(i|we)$/.test(at(j))) return false;
  j--;
  if (at(j) === "that") j--;
  // (the one told: "told her", "said to my mother", "told everyone")
  if (/^(him|her|them|me|us|you|everyone|everybody)$/.test(at(j))) j--;
  else if (/^(mom|dad|mother|father|sister|brother|friend|boss|teacher|wife|husband)$/.test(at(j)) && /^(my|the|his|her)$/.test(at(j - 1)))
    j -= at(j - 2) === "to" ? 3 : 2;
  return TOLD.test(at(j));
}

/** the word at `j`, or the two from `j` when the first is "the": what "laughed at" takes */
function restOf(tokens: Token[], j: number): string {
  const a = tokens[j];
  if (!a || a.sent !== tokens[j - 1]?.sent || a.brk > 0) return "";
  const b = tokens[j + 1]?.sent === a.sent ? tokens[j + 1] : undefined;
  // ("laughed at this, knowing…" is the thing; "laughed at this girl" is a person)
  if (/^(this|that)$/.test(a.w) && b && b.brk === 0 && !isFunctionWord(b.w)) return "";
  return a.w === "the" && b ? `the ${b.w}` : a.w;
}

/** "it really hurt", "my knee hurt": the subject of "hurt" is a thing or a part of the body, so the hurt is pain */
function bodyHurts(tokens: Token[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && tokens[j].sent === tokens[k].sent && /^(really|so|still|badly|just|also|and|then|always)$/.test(tokens[j].w)) j--;
  const subject = tokens[j];
  if (!subject || subject.sent !== tokens[k].sent) return false;
  return /^(it|that|this|which|everything)$/.test(subject.w) || (isLexNoun(subject.w) && MY_WORDS.has(tokens[j - 1]?.w ?? ""));
}

/** "going mad", "gone mad", "I must be mad", "I thought I was mad": "mad" as out of one's mind */
function losingMyMind(tokens: Token[], k: number): boolean {
  const [p1, p2, p3] = [k - 1, k - 2, k - 3].map((j) => (tokens[j]?.sent === tokens[k].sent ? tokens[j].w : ""));
  if (/^(going|gone|go|goes|went)$/.test(p1) || (p1 === "be" && p2 === "must")) return true;
  // (what the dreamer thought of their own mind; "I thought he was mad at me" is anger and has "at" after)
  return p1 === "was" && /^(i|we)$/.test(p2) && /^(thought|feared|wondered|believed)$/.test(p3) && tokens[k + 1]?.w !== "at";
}

/** the states of a body knocked about: "dazed", "bruised", "bleeding" */
const BODILY = /^(dazed|bruised|bleeding|bloody|sore|dizzy|winded|stunned|injured|wounded|scratched|battered|limping|aching|numb)$/;

/** "I felt hurt and dazed", "bruised and hurt": "hurt" joined to a state of the body is pain, not hurt feelings */
function hurtWithTheBody(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  const joined = (j: number, other: number) =>
    tokens[j]?.w === "and" && tokens[j].sent === sent && tokens[other]?.sent === sent && BODILY.test(tokens[other].w);
  return joined(k + 1, k + 2) || joined(k - 1, k - 2);
}

/** the verb before "if": "asked if", and "asked me if" too — the one asked is not the one asking */
function askedOf(tokens: Token[], j: number): string {
  const w = tokens[j].w;
  return /^(me|us)$/.test(w) && j > 0 && /^(asked|asking|asks)$/.test(tokens[j - 1].w) ? tokens[j - 1].w : w;
}

/** the words that open a noun phrase: "that spooky clown", "some fun games", "the boss's annoying habit" */
const NOUN_PHRASE_OPENERS = new Set(
  "a an the this that these those some any each every another his her their its my our your such".split(" "),
);
const DEGREE_WORDS = new Set("very really so quite pretty rather kind sort of too super kinda fairly".split(" "));
const POSSESSIVE = /^\p{L}+['’]s$/u;
const NOT_POSSESSIVE = /^(it|he|she|that|what|there|here|who|let|where|everyone|everybody|someone|somebody)['’]s$/;
/** the words a described thing ends on: "a frightening looking dog" is how it looks */
const LOOK_PARTICLES = /^(at|for|around|up|down|out|into|through|over|back|forward|to|in|on|after|like|away)$/;

/**
 * "that spooky clown", "a huge fun park", "the boss's annoying habit", "a frightening looking dog": an
 * adjective inside a noun phrase says what the thing is like, not what the dreamer feels (the
 * Hall/Van de Castle count is the felt emotion; "a creepy house" is not the dreamer's fear).
 */
function describesAThing(tokens: Token[], k: number, c: Candidate): boolean {
  // ("a scary feeling" names a feeling; "my heart was pounding" names its owner)
  if (c.beforeFeelingNoun || c.dreamers || NOUN_FEELINGS.has(c.word) || !adjectival(c.word)) return false;
  const sent = tokens[k].sent;
  const next = tokens[k + 1]?.sent === sent ? tokens[k + 1] : undefined;
  if (!next) return false;
  // ("this creepy 'Moses' place": a demonstrative right before the adjective opens a noun phrase, whatever stands after)
  const p = tokens[k - 1];
  if (p && p.sent === sent && tokens[k].brk === 0 && /^(this|these|those)$/.test(p.w) && IMPERSONAL_OK.has(c.word)) return true;
  // ("a frightening looking dog", "the cellar was dark and spooky looking": an appearance)
  if (next.w === "looking" && next.brk === 0) {
    const after = tokens[k + 2]?.sent === sent ? tokens[k + 2] : undefined;
    return !after || after.brk > 0 || !LOOK_PARTICLES.test(after.w);
  }
  // the noun the adjective goes with, past other adjectives ("that odd, damp tunnel")
  let n = k + 1;
  while (n < tokens.length && tokens[n].sent === sent && tokens[n].brk < 2 && tagsOf(tokens[n].w).includes("Adjective") && n - k <= 3) n++;
  const noun = tokens[n];
  if (!noun || noun.sent !== sent || (n === k + 1 && noun.brk > 0) || (n > k + 1 && noun.brk > 0)) return false;
  if (isFunctionWord(noun.w) || COMPLEMENT_AFTER.has(noun.w) || FEELING_NOUNS.has(noun.w) || WORDS.has(noun.w) || noun.w.endsWith("ly"))
    return false;
  // the words before it open a noun phrase, past its other adjectives and degree words ("a really huge fun park")
  let j = k - 1;
  while (
    j >= 0 &&
    tokens[j + 1].brk === 0 &&
    tokens[j].sent === sent &&
    (tagsOf(tokens[j].w).includes("Adjective") || DEGREE_WORDS.has(tokens[j].w)) &&
    k - j <= 4
  )
    j--;
  const opener = tokens[j];
  if (!opener || opener.sent !== sent || tokens[j + 1].brk > 0) return false;
  return NOUN_PHRASE_OPENERS.has(opener.w) || (POSSESSIVE.test(opener.w) && !NOT_POSSESSIVE.test(opener.w));
}

/**
 * An adjective by the lexicon, or by an adjective's ending when the lexicon does not know the word ("cheerful",
 * "joyous", "gleeful": "this cheerful young woman" describes her).
 */
function adjectival(word: string): boolean {
  const tags = tagsOf(word);
  if (tags.includes("Adjective")) return true;
  // (a word that is its own feeling's name is the noun: "anguish")
  return tags.length === 0 && WORDS.get(word)?.label !== word && /(ful|ous|ive|ic|ish|less|able|ible)$/.test(word);
}

const THING_SUBJECT = /^(it|this|that|everything|which)$/;

/**
 * "the station was vast and confusing", "it's noisy and confusing": a feeling word joined to an adjective
 * of how a thing looks (not one of feeling) describes the thing with it.
 */
function describedWithThing(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  let j = k - 1;
  if (tokens[j]?.w === "and" && tokens[k].brk === 0) j--;
  else if (tokens[k].brk !== 1) return false;
  const plain = tokens[j];
  if (!plain || plain.sent !== sent || WORDS.has(plain.w) || FEEL_ONLY[plain.w] || !tagsOf(plain.w).includes("Adjective")) return false;
  j--;
  // ("it was all dark and spooky": "all" is a degree word here too)
  while (j >= 0 && (DEGREE_WORDS.has(tokens[j].w) || tokens[j].w === "all") && tokens[j].sent === sent) j--;
  const verb = tokens[j];
  if (!verb || verb.sent !== sent) return false;
  if (verb.w === "it's" || verb.w === "that's") return true;
  return /^(was|is|seemed|looked)$/.test(verb.w) && THING_SUBJECT.test(tokens[j - 1]?.w ?? "") && tokens[j - 1].sent === sent;
}

/**
 * The word before a causative is a thing that acts ("it startled the geese", "the noise frightened the
 * kids") — not a copula or degree word ("I was scared the whole time") — and the dreamer is not
 * the one it acts on after all ("it scared the hell out of me").
 */
function causingThing(tokens: Token[], k: number): boolean {
  const prev = tokens[k - 1];
  if (prev.brk > 0 && tokens[k].brk > 0) return false;
  // (a noun the lexicon may not know: any content word that is no verb, adjective, adverb or degree word)
  const content =
    !isFunctionWord(prev.w) &&
    !WORDS.has(prev.w) &&
    !COPULA.has(prev.w) &&
    !FEEL_VERBS.has(prev.w) &&
    !DEGREE_WORDS.has(prev.w) &&
    !ADVERBS.has(prev.w) &&
    !prev.w.endsWith("ly") &&
    !isLexVerb(prev.w) &&
    !tagsOf(prev.w).includes("Adjective");
  const thing = IMPERSONAL.has(prev.w) || content;
  const toMe = tokens.slice(k + 1, k + 6).some((t, j, a) => t.w === "me" && a[j - 1]?.w === "of");
  return thing && tokens[k].brk === 0 && !toMe;
}

const CLAUSE_EDGE = /^(and|but|so|then|because|when|while|that|which|who|if|until|since)$/;
// ("I'd be glad to help", "I knew I'd love it": the dreamer's own "I'd" says a pleasure felt now)
const CONDITIONAL = /^(would|will|could|might|should|it'd|it'll|i'll|we'll|you'll)$/;

/**
 * A feeling only imagined or foretold: "it would be great fun to sail there", "how much fun the
 * trip would be", "how pleased she'd be": the conditional stands a few words back in the feeling's
 * clause, or right after "how (much) …" with its subject.
 */
function imagined(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  for (let j = k - 1; j >= 0 && j >= k - 6 && tokens[j].sent === sent && tokens[j + 1].brk === 0; j--) {
    if (CLAUSE_EDGE.test(tokens[j].w)) break;
    if (CONDITIONAL.test(tokens[j].w)) return true;
  }
  const how = tokens[k - 1]?.w === "how" || (tokens[k - 1]?.w === "much" && tokens[k - 2]?.w === "how");
  if (!how) return false;
  // (its subject may be a noun phrase, "how fun the sled ride would be"; "how fun it was" is felt)
  for (let j = k + 1; j < tokens.length && j <= k + 5 && tokens[j].sent === sent && tokens[j].brk === 0; j++) {
    if (CLAUSE_EDGE.test(tokens[j].w) || /^(was|were|is|are|felt)$/.test(tokens[j].w)) return false;
    if (CONDITIONAL.test(tokens[j].w) || /^(he|she|they|you)['’](d|ll)$/.test(tokens[j].w)) return true;
  }
  return false;
}

/** what a feeling in an infinitive may be had through: "to have fun", "to be happy", "to feel calm" */
const INFINITIVE_VERB = /^(have|having|be|feel|get|stay|keep)$/;
/** the words between such a verb and the feeling: "to have some fun", "to be a bit happier" */
const INFINITIVE_FILL = /^(some|so|much|more|a|lot|lots|of|little|bit|real|great|good|any|very|really|quite|all|at|least)$/;
/** "began to have fun", "seemed to be happy", "came to enjoy": the feeling had, not wished */
const HAD_THROUGH =
  /^(began|begin|begins|beginning|started|start|starts|starting|seemed|seem|seems|appeared|came|grew|got|used|going|gonna)$/;
/** a negation close before "able": "not being able to", "wasn't able to", "never able to" */
const NOT_ABLE = /^(not|never|wasn't|weren't|isn't|aren't|couldn't|won't|hardly|barely)$/;

/**
 * "sorry about not being able to have fun", "unable to enjoy the party", "we went to the beach
 * to have fun": a feeling in an infinitive that the dreamer could not reach, or that is the purpose of a deed, is
 * missed or aimed at, not had. The verb of the infinitive may be the second of two ("to relax and have fun").
 * Purposes are read for "fun" only: "to have fun" is a plan; "I was happy to help" has its feeling before "to".
 */
function wishedInfinitive(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  const at = (j: number) => (j >= 0 && tokens[j].sent === sent && tokens[j + 1]?.brk === 0 ? tokens[j].w : "");
  let j = k - 1;
  while (INFINITIVE_FILL.test(at(j))) j--;
  if (!INFINITIVE_VERB.test(at(j)) && tokens[k].w !== "enjoy" && tokens[k].w !== "relax") return false;
  if (INFINITIVE_VERB.test(at(j))) j--;
  else j = k - 1;
  // ("to relax and have fun": the first verb of the pair takes the "to")
  if (at(j) === "and" && /^[a-z]+$/.test(at(j - 1)) && at(j - 2) === "to") j -= 2;
  if (at(j) !== "to") return false;
  const governor = at(j - 1);
  if (HAD_THROUGH.test(governor)) return false;
  if (governor === "unable") return true;
  if (governor === "able") return [2, 3, 4].some((d) => NOT_ABLE.test(at(j - d)) || at(j - d).endsWith("n't"));
  return tokens[k].w === "fun";
}

const PAST_VERB = /^(was|were|knew|had|did|went|saw|came|got)$/;

/**
 * "All of a sudden, it puzzles me, we were outside a church": a present-tense feeling
 * verb ("it confuses me", "this amazes me") set off by commas amid a sentence told in the past is
 * the writer's remark at the telling, not the dreamer's feeling then.
 */
function asideNow(tokens: Token[], k: number, word: string): boolean {
  if (!CAUSATIVE.has(word) || !word.endsWith("s") || !/^(me|us)$/.test(tokens[k + 1]?.w ?? "")) return false;
  const subject = tokens[k - 1];
  const after = tokens[k + 2];
  const sent = tokens[k].sent;
  const setOff = subject?.brk > 0 && subject.sent === sent && after?.brk > 0 && after.sent === sent;
  if (!setOff || !/^(it|this|that)$/.test(subject.w)) return false;
  return tokensOfSentences(tokens, sent, sent).some((t) => PAST_VERB.test(t.w));
}

const INVOLUNTARY = /^(laugh|chuckle|giggle|cry|weep|sob)$/;

/** the word is a feeling, but not one the dreamer has in the dream's present */
function notTheDreamersNow(tokens: Token[], k: number, c: Candidate): boolean {
  const prev = tokens[k - 1];
  const next = tokens[k + 1]?.sent === tokens[k].sent ? tokens[k + 1] : undefined;
  // attributive use: "the angry girls", "a happy man" — but "an uncomfortable feeling"
  if (
    prev &&
    ATTRIBUTIVE_BEFORE.has(prev.w) &&
    next?.brk === 0 &&
    !COMPLEMENT_AFTER.has(next.w) &&
    !c.feelPhrase &&
    !NOUN_FEELINGS.has(c.word)
  )
    return true;
  if (describesAThing(tokens, k, c) || (!c.dreamers && describedWithThing(tokens, k))) return true;
  // infinitive obligation: "we had to worry"; hypothetical: "it will be fun", "I would be happy"
  // ("we're supposed to have fun": the infinitive may hold a verb before the feeling)
  const obliged = (j: number) =>
    tokens[j]?.w === "to" &&
    tokens[j].sent === tokens[k].sent &&
    // ("I expected to be scared": a feeling looked for, not yet had)
    [
      "had",
      "have",
      "has",
      "need",
      "needed",
      "going",
      "supposed",
      "want",
      "wanted",
      "hope",
      "hoped",
      "trying",
      "tried",
      "expected",
      "expecting",
    ].includes(tokens[j - 1]?.w ?? "");
  // ("we had to laugh about it", "I had to cry": a reaction that could not be helped is felt, not owed)
  // (a phrase that carries its own future is exempt: "I thought I was going to die")
  const owedAhead = !c.modalBuiltIn;
  // ("I wanted to cry", "I just wanted to weep": the urge to tears is the sorrow itself, not a wish for it)
  const urgeToCry = /^(cry|weep|sob)$/.test(c.word) && /^(wanted|want)$/.test(tokens[k - 2]?.w ?? "");
  if (owedAhead && obliged(k - 1) && !(INVOLUNTARY.test(c.word) && /^(had|have|has)$/.test(tokens[k - 2]?.w ?? "")) && !urgeToCry)
    return true;
  // ("I wanted to shout and laugh": the second verb of the infinitive is wished for too)
  if (owedAhead && tokens[k - 1]?.w === "and" && tokens[k - 1].sent === tokens[k].sent && obliged(k - 3)) return true;
  // ("sorry about not being able to have fun", "we went to the lake to have fun": a feeling missed or
  // only aimed at, the thing the dreamer could not do or went for, is not one had)
  if (owedAhead && wishedInfinitive(tokens, k)) return true;
  // ("it's going to be lots of fun", "we're gonna have so much fun": the verb may stand a few words back, in the clause)
  for (let j = k - 1; owedAhead && j >= 1 && j >= k - 5 && tokens[j + 1].brk === 0 && tokens[j].sent === tokens[k].sent; j--) {
    if (/^(and|but|so|then|because|when|while|that|which|who)$/.test(tokens[j].w)) break;
    // ("I tried to look happy", "wanted to seem calm": a look put on, or one only wished for)
    if (/^(have|be|feel|get|make|look|seem|appear|sound)$/.test(tokens[j].w) && (obliged(j - 1) || tokens[j - 1].w === "gonna"))
      return true;
  }
  // what someone else says of the dreamer: "he was giving me a hard time, saying my swimming was hopeless"
  // (or believes of the dreamer: "she thought I was angry", "they assumed I was scared")
  for (let j = k - 1; j >= 1 && j >= k - 5 && tokens[j].sent === tokens[k].sent; j--) {
    if (
      !/^(saying|says|said|telling|told|tells|claiming|claimed|insisting|insisted|thought|thinks|believed|believes|assumed|assumes|figured|suspected)$/.test(
        tokens[j].w,
      )
    )
      continue;
    // ("he's saying he's sorry he frightened me": the sayer's "is" or "was" may be joined to it)
    const sayer = tokens
      .slice(Math.max(0, j - 8), j)
      .findLast((t) => t.sent === tokens[k].sent && /^(he|she|they|i|we)(['’](s|re|m))?$/.test(t.w));
    const told = /^(telling|told|tells)$/.test(tokens[j].w) && /^(me|us)$/.test(tokens[j + 1]?.w ?? "");
    if ((sayer && !/^(i|we)/.test(sayer.w)) || told) return true;
    break;
  }
  // what someone else wonders about: "she was wondering whether I was still mad at her"
  for (let j = k - 1; j >= 1 && j >= k - 6 && tokens[j].sent === tokens[k].sent; j--)
    if (/^(if|whether)$/.test(tokens[j].w) && /^(wondering|wondered|wonders|asked|asking|asks|sure)$/.test(askedOf(tokens, j - 1))) {
      const asker = tokens
        .slice(Math.max(0, j - 10), j - 1)
        .findLast((t) => t.sent === tokens[k].sent && (/^(he|she|they|i|we)$/.test(t.w) || /^\p{Lu}\p{Ll}/u.test(t.raw)));
      if (asker && !/^(i|we)$/.test(asker.w)) return true;
    }
  if (!c.modalBuiltIn && [1, 2, 3].some((d) => tokens[k - d]?.sent === tokens[k].sent && MODALS.has(tokens[k - d].w))) return true;
  if (!c.modalBuiltIn && (counterfactual(tokens, k) || putOn(tokens, k) || wishedOnAnother(tokens, k))) return true;
  if (!c.modalBuiltIn && imagined(tokens, k)) return true;
  if (asideNow(tokens, k, c.word)) return true;
  if (setPhrase(tokens, k) || wakingLifeRecalled(tokens, k)) return true;
  // ("the nurse crushed up this rock", "crushed the can": a thing crushed, not a heart)
  if (c.word === "crushed" && next && next.brk === 0 && /^(up|down|out|the|a|an|this|that|it|them|his|her|my|some)$/.test(next.w))
    return true;
  // causative used on someone else: "I upset Jason", "I surprised her", and what a thing does to
  // them: "it startled the geese", "which annoyed her", "the noise frightened the cows"
  // ("which again annoyed the teacher", "it really scared the kids": past an adverb to the subject)
  const agent =
    ADVERBS.has(prev?.w ?? "") &&
    tokens[k - 2]?.sent === tokens[k].sent &&
    (IMPERSONAL.has(tokens[k - 2].w) || FIRST.has(tokens[k - 2].w) || OTHER_SUBJ.has(tokens[k - 2].w))
      ? tokens[k - 2]
      : undefined;
  if (
    CAUSATIVE.has(c.word) &&
    prev &&
    // ("I enjoyed the ride": the one who enjoys is the subject, and the object is what is enjoyed)
    !(c.word === "enjoyed" && FIRST.has(prev.w)) &&
    (FIRST.has(prev.w) || OTHER_SUBJ.has(prev.w) || causingThing(tokens, k) || agent !== undefined) &&
    // ("I'm frightened, the seat sinks": a state, and a comma ends it)
    !/['’](m|re|s)$/.test(prev.w) &&
    next &&
    next.brk === 0 &&
    (OBJECT_FOLLOW.has(next.w) || (/^\p{Lu}/u.test(next.raw) && next.w !== "i"))
  )
    return true;
  return false;
}

/**
 * "Sad to say, I don't remember the rest", "I'm sorry to say I forgot", "happy to report that…": the teller's set
 * phrase about the telling, not a feeling in the dream ("I was sad to say goodbye" is one, and goes on to what is said).
 */
function setPhrase(tokens: Token[], k: number): boolean {
  if (!/^(sad|happy|glad|sorry|pleased|proud)$/.test(tokens[k].w) || tokens[k + 1]?.w !== "to") return false;
  if (!/^(say|report|admit|add)$/.test(tokens[k + 2]?.w ?? "")) return false;
  const then = tokens[k + 3];
  return !then || then.sent !== tokens[k].sent || then.brk > 0 || /^(that|i|we|it|this|the|my)$/.test(then.w);
}

/** what places a state in the dreamer's waking days: "in real life", "that week", "lately" */
const WAKING_TIME = /^(in (real|waking) life|lately|recently|these days|(that|this|all|last) week|the (day|night|week) before)\b/;

/**
 * "I had been sad that week", "I've been so stressed lately", "I was worried about it in real life": a state of the
 * dreamer's waking days, recalled in the report, not a feeling in the dream (the HVdC rule: what the report says of
 * waking life is not coded).
 */
function wakingLifeRecalled(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  const rest: string[] = [];
  for (let j = k + 1; j < tokens.length && j <= k + 8 && tokens[j].sent === sent; j++) rest.push(tokens[j].w);
  const at = rest.findIndex((_, i) => WAKING_TIME.test(rest.slice(i).join(" ")));
  // ("I wondered why my aunt sold the farm in real life": the time belongs to the clause the feeling is about)
  if (at < 0 || rest.slice(0, at).some((x) => /^(why|how|what|who|if|whether|that|because|when|where)$/.test(x))) return false;
  // ("I was scared of him, just as in real life": a likeness to waking life, the feeling still the dream's)
  if (rest[at] === "in") return !/^(like|as|than|unlike)$/.test(rest[at - 1] ?? "");
  // (the pluperfect or the perfect of the state: "had been", "have been", "I've been")
  let j = beforeDegree(tokens, k);
  if (FEEL_VERBS.has(tokens[j]?.w ?? "")) j--;
  return tokens[j]?.w === "been" && /^(had|have|has|i've|we've|i'd|we'd)$/.test(tokens[j - 1]?.w ?? "");
}

/** the degree words between a verb and the feeling it takes: "to be very happy", "acted so surprised" */
const BEFORE_FEELING = /^(so|very|really|quite|a|bit|little|more|less|too|extremely|all|totally|completely|terribly|kind|sort|of)$/;

/** the index before the degree words that lead up to the feeling at `k` */
function beforeDegree(tokens: Token[], k: number): number {
  let j = k - 1;
  while (j >= 0 && k - j <= 4 && tokens[j].sent === tokens[k].sent && BEFORE_FEELING.test(tokens[j].w)) j--;
  return j;
}

/** "if I were angry", "I wish I were happy", "as though I were scared": "I were" is a state only supposed */
function counterfactual(tokens: Token[], k: number): boolean {
  const j = beforeDegree(tokens, k);
  // ("Ann and I were confused" is the plural, and felt)
  if (tokens[j]?.w === "were" && tokens[j - 1]?.w === "i" && tokens[j - 2]?.w !== "and" && tokens[j - 1].sent === tokens[k].sent)
    return true;
  // ("I wish I was happy", "I wished we could be calm", "wishing that I felt safe": a state wished for, not had)
  let s = j;
  if (tokens[s]?.w === "be" && /^(could|would)$/.test(tokens[s - 1]?.w ?? "")) s--;
  if (!/^(was|were|could|would|felt|had)$/.test(tokens[s]?.w ?? "") || !/^(i|we)$/.test(tokens[s - 1]?.w ?? "")) return false;
  const w = tokens[s - 2]?.w === "that" ? s - 3 : s - 2;
  return /^(wish|wished|wishing|wishes)$/.test(tokens[w]?.w ?? "") && tokens[w].sent === tokens[k].sent;
}

/** "I pretended to be angry", "we were pretending to be happy", "I acted surprised": a feeling put on, not felt */
function putOn(tokens: Token[], k: number): boolean {
  let j = beforeDegree(tokens, k);
  // ("we tried not to act shocked": the feeling was there, and only its show held back)
  if (/^(acted|acting|act|acts)$/.test(tokens[j]?.w ?? ""))
    return tokens[j].sent === tokens[k].sent && !/^(not|never)$/.test(tokens[j - 2]?.w ?? "");
  if (/^(be|feel|look)$/.test(tokens[j]?.w ?? "") && tokens[j - 1]?.w === "to") j -= 2;
  return (
    /^(pretended|pretending|pretend|pretends|faked|faking|feigned|feigning)$/.test(tokens[j]?.w ?? "") && tokens[j].sent === tokens[k].sent
  );
}

/**
 * "I didn't want Ann to be sad", "he wanted me to be happy", "I told them to be calm": a feeling wished on,
 * asked of or told to someone is not one anyone has yet ("it caused me to be afraid" is felt, and not this).
 */
function wishedOnAnother(tokens: Token[], k: number): boolean {
  const j = beforeDegree(tokens, k);
  if (!/^(be|feel|get|become|stay)$/.test(tokens[j]?.w ?? "") || tokens[j - 1]?.w !== "to") return false;
  const who = tokens[j - 2];
  const verb = tokens[j - 3];
  if (!who || !verb || who.sent !== tokens[k].sent || verb.sent !== tokens[k].sent) return false;
  if (!/^(him|her|them|me|us|you|everyone|everybody)$/.test(who.w)) return false;
  return /^(want|wanted|wants|wanting|told|tell|tells|telling|asked|ask|asks|asking|expected|expect|expects|needed|need|needs|like|liked|begged|urged|allowed|wished|encouraged|reminded)$/.test(
    verb.w,
  );
}

const SAID = /^(said|says|asked|asks|replied|replies|answered|answers|explained|explains|exclaimed|exclaims|added|adds)$/;

/**
 * "Paula said, I always get lost at this corner.": words someone else says, told without quote
 * marks after the speech verb and a comma, run to the sentence's end, and a feeling in them is the
 * speaker's. (The dreamer's own "I said, I am so glad" stays the dreamer's.)
 */
function unquotedSpeech(tokens: Token[], k: number, text: string): boolean {
  const sent = tokens[k].sent;
  for (let j = k - 1; j >= 1 && tokens[j].sent === sent; j--) {
    if (!SAID.test(tokens[j].w) || tokens[j + 1].brk !== 1 || j + 1 > k) continue;
    // (quoted words are someone's speech already; and "…, and I laughed" is the narration again)
    if (/["“”'‘’]/.test(text.slice(tokens[j].end, tokens[j + 1].start))) return false;
    if (tokens.slice(j + 2, k + 1).some((t, i, a) => /^(and|but|then|so)$/.test(t.w) && FIRST.has(a[i + 1]?.w ?? ""))) return false;
    let s = j - 1;
    while (s >= 0 && tokens[s].sent === sent && /^(then|also|just|finally|again|simply|quickly|suddenly|only)$/.test(tokens[s].w)) s--;
    const sayer = tokens[s];
    if (!sayer || sayer.sent !== sent || FIRST.has(sayer.w)) return false;
    return OTHER_SUBJ.has(sayer.w) || (/^\p{Lu}/u.test(sayer.raw) && !emphasised(sayer));
  }
  return false;
}

/** "didn't feel comfortable/safe" is unease; any other negated feeling is no feeling */
function afterNegation(tokens: Token[], k: number, c: Candidate): Candidate | null {
  if (c.negationBuiltIn || !negatedBefore(tokens, k)) return c;
  return c.word === "comfortable" || c.word === "safe" ? { ...c, code: "AP", label: "unease" } : null;
}

/** "I woke up crying/terrified" still counts; a feeling well after waking does not */
// ("started awake and lay trembling with dread": the body still shaking with the dream's feeling)
const WOKE_INTO = new Set("up in a state of total complete cold sweat sweating lay trembling shaking shivering quivering with".split(" "));

function afterWaking(tokens: Token[], k: number, wokeAt: number | undefined, bodily = false): boolean {
  if (wokeAt === undefined || wokeAt >= k) return false;
  // "woke up with my heart pounding": the body still in the dream's fright
  if (bodily) return k - wokeAt > 6;
  // "woke up in a panic", "woke up crying": the dream's feeling carried across
  // ("woke up mad and scared": a list of the feelings carried across)
  if (tokens.slice(wokeAt + 1, k).every((x) => WOKE_INTO.has(x.w) || x.w === "and" || WORDS.has(x.w))) return false;
  // "I woke up because I felt so horrified": the feeling that woke you is the dream's
  if (tokens.slice(wokeAt + 1, Math.min(k, wokeAt + 4)).some((x) => /^(because|as|since)$/.test(x.w))) return false;
  return k - wokeAt > 3 || tokens.slice(wokeAt + 1, k).some((x) => FIRST.has(x.w));
}

/**
 * what may stand between "Feelings" and a feeling it lists: "Feelings: scared, sad", "feelings of shame and
 * grief", and the dreamer's own feelings named in a relative clause, "the feelings we had were mostly grief"
 */
const LIST_LINK =
  /^(and|or|of|thoughts|were|was|mostly|mainly|very|so|quite|a|bit|little|kind|sort|really|also|too|then|i|we|had|felt|those|tremendous|intense|overwhelming|deep|strong|mixed|sheer|utter|such)$/;

/**
 * "Feelings: glad, confused" (report forms), "full of feelings of shame and grief", "the feelings we had were
 * mostly grief": the feeling is one of a list the noun opens. Not "the feelings passed quickly and he got
 * angry", where a clause of its own stands between, nor "her feelings", someone else's.
 */
function listedAsFeeling(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 8) && tokens[j].sent === tokens[k].sent; j--) {
    if (tokens[j].w !== "feelings" && tokens[j].w !== "emotions") continue;
    const owner = tokens[j - 1]?.sent === tokens[k].sent ? tokens[j - 1].w : "";
    if (/^(his|her|their|your|its)$/.test(owner) || (POSSESSIVE.test(owner) && !NOT_POSSESSIVE.test(owner))) return false;
    return tokens
      .slice(j + 1, k)
      .every((t) => LIST_LINK.test(t.w) || WORDS.has(t.w) || FEEL_ONLY[t.w] || tagsOf(t.w).includes("Adjective"));
  }
  return false;
}

/** the people who stand with the dreamer in a joint subject: "my friends and I", "Mom and I" */
const PERSON_WORD =
  /^(friend|friends|mom|dad|mother|father|sister|brother|sisters|brothers|wife|husband|boyfriend|girlfriend|partner|family|parents|cousin|cousins|son|daughter|kids|children|grandmother|grandfather|grandma|grandpa|aunt|uncle|roommate|classmates|teammates|he|she|they)$/;

/** the conjunctions that open a clause and are never a degree word ("so much better", "that scared") */
const CONJUNCTION = /^(and|but|then|because|when|while|until|since)$/;

/** the words to quote: from the dreamer (or the nearest feeling verb) to the feeling and a short complement */
function evidenceSpan(tokens: Token[], k: number, whoFrom: number, word: string, prevEnd: number): [number, number] {
  const next = tokens[k + 1]?.sent === tokens[k].sent && tokens[k + 1].brk === 0 ? tokens[k + 1] : undefined;
  let from = Math.max(0, Math.min(whoFrom, k), k - 8);
  // a subject far back ("I was in my room packing, and then worried about being late"): quote the feeling's own
  // clause, from the last break or conjunction before it, not a run cut mid-phrase
  if (whoFrom < k - 8) {
    for (let j = k; j > from; j--)
      if (tokens[j].brk > 0 || (j < k && CONJUNCTION.test(tokens[j].w))) {
        from = j;
        break;
      }
    while (from < k && CONJUNCTION.test(tokens[from].w)) from++;
  }
  if (k - from > 4) {
    // long gap between subject and feeling: quote from the nearest feeling verb or copula instead
    for (let j = k - 1; j >= k - 3 && j > from; j--)
      if (FEEL_VERBS.has(tokens[j].w) || COPULA.has(tokens[j].w)) {
        from = j;
        break;
      }
  }
  let to = k;
  if (next && FEELING_NOUNS.has(next.w)) to = k + 1;
  else if (next && OBJ_FIRST.has(next.w) && CAUSATIVE.has(word)) {
    // causative with the dreamer as object: "the argument annoys me", "it scared me" ("it freaked me out" takes its particle)
    to = tokens[k + 2]?.w === "out" && tokens[k + 2].brk === 0 && tokens[k + 2].sent === tokens[k].sent ? k + 2 : k + 1;
    from = k;
    for (let j = k - 1; j >= Math.max(0, k - 3) && tokens[j + 1].brk === 0; j--) from = j;
    while (from < k && LEAD_TRIM.has(tokens[from].w) && !IMPERSONAL.has(tokens[from].w) && !OTHER_SUBJ.has(tokens[from].w)) from++;
  } else if (next && ["of", "for", "about", "at", "with", "to", "by"].includes(next.w)) {
    to = complementEnd(tokens, k);
  }
  // "made me upset", "got us confused": a quotation does not open on its object pronoun
  if (/^(me|us)$/.test(tokens[from].w) && from > 0 && tokens[from].brk === 0 && tokens[from - 1].sent === tokens[k].sent) from--;
  // "Ann and I were confused", "my friends and I were thrilled": the quotation takes the whole subject, not "I were"
  // (only with a plural verb: "I hugged Mom and I was sad" has two clauses)
  const plural = /^(were|are|both|all)$/.test(tokens[from + 1]?.w ?? "");
  if (plural && tokens[from].w === "i" && tokens[from - 1]?.w === "and" && tokens[from].brk === 0 && tokens[from - 1].brk === 0) {
    const other = from - 2;
    const t = tokens[other];
    if (t && t.sent === tokens[k].sent && (PERSON_WORD.test(t.w) || (/^\p{Lu}/u.test(t.raw) && t.w !== "i"))) {
      from = other;
      while (
        from > 0 &&
        k - from <= 10 &&
        tokens[from].brk === 0 &&
        tokens[from - 1].sent === tokens[k].sent &&
        /^(my|our|the|his|her|two|both)$/.test(tokens[from - 1].w)
      )
        from--;
    }
  }
  // evidence phrases never overlap: the second feeling of "I felt terrified, then strangely
  // relieved" is quoted as "strangely relieved", not the whole sentence again
  if (tokens[from].start < prevEnd) {
    from = k;
    for (let j = k - 1; j >= 0 && tokens[j].start >= prevEnd && tokens[j + 1].brk === 0 && k - j <= 3; j--) from = j;
    while (from < k && (LEAD_TRIM.has(tokens[from].w) || COPULA.has(tokens[from].w))) from++;
  }
  return [from, to];
}

/** "afraid of the dark", "happy for him": the complement's end, never on a bare article */
function complementEnd(tokens: Token[], k: number): number {
  const t2 = tokens[k + 2];
  if (!t2 || t2.brk !== 0 || CLAUSE_WORDS.has(t2.w) || WH_WORDS.has(t2.w)) return k;
  let to = Math.min(tokens.length - 1, k + 2);
  const t3 = tokens[k + 3];
  // ("cried with great sorrow": an adjective after the preposition takes its noun along)
  const describing = ["the", "a", "my", "his", "her", "their"].includes(t2.w) || tagsOf(t2.w).includes("Adjective");
  if (t3 && t3.brk === 0 && t3.sent === tokens[k].sent && describing && !isFunctionWord(t3.w)) to = k + 3;
  // "in love with one of the boys": a quantifier is not the complement; "excited to see him": the verb takes its object
  if (/^(one|some|all|each|both|any|most|many|few|several|none|part|half)$/.test(tokens[to].w)) return k;
  // ("worried about being late", "afraid of not getting there": the complement goes on past its auxiliary)
  const beforeAux = to;
  while (
    to < k + 4 &&
    /^(being|not|getting|having)$/.test(tokens[to].w) &&
    tokens[to + 1]?.sent === tokens[k].sent &&
    tokens[to + 1].brk === 0 &&
    !CLAUSE_WORDS.has(tokens[to + 1].w)
  )
    to++;
  // (never ending on a word that leads on: "about having to", "about being in")
  const goesOn = (j: number) => {
    const n = tokens[j];
    return n !== undefined && n.sent === tokens[k].sent && n.brk === 0 && !isFunctionWord(n.w) && !CLAUSE_WORDS.has(n.w);
  };
  if (to > beforeAux && isFunctionWord(tokens[to].w)) {
    if (goesOn(to + 1)) {
      to++;
      // ("about having a huge party": an adjective takes its noun)
      if (tagsOf(tokens[to].w).includes("Adjective") && goesOn(to + 1)) to++;
    } else while (to > beforeAux && isFunctionWord(tokens[to].w)) to--;
  }
  // ("anxious to get out", "worried about getting home": the verb takes its particle)
  if (
    /^(get|getting)$/.test(tokens[to].w) &&
    /^(out|away|home|back|there|lost|caught|hurt)$/.test(tokens[to + 1]?.w ?? "") &&
    tokens[to + 1].brk === 0 &&
    tokens[to + 1].sent === tokens[k].sent
  )
    to++;
  const t3b = tokens[k + 3];
  if (
    tokens[k + 1].w === "to" &&
    t3b &&
    t3b.brk === 0 &&
    t3b.sent === tokens[k].sent &&
    /^(him|her|them|me|us|it|you|\p{Lu})/u.test(t3b.raw)
  )
    return k + 3;
  return ["the", "a", "my", "his", "their"].includes(tokens[to].w) ? k : to;
}

const sentenceStart = (tokens: Token[], k: number) => {
  let s = k;
  while (s > 0 && tokens[s - 1].sent === tokens[k].sent) s--;
  return s;
};

/** "Much fear.", "Such relief!": a sentence that is only the feeling is the narrator's */
function verbless(tokens: Token[], k: number): boolean {
  const s = sentenceStart(tokens, k);
  const sent = tokensOfSentences(tokens, tokens[k].sent, tokens[k].sent);
  const words = tokens.slice(s, s + sent.length).filter((_, j) => s + j !== k);
  // ("Sadness, anxiety.", "Fear and confusion.": a sentence of nothing but nouns of feeling names the dreamer's at that point)
  if (sent.length <= 4 && sent.every((t) => t.w === "and" || WORDS.get(t.w)?.label === t.w)) return true;
  // an intensifier makes it an exclamation ("Much fear."), not a label in a list ("Kids - happy.")
  return (
    sent.length <= 4 &&
    words.some((t) => /^(much|so|such|great|lots|sheer|pure|utter|what|terrible|huge|real)$/.test(t.w)) &&
    words.every((t) => /^(much|so|such|great|a|lot|of|lots|sheer|pure|total|utter|what|and|terrible|complete|big|huge|real)$/.test(t.w))
  );
}

/** "It was exciting", "it was so scary": the narrator's own experience of the moment */
const EXPERIENCE =
  /^((it|this|that|everything) (was|is|felt|seemed)|it's|that's) ((all|so|very|really|quite|pretty|kind of|a bit|totally|just|rather) ){0,2}((a|such a) ((big|huge|real|great|complete|total|terrible|welcome|nice|bit of a) )?(?<noun>disappointment|relief|shock|surprise|letdown)|(?<feeling>exciting|thrilling|electrifying|exhilarating|fun|wonderful|amazing|scary|terrifying|frightening|depressing|heartbreaking|upsetting|sad)|(?<good>good|great|nice|lovely|awesome|fantastic|brilliant|terrific|incredible|cool))\b/;
const EXPERIENCER_WORDS = new Set(["it", "this", "that", "everything", "it's", "that's", "which"]);
/** a noun of feeling ends its clause: "it was a huge disappointment." — not "it was a relief pitcher" */
const NOUN_EXPERIENCE_ENDS = /^(to|for|that|when|and|because|after|as|but|so|since)$/;
const EXPERIENCE_CODE: Record<string, [EmotionCode, string]> = {
  scary: ["AP", "fear"],
  terrifying: ["AP", "fear"],
  frightening: ["AP", "fear"],
  depressing: ["SD", "sadness"],
  heartbreaking: ["SD", "sadness"],
  upsetting: ["SD", "sadness"],
  sad: ["SD", "sadness"],
  disappointment: ["SD", "disappointment"],
  good: ["HA", "pleasure"],
  great: ["HA", "pleasure"],
  nice: ["HA", "pleasure"],
  lovely: ["HA", "pleasure"],
  awesome: ["HA", "pleasure"],
  fantastic: ["HA", "pleasure"],
  brilliant: ["HA", "pleasure"],
  terrific: ["HA", "pleasure"],
  incredible: ["HA", "pleasure"],
  cool: ["HA", "pleasure"],
  letdown: ["SD", "disappointment"],
  relief: ["HA", "relief"],
  shock: ["CO", "shock"],
  surprise: ["CO", "surprise"],
};

/** the word of praise ends its clause ("it was pretty good.", "it was great, and…"), and "cool" has a degree word before it */
function praiseEndsClause(window: Token[], word: string, matched: string): boolean {
  const at = window.findIndex((t) => t.w === word);
  const after = window[at + 1];
  const ends = !after || after.sent !== window[at].sent || after.brk > 0;
  // ("It is nice." of a backpack, "it's good" of a dish: the plainest words of praise judge a thing as often as the
  // moment, and count only with a degree word — "it was pretty good", "it was so nice")
  const needsDegree = /^(cool|good|nice)$/.test(word);
  return ends && (!needsDegree || new RegExp(` (so|very|really|pretty|quite|totally|just|all) ${word}$`).test(matched));
}

/** "I thought it was sad", "we found it scary", "which I thought was fun": the dreamer's own word for the moment */
function dreamerJudges(tokens: Token[], k: number): number {
  const sent = tokens[k].sent;
  let j = k - 1;
  if (tokens[j]?.w === "that" && tokens[j].sent === sent) j--;
  if (!/^(thought|think|found|find)$/.test(tokens[j]?.w ?? "") || tokens[j].sent !== sent) return -1;
  j--;
  if (/^(really|also|just|then|actually|honestly|all|both)$/.test(tokens[j]?.w ?? "")) j--;
  return /^(i|we)$/.test(tokens[j]?.w ?? "") && tokens[j].sent === sent ? j : -1;
}

/** the words the experience pattern reads: "which we thought was depressing" as "it was depressing", "found it scary" as "it was scary" */
function experienceWords(tokens: Token[], k: number, judged: boolean): string[] | null {
  const window = tokens.slice(k, k + 9).map((t) => t.w);
  if (window[0] === "which") {
    // ("nobody there, which was a relief", "…, which is exciting": the clause set off after what happened judges it)
    // (not when someone else is the one the sentence is about: "he saw the dog, which was scary")
    const others = tokensOfSentences(tokens, tokens[k].sent, tokens[k].sent).some(
      (t) => t.start < tokens[k].start && /^(he|she|they)$/.test(t.w),
    );
    // (and not an adjective after a noun, which it describes: "the bistro, which was really nice" — a noun of feeling
    // judges the event, "found my keys, which was a relief")
    const judgesEvent = window.slice(2, 7).some((x) => /^(relief|surprise|shock|disappointment|letdown)$/.test(x));
    const before = tokens[k - 1]?.w ?? "";
    // (a noun by the lexicon, or a word it does not know that is no function word: "bistro")
    const nounish = isLexNoun(before) || (tagsOf(before).length === 0 && !isFunctionWord(before) && !before.endsWith("ly"));
    const afterNoun = nounish && !/^(there|here)$/.test(before) && !judgesEvent;
    if (tokens[k].brk === 1 && /^(was|is)$/.test(window[1])) return others || afterNoun ? null : ["it", ...window.slice(1)];
    if (!/^(i|we)$/.test(window[1]) || !/^(thought|found)$/.test(window[2])) return null;
    return window[3] === "was" || window[3] === "is" ? ["it", ...window.slice(3)] : null;
  }
  if (judged && /^(found|find)$/.test(tokens[k - 1]?.w ?? "") && window[0] === "it" && !/^(was|is)$/.test(window[1]))
    return ["it", "was", ...window.slice(1)];
  return window;
}

/** "It was exciting", "it was all pretty depressing": the narrator's own experience of the moment, at a clause's start */
function experienced(text: string, tokens: Token[], speech: [number, number][], seen: Set<EmotionCode>): EmotionHit[] {
  const hits: EmotionHit[] = [];
  for (let k = 0; k < tokens.length; k++) {
    // (the word that opens the experience is tested before any slice or regex)
    if (!EXPERIENCER_WORDS.has(tokens[k].w)) continue;
    // (at a clause's start, or after its conjunction: "and it's sad"; or after the dreamer's "I thought")
    const judge = dreamerJudges(tokens, k);
    const judged = judge >= 0;
    const opens = k === 0 || tokens[k].sent !== tokens[k - 1].sent || tokens[k].brk > 0 || /^(and|but|so)$/.test(tokens[k - 1].w) || judged;
    if (!opens) continue;
    const read = experienceWords(tokens, k, judged);
    const m = read && EXPERIENCE.exec(read.join(" "));
    // "she said it was scary": someone else's word for it
    if (!m || (!judged && /^(said|says|say|told|tells|thought|thinks|explained|warned|heard)$/.test(tokens[k - 1]?.w ?? ""))) continue;
    const feeling = m.groups?.feeling ?? m.groups?.noun ?? m.groups?.good ?? "";
    const window = tokens.slice(k, k + 9);
    // ("it was pretty good", "that was so cool!": a plain word of praise is the dreamer's pleasure only as the clause's last
    // word — "it was nice and warm", "it was a good film", "it was great to see" say something else — and "cool" only with a
    // degree word, not the temperature)
    if (m.groups?.good && !praiseEndsClause(window, feeling, m[0])) continue;
    // ("this was upsetting Samantha": a verb with its object; "it's amazing how little I feel": a remark)
    const after = window[window.findIndex((t) => t.w === feeling) + 1];
    if (after && after.brk === 0 && (/^(him|her|them|me|us|everyone|everybody|people|how)$/.test(after.w) || /^\p{Lu}/u.test(after.raw)))
      continue;
    if (m.groups?.noun && after && after.brk === 0 && after.sent === tokens[k].sent && !NOUN_EXPERIENCE_ENDS.test(after.w)) continue;
    const [code, label] = EXPERIENCE_CODE[feeling] ?? ["HA", "excitement"];
    if (seen.has(code) || speech.some(([a, b]) => tokens[k].start >= a && tokens[k].end <= b)) continue;
    const [start, end] = [tokens[judged ? judge : k].start, window.find((t) => t.w === feeling)!.end];
    seen.add(code);
    hits.push({ code, label, evidence: text.slice(start, end), start, end, atEnd: endsOn(text, start) });
  }
  return hits;
}

/**
 * "Now I wonder what the boat meant", "which makes me wonder…": a present "wonder" in a dream told in the past
 * is the writer puzzling at the telling, not the dreamer in the dream (a present tense dream, "I wonder how to
 * get home", and a thought quoted, "I thought, 'I wonder who he is'", keep it).
 */
function wondersAtTheTelling(tokens: Token[], k: number, text: string): boolean {
  if (tokens[k].w !== "wonder" && tokens[k].w !== "wonders") return false;
  const sent = tokens[k].sent;
  let j = k - 1;
  while (j >= 0 && tokens[j].sent === sent && /^(now|still|often|really|do|does|just|also|sometimes|always|even)$/.test(tokens[j].w)) j--;
  const subject = j >= 0 && tokens[j].sent === sent ? tokens[j].w : "";
  const mine = /^(i|we)$/.test(subject) || (subject === "me" && /^(makes|make)$/.test(tokens[j - 1]?.w ?? ""));
  if (!mine || !toldInThePast(tokens)) return false;
  const opens = tokensOfSentences(tokens, sent, sent)[0];
  return !/["“'‘]/.test(text.slice(opens.start, tokens[k].start));
}

/** "wondering if my garden would be all right": a wondering about harm is worry, not puzzlement */
/** the forms of the verb wonder */
const WONDERING = /^(wonder|wondered|wondering|wonders)$/;

/** "I wondered if there was room", "wondering why he left": a question the dreamer cannot answer, not awe */
const asking = (tokens: Token[], k: number) =>
  WONDERING.test(tokens[k].w) && /^(if|whether|why|how|what|who|where|when)$/.test(tokens[k + 1]?.w ?? "");

function worriedWonder(tokens: Token[], k: number): boolean {
  if (!WONDERING.test(tokens[k].w) || !/^(if|whether)$/.test(tokens[k + 1]?.w ?? "")) return false;
  // (in the wondering's own clause: "I wonder if it has turned sour, but it tastes fine" wonders about the juice)
  const span = tokens.slice(k + 2, k + 12);
  const cut = span.findIndex((t) => t.brk > 0 || t.sent !== tokens[k].sent);
  const rest = (cut < 0 ? span : span.slice(0, cut)).map((t) => t.w).join(" ");
  return /\b(all right|alright|ok|okay|safe|hurt|fine|dead|alive|late|in trouble|make it)\b/.test(rest);
}

/** what a feeling opening a sentence with no subject goes on to: its cause or its object */
const CAUSE_NEXT = /^(because|about|at|over|of|that|when|since|with|by)$/;

/**
 * "Quite worked up because mother asks me to call", "Very angry at the clerk.": a diary's sentence
 * with its "I" left out opens on the feeling (past degree words only) and goes on to its cause, where
 * anyone named is the cause, not the one who feels. (A comma in the sentence may set off its subject
 * after all: "Angry about the delay, the man left".) The index the sentence opens at, or -1.
 */
function subjectLeftOut(tokens: Token[], from: number, k: number): number {
  const sent = tokens[k].sent;
  let s = from - 1;
  while (s >= 0 && tokens[s].sent === sent && DEGREE_WORDS.has(tokens[s].w)) s--;
  if (s >= 0 && tokens[s].sent === sent) return -1;
  const next = tokens[k + 1];
  if (!next || next.sent !== sent || next.brk > 0 || !CAUSE_NEXT.test(next.w)) return -1;
  // (the index of the sentence's first word, where the quotation opens)
  return tokensOfSentences(tokens, sent, sent).some((t) => t.brk === 1) ? -1 : s + 1;
}

/**
 * "trying to figure out which bus was mine", "I hoped the guard wouldn't spot me": a phrase whose feeling lies in the clause
 * after it is quoted with that clause (up to `ahead` words, to the clause's end), from its own first word or from
 * the dreamer just before it — not from a subject far back.
 */
function phraseWithItsClause(tokens: Token[], k: number, from: number, c: Candidate): [number, number] {
  const sent = tokens[k].sent;
  const own = k - (c.back ?? 0);
  // (from the dreamer when only "I was" stands between: "I was trying to figure out…", not "…this corridor trying…")
  const subjectOnly = tokens.slice(from, own).every((t) => FIRST.has(t.w) || COPULA.has(t.w) || ADVERBS.has(t.w));
  const start = from < own && subjectOnly ? from : own;
  let to = k;
  while (
    to + 1 < tokens.length &&
    to + 1 - k <= (c.ahead ?? 0) &&
    tokens[to + 1].sent === sent &&
    tokens[to + 1].brk === 0 &&
    !/^(because|and|but|so|when|while|since|until|as)$/.test(tokens[to + 1].w)
  )
    to++;
  // (not ending on a word that leads on: "where I should", "the way to the")
  while (
    to > k &&
    (MODALS.has(tokens[to].w) || /^(the|a|an|to|of|and|but|or|that|my|his|her|their|our|your|in|on|at|for|with)$/.test(tokens[to].w))
  )
    to--;
  return [start, to];
}

/** a feeling told near the end of the dream — not one from the report form's notes after it ("Feelings: happy") */
const endsOn = (text: string, start: number) => start > text.length * 0.7 && start < notesStart(text);

export function detectEmotions(text: string, tokens: Token[]): EmotionHit[] {
  const hits: EmotionHit[] = [];
  const speech = othersSpeech(text, true);
  const seen = new Set<EmotionCode>();
  const wokeInSentence = new Map<number, number>();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (WAKING.has(t.w) && !wokeInSentence.has(t.sent)) wokeInSentence.set(t.sent, k);
    const found = candidateAt(tokens, k, text);
    if (!found || speech.some(([a, b]) => t.start >= a && t.end <= b)) continue;
    if (notAFeeling(tokens, k, found) || notTheDreamersNow(tokens, k, found) || unquotedSpeech(tokens, k, text)) continue;
    if (wondersAtTheTelling(tokens, k, text)) continue;
    const c0 = afterNegation(tokens, k, found);
    const c =
      c0 && worriedWonder(tokens, k)
        ? { ...c0, code: "AP" as const, label: "worry" }
        : c0 && asking(tokens, k)
          ? { ...c0, label: "uncertainty" }
          : c0;
    if (!c || seen.has(c.code) || afterWaking(tokens, k, wokeInSentence.get(t.sent), c.dreamers)) continue;
    // ("I hug my mother and cry. I am so happy to see her": tears beside the dreamer's joy are happy ones)
    if (c.code === "SD" && TEARS.test(t.w) && happyTears(tokens, k)) continue;
    // a phrase that names its owner ("my heart pounding", "what a relief") is quoted from its first word
    const own =
      c.back !== undefined
        ? k - c.back
        : c.dreamers
          ? ([k - 1, k - 2, k - 3].find((j) => /^(my|what|such)$/.test(tokens[j]?.w ?? "")) ?? k)
          : k;
    const who =
      c.dreamers || listedAsFeeling(tokens, k) || verbless(tokens, k)
        ? { who: "self" as const, from: verbless(tokens, k) ? sentenceStart(tokens, k) : own }
        : experiencer(tokens, k, c.word, c.feelPhrase);
    // ("Quite worked up because mother asks me…": a diary's sentence with its "I" left out)
    const leftOut = who.who === "self" ? -1 : subjectLeftOut(tokens, k - (c.back ?? 0), k);
    if (who.who !== "self" && leftOut < 0) continue;
    const whoFrom = leftOut >= 0 ? leftOut : who.from;
    seen.add(c.code);
    const [from0, to0] = evidenceSpan(tokens, k, whoFrom, c.word, hits[hits.length - 1]?.end ?? -1);
    const [from, to] = c.ahead ? phraseWithItsClause(tokens, k, from0, c) : [from0, to0];
    const [start, end] = [tokens[from].start, tokens[to].end];
    hits.push({ code: c.code, label: c.label, evidence: text.slice(start, end), start, end, atEnd: endsOn(text, start) });
  }
  hits.push(...experienced(text, tokens, speech, seen));
  return hits.sort((a, b) => a.start - b.start);
}
