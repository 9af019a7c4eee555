/**
 * How a symbol stands in this dream, read from the words around its mentions: the dreamer's own
 * house or a house they do not know, water swum in or water drunk, a car parked or a car seen go by.
 * The lexicon writes a meaning for each such scene (content/lexicon, `scenes`); the first scene
 * that holds at one of the symbol's first mentions gives the symbol its meaning for this dream, so
 * the same dictionary line does not stand in every dream the symbol is in. A situation the events
 * give it (symbol-context.ts: a car that crashes, a house broken into) still goes over the scene.
 */
import type { Scene } from "@/content/lexicon";
import type { SymbolDef } from "./lexicon";
import type { Token } from "./tokenize";

/** how many of the symbol's mentions a scene is looked for at: the first two say how the dream sets it, later ones are other moments */
const MENTIONS = 2;
const DREAMER = /^(i|me|my|we|us|our|i'm|we're|i'd|we'd|i've|we've|i'll|myself|mine)$/;
/** the words that may stand between an owner and the thing: "my own house", "a big house", not "my friend's house" */
const BETWEEN =
  /^(own|big|little|small|new|nice|huge|large|beautiful|tiny|favourite|favorite|usual|regular|first|second|whole|entire|current|real)$/;

/** the words of the mention's sentence, the mention's own and `window` either side ("i died" holds at "died") */
function windowOf(tokens: Token[], first: number, last: number, window: number): string[] {
  const sent = tokens[first].sent;
  const out: string[] = [];
  for (let k = Math.max(0, first - window); k <= Math.min(tokens.length - 1, last + window); k++)
    if (tokens[k].sent === sent) out.push(tokens[k].w);
  return out;
}

type Part = { w: string; kind: "word" | "stem" | "ending" };

/**
 * A scene phrase's words, split once per phrase ("clean*" a stem, "*'s" an ending: any possessive,
 * "mom's", "keith's"): scenes are asked at every mention of every symbol, and splitting at each
 * call was a tenth of all the engine allocates.
 */
const PHRASE_PARTS = new Map<string, Part[]>();
function partsOf(phrase: string): Part[] {
  let parts = PHRASE_PARTS.get(phrase);
  if (!parts) {
    parts = phrase
      .split(" ")
      .map((p): Part =>
        p.endsWith("*")
          ? { w: p.slice(0, -1), kind: "stem" }
          : p.startsWith("*")
            ? { w: p.slice(1), kind: "ending" }
            : { w: p, kind: "word" },
      );
    PHRASE_PARTS.set(phrase, parts);
  }
  return parts;
}

function is(w: string, p: Part): boolean {
  if (p.kind === "stem") return w.startsWith(p.w);
  if (p.kind === "ending") return w.length > p.w.length && w.endsWith(p.w);
  return w === p.w;
}

/** whether a word or phrase ("clean*", "on fire", "*'s old house") stands in the words */
function stands(words: string[], phrase: string): boolean {
  const parts = partsOf(phrase);
  next: for (let i = 0; i + parts.length <= words.length; i++) {
    for (let j = 0; j < parts.length; j++) if (!is(words[i + j], parts[j])) continue next;
    return true;
  }
  return false;
}

function ownerOf(tokens: Token[], first: number): string {
  const prev = tokens[first - 1];
  if (!prev || tokens[first].brk !== 0) return "";
  if (BETWEEN.test(prev.w) && tokens[first - 2] && prev.brk === 0) return tokens[first - 2].w;
  return prev.w;
}

/** the words that stand between a subject and its act: "I was driving", "she had been driving" */
const AUX =
  /^(was|were|am|is|are|be|been|being|had|has|have|'d|would|could|will|did|do|does|kept|keep|started|start|began|just|still|also|then|now|all|both|always|finally|suddenly|was|got|get)$/;

/** who does the act at `first`: the dreamer, someone else, or unsaid ("" when no subject stands just before it) */
function doerOf(tokens: Token[], first: number): "dreamer" | "other" | "" {
  for (let k = first - 1; k >= 0 && k >= first - 4 && tokens[k + 1].brk === 0; k--) {
    const w = tokens[k].w;
    if (AUX.test(w)) continue;
    if (/^(i|we|i'm|we're|i'd|we'd|i've|we've|me)$/.test(w)) return "dreamer";
    if (/^(and|to|of|for|from|in|on|at|the|a|an|while|when|as|that|who|which|by|into|after|before|about|like|with)$/.test(w)) return "";
    // ("a high-speed chase", "the big kiss": a word right before the bare noun describes it, it does not do it)
    if (k === first - 1 && NOUN_FORM.test(tokens[first].w) && !PERSON_WORD.test(w) && !/^[A-Z]/.test(tokens[k].raw)) return "";
    return subjectAt(tokens, k) ? "other" : "";
  }
  return "";
}

/** mentions that are nouns in their bare form: "the chase", "a kiss" */
const NOUN_FORM = /^(chase|kiss|attack|hug|embrace|blood|sex|death|fight|run|drive|ride|hiding)$/;
const PERSON_WORD = /^(he|she|they|it|someone|somebody|everyone|everybody|people|nobody|others|who)$/;

const DETERMINER = /^(the|a|an|my|his|her|their|our|your|this|that|these|those|some|every|each|one|two|three|both|all)$/;

/** whether token k can be someone's subject: "he", "the guard", "Mum", "Sam's dog", not a verb ("I see blood") */
function subjectAt(tokens: Token[], k: number): boolean {
  const w = tokens[k].w;
  if (PERSON_WORD.test(w) || /^(he's|she's|they're|it's|he'd|she'd|they'd|they've)$/.test(w)) return true;
  if (w.endsWith("'s") || w.endsWith("s'")) return true;
  // (a name: "then Mum drove", "Sam ran")
  if (/^[A-Z]/.test(tokens[k].raw)) return true;
  // ("the guard", "the old sailor": a noun after a determiner, past at most one describing word)
  return (k > 0 && DETERMINER.test(tokens[k - 1].w)) || (k > 1 && tokens[k - 1].brk === 0 && DETERMINER.test(tokens[k - 2].w));
}

/** whether the scene holds at the mention spanning tokens first..last */
function sceneHolds(scene: Scene, tokens: Token[], first: number, last: number): boolean {
  const words = windowOf(tokens, first, last, scene.window ?? 6);
  if (
    scene.forms &&
    !scene.forms.includes(
      tokens
        .slice(first, last + 1)
        .map((t) => t.w)
        .join(" "),
    )
  )
    return false;
  if (scene.owner && !scene.owner.some((o) => stands([ownerOf(tokens, first)], o))) return false;
  if (scene.near && !scene.near.some((p) => stands(words, p))) return false;
  if (scene.not?.some((p) => stands(words, p))) return false;
  if (scene.by && doerOf(tokens, first) !== scene.by) return false;
  if (scene.dreamer && !tokens.some((t) => t.sent === tokens[first].sent && DREAMER.test(t.w))) return false;
  return true;
}

/** the first of the record's scenes that holds at one of its first mentions, each given as [first, last] */
export function sceneOf(def: SymbolDef, mentions: [number, number][], tokens: Token[]): Scene | undefined {
  const some = mentions.slice(0, MENTIONS);
  // (whose it is is said when it is brought in: "the house on Elm Street … a one-storey house" is not a house unknown)
  return def.scenes?.find((s) => (s.owner ? some.slice(0, 1) : some).some(([first, last]) => sceneHolds(s, tokens, first, last)));
}

/** the record with the scene's meaning in place of its own, as this dream reads it */
export function inScene(def: SymbolDef, scene: Scene | undefined): SymbolDef {
  return scene ? { ...def, meaning: { ...def.meaning, ...scene.meaning } } : def;
}
