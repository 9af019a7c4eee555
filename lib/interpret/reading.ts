/**
 * The reading: a summary, a Jungian and a Freudian paragraph, a practical note and reflection
 * questions, each arguing from the dream's shape and its interactions (who threatens, who helps,
 * what the dreamer does and fails to do) before it brings in the symbols that matter to that —
 * one or two, read in the situation the dream puts them in.
 */
import { ARC_MOTIF, MILD_SUMMARY, voicesOf, dangerLed, type Fill } from "./arc-readings";
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import type { EmotionHit } from "./emotions";
import { cap, definite, emoNoun, objectPronoun, Picker, q } from "./naming";
import { isPlural } from "./phrase";
import { isArcImage, MANNERS, metAgain, type KeySymbol, type Plot } from "./plot";
import { calm, lead, Names, situated, tied } from "./reading-kit";
import { everydayOf } from "./reading-everyday";
import { openingWithoutShape, sceneOfFeeling, withCompanyOf } from "./reading-opening";
import { freudOnMishap } from "./reading-mishap";
import { questionsOf } from "./reading-questions";
import { adviceJung, adviceSummary } from "./reading-advice";
import { lucidJung, lucidSummary } from "./reading-lucid";
import { stanceJung } from "./reading-stance";
import { focusFreud, focusJung } from "./reading-focus";
import { twistFreud, twistJung, twistSummary } from "./reading-twist";
import { secretFreud, secretJung, secretSummary } from "./reading-secret";
import { bindFreud, bindJung, bindSummary } from "./reading-bind";
import { dyingOf, type Dying } from "./reading-death";
import { spokenFreud, spokenJung } from "./reading-spoken";
import { shiftNamed } from "./reading-shift";
import { loverOf } from "./reading-lover";
import { needFreud, needImage, needJung, needLeads, needSummary } from "./reading-need";
import { freudOnHostility, freudOnKindOfHostility } from "./reading-hostility";
import {
  CORE_FEELING,
  FEELING,
  FEELING_AT_END,
  FREUD_BY_FEELING,
  FREUD_SYMBOL,
  FREUD_SYMBOL_FIRST,
  DAY_RESIDUE,
  FREUD_ON_A_WISH,
  JUNG_ON_A_WISH,
  JUNG_BY_FEELING,
  JUNG_SYMBOL,
} from "./reading-voices";
import { HOSTILE_FEELINGS, MILD_AGGRESSION } from "./verb-classes";

/** the categories of a symbol that is only where things happen, when nothing happens to it */
const SCENERY = /^(place|nature|object|clothing|food)$/;

export type Reading = { summary: string; psychologicalAnalysis: string; reflectionQuestions: string[] };

function fill(p: Plot, names: Names): Fill {
  const arc = p.arc.type;
  // the participant of the event the arc is quoted from, so the name and the quotation agree
  const shown = p.arc.events[0] ? p.interactions.find((x) => x.event === p.arc.events[0]) : undefined;
  const e =
    shown ??
    (arc === "sexual-encounter"
      ? p.intimacy
      : arc === "conflict"
        ? (p.hostility ?? p.threat)
        : arc === "reunion"
          ? p.help
          : (p.threat ?? p.hostility));
  let who: Entity | undefined = e ? (e.from?.id === 0 ? e.to : e.from) : undefined;
  if (arc === "reunion") who = p.dead ?? who;
  if (arc === "exclusion" && p.threat) who = p.threat.from;
  // the story has introduced everyone already: "the tall man", not "a tall man" again
  const x = who ? definite(names.of(who)) : "";
  const ev = p.arc.evidence[0] ?? p.second?.evidence[0] ?? "";
  const them = objectPronoun(who);
  // a hostile feeling ("I was irked at her influence") is friction too, whatever verb carries it
  const felt = (x: Interaction) =>
    x.evidence
      .toLowerCase()
      .split(/[^a-z']+/)
      .some((w) => HOSTILE_FEELINGS.has(w));
  // (an angry animal threatens with more than words)
  const mild =
    !!e && e.type === "aggression" && e.from?.kind !== "animal" && (e.event.lemmas.some((l) => MILD_AGGRESSION.test(l)) || felt(e));
  return {
    x,
    X: cap(x),
    e: ev ? q(ev) : "",
    has: !!who,
    them,
    s: who && (who.group || isPlural(x)) ? "" : "s",
    mild,
    dead: dying(p, names),
    shift: shiftNamed(p.shift, (c) => definite(names.of(c))),
    lover: arc === "sexual-encounter" ? loverOf(who, x) : undefined,
  };
}

/** whose death the dream's shape is: the one killed, or the one who dies */
function dying(p: Plot, names: Names): Dying | undefined {
  const ev = p.arc.type === "death" ? p.arc.events[0] : undefined;
  if (!ev) return undefined;
  const who = p.interactions.find((i) => i.event === ev)?.to ?? p.outcomes.find((o) => o.event === ev)?.who;
  return dyingOf(who, who ? definite(names.of(who)) : "");
}

/**
 * Whether a feeling and what brings it on lead the reading rather than the shape: when there is no shape to
 * tell, or the shape is found in the reason the dreamer gives for the feeling ("I was angry because I felt I
 * was being forced") — the feeling is what the dreamer reports, the shape only its reason.
 */
function ledByFeeling(p: Plot, f: Fill): boolean {
  const scene = p.feelingScene;
  // (a feeling whose words are the reveal itself leaves the reveal to lead)
  if (!scene || (p.twist && scene.words.includes(p.twist.evidence))) return false;
  if (!voicesOf(p).summary.length || !f.e) return !p.threat && !p.witnessed;
  // a shape resting on one mild moment ("I couldn't trust them") weighs less than what the dreamer says they felt
  // (only the dreamer's own mild hostility: being yelled at is no slight thing to the one it happens to)
  const slight = f.mild && p.arc.score <= 3 && p.arc.type === "conflict" && !p.violation;
  return slight || (scene.after && !!p.arc.evidence[0] && scene.words.includes(p.arc.evidence[0]));
}

function summaryOf(p: Plot, pk: Picker, names: Names, f: Fill): string[] {
  const out: string[] = [];
  const arcVoices = voicesOf(p);
  const felt = ledByFeeling(p, f);
  const shaped = arcVoices.summary.length > 0 && !!f.e && !felt;
  const mild = f.mild ? MILD_SUMMARY[p.arc.type] : undefined;
  if (needLeads(p)) out.push(needSummary(p.need!, pk));
  else if (shaped) out.push(pk.pick(mild ?? arcVoices.summary)(f));
  else if (felt) out.push(...withCompanyOf(sceneOfFeeling(p.feelingScene!, pk), p, pk, names));
  else out.push(...openingWithoutShape(p, pk, names));
  const said = () => out.join(" ");
  const twist = p.twist && !said().includes(p.twist.evidence) ? twistSummary(p.twist, pk) : null;
  if (twist) out.push(twist);
  if (p.secret && !said().includes(p.secret.words)) out.push(secretSummary(p.secret, pk, true));
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
    out.push(
      pk.pick([
        p.threat
          ? `Not everyone is against you: ${h} ${isPlural(h) ? "are" : "is"} on your side — ${q(p.help.evidence)}.`
          : `${cap(h)} ${isPlural(h) ? "are" : "is"} on your side — ${q(p.help.evidence)}.`,
        `Help comes from ${h}: ${q(p.help.evidence)}.`,
        `${cap(h)} ${isPlural(h) ? "offer" : "offers"} something kind in the middle of it (${q(p.help.evidence)}).`,
      ]),
    );
  } else if (p.second && p.second.evidence[0] && p.second.evidence[0] !== p.arc.evidence[0]) {
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
  const feeling = p.emotions.find((x) => !said().includes(x.evidence));
  if (feeling) {
    const n = emoNoun(feeling.label);
    // guilt is not "the fear", disappointment not "grief": a feeling off its class's core is named as itself
    const core = CORE_FEELING[feeling.code].test(n);
    // only the last feeling is the one the dream ends on ("I was feeling good … then I got really aggravated")
    const last = feeling === p.emotions[p.emotions.length - 1];
    const atEnd = feeling.atEnd && last;
    const voices = core ? (atEnd ? FEELING_AT_END : FEELING)[feeling.code] : FEELING[feeling.code].filter((v) => v.length === 2);
    const said = pk.pick(voices)(q(feeling.evidence), n);
    out.push(atEnd ? said : lead(pk, "summary", said));
  }
  return out.slice(0, 4);
}

/** "I was feeling good … But then I found out that it wasn't right and I got really aggravated": the feeling turns at the end */
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
    p.interactions.some((i) => i.type === "aggression" && i.to?.id === 0 && after(i));
  if (p.success && p.arc.type !== "achievement" && !undone) return `It turns in your favour: ${q(p.success.evidence)}.`;
  if (p.failure && p.arc.type !== "unable-to-act")
    return pk.pick([
      `Your effort does not pay off: ${q(p.failure.evidence)}.`,
      `Something you try does not work — ${q(p.failure.evidence)}.`,
    ]);
  return null;
}

function jungOf(p: Plot, pk: Picker, names: Names, f: Fill): string[] {
  const out: string[] = [];
  const v = calm(voicesOf(p).jung, f);
  if (needLeads(p)) out.push(needJung(p.need!, pk));
  else if (v.length && !ledByFeeling(p, f)) out.push(tied(pk.pick(v)(f).trim(), f));
  else if (p.feelingScene && !p.twist) {
    const { feeling, cause } = p.feelingScene;
    out.push(pk.pick(JUNG_BY_FEELING[feeling.code])(q(cause), emoNoun(feeling.label)));
  } else if (v.length) out.push(tied(pk.pick(v)(f).trim(), f));
  const role = p.twist
    ? twistJung(p.twist, pk)
    : p.secret
      ? secretJung(p.secret, pk)
      : p.advice
        ? adviceJung(p.advice, p.people, pk)
        : p.lucid
          ? lucidJung(p.lucid, pk)
          : p.theirs && !p.remark
            ? `For Jung, what ${names.of(p.theirs.who)} comes to see is also yours to see: a figure's insight in a dream is often the dreamer's own, arriving from outside.`
            : roleFigure(p, pk, names, f);
  if (role) out.push(out.length ? lead(pk, "jung", role) : role);
  // the dreamer's "no" set against what the dream asks, before anything the dream only dwells on
  // (a bare "no" beside a larger shape is a side thread, left to the questions)
  if (p.bind && out.length < 2 && (!v.length || p.bind.press || p.bind.yielded))
    out.push(out.length ? lead(pk, "jung", bindJung(p.bind, pk)) : bindJung(p.bind, pk));
  // after a reading of what happens, a symbol that is only scenery would be a dictionary line
  // (a forced act is named as a violation already, not read again as a symbol)
  const forced = (x: KeySymbol) =>
    !!p.violation && x.sym.firstToken >= p.violation.event.start && x.sym.firstToken <= p.violation.event.end;
  // the thing the dream keeps returning to, read through what you do with it, before any dictionary line
  const focus = p.focus && out.length < 2 && !dangerLed(p) ? p.focus : undefined;
  if (focus) {
    const line = focusJung(focus.thing, pk, focus.symbol);
    out.push(out.length ? lead(pk, "jung", line) : line);
  }
  // a dream with no shape: what the dreamer mostly does in it comes before any dictionary line
  if (out.length < 2 && p.stance) out.push(out.length ? lead(pk, "jung", stanceJung(p.stance, pk)) : stanceJung(p.stance, pk));
  // the dreamer's own words in the dream, before the moment they mark or any dictionary line
  if (out.length < 2 && p.spoken) out.push(out.length ? lead(pk, "jung", spokenJung(p.spoken, pk)) : spokenJung(p.spoken, pk));
  // with nothing else to read, the moment the dreamer singles out comes before any dictionary line
  if (!out.length && p.striking) {
    const w = q(p.striking.words);
    out.push(
      pk.pick(
        p.striking.marked
          ? [
              `Jung would stay with the image you single out — ${w} — and ask what it shows that your waking attitude leaves out.`,
              `For Jung the moment a dreamer marks, here ${w}, is where the unconscious speaks most plainly; he would let it grow by association before explaining it.`,
            ]
          : [
              `Jung would stay with the dream's most vivid image — ${w} — and ask what it shows that your waking attitude leaves out.`,
              `For Jung an image as vivid as ${w} is where the unconscious speaks most plainly; he would let it grow by association before explaining it.`,
            ],
      ),
    );
  }
  // (a wish the dream names says more than scenery nothing happens to)
  const first = p.symbols[0];
  const scenery = !first || (!first.bound && SCENERY.test(first.sym.def.category));
  if (!out.length && p.wish && scenery) out.push(pk.pick(JUNG_ON_A_WISH)(q(p.wish)));
  const k = dangerLed(p)
    ? undefined
    : out.length
      ? p.symbols.find(
          (x) => x.bound && x.sym.def.category !== "person" && !forced(x) && x !== focus?.symbol && !isArcImage(p, x) && !needImage(p, x),
        )
      : p.symbols[0];
  if (k) {
    // the paragraph names whose reading it is, if nothing before the symbol has
    const pool = out.some((x) => x.includes("Jung")) ? JUNG_SYMBOL : JUNG_SYMBOL.filter((v) => v("", "", k).includes("Jung"));
    const line = pk.pick(pool)(situated(k), k.meaning.jung, k);
    // a lead-in ties a sentence to the one before it; the paragraph's first has none
    out.push(out.length ? lead(pk, "jung", line) : line);
  }
  if (!out.length)
    out.push(
      `With no clear drama, a Jungian reading starts from the mood and the setting, and asks what waking attitude the dream is balancing.`,
    );
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
      `${cap(h)}, who ${p.help.from.group ? "help" : "helps"} you, ${p.help.from.group ? "have" : "has"} the look of what Jung called the helpful figure — the psyche's own resources arriving when the ego is stuck.`,
      `Jung would see in ${h} a guide: the part of you that knows what to do before you do.`,
    ]);
  }
  if (p.witnessed && !p.threat) {
    const a = p.witnessed.from ? definite(p.witnessed.from.label) : "the unseen aggressor";
    const v = definite(p.witnessed.to!.label);
    return p.intervention
      ? pk.pick([
          `Jung would see ${a} as a shadow figure, violence the psyche holds too, and your move toward ${p.intervention.to === p.witnessed.from ? a : v} as the ego meeting it instead of looking away; ${v} is what that shadow endangers in you.`,
          `For Jung, ${v} in danger is a vulnerable side of your own, and ${a} the force that threatens it; that you step in is the dream's hopeful turn.`,
        ])
      : `For Jung, watching ${a} turn on ${v} puts before you a conflict of your own at one remove, where it is easier to look at.`;
  }
  if (p.threat?.from && p.arc.type !== "pursuit" && p.arc.type !== "threat") {
    const t = definite(p.threat.from.label);
    return pk.pick([
      `${cap(t)}, hostile toward you, is the shadow's likeliest face in the dream.`,
      `Jung would ask what ${t} carries that you keep away from yourself: the one who turns on us in a dream often holds a quality we refuse.`,
      `In Jung's terms, ${t} may act out an attitude of your own that you would rather not own, turned against you so it can be seen.`,
    ]);
  }
  if (p.intimacy && p.arc.type !== "sexual-encounter") {
    const other = p.intimacy.from?.id === 0 ? p.intimacy.to : p.intimacy.from;
    if (other)
      return `The closeness with ${definite(other.label)} suggests the anima or animus: what you seek in another as a sign of what you lack in yourself.`;
  }
  // a relative only passing through the scene ("Mom drove us there") is no archetype of the dream
  // (not the one the shape's reading has just named: that would say the same thing twice)
  const fam = p.people.find(
    (c) =>
      c.kind === "family" &&
      definite(c.label) !== used &&
      (metAgain(c) || p.interactions.some((i) => (i.from === c || i.to === c) && !MANNERS.test(i.event.lemmas[0]))),
  );
  if (fam) {
    const n0 = definite(fam.label);
    // (what passes with them in this dream, quoted where it is told, so the archetype is about this scene)
    const act = p.interactions.find((i) => i.from === fam || i.to === fam)?.evidence ?? p.deeds.get(fam.id);
    const n = act ? `${n0} (${q(act)})` : n0;
    if (/mother|grandmother|aunt/.test(fam.head))
      return pk.pick([
        `${cap(n)} brings in the mother archetype, with its care and its pull toward the past.`,
        `Jung would see the mother archetype in ${n}: nurture, and the wish to be held, and the fear of being held too tightly.`,
        `Through ${n} the dream touches the maternal: what you were given, and what you still look for.`,
      ]);
    if (/father|grandfather|uncle/.test(fam.head))
      return pk.pick([
        `${cap(n)} carries the father archetype: order, approval and the rules you grew up with.`,
        `Jung would read ${n} as the paternal principle — authority, judgement, the voice that says what is allowed.`,
        `With ${n} in the scene, the dream weighs your own authority against the one you grew up under.`,
      ]);
    return pk.pick([
      `${cap(n)} may mirror a side of yourself, as family figures in dreams often do.`,
      `Jung would ask what ${n} ${isPlural(n0) ? "embody" : "embodies"} that you share, or refuse to share.`,
    ]);
  }
  // someone the dream keeps returning to, a friend or someone you know: a figure of your own psyche too
  // (read by who acts: what they do to you, what you do to them, what the two of you do together)
  if (p.between && definite(p.between.who.label) !== used) {
    const n = definite(p.between.who.label);
    const w = q(p.between.words);
    const by = {
      them: [
        `Jung would ask what ${n} brings you here (${w}) that you have not yet found in yourself: a figure you know often carries a capacity of your own you meet first in them.`,
        `In Jung's terms, what ${n} does toward you — ${w} — may be what a side of you, the one you know through ${n}, is trying to do.`,
      ],
      you: [
        `Jung would ask what in you ${n} stands for, since in the dream it is you who acts: ${w}.`,
        `For Jung, what you do to ${n} in a dream (${w}) is also something you do to the part of yourself ${n} stands for.`,
      ],
      both: [
        `Jung might see ${n} as the ego's companion in this dream (${w}): someone close enough to carry a part of yourself you still share, or need to.`,
        `Alongside ${n} — ${w} — the dream shows you with a part of yourself you know best through ${n}; Jung would ask what that part wants.`,
      ],
    };
    return pk.pick(by[p.between.by]);
  }
  return null;
}

function freudOf(p: Plot, pk: Picker, names: Names, f: Fill, summary: string, jung: string): string[] {
  const out: string[] = [];
  // (when a feeling leads the reading, Freud reads the feeling, not the shape it outweighs)
  const v = ledByFeeling(p, f) ? [] : calm(voicesOf(p).freud, f);
  // (a fight of the dreamer's own is read by its kind — words, a theft, a jibe, a parent or a sibling — before the shape's stock)
  const own = p.arc.type === "conflict" && p.hostility && p.arc.events.includes(p.hostility.event) ? p.hostility : undefined;
  const kind = v.length && own ? freudOnKindOfHostility(own, pk) : null;
  if (needLeads(p)) out.push(needFreud(pk));
  else if (kind) out.push(kind);
  else if (v.length) out.push(tied(pk.pick(v)(f), f));
  // pushing back at someone who came at you first is defence, not a hostile wish let out
  const defence = p.hostility && p.threat && p.threat.from === p.hostility.to && p.threat.event.start <= p.hostility.event.start;
  if (p.hostility && defence)
    out.push(
      pk.pick([
        `When you push back at ${definite(p.hostility.to!.label)} (${q(p.hostility.evidence)}), Freud would see the dream allowing a resistance that waking manners may not: what would you stop, if you could, as plainly as that?`,
        `Freud would give weight to your answer to ${definite(p.hostility.to!.label)} — ${q(p.hostility.evidence)}: the dream lets you refuse an intrusion outright, which suggests one you have been putting up with.`,
      ]),
    );
  else if (p.hostility && p.arc.type !== "conflict")
    out.push(
      // (a refusal is no blow: Freud would hear a larger "no" in it, not a hostile wish)
      p.hostility.event.lemmas.some((l) => /^(refuse|reject|deny|ignore|snub|decline)$/.test(l)) ||
        /\b(said|say|says) no\b/i.test(p.hostility.evidence)
        ? `Freud would not pass over your ${q(p.hostility.evidence)} to ${definite(p.hostility.to!.label)}: a small refusal in a dream can carry a larger one you have not made awake.`
        : freudOnHostility(p.hostility, pk),
    );
  else if (p.threat && p.arc.type !== "threat" && p.arc.type !== "pursuit")
    out.push(
      pk.pick([
        `Being the target of ${definite(p.threat.from!.label)} Freud would read as guilt seeking its punishment.`,
        `Freud would ask what ${definite(p.threat.from!.label)} lets you feel without having to own it: a reproach you make of yourself can arrive in a dream from someone else's mouth.`,
      ]),
    );
  else if (p.witnessed && !v.length) {
    const v0 = definite(p.witnessed.to!.label);
    out.push(
      /child|boy|girl|baby|kid|son|daughter/.test(p.witnessed.to!.head)
        ? `Freud would ask whom you are really protecting when ${v0} is in danger: often it is the child you were.`
        : `Freud would ask what in you sides with ${p.witnessed.from ? definite(p.witnessed.from.label) : "whoever does the harm"}, and what with ${v0}: a dreamer is usually both.`,
    );
  }
  if (p.twist) out.push(twistFreud(p.twist, pk));
  else if (p.secret) out.push(secretFreud(p.secret, pk));
  // the thing the dream dwells on, read through what you do with it, takes the place of a decoded symbol
  // (nor after a sentence that has found a refusal of its own: "'I could not' often means 'I must not'")
  const refused =
    p.bind && out.length < 2 && (!v.length || p.bind.press || p.bind.yielded) && !out.some((x) => /\brefus/.test(x))
      ? bindFreud(p.bind, pk)
      : null;
  if (refused) out.push(out.length ? lead(pk, "freud", refused) : refused);
  const focus =
    !v.length && !p.twist && !p.secret && !refused && p.focus && !dangerLed(p) ? focusFreud(p.focus.thing, pk, p.focus.symbol) : null;
  if (focus) out.push(out.length ? lead(pk, "freud", focus) : focus);
  const speech = p.spoken && out.length < 2 && !refused && !focus ? spokenFreud(p.spoken, jung.includes(q(p.spoken))) : null;
  if (speech) out.push(out.length ? lead(pk, "freud", speech) : speech);
  const said = out.length > 0 || (!v.length && (p.emotions.length > 0 || !!p.misfortune));
  // the second symbol bound up with what happens (the first is Jung's); with nothing said yet, any
  const bound = p.symbols.filter((x) => x.bound && x.sym.def.category !== "person");
  const k = dangerLed(p) || focus || refused || speech ? undefined : said ? bound[1] : (p.symbols[1] ?? p.symbols[0]);
  // (scenery nothing happens to — a sun, a table, a street — gets no decoding: Freud would ask where it comes from)
  const scenery = !!k && !k.bound && SCENERY.test(k.sym.def.category) && !out.length;
  // (a wish the dream names outright is where Freud starts, before a borrowed piece of the day or a decoded symbol)
  if (!out.length && p.wish && !dangerLed(p) && !focus && !refused && !speech) out.push(pk.pick(FREUD_ON_A_WISH)(q(p.wish)));
  else if (k && scenery) out.push(pk.pick(DAY_RESIDUE)(q(k.sym.quote)));
  else if (k)
    out.push(
      out.length
        ? lead(pk, "freud", pk.pick(FREUD_SYMBOL)(situated(k), k.meaning.freud, k))
        : pk.pick(FREUD_SYMBOL_FIRST)(situated(k), k.meaning.freud, k),
    );
  // ("feel good" giving way to "I got very upset": the feeling the dream ends in is the one to read)
  const last = p.emotions[p.emotions.length - 1];
  const soured = p.emotions[0]?.code === "HA" && last && last.code !== "HA";
  const feeling = p.feelingScene?.feeling ?? (soured ? last : p.emotions[0]);
  if (p.twist) return out;
  if (!v.length && feeling) out.unshift(pk.pick(FREUD_BY_FEELING[feeling.code])(q(feeling.evidence), emoNoun(feeling.label)));
  // (a loss the focus already reads through Freud's slips is not read twice; a mishap the summary quoted is named, not quoted again)
  else if (!v.length && p.misfortune && !(focus && p.focus?.thing.relation?.kind === "lost"))
    out.unshift(freudOnMishap(p.misfortune, names, summary.includes(q(p.misfortune.evidence))));
  return out;
}

export function composeReading(p: Plot, emotions: EmotionHit[], historyNote: string | null, seed: number, likelyEnglish: boolean): Reading {
  const pk = new Picker(seed);
  const names = new Names();
  const f = fill(p, names);
  const summary = summaryOf(p, pk, names, f);
  if (!likelyEnglish)
    summary.unshift("Oneira's offline reader understands English best, so this reading rests only on the words it could recognise.");
  if (!summary.length)
    summary.push(
      p.last
        ? `The dream gives no single drama to read, so start where it leaves you: ${q(p.last)}.`
        : "The account is very short, so the reading stays close to the words you wrote.",
    );
  const jung = jungOf(p, pk, names, f);
  const paras = [jung, freudOf(p, pk, names, f, summary.join(" "), jung.join(" ")), everydayOf(p, pk, historyNote)].filter((x) => x.length);
  const once = quotedOnce([summary, ...paras]);
  return {
    summary: once[0].join(" "),
    psychologicalAnalysis: once
      .slice(1)
      .map((x) => x.join(" "))
      .join("\n\n"),
    reflectionQuestions: questionsOf(p, pk, f, emotions),
  };
}

/**
 * A quotation tacked on to tie a sentence to the dream (" — “…”.") is dropped once the reading
 * has quoted those words already: the same words three times read as a template, not a reading.
 */
function quotedOnce(paras: string[][]): string[][] {
  const seen = new Map<string, number>();
  return paras.map((sentences) =>
    sentences.map((x) => {
      const tail = /\s—\s(“[^”]+”)\.$/.exec(x);
      // (a sentence whose only quotation is its tail keeps it: without it, it could stand in any dream —
      // unless the reading has quoted those words twice already: a third time reads as a template)
      const anchored = tail && /“/.test(x.slice(0, tail.index));
      const times = tail ? (seen.get(tail[1]) ?? 0) : 0;
      const out = tail && ((anchored && times > 0) || times > 1) ? `${x.slice(0, tail.index)}.` : x;
      for (const m of out.matchAll(/“[^”]+”/g)) seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
      return out;
    }),
  );
}
