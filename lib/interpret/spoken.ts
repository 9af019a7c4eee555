/**
 * What the dreamer says aloud in the dream, in quotation marks: "I said, 'She looks tired'", "'Not
 * again,' I said". A dreamer's own words are often the dream's comment on itself,
 * and Freud held that speech in a dream is borrowed from speech said or heard awake.
 */
import { notesStart } from "./tokenize";

const SAY_VERB =
  "said|say|says|remark|remarked|remarks|told \\w+|tell \\w+|asked|ask|asks|shouted|shout|yelled|yell|replied|reply|answered|answer|screamed|scream|whispered|whisper|exclaimed|exclaim|explained|explain|insisted|insist";
// "I said, "…"" and ""…," I said"
const BEFORE = new RegExp(`\\b(?:I|we) (?:${SAY_VERB})(?: to \\w+)?[,:]? ?["“]([^"“”]{3,200})["”]`, "gi");
const AFTER = new RegExp(`["“]([^"“”]{3,200})[,!?]?["”],? (?:I|we) (?:${SAY_VERB})\\b`, "gi");
/** words that say nothing of the dreamer: a greeting, a thanks, a bare yes or no */
const EMPTY = /^(hi|hello|hey|bye|goodbye|ok|okay|yes|no|yeah|thanks|thank you|sure|oh|what|sorry|excuse me)\b[\s\w]{0,12}[.!?]*$/i;

/** a line that says something of someone — "She looks tired", "I'm staying right here", "Leave me alone" — not a label or a place ("Under the blue bench") */
const SAYS_SOMETHING =
  /\b(i|i'm|i'll|i've|i'd|you|you're|you'll|we|we're|he|he's|she|she's|they|they're|it's|let|don't|do not|stop|never|not)\b/i;

const FIRST_PERSON = /\b(i|i'm|i'll|i've|i'd|me|my)\b/i;
const DENIAL = /\b(no|not|never|don't|won't|can't|didn't|isn't|wasn't)\b|n't\b/i;

/**
 * The dreamer's spoken line of three to sixteen words, as written inside its quotation marks: one
 * about the dreamer ("I won't go back there") first, then one that refuses or denies, then the
 * latest — where a dream's talk goes, its last word is usually the one that stays.
 */
export function spokenOf(text: string): string | undefined {
  const notes = notesStart(text);
  let best: { words: string; score: number; at: number } | undefined;
  for (const re of [BEFORE, AFTER])
    for (const m of text.matchAll(re)) {
      // (a line's closing full stop belongs to the sentence it ends, not to the words quoted back)
      const words = m[1].trim().replace(/[,;:.]$/, "");
      const n = words.split(/\s+/).length;
      if (m.index >= notes || n < 3 || n > 16 || EMPTY.test(words) || !SAYS_SOMETHING.test(words)) continue;
      const score = (FIRST_PERSON.test(words) ? 2 : 0) + (DENIAL.test(words) ? 1 : 0);
      if (!best || score > best.score || (score === best.score && m.index > best.at)) best = { words, score, at: m.index };
    }
  return best?.words;
}
