/**
 * A feeling of the dreamer's, asked after by what kind of feeling it is: fear by what threatens
 * awake, worry by what weighs, shame by where you feel watched, sadness by what is lost, a puzzle by
 * where you are unsure, a surprise by what took you aback, joy by what gives it. ("Where else this
 * week have you felt the worry in …" asked the same of every feeling, in 99 dreams of 3,000.)
 */
import type { EmotionHit } from "./emotions";
import { emoNoun, q } from "./naming";
import { toYou } from "./phrase";

const cap1 = (s: string) => s.replace(/^(“?)(\p{Ll})/u, (_, a: string, b: string) => a + b.toUpperCase());

/** `words`: the dream's words for the feeling (the feeling itself, or the scene that brings it on) */
export function feelingAsk(e: EmotionHit, words: string): string {
  const w = q(words);
  const W = cap1(w);
  const noun = emoNoun(e.label);
  const l = e.label;
  switch (e.code) {
    case "AN":
      return e.atEnd
        ? `The dream ends in ${noun} (${w}): what would you have done with it had it gone on, and what do you do with it awake?`
        : `Who or what awake gets the ${noun} of ${w} out of you, and do you let it show?`;
    case "AP":
      if (/^(embarrassment|guilt|awkwardness|shame|humiliation|self-consciousness)$/.test(l))
        return `${W}: where, awake, do you feel watched or in the wrong like that?`;
      if (/^(worry|concern|anxiety|nervousness|unease|tension|stress|dread)$/.test(l))
        return `What are you turning over awake that weighs the way the ${noun} in ${w} does?`;
      return e.atEnd
        ? `The dream leaves you in the ${noun} of ${w}: what would have made you safe there, and what does that awake?`
        : `${W}: what in your days at the moment feels that threatening, even in a smaller way?`;
    case "SD":
      return /^(disappointment|letdown)$/.test(l)
        ? `${W}: what, or who, has let you down lately?`
        : `${W}: what have you lost or missed lately that weighs like that?`;
    case "CO":
      return /^(surprise|shock|amazement|disbelief|wonder|astonishment)$/.test(l)
        ? `What has taken you aback lately, the way ${w} does in the dream?`
        : /^(puzzlement|confusion|bewilderment)$/.test(l)
          ? `What are you trying to make sense of awake that puzzles you the way ${w} does?`
          : `${W}: what in your waking life has you unsure where you stand at the moment?`;
    case "HA":
      return /^(laughter|fun|amusement)$/.test(l)
        ? `${W}: who makes you laugh like that awake, and when did you last?`
        : `${W}: what gives you that ${noun} awake, and do you make room for it?`;
    default:
      return `The ${noun} in ${w}: when did you last feel it awake, and what set it off?`;
  }
}

/** the feeling with what brings it on ("guests came before I had set out chairs, and I was embarrassed"), by kind */
export function sceneAsk(e: EmotionHit, words: string): string {
  const w = q(words);
  const W = cap1(w);
  const noun = emoNoun(e.label);
  switch (e.code) {
    case "AP":
      return apprehensionAsk(e, words);
    case "AN":
    case "SD":
      return `${W}: when did something last make you feel that way awake?`;
    case "CO":
      return `Where does the ${noun} of ${w} come from in your days at the moment?`;
    default:
      return `${W}: is there a situation awake that leaves you feeling just that?`;
  }
}

/** one sentence of a scene, not two: the one that shows what brings the feeling on (the first, when it is not the feeling alone) */
function oneSentence(words: string, feeling = ""): string {
  const parts = words
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.replace(/[.!?]+$/, "").trim())
    .filter(Boolean);
  if (parts.length < 2) return words;
  // (the sentence that names the feeling, when it says more than the feeling — "I was afraid the cups would
  // break" — else the one before it, which brings the feeling on: "the class laughed … I was embarrassed")
  const at = feeling ? parts.findIndex((x) => x.toLowerCase().includes(feeling.toLowerCase())) : -1;
  // (waking in the feeling — "then I woke up afraid" — says nothing of what brought it on)
  if (at >= 0)
    return (parts[at].split(/\s+/).length >= 6 && !/\b(woke|awoke|wake|waking)\b/i.test(parts[at])) || at === 0 ? parts[at] : parts[at - 1];
  return parts[0].split(/\s+/).length >= 4 ? parts[0] : parts[parts.length - 1];
}

/** what the dreamer fears will happen, in their words: "afraid the cups would break" → "the cups would break" */
const FEARED =
  /\b(?:afraid|scared|frightened|terrified|worried|fearing|feared|fear|nervous|anxious|concerned)\s+(?:that\s+)?((?:I|he|she|it|they|we|one|the \w+|my \w+|someone|something|\w+)\s+(?:would|will|might|could|was going to|were going to|had|has|may|wouldn't|won't|couldn't)\b[^.,;!?]{3,80})/i;

/**
 * Fear, worry, shame and their kin with what brings them on, asked by what the scene holds: a harm
 * the dreamer pictures ahead, someone else's safety, being seen, a panic, a worry, a plain fear.
 * ("In the dream, “…two sentences…”. What in your life at the moment brings on that fear?" stood in
 * one dream in thirty, whatever the scene.)
 */
function apprehensionAsk(e: EmotionHit, words: string): string {
  const l = e.label;
  const noun = emoNoun(l);
  const one = oneSentence(words, e.evidence);
  const w = q(one);
  const W = cap1(w);
  if (/^(embarrassment|guilt|awkwardness|shame|humiliation|self-consciousness)$/.test(l))
    return /\b(saw|see|seen|looked at|looking at|watched|watching|laughed|stared|staring)\b/i.test(one)
      ? `${W}: whose eyes on you, awake, would make you feel as you do there?`
      : `${W}: where, awake, do you feel in the wrong like that, and who would you least want to know?`;
  if (/\b(safety|safe|(been|gotten|got|get|getting) hurt|be hurt|was hurt|were hurt)\b/i.test(words) && !/\b(my|our) own\b/i.test(words))
    return `${W}: whose safety, awake, do you worry over like that, and do they know you do?`;
  const feared = FEARED.exec(words);
  if (feared && !/^(I|we)\s+(had|has)\b/i.test(feared[1])) {
    // (told back in the second person, so not in quotation marks: "the fear is that the cups would break")
    const what = toYou(feared[1].trim());
    return `The ${noun} is that ${what}: what, awake, are you bracing for that could feel like that?`;
  }
  if (/^(panic|alarm|frenzy)$/.test(l)) return `${W}: when did you last feel that rush awake, and what was at stake?`;
  if (/^(fear|fright|terror|horror|dread|threat|intimidation)$/.test(l))
    return /\b(he|she|they|him|her|them|man|woman|guy|men)\b/i.test(one)
      ? `${W}: who, awake, has made you feel even a little like that, and what did you do?`
      : `${W}: what, awake, frightens you in a smaller way that this could be the large version of?`;
  return `${W}: what is on your mind awake that sits with you like the ${noun} does here?`;
}
