import { bodyStart, type Token } from "./tokenize";
import { ADJECTIVES, DETERMINERS, isFunctionWord } from "./phrase";
import { tagsOf } from "./words";

const isModifier = (w: string) => {
  const tags = tagsOf(w);
  return tags.includes("Adjective") && !tags.includes("Noun");
};

/** words a clause cannot end on once its tail is cut: "but it would", "and the", "but you don't" */
export const DANGLING =
  "and|but|or|so|to|the|a|an|of|that|because|when|if|with|for|at|in|on|my|his|her|their|our|don't|didn't|doesn't|can't|couldn't|wasn't|was|were|is|are|had|have|would|could|i|we|he|she|they|it|you|nearly|almost|very|really|quite|too|just|rather|fairly|pretty|completely|totally|somewhat|all|every|each|any|some|this|these|those|whose|which|than|like|about|from|by|into|an";
const DANGLING_WORD = new RegExp(`^(${DANGLING})$`);
/** a subject pronoun, where a clause may start */
const SUBJECT = /^(i|he|she|we|they)$/;
// ("where Calvin was" ends a clause well: a whole clause may end on its verb)
const OBJECT = /^(me|him|her|us|them|it)$/;
const JOINING_WORD = /^(and|but|or|so|because|when|if|the|a|an|to|of|with|for|at|in|on|would|could)$/;

/** The clause's words around its verb, at most ~14 words: the evidence a reader can check. */
export function evidenceOf(
  text: string,
  tokens: Token[],
  e: { start: number; end: number; verbIndex: number; complement?: string },
): string {
  let s = e.start;
  const body = bodyStart(text);
  // "and fell" alone tells a reader nothing: a clause of one or two words takes the clause before it
  if (e.end - e.start < 2) {
    const sent = tokens[e.start].sent;
    for (let k = e.start - 1; k >= 0 && k >= e.start - 8 && tokens[k].sent === sent; k--) {
      s = k;
      if (tokens[k].brk > 0 || SUBJECT.test(tokens[k].w)) break;
    }
  }
  while (s < e.verbIndex && tokens[s].start < body) s++;
  let t = newSubjectBefore(tokens, e);
  while (t - s > 13) {
    if (e.verbIndex - s > t - e.verbIndex) s++;
    else t--;
  }
  // start where a reader would: at a subject or right after a conjunction, not mid-phrase
  if (s > e.start) {
    for (let k = s; k < e.verbIndex; k++) {
      if (
        /^(i|we|he|she|they|my|the|a|an|his|her|their|our|it)$/.test(tokens[k].w) ||
        /^(and|but|that|who|when|then|so)$/.test(tokens[k - 1]?.w ?? "")
      ) {
        s = k;
        break;
      }
    }
  }
  // "After the meeting she threw me out of the office": the subject right before the verb starts the quotation, not the scene-setting before it
  const subject = e.verbIndex - 1;
  if (
    subject > s &&
    SUBJECT.test(tokens[subject].w) &&
    /^(after|before|during|at|in|on|by|the|a|an|then|once|later|soon|finally|suddenly|next)$/.test(tokens[s].w) &&
    !tokens.slice(s, subject).some((x) => SUBJECT.test(x.w))
  )
    s = subject;
  s = mainClauseStart(tokens, s, e.verbIndex);
  // ("before I had put out any food" keeps its "before": without it the words say the opposite)
  while (s < e.verbIndex && /^(and|but|then|so|because|when|while|after|as|or|where|though|although)$/.test(tokens[s].w)) s++;
  // ("all of a sudden she was soaking wet": the quotation starts at "she", not at "a sudden")
  if (tokens[s].w === "a" && tokens[s + 1]?.w === "sudden" && s + 2 < e.verbIndex) s += 2;
  else if (tokens[s].w === "all" && tokens[s + 3]?.w === "sudden" && s + 4 < e.verbIndex) s += 4;
  // a cut tail may not end on a pronoun either ("but you"); a whole clause may ("I hit it")
  // ("won't let me in", "picked her up": a particle after its object pronoun ends the clause well)
  // ("didn't want me to." keeps its "to": without it the words say the opposite)
  while (t > e.verbIndex && (t < e.end ? DANGLING_WORD : JOINING_WORD).test(tokens[t].w) && !particleAfterObject(tokens, t, e.end)) t--;
  // "at the lopsided": a tail cut between an adjective and its noun takes the noun, or drops the phrase
  const next = tokens[t + 1];
  // (a whole clause that punctuation closes may end on its adjective: "I arrived really late, about ten")
  if (isModifier(tokens[t].w) && next && next.sent === tokens[t].sent && next.brk < 2 && !(t === e.end && next.brk === 1)) {
    // (not onto an article: "full circle round the" is no better than "round")
    if (next.brk === 0 && t + 1 <= e.end && !isModifier(next.w) && !DANGLING_WORD.test(next.w)) t++;
    else while (t > e.verbIndex && (isModifier(tokens[t].w) || DANGLING_WORD.test(tokens[t].w))) t--;
  }
  // "…off the team and both him": a cut that leaves a scrap after "and" ends before the "and"
  const and = tokens.slice(e.verbIndex + 1, t + 1).findLastIndex((x) => x.w === "and") + e.verbIndex + 1;
  const scrap = tokens.slice(and + 1, t + 1).every((x) => /^(both|all|him|her|them|me|us|the|a|an|my|his|their|our|then|also)$/.test(x.w));
  // ("to help me lift one down, and drops": one word after a comma's "and" is the next clause's verb, cut off)
  // (not the last of a list: "roses, carnations, lilies, and orchids")
  const listed = tokens.slice(e.verbIndex + 1, and).some((x) => x.brk === 1);
  const clipped = t - and === 1 && tokens[and].brk === 1 && !listed;
  if (and > e.verbIndex + 1 && t - and <= 2 && (scrap || clipped)) t = and - 1;
  // ("it was dead": the state the clause turns on is never cut off it)
  const state = e.complement ? tokens.findIndex((x, k) => k > t && k <= e.end && k <= e.verbIndex + 3 && x.w === e.complement) : -1;
  if (state > t) t = state;
  s = withAntecedent(tokens, s, t, body);
  s = withHeadNoun(tokens, s, t, body);
  return unbracketed(text.slice(tokens[s].start, closedQuoteEnd(text, tokens[s].start, tokens[t].end)), tokens[e.verbIndex].raw);
}

const MARKS = {
  "'": { open: /(^|\s)'/g, close: /'($|[\s,.!?])/g },
  '"': { open: /(^|\s)"/g, close: /"($|[\s,.!?])/g },
};

/** "in this 'ball'": a quotation mark opened inside the evidence is closed with it, when the dream closes it right there */
function closedQuoteEnd(text: string, start: number, end: number): number {
  const mark = text[end];
  if (mark !== "'" && mark !== '"') return end;
  const x = text.slice(start, end);
  const { open, close } = MARKS[mark];
  return (x.match(open)?.length ?? 0) > (x.match(close)?.length ?? 0) ? end + 1 : end;
}

/** "let me in", "picked her up", "want me to.": a particle after its object pronoun, which ends a clause well */
function particleAfterObject(tokens: Token[], k: number, end: number): boolean {
  return (
    (/^(in|on|up|out|off|down|over|away|back)$/.test(tokens[k].w) || (tokens[k].w === "to" && k === end)) &&
    OBJECT.test(tokens[k - 1]?.w ?? "")
  );
}

/**
 * "It got stolen" tells a reader nothing alone: a short sentence that opens on "it" is quoted with
 * the short sentence before it, which says what "it" is ("Fang had a toy. It got stolen").
 */
function withAntecedent(tokens: Token[], s: number, t: number, body: number): number {
  if (tokens[s].w !== "it" || tokens[s].brk < 2 || t - s > 4 || s === 0) return s;
  let p = s - 1;
  while (p > 0 && tokens[p - 1].sent === tokens[s - 1].sent) p--;
  return s - p <= 10 && tokens[p].start >= body ? p : s;
}

/**
 * "who was getting off the bus helped me" tells a reader nothing of who: a relative clause without
 * a comma before it is quoted with the noun phrase it hangs on ("this nice boy who was getting…").
 */
function withHeadNoun(tokens: Token[], s: number, t: number, body: number): number {
  if (!/^(who|whom|which)$/.test(tokens[s].w) || tokens[s].brk !== 0 || s === 0) return s;
  const noun = s - 1;
  if (isFunctionWord(tokens[noun].w) && !/^(one|ones)$/.test(tokens[noun].w)) return s;
  let k = noun;
  while (k > 0 && noun - k < 3 && tokens[k].brk === 0 && ADJECTIVES.has(tokens[k - 1].w)) k--;
  // (the phrase opens on its determiner, "a friend who…", or is a name, "Ann who…")
  if (k > 0 && tokens[k].brk === 0 && DETERMINERS.has(tokens[k - 1].w)) k--;
  else if (!/^\p{Lu}/u.test(tokens[noun].raw)) return s;
  return tokens[k].start >= body && t - k <= 16 ? k : s;
}

/**
 * "While she is pouring us tea she is staring out at the harbor": with no comma to end it, a
 * subordinate clause ends before the main clause's subject and verb. (Not after a verb of saying or
 * thinking, whose object it is: "when I told her he was leaving".)
 */
function newSubjectBefore(tokens: Token[], e: { start: number; end: number; verbIndex: number }): number {
  // (only a clause that opens on "while", "when", "as"… goes on to a main clause of its own)
  const opener = tokens
    .slice(Math.max(0, e.start - 1), e.verbIndex)
    .find((t) => /^(while|when|as|after|before|because|since|once|although|though)$/.test(t.w));
  if (!opener) return e.end;
  if (
    /^(said|say|says|told|tell|tells|thought|think|thinks|knew|know|knows|realized|realised|hoped|felt|guess|guessed|figured|decided|noticed|saw|heard|wish|wished)$/.test(
      tokens[e.verbIndex].w,
    )
  )
    return e.end;
  for (let k = e.verbIndex + 2; k <= e.end; k++)
    if (
      SUBJECT.test(tokens[k].w) &&
      /^(is|was|were|are|am|had|has|would|could|will|did|can|kept|started)$/.test(tokens[k + 1]?.w ?? "") &&
      // (not inside a clause the verb takes: "shared with me how unaccepted he is")
      !tokens
        .slice(e.verbIndex + 1, k)
        .some((t) =>
          /^(that|who|which|and|but|or|if|when|because|so|than|as|where|while|until|before|after|whether|what|how|why)$/.test(t.w),
        )
    )
      return k - 1;
  return e.end;
}

const SAYING_OR_THINKING =
  /^(said|say|says|told|tell|tells|thought|think|thinks|knew|know|knows|realized|realised|noticed|saw|heard|felt|decided|guessed|figured|asked)$/;

/**
 * "When I got up to go she handed me a box": the same the other way round. With no comma to end
 * it, a subordinate clause that has a subject of its own is left out when the verb belongs to the
 * main clause, and the quotation starts at the main clause's subject ("she handed me a box").
 * (Not when the clause is a verb of saying or thinking with a single subject, whose object the
 * rest may be: "when I told her he was leaving".)
 */
function mainClauseStart(tokens: Token[], s: number, verbIndex: number): number {
  if (!/^(when|while|after|as|because|once|since|until|before|although|though)$/.test(tokens[s].w)) return s;
  let sub = verbIndex - 1;
  while (sub > s && /^(had|has|was|were|would|could|did|just|then|suddenly|also|finally|quickly|slowly)$/.test(tokens[sub].w)) sub--;
  // (a subject right after "that" or "who" opens a relative clause, not the main one: "the bag that they gave me")
  if (sub <= s + 2 || !SUBJECT.test(tokens[sub].w) || /^(that|who|which|whom|what|where|if|whether)$/.test(tokens[sub - 1].w)) return s;
  const clause = tokens.slice(s + 1, sub);
  if (tokens.slice(s + 1, sub + 1).some((x) => x.brk > 0)) return s;
  const subjects = clause.filter((x) => SUBJECT.test(x.w) || x.w === "it").length;
  if (subjects === 0 || (subjects === 1 && clause.some((x) => SAYING_OR_THINKING.test(x.w)))) return s;
  return sub;
}

/** "who teaches at a college) fall -- she broke her": a bracket or dash the cut left open ends the quotation there; the focus word stays in */
function unbracketed(x: string, focus: string): string {
  let out = x;
  // (the side of a bracket that holds the verb: "(we hate each other), well" is "we hate each other")
  const clause = (part: string) => part.includes(focus) && part.trim().split(/\s+/).length >= 3;
  const close = out.indexOf(")");
  if (close >= 0 && !out.slice(0, close).includes("(") && close < out.length - 1)
    out = clause(out.slice(0, close)) ? out.slice(0, close) : out.slice(close + 1);
  const open = out.lastIndexOf("(");
  if (open > 0 && !out.slice(open).includes(")")) out = clause(out.slice(open + 1)) ? out.slice(open + 1) : out.slice(0, open);
  // keep the side of a dash break that holds the focus word
  const parts = out.split(/\s+--\s+|\s+—\s+/);
  if (parts.length > 1) out = parts.find((p) => p.includes(focus)) ?? parts[0];
  return out.trim().replace(/[,;:]+$/, "") || x;
}
