/**
 * The summary's opening when no shape leads the dream: violence the dreamer witnesses, the feeling
 * and what brings it on, a mishap, who helps or whom the dreamer helps, the course of the feelings,
 * the person the dream keeps returning to, a decision, the moment the dreamer marks, a task
 * laboured at — and only then an image to start from. Also the company the dreamer keeps there.
 */
import { avoidSummary } from "./reading-avoid";
import { witnessSummary } from "./reading-witness";
import { spokenSummary } from "./reading-spoken";
import { adviceSummary } from "./reading-advice";
import { lucidSummary } from "./reading-lucid";
import { twistSummary } from "./reading-twist";
import { secretSummary } from "./reading-secret";
import { focusSummary } from "./reading-focus";
import { cap, definite, emoNoun, type Picker, q, worthQuoting } from "./naming";
import { isPlural, toYou } from "./phrase";
import { type Plot, weighty } from "./plot";
import { type Names, situated, spokenWords } from "./reading-kit";
import { agreeK } from "./reading-voices";
import { charged, centreSummary, holdsMore, toldIn } from "./reading-centre";
import { tellAct } from "./event-plain";
import { MILD_AGGRESSION } from "./verb-classes";
import { deedWithYou } from "./company-deeds";

/** a dream with no single drama but a change of feeling: "first fear (“I'm scared”), then relief" */
function feelingCourse(p: Plot, pk: Picker): string | null {
  const [a, b] = p.emotions;
  if (!a || !b || a.code === b.code) return null;
  const [na, nb] = [emoNoun(a.label), emoNoun(b.label)];
  return pk.pick([
    `What moves in this dream is feeling more than plot: first ${na} (${q(a.evidence)}), then ${nb} (${q(b.evidence)}).`,
    `The dream's course runs from ${na} to ${nb}: ${q(a.evidence)}, and later ${q(b.evidence)}.`,
    `Follow the feelings rather than the events here: ${q(a.evidence)} gives way to ${q(b.evidence)}.`,
  ]);
}

/**
 * What those who share a dream that has no single drama do with you: "Maya hugs you". Who is there
 * the story says already, so a line that only names them ("You share this dream with Maya") is
 * left out; a deed between you and them is told when the dream has one.
 */
function company(p: Plot, _pk: Picker, names: Names, first = ""): string | null {
  // ("The company you keep here is someone and someone": the unnamed are no company to name)
  // (and only those the dream returns to or who do something with you: a name in passing is no company)
  // ("a doctor and the person": a bare "person" names no one either)
  const unnamed = /^(someone|somebody|anyone|anybody|(a|an|the|this|that) (person|individual|figure))$/;
  // (nor the one the dreamer keeps away from)
  const shown = p.present.filter((c) => !unnamed.test(c.label) && weighty(p, c) && c !== p.avoiding?.from).slice(0, 2);
  if (!shown.length) return null;
  // (a help, a kindness, a threat or an intimacy the summary tells on its own lines is not told twice)
  const skip = new Set([p.help, p.kindness, p.threat, p.intimacy, p.hostility].filter((x): x is NonNullable<typeof x> => !!x));
  for (const i of p.interactions) if (first.includes(i.evidence) || first.includes(q(i.evidence))) skip.add(i);
  const deeds = shown.map((c) => deedWithYou(p.interactions, c, names, skip)).filter((x): x is string => !!x);
  return deeds.length ? deeds.join(" ") : null;
}

/** violence between others, and what you do about it: the dream's centre when no one turns on you */
function witnessing(p: Plot, pk: Picker, names: Names): string[] {
  const w = p.witnessed!;
  const [a, v] = [names.of(w.from), names.of(w.to)];
  const act = p.intervention;
  if (act)
    return [
      pk.pick([
        `Someone else is in danger here — ${q(w.evidence)} — and you do not stand aside: ${q(act.evidence)}.`,
        `The harm in this dream is aimed at ${v}, not at you (${q(w.evidence)}), yet it is you who ${act.type === "aggression" ? "takes on" : "deals with"} ${act.to === w.from ? definite(a) : definite(v)}: ${q(act.evidence)}.`,
        `${q(w.evidence)}: you arrive as a witness, and become the one who acts — ${q(act.evidence)}.`,
      ]),
    ];
  const told = witnessSummary(w, pk);
  if (told) return [told];
  // a complaint or a quarrel between others is friction, not violence
  const mild = w.event.lemmas.some((l) => MILD_AGGRESSION.test(l) || /^(complain|argue|quarrel|bicker|criticize|criticise)$/.test(l));
  return [
    pk.pick([
      `You are a witness here more than a target: ${q(w.evidence)}.`,
      `The ${mild ? "friction" : "violence"} in this dream passes between others — ${q(w.evidence)} — and you watch it.`,
      `What you see, rather than what happens to you, carries the dream: ${q(w.evidence)}.`,
    ]),
  ];
}

/** a sentence, and after it who keeps the dreamer company there, if anyone named does */
export function withCompanyOf(first: string, p: Plot, pk: Picker, names: Names): string[] {
  const co = company(p, pk, names, first);
  const lines = [first, co].filter((x): x is string => !!x);
  if (co) COMPANY.set(lines, co);
  return lines;
}

/** the company line of an opening, kept when the centre takes the opening's place */
const COMPANY = new WeakMap<string[], string>();

/** openings that tell something weighty of their own: the centre is told after them, not instead */
const FIRM = new WeakSet<string[]>();
const firm = (lines: string[]) => (FIRM.add(lines), lines);
/** openings that offer no event of their own (a title, an image, a scene, a list of doings): a lesser centre takes their place */
const SOFT = new WeakSet<string[]>();
const soft = (lines: string[]) => (SOFT.add(lines), lines);
/** soft openings on the dreamer's own act or task: "I get scared and drive off", which the dream's course does not outweigh */
const OWN_ACT = new WeakSet<string[]>();
const ownAct = (lines: string[]) => (OWN_ACT.add(lines), soft(lines));
/** the soft opening on the dream's most vivid moment */
const STRIKING = new WeakSet<string[]>();
const vivid = (lines: string[]) => (STRIKING.add(lines), soft(lines));
/** the dreamer's own deeds: told after a firm opening even when they weigh less than an attack */
const OWN_DEED = /^(theft|defence|avoidance)$/;

/**
 * The opening, and the event that carries the dream when the opening does not tell it
 * (event-weight.ts): after an opening that tells a threat, a mishap or a feeling of its own, as its
 * second sentence; in place of one that only offers a title, an image, a deed or a kindness.
 */
export function openingWithoutShape(p: Plot, pk: Picker, names: Names): string[] {
  const lines = plainOpening(p, pk, names);
  const c = p.centre;
  // (an opening with no event of its own that happens to quote the centre — "and later “I rushed outside”" — gives way to it all the same)
  if (!c || (toldIn(lines, c) && !SOFT.has(lines))) return lines;
  // (nor the threat the opening has told plainly already, without quoting it)
  if (p.threat && c.event === p.threat.event && p.threatAct) return lines;
  const told = centreSummary(c, names);
  // (a lapse, a cry or the dream's course is no match for a kindness or a secret: it stands in only for a title or an image,
  // and after a firm opening only when it is the dreamer's own deed)
  if (c.lesser && !SOFT.has(lines) && !(FIRM.has(lines) && OWN_DEED.test(c.kind))) return lines;
  // (the course from first beat to last says less than the dreamer's own deed or task: it stands in for a title, an image or a scene)
  if (c.kind === "course" && OWN_ACT.has(lines)) return lines;
  // (nor does it outweigh a vivid moment of the story's middle — "the bird kept pecking at me" — unless its first or last beat holds it)
  const held = (x: string) => !!c.from?.includes(x) || c.words.includes(x);
  if (c.kind === "course" && STRIKING.has(lines) && !held(p.striking!.words)) return lines;
  // (the summary opens on what happens: a weighty centre before the threat, mishap or feeling the opening names; a lesser one after it)
  if (FIRM.has(lines)) return c.lesser || !charged(c) ? [lines[0], told, ...lines.slice(1)] : [told, ...lines];
  // (who keeps the dreamer company stays; the image, title or deed the centre replaces goes, with what it led to)
  const co = COMPANY.get(lines);
  return co ? [told, co] : [told];
}

function plainOpening(p: Plot, pk: Picker, names: Names): string[] {
  if (p.threat) {
    // ("Dad complained about me": a complaint or a scolding is a reproach, not a move against you)
    const faults = p.threat.event?.lemmas.some((l) => REPROACH.test(l));
    if (faults)
      return firm([
        pk.pick([
          `Someone finds fault with you here: ${q(p.threat.evidence)}.`,
          `A reproach aimed at you carries this dream: ${q(p.threat.evidence)}.`,
        ]),
      ]);
    // (who did what to you, told plainly, when the clause allows: "the bouncer shoved you out of the door")
    const act = p.threatAct && p.threatAct.who.id !== 0 ? tellAct(p.threatAct, names) : undefined;
    if (act)
      return firm([
        `${act}${pk.pick([", and that move against you is what the dream turns on", " — a move against you, and the dream's centre", ", and the dream stays with how that lands"])}${holdsMore(p.threat.evidence, act) ? `: ${q(p.threat.evidence)}` : ""}.`,
      ]);
    return firm([`Someone moves against you here: ${q(p.threat.evidence)}.`]);
  }
  if (p.witnessed) return firm(witnessing(p, pk, names));
  // a feeling with what brings it on is the dreamer's own account of what matters: it comes before any reading of who was kind
  const withCompany = (first: string) => withCompanyOf(first, p, pk, names);
  // (unless the feeling's words are the reveal itself: the reveal is then the centre, told as one)
  const reveal = !!p.twist && !!p.feelingScene && p.feelingScene.words.includes(p.twist.evidence);
  if (reveal) return firm([twistSummary(p.twist!, pk)]);
  // the dreamer's own title says where the weight is, unless the feeling's words already tell that moment
  const titled = p.titled;
  if (titled && !(p.feelingScene && titled.words && p.feelingScene.words.includes(titled.words)))
    return soft(withCompany(titleOpening(titled, pk)));
  if (p.avoiding) return firm(withCompany(avoidSummary(p.avoiding, pk)));
  if (p.secret) return firm(withCompany(secretSummary(p.secret, pk)));
  if (p.feelingScene) return firm(withCompany(sceneOfFeeling(p.feelingScene, pk)));
  // an accident or injury to the dreamer outweighs who was kind along the way
  const mishap = p.misfortune && p.misfortune.who?.id === 0 ? p.misfortune : undefined;
  if (mishap && !p.help) return firm([misfortuneOpening(mishap, pk)]);
  // (what a figure comes to see outweighs a mild kindness along the way)
  if (p.theirs && !p.remark) return withCompany(theirInsight(p.theirs, pk, names));
  if (p.help) {
    const help = p.help;
    // (all who help in the one clause: "my mother and sister were helping me")
    const helpers = [
      ...new Set(p.interactions.filter((i) => i.event === help.event && i.type === help.type && i.from).map((i) => names.of(i.from))),
    ];
    const h = helpers.length > 1 ? `${helpers.slice(0, -1).join(", ")} and ${helpers.at(-1)}` : names.of(help.from);
    const many = helpers.length > 1 || isPlural(h);
    return [
      pk.pick([
        `What matters most is what ${h} ${many ? "offer" : "offers"} you: ${q(help.evidence)}.`,
        `The dream is warmer than most: ${q(help.evidence)}.`,
        `${q(help.evidence)} — ${h} ${many ? "reach" : "reaches"} out to you here.`,
        `${cap(h)} ${many ? "turn" : "turns"} toward you, and that is the dream's centre: ${q(help.evidence)}.`,
      ]),
    ];
  }
  if (p.kindness) {
    const k = p.kindness;
    // (a visit, a hug or an apology is reaching out; only a gift or a service is giving)
    const gives = k.event.lemmas.some((l) => GIVING.test(l));
    return [
      pk.pick([
        `You are the one who reaches out in this dream: ${q(k.evidence)}.`,
        gives ? `Your own kindness drives it — ${q(k.evidence)}.` : `You turn toward someone here — ${q(k.evidence)}.`,
        gives ? `${q(k.evidence)}: you are the one giving here.` : `${q(k.evidence)}: the move toward someone is yours.`,
        `It is your warmth toward ${definite(k.to!.label)} that carries the dream.`,
      ]),
    ];
  }
  const warmth = warmthToYou(p);
  if (warmth && !p.misfortune) return [warmthOpening(warmth, names)];
  if (p.misfortune) return firm([misfortuneOpening(p.misfortune, pk)]);
  if (p.failure)
    return firm([
      pk.pick([
        `The dream turns on something you cannot manage: ${q(p.failure.evidence)}.`,
        `You try, and it does not work — ${q(p.failure.evidence)} — and that small defeat is the dream's centre.`,
      ]),
    ]);
  if (p.success)
    return [
      pk.pick([
        `Something goes right for you here: ${q(p.success.evidence)}.`,
        `The dream's centre is a small success — ${q(p.success.evidence)}.`,
      ]),
    ];
  if (p.advice) return [adviceSummary(p.advice, p.people, pk)];
  // the thing the dream keeps returning to, and what you do with it, before the course of the feelings or a person
  if (p.focus) {
    const told = focusSummary(p.focus.thing, pk, p.focus.symbol);
    const co = withCompany("").slice(1);
    const lines = [...told, ...co];
    if (co[0]) COMPANY.set(lines, co[0]);
    return lines;
  }
  const moved = feelingCourse(p, pk);
  if (moved) return withCompany(moved);
  if (p.between) return [betweenUs(p.between, pk)];
  if (p.lucid) return withCompany(lucidSummary(p.lucid, pk));
  if (p.remark)
    return withCompany(
      pk.pick([
        `The dream's own turning point is something you grasp inside it: ${q(p.remark)}.`,
        `What matters most here happens in your own mind, in the dream: ${q(p.remark)}.`,
      ]),
    );
  const spoken = spokenWords(p);
  if (spoken) return withCompany(spokenSummary(spoken, pk));
  if (p.striking && worthQuoting(p.striking.words)) {
    const w = q(p.striking.words);
    return vivid(
      withCompany(
        pk.pick(
          p.striking.marked
            ? [`What stands out in this dream is the moment you mark yourself: ${w}.`, `Start from the moment you single out: ${w}.`]
            : [`The image the dream seems built around is ${w}.`, `The most vivid moment here is ${w}.`],
        ),
      ),
    );
  }
  if (p.effort)
    return ownAct(
      withCompany(
        pk.pick([
          `Much of the dream goes into a task of yours: ${q(p.effort)}. The effort, more than any image, is where to start.`,
          `The dream keeps you busy — ${q(p.effort)} — and what you labour at in a dream often mirrors what you labour at awake.`,
        ]),
      ),
    );
  // (a symbol bound up with what happens, "slowly flying", says more than two deeds)
  if (p.doings.length && !p.symbols[0]?.bound) {
    const [a, b] = p.doings.map(q);
    return ownAct(
      withCompany(
        pk.pick([
          `What you do in this dream is the place to start: ${a}, then ${b}.`,
          `The dream is made of your own doings more than of anything that befalls you — ${a}; ${b}.`,
          `Your part here is an active one: ${a}, and later ${b}.`,
        ]),
      ),
    );
  }
  if (p.deed) return ownAct(withCompany(deedOpening(p.deed, pk)));
  const theirs = [...p.deeds.values()][0];
  if (theirs) return soft(withCompany(othersOpening(theirs, pk)));
  const k = p.symbols[0];
  if (k) {
    const s = situated(k);
    // "the parking garage … “parking garage”": a quote that only repeats the name adds nothing
    const echo = k.sym.quote
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .every((w) => s.toLowerCase().includes(w));
    // (without a shape, a feeling or a person to start from, the image is offered as a way in, not named the dream's centre)
    const frames = [
      `No single drama organises this dream; one way into it is ${s} (${q(k.sym.quote)}).`,
      `An image to start from is ${s}: ${q(k.sym.quote)}.`,
      `Rather than a plot, this dream offers a scene; ${s} ${agreeK(k, "is", "are")} a good place to begin.`,
      `Among its images, ${s} ${agreeK(k, "is", "are")} the one to try first: ${q(k.sym.quote)}.`,
      `The dream is more a situation than a story, and ${s} ${agreeK(k, "is", "are")} a way into it.`,
      `Start with ${s} — ${q(k.sym.quote)} — and see where it leads.`,
      `${q(k.sym.quote)}: that is one image to start from.`,
      `Less a story than a scene, the dream can be entered through ${s}.`,
    ];
    // ("“bought”: that is one image to start from": a one-word quote is no image to quote)
    const bare = !/\s/.test(k.sym.quote.trim());
    return soft(withCompany(pk.pick(echo || bare ? frames.filter((f) => !f.includes(q(k.sym.quote))) : frames)));
  }
  if (p.present.length)
    return soft([
      `What the dream holds is company more than events: ${names.of(p.present[0])}${p.present[1] ? ` and ${names.of(p.present[1])}` : ""}.`,
    ]);
  return soft([]);
}

/** a kindness someone does the dreamer that is no help in need: praise, an embrace, a gift — what a plain reader would call the dream's warm centre */
function warmthToYou(p: Plot): Plot["interactions"][number] | undefined {
  return p.interactions.find(
    (i) =>
      i.type === "friendliness" &&
      i.to?.id === 0 &&
      !!i.from &&
      i.from.id !== 0 &&
      !/^(someone|somebody|people|everyone|everybody)$/.test(i.from.label) &&
      !i.event.negated &&
      !i.event.reported &&
      !i.event.unreal &&
      !i.event.feared &&
      WARM.some(([re]) => re.test(i.evidence)),
  );
}

/** kinds of warmth by their words, and how each is told: "your aunt makes much of you" */
const WARM: [RegExp, (x: string, s: boolean) => string][] = [
  [
    /\b(prais|compliment|fuss(?:ed|ing|es)? over|admir|congratulat|applaud|proud of|brag|boast|rave|commend|perfect candidate|ideal)/i,
    (x, s) => `${x} make${s ? "s" : ""} much of you`,
  ],
  [/\b(hug|embrac|cuddl|held me|holds me|holding me|hold me)/i, (x, s) => `${x} hold${s ? "s" : ""} you close`],
  [/\bkiss/i, (x, s) => `${x} kiss${s ? "es" : ""} you`],
  [
    /\b(gave me|gives me|giving me|handed me|hands me|bought me|brought me|offered me|offers me|a gift|a present)\b/i,
    (x, s) => `${x} give${s ? "s" : ""} you something`,
  ],
];

function warmthOpening(i: Plot["interactions"][number], names: Names): string {
  const x = names.of(i.from!);
  const told = WARM.find(([re]) => re.test(i.evidence))![1](cap(x), !isPlural(x));
  return `${told}, and that warmth is what the dream holds: ${q(i.evidence)}.`;
}

/** the turn of a dream that turns on what someone else in it comes to see */
function theirInsight({ who, words }: NonNullable<Plot["theirs"]>, pk: Picker, names: Names): string {
  const n = names.of(who);
  return pk.pick([
    `The dream turns on a realisation, though it is ${n}'s, not yours: ${q(words)}. A figure in a dream often sees first what the dreamer is close to seeing.`,
    `What happens here happens in ${n}'s understanding: ${q(words)}. It is worth asking whether that realisation is waiting for you too.`,
  ]);
}

function titleOpening({ title, words }: NonNullable<Plot["titled"]>, pk: Picker): string {
  if (!words)
    return `Your title, ${q(title)}, names something the dream never says outright; the gap between the name you gave it and what happens in it is worth a thought.`;
  return pk.pick([
    `You gave this dream a title, ${q(title)}, and it points to the moment to start from: ${q(words)}.`,
    `Your own name for the dream, ${q(title)}, says where its weight is: ${q(words)}.`,
    `${q(title)}, you called it, so start where the dream says it: ${q(words)}.`,
  ]);
}

/** a mood or a state of things that ends: "the calm was gone", "the happiness is over" — a change of feeling, not a mishap */
const MOOD_ENDS =
  /^(the|my|our|all|that|this|any)?\s*\w*(ness|ity|peace|calm|quiet|mood|joy|fun|magic|spell|silence|warmth)\s+(is|was|were|are|had|has)\s+(been\s+)?(gone|over|lost|ended|broken)\b/i;

function misfortuneOpening(m: NonNullable<Plot["misfortune"]>, pk: Picker): string {
  if (MOOD_ENDS.test(m.evidence.trim()))
    return pk.pick([
      `The dream's mood breaks: ${q(m.evidence)}.`,
      `Something you had in the dream ends, and the feeling goes with it: ${q(m.evidence)}.`,
    ]);
  return pk.pick([
    // (whether anyone meant it the dream does not always say: the mishap is named, not its blame)
    `Something goes wrong here, and the dream dwells on it: ${q(m.evidence)}.`,
    `A mishap is at the heart of it — ${q(m.evidence)}.`,
    `${q(m.evidence)}: the trouble in this dream is something that befalls, not something chosen.`,
    `What goes wrong carries the dream: ${q(m.evidence)}.`,
  ]);
}

/** a dream with no drama but a feeling and what brings it on: the two together are its centre */
export function sceneOfFeeling(scene: NonNullable<Plot["feelingScene"]>, pk: Picker): string {
  const { feeling, words } = scene;
  const n = emoNoun(feeling.label);
  // (told in the dream's own terms when the cause is a whole clause: who did what, then the feeling it brings)
  const told = causeTold(scene, n);
  if (told) return told;
  return pk.pick([
    `The dream's centre is a moment of ${n}, and what brings it on: ${q(words)}.`,
    `What the dream turns on is small but telling — ${q(words)} — and the ${n} in it.`,
    `${cap(n)} is where this dream's weight falls, in your words ${q(words)}.`,
  ]);
}

/** whether the summary has told the feeling scene in its own terms already: its feeling is then not quoted again */
export function sceneToldIn(p: Plot, text: string): boolean {
  const told = p.feelingScene && causeTold(p.feelingScene, emoNoun(p.feelingScene.feeling.label));
  return !!told && text.includes(told);
}

/** a clause that opens on its subject: "the auction was over", "she gave it to me", "Dora was coming home" */
const OWN_SUBJECT = /^(?:I|we|he|she|they|it|my|our|his|her|their|the|a|an|this|that|everyone|someone|nobody|[A-Z][a-z]+)\b/;
/** words that join a feeling to its reason after it: "disappointed because they left", "glad that she came" */
const REASON_AFTER = /^(because|that|when|since|after|at|about|over)\b/i;
/** a clause of what may happen, after a feeling: "he would catch us", "that I might fall" */
const FEARED_CLAUSE =
  /^(?:that )?(?:I|we|someone|somebody|my \w+|the \w+|[A-Z][a-z]+) (?:would|might|could|was going to|were going to|will)\b/;
/** the dreamer's feeling in a short clause of its own: "I was afraid", "we were scared", "I felt nervous" */
const OWN_FEELING = /^(?:I|we) (?:was|were|am|are|felt|feel|got|became|grew) (?:\w+ )?\w+$/i;
/** "anxiety that I seemed to have": a "that" which refers back to the feeling gives no reason for it */
const THAT_REFERS = /^that (?:I|we|you|he|she|they) (?:\w+ (?:to )?)?(?:have|had|feel|felt|get|got)\b/i;
/** phrases of time that open like a reason: "happy at the time", "sad with that" */
const TIME_NOT_REASON =
  /^(at (the|that|this) (time|moment|point)|at first|by (then|the time)|with that|as well|since then|after (that|a while))\b/i;
/** feelings that read as a plain noun after "you feel" and before "comes from" */
const FEELING_NOUN =
  /^(?:[a-z]+(?:ness|ment|ion|ity|ety|ance|ence|ure)|guilt|fear|anger|shame|relief|joy|grief|dread|envy|pride|unease|panic|worry|sadness|hope|love|jealousy|sympathy|pity|surprise|disgust|regret|despair|longing|contentment|unhappiness|distress|terror|horror|fright|awe|delight|rage|fury|alarm|bliss|glee)$/;

/**
 * "I noticed my kite had gone. I felt bad about that" → "You noticed your kite had gone: that is
 * where the guilt comes in." — the cause in the second person, the feeling named
 * after it; a reason given after the feeling ("disappointed because …") follows it instead.
 */
export function causeTold({ cause, after, words: all, feeling }: NonNullable<Plot["feelingScene"]>, n: string): string | null {
  const c = cause
    .trim()
    .replace(/^(?:(?:and|but|so|then|anyway|well|you know),?\s+)+/i, "")
    .replace(/[.,;:!?-]+$/, "");
  // ("I was scared the guard might see me": what the feeling fears, told with the feeling in the dream's own words)
  const fears = fearedAfter(all, feeling.evidence);
  if (fears) return fears;
  const words = c.split(/\s+/);
  if (!FEELING_NOUN.test(n) || words.length < 3 || words.length > 24 || /[()"“”\[\]_]|--/.test(c)) return null;
  // (a cause that gives way to the feeling — "I said yes, but I was afraid …", "it never resumed, though" — is no cause of it)
  if (/,\s*(though|however)$/i.test(c)) return null;
  const from = all.indexOf(cause);
  if (from >= 0 && /^\W*(but|though|although|yet|except)\b/i.test(all.slice(from + cause.length))) return null;
  if (after)
    return REASON_AFTER.test(c) &&
      !TIME_NOT_REASON.test(c) &&
      !THAT_REFERS.test(c) &&
      !/\b(and stuff|or something)$/i.test(c) &&
      !/^because (how|what|why|who|where|when)\b/i.test(c)
      ? `You feel ${n} ${toYou(c)}.`
      : null;
  // (a feeling with its own reason after it, "glad to see the man kick it", is not caused by the clause before)
  const at = all.toLowerCase().lastIndexOf(feeling.evidence.toLowerCase());
  if (
    at < 0 ||
    all
      .slice(at + feeling.evidence.length)
      .trim()
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length > 1
  )
    return null;
  if (!OWN_SUBJECT.test(c)) return null;
  return `${cap(toYou(c))}: that is where the ${n} comes in.`;
}

/** "You were afraid the neighbour would see you.": the dreamer's feeling and the clause of what it fears, after it */
function fearedAfter(all: string, evidence: string): string | null {
  const ev = evidence.trim();
  const at = all.toLowerCase().lastIndexOf(ev.toLowerCase());
  if (at < 0 || !OWN_FEELING.test(ev)) return null;
  const rest = all
    .slice(at + ev.length)
    .trim()
    .replace(/[.!?,;:]+$/, "");
  const n = rest.split(/\s+/).length;
  if (!FEARED_CLAUSE.test(rest) || n < 3 || n > 16 || /["“”()]/.test(rest) || /[.!?;]/.test(rest)) return null;
  return `${cap(toYou(ev))} ${toYou(rest)}.`;
}

/** a dream with no drama that keeps returning to one person: what passes between the two of you */
function betweenUs({ who, words, often }: NonNullable<Plot["between"]>, pk: Picker): string {
  const n = definite(who.label);
  // ("I met George", "I ran into her": a meeting is where something may start, not what passes between you;
  // and one moment with someone met once is not all that matters)
  const meeting = MEETING.test(words);
  if (meeting || !often)
    return pk.pick(
      meeting
        ? [
            `The dream brings you together with ${n}: ${q(words)}.`,
            `${cap(n)} comes into the dream here: ${q(words)}.`,
            `You meet ${n} in the dream: ${q(words)}.`,
          ]
        : [
            `A moment with ${n} stands out: ${q(words)}.`,
            `The dream turns to ${n}, and to this: ${q(words)}.`,
            `${cap(n)} has a part in the dream here: ${q(words)}.`,
          ],
    );
  return pk.pick([
    `Most of the dream passes between you and ${n}: ${q(words)}.`,
    `The dream keeps coming back to ${n}, and to this: ${q(words)}.`,
    `What matters here is what passes between you and ${n} — ${q(words)}.`,
  ]);
}

/** words of finding fault: said against the dreamer, they reproach rather than attack */
const REPROACH = /^(complain|criticize|criticise|scold|chide|berate|nag|blame|accuse|reproach|grumble|tell off|moan)$/;

/** verbs of meeting someone: no exchange yet */
const MEETING = /\b(met|meet|meets|meeting|ran into|run into|bumped into|came across|come across)\b/i;

const GIVING = /^(give|hand|bring|buy|offer|share|feed|prepare|cook|make|lend|pay|help|save|rescue)$/;

/** the kind of thing the dreamer does, read from the deed's verb */
const DEED_KINDS: [RegExp, (d: string) => string][] = [
  [
    /^(?:i|we) (?:\w+ )?(walk|ran|run|go|went|drive|drove|ride|rode|fly|flew|swim|swam|climb|wander|travel|head|hurr|rush|move|leave|left|return|came|come)/i,
    (d) => `${d} — the dream is made of your own comings and goings.`,
  ],
  [
    /^(?:i|we) (?:\w+ )?(talk|tell|told|say|said|ask|discuss|explain|speak|spoke|chat|argu|call|shout|yell|sing|sang)/i,
    (d) => `${d} — the dream is carried by talk, and much of it is yours.`,
  ],
  [
    /^(?:i|we) (?:\w+ )?(fix|build|built|make|made|cook|clean|writ|wrote|paint|work|repair|sew|plant|carr|pack|sort|search|look for|try|tried)/i,
    (d) => `${d} — a task of your own is what the dream is made of.`,
  ],
];

/** a deed cut off before its object ("walking through a"): told in its quotation marks, not as a clause */
const DANGLES = /\b(a|an|the|to|of|in|on|at|through|with|into|my|our|his|her|their|and|but)$/i;

/** the dreamer's one deed, in a dream with nothing larger to start from: told as what you do, by the kind of deed it is */
function deedOpening(deed: string, pk: Picker): string {
  const plain = deed.trim().replace(/[.,;:!?]+$/, "");
  const kind = DEED_KINDS.find(([re]) => re.test(plain));
  if (kind && plain.split(/\s+/).length <= 20 && !/["“”()]/.test(plain) && !DANGLES.test(plain)) return kind[1](cap(toYou(plain)));
  return pk.pick([
    `Your own act is the centre of this dream: ${q(deed)}.`,
    `What you do here is what the dream turns on — ${q(deed)}.`,
    `${q(deed)}: your own act is where the dream's weight falls.`,
  ]);
}

/** a dream in which others act and the dreamer does nothing of note: what they do is the scene */
function othersOpening(deed: string, pk: Picker): string {
  return pk.pick([
    `Others act in this dream more than you do: ${q(deed)}.`,
    `What others do carries this dream — ${q(deed)}.`,
    `${q(deed)}: the action here belongs to others.`,
  ]);
}
