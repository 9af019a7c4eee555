/**
 * The digest's short reading: a few sentences composed from the period's counts. Phrasing is
 * chosen per user and period from several variants (deterministically, so a resend reads the
 * same), and which sentences appear depends on the shape of the data.
 */
import { emotionName } from "@/lib/interpret/emotion-names";
import { cap } from "@/lib/text/case";
import { list } from "@/lib/text/list";
import { slotPicker } from "@/lib/text/pick";
import type { Frequency } from "./period";

export type SymbolCount = { name: string; count: number; earlier: number };
export type EmotionCount = { code: string; label: string; count: number };
export type ThemeCount = { name: string; count: number };

export type ReadingInput = {
  seed: string;
  frequency: Frequency;
  dreamCount: number;
  symbols: SymbolCount[];
  emotions: EmotionCount[];
  themes: ThemeCount[];
  /** the dream shapes (arcs) of the period, most frequent first; absent for old readings */
  shapes?: ThemeCount[];
};

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);
const dreamsWord = (n: number) => (n === 1 ? "one dream" : `${n} dreams`);

/** A sentence of context for the period's strongest feeling, by emotion class. */
const HINTS: Record<string, string[]> = {
  HA: [
    "Lighter nights often follow days when something has settled.",
    "Joy in dreams tends to mark what is going right, worth noticing while it lasts.",
  ],
  AP: [
    "Anxious dreams usually rehearse a worry rather than predict it.",
    "Fear at night is often the mind testing a situation it has not finished with by day.",
  ],
  SD: [
    "Sad dreams often do quiet work on a loss or a change.",
    "Sadness in dreams tends to circle something that still asks for attention.",
  ],
  AN: ["Anger in dreams often voices a boundary that went unspoken.", "Dream anger frequently points to something you held back by day."],
  CO: ["Confusion in dreams often comes when a choice is still open.", "Muddled dreams tend to appear while the mind sorts something out."],
};

type Pick = ReturnType<typeof slotPicker>;
/** What every sentence of a reading may draw on. */
type Ctx = { input: ReadingInput; pick: Pick; span: string; n: number; recurring: SymbolCount[]; lead: SymbolCount | undefined };

export function composeReading(input: ReadingInput): string[] {
  const recurring = input.symbols.filter((s) => s.count >= 2);
  const ctx: Ctx = {
    input,
    pick: slotPicker(input.seed),
    span: input.frequency === "weekly" ? "this week" : "this month",
    n: input.dreamCount,
    recurring,
    lead: recurring[0] ?? input.symbols[0],
  };
  const sentences = [opening, symbolsLine, historyLine, feelingLine, themesLine, shapeLine, questionLine].map((line) => line(ctx));
  return sentences.filter((s): s is string => s !== null);
}

/** How much there was to read. */
function opening({ pick, span, n }: Ctx): string {
  if (n === 1)
    return pick("open1", [
      `You recorded one dream ${span}, so this is a snapshot more than a pattern.`,
      `One dream made it into your DreamLog ${span}; here is what it carried.`,
    ]);
  if (n <= 3)
    return pick("openFew", [
      `You recorded ${n} dreams ${span}.`,
      `${cap(span)} you saved ${n} dreams, enough for first threads to show.`,
      `${n} dreams ${span}: a small set, but a few things already repeat.`,
    ]);
  return pick("openMany", [
    `${cap(span)} was a full one: ${n} dreams in your DreamLog.`,
    `You recorded ${n} dreams ${span}, plenty to see what keeps coming back.`,
    `With ${n} dreams saved ${span}, the patterns are clearer than usual.`,
  ]);
}

/** What recurred, or that nothing did. */
function symbolsLine({ input, pick, n, recurring }: Ctx): string | null {
  const [top, second] = recurring;
  if (top && second && top.count === second.count)
    return pick("recur2same", [
      `${cap(top.name)} and ${second.name} each came back in ${top.count} dreams.`,
      `Two images returned equally often: ${top.name} and ${second.name}, ${times(top.count)} each.`,
      `${cap(top.name)} and ${second.name} kept each other company, both in ${top.count} dreams; images that return together often belong to one concern.`,
    ]);
  if (top && second)
    return pick("recur2", [
      `${cap(top.name)} came back ${times(top.count)} and ${second.name} ${times(second.count)}; when two images keep returning together, they are often two sides of one concern.`,
      `The images that returned most were ${top.name} (${dreamsWord(top.count)}) and ${second.name} (${dreamsWord(second.count)}).`,
      `${cap(top.name)} and ${second.name} kept reappearing, in ${top.count} and ${second.count} dreams.`,
    ]);
  if (top)
    return pick("recur1", [
      `${cap(top.name)} appeared in ${top.count} of your ${n} dreams, the clearest thread of the period.`,
      `One image insisted: ${top.name}, ${times(top.count)}.`,
      `${cap(top.name)} is the symbol that returned, in ${dreamsWord(top.count)}.`,
    ]);
  if (input.symbols.length === 0) return null;
  const names = list(input.symbols.slice(0, 3).map((s) => s.name));
  return n === 1
    ? pick("single", [`Its central images were ${names}.`, `It gathered around ${names}.`])
    : pick("norecur", [
        `No symbol repeated; each dream kept its own imagery, among it ${names}.`,
        `Nothing returned twice, so read each dream on its own terms: ${names} stood out.`,
      ]);
}

/** An old companion, or something new. */
function historyLine({ pick, n, recurring, lead }: Ctx): string | null {
  if (!lead || n === 0) return null;
  if (lead.earlier >= 2)
    return pick("old", [
      `${cap(lead.name)} is an old companion: it was already in ${lead.earlier} of your earlier dreams.`,
      `This is not new: ${lead.name} has shown up in ${lead.earlier} dreams before this period.`,
    ]);
  if (lead.earlier === 0 && recurring.length > 0)
    return pick("new", [
      `${cap(lead.name)} is new to your DreamLog; watch whether it stays.`,
      `Before this period, ${lead.name} had never appeared in your dreams.`,
    ]);
  return null;
}

/** The dominant feeling, or a mixture. */
function feelingLine({ input, pick, n }: Ctx): string | null {
  const [e1, e2] = input.emotions;
  if (!e1) return null;
  if (e2 && e2.count === e1.count) {
    const [w1, w2] = [emotionName(e1.code, e1.label), emotionName(e2.code, e2.label)];
    return pick("mixed", [`Feelings were split between ${w1} and ${w2}.`, `${cap(w1)} and ${w2} were equally present.`]);
  }
  const word = emotionName(e1.code, e1.label);
  const hint = HINTS[e1.code];
  const felt = pick("feel", [
    `The strongest feeling was ${word}, in ${dreamsWord(e1.count)}.`,
    `${cap(word)} coloured ${e1.count === n ? "every dream" : dreamsWord(e1.count)}.`,
  ]);
  return hint ? `${felt} ${pick("hint", hint)}` : felt;
}

function themesLine({ input, pick }: Ctx): string | null {
  const themes = input.themes
    .filter((t) => t.count >= 1)
    .slice(0, 2)
    .map((t) => t.name);
  if (!themes.length) return null;
  return pick("themes", [`The themes that gathered most were ${list(themes)}.`, `Underneath, the dreams leaned towards ${list(themes)}.`]);
}

/** What kept happening, not only what appeared. */
function shapeLine({ input, pick, n }: Ctx): string | null {
  const shape = input.shapes?.[0];
  if (!shape || (shape.count < 2 && n !== 1)) return null;
  return n === 1
    ? pick("shape1", [`Its shape was ${shape.name}.`, `What happened in it was ${shape.name}.`])
    : pick("shape", [
        `The shape that came back most was ${shape.name}, in ${dreamsWord(shape.count)}.`,
        `More than once the story itself repeated: ${shape.name}, ${times(shape.count)}.`,
      ]);
}

/** A question to take into the next period. */
function questionLine({ pick, lead }: Ctx): string | null {
  if (!lead) return null;
  return pick("ask", [
    `A question to carry: what in your waking days does ${lead.name} answer to?`,
    `Next time ${lead.name} appears, note what happened the day before.`,
    `Ask yourself where ${lead.name} shows up when you are awake.`,
  ]);
}
