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

/**
 * "you tried to roll over and was stuck": a "was" joined by "and" to a subject "you" a few words back
 * (the writer's "I … and was" shares its subject). Not when "you" is an object ("she took you back and
 * was…"), another subject or verb comes between ("you heard he was dead and was…"), or "was" asks ("and
 * was it…").
 */
const YOU_AND_WAS =
  /(^|[.!?;:,] |\b(?:[Aa]nd|[Tt]hen|[Ss]o|[Bb]ut|[Ww]hen|[Ww]hile|[Aa]s|[Bb]ecause|[Uu]ntil|[Aa]fter|[Bb]efore|[Oo]nce|[Ii]f) )(you|You)((?:,? (?!(?:he|she|it|who|that|which|was|is)\b)[\w'\[\]]+){1,8}),? and (was|wasn't|wasn’t)\b(?! (?:it|he|she|they|there)\b)/g;

/**
 * Between "you" and "and was", a plural subject with its verb ("you overheard what they were saying and
 * was…") leaves the "was" to "you"; any other "were" or "are" is a verb of someone else's ("you and the
 * dog were there and was…" is no slip to mend by rule).
 */
const PLURAL_CLAUSE = /\b(?:they|we|you) (?:were|are)\b/g;
const otherVerb = (between: string) => /\b(?:were|are)\b/.test(between.replace(PLURAL_CLAUSE, ""));

const were = (was: string) => (was === "was" ? "were" : "weren't");

function mendPlain(s: string): string {
  return s
    .replace(YOU_WAS, (_m, you: string, between: string, was: string) => `${you}${between} ${were(was)}`)
    .replace(YOU_AND_WAS, (m, lead: string, you: string, between: string, was: string) =>
      otherVerb(between) ? m : `${lead}${you}${between}${m.includes(", and was") || m.includes(", and wasn") ? "," : ""} and ${were(was)}`,
    );
}

/** the story with its person slips mended outside quotations */
export function mendPersons(story: string): string {
  return story
    .split(/(["“][^"”]*(?:["”]|$))/u)
    .map((part) => (/^["“]/.test(part) ? part : mendPlain(part)))
    .join("");
}
