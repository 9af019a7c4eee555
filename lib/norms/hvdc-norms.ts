/**
 * The Hall/Van de Castle normative figures for the content categories the norms page compares.
 *
 * Source: C. S. Hall & R. L. Van de Castle (1966), The Content Analysis of Dreams (New York:
 * Appleton-Century-Crofts), chapter 14: 500 dream reports from 100 men and 500 from 100 women,
 * American college students aged 18 to 25, collected around 1950 (five reports each, 50 to 300
 * words). The figures are those G. William Domhoff publishes for that sample in Finding Meaning in
 * Dreams: A Quantitative Approach (New York: Plenum, 1996), chapter 4, and in the norms table of
 * dreamresearch.net ("Hall/Van de Castle norms", with the formulas used for each figure).
 * Percentages are whole per cent; the two indexes are per character.
 *
 * Client-safe: the page shows these beside the member's own figures.
 */

export const NORMS_SOURCE = {
  study: "Hall, C. S., & Van de Castle, R. L. (1966). The Content Analysis of Dreams. New York: Appleton-Century-Crofts.",
  publishedIn: "Domhoff, G. W. (1996). Finding Meaning in Dreams: A Quantitative Approach, chapter 4. New York: Plenum.",
  web: { label: "dreamresearch.net: the Hall/Van de Castle norms", href: "https://dreams.ucsc.edu/Norms/" },
  sample: "500 dream reports from 100 men and 500 from 100 women, American college students aged 18 to 25, gathered around 1950",
} as const;

export const NORM_FIGURES = [
  "maleShare",
  "familiarShare",
  "friendsShare",
  "animalShare",
  "aggressionPerCharacter",
  "friendlinessPerCharacter",
  "victimShare",
  "misfortuneDreams",
  "negativeEmotionShare",
] as const;
export type NormFigure = (typeof NORM_FIGURES)[number];

/** "percent": a share from 0 to 1, shown as a percentage; "index": a count per character. */
export type FigureScale = "percent" | "index";

export type Norm = { men: number; women: number; scale: FigureScale };

export const HVDC_NORMS: Record<NormFigure, Norm> = {
  // Male/Female Percent: male ÷ (male + female) characters
  maleShare: { men: 0.67, women: 0.48, scale: "percent" },
  // Familiarity Percent: familiar ÷ (familiar + unfamiliar) human characters
  familiarShare: { men: 0.45, women: 0.58, scale: "percent" },
  // Friends Percent: friends ÷ all human characters
  friendsShare: { men: 0.31, women: 0.37, scale: "percent" },
  // Animal Percent: animals ÷ all characters
  animalShare: { men: 0.06, women: 0.04, scale: "percent" },
  // A/C Index: all aggressions ÷ all characters
  aggressionPerCharacter: { men: 0.34, women: 0.24, scale: "index" },
  // F/C Index: all friendly interactions ÷ all characters
  friendlinessPerCharacter: { men: 0.21, women: 0.22, scale: "index" },
  // Victimization Percent: dreamer as victim ÷ (dreamer as victim + dreamer as aggressor);
  // the complement of the Aggressor Percent (men 40%, women 33%)
  victimShare: { men: 0.6, women: 0.67, scale: "percent" },
  // Dreams with at least one misfortune ÷ number of dreams
  misfortuneDreams: { men: 0.36, women: 0.33, scale: "percent" },
  // Negative Emotions Percent: anger, apprehension, sadness and confusion ÷ all emotions
  negativeEmotionShare: { men: 0.8, women: 0.8, scale: "percent" },
};
