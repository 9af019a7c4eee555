/**
 * The digest's short reading: a few sentences composed from the period's counts. Phrasing is
 * chosen per user and period from several variants (deterministically, so a resend reads the
 * same), and which sentences appear depends on the shape of the data.
 */
import { createHash } from "node:crypto";
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

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);
const dreamsWord = (n: number) => (n === 1 ? "one dream" : `${n} dreams`);

function picker(seed: string) {
  return <T>(slot: string, options: T[]): T => {
    const h = createHash("sha256").update(`${seed}|${slot}`).digest();
    return options[h.readUInt32BE(0) % options.length];
  };
}

const TONE: Record<string, { word: string; hint: string[] }> = {
  HA: {
    word: "happiness",
    hint: [
      "Lighter nights often follow days when something has settled.",
      "Joy in dreams tends to mark what is going right, worth noticing while it lasts.",
    ],
  },
  AP: {
    word: "apprehension",
    hint: [
      "Anxious dreams usually rehearse a worry rather than predict it.",
      "Fear at night is often the mind testing a situation it has not finished with by day.",
    ],
  },
  SD: {
    word: "sadness",
    hint: [
      "Sad dreams often do quiet work on a loss or a change.",
      "Sadness in dreams tends to circle something that still asks for attention.",
    ],
  },
  AN: {
    word: "anger",
    hint: [
      "Anger in dreams often voices a boundary that went unspoken.",
      "Dream anger frequently points to something you held back by day.",
    ],
  },
  CO: {
    word: "confusion",
    hint: [
      "Confusion in dreams often comes when a choice is still open.",
      "Muddled dreams tend to appear while the mind sorts something out.",
    ],
  },
};

export function composeReading(input: ReadingInput): string[] {
  const pick = picker(input.seed);
  const span = input.frequency === "weekly" ? "this week" : "this month";
  const n = input.dreamCount;
  const out: string[] = [];

  // Opening: how much there was to read.
  out.push(
    n === 1
      ? pick("open1", [
          `You recorded one dream ${span}, so this is a snapshot more than a pattern.`,
          `One dream made it into your DreamLog ${span}; here is what it carried.`,
        ])
      : n <= 3
        ? pick("openFew", [
            `You recorded ${n} dreams ${span}.`,
            `${cap(span)} you saved ${n} dreams, enough for first threads to show.`,
            `${n} dreams ${span}: a small set, but a few things already repeat.`,
          ])
        : pick("openMany", [
            `${cap(span)} was a full one: ${n} dreams in your DreamLog.`,
            `You recorded ${n} dreams ${span}, plenty to see what keeps coming back.`,
            `With ${n} dreams saved ${span}, the patterns are clearer than usual.`,
          ]),
  );

  // Symbols: what recurred, or that nothing did.
  const recurring = input.symbols.filter((s) => s.count >= 2);
  const [top, second] = recurring;
  if (top && second && top.count === second.count) {
    out.push(
      pick("recur2same", [
        `${cap(top.name)} and ${second.name} each came back in ${top.count} dreams.`,
        `Two images returned equally often: ${top.name} and ${second.name}, ${times(top.count)} each.`,
        `${cap(top.name)} and ${second.name} kept each other company, both in ${top.count} dreams; images that return together often belong to one concern.`,
      ]),
    );
  } else if (top && second) {
    out.push(
      pick("recur2", [
        `${cap(top.name)} came back ${times(top.count)} and ${second.name} ${times(second.count)}; when two images keep returning together, they are often two sides of one concern.`,
        `The images that returned most were ${top.name} (${dreamsWord(top.count)}) and ${second.name} (${dreamsWord(second.count)}).`,
        `${cap(top.name)} and ${second.name} kept reappearing, in ${top.count} and ${second.count} dreams.`,
      ]),
    );
  } else if (top) {
    out.push(
      pick("recur1", [
        `${cap(top.name)} appeared in ${top.count} of your ${n} dreams, the clearest thread of the period.`,
        `One image insisted: ${top.name}, ${times(top.count)}.`,
        `${cap(top.name)} is the symbol that returned, in ${dreamsWord(top.count)}.`,
      ]),
    );
  } else if (input.symbols.length > 0) {
    const names = input.symbols.slice(0, 3).map((s) => s.name);
    out.push(
      n === 1
        ? pick("single", [`Its central images were ${list(names)}.`, `It gathered around ${list(names)}.`])
        : pick("norecur", [
            `No symbol repeated; each dream kept its own imagery, among it ${list(names)}.`,
            `Nothing returned twice, so read each dream on its own terms: ${list(names)} stood out.`,
          ]),
    );
  }

  // History: an old companion, or something new.
  const lead = top ?? input.symbols[0];
  if (lead && n > 0) {
    if (lead.earlier >= 2) {
      out.push(
        pick("old", [
          `${cap(lead.name)} is an old companion: it was already in ${lead.earlier} of your earlier dreams.`,
          `This is not new: ${lead.name} has shown up in ${lead.earlier} dreams before this period.`,
        ]),
      );
    } else if (lead.earlier === 0 && recurring.length > 0) {
      out.push(
        pick("new", [
          `${cap(lead.name)} is new to your DreamLog; watch whether it stays.`,
          `Before this period, ${lead.name} had never appeared in your dreams.`,
        ]),
      );
    }
  }

  // Feelings: the dominant tone, or a mixture.
  const [e1, e2] = input.emotions;
  if (e1 && e2 && e2.count === e1.count) {
    out.push(
      pick("mixed", [
        `Feelings were split between ${TONE[e1.code]?.word ?? e1.label} and ${TONE[e2.code]?.word ?? e2.label}.`,
        `${cap(TONE[e1.code]?.word ?? e1.label)} and ${TONE[e2.code]?.word ?? e2.label} were equally present.`,
      ]),
    );
  } else if (e1) {
    const tone = TONE[e1.code];
    const word = tone?.word ?? e1.label;
    out.push(
      `${pick("feel", [
        `The strongest feeling was ${word}, in ${dreamsWord(e1.count)}.`,
        `${cap(word)} coloured ${e1.count === n ? "every dream" : dreamsWord(e1.count)}.`,
      ])}${tone ? ` ${pick("hint", tone.hint)}` : ""}`,
    );
  }

  // Themes.
  const themes = input.themes
    .filter((t) => t.count >= 1)
    .slice(0, 2)
    .map((t) => t.name);
  if (themes.length) {
    out.push(
      pick("themes", [`The themes that gathered most were ${list(themes)}.`, `Underneath, the dreams leaned towards ${list(themes)}.`]),
    );
  }

  // Shapes: what kept happening, not only what appeared.
  const shape = input.shapes?.[0];
  if (shape && (shape.count >= 2 || n === 1)) {
    out.push(
      n === 1
        ? pick("shape1", [`Its shape was ${shape.name}.`, `What happened in it was ${shape.name}.`])
        : pick("shape", [
            `The shape that came back most was ${shape.name}, in ${dreamsWord(shape.count)}.`,
            `More than once the story itself repeated: ${shape.name}, ${times(shape.count)}.`,
          ]),
    );
  }

  // A question to take into the next period.
  if (lead) {
    out.push(
      pick("ask", [
        `A question to carry: what in your waking days does ${lead.name} answer to?`,
        `Next time ${lead.name} appears, note what happened the day before.`,
        `Ask yourself where ${lead.name} shows up when you are awake.`,
      ]),
    );
  }
  return out;
}
