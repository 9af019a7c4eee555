/**
 * Who acts in a quoted clause, read from its words: the reading says "it is you who acts" or "what
 * your mom does" only when the words bear it out. The events are parsed upstream and are usually
 * right, but a run-on clause ("as we left Dad had to carry me out") can hand the deed to the
 * wrong one; the words themselves settle it: a name followed by "me" or "us", with no "I" or "we"
 * between, is someone acting on the dreamer.
 */
import type { Entity } from "./characters";

const SKIP = /^(the|a|an|my|your|our|his|her|their|some|one|of)$/;

/** the words that name the character in a clause: "your mom" → mom, "Ms Braun" → ms, braun */
const namesOf = (who: Entity) =>
  new Set(
    [...who.label.toLowerCase().split(/\s+/), who.head.toLowerCase()]
      .map((w) => w.replace(/[^a-z'-]/g, ""))
      .filter((w) => w && !SKIP.test(w)),
  );

/** "them" when the character acts on the dreamer in these words, "you" when the dreamer acts first, else undefined */
export function doerIn(words: string, who: Entity): "them" | "you" | undefined {
  const toks = words.toLowerCase().match(/[a-z'’-]+/g) ?? [];
  const names = namesOf(who);
  // (a possessive names an owner, not a doer: "Mom's car")
  const at = toks.findIndex((t) => names.has(t) || names.has(t.replace(/s$/, "")));
  const self = (t: string) => t === "i" || t === "we" || t === "i'm" || t === "i’m";
  if (at >= 0 && !/['’]s$/.test(toks[at])) {
    for (let j = at + 1; j < toks.length && !self(toks[j]); j++) if (/^(me|us|myself|ourselves)$/.test(toks[j])) return "them";
  }
  const mine = toks.findIndex(self);
  if (mine >= 0 && (at < 0 || mine < at)) return "you";
  return undefined;
}

/** a deed that falls on the dreamer: "the teacher pulled me aside", "they threw us out" */
export const onDreamer = (words: string) => /\b(me|us|myself|ourselves)\b/i.test(words);

/** whether the clause names the character itself, not only "he", "she" or "they" standing for someone */
export function namedIn(words: string, who: Entity): boolean {
  const names = namesOf(who);
  return (words.toLowerCase().match(/[a-z'’-]+/g) ?? []).some((t) => names.has(t) || names.has(t.replace(/s$/, "")));
}

/**
 * What the dreamer's clause does not do: a wish or a hope ("I hoped she would call me") or a "no"
 * ("I did not miss him at all") — the reading must not say "what you do to him".
 */
export function notDoneIn(words: string): "wished" | "denied" | undefined {
  // (the dreamer's first clause only: "I opened the door and then wished it shut" is a deed first)
  const at = words.replace(/’/g, "'").search(/\b(I|we)\s/i);
  if (at < 0) return undefined;
  const w = words.replace(/’/g, "'").slice(at);
  if (/^(I|we)\s+(\w+\s+)?(hoped|hope|hoping|wished|wish|wanted|want|imagined|wondered)\b/i.test(w)) return "wished";
  // ("I didn't want to wake him" is care, not a "no" to him)
  if (/^(I|we)\s+(didn't|don't|did not|do not)\s+want\b/i.test(w)) return undefined;
  if (/^(I|we)\s+(wasn't|weren't|didn't|don't|couldn't|can't|won't|never|was not|were not|did not|do not|could not|no longer)\b/i.test(w))
    return "denied";
  return undefined;
}

/** verbs of calling out or asking, and what is asked for: "I called to her for help", "we begged him to save us" */
const APPEAL_VERB = String.raw`(call(ed|ing)?|cr(y|ied|ying)|yell(ed|ing)?|shout(ed|ing)?|scream(ed|ing)?|beg(ged|ging)?|plead(ed|ing)?|ask(ed|ing)?|beckon(ed|ing)?)`;
const APPEAL = new RegExp(String.raw`\b(I|we)\b[^.;!?]{0,30}?\b${APPEAL_VERB}\b[^.;!?]{0,40}?\b(help|save|rescue)\b`, "i");

/**
 * Whether the dreamer's clause calls on someone for help — "I tried to call to him, help me" — so
 * the reading can say what the dreamer counts on them for (someone else's cry is not the dreamer's).
 */
export const appealsTo = (words: string) => APPEAL.test(words) || /\bhelp me\b/i.test(words);

/** words of a blow or a wound: no help or kindness line may be built on them, however the coding files the act */
const HURTS =
  /\b(whip(s|ped|ping)?|lash(es|ed|ing)?|beat(s|en|ing)?|hit(s|ting)?|slap(s|ped|ping)?|punch(es|ed|ing)?|kick(s|ed|ing)?|stab(s|bed|bing)?|shoot(s|ing)?|spank(s|ed|ing)?|strangl(e|es|ed|ing)|chok(e|es|ed|ing)|bite(s)?)\b/i;

export const hurtsIn = (words: string) => HURTS.test(words);
