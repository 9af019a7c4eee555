/**
 * Capitals of names in the story. The story lower-cases the word a clause opens on when a link
 * goes before it ("Later, the man left"); a name keeps its capital there ("Later, Kiel
 * whispers to you"), and a word the dreamer writes in lower case but uses as a name — "then
 * nana baked scones", "so mother would not be alone" — is written as the name it is.
 */
import type { Token } from "./tokenize";

/** family words that stand as a name when nothing goes before them: "Mom said", but "my mom" */
const KIN_NAME =
  /^(mom|mum|mommy|mummy|momma|mama|dad|daddy|papa|nana|nanna|nan|gran|granny|grandma|grandpa|grandad|granddad|gramma|grampa|grammy|mother|father)$/i;

/** words that make the kin word a noun of the sentence, not a name: "my mom", "a young mother", "his dad" */
const BEFORE_A_NOUN =
  /^(my|your|his|her|their|our|its|the|a|an|this|that|these|those|whose|every|each|no|one|any|some|another|other|own|new|old|young|real|dream|step|grand|future|single|good|bad|same|surrogate|biological|birth|first|second|former|late|dead|sick|evil|best|whole)$/i;

/**
 * Whether `word`, the first word of a clause, is a name by the dream's own writing: it is
 * written with a capital somewhere in the dream where no sentence begins ("my friend Kiel is
 * there"), or it is a kin word standing as a name ("Nana made…").
 */
export function writtenAsName(word: string, tokens: Token[]): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, "");
  if (!/^\p{Lu}/u.test(word)) return false;
  if (KIN_NAME.test(w)) return true;
  let capital = false;
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.w.replace(/['’]s$/, "") !== w) continue;
    // at the start of a sentence a capital says nothing
    if (t.brk === 2 || tokens[k - 1].sent !== t.sent) continue;
    if (!/^\p{Lu}/u.test(t.raw)) return false;
    capital = true;
  }
  return capital;
}

/**
 * "then nana baked scones" → "then Nana baked scones": a lower-case kin word used as
 * a name is capitalised, outside anyone's quoted words (those stay as the dreamer wrote them).
 */
export function capitaliseKinNames(story: string): string {
  let quoted = false;
  const parts = story.split(/(["“”])/);
  return parts
    .map((part) => {
      if (/^["“”]$/.test(part)) {
        quoted = part === "“" ? true : part === "”" ? false : !quoted;
        return part;
      }
      if (quoted) return part;
      return part.replace(/(^|[^\p{L}'’])(\p{Ll}+)(?=(?:['’]s)?\b)/gu, (m, pre: string, w: string, at: number, all: string) => {
        if (!KIN_NAME.test(w) || !standsAsName(all.slice(0, at + pre.length))) return m;
        // ("mother nature", "dad jokes"): a kin word before another noun is part of it
        const after = all.slice(at + m.length).match(/^\s+(\p{L}+)/u)?.[1] ?? "";
        if (/^(nature|earth|ship|jeans|joke|jokes|figure|figures|hen|tongue|board|land|superior|teresa|goose)$/i.test(after)) return m;
        return `${pre}${w[0].toUpperCase()}${w.slice(1)}`;
      });
    })
    .join("");
}

/** whether a kin word after the text `head` stands as a name ("Mom said") rather than a noun ("my mom", "a young mother") */
function standsAsName(head: string): boolean {
  const before = head.match(/([\p{L}'’]+)\W*$/u)?.[1] ?? "";
  if (BEFORE_A_NOUN.test(before) || /['’]s$/.test(before)) return false;
  // ("a Mexican mother": a word between the article and the kin word describes it)
  const twoBack = head.match(/([\p{L}'’]+)\s+[\p{L}'’-]+\s*$/u)?.[1] ?? "";
  if (/^(a|an|the|my|your|his|her|their|our)$/i.test(twoBack)) return false;
  // ("your mother, father and brother", "a Mexican mother, father and child": a kin word listed after a noun is a noun too)
  const listed = /([\p{L}'’]+)(?:\s*,|\s+(?:and|or))\s*$/u.exec(head);
  if (listed && /^\p{Ll}/u.test(listed[1]) && KIN_NAME.test(listed[1])) return standsAsName(head.slice(0, listed.index));
  return true;
}
