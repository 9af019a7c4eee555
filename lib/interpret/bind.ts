/**
 * The dreamer's "no": what they do not want or refuse in the dream ("I didn't want to go", "I
 * refused"), who presses them to it ("she insisted", "he wouldn't drop it") and whether they give
 * way ("in the end I had to drink it"). A dream that sets a refusal against a demand is about that pull,
 * whatever its furniture; the reading starts there before it decodes any symbol.
 */
import type { Analysis } from "./analyze";
import type { Event } from "./events";
import { clauseEdge } from "./moments";
import type { Secret } from "./secret";
import { notesStart } from "./tokenize";

export type Bind = {
  /** the dreamer's reluctance or refusal, from "I" to the clause's edge */
  no: string;
  /** someone else's insisting, pressing or forcing, near the refusal */
  press?: string;
  /** the dreamer doing it after all: "I ended up going", "I gave in" */
  yielded?: string;
};

/** what the dreamer fears rather than refuses: "I didn't want to fall" is dread of a mishap, not a "no" */
const DREADED = new Set(["be", "get", "fall", "die", "lose", "drown", "crash", "miss", "fail", "awaken", "awake", "forget", "cry"]);
/** restraint out of care for someone, not a refusal: "I didn't want to bother them", "to ruin his ball" */
const CARE = new Set([
  "bother",
  "disturb",
  "ruin",
  "upset",
  "offend",
  "scare",
  "frighten",
  "interrupt",
  "embarrass",
  "worry",
  "hurt",
  "wake",
  "break",
  "spoil",
  "disappoint",
]);
const REFUSE = new Set(["refuse", "decline", "reject", "resist"]);
/** pressing someone to an act: "she made me sign", "they pressured me to stay" */
const PRESS = new Set(["insist", "force", "pressure", "push", "urge", "persuade", "convince", "beg", "coax", "nag", "pester", "make"]);
/** what keeps on at the dreamer: "he wouldn't drop it", "she wouldn't take no for an answer" */
const RELENT = new Set(["drop", "stop", "quit", "let", "take", "give", "leave"]);
const DETERMINER = /^(my|his|her|our|their|your|the|a|an|this|that)$/;
const GIVE_WAY = /^(agree|relent|comply|obey|submit)$/;

const denied = (a: Analysis, e: Event, from: number) =>
  e.negated || a.tokens.slice(from, e.verbIndex).some((t) => /^(not|never)$/.test(t.w) || t.w.endsWith("n't"));

/** the words of an event from its actor (or clause start) to the clause's edge, if short enough to quote */
function clauseWords(a: Analysis, e: Event, from: number): string | undefined {
  // ("I was saying no that I couldn't": the "no" is the clause)
  // ("my mother forced me": the actor's determiner comes with it)
  if (from > e.start && DETERMINER.test(a.tokens[from - 1].w)) from--;
  const t = saysNo(a, e) ? e.verbIndex + 1 : clauseEdge(a, e);
  const words = a.text.slice(a.tokens[from].start, a.tokens[t].end);
  // (a quotation cut in half cannot be quoted again)
  return t - from <= 16 && !/["“”]/.test(words) ? words : undefined;
}

const saysNo = (a: Analysis, e: Event) => e.lemmas[0] === "say" && a.tokens[e.verbIndex + 1]?.w === "no";

/** "I didn't want to go", "I refused": the dreamer's own "no" (not "I didn't want him to fall") */
function refusal(a: Analysis, e: Event): boolean {
  const from = e.actor!.index;
  // ("didn't want to climb the ladder in case it slipped": a fear with its reason, not a refusal)
  const fearful = a.tokens
    .slice(e.verbIndex, e.end + 1)
    .some((t, k, ts) => /^(incase|lest)$/.test(t.w) || (t.w === "in" && ts[k + 1]?.w === "case"));
  const reluctant = e.aspect.includes("want") && denied(a, e, from) && !fearful && !e.lemmas.some((l) => DREADED.has(l) || CARE.has(l));
  const refused = (REFUSE.has(e.lemmas[0]) || e.aspect.some((x) => REFUSE.has(x))) && !denied(a, e, from);
  return reluctant || refused;
}

/** "they insisted", "my mother forced me to go", "she wouldn't let it go", "she kept begging" */
function pressing(a: Analysis, e: Event): boolean {
  const tk = a.tokens;
  const d = a.cast.dreamer;
  // ("I'm not convinced": the dreamer's own doubt, no one pressing)
  if (e.actor?.entity === d || e.passive || /^(i|i'm|we)$/.test(tk[e.start].w)) return false;
  const lemma = e.lemmas[0];
  const next = tk[e.verbIndex + 1]?.w;
  // ("made me feel better", "made fun of me": no one is pressed)
  const made = lemma === "make" && next === "me" && !/^(feel|laugh|smile|cry|think|realize|wonder)$/.test(tk[e.verbIndex + 2]?.w ?? "");
  const insists = lemma !== "make" && PRESS.has(lemma) && (lemma === "insist" || e.target?.entity === d || next === "me");
  const relentless =
    RELENT.has(lemma) && denied(a, e, e.start) && tk.slice(e.verbIndex - 2, e.verbIndex).some((t) => /^(would|wouldn't|won't)$/.test(t.w));
  const keptOn = e.aspect.includes("keep") && /^(ask|beg|insist|push|pester|nag|call)$/.test(lemma);
  return made || insists || relentless || keptOn;
}

/**
 * The dreamer doing what they refused: the same verb ("didn't want to eat … had to eat it"), or, for
 * coming and going, said to be against their will ("I reluctantly went", "I ended up going").
 */
function sameAct(a: Analysis, e: Event, no: Event): boolean {
  if (e.lemmas[0] !== no.lemmas[0]) return false;
  if (!/^(go|come|leave|get)$/.test(e.lemmas[0])) return true;
  return a.tokens.slice(e.start, e.end + 1).some((t) => /^(anyway|reluctantly|still|ended|end)$/.test(t.w));
}

/**
 * The dreamer's "no" in the dream, the demand set against it, and whether it holds; not a "no" that
 * keeps a secret ("I didn't want to tell her"), which the secret's reading tells.
 */
export function bindOf(a: Analysis, secret?: Secret): Bind | undefined {
  const d = a.cast.dreamer;
  const notes = notesStart(a.text);
  const real = (e: Event) => !e.reported && !e.unreal && a.tokens[e.verbIndex].start < notes;
  // (the dreamer as subject: "forced me to go" is not the dreamer going of their own accord)
  const mine = (e: Event) => real(e) && e.actor?.entity === d && e.actor.index < e.verbIndex && /^(i|we)$/.test(a.tokens[e.actor.index].w);
  // (the demand a sentence either side of the refusal: "he insisted I drink it and I pushed it away")
  const pressOn = (no: Event) => a.events.find((e) => real(e) && Math.abs(e.sent - no.sent) <= 1 && pressing(a, e));
  // ("I said no" is an answer to anything, a refusal only when someone presses)
  // (the parser takes "I don't know if he wanted … but I was saying no" as a thought; saying is not)
  const said = (e: Event) => saysNo(a, e) && !e.reported && e.actor?.entity === d && !!pressOn(e);
  const no = a.events.find((e) => (mine(e) && refusal(a, e)) || said(e));
  const noWords = no && clauseWords(a, no, no.actor!.index);
  if (!no || !noWords || (secret && (secret.words.includes(noWords) || noWords.includes(secret.words)))) return undefined;
  const press = pressOn(no);
  const again = a.events.find(
    (e) =>
      mine(e) &&
      e.start > no.end &&
      !saysNo(a, e) &&
      e.sent - no.sent <= 2 &&
      !denied(a, e, e.actor!.index) &&
      // ("he insisted that I should drink it": the demand's own words, not the dreamer giving way)
      !e.aspect.some((x) => /^(would|could|want|try|going|wish|hope|need)$/.test(x)) &&
      // ("I was scared to go" is no giving way; "I had to eat it" is)
      (a.tokens[e.verbIndex - 1]?.w !== "to" || /^(had|have|has)$/.test(a.tokens[e.verbIndex - 2]?.w ?? "")) &&
      (sameAct(a, e, no) || GIVE_WAY.test(e.lemmas[0]) || (e.lemmas[0] === "give" && e.particle === "in")),
  );
  const yielded = again && clauseWords(a, again, again.actor!.index);
  return {
    no: noWords,
    press: press && clauseWords(a, press, press.actor?.index ?? press.start),
    // ("I started to resist, but gave in": one clause tells both, and is quoted once)
    yielded: yielded?.includes(noWords) ? undefined : yielded,
  };
}
