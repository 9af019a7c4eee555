/**
 * How the norms page names each figure and says what it means, in plain words (client-safe).
 */
import type { FigureValue } from "./figures";
import { HVDC_NORMS, type FigureScale, type NormFigure } from "./hvdc-norms";

export type FigureText = {
  name: string;
  /** what the figure measures, in a sentence anyone can read */
  meaning: string;
  /** what the counts are of, for "counted from …": [one, many] */
  unit: [string, string];
};

export const FIGURE_TEXT: Record<NormFigure, FigureText> = {
  maleShare: {
    name: "Male characters",
    meaning:
      "Of the characters whose sex your readings record, the share who are men or boys. In the norms men dream of about two men for every woman; women's dreams are close to even.",
    unit: ["man or woman", "men and women"],
  },
  familiarShare: {
    name: "Familiar people",
    meaning: "Of the people in your dreams, the share you know — family, friends, people from your life — rather than strangers.",
    unit: ["person", "people"],
  },
  friendsShare: {
    name: "Friends",
    meaning: "The share of the people in your dreams who are your friends.",
    unit: ["person", "people"],
  },
  animalShare: {
    name: "Animals",
    meaning: "The share of all the characters in your dreams, people and creatures alike, that are animals.",
    unit: ["character", "characters"],
  },
  aggressionPerCharacter: {
    name: "Hostility per character",
    meaning:
      "How many hostile acts — from angry words and threats to chases and attacks — there are for each character. 0.34 means about one for every three characters.",
    unit: ["character", "characters"],
  },
  friendlinessPerCharacter: {
    name: "Friendliness per character",
    meaning: "How many friendly acts — greetings, help, gifts, affection — there are for each character.",
    unit: ["character", "characters"],
  },
  victimShare: {
    name: "You on the receiving end",
    meaning:
      "When you take part in a hostile act, how often you are the one it is aimed at rather than the one who starts it. Dreamers are more often the target than the aggressor.",
    unit: ["hostile act involving you", "hostile acts involving you"],
  },
  misfortuneDreams: {
    name: "Dreams with a misfortune",
    meaning:
      "The share of your dreams in which something bad happens by chance, not by anyone's doing: an accident, a fall, getting lost, an illness.",
    unit: ["dream", "dreams"],
  },
  negativeEmotionShare: {
    name: "Unpleasant feelings",
    meaning:
      "Of the feelings you name in your dreams, the share that are anger, fear or worry, sadness or confusion rather than happiness. In dreams most named feelings are unpleasant ones.",
    unit: ["feeling", "feelings"],
  },
};

export function formatFigure(value: number, scale: FigureScale): string {
  return scale === "percent" ? `${Math.round(value * 100)}%` : value.toFixed(2);
}

/** "from 57 characters in 14 dreams" */
export function countedFrom(figure: NormFigure, v: FigureValue): string {
  const [one, many] = FIGURE_TEXT[figure].unit;
  const dreams = v.dreams === 1 ? "1 dream" : `${v.dreams} dreams`;
  if (figure === "misfortuneDreams") return `from ${dreams}`;
  return `from ${v.denominator} ${v.denominator === 1 ? one : many} in ${dreams}`;
}

/** One figure as a sentence, for the plot's text alternative. */
export function figureSentence(figure: NormFigure, v: FigureValue): string {
  const norm = HVDC_NORMS[figure];
  const f = (x: number) => formatFigure(x, norm.scale);
  const yours = v.value === null ? "you: not enough to count" : `you ${f(v.value)}`;
  return `${FIGURE_TEXT[figure].name}: ${yours}; men ${f(norm.men)}; women ${f(norm.women)}.`;
}
