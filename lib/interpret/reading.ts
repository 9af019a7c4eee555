/**
 * The reading: a summary, a Jungian and a Freudian paragraph, a practical note and reflection
 * questions, each arguing from the dream's shape and its interactions (who threatens, who helps,
 * what the dreamer does and fails to do) before it brings in the symbols that matter to that —
 * one or two, read in the situation the dream puts them in.
 */
import { ARC_MOTIF, ARC_READINGS, type Fill } from "./arc-readings";
import type { Entity } from "./characters";
import type { EmotionHit } from "./emotions";
import { definite, emoNoun, nounOf, Picker, q } from "./naming";
import { agree, isPlural } from "./phrase";
import type { KeySymbol, Plot } from "./plot";
import type { EmotionCode } from "./schema";

export type Reading = { summary: string; psychologicalAnalysis: string; reflectionQuestions: string[] };

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Names characters the way prose does: "a man" first, "the man" after. */
class Names {
  private seen = new Set<number>();
  of(e: Entity | undefined): string {
    if (!e) return "someone";
    if (e.id === 0) return "you";
    const first = !this.seen.has(e.id);
    this.seen.add(e.id);
    return first ? e.label : definite(e.label);
  }
}

/** "the snake that turns on you", "the key you are given": a symbol in its situation */
function situated(k: KeySymbol): string {
  const n = nounOf(k.sym);
  const pl = isPlural(n);
  switch (k.context) {
    case "threatens": return `${n} that ${pl ? "turn" : "turns"} on you`;
    case "helps": return `${n} ${k.sym.def.category === "person" ? "who" : "that"} ${pl ? "help" : "helps"} you`;
    case "mastered": return `${n} you take hold of`;
    case "fled": return `${n} you try to get away from`;
    case "lost": return `${n} you lose`;
    case "found": return `${n} that ${pl ? "come" : "comes"} into your hands`;
    case "broken": return `${n} that ${pl ? "break" : "breaks"} down`;
    default: return n;
  }
}

const JUNG_SYMBOL = [
  (s: string, m: string) => `${cap(s)} ${agree(s, "is", "are")}, for Jung, ${m}.`,
  (s: string, m: string) => `Jung would give weight to ${s}: ${m}.`,
  (s: string, m: string) => `Read as an archetype, ${s} ${agree(s, "stands", "stand")} for ${m}.`,
  (s: string, m: string) => `Among the images, ${s} ${agree(s, "carries", "carry")} the most: ${m}.`,
  (s: string, m: string) => `Then there ${agree(s, "is", "are")} ${s}, an image of ${m}.`,
  (s: string, m: string) => `Symbolically, ${s} ${agree(s, "points", "point")} to ${m}.`,
];
const FREUD_SYMBOL = [
  (s: string, m: string) => `${cap(s)} would interest him too, as a disguise for ${m}.`,
  (s: string, m: string) => `He would also read ${s} as ${m}.`,
  (s: string, m: string) => `Behind ${s} he would look for ${m}.`,
  (s: string, m: string) => `In that light ${s} ${agree(s, "hints", "hint")} at ${m}.`,
  (s: string, m: string) => `${cap(s)}, on this view, ${agree(s, "carries", "carry")} ${m}.`,
];
const EVERYDAY_SYMBOL = [
  (s: string, m: string, quote: string) => `Practically, ${s} often ${agree(s, "follows", "follow")} ${m}; start from ${quote} and see what it calls up.`,
  (s: string, m: string) => `Closer to daily life, ${s} can mirror ${m}.`,
  (s: string, m: string, quote: string) => `Outside the theories, ${quote} may simply reflect ${m}.`,
  (s: string, m: string) => `In waking terms, dreams of ${s} tend to come with ${m}.`,
  (s: string, m: string) => `If you take it literally first, ${s} may be about ${m}.`,
];

const FEELING: Record<EmotionCode, ((ev: string, n: string) => string)[]> = {
  AP: [
    (ev) => `The fear is yours and named — ${ev} — which makes this an anxiety dream rather than an adventure.`,
    (ev, n) => `You felt ${n} (${ev}), and that feeling is the best guide to what the dream is about.`,
  ],
  AN: [
    (ev) => `Your anger is in it too — ${ev} — and anger in a dream usually points at something you are putting up with awake.`,
    (ev, n) => `There is ${n} in your own words, ${ev}.`,
  ],
  SD: [
    (ev) => `It leaves sorrow behind: ${ev}.`,
    (ev, n) => `The ${n} you describe (${ev}) suggests the dream touches a real loss.`,
  ],
  CO: [
    (ev) => `You are left bewildered — ${ev} — as if the dream were showing you something you cannot yet place.`,
    (ev, n) => `Your ${n} (${ev}) is part of the message: something here does not fit your usual picture.`,
  ],
  HA: [
    (ev) => `It carries real pleasure — ${ev} — which is worth taking as seriously as any nightmare.`,
    (ev, n) => `The ${n} you felt (${ev}) shows a wish being met.`,
  ],
};

function fill(p: Plot, names: Names): Fill {
  const arc = p.arc.type;
  const e = arc === "sexual-encounter" ? p.intimacy : arc === "conflict" ? p.hostility ?? p.threat : arc === "reunion" ? p.help : p.threat ?? p.hostility;
  let who: Entity | undefined = e ? (e.from?.id === 0 ? e.to : e.from) : undefined;
  if (arc === "reunion") who = p.dead ?? who;
  if (arc === "exclusion" && p.threat) who = p.threat.from;
  const x = who ? names.of(who) : "";
  const ev = p.arc.evidence[0] ?? p.second?.evidence[0] ?? "";
  return { x, X: cap(x), e: ev ? q(ev) : "", has: !!who };
}

function summaryOf(p: Plot, pk: Picker, names: Names, f: Fill): string[] {
  const out: string[] = [];
  const arcVoices = ARC_READINGS[p.arc.type];
  if (arcVoices.summary.length && f.e) out.push(pk.pick(arcVoices.summary)(f));
  else out.push(...openingWithoutShape(p, pk, names));
  if (p.help && p.arc.type !== "reunion") {
    const h = names.of(p.help.from);
    out.push(pk.pick([
      `Not everyone is against you: ${h} ${isPlural(h) ? "are" : "is"} on your side — ${q(p.help.evidence)}.`,
      `Help comes from ${h}: ${q(p.help.evidence)}.`,
      `${cap(h)} ${isPlural(h) ? "offer" : "offers"} something kind in the middle of it (${q(p.help.evidence)}).`,
    ]));
  } else if (p.second && p.second.evidence[0] && p.second.evidence[0] !== p.arc.evidence[0]) {
    const motif = ARC_MOTIF[p.second.type];
    const e = q(p.second.evidence[0]);
    if (motif) out.push(pk.pick([`Then comes ${motif}: ${e}.`, `A second thread is ${motif} — ${e}.`, `${cap(motif)} follows, in your words ${e}.`]));
  }
  const end = ending(p, pk);
  if (end) out.push(end);
  const feeling = p.emotions[0];
  if (feeling) out.push(pk.pick(FEELING[feeling.code])(q(feeling.evidence), emoNoun(feeling.label)));
  return out.slice(0, 4);
}

function openingWithoutShape(p: Plot, pk: Picker, names: Names): string[] {
  if (p.threat) return [`Someone moves against you here: ${q(p.threat.evidence)}.`];
  if (p.help) {
    const h = names.of(p.help.from);
    return [pk.pick([`What matters most is an act of care: ${h} ${q(p.help.evidence)}.`.replace(`${h} “${h}`, `“${h}`), `The dream is warmer than most: ${q(p.help.evidence)}.`])];
  }
  if (p.kindness) return [pk.pick([`You are the one who reaches out in this dream: ${q(p.kindness.evidence)}.`, `Your own kindness drives it — ${q(p.kindness.evidence)}.`])];
  if (p.misfortune) return [pk.pick([`Things go wrong here without anyone meaning them to: ${q(p.misfortune.evidence)}.`, `Bad luck, not malice, shapes the dream — ${q(p.misfortune.evidence)}.`])];
  const k = p.symbols[0];
  if (k) {
    const s = situated(k);
    return [pk.pick([
      `No single drama organises this dream; it is held together by ${s} (${q(k.sym.quote)}).`,
      `The image the dream keeps close is ${s}: ${q(k.sym.quote)}.`,
      `Rather than a plot, this dream offers a scene, and its centre is ${s}.`,
    ])];
  }
  if (p.people.length) return [`What the dream holds is company more than events: ${names.of(p.people[0])}${p.people[1] ? ` and ${names.of(p.people[1])}` : ""}.`];
  return [];
}

function ending(p: Plot, pk: Picker): string | null {
  if (p.woke && p.arc.type !== "waking-at-climax") return pk.pick([`It does not resolve — you wake at the height of it.`, `The dream ends by waking you before anything is settled.`]);
  if (p.success && p.arc.type !== "achievement") return `It turns in your favour: ${q(p.success.evidence)}.`;
  if (p.failure && p.arc.type !== "unable-to-act") return pk.pick([`Your effort does not pay off: ${q(p.failure.evidence)}.`, `Something you try does not work — ${q(p.failure.evidence)}.`]);
  return null;
}

function jungOf(p: Plot, pk: Picker, names: Names, f: Fill): string[] {
  const out: string[] = [];
  const v = ARC_READINGS[p.arc.type].jung;
  if (v.length) out.push(pk.pick(v)(f).trim());
  const role = roleFigure(p, pk, names, f);
  if (role) out.push(role);
  const k = p.symbols[0];
  if (k) out.push(pk.pick(JUNG_SYMBOL)(situated(k), k.meaning.jung));
  if (!out.length) out.push(`With no clear drama, a Jungian reading starts from the mood and the setting, and asks what waking attitude the dream is balancing.`);
  return out;
}

/** the one figure whose role in the dream Jung would name */
function roleFigure(p: Plot, pk: Picker, names: Names, f: Fill): string | null {
  const used = f.has ? f.x : "";
  if (p.dead && p.arc.type !== "reunion") {
    const d = names.of(p.dead);
    return `${cap(d)}, who has died, ${p.help?.from === p.dead ? "and still helps you" : "appears here"}: Jung took such figures as inner guides, what you carry of them speaking in their voice.`;
  }
  if (p.help?.from && names.of(p.help.from) !== used && p.help.from.kind !== "animal") {
    const h = definite(p.help.from.label);
    return pk.pick([
      `${cap(h)}, who helps you, has the look of what Jung called the helpful figure — the psyche's own resources arriving when the ego is stuck.`,
      `Jung would see in ${h} a guide: the part of you that knows what to do before you do.`,
    ]);
  }
  if (p.threat?.from && p.arc.type !== "pursuit" && p.arc.type !== "threat") {
    const t = definite(p.threat.from.label);
    return `${cap(t)}, hostile toward you, is the shadow's likeliest face in the dream.`;
  }
  if (p.intimacy && p.arc.type !== "sexual-encounter") {
    const other = p.intimacy.from?.id === 0 ? p.intimacy.to : p.intimacy.from;
    if (other) return `The closeness with ${definite(other.label)} suggests the anima or animus: what you seek in another as a sign of what you lack in yourself.`;
  }
  const fam = p.people.find((c) => c.kind === "family");
  if (fam) {
    const n = definite(fam.label);
    return /mother|grandmother|aunt/.test(fam.head)
      ? `${cap(n)} brings in the mother archetype, with its care and its pull toward the past.`
      : /father|grandfather|uncle/.test(fam.head)
        ? `${cap(n)} carries the father archetype: order, approval and the rules you grew up with.`
        : null;
  }
  return null;
}

function freudOf(p: Plot, pk: Picker, names: Names, f: Fill): string[] {
  const out: string[] = [];
  const v = ARC_READINGS[p.arc.type].freud;
  if (v.length) out.push(pk.pick(v)(f));
  if (p.hostility && p.arc.type !== "conflict") out.push(`That you are the one who turns on ${definite(p.hostility.to!.label)} (${q(p.hostility.evidence)}) is the kind of detail he would not let pass: a hostile wish allowed out in disguise.`);
  else if (p.threat && p.arc.type !== "threat" && p.arc.type !== "pursuit") out.push(`Being the target of ${definite(p.threat.from!.label)} he would read as guilt seeking its punishment.`);
  const k = p.symbols[1] ?? p.symbols[0];
  if (k) out.push(pk.pick(FREUD_SYMBOL)(situated(k), k.meaning.freud));
  if (!v.length && out.length) out.unshift(pk.pick([`Freud would look for the wish the dream disguises.`, `A Freudian reading asks what this dream lets you have that waking life withholds.`]));
  return out;
}

function everydayOf(p: Plot, pk: Picker, note: string | null): string[] {
  const out: string[] = [];
  const k = p.symbols[0];
  if (k) out.push(pk.pick(EVERYDAY_SYMBOL)(nounOf(k.sym), k.meaning.everyday, q(k.sym.quote)));
  if (note) out.push(note);
  return out;
}

function questionsOf(p: Plot, pk: Picker, f: Fill, emotions: EmotionHit[]): string[] {
  const out: string[] = [];
  const v = ARC_READINGS[p.arc.type].ask;
  if (v.length) out.push(pk.pick(v)(f));
  const person = p.people.find((c) => c.kind !== "stranger") ?? p.people[0];
  if (person) {
    const n = definite(person.label);
    out.push(person.kind === "stranger"
      ? `Who in your waking life ${isPlural(n) ? "do" : "does"} ${n} remind you of?`
      : `What is happening between you and ${n} at the moment that this dream might be answering?`);
  }
  const e = emotions[0];
  if (e && out.length < 3) out.push(`Where else this week have you felt the ${emoNoun(e.label)} in ${q(e.evidence)}?`);
  const k = p.symbols[0];
  if (k && out.length < 3) out.push(`What does ${nounOf(k.sym)} mean to you personally, apart from any dictionary?`);
  if (out.length < 2) out.push(`If you could step back into this dream, what would you do differently?`);
  if (out.length < 2) out.push(`What was on your mind the day before this dream?`);
  return out.slice(0, 3);
}

export function composeReading(p: Plot, emotions: EmotionHit[], historyNote: string | null, seed: number, likelyEnglish: boolean): Reading {
  const pk = new Picker(seed);
  const names = new Names();
  const f = fill(p, names);
  const summary = summaryOf(p, pk, names, f);
  if (!likelyEnglish) summary.unshift("Oneira's offline reader understands English best, so this reading rests only on the words it could recognise.");
  if (!summary.length) summary.push("The account is very short, so the reading stays close to the words you wrote.");
  const paras = [jungOf(p, pk, names, f), freudOf(p, pk, names, f), everydayOf(p, pk, historyNote)].filter((x) => x.length).map((x) => x.join(" "));
  return { summary: summary.join(" "), psychologicalAnalysis: paras.join("\n\n"), reflectionQuestions: questionsOf(p, pk, f, emotions) };
}
