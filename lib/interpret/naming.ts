/**
 * How the prose names the dream's material: symbols as noun phrases ("your old house", "the
 * chase"), places with their prepositions, feelings as nouns, second mentions, quotations. The
 * deterministic picker and `cap` live in lib/text and are re-exported for the engine.
 */
import type { Entity } from "./characters";
import type { FoundSymbol } from "./symbols";
import { ownerBefore } from "./owner-before";
import { isPlural, tidyQuote, toYou } from "./phrase";
import { tagsOf } from "./words";

// The engine's prose uses the app's one set of text helpers.
export { cap } from "@/lib/text/case";
export { hashString, Picker } from "@/lib/text/pick";

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
/** the dream's words in quotation marks, tidied at their edges (`tidyQuote`) */
export const q = (s: string) => `“${tidyQuote(clean(s))}”`;

/** How the dream itself names a symbol, as a noun phrase ("your old house", "the sea", "flight"). */
const nounCache = new WeakMap<FoundSymbol, string>();
export function nounOf(s: FoundSymbol): string {
  let v = nounCache.get(s);
  if (v === undefined) {
    v = computeNoun(s);
    nounCache.set(s, v);
  }
  return v;
}
function computeNoun(s: FoundSymbol): string {
  if (s.def.noun) return s.def.noun;
  // a proper noun keeps its capital and takes no article ("China"); an acronym keeps its case ("TV")
  if (s.proper) return s.proper;
  // an adjective in the dream ("got sick", "was naked") is named by its symbol
  if (
    /^(sick|ill|dead|pregnant|drunk|blind|deaf|hurt|injured|broken|rich|poor|naked|nude|lost|late|wet|bleeding|invisible|married|engaged)$/i.test(
      s.surface,
    )
  )
    return /(ness|ion|th|ty|ism|ence|ance)$/.test(s.def.name) ? s.def.name : `the ${s.def.name}`;
  if (/^\p{Lu}{2,}$/u.test(s.surface)) return `the ${s.surface}`;
  const surface = toYou(s.surface.toLowerCase());
  // keep the dreamer's possessive: “my grandmother's house” → your grandmother's house
  const lowSurface = s.surface.toLowerCase();
  const lowQuote = s.quote.toLowerCase();
  if ((lowQuote.includes(`my ${lowSurface}`) || lowQuote.includes(`our ${lowSurface}`)) && !/^(your|my|our)\b/.test(surface))
    return `your ${surface}`;
  // a verb phrase ("called me", "fell") is named by its symbol instead
  if (
    /\b(me|you|him|her|us|them|it|yourself|myself|himself|herself|ourselves|yourselves|themselves|itself)$/.test(surface) ||
    /^(was|were|got|get|had)\b/.test(surface)
  )
    return `the ${s.def.name}`;
  if (!s.surface.includes(" ") && /(ed|ing)$/.test(surface) && !/(ing)$/.test(s.def.name)) return `the ${s.def.name}`;
  // "it would explode", "sang": a bare verb is named by its symbol ("the explosion", "the music"), not "the explode"
  if (
    !s.surface.includes(" ") &&
    surface !== s.def.name &&
    (tagsOf(surface).includes("Infinitive") || tagsOf(surface).includes("PastTense"))
  )
    return `the ${s.def.name}`;
  // ("blew up", "ran away": a phrasal verb too)
  const head = surface.split(" ")[0];
  if (
    surface.includes(" ") &&
    /^(blew|blow|ran|run|fell|fall|broke|break|woke|wake|flew|fly|hung|hang|answered|answer|picked|pick|called|call)$/.test(head)
  )
    return `the ${s.def.name}`;
  if (
    /^(fell|flew|ran|swam|ate|drove|rode|fought|died|woke|hid|sank|bit|lost|stole|broke|cried|hit|shot|shoot|marry|propose|stab)$/.test(
      surface,
    )
  )
    return `the ${s.def.name}`;
  if (/^(your|a|an|the|some)\b/.test(surface)) return surface;
  // "his wife", "her son": someone else's relative is not the dreamer's
  if (
    ["his", "her", "their", "its", "'s", "’s"].some((p) => lowQuote.includes(`${p} ${lowSurface}`) || ownerBefore(lowQuote, p, lowSurface))
  )
    return `the ${surface}`;
  if (s.def.category === "person" && /^(mother|mom|mum|father|dad|sister|brother|grand|husband|wife|son|daughter|parents)/.test(surface))
    return `your ${surface}`;
  if (surface.split(" ").length > 2) return `“${s.surface}”`;
  return `the ${surface}`;
}

/** emotion labels that read as nouns in any sentence ("that unhappiness", "you felt contentment") */
const LABEL_NOUN: Record<string, string> = { "feeling bad": "unhappiness", "feeling good": "contentment", "being in love": "love" };
export function emoNoun(label: string): string {
  return LABEL_NOUN[label] ?? label;
}

/** a group the dream names without an article ("team", "people") reads with one in prose */
export function bare(label: string): string {
  if (!/^\p{Ll}+$/u.test(label) || /^(someone|somebody|everyone|everybody|nobody|family)$/.test(label)) return label;
  if (label === "people") return "other people";
  return isPlural(label) ? label : `the ${label}`;
}

/** a character's label as a definite second mention: "a man" → "the man", "some people" → "those people" */
export function definite(label0: string): string {
  const label = bare(label0);
  if (/^(a|an)\s/.test(label)) return label.replace(/^(a|an)\s/, "the ");
  // ("some people" → "those people", but "some lady" → "the lady")
  if (/^some\s/.test(label)) return label.replace(/^some\s/, isPlural(label) ? "those " : "the ");
  if (label === "someone" || label === "somebody") return "that person";
  return label;
}

/** A place with its preposition and article, keeping the dreamer's possessives and proper names. */
export function placePhrase(place: string): string {
  if (/['’]s$/.test(place)) return `at ${place}`;
  const proper = /^\p{Lu}/u.test(place) && !/^(My|Our|Your)\b/.test(place);
  const p = proper ? place : toYou(place.toLowerCase());
  const head = p.split(" ").pop() ?? p;
  const on =
    /^(platform|roof|rooftop|boat|ship|train|bus|plane|bridge|island|stage|street|road|highway|beach|shore|sidewalk|balcony|deck|porch|stairs|staircase|ferry|yacht|subway|cliff|ledge|mountain|hill|farm|campus|playground)$/;
  const at =
    /(school|college|university|work|office|party|airport|station|mall|store|shop|gym|church|hospital|restaurant|concert|wedding|funeral|lake|river|park|desk|door|table|window|party|bar|club|zoo|museum|game)$/;
  const prep = on.test(head) ? "on" : at.test(head) ? "at" : "in";
  const det = proper || /^(your|a|an|the|some|his|her|their)\b/.test(p) ? "" : "the ";
  return `${prep} ${det}${p}`;
}

/** how prose points back at a character as an object: "him", "her", "them" (a group, or a sex the dream does not give) */
export const objectPronoun = (who: Pick<Entity, "group" | "sex"> | undefined): string =>
  !who || who.group ? "them" : who.sex === "m" ? "him" : who.sex === "f" ? "her" : "them";

// Words that carry nothing of a dream on their own: a quote made only of them ("threw them at
// them", "said", "I don't know") is a pointless quote, whatever sentence it is set in.
const EMPTY_WORDS = new Set(
  (
    "a an the this that these those some any my our your his her their its " +
    "i me we us you he him she her they them it myself ourselves himself herself themselves itself " +
    "who what which there here someone somebody something anyone anything everyone everything nobody nothing " +
    "was were is are am be been being had has have having do does did done would could should will can might must may " +
    "say says said saying tell told go goes went going gone get gets got getting make made come came " +
    "not no yes yeah oh ok okay well just really very so then and but or to of in on at for with about up out off back " +
    "like know knew think thought guess mean see saw look looked looking"
  ).split(" "),
);
/** a bare stock reply: "I don't know", "no", "I said no", "yes I will", "I'm not sure" */
const STOCK_REPLY =
  /^(i\s+)?(say\s+|said\s+)?(no|yes|ok|okay|sure|fine|thanks|thank you|sorry|hello|hi|bye|goodbye|what|why|really|maybe|i (do not|don't|did not|didn't) know|(i'm|i am) not sure|no,? i (didn't|don't|won't|can't))[.!?]*$/i;
/** a quote cut before its object: "I cried for a long", "threw them at", "he was about to", "to see Anna's" */
const CUT_BEFORE_OBJECT =
  /(\b(a|an|the|my|your|his|her|their|our|its|to|at|for|of|with|into|onto|from|about|and|but|or|a long|very|so|too)|\w['’]s)$/i;

/**
 * Whether a run of the dream's words is worth building a sentence on: it names something (a word
 * that is neither a pronoun, a light verb nor a filler), is not a bare stock reply, and is not
 * cut before its object. A single feeling word ("Worried") fails too: the sentence around it
 * already names the feeling, so the quote adds nothing.
 */
export function worthQuoting(s: string | undefined): boolean {
  if (!s) return false;
  const t = tidyQuote(clean(s));
  const ws =
    t
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z][a-z']*/g) ?? [];
  if (ws.length < 2) return false;
  if (STOCK_REPLY.test(t.replace(/[,"“”]/g, "").trim())) return false;
  if (CUT_BEFORE_OBJECT.test(t.replace(/[.,;:!?"”]+$/, ""))) return false;
  const content = ws.filter(
    (w) => !EMPTY_WORDS.has(w) && !/^(i'm|i'd|i've|i'll|it's|that's|there's|don't|didn't|can't|won't|wasn't)$/.test(w),
  );
  // ("threw them at them", "told her": a short clause whose only word of substance is a verb done to a pronoun
  // names nobody and nothing; "I was surprised" keeps its feeling)
  const verbOnly =
    ws.length <= 5 && ws.some((w) => /^(him|her|them|it|me|us)$/.test(w)) && content.every((w) => tagsOf(w).some((t) => VERB_TAGS.has(t)));
  return content.length > 0 && !verbOnly;
}
const VERB_TAGS = new Set(["PastTense", "Infinitive", "Gerund", "PresentTense", "Verb"]);
