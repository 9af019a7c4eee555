/**
 * Hall/Van de Castle emotion detection for the DREAMER's own, explicitly stated feelings.
 * A feeling word counts when its experiencer is the dreamer: "I was scared", "we felt lost and
 * sad", "it made me angry", "to my relief", "Exasperated, I said…". Others' feelings ("she was
 * angry"), negated ones ("I wasn't scared") and feelings after waking are left out.
 */
import type { EmotionCode } from "./schema";
import { isFunctionWord, LEAD_TRIM } from "./phrase";
import { isNegator, type Token } from "./tokenize";

const CLAUSE_WORDS = new Set(["because", "when", "that", "and", "but", "so", "then", "while", "if"]);

type EmoWord = { code: EmotionCode; label: string };

const RAW: Record<EmotionCode, string> = {
  AN:
    "angry:anger annoys:annoyance angrily:anger anger mad:anger furious:fury fury rage enraged:rage annoyed:annoyance annoyance " +
    "irritated:irritation irritation irked:irritation exasperated:exasperation exasperation frustrated:frustration " +
    "frustration infuriated:fury livid:fury pissed:anger outraged:outrage indignant:indignation resentful:resentment " +
    "resentment impatient:impatience bothered:irritation hated:hatred hate:hatred irate:anger aggravated:annoyance " +
    "annoying:annoyance jealous:jealousy jealousy contempt",
  AP:
    "afraid:fear scared:fear scares:fear frightens:fear worries:worry frightened:fear fright:fear terrified:terror terror fear feared:fear fearful:fear " +
    "horrified:horror horror panic panicked:panic panicky:panic anxious:anxiety anxiety nervous:nervousness " +
    "nervousness worried:worry worry worrying:worry concerned:concern uneasy:unease unease uncomfortable:unease " +
    "apprehensive:apprehension apprehension dread dreaded:dread alarmed:alarm tense:tension stressed:stress stress " +
    "embarrassed:embarrassment embarrassment ashamed:shame shame humiliated:humiliation guilty:guilt guilt " +
    "self-conscious:self-consciousness shy:shyness intimidated:intimidation spooked:fear petrified:terror " +
    "insecure:insecurity threatened:threat distrustful:distrust freaked:panic freaking:panic helpless:helplessness " +
    "creeped:unease awkward:awkwardness",
  SD:
    "sad:sadness sadness sorrow unhappy:unhappiness depressed:depression depression disappointed:disappointment " +
    "disappointment lonely:loneliness loneliness miserable:misery heartbroken:heartbreak grief grieving:grief " +
    "upset:distress distressed:distress distress devastated:devastation hopeless:hopelessness despair " +
    "desperate:desperation desperation regret regretful:regret sorry:sorrow homesick:homesickness gloomy:gloom " +
    "bummed:disappointment crushed:heartbreak dejected:dejection hopelessness cried:sadness crying:sadness cry:sadness sobbed:sadness " +
    "sobbing:sadness wept:sadness weeping:sadness tears:sadness hurt:hurt distraught:distress",
  CO:
    "confused:confusion confuses:confusion confusion confusing:confusion puzzled:puzzlement bewildered:bewilderment baffled:bafflement " +
    "perplexed:perplexity surprised:surprise surprise amazed:amazement amazement astonished:astonishment " +
    "astonishment shocked:shock shock stunned:shock disoriented:disorientation dumbfounded:astonishment " +
    "mystified:puzzlement unsure:uncertainty uncertain:uncertainty aghast:shock marveled:wonder marvelled:wonder " +
    "awed:awe awe incredulous:disbelief wondered:wonder wondering:wonder wonder surprising:surprise surprisingly:surprise " +
    "doubt:doubt doubted:doubt",
  HA:
    "happy:happiness happiness glad:gladness pleased:pleasure relieved:relief relief joy joyful:joy joyous:joy " +
    "delighted:delight delight excited:excitement excitement thrilled:thrill thrill enjoyed:enjoyment " +
    "enjoying:enjoyment enjoyable:enjoyment fun elated:elation ecstatic:elation cheerful:cheerfulness " +
    "content:contentment contented:contentment proud:pride grateful:gratitude thankful:gratitude " +
    "comfortable:comfort pleasant:pleasure amused:amusement amusing:amusement overjoyed:joy blissful:bliss " +
    "peaceful:peace calm:calm",
};

const WORDS = new Map<string, EmoWord>();
for (const code of Object.keys(RAW) as EmotionCode[]) {
  for (const item of RAW[code].split(" ")) {
    const [w, label] = item.split(":");
    WORDS.set(w, { code, label: label ?? w });
  }
}
/** "felt good", "feel great": these only count right after a feeling verb. */
const FEEL_ONLY: Record<string, EmoWord> = {
  good: { code: "HA", label: "feeling good" },
  great: { code: "HA", label: "feeling good" },
  wonderful: { code: "HA", label: "feeling good" },
  better: { code: "HA", label: "relief" },
  bad: { code: "SD", label: "feeling bad" },
  terrible: { code: "SD", label: "feeling bad" },
  awful: { code: "SD", label: "feeling bad" },
  stupid: { code: "AP", label: "embarrassment" },
  odd: { code: "CO", label: "puzzlement" },
  strange: { code: "CO", label: "puzzlement" },
  weird: { code: "CO", label: "puzzlement" },
};
/** Words that an impersonal "it/this/that/which" may carry for the dreamer ("it was fun"). */
const IMPERSONAL_OK = new Set(["fun", "enjoyable", "pleasant", "confusing", "amusing", "annoying", "surprising", "surprisingly"]);
/** Causative participles that can take a non-dreamer object ("I upset him"). */
const CAUSATIVE = new Set([
  "upset",
  "surprised",
  "scared",
  "annoyed",
  "frightened",
  "bothered",
  "worried",
  "terrified",
  "shocked",
  "confused",
  "amazed",
  "pleased",
  "disappointed",
  "embarrassed",
  "irritated",
  "angered",
  "excited",
  "relieved",
  "delighted",
  "thrilled",
  "puzzled",
  "hate",
  "hated",
  "enjoyed",
  "confuses",
  "scares",
  "frightens",
  "annoys",
  "worries",
  "crushed",
]);
const COPULA = new Set(["was", "were", "am", "got", "became", "grew", "felt", "is", "get", "become", "seemed"]);
const ADVERBS = new Set([
  "also",
  "then",
  "still",
  "really",
  "just",
  "suddenly",
  "now",
  "always",
  "even",
  "only",
  "finally",
  "actually",
  "both",
  "all",
  "again",
  "so",
  "too",
  "never",
  "soon",
  "immediately",
  "quickly",
]);
const CAUSERS = new Set([
  "made",
  "make",
  "makes",
  "making",
  "left",
  "leaves",
  "got",
  "gets",
  "get",
  "gave",
  "give",
  "let",
  "had",
  "kept",
  "keeps",
  "felt",
  "feel",
]);
const OBJ_OTHER = new Set(["him", "her", "them"]);
const LEADERS = new Set([
  "out",
  "of",
  "in",
  "with",
  "from",
  "feeling",
  "so",
  "very",
  "really",
  "suddenly",
  "then",
  "and",
  "but",
  "totally",
  "completely",
  "somewhat",
  "a",
  "bit",
  "little",
  "now",
  "utterly",
  "quite",
]);
const MODALS = new Set(["will", "would", "could", "might", "should", "i'll", "it'll", "you'll", "we'll"]);
const FEEL_VERBS = new Set(["felt", "feel", "feels", "feeling"]);
const FIRST = new Set(["i", "we", "i'm", "i'd", "i've", "i'll", "we're", "we'd", "we've", "myself", "ourselves"]);
const OBJ_FIRST = new Set(["me", "us"]);
const OTHER_SUBJ = new Set([
  "he",
  "she",
  "they",
  "you",
  "he's",
  "she's",
  "they're",
  "you're",
  "him",
  "her",
  "them",
  "his",
  "everyone",
  "everybody",
  "someone",
  "somebody",
  "people",
  "nobody",
  "anyone",
  "man",
  "woman",
  "guy",
  "girl",
  "boy",
  "lady",
  "mom",
  "dad",
  "mother",
  "father",
  "sister",
  "brother",
  "friend",
  "teacher",
  "kids",
  "children",
  "others",
]);
const IMPERSONAL = new Set(["it", "this", "that", "which", "it's", "that's", "everything"]);
const WAKING = new Set(["woke", "awoke", "awakened", "waking", "awake", "wake"]);
const MY_WORDS = new Set(["my", "our"]);
const OBJECT_FOLLOW = new Set(["him", "her", "them", "the", "a", "his", "their", "everyone", "people"]);

export type EmotionHit = { code: EmotionCode; label: string; evidence: string; start: number; end: number };

function negatedBefore(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 4); j--) {
    if (tokens[j + 1].brk > 0) break;
    const w = tokens[j].w;
    if (isNegator(w)) {
      // "not only" and "nothing but" don't negate the feeling
      const next = tokens[j + 1]?.w;
      return !(next === "only" || (w === "nothing" && next === "but"));
    }
  }
  return false;
}

/** Who feels it: "self", "other" or "none" (no experiencer found). */
function experiencer(tokens: Token[], k: number, word: string, feelPhrase = false): { who: "self" | "other" | "none"; from: number } {
  // object-experiencer: "scared me", "made me angry", "gave me a thrill", "to my relief", "my fear"
  const next = tokens[k + 1];
  if (next && next.sent === tokens[k].sent && OBJ_FIRST.has(next.w) && CAUSATIVE.has(word)) return { who: "self", from: k };
  const p1 = tokens[k - 1];
  const p2 = tokens[k - 2];
  if (p1 && MY_WORDS.has(p1.w)) return { who: "self", from: k - 1 };
  if (p1 && (p1.w === "a" || p1.w === "such") && p2 && OBJ_FIRST.has(p2.w)) return { who: "self", from: k - 2 }; // gave me a thrill
  // scan back within the sentence for the nearest subject-like word
  const sent = tokens[k].sent;
  for (let j = k - 1; j >= 0 && j >= k - 14; j--) {
    const t = tokens[j];
    if (t.sent !== sent) break;
    const w = t.w;
    if (COPULA.has(w) && j > 0 && tokens[j - 1].sent === sent && tokens[j].brk === 0) {
      // "my boss was furious": a noun subject right before the verb belongs to someone else
      const s = tokens[j - 1].w;
      if (
        !FIRST.has(s) &&
        !OBJ_FIRST.has(s) &&
        !OTHER_SUBJ.has(s) &&
        !IMPERSONAL.has(s) &&
        !ADVERBS.has(s) &&
        s !== "and" &&
        s !== "but" &&
        s !== "then"
      )
        return { who: "other", from: j - 1 };
    }
    if (FIRST.has(w)) return { who: "self", from: j };
    if (OBJ_FIRST.has(w)) {
      // "made me (feel) angry", "left me confused"; otherwise "us"/"me" is someone else's object
      if (CAUSERS.has(tokens[j - 1]?.w ?? "") || j === k - 1 || FEEL_VERBS.has(tokens[j + 1]?.w ?? "")) return { who: "self", from: j };
      return { who: "other", from: j };
    }
    if (OBJ_OTHER.has(w)) {
      // "made him angry" blocks; a distant "him" is just an object of an earlier verb
      if (k - j <= 2 || CAUSERS.has(tokens[j - 1]?.w ?? "")) return { who: "other", from: j };
      continue;
    }
    if (OTHER_SUBJ.has(w)) return { who: "other", from: j };
    if (IMPERSONAL.has(w)) {
      if (IMPERSONAL_OK.has(word) || feelPhrase) return { who: "self", from: j };
      const nx = tokens[j + 1]?.w ?? "";
      if (COPULA.has(nx) || FEEL_VERBS.has(nx) || w.endsWith("'s") || nx === "made" || nx === "makes") return { who: "other", from: j };
      continue;
    }
    // a capitalised name in mid-sentence acts as another subject
    if (j > 0 && tokens[j].brk === 0 && /^\p{Lu}/u.test(t.raw) && t.w !== "i") return { who: "other", from: j };
  }
  // feeling placed before its subject: "Exasperated, I exclaim" / "Angered by her, I…"
  let lead = k - 1;
  while (lead >= 0 && tokens[lead].sent === sent && tokens[lead + 1].brk === 0 && LEADERS.has(tokens[lead].w)) lead--;
  const clauseStart = lead < 0 || tokens[lead].sent !== sent || tokens[lead + 1].brk > 0;
  if (!clauseStart) return { who: "none", from: k };
  for (let j = k + 1; j < tokens.length && j <= k + 4; j++) {
    const t = tokens[j];
    if (t.sent !== sent) break;
    if (FIRST.has(t.w)) return { who: "self", from: k };
    if (OTHER_SUBJ.has(t.w) || IMPERSONAL.has(t.w)) return { who: "other", from: k };
  }
  return { who: "none", from: k };
}

/** "a surprise party", "felt hurt" vs "hurt my leg" */
const NOT_FEELING_NEXT: Record<string, RegExp> = {
  surprise: /^(attack|party|visit|gift|present|test|quiz|guest|ending|appearance)$/,
  hurt: /^(my|his|her|their|him|them|me|myself|the|a|badly|bad)$/,
};

/** Spans of words someone else says or thinks: "'I'm so proud of you,' my aunt said". */
function othersSpeech(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const re = /[“"]([^”"]{2,})[”"]|(?:^|(?<=[\s(]))'((?:[^']|'(?=\p{L}))+?)'(?=[\s,.!?;:]|$)/gu;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const around = text.slice(Math.max(0, start - 30), start) + " " + text.slice(end, end + 30);
    const mine =
      /\b(I|we) (said|say|says|yelled|shouted|screamed|thought|think|asked|told|cried|whispered|exclaimed|replied|answered)\b|\b(said|yelled|shouted|screamed|thought|asked|cried|whispered|exclaimed|replied|answered) (I|we)\b/.test(
        around,
      );
    if (!mine) spans.push([start, end]);
  }
  return spans;
}

export function detectEmotions(text: string, tokens: Token[]): EmotionHit[] {
  const hits: EmotionHit[] = [];
  const speech = othersSpeech(text);
  const seen = new Set<EmotionCode>();
  const wokeInSentence = new Map<number, number>();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (WAKING.has(t.w) && !wokeInSentence.has(t.sent)) wokeInSentence.set(t.sent, k);
    let emo = WORDS.get(t.w);
    const prev = tokens[k - 1];
    // phrases: "felt good", "feel bad", "thought it was odd", "couldn't believe", "had fun", "good time"
    if (!emo && FEEL_ONLY[t.w]) {
      const p = prev?.w ?? "";
      const pp = tokens[k - 2]?.w ?? "";
      const ppp = tokens[k - 3]?.w ?? "";
      const feelish = (x: string) => FEEL_VERBS.has(x) || x === "found";
      const intens = new Set([
        "so",
        "very",
        "really",
        "quite",
        "pretty",
        "a",
        "bit",
        "little",
        "kind",
        "of",
        "rather",
        "somewhat",
        "it",
        "this",
        "that",
        "much",
      ]);
      if (feelish(p) || (intens.has(p) && (feelish(pp) || (intens.has(pp) && feelish(ppp))))) emo = FEEL_ONLY[t.w];
      else if (
        FEEL_ONLY[t.w].code === "CO" &&
        (pp === "was" || p === "was") &&
        ["thought", "think"].some((v) => [pp, ppp, tokens[k - 4]?.w].includes(v))
      )
        emo = FEEL_ONLY[t.w];
    }
    if (!emo && t.w === "believe" && prev && (prev.w === "couldn't" || prev.w === "can't" || prev.w === "could")) {
      emo = { code: "CO", label: "disbelief" };
    }
    // "I'm not sure", "I wasn't sure which way": uncertainty
    let uncertain = false;
    if (
      !emo &&
      t.w === "sure" &&
      negatedBefore(tokens, k) &&
      tokens.slice(Math.max(0, k - 3), k).some((x) => /^(wasn't|weren't|was|were|felt|didn't)$/.test(x.w))
    ) {
      emo = { code: "CO", label: "uncertainty" };
      uncertain = true;
    }
    if (!emo && t.w === "time" && prev?.w === "good" && ["a", "such"].includes(tokens[k - 2]?.w ?? "")) {
      emo = { code: "HA", label: "enjoyment" };
    }
    if (!emo && t.w === "love" && prev?.w === "in" && tokens[k - 2]?.w !== "fallen") {
      emo = { code: "HA", label: "being in love" };
    }
    if (
      !emo &&
      (t.w === "loved" || t.w === "love") &&
      (tokens[k + 1]?.w === "it" || tokens[k + 1]?.w === "this") &&
      tokens[k + 1]?.sent === t.sent
    ) {
      emo = { code: "HA", label: "delight" };
    }
    if (!emo) continue;
    if (speech.some(([a, b]) => t.start >= a && t.end <= b)) continue;
    const nextW = tokens[k + 1]?.sent === t.sent ? tokens[k + 1].w : "";
    if (NOT_FEELING_NEXT[t.w]?.test(nextW)) continue;
    if (t.w === "hurt" && !(prev && (FEEL_VERBS.has(prev.w) || ["was", "so", "really", "very", "deeply"].includes(prev.w)))) continue;
    if ((t.w === "freaked" || t.w === "freaking") && nextW !== "out") continue;
    if (t.w === "creeped" && nextW !== "out") continue;
    if (t.w === "tears" && !(prev && /^(in|into|to)$/.test(prev.w))) continue;
    const feelPhrase = !WORDS.has(t.w);
    const word = t.w;
    let code = emo.code;
    let label = emo.label;
    // lexical guards
    const next = tokens[k + 1];
    if (
      word === "mad" &&
      next &&
      next.w !== "at" &&
      next.brk === 0 &&
      !["about", "that", "because", "and", "with"].includes(next.w) &&
      !(prev && ["so", "very", "really", "was", "got", "felt", "get", "became"].includes(prev.w))
    )
      continue;
    if (word === "anxious" && next?.w === "to") continue;
    // attributive use: "the angry girls", "a happy man"
    if (
      prev &&
      ["the", "a", "an", "his", "their", "those", "these"].includes(prev.w) &&
      next &&
      next.brk === 0 &&
      next.sent === t.sent &&
      !["of", "to", "for", "and", "that", "about", "at", "with", "by"].includes(next.w) &&
      !feelPhrase &&
      !["surprise", "shock", "relief", "fear", "panic", "thrill"].includes(word)
    )
      continue;
    // infinitive obligation: "we had to worry", hypothetical: "it will be fun", "I would be happy"
    if (prev?.w === "to" && ["had", "have", "has", "need", "needed", "going", "supposed"].includes(tokens[k - 2]?.w ?? "")) continue;
    if ([tokens[k - 1], tokens[k - 2], tokens[k - 3]].some((x) => x && x.sent === t.sent && MODALS.has(x.w))) continue;
    if (word === "sorry" && prev?.w === "i'm" && (!next || next.brk > 0)) continue;
    if (word === "content" && !(prev && ["felt", "was", "feel", "quite", "very", "so"].includes(prev.w))) continue;
    if (
      (word === "calm" || word === "comfortable" || word === "peaceful") &&
      !(
        prev &&
        (FEEL_VERBS.has(prev.w) ||
          (prev.w.endsWith("ly") && FEEL_VERBS.has(tokens[k - 2]?.w ?? "")) ||
          ["very", "so", "quite", "was", "am", "were", "got", "really"].includes(prev.w))
      )
    )
      continue;
    if ((word === "fun" || word === "relief") && prev && ["make", "made", "making", "poke", "poking"].includes(prev.w) && next?.w === "of")
      continue;
    if (word === "surprise" && !(prev && (MY_WORDS.has(prev.w) || ["a", "the", "in", "with"].includes(prev.w)))) continue;
    if (word === "shock" && !(prev && (MY_WORDS.has(prev.w) || ["in", "a", "the", "with"].includes(prev.w)))) continue;
    if (word === "sorry" && next && (next.w === "for" || next.w === "that")) {
      /* sympathy counts as sadness */
    } else if (word === "sorry" && prev && !["felt", "feel", "was", "am", "i'm", "terribly", "so", "very", "really"].includes(prev.w))
      continue;
    if ((word === "hate" || word === "hated") && !(prev && FIRST.has(prev.w))) continue;
    if (word === "hate" || word === "hated") {
      if (next && ["it", "that", "when", "this"].includes(next.w)) {
        /* I hate it / I hated that */
      } else continue;
    }
    if (
      word === "stress" &&
      !(prev && (["under", "felt", "so", "much", "the", "my"].includes(prev.w) || (prev.w === "of" && tokens[k - 2]?.w === "lot")))
    )
      continue;
    if (word === "tense" && !(prev && (FEEL_VERBS.has(prev.w) || ["was", "all", "very", "so", "got", "became"].includes(prev.w)))) continue;
    // causative used on someone else: "I upset Jason", "I surprised her"
    if (
      CAUSATIVE.has(word) &&
      prev &&
      (FIRST.has(prev.w) || OTHER_SUBJ.has(prev.w)) &&
      next &&
      next.sent === t.sent &&
      (OBJECT_FOLLOW.has(next.w) || (/^\p{Lu}/u.test(next.raw) && next.w !== "i"))
    )
      continue;
    if (negatedBefore(tokens, k) && !uncertain) {
      // "didn't feel comfortable/safe" is unease
      if (word === "comfortable" || word === "safe") {
        code = "AP";
        label = "unease";
      } else continue;
    }
    const wokeAt = wokeInSentence.get(t.sent);
    // "I woke up crying/terrified": the feeling the dream ends on still counts
    if (wokeAt !== undefined && wokeAt < k && (k - wokeAt > 3 || tokens.slice(wokeAt + 1, k).some((x) => FIRST.has(x.w)))) continue;
    // "Feelings and thoughts: happy, confused" (report forms)
    let listed = false;
    for (let j = k - 1; j >= Math.max(0, k - 8); j--)
      if ((tokens[j].w === "feelings" || tokens[j].w === "emotions") && tokens[j].sent === t.sent) listed = true;
    const who = listed ? { who: "self" as const, from: k } : experiencer(tokens, k, word, feelPhrase);
    if (who.who !== "self") continue;
    if (seen.has(code)) continue;
    seen.add(code);
    let from = Math.max(0, Math.min(who.from, k), k - 8);
    if (k - from > 4) {
      // long gap between subject and feeling: quote from the nearest feeling verb or copula instead
      for (let j = k - 1; j >= k - 3 && j > from; j--) {
        if (FEEL_VERBS.has(tokens[j].w) || COPULA.has(tokens[j].w)) {
          from = j;
          break;
        }
      }
    }
    let to = k;
    // causative with the dreamer as object: "the argument annoys me", "it scared me"
    if (next && next.sent === t.sent && next.brk === 0 && OBJ_FIRST.has(next.w) && CAUSATIVE.has(word)) {
      to = k + 1;
      from = k;
      for (let j = k - 1; j >= Math.max(0, k - 3) && tokens[j + 1].brk === 0; j--) from = j;
      while (from < k && LEAD_TRIM.has(tokens[from].w) && !IMPERSONAL.has(tokens[from].w) && !OTHER_SUBJ.has(tokens[from].w)) from++;
    }
    // include a short complement: "afraid of the dark", "happy for him"
    if (
      to === k &&
      next &&
      next.sent === t.sent &&
      next.brk === 0 &&
      ["of", "for", "about", "at", "with", "to", "by"].includes(next.w) &&
      tokens[k + 2] &&
      tokens[k + 2].brk === 0 &&
      !CLAUSE_WORDS.has(tokens[k + 2].w)
    ) {
      to = Math.min(tokens.length - 1, k + 2);
      const t3 = tokens[k + 3];
      if (
        t3 &&
        t3.brk === 0 &&
        t3.sent === t.sent &&
        ["the", "a", "my", "his", "her", "their"].includes(tokens[k + 2].w) &&
        !isFunctionWord(t3.w)
      )
        to = k + 3;
      // "with her" may end on a pronoun; "of the" may not
      if (["the", "a", "my", "his", "their"].includes(tokens[to].w)) to = k;
    }
    // evidence phrases never overlap: the second feeling of "I felt terrified, then strangely
    // relieved" is quoted as "strangely relieved", not the whole sentence again
    const prevHit = hits[hits.length - 1];
    if (prevHit && tokens[from].start < prevHit.end) {
      from = k;
      for (let j = k - 1; j >= 0 && tokens[j].start >= prevHit.end && tokens[j + 1].brk === 0 && k - j <= 3; j--) from = j;
      while (from < k && (LEAD_TRIM.has(tokens[from].w) || COPULA.has(tokens[from].w))) from++;
    }
    hits.push({ code, label, evidence: text.slice(tokens[from].start, tokens[to].end), start: tokens[from].start, end: tokens[to].end });
  }
  return hits;
}

/** The five plain regexes used as the benchmark baseline (one per class). */
export const BASELINE_REGEXES: Record<EmotionCode, RegExp> = {
  AN: /\b(angry|anger|mad|furious|annoyed|irritated|rage)\b/i,
  AP: /\b(afraid|scared|frightened|fear|terrified|anxious|nervous|worried|panic)\b/i,
  SD: /\b(sad|unhappy|depressed|disappointed|lonely|upset|cried|crying)\b/i,
  CO: /\b(confused|surprised|puzzled|amazed|shocked|strange)\b/i,
  HA: /\b(happy|glad|pleased|relieved|joy|excited|fun|enjoyed)\b/i,
};
