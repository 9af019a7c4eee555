/** what joins the words of one group in compromise-tags.ts (no word of the lexicon holds a tab) */
export const SEPARATOR = "\t";
