/**
 * A feeling of the dreamer's, asked after by what kind of feeling it is: fear by what threatens
 * awake, worry by what weighs, shame by where you feel watched, sadness by what is lost, a puzzle by
 * where you are unsure, a surprise by what took you aback, joy by what gives it. ("Where else this
 * week have you felt the worry in …" asked the same of every feeling, in 99 dreams of 3,000.)
 */
import type { EmotionHit } from "./emotions";
import { emoNoun, q } from "./naming";

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
      return `In the dream, ${w}. What in your life at the moment brings on that ${noun}?`;
    case "AN":
    case "SD":
      return `${W}: when did something last make you feel that way awake?`;
    case "CO":
      return `Where does the ${noun} of ${w} come from in your days at the moment?`;
    default:
      return `${W}: is there a situation awake that leaves you feeling just that?`;
  }
}
