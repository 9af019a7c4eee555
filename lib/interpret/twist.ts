/**
 * The dream's reveal: the moment someone or something turns out to be other than it seemed ("the
 * waiter at the counter turned around and to my shock it was my brother", "the host turned out to be
 * my old teacher"). Dreams often hinge on such a substitution, and a reading that misses it misses
 * the dream.
 */
import type { Cast, Entity } from "./characters";
import { evidenceOf } from "./evidence";
import type { Event } from "./events";
import { someInSentences, type Token } from "./tokenize";

export type Twist = { sent: number; focus: number; evidence: string; who?: Entity };

const SURPRISE = /^(surprise|amazement|horror|shock|astonishment|dismay|disbelief)$/;
const FOUND_OUT = /^(realized|realised|discovered|noticed|saw|found|learned|recognized|recognised)$/;
const IS = /^(was|were|is|are)$/;
/** "actually", "really": what it seemed is corrected */
const AFTER_ALL = /^(actually|really)$/;

/** the character named right after `i` in its sentence (not the dreamer) */
function revealed(cast: Cast, tokens: Token[], i: number): Entity | undefined {
  for (let k = i + 1; k < tokens.length && k <= i + 8 && tokens[k].sent === tokens[i].sent; k++) {
    const who = cast.ref[k];
    // "her fiance": the one named, not the "her" before him; "her front yard": a thing of hers, no one revealed
    const determiner =
      /^(his|her|their)$/.test(tokens[k].w) &&
      tokens[k + 1]?.brk === 0 &&
      tokens[k + 1].sent === tokens[k].sent &&
      !/^(and|or|but|to|was|is)$/.test(tokens[k + 1].w);
    if (who && who !== cast.dreamer && !determiner) return who;
  }
  return undefined;
}

/** "was my father", "was actually an old friend": a person is what the copula names, with nothing else between */
function personRightAfter(cast: Cast, tokens: Token[], k: number): boolean {
  for (let j = k + 1; j <= k + 4 && j < tokens.length && tokens[j].sent === tokens[k].sent; j++) {
    const who = cast.ref[j];
    if (who && who !== cast.dreamer && !/^(his|her|their)$/.test(tokens[j].w)) return true;
    if (!/^(the|a|an|my|his|her|their|our|actually|really|just|old|own|dear|best|little|big|late|former)$/.test(tokens[j].w)) return false;
  }
  return false;
}

/** turn */
const TURN = /^(turned|turns|turn)$/;

/** "wasn't", "isn't", "was not": what it seemed, denied */
const WAS_NOT = /^(wasn't|weren't|isn't|wasnt)$/;

/** "it wasn't X — it was Y": the correction's "was", when Y is someone (a person, an animal, a creature) */
function notThisButThat(tokens: Token[], cast: Cast, i: number): number | null {
  const denied = WAS_NOT.test(tokens[i].w) || (IS.test(tokens[i].w) && tokens[i + 1]?.w === "not");
  const subject = tokens[i - 1]?.w ?? "";
  // ("it wasn't mine": whose it is, not what it is)
  if (!denied || !/^(it|that|this|he|she|they)$/.test(subject) || /^(mine|yours|ours|theirs|hers|his)$/.test(tokens[i + 1]?.w ?? ""))
    return null;
  for (let k = i + 2; k <= i + 12 && k < tokens.length - 1 && tokens[k].sent === tokens[i].sent; k++) {
    // the same subject again ("she wasn't me; she was Samantha"), or "but" and at once what it was ("but my cousin")
    const again = IS.test(tokens[k].w) && tokens[k - 1].w === subject;
    const but = tokens[k].w === "but" && /^(a|an|the|my|our|actually|really)$/.test(tokens[k + 1]?.w ?? "");
    if ((again || but) && personRightAfter(cast, tokens, k)) return k;
  }
  return null;
}

/** where in sentence order the reveal sits, and the word it turns on; null when the dream has none */
function revealAt(tokens: Token[], cast: Cast): number | null {
  for (let i = 1; i < tokens.length - 1; i++) {
    const [prev, w, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    const sameClause = next.brk === 0;
    // ("as it turned out, the bell rang before my turn": the idiom tells how things went, not who someone was)
    if (TURN.test(w.w) && next.w === "out" && sameClause && !(prev.w === "it" && tokens[i - 2]?.w === "as")) return i;
    if (prev.w === "to" && /^(my|our)$/.test(w.w) && SURPRISE.test(next.w)) return i + 1;
    // "realized it was my brother", "saw that the man was actually a woman" — not "realized it was the car of a neighbor"
    if (FOUND_OUT.test(w.w)) {
      for (let k = i + 1; k <= i + 5 && k < tokens.length - 1 && tokens[k].sent === w.sent; k++)
        if (IS.test(tokens[k].w) && (AFTER_ALL.test(tokens[k + 1].w) || personRightAfter(cast, tokens, k))) {
          if (tokens[k - 1].w !== "i" && tokens[k - 1].w !== "we") return k;
        }
    }
    // "it wasn't a goat -- it was my neighbour", "it wasn't just some boy, it was my cousin"
    const corrected = notThisButThat(tokens, cast, i);
    if (corrected !== null) return corrected;
    // "it was actually my mother", "the dog was really a wolf"
    // ("there were actually a bunch of them" only counts)
    if (
      IS.test(w.w) &&
      AFTER_ALL.test(next.w) &&
      prev.w !== "there" &&
      /^(my|a|an|the|his|her|their|our|\p{Lu}.*)$/u.test(tokens[i + 2]?.raw ?? "")
    )
      return i;
  }
  return null;
}

export function findTwist(text: string, tokens: Token[], events: Event[], cast: Cast): Twist | null {
  const at = revealAt(tokens, cast);
  if (at === null) return null;
  const e = events.find((x) => at >= x.start && at <= x.end && x.sent === tokens[at].sent);
  // ("she is actually dead in reality": a note about waking life, not a turn of the dream)
  if (!e || e.negated || e.unreal) return null;
  // ("it was really a strange dream", "it was actually a dream about a dream": the telling's comment, not a turn of the dream)
  if (
    /^(dream|dreams|nightmare|nightmares)$/.test(
      tokens.slice(at, at + 6).find((t) => /^(dream|dreams|nightmare|nightmares)$/.test(t.w))?.w ?? "",
    )
  )
    return null;
  // a reveal about others ("Marco, who turned out to be her husband") is news, not the dream's turn
  if (!someInSentences(tokens, tokens[at].sent, tokens[at].sent, (_, k) => cast.ref[k] === cast.dreamer)) return null;
  return { sent: tokens[at].sent, focus: at, evidence: evidenceOf(text, tokens, { ...e, verbIndex: at }), who: revealed(cast, tokens, at) };
}
