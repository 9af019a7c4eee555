/**
 * Hostility told by a turn of phrase rather than a verb of attack: a look of contempt ("looked at me like I
 * was crazy"), a telling-off idiom ("took him to task", "lost her temper with me"), outrage at someone ("how dare
 * they"), being in jail, a heated exchange, and unfriendliness put as a kindness denied ("wasn't very nice to
 * me", "didn't think much of him", "didn't like it that I left") — which `interactionFrom` asks of negated events.
 */
import type { Entity } from "./characters";
import { personAfter } from "./characters";
import * as V from "./verb-classes";
import { type Rule, INSULTS, make, personWord, lemma, words, PERSON_PRONOUN, sentStart } from "./rule-kit";

/** what a scornful look takes someone for: "like I was crazy", "as if he were dirt" */
const SCORNED = /^(crazy|insane|nuts|mad|dirt|garbage|trash|scum|alien|idiot|stupid|freak|weirdo|nothing)$/;

/** "they looked at us like we were mad", "she stared at him as if he were dirt": a look of contempt */
export const contemptLook: Rule = (e, ctx) => {
  const { tokens } = ctx;
  if (!lemma(e, /^(look|stare|glance|gaze)$/) || e.negated) return null;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor))) return null;
  const at = tokens[e.verbIndex + 1]?.w === "at" ? e.verbIndex + 2 : -1;
  if (at < 0) return null;
  const to = personAfter(ctx.cast, tokens, e.verbIndex + 1, 2, from);
  if (!to && !PERSON_PRONOUN.test(tokens[at]?.w ?? "")) return null;
  const rest = words(tokens, at + 1, 8);
  const m =
    /^(like|as if|as though) (i|he|she|they|we|you) (was|were|am|is|had) (a |an |some |completely |totally |totally |a little )*(\S+)/.exec(
      rest,
    );
  return m && (SCORNED.test(m[5]) || INSULTS.test(m[5])) ? make("aggression", e, ctx, from, to) : null;
};

/** "took him to task", "lost her temper with me", "flew off the handle at us", "had words with him" */
export const tellingOff: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (e.negated || !(from || personWord(e.actor))) return null;
  // "took George to task": the one taken to task stands between the verb and "to task"
  if (lemma(e, /^take$/)) {
    for (let k = e.verbIndex + 1; k <= e.verbIndex + 4; k++)
      if (tokens[k]?.w === "to" && tokens[k + 1]?.w === "task") {
        const to = e.target?.entity ?? cast.ref[e.verbIndex + 1];
        return to !== from && (to || personWord(e.target)) ? make("aggression", e, ctx, from, to) : null;
      }
    return null;
  }
  // "lost his temper with me", "lost it at her"; "had words with him"
  const lost = lemma(e, /^lose$/) && /^(his|her|my|their|our|your) temper (with|at)\b/.test(words(tokens, e.verbIndex + 1, 3));
  const hadWords = lemma(e, /^have$/) && /^(words|a row|a falling out|a falling-out) with\b/.test(words(tokens, e.verbIndex + 1, 4));
  if (!lost && !hadWords) return null;
  const withAt = tokens.slice(e.verbIndex + 1, e.verbIndex + 6).findIndex((t) => /^(with|at)$/.test(t.w)) + e.verbIndex + 1;
  const to = personAfter(cast, tokens, withAt, 2, from);
  return to || PERSON_PRONOUN.test(tokens[withAt + 1]?.w ?? "") ? make("aggression", e, ctx, from, to) : null;
};

/**
 * "I thought, how dare they walk in like that", "'How dare you!' she said": outrage at someone is a hostile feeling,
 * from the one who thinks or says it (the dreamer, unless someone else is said to) to the one it names
 */
export const howDare: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const a = e.actor;
  if (!a || tokens[a.index - 1]?.w !== "dare" || tokens[a.index - 2]?.w !== "how") return null;
  const to = a.entity;
  if (a.entity === cast.dreamer || (!to && !/^(he|she|they|you)$/.test(a.word))) return null;
  // the one outraged: whoever says or thinks it just before in the sentence, else the dreamer
  const start = sentStart(tokens, e.verbIndex);
  let from: Entity | undefined = cast.dreamer;
  for (let k = a.index - 3; k >= start; k--)
    if (/^(said|says|thought|think|thinks|yelled|shouted|screamed|asked)$/.test(tokens[k].w)) {
      from = cast.ref[k - 1] ?? (tokens[k - 1]?.w === "i" ? cast.dreamer : undefined);
      break;
    }
  return from !== to ? make("aggression", e, ctx, from, to) : null;
};

/** "I am in jail", "we were in prison": the dreamer held in a cell, by whoever holds them */
export const jailed: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  if (e.verb !== "be" || e.negated || e.actor?.entity !== cast.dreamer || !/^(i|we|i'm|we're)$/.test(e.actor.word)) return null;
  if (!/^in (a |the )?(jail|prison|cell|dungeon|custody|jail cell|prison cell)\b/.test(words(tokens, e.verbIndex + 1, 3))) return null;
  // ("I was in prison visiting my uncle": a visit, not a sentence served)
  if (tokens.slice(e.verbIndex + 1, e.end + 4).some((t) => /^(visiting|visit|visited|working|work|worked|tour|touring)$/.test(t.w)))
    return null;
  return make("aggression", e, ctx, undefined, cast.dreamer);
};

/** "there was a heated discussion between the two men", "we had a heated debate": an angry exchange among those named */
export const heated: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  let k = -1;
  for (let j = e.verbIndex + 1; j < Math.min(e.end, e.verbIndex + 5); j++)
    if (tokens[j].w === "heated" && /^(discussion|debate|exchange|conversation|discussions|debates|argument)$/.test(tokens[j + 1]?.w ?? ""))
      k = j;
  if (k < 0) return null;
  const between = tokens.slice(k + 2, e.end + 1).findIndex((t) => /^(between|with|among)$/.test(t.w));
  const named = between >= 0 ? personAfter(cast, tokens, k + 2 + between, 3) : undefined;
  const from = e.actor?.entity && e.verb !== "be" ? e.actor.entity : named;
  const to = from === named ? undefined : named;
  return from || to ? make("aggression", e, ctx, from, to) : null;
};

/**
 * A kindness denied, asked of negated events only: "he wasn't very nice to me", "she was not friendly to us", "she didn't
 * think much of him", "my mother didn't like it that I left" — unfriendliness, which Hall and Van de Castle count as
 * (covert) hostility
 */
export const unkind: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (!e.negated || !(from || personWord(e.actor))) return null;
  // "wasn't very nice to me", "was not friendly"
  if (e.verb === "be" || lemma(e, /^(be|act|seem)$/)) {
    let k = e.verbIndex + 1;
    while (/^(not|n't|very|so|too|really|particularly|that|exactly|always|at|all|being|even|terribly|especially)$/.test(tokens[k]?.w ?? ""))
      k++;
    if (!V.FRIENDLY_MANNER.has(tokens[k]?.w ?? "") || tokens[k].brk > 0 || from === cast.dreamer) return null;
    // (toward someone named: "the guard was not friendly" describes him, toward no one in particular)
    if (!/^(to|with|toward|towards)$/.test(tokens[k + 1]?.w ?? "") || tokens[k + 1].brk > 0) return null;
    const to = personAfter(cast, tokens, k + 1, 3, from);
    return (to && to !== from) || PERSON_PRONOUN.test(tokens[k + 2]?.w ?? "") ? make("aggression", e, ctx, from, to) : null;
  }
  // "didn't think much of him", "didn't think much of either of them"
  // (not "didn't think much of it": a thing or a happening, given no thought)
  if (
    lemma(e, /^think$/) &&
    tokens[e.verbIndex + 1]?.w === "much" &&
    tokens[e.verbIndex + 2]?.w === "of" &&
    !/^(it|this|that|these|those|the|a|an|what)$/.test(tokens[e.verbIndex + 3]?.w ?? "")
  ) {
    const to = personAfter(cast, tokens, e.verbIndex + 2, 5, from);
    const someone = tokens.slice(e.verbIndex + 3, e.verbIndex + 8).some((t) => /^(him|her|them|me|us)$/.test(t.w));
    return (to && to !== from) || someone ? make("aggression", e, ctx, from, to) : null;
  }
  // "she didn't like it that I had gone", "he didn't like it when we left": the dreamer's deed disliked
  if (lemma(e, /^(like|appreciate|approve)$/) && /^(it )?(that|when|how) (i|we)\b/.test(words(tokens, e.verbIndex + 1, 3)))
    return from !== cast.dreamer ? make("aggression", e, ctx, from, cast.dreamer) : null;
  return null;
};
