/**
 * The dream told back in the second person, in two or three sentences: how it opens (who,
 * where), the moment its shape turns on, and how it ends — in the dreamer's own clauses, turned
 * from "I" to "you", so every story is as particular as the dream it comes from.
 */
import type { Arcs } from "./arc";
import type { EmotionHit } from "./emotions";
import type { Event } from "./events";
import { bodyStart, type Token } from "./tokenize";
import { DANGLING } from "./evidence";
import { cap } from "./naming";
import { toYou } from "./phrase";
import { isFirstName } from "./words";

const LEAD = /^((and|but|so|then|or|also|because|anyway|well|okay|ok|um|uh)\b[\s,]*)+/i;
const DREAM_OPENER =
  /^(last night |this morning |)(i|we) (had|have) (a|this|the|one) (dream|nightmare)( that| where| in which| about|)\s*/i;

/** the writer's notes about the dream, not the dream: "I can't remember the rest", "Setting: my bedroom" */
const ABOUT_THE_DREAM =
  /\b(can't|cannot|couldn't|don't|do not|didn't) (remember|recall)\b|\b(i|we) (had|have) (a|another|one|this) (dream|nightmare) (of|about)\b|\bin (real|waking) life\b|\bin the dream (i|we) (interpreted|thought|realized|realised)\b|^(setting|characters|feelings and thoughts|feelings|thoughts|emotions|notes?|comments?)\s*:/i;

function sentences(tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (i === 0 || tokens[i].sent !== tokens[i - 1].sent) out.push([i, i]);
    else out[out.length - 1][1] = i;
  }
  return out;
}

/** Words [s, e] of the dream, at most `max` words, cut at a clause break near `focus`. */
const TRAILING = new RegExp(`(\\s+(${DANGLING}))+$`, "i");

function unit(text: string, tokens: Token[], s: number, e: number, focus: number, max: number): string {
  const whole = e;
  while (e - s + 1 > max) {
    // drop whole clauses from the side farther from the focus
    const cutRight = focus - s < e - focus;
    if (cutRight) {
      let k = e;
      while (k > focus && tokens[k].brk === 0) k--;
      // no comma after the focus: end before its last "and …", "when …" rather than mid-phrase ("when you felt")
      let j = e;
      while (j > focus + 2 && !/^(and|but|when|while|because|so|then|that|until|as)$/.test(tokens[j].w)) j--;
      e = k > focus ? k - 1 : j > focus + 2 ? j - 1 : e - 1;
    } else {
      let k = s + 1;
      while (k < focus && tokens[k].brk === 0) k++;
      // no comma before the focus: start at its "and …" rather than at the verb ("snapped at them")
      let j = focus - 1;
      while (j > s && !/^(and|but|then|so|when|while)$/.test(tokens[j].w)) j--;
      s = k < focus ? k : j > s ? j : s + 1;
    }
  }
  // a quotation that ends the clause keeps its own mark and closing quote: "Are we lost?"
  const close = text.slice(tokens[e].end).match(/^[.!?,]*["”’']/)?.[0] ?? "";
  const open = text.slice(Math.max(0, tokens[s].start - 1), tokens[s].start).match(/^["“]$/)?.[0] ?? "";
  let out = open + text.slice(tokens[s].start, tokens[e].end) + close;
  // a leading quotation mark goes only when its closing one is not in the unit: '"This coin is old", I think'
  const balanced = (out.match(/[“”"]/g) ?? []).length % 2 === 0;
  out = out.replace(balanced ? /^[(]+/ : /^["“”'‘(]+/, "").replace(/[,;:\-–—(“"]+$/, "");
  // a quotation the cut left open is closed, so it stays someone's words
  if ((out.match(/[“”"]/g) ?? []).length % 2 === 1)
    out = /["“][^"”]*$/.test(out) ? `${out.replace(/[.,;:]+$/, "")}${/“[^“]*$/.test(out) ? "”" : '"'}` : out.replace(/[”"]/g, "");
  if ((out.match(/\(/g) ?? []).length !== (out.match(/\)/g) ?? []).length) out = out.replace(/[()]/g, "");
  if (e < whole) out = out.replace(/[,;:]+$/, "").replace(TRAILING, "");
  return out.replace(LEAD, "").replace(DREAM_OPENER, "").replace(/\s+/g, " ").trim();
}

/**
 * "walk past the table" cut from "I walk toward him, … and walk past the table": the sentence's
 * subject ("I", "My mother and father") goes back in front of a clause cut down to its verb.
 */
function withSubject(u: string, subject: string, verbs: Set<string>): string {
  const first = u.split(/\s/)[0] ?? "";
  return subject && /^\p{Ll}/u.test(first) && verbs.has(first) ? `${subject} ${u}` : u;
}

/** the feeling told in the clause it sits in, cut at clause breaks, not mid-phrase ("I was very excited to have") */
function feelingClause(text: string, tokens: Token[], sents: [number, number][], em: EmotionHit): string {
  const at = tokens.findIndex((t) => t.start >= em.start);
  const sent = sents.find(([s, e]) => at >= s && at <= e);
  return at >= 0 && sent ? unit(text, tokens, sent[0], sent[1], at, 16) : em.evidence;
}

/** the words before a sentence's first verb, when they are a short subject ("My mother and father") */
function subjectOf(text: string, tokens: Token[], events: Event[], s: number, k: number): string {
  if (tokens.slice(s, s + 3).some((t) => t.w === "i")) return "I";
  const first = Math.min(...events.filter((ev) => ev.sent === k).map((ev) => ev.verbIndex));
  if (!Number.isFinite(first) || first <= s || first - s > 5 || tokens.slice(s, first).some((t) => t.brk > 0 && t !== tokens[s])) return "";
  return text.slice(tokens[s].start, tokens[first - 1].end);
}

const finish = (s: string) => (/[.!?]["”’)]?$/.test(s) ? s : `${s.replace(/[.,;:]+$/, "")}.`);

export function tellStory(text: string, tokens: Token[], events: Event[], arcs: Arcs, emotions: EmotionHit[], seed: number): string {
  const skip = bodyStart(text);
  const body = tokens.filter((t) => t.start >= skip);
  if (!body.length) return "You wrote down only a fragment, without words the reader could follow.";
  const sents = sentences(tokens)
    .map(([s, e]) => [Math.max(s, tokens.length - body.length), e] as [number, number])
    .filter(([s, e]) => s <= e);
  const aside = (k: number) => ABOUT_THE_DREAM.test(text.slice(tokens[sents[k][0]].start, tokens[sents[k][1]].end));
  // a short dream is told back whole
  if (body.length <= 80) {
    const told = sents.filter((_, k) => !aside(k) || sents.every((__, j) => aside(j)));
    return told
      .map(([s, e]) => finish(cap(toYou(unit(text, tokens, s, e, s, 60)))))
      .filter((x) => x.length > 1)
      .join(" ");
  }
  const hasEvent = (k: number) => events.some((e) => e.sent === k && e.verb !== "be") && !aside(k);
  const picked: { k: number; focus: number }[] = [];
  // the opening sets the scene, even when it only says where you were
  const open = 0;
  picked.push({ k: open, focus: sents[open][0] });
  // the moment the dream turns on; without a shape, the middle sentence where something happens
  const middle = Math.floor(sents.length / 2);
  const busiest = [middle, middle + 1, middle - 1].find((k) => k > 0 && k < sents.length - 1 && hasEvent(k));
  const climax =
    arcs.main.events[0] ?? arcs.second?.events[0] ?? (busiest !== undefined ? events.find((e) => e.sent === busiest) : undefined);
  if (climax && climax.sent !== open) picked.push({ k: climax.sent, focus: climax.verbIndex });
  let last = sents.length - 1;
  while (last > open && !hasEvent(last)) last--;
  // the ending told from its own verb, so a long last sentence is not cut down to "putting screws in…"
  const lastVerb = events.find((e) => e.sent === last)?.verbIndex ?? sents[last][1];
  if (!picked.some((p) => p.k === last) && last > open) picked.push({ k: last, focus: lastVerb });
  picked.sort((a, b) => a.k - b.k);
  const budget = picked.length === 1 ? 45 : picked.length === 2 ? 28 : 22;
  const links = [
    ["Later", "Then", "After that", "Soon"],
    ["In the end", "Finally", "By the end"],
  ];
  const parts = picked.map((p, idx) => {
    const [s, e] = sents[p.k];
    const verbs = new Set(events.filter((ev) => ev.sent === p.k).map((ev) => tokens[ev.verbIndex].w));
    let u = toYou(withSubject(unit(text, tokens, s, e, p.focus, budget), subjectOf(text, tokens, events, s, p.k), verbs));
    if (!u) return "";
    if (idx > 0 && (seed >>> (idx * 3)) % 3 !== 0) {
      const gap = p.k - picked[idx - 1].k;
      const options = idx === picked.length - 1 && picked.length > 1 && p.k === sents.length - 1 ? links[1] : links[0];
      const link = options[(seed >>> idx) % options.length];
      // after a link the clause continues the sentence: lower-case its first word unless it is a name
      const [first, second = ""] = u.split(/\s/);
      // "May Schneider", "Bill Kotnik": two capitals in a row are a name
      const name = isFirstName(first.toLowerCase()) || /^\p{Lu}{2,}/u.test(first) || /^\p{Lu}\p{Ll}/u.test(second);
      const body = first !== "I" && !name ? u[0].toLowerCase() + u.slice(1) : u;
      // "By the end, at the end you were…": a clause that brings its own link keeps it alone
      const linked = /^(at the end|in the end|by the end|finally|then|later|after that|soon|eventually)\b/i.test(u);
      if ((gap > 1 || idx === picked.length - 1) && !linked) u = `${link}${/^(Then|Soon)$/.test(link) ? "" : ","} ${body}`;
    }
    return finish(cap(u));
  });
  let story = parts.filter(Boolean).join(" ");
  const feeling = emotions.find((em) => !story.toLowerCase().includes(toYou(em.evidence).toLowerCase()));
  if (feeling && picked.length < 3) story += ` ${finish(cap(toYou(feelingClause(text, tokens, sents, feeling))))}`;
  return story || finish(cap(toYou(unit(text, tokens, 0, tokens.length - 1, 0, 30))));
}
