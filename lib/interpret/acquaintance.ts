/**
 * "a boy I once dated", "this man I work beside", "a lady I knew from choir": a
 * person noun followed by a relative clause that says the dreamer knows (or knew) them makes them
 * someone known, not a stranger — Hall/Van de Castle code identity by what the report says of the
 * dreamer's acquaintance, and a reading built on "a stranger" for someone the dreamer once dated
 * goes wrong from the start.
 */
import type { Token } from "./tokenize";

/** the relative pronoun that may open the clause */
const RELATIVE = /^(who|whom|that)$/;
/** words between the dreamer and the verb of acquaintance: "I used to", "I once", "I have", "I had been" */
const BETWEEN = /^(used|to|once|have|had|been|always|really|kind|of|sort|sorta|kinda|briefly|first|still|already|would|did|do)$/;
/** verbs that say the dreamer knows the person, in whatever tense */
const ACQUAINTED =
  /^(know|knew|known|like|liked|date|dated|dating|love|loved|met|meet|work|worked|working|go|went|gone|grew|grow|live|lived|play|played|hang|hung|see|saw|seen|babysit|babysat|teach|taught|study|studied|room|roomed|coach|coached|recognize|recognized|recognise|recognised|hate|hated|admire|admired|fancy|fancied)$/;
/** what the past-tense "met", "saw" need after them to say acquaintance, not a meeting in the dream: "I met at camp" */
const AT_ONCE = /^(met|meet|saw|see|seen)$/;

/** verbs that tell a move or a game in the dream unless the clause says where the two knew each other */
const MOVES = /^(go|went|gone|play|played|live|lived|hang|hung)$/;
/** places people know each other from: "went to school with", "lived with in college" */
const OLD_PLACES = /^(school|college|university|class|church|camp|grade|kindergarten|work|high|elementary|junior|middle)$/;

/** a word that matches `re` among the next six words of the clause from `k` */
function clauseHas(tokens: Token[], k: number, re: RegExp): boolean {
  for (let j = k; j < k + 6 && tokens[j] && (j === k || tokens[j].brk === 0); j++) if (re.test(tokens[j].w)) return true;
  return false;
}

/** the clause from `k` ends on "with" within six words: "a kid I played with", "a girl I lived with" */
function clauseEndsWith(tokens: Token[], k: number): boolean {
  for (let j = k; j < k + 6 && tokens[j] && (j === k || tokens[j].brk === 0); j++)
    if (
      tokens[j].w === "with" &&
      (!tokens[j + 1] || tokens[j + 1].brk !== 0 || /^(in|at|for|when|and|but|before|back|years|a)$/.test(tokens[j + 1].w))
    )
      return true;
  return false;
}

/**
 * The person noun at `i` is followed by a clause in which the dreamer knows, knew, liked, dated or
 * worked with them ("a boy I once dated", "a lad I grew up with"). Not a clause of
 * what the dreamer does in the dream to someone met there ("a man I saw on the bus" is still a
 * stranger), nor a clause that does not open on "I".
 */
export function knownByTheDreamer(tokens: Token[], i: number): boolean {
  let k = i + 1;
  if (!tokens[k] || tokens[k].brk !== 0) return false;
  if (RELATIVE.test(tokens[k].w)) k++;
  if (tokens[k]?.w !== "i" || tokens[k].brk !== 0) return false;
  k++;
  let past = false;
  while (tokens[k] && tokens[k].brk === 0 && BETWEEN.test(tokens[k].w)) {
    if (/^(used|once|had|have|been)$/.test(tokens[k].w)) past = true;
    k++;
  }
  const verb = tokens[k];
  if (!verb || verb.brk !== 0 || !ACQUAINTED.test(verb.w)) return false;
  // ("a man I saw on the bus", "a woman I met in the hall": a meeting in the dream, unless it is an old one)
  if (AT_ONCE.test(verb.w)) return past || /^(before|years|once|long|ages|last)$/.test(tokens[k + 1]?.w ?? "");
  // ("a girl I went up to": a move in the dream; "a guy I went to school with", "a kid I played with" an old tie)
  if (MOVES.test(verb.w) && !past) return clauseHas(tokens, k + 1, OLD_PLACES) || clauseEndsWith(tokens, k + 1);
  // ("a boy I like", "a guy I know", "a lad I once dated", "a woman I work beside")
  return true;
}
