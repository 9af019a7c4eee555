/**
 * What every paragraph of the reading shares: the lead-ins that tie a sentence to the one before,
 * how characters are named on first and later mention, a symbol in the situation the dream puts
 * it in, and the small checks on a shape's voices (anchored in the dream's words, calmed for friction).
 */
import type { Fill } from "./arc-readings";
import { bare, definite, nounOf, worthQuoting, type Picker } from "./naming";
import type { Entity } from "./characters";
import { isPlural } from "./phrase";
import type { KeySymbol, Plot } from "./plot";
import type { EmotionHit } from "./emotions";

/** Lead-ins that tie a sentence to the one before it, so no two readings open their sentences alike. */
const LEADS = {
  jung: [
    "",
    "",
    "Here,",
    "In this dream,",
    "Beyond that,",
    "Just as telling,",
    "Alongside this,",
    "Looked at closely,",
    "Less obviously,",
    "At the same time,",
  ],
  freud: ["", "", "Here too,", "Along the same lines,", "Just as much,", "By the same logic,", "Seen this way,", "Equally,"],
  day: [
    "",
    "",
    "Practically,",
    "For the days ahead,",
    "On a plainer level,",
    "Put simply,",
    "Day to day,",
    "In your waking life,",
    "Closer to home,",
    "In everyday terms,",
    "Taken plainly,",
  ],
  summary: ["", "", "", "Along the way,", "Even so,", "Through it all,"],
};
const LOWER_OK = /^(The|Your|A|An|Behind|What|Not|Help|Bad|Rather|No|Being|You|This|Much|Something|That|Its|Among)\b/;
export function lead(pk: Picker, kind: keyof typeof LEADS, sentence: string): string {
  const l = pk.pick(LEADS[kind]);
  // ("Day to day, the rifle, closer to daily life, …": a sentence that already says where it stands takes no lead)
  if (!l || !LOWER_OK.test(sentence) || /\b(daily life|waking|awake|literally|outside any theory)\b/i.test(sentence)) return sentence;
  return `${l} ${sentence[0].toLowerCase()}${sentence.slice(1)}`;
}

/** Names characters the way prose does: "a man" first, "the man" after. */
export class Names {
  private seen = new Set<number>();
  of(e: Entity | undefined): string {
    if (!e) return "someone";
    if (e.id === 0) return "you";
    const first = !this.seen.has(e.id);
    this.seen.add(e.id);
    return first ? bare(e.label) : definite(e.label);
  }
}

/** "your classroom you lose" reads wrong: a relative clause takes "the" */
const relativeHead = (n: string) => n.replace(/^your /, "the ");

/** "the snake that turns on you", "the key you are given": a symbol in its situation */
export function situated(k: KeySymbol): string {
  const n = nounOf(k.sym);
  const pl = isPlural(n);
  switch (k.context) {
    case "threatens":
      // ("death", "the attack": an event does not turn on you, it is what befalls you)
      return /^(event|action)$/.test(k.sym.def.category) ? n : `${n} that ${pl ? "turn" : "turns"} on you`;
    case "helps":
      return `${n} ${k.sym.def.category === "person" ? "who" : "that"} ${pl ? "help" : "helps"} you`;
    case "mastered":
      // (a stair climbed or a road taken is used, not mastered)
      // ("the car you drove", "the box you picked up": the dreamer's own act, not a label for it)
      return /^(event|action|place|nature)$/.test(k.sym.def.category) || !k.act ? n : `${relativeHead(n)} you ${k.act}`;
    case "fled":
      return `${relativeHead(n)} you try to escape`;
    case "lost":
      return `${relativeHead(n)} you lose`;
    case "found":
      // a thing comes into your hands; a wedding or a place does not
      // (nor a kiss or a hand: the body is no thing handed over)
      // ("the map you found", "the key you were given": the dream's own verb, where it has one, over a stock phrase)
      return /^(event|action|place|nature|person|body)$/.test(k.sym.def.category)
        ? n
        : k.act
          ? `${relativeHead(n)} you ${k.act}`
          : `${n} that ${pl ? "come" : "comes"} into your hands`;
    case "broken":
      // (a death that befalls someone else is named as it is, not as a thing that falls apart)
      return /^(event|action)$/.test(k.sym.def.category) ? n : `${n} that ${pl ? "fall" : "falls"} apart`;
    case "carried":
      return `${relativeHead(n)} someone else drives`;
    // the situations read from the symbol's own sentence: without a wording each fell back to the bare noun
    case "fails":
      return `${n} that will not work for you`;
    case "works":
      // ("the shop where you work": the lexicon gives this situation to places only)
      return `${relativeHead(n)} where you work`;
    case "revisited":
      return `${relativeHead(n)} you find yourself back in`;
    case "hurt":
      // ("your hurt arm": the dreamer's own body, which the noun already names as yours)
      return /^your /.test(n) ? n.replace(/^your /, "your hurt ") : `${n} that ${pl ? "are" : "is"} hurt`;
    case "shared":
      return `${relativeHead(n)} you share`;
    case "shown":
      // ("the film you appear in", "the TV you appear on")
      return `${relativeHead(n)} you appear ${/\b(movie|film|video)s?$/.test(n) ? "in" : "on"}`;
    default:
      return n;
  }
}

/** a shape's reading with no participant named would read the same in every dream: anchor it in this one's words */
export function tied(sentence: string, f: Fill): string {
  return f.has || !f.e || sentence.includes(f.e) ? sentence : `${sentence.replace(/[.]$/, "").replace(/\.(["”])$/, "$1")} — ${f.e}.`;
}

/** a shout or a refusal is friction, not a fight: the readings that speak of fighting give way */
export function calm(voices: ((f: Fill) => string)[], f: Fill): ((f: Fill) => string)[] {
  const kept = f.mild ? voices.filter((v) => !/\bfight/.test(v(f))) : voices;
  return kept.length ? kept : voices;
}

/** the words to quote for a feeling: its own, or the scene it is felt in when its own carry nothing ("Worried") */
export function feelingQuote(p: Plot, e: EmotionHit): string | undefined {
  if (worthQuoting(e.evidence)) return e.evidence;
  const scene = p.feelingScene;
  if (scene && scene.feeling === e && worthQuoting(scene.words)) return scene.words;
  return undefined;
}

/** the dreamer's own words in the dream, when they say something ("no", "I don't know" do not) */
export const spokenWords = (p: Plot): string | undefined => (worthQuoting(p.spoken) ? p.spoken : undefined);
