/**
 * The dreamer's feeling with what brings it on, in one whole quotation of the dream: the reason
 * given after it ("upset … because of the idea of never going home again"), the clause before
 * it, or — for a short feeling sentence — the happening in the sentence before. Where a reading
 * without a shape starts.
 */
import type { Analysis } from "./analyze";
import type { EmotionHit } from "./emotions";
import type { Event } from "./events";

/** `after`: the reason follows the feeling; `cause`: the reason's own words */
export type FeelingScene = { feeling: EmotionHit; words: string; cause: string; after: boolean };

/** what opens a feeling's reason after it: "upset *because* …", "impatient with my partner *who* …", "anxious *to* get out" */
const CAUSE_AFTER = /^(because|that|at|about|of|by|with|to|when|since|who|which|for|over)$/;
const CONJ = /^(and|but|then|so|or|when|because)$/;

/** a feeling and what brings it on, in one whole quotation: the reason after it, or the clause before it */
function causeOf(a: Analysis, feeling: EmotionHit): Omit<FeelingScene, "feeling"> | undefined {
  const { tokens: tk, text } = a;
  const at = tk.findIndex((t) => t.start >= feeling.start);
  if (at < 0) return undefined;
  const last = tk.findLastIndex((t) => t.end <= feeling.end);
  const own = a.events.find((e) => e.sent === tk[at].sent && at >= e.start && at <= e.end);
  if (!own) return undefined;
  // a clause ends at punctuation or at the sentence's end, never mid-phrase
  const closes = (k: number) =>
    k + 1 >= tk.length || tk[k + 1].sent !== tk[k].sent || /[,;:.!?()—]/.test(text.slice(tk[k].end, tk[k + 1].start));
  const words = (s: number, t: number, keep = false) => {
    while (!keep && s < t && CONJ.test(tk[s].w)) s++;
    return text.slice(tk[s].start, tk[t].end);
  };
  // the reason that follows ("I was terribly upset and weeping because of the idea of never going home again")
  const opener = [1, 2, 3, 4].map((k) => last + k).find((k) => tk[k]?.sent === tk[at].sent && CAUSE_AFTER.test(tk[k].w));
  if (opener !== undefined) {
    let t = opener + 1;
    while (t < tk.length && !closes(t) && t - own.start < 28) t++;
    if (closes(t) && t > opener + 1) return { words: words(own.start, t), cause: words(opener, t, true), after: true };
    // ("I felt rather bad about that, thinking …": its reason is the sentence before, which "that" stands for)
    const before = closes(t) && /^(that|this|it)$/.test(tk[t]?.w ?? "") ? sentenceBefore(a, own, at, t) : undefined;
    if (before) return before;
  }
  // or the sentence's first clause before it, if the two fit in one quotation
  const cause = a.events.find((e) => e.sent === own.sent && e.end < own.start && own.end - e.start <= 24);
  // ("I was dismayed, and asked Lena whether it was real": the feeling's clause, not the whole sentence, follows the news)
  if (!cause) {
    let edge = Math.max(last, at);
    while (edge < tk.length - 1 && !closes(edge)) edge++;
    const reaction = edge - own.start <= 6 && tk[edge + 1]?.sent === own.sent && /^(and|but|so|then)$/.test(tk[edge + 1].w);
    if (reaction) return sentenceBefore(a, own, at, edge);
    if (closes(Math.max(last, own.end))) return sentenceBefore(a, own, at, tk.length);
  }
  if (!cause || !closes(own.end)) return undefined;
  // the cause's own words end at its clause's edge, never mid-phrase ("as if she was choosing which road to take or")
  let end = at - 1;
  while (end > cause.verbIndex && !closes(end)) end--;
  if (!closes(end)) return undefined;
  return { words: words(cause.start, own.end), cause: words(cause.start, end), after: false };
}

/**
 * A feeling said in a short sentence of its own takes the sentence before it as its cause, when that
 * one tells something happening: "Many black cows are running in circles around my house. I am
 * trapped and just a bit scared."
 */
function sentenceBefore(a: Analysis, own: Event, at: number, edge: number): Omit<FeelingScene, "feeling"> | undefined {
  const tk = a.tokens;
  const mine = tk.filter((t, k) => t.sent === own.sent && k <= edge);
  let before = tk.filter((t) => t.sent === own.sent - 1);
  if (!before.length || mine.length > 10 || tk.indexOf(mine[0]) !== own.start || at - own.start > 3) return undefined;
  // a long sentence before gives its last clause: "…I noticed four or five huge eels under the pier. It was very unnerving."
  while (before.length + mine.length > 30) {
    const cut = before.findIndex((t, k) => k > 0 && /[,;:—]/.test(a.text.slice(before[k - 1].end, t.start)));
    if (cut < 0) return undefined;
    before = before.slice(cut);
  }
  const happening = a.events.some((e) => e.sent === own.sent - 1 && !e.reported && !e.unreal && !e.negated && e.verb !== "be");
  if (!happening) return undefined;
  const words = a.text.slice(before[0].start, mine.at(-1)!.end);
  // (not across an aside in brackets, nor from a questionnaire's "Feelings and Thoughts: scared", nor a passage too long to quote)
  if (/[[\]:]/.test(words) || words.split(/\s+/).length > 36) return undefined;
  return { words, cause: a.text.slice(before[0].start, before.at(-1)!.end), after: false };
}

/** the first of the dreamer's feelings whose cause the dream gives, with it */
export function feelingSceneOf(a: Analysis): FeelingScene | undefined {
  // (a passing puzzlement is seldom what the dream is about: the other feelings are tried first)
  const first = a.emotions.slice(0, 4);
  for (const feeling of [...first.filter((x) => x.code !== "CO"), ...first.filter((x) => x.code === "CO")]) {
    const cause = causeOf(a, feeling);
    if (cause) return { feeling, ...cause };
  }
  return undefined;
}
