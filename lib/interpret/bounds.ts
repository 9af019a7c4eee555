/**
 * Upper bounds for every string and list of an interpretation, so neither an engine nor an
 * imported file can store an unbounded one. About ten times what the offline engine writes on the
 * dev set (a summary ≤ 440 characters, an analysis ≤ 1,250, ≤ 12 items in any list).
 *
 * A module of its own, without zod, so that the offline engine (which cuts its lists to these
 * bounds) does not load zod to run: schema.ts, which checks them, re-exports it.
 */
export const BOUNDS = {
  /** summary, analysis and other paragraphs */
  paragraph: 4000,
  /** a symbol's meaning, a quote, evidence, a question */
  sentence: 1000,
  /** symbol names, labels, places, themes, the engine id */
  label: 120,
  /** any list */
  list: 30,
} as const;
