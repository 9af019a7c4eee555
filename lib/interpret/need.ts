/**
 * The dreamer's bodily need in the dream — needing the toilet, looking for one, wetting oneself:
 * what Freud called a dream of convenience, a need of the sleeping body that the dream tries to
 * meet so that sleep can go on. Read plainly first, before anything it might stand for.
 */
import { sentenceSpan } from "./moments";
import { notesStart } from "./tokenize";

const PLACE = "(?:bathroom|restroom|toilet|loo|urinal)s?";
// ("I was peed off at the referee" is anger, not a need)
const NEED = new RegExp(
  `\\b(?:pee(?! off)|peed(?! off)|peeing|urinate|urinated|urinating|wet (?:myself|the bed)|go to the ${PLACE}|use the (?:${PLACE}|facilities)|(?:look|looked|looking|search|searched|searching) for (?:a|the) ${PLACE}|(?:find|found) (?:a|the) ${PLACE})\\b`,
  "gi",
);

/** the sentence that tells the dreamer's need, when short enough to quote, else the words of the need */
export function needOf(text: string): string | undefined {
  const notes = notesStart(text);
  for (const m of text.matchAll(NEED)) {
    if (m.index >= notes) return undefined;
    const { start, end } = sentenceSpan(text, m.index);
    const sentence = text.slice(start, end).trim();
    // (a need in someone's words, "I'm bursting, ha", is theirs to joke about, not the dream's errand)
    if (/["“”]/.test(sentence)) continue;
    // (only the dreamer's own need, said in the clause that tells it: "my brother had to go to the bathroom, so we stopped" is his)
    const clause =
      text
        .slice(start, m.index)
        .split(/[,;]|\b(?:and|but|so|because|while|when)\b/i)
        .at(-1) ?? "";
    if (!/\b(i|we|i'm|i'd)\b/i.test(clause)) continue;
    // ("so I told them I needed the toilet": a need only said, to get away, is a pretext)
    if (/\b(said|say|says|told \w+|tell \w+|pretended|pretend|claimed|made an excuse)( that)? (i|we)\b[^,;]*$/i.test(clause)) continue;
    if (sentence.split(/\s+/).length <= 22) return sentence;
    const from = Math.max(text.lastIndexOf(",", m.index), text.lastIndexOf(";", m.index), start);
    const to = text.slice(m.index).search(/[,;.!?\n]/);
    const part = text.slice(from === start ? start : from + 1, to < 0 ? text.length : m.index + to).trim();
    return part.split(/\s+/).length <= 22 ? part : m[0];
  }
  return undefined;
}
