/**
 * Mending what turning "I" into "you" leaves wrong in the story: the conversion swaps "I was"
 * when the two stand together, but a word between them ("I still was", "I then was") leaves
 * "you still was". Only the story's own words are mended, never someone's quoted ones.
 */

/** adverbs a diarist puts between "I" and its verb */
const BETWEEN =
  "still|also|just|really|then|always|never|even|only|already|suddenly|actually|finally|certainly|probably|clearly|obviously|definitely|immediately|soon|again|now|too";

/** "you still was", "you then wasn't": a "was" the "you" before it governs, one or two adverbs apart */
const YOU_WAS = new RegExp(`\\b(you|You)((?:,? (?:${BETWEEN}),?){1,2}) (was|wasn't|wasn’t)\\b`, "g");

function mendPlain(s: string): string {
  return s.replace(YOU_WAS, (_m, you: string, between: string, was: string) => `${you}${between} ${was === "was" ? "were" : "weren't"}`);
}

/** the story with its person slips mended outside quotations */
export function mendPersons(story: string): string {
  return story
    .split(/(["“][^"”]*(?:["”]|$))/u)
    .map((part) => (/^["“]/.test(part) ? part : mendPlain(part)))
    .join("");
}
