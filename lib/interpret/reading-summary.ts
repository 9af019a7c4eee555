/** The summary: what leads the dream (its shape, a feeling, a need), then what turns it, who helps, how it ends and how it felt. */
import { ARC_MOTIF, MILD_SUMMARY, scolded, voicesOf } from "./arc-readings";
import { cap, emoNoun, Picker, q } from "./naming";
import { isPlural } from "./phrase";
import { type Plot } from "./plot";
import { feelingQuote, lead, type Names } from "./reading-kit";
import type { Composing } from "./reading-context";
import { openingWithoutShape, sceneOfFeeling, sceneToldIn, withCompanyOf } from "./reading-opening";
import { adviceSummary } from "./reading-advice";
import { lucidSummary } from "./reading-lucid";
import { twistSummary } from "./reading-twist";
import { secretSummary } from "./reading-secret";
import { bindSummary } from "./reading-bind";
import { needSummary } from "./reading-need";
import { charged, centreSummary, holdsMore, toldIn } from "./reading-centre";
import { tellAct } from "./event-plain";
import { CORE_FEELING, FEELING, FEELING_AT_END } from "./reading-voices";

/** the feeling a shape carries, when the dreamer names it */
const SHAPE_FEELING: Partial<Record<Plot["arc"]["type"], string>> = {
  death: "SD",
  "loss-search": "SD",
  exclusion: "SD",
  threat: "AP",
  pursuit: "AP",
  falling: "AP",
  "unprepared-late": "AP",
  conflict: "AN",
  reunion: "HA",
  achievement: "HA",
};

/** help told as failing in its own words */
const FAILS = /\b(to no avail|in vain|without success|but (?:it|that) (?:didn't|did not) (?:help|work))\b/i;

export function summaryOf(c: Composing): string[] {
  const { p, pk, names, f } = c;
  const out: string[] = [];
  const arcVoices = voicesOf(p);
  const felt = c.byFeeling;
  const shaped = arcVoices.summary.length > 0 && !!f.e && !felt;
  const mild = f.mild && !scolded(p) ? MILD_SUMMARY[p.arc.type] : undefined;
  // (a shape whose first event can be told plainly opens on who did what, not on the shape's name: "your boyfriend kissed you, and …")
  // (but the shape's own reading stays when it says more than a label: a violation, harm that is yours, a chase you watch, a blow you answer with)
  const voice = shaped && !c.byNeed ? pk.pick(mild ?? arcVoices.summary)(f) : "";
  const led = shaped && !mild && !OWN_READING.test(voice) ? arcLead(p, pk, names) : null;
  if (c.byNeed) out.push(needSummary(p.need!, pk));
  else if (led) out.push(led);
  else if (shaped) out.push(voice);
  else if (felt) out.push(...withCompanyOf(sceneOfFeeling(p.feelingScene!, pk), p, pk, names));
  else out.push(...openingWithoutShape(p, pk, names));
  // the event that carries the dream, when the shape or the feeling that leads does not tell it (without either, the opening does)
  // (a shape is told from its own heaviest event: the centre is added only when it outweighs it — a gunman beside a dismissal,
  // not a second chase beside the dreamer's own)
  const outweighs = !shaped || (p.centre?.overShape ?? 0) >= 1;
  // (a lesser centre — a lapse, a cry, the dream's course — stands in only for an opening with no event of its own: reading-opening.ts)
  // (nor is a death told twice: "goats had died", then "they had died in pain" — the shape has said it)
  const again = !!p.centre && p.centre.kind === "death" && p.arc.type === "death";
  // (the centre comes first, so that the summary opens on what happens: before a feeling and what brought it on, and before a
  // shape it outweighs — in place of the shape's sentence when it outweighs it by far, a bird come back to life over a
  // killer's past told in passing)
  if ((shaped || felt) && !c.byNeed && p.centre && !p.centre.lesser && !again && outweighs && !toldIn(out, p.centre)) {
    const told = centreSummary(p.centre, names);
    // (nor is the shape told again when the centre's own words hold its event: "the dog ran at me … and bit my hand")
    const same = !!p.arc.evidence[0] && p.centre.words.includes(p.arc.evidence[0]);
    // (a centre the feeling's own scene holds, "I was cross because nobody had told me", is that feeling, not a deed)
    const scene =
      felt && !!p.feelingScene && (p.feelingScene.words.includes(p.centre.words) || p.centre.words.includes(p.feelingScene.cause));
    // (a shape that tells that event already keeps it; a shape of desire or violation is not displaced by a blow in it)
    if (same && shaped) {
      // (the shape's sentence tells the centre's event: nothing to add)
    } else if (
      shaped &&
      p.arc.type === "death" &&
      !/^(death|killing)$/.test(p.centre.kind) &&
      (p.centre.overShape ?? 0) >= 2 &&
      !sexualShape(p) &&
      !OWN_READING.test(out[0] ?? "")
    )
      // (a death the shape names in passing, "the man killed people", gives way to what then happens: a bird come back to life)
      out.splice(0, 1, told);
    else if (charged(p.centre) && !scene) out.unshift(told);
    else if (!scene) out.splice(1, 0, told);
  }
  const said = () => out.join(" ");
  // (a quote is told tidied by q(): what was quoted is looked for both ways)
  const told = (words: string) => said().includes(words) || said().includes(q(words));
  const twist = p.twist && !told(p.twist.evidence) ? twistSummary(p.twist, pk) : null;
  if (twist) out.push(twist);
  if (p.secret && !told(p.secret.words)) out.push(secretSummary(p.secret, pk, true));
  // (what the summary has quoted already is not quoted again: "in the end I had to drink it" as the labour)
  const b =
    p.bind && !said().includes(p.bind.no)
      ? { ...p.bind, yielded: said().includes(p.bind.yielded ?? "\0") ? undefined : p.bind.yielded }
      : null;
  const bind = b ? bindSummary(b, pk) : null;
  if (bind) out.push(bind);
  // (in a dream with a shape, the counsel is a detail for Jung and the questions, not the summary's centre)
  const advice = p.advice && !shaped && !twist && !said().includes(q(p.advice.evidence)) ? adviceSummary(p.advice, p.people, pk) : null;
  if (advice) out.push(advice);
  if (p.lucid && !twist && !advice && !said().includes(p.lucid)) out.push(lucidSummary(p.lucid, pk));
  if (p.help && p.arc.type !== "reunion" && !said().includes(q(p.help.evidence))) {
    const h = names.of(p.help.from);
    // (help that fails is the last beat, not a side taken: "my sister tried to cheer me up, in vain")
    const fails = FAILS.test(p.help.evidence);
    out.push(
      fails
        ? `${cap(h)} ${isPlural(h) ? "try" : "tries"} to reach you, but it does not help: ${q(p.help.evidence)}.`
        : pk.pick([
            p.threat
              ? `Not everyone is against you: ${h} ${isPlural(h) ? "are" : "is"} on your side — ${q(p.help.evidence)}.`
              : `${cap(h)} ${isPlural(h) ? "are" : "is"} on your side — ${q(p.help.evidence)}.`,
            `Help comes from ${h}: ${q(p.help.evidence)}.`,
            `${cap(h)} ${isPlural(h) ? "offer" : "offers"} something kind in the middle of it (${q(p.help.evidence)}).`,
          ]),
    );
  } else if (p.second && p.second.evidence[0] && p.second.evidence[0] !== p.arc.evidence[0] && !told(p.second.evidence[0])) {
    const motif = ARC_MOTIF[p.second.type];
    const e = q(p.second.evidence[0]);
    if (motif)
      out.push(
        pk.pick([`Then comes ${motif}: ${e}.`, `A second thread is ${motif} — ${e}.`, `${cap(motif)} follows, in your words ${e}.`]),
      );
  }
  if (p.recurring)
    out.push(
      pk.pick([
        `It is also a dream that comes back (${q(p.recurring)}), and a dream that returns is usually returning to something not yet settled.`,
        `You note that the dream recurs — ${q(p.recurring)} — which gives it more weight: what keeps coming back is asking to be dealt with.`,
      ]),
    );
  const end = ending(p, pk);
  if (end && !/“[^”]+”/.test(end)) out.push(end);
  else if (end && !said().includes(end.match(/“([^”]+)”/)![1])) out.push(end);
  // (the feeling that belongs to the shape first: the grief in a dream of a death, not a moment's puzzlement in it)
  // (a feeling whose own words carry nothing, "Worried", is quoted by its scene, or not at all)
  const unsaid = (x: Plot["emotions"][number]) => {
    // (a feeling whose scene the opening told in its own terms, "…: that is where the guilt comes from", is said)
    if (x === p.feelingScene?.feeling && sceneToldIn(p, said())) return false;
    const w = feelingQuote(p, x);
    return !!w && !said().includes(w);
  };
  const feeling = p.emotions.find((x) => x.code === SHAPE_FEELING[p.arc.type] && unsaid(x)) ?? p.emotions.find(unsaid);
  if (feeling) {
    const n = emoNoun(feeling.label);
    // guilt is not "the fear", disappointment not "grief": a feeling off its class's core is named as itself
    const core = CORE_FEELING[feeling.code].test(n);
    // only the last feeling is the one the dream ends on ("I was feeling good … then I got really aggravated")
    const last = feeling === p.emotions[p.emotions.length - 1];
    const atEnd = feeling.atEnd && last;
    const voices = core ? (atEnd ? FEELING_AT_END : FEELING)[feeling.code] : FEELING[feeling.code].filter((v) => v.length === 2);
    const said = pk.pick(voices)(q(feelingQuote(p, feeling)!), n);
    out.push(atEnd ? said : lead(pk, "summary", said));
  }
  return out.slice(0, 4);
}

/** a shape's sentence that reads the event, not only names the shape: kept before any plain telling */
const OWN_READING =
  /\b(violation|intrusion|does harm|violence here is yours|yours to carry out|you watch|watched|see a pursuit|answer|strike back|victim|in your favour|someone else's)\b/i;

/** a shape of desire or violation: "I had been raped" is not displaced by a shot that follows it */
const sexualShape = (p: Plot) =>
  p.arc.type === "sexual-encounter" || p.interactions.some((i) => i.type === "sexuality" && i.event === p.arc.events[0]);

/** what a shape is, said after its first event told plainly: a few wordings each, so that no one recurs across dreams */
const ARC_TAIL: Partial<Record<Plot["arc"]["type"], string[]>> = {
  "sexual-encounter": [
    ", and desire is what carries the dream",
    " — an intimate moment, and the dream's centre",
    ", and the dream turns on that closeness",
  ],
  conflict: [
    ", and that clash is what the dream turns on",
    " — a conflict, and the dream is built around it",
    ", and the dream hangs on that struggle",
  ],
  threat: [", and that menace drives the dream", " — a danger, and the dream's centre", ", and the dream turns on that threat"],
  pursuit: [
    ", and the chase is what drives the dream",
    " — a pursuit, and the dream is built around it",
    ", and the dream turns on that chase",
  ],
  death: [", and the dream is built around that death", " — a death, and the dream's centre", ", and the dream turns on that death"],
};
/** verbs of speech: what they tell is said, not done */
const SPEECH = /\b(said|says|say|told|tells|tell|asked|asks|warned|warns|yelled|shouted|called)\b/i;

/**
 * The shape's first event, told plainly, then what the shape is: "Your boyfriend kissed you, and desire is what carries
 * the dream." The quotation follows only when it holds more than the plain telling does.
 */
function arcLead(p: Plot, pk: Picker, names: Names): string | null {
  const tails = ARC_TAIL[p.arc.type];
  const e = p.arc.evidence[0];
  if (!tails || !p.arcAct || !e) return null;
  // (a threat or a chase is told from the one who brings it: "you walk into a wet cellar" is no menace told)
  if (/^(threat|pursuit)$/.test(p.arc.type) && p.arcAct.who.id === 0) return null;
  // (nor from words someone says: "a man warned us off the road" is a warning, not the threat itself)
  if (/^(threat|pursuit|death)$/.test(p.arc.type) && p.arc.evidence[0] && SPEECH.test(p.arc.evidence[0])) return null;
  const told = tellAct(p.arcAct, names);
  if (told.split(/\s+/).length < 3) return null;
  return `${told}${pk.pick(tails)}${holdsMore(e, told) ? `: ${q(e)}` : ""}.`;
}

/** "I felt great … then I learned the tickets were fake and I got furious": the feeling turns at the end */
function reversal(p: Plot, pk: Picker): string | null {
  const last = p.emotions[p.emotions.length - 1];
  // (a one-word feeling, "angry", is no ending to quote)
  const turned =
    last?.atEnd && last.code !== "HA" && last.evidence.includes(" ") && (p.emotions.some((e) => e.code === "HA") || !!p.success);
  if (!turned) return null;
  return pk.pick([
    `Then it turns: ${q(last.evidence)}.`,
    `It does not stay that way — the dream ends on ${q(last.evidence)}.`,
    `But the good moment does not hold: ${q(last.evidence)}.`,
  ]);
}

function ending(p: Plot, pk: Picker): string | null {
  const turn = reversal(p, pk);
  if (turn) return turn;
  if (p.woke && p.arc.type !== "waking-at-climax")
    return pk.pick([`It does not resolve — you wake at the height of it.`, `The dream ends by waking you before anything is settled.`]);
  // (a success the dream then undoes — a crash, an attack after it — is no happy ending)
  const after = (x?: { event?: { start: number } }) => !!x?.event && !!p.success?.event && x.event.start > p.success.event.start;
  const undone =
    p.outcomes.some((o) => (o.type === "misfortune" || o.type === "failure") && after(o)) ||
    p.interactions.some((i) => i.type === "aggression" && i.to?.id === 0 && after(i)) ||
    !!p.unsettled;
  if (p.success && p.arc.type !== "achievement" && !undone) return `It turns in your favour: ${q(p.success.evidence)}.`;
  if (p.failure && p.arc.type !== "unable-to-act")
    return pk.pick([
      `Your effort does not pay off: ${q(p.failure.evidence)}.`,
      `Something you try does not work — ${q(p.failure.evidence)}.`,
    ]);
  // (a fall, a death or a loss is the mishap itself; without a shape, a mishap already leads the summary)
  const m = p.mishapAtEnd;
  // (only the dreamer's, only one that happens: not "I forgot", not "was going to crash", not the pains one wakes with)
  const real =
    !!m &&
    (!m.who || m.who.id === 0) &&
    m.evidence.split(" ").length >= 3 &&
    // (a clause told from its start, "I slid into a snowbank", not a piece cut from the middle of one)
    /^(?:[A-Z]|(?:i|we|my|our|the|a|an)\b)/.test(m.evidence) &&
    !m.event?.lemmas.some((l) => /^(forget|wake|awake|stumble)$/.test(l)) &&
    !/\b(going to|about to|almost|nearly)\b/.test(m.evidence);
  if (real && !/^(none|falling|death|loss-search)$/.test(p.arc.type) && !p.arc.evidence.includes(m!.evidence))
    return pk.pick([`And it ends badly: ${q(m!.evidence)}.`, `The dream leaves you with a mishap — ${q(m!.evidence)}.`]);
  return null;
}
