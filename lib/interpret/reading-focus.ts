/**
 * What the summary, Jung, Freud and a question make of the thing a dream keeps returning to, read
 * through what the dreamer does with it: a thing found is a find, a thing left behind a loss Freud
 * would not call an accident, a thing made a work of one's own, a thing handed over a gift.
 */
import type { Focus, FocusRelation } from "./focus";
import { type Picker, q } from "./naming";
import type { KeySymbol } from "./plot";

type Said = { t: string; w: string; pl: boolean; k?: KeySymbol };
type Voice = (s: Said) => string;

const v = (pl: boolean, one: string, many: string) => (pl ? many : one);

function said(f: Focus, k?: KeySymbol): Said {
  const t = `${f.owned ? "your" : "the"} ${f.noun}`;
  return { t, w: q(f.relation.words), pl: f.plural, k };
}

/** the lexicon's reading of the thing in the situation the dream puts it in, when it has one */
const meaning = (s: Said, voice: "jung" | "freud") => s.k?.meaning[voice];

const SUMMARY: Record<FocusRelation, Voice[]> = {
  found: [
    (s) => `The dream keeps its eye on something you find — ${s.w} — and everything else in it turns around ${s.t}.`,
    (s) => `At the heart of this dream is a find: ${s.w}. It stays with ${s.t} from then on.`,
  ],
  lost: [
    (s) => `What the dream turns on is ${s.t}, and losing hold of ${v(s.pl, "it", "them")}: ${s.w}.`,
    (s) => `Something of yours goes missing and the dream will not let it go: ${s.w}.`,
  ],
  sought: [
    (s) => `Most of the dream goes into looking for ${s.t}: ${s.w}.`,
    (s) => `The dream is a search, and what you look for is ${s.t} — ${s.w}.`,
  ],
  broke: [
    (s) => `The dream's weight falls on ${s.t}, and on ${v(s.pl, "its", "their")} breaking: ${s.w}.`,
    (s) => `${s.w}: the dream keeps coming back to ${s.t}, and to the damage done.`,
  ],
  made: [
    (s) => `The dream shows you making something — ${s.w} — and stays with ${s.t} afterwards.`,
    (s) => `Your own work is at the centre of this dream: ${s.w}.`,
  ],
  given: [(s) => `Something is put into your hands, and the dream stays with it: ${s.w}.`, (s) => `The dream turns on a gift: ${s.w}.`],
  wanted: [
    (s) => `You want ${s.t}, and the dream is not sure you may have ${v(s.pl, "it", "them")}: ${s.w}.`,
    (s) => `The dream circles ${s.t}, and your wish to keep ${v(s.pl, "it", "them")} — ${s.w}.`,
  ],
  gave: [
    (s) =>
      `What the dream turns on is ${s.t}, and what becomes of ${v(s.pl, "it", "them")} once you hand ${v(s.pl, "it", "them")} over: ${s.w}.`,
    (s) => `You part with something in this dream, and it is ${s.t}: ${s.w}.`,
  ],
  kept: [
    (s) => `What you hold on to through this dream is ${s.t}: ${s.w}.`,
    (s) => `The dream keeps ${s.t} in your hands — ${s.w} — and that is where to start.`,
  ],
  examined: [
    (s) => `The dream slows down to look at one thing, ${s.t}: ${s.w}.`,
    (s) => `Much of the dream is spent looking closely at ${s.t} — ${s.w}.`,
  ],
};

const JUNG: Record<FocusRelation, Voice[]> = {
  found: [
    (s) =>
      `For Jung a thing found in a dream is often something of your own surfacing from the unconscious before you knew it was there${meaning(s, "jung") ? ` — with ${s.t}, ${meaning(s, "jung")}` : ""}: what have you come across lately that is worth more than it first looked?`,
    (s) =>
      `Jung would stay with the find itself: ${s.t} ${v(s.pl, "turns", "turn")} up where you were not looking, which is how new contents reach consciousness${meaning(s, "jung") ? ` (here, ${meaning(s, "jung")})` : ""}.`,
  ],
  lost: [
    (s) =>
      s.k?.sym.def.category === "clothing"
        ? `Clothes, for Jung, are the persona — the face you show others — and losing ${s.t} asks which way of presenting yourself you are leaving behind.`
        : `Jung would ask what ${s.t} ${v(s.pl, "stands", "stand")} for in your own make-up: what slips away in a dream is often a part of yourself outgrown or neglected${meaning(s, "jung") ? `, here ${meaning(s, "jung")}` : ""}.`,
    (s) =>
      `For Jung, what goes missing in a dream has usually gone missing in the psyche first; ${s.t} ${v(s.pl, "gives", "give")} that loss a shape you can hold on to${meaning(s, "jung") ? ` — ${meaning(s, "jung")}` : ""}.`,
  ],
  sought: [
    (s) =>
      `For Jung the search is itself the point: what we hunt for in dreams is usually a lost part of ourselves, and ${s.t} ${v(s.pl, "gives", "give")} it a shape${meaning(s, "jung") ? ` — ${meaning(s, "jung")}` : ""}.`,
  ],
  broke: [
    (s) =>
      `Jung would read a thing broken in a dream as an old form giving way: what in you, or in your life, no longer holds together the way ${s.t} did?`,
  ],
  made: [
    (s) =>
      `Jung would see your work on ${s.t} as the psyche's own making: something you are shaping in yourself, which the dream lets you see finished or nearly so.`,
    (s) =>
      `What you make in a dream, Jung thought, is made in you as well: ${s.t} ${v(s.pl, "is", "are")} a picture of something you are bringing into form.`,
  ],
  given: [
    (s) =>
      `For Jung, what is handed to you in a dream is a gift of the unconscious — a quality or a task you are being asked to take up${meaning(s, "jung") ? `; with ${s.t}, ${meaning(s, "jung")}` : ""}.`,
  ],
  wanted: [
    (s) =>
      `Jung would ask what ${s.t} would give you that you do not yet allow yourself: the thing a dreamer wants and hesitates over is often a quality of their own not yet claimed.`,
  ],
  gave: [
    (s) =>
      `Jung would ask what you hand over with ${s.t}: giving a thing up in a dream can be letting go of a quality, or sharing what you have long kept to yourself.`,
  ],
  kept: [
    (s) =>
      `Jung would say that what you hold on to in a dream is something the psyche will not let you drop${meaning(s, "jung") ? ` — ${meaning(s, "jung")}` : ""}: what are you carrying through your days that ${s.t} might stand for?`,
  ],
  examined: [
    (s) =>
      `Jung would notice how closely the dream makes you look: it does that with what waking attention has passed over, and ${s.t} ${v(s.pl, "asks", "ask")} for the same attention awake${meaning(s, "jung") ? ` (${meaning(s, "jung")})` : ""}.`,
  ],
};

const FREUD: Partial<Record<FocusRelation, Voice[]>> = {
  found: [
    () =>
      `Freud would take the find as a wish granted: something precious comes to you without effort or cost. What would you like to come to you like that?`,
    (s) =>
      `For Freud a dream that lets you find something of value is fulfilling a wish, and what is found often stands in for a person or a recognition you want; what ${v(s.pl, "does", "do")} ${s.t} bring to mind?`,
  ],
  lost: [
    (s) =>
      `Freud held that what we lose or leave behind is seldom lost by chance: forgetting a thing keeps a reason to go back. Where, or to whom, would going back for ${s.t} take you?`,
    (s) =>
      `Freud treated mislaying things as purposeful — a half-wish to be rid of them, or to return to where they were left. Which of the two fits ${s.t}?`,
  ],
  sought: [
    (s) =>
      `Freud would ask what ${s.t} ${v(s.pl, "replaces", "replace")}: the object of a search in a dream often stands in for a person or a pleasure you miss.`,
  ],
  broke: [
    (s) =>
      `Freud would not take the breakage as clumsiness: a slip of the hand, for him, carries a wish — to be rid of ${s.t}, or of what ${v(s.pl, "it stands", "they stand")} for.`,
  ],
  made: [
    (s) =>
      `For Freud, something made by your own hand in a dream carries the wish to produce and to be seen producing; whose eyes do you picture on ${s.t}?`,
  ],
  given: [
    () =>
      `Freud would ask what you wish to receive, and from whom: a gift in a dream often carries the wish for a love or a recognition not yet had.`,
  ],
  wanted: [
    (s) => `For Freud this is the dream's wish and its censor in one: wanting ${s.t}, and doubting your right to ${v(s.pl, "it", "them")}.`,
  ],
  gave: [(s) => `Freud would look at what the gift costs you, and at what you hope to get back for ${s.t}.`],
  kept: [() => `Freud would see in the holding on a wish to keep something for yourself, and would ask whom you keep it from.`],
  examined: [
    () =>
      `Freud would read such close looking as curiosity the dream allows: what would you like to examine this closely awake, if you were allowed to?`,
  ],
};

const QUESTION: Record<FocusRelation, Voice[]> = {
  found: [
    (s) => `If ${s.t} stood for something you have found in your life lately — an idea, a person, a chance — what would it be?`,
    (s) => `What would you do with ${s.t}, now that you have found ${v(s.pl, "it", "them")}?`,
  ],
  lost: [
    (s) => `What have you left behind recently — a role, a place, a habit — that ${s.t} might stand for, and do you want it back?`,
    (s) => `Is there something you would rather not carry any more, that the dream lets you lose as ${s.t}?`,
  ],
  sought: [(s) => `What are you looking for at the moment that ${s.t} might stand for?`],
  broke: [(s) => `What has broken, or might break, in your life that ${s.t} could stand for?`],
  made: [(s) => `What are you working on at the moment that ${s.t} could be?`],
  given: [() => `What has someone given you lately — trust, a task, a chance — that you have not yet decided what to do with?`],
  wanted: [(s) => `What do you want at the moment and doubt you may have, as you doubt ${s.t} in the dream?`],
  gave: [() => `What are you giving away at the moment, and is it given freely?`],
  kept: [(s) => `What are you holding on to at the moment that ${s.t} might stand for?`],
  examined: [(s) => `What in your life have you been handling without looking at it as closely as you look at ${s.t} here?`],
};

const kindOf = (f: Focus) => f.relation.kind;

export function focusSummary(f: Focus, pk: Picker, k?: KeySymbol): string[] {
  const s = said(f, k);
  const out = [pk.pick(SUMMARY[kindOf(f)])(s)];
  if (f.care && !f.relation.words.includes(f.care))
    out.push(
      pk.pick([
        `You handle ${v(s.pl, "it", "them")} with care — ${q(f.care)} — as if ${s.t} could break at a touch.`,
        `And you are careful with ${v(s.pl, "it", "them")}: ${q(f.care)}.`,
      ]),
    );
  return out;
}

export function focusJung(f: Focus, pk: Picker, k?: KeySymbol): string {
  const s = said(f, k);
  const line = pk.pick(JUNG[kindOf(f)])(s);
  return f.care ? `${line} That you handle ${s.t} so carefully matters as much: something fragile is in your keeping.` : line;
}

export function focusFreud(f: Focus, pk: Picker, k?: KeySymbol): string | null {
  const voices = FREUD[kindOf(f)];
  return voices ? pk.pick(voices)(said(f, k)) : null;
}

export function focusQuestion(f: Focus, pk: Picker, k?: KeySymbol): string {
  return pk.pick(QUESTION[kindOf(f)])(said(f, k));
}
