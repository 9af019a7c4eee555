/**
 * The facts a reading argues from, gathered once: the dream's shape, who threatens, who helps,
 * whom the dreamer turns on or draws close to, what is lost, failed or won, how it ends, and the
 * symbol most bound up with all that (with its meaning in this situation).
 */
import { tagsOf } from "./words";
import type { Meaning, SymbolContext } from "@/content/lexicon";
import { bindOf, type Bind } from "./bind";
import { spokenOf } from "./spoken";
import { needOf } from "./need";
import { avoidingOf, type Avoiding } from "./avoid";
import { shiftOf, type ShiftFound } from "./reading-shift";
import type { Analysis } from "./analyze";
import type { FoundSymbol } from "./symbols";
import type { Twist } from "./twist";
import type { ArcFinding } from "./arc";
import type { Entity } from "./characters";
import { MILD_AGGRESSION, namesHostileFeeling } from "./verb-classes";
import type { Interaction, Outcome } from "./coding";
import type { EmotionHit } from "./emotions";
import type { Event } from "./events";
import type { Token } from "./tokenize";
import { evidenceOf } from "./evidence";
import { GRAVE_HARM } from "./arc-readings";
import { feelingSceneOf, type FeelingScene } from "./feeling-scene";
import { findSecret, type Secret } from "./secret";
import { lucidMoment } from "./lucid";
import { warScene } from "./setting";
import { type Stance, stanceOf } from "./stance";
import {
  clauseEnds,
  deedOf,
  doingsOf,
  effortOf,
  wishOf,
  lastAct,
  recurringOf,
  type Striking,
  strikingMoment,
  titledMoment,
  wakingSourceOf,
  sentenceAround,
} from "./moments";
import { PREPOSITIONS } from "./phrase";
import { violationIn } from "./violation";
import { type Focus, focusOf, type FocusRelation } from "./focus";
import { contextOf, meaningIn } from "./symbol-context";
import { centreOf, type Centre } from "./event-weight";
import { plainAct, type PlainAct } from "./event-plain";

/** `bound`: part of what happens (the arc's events, or acted on in a way the lexicon reads), not scenery */
/** `act`: what the dreamer does with a thing they master, in the dream's words ("drove", "picked up") */
export type KeySymbol = { sym: FoundSymbol; context: SymbolContext | null; meaning: Meaning; bound: boolean; act?: string };
export type Plot = {
  arc: ArcFinding;
  second: ArcFinding | null;
  woke: Event | null;
  threat?: Interaction;
  hostility?: Interaction;
  help?: Interaction;
  kindness?: Interaction;
  intimacy?: Interaction;
  /** a sexual act forced on the dreamer: a threat, never desire */
  violation?: Interaction;
  /** grave harm the dreamer does: "I have to execute a man" */
  harm?: Interaction;
  /** in a threat or a chase, the dreamer turning on the one who came at them: "so I kicked her in the face" */
  answered?: Interaction;
  /** a chase in which someone else, not the dreamer, is pursued: "she was being chased in a car" */
  watched?: boolean;
  /** the dream is set in war: danger there is read as danger, not as a disowned wish */
  war: boolean;
  /** the threat is a fire, flood, storm or crash, not anyone's act: read as danger, not as a shadow figure */
  disaster: boolean;
  /** what the dreamer mostly does when the dream has no larger shape: looks on, talks, keeps moving */
  stance?: Stance;
  /** violence between others that the dreamer sees ("a man has taken a boy hostage") */
  witnessed?: Interaction;
  /** what the dreamer then does to one of them: steps in, calms, fights */
  intervention?: Interaction;
  dead?: Entity;
  misfortune?: Outcome;
  /** every outcome, in the dream's order */
  outcomes: Outcome[];
  /** a misfortune in the dream's last two sentences: where it leaves the dreamer ("I slid into a snowbank") */
  mishapAtEnd?: Outcome;
  success?: Outcome;
  /** a success of the dreamer's after the trouble the shape names, with nothing going wrong after it: "I didn't know my lines … it came out fine" */
  overcome?: Outcome;
  failure?: Outcome;
  emotions: EmotionHit[];
  interactions: Interaction[];
  symbols: KeySymbol[];
  people: Entity[];
  /** the people who are there in the dream, not only missed, refused or wished for ("I will not go to a barber") */
  present: Entity[];
  /** those the dreamer is with ("on a train with my father"): company, however often named */
  companions: Entity[];
  place?: string;
  /** the dreamer's own insight inside the dream: "I realized he had been there all along", "it reminded me of my father" */
  remark?: string;
  /** what someone else in the dream comes to see: "she has just realized that the ferry she was waiting for has been docked all along" */
  theirs?: { who: Entity; words: string };
  /** what the dreamer asks in the dream: "I asked her how far she intended to walk" */
  asked?: string;
  /** advice the dreamer gives someone: "my advice was not to hold back", "I told my sister to quit" */
  advice?: { to?: Entity; evidence: string };
  /** the first feeling with what brings it on, in the dream's words: "Guests began showing up before I had set out any chairs, and I was embarrassed" */
  feelingScene?: FeelingScene;
  /** someone the dream keeps returning to, and a moment between the two of you: "He tries to talk me down on the price" */
  /** `by`: who acts in the moment — they on you, you on them, or the two of you together */
  between?: { who: Entity; words: string; often: boolean; by: "them" | "you" | "both" };
  /** a task the dreamer labours at: "I was trying to mend a broken fence", "I had to carry two sacks of flour" */
  effort?: string;
  /** what the dreamer says they want in the dream: "I wanted to get a cookie" */
  wish?: string;
  /** the dreamer's "no", the demand set against it and whether it holds: "I didn't want to drink it, but he insisted" */
  bind?: Bind;
  /** a person who turns into another: "my teacher turned into my mother" */
  shift?: ShiftFound;
  /** the dreamer keeping out of someone's sight, in a dream with no danger: "I ducked out of sight" */
  avoiding?: Avoiding;
  /** the dreamer's bodily need in the dream: "I needed a toilet and every door was locked" */
  need?: string;
  /** the dreamer's own words spoken aloud in the dream: "I said, 'She looks tired'" */
  spoken?: string;
  /** two deeds of the dreamer's own, when the dream is made of them */
  doings: string[];
  /** the dreamer's one deed, when the dream has only one: "I accused them of robbing the bank" */
  deed?: string;
  /** the dreamer says the dream comes back: "I've not had this dream since I was a child" */
  recurring?: string;
  /** the dreamer's note of a waking source: "in real life I had trouble breathing", "I had chili for supper the night before" */
  waking?: string;
  /** the dream's most marked moment, in its words: the one the dreamer calls strange or beautiful, or a sudden, vivid one */
  striking?: Striking;
  /** something kept out of sight: by the dreamer, or from the dreamer */
  secret?: Secret;
  /** the thing the dream keeps returning to, what the dreamer does with it, and its symbol when the lexicon has one */
  focus?: { thing: Focus; symbol?: KeySymbol };
  /** each character's first act of their own in the dream, in its words, by character id: "Mom was hanging up my underwear" */
  deeds: Map<number, string>;
  /** who tells the dreamer the news the shape turns on ("he said that my dog was dead"), with the words */
  messenger?: { who: Entity; evidence: string };
  /** the dreamer's own title, and the clause of the dream it names */
  titled?: { title: string; words?: string };
  /** where the dream leaves off, in its words: "she walked away" (not "I woke up") */
  last?: string;
  /** the dreamer's success, when the dream says after it that how it came out is not known ("I never learned whether my shot landed") */
  unsettled?: boolean;
  /** the dreamer knows it is a dream: "I think I'm dreaming right now" */
  lucid?: string;
  /** the reveal: "my future husband turned around and it was my father" */
  twist?: Twist;
  /** the event that carries the dream, weighed over all its events (event-weight.ts) */
  centre?: Centre;
  /** the threat's event told plainly, who did what to the dreamer (event-plain.ts), when it can be told safely */
  threatAct?: PlainAct;
  /** the shape's first event told plainly, who did what (event-plain.ts), when it can be told safely */
  arcAct?: PlainAct;
};

/** what the dreamer grasps or is reminded of in the dream: often the dream's own reading of itself */
const INSIGHT = /^(realize|realise|understand|remind|dawn|occur|recognize|recognise|decide)$/;

const PLAIN_VERBS =
  /^(be|have|go|come|get|see|look|think|know|seem|feel|remember|want|say|tell|ask|realize|realise|notice|find|try|start|keep|do|make|take|like|wonder|guess|mean|dream|wake|watch|observe|listen|hear|stare|wait|stand|sit|lie)$/;

const ARC_IMAGE: Partial<Record<string, RegExp>> = {
  pursuit: /^(chase|running|hiding|escape)$/,
  "loss-search": /^(searching|lost|losing something)$/,
  transformation: /^(transformation)$/,
  falling: /^(falling)$/,
  death: /^(death|deceased loved one)$/,
  "unprepared-late": /^(late|unprepared)$/,
  journey: /^(journey|driving|travel)$/,
  reunion: /^(reunion|deceased loved one)$/,
};

/** the shape's own image ("the fall" in a falling dream): read as the shape already, not again as a symbol */
export const isArcImage = (p: Pick<Plot, "arc">, k: KeySymbol) => !!ARC_IMAGE[p.arc.type]?.test(k.sym.def.name);

/** violence between others ("Ann was kidnapped": the one who did it may go unnamed), and what the dreamer then does about it */
function witnessing(ints: Interaction[], d: Entity, tokens: Token[]): Pick<Plot, "witnessed" | "intervention"> {
  const witnessed = ints.find((i) => i.type === "aggression" && i.to && i.from !== d && i.to !== d && i.to.kind !== "animal");
  // (only what the dreamer does: "I was tempted to shoot him" steps in nowhere)
  const done = (i: Interaction) =>
    !(
      tokens[i.event.verbIndex - 1]?.w === "to" &&
      /^(tempted|wanted|wished|meant|planned|intended|going|about|like)$/.test(tokens[i.event.verbIndex - 2]?.w ?? "")
    );
  const intervention = witnessed
    ? ints.find(
        // (a blow at the one attacked joins the attack, it does not step between: "my partner shot him, I beat him")
        (i) =>
          i.from === d &&
          (i.to === witnessed.from || (i.to === witnessed.to && i.type !== "aggression")) &&
          i.event.start > witnessed.event.start &&
          done(i),
      )
    : undefined;
  return { witnessed, intervention };
}

const ADVISE = /^(advise|urge|tell|warn|encourage|persuade|convince|beg)$/;
/** an order in the moment, or an act between bodies: "told my son to turn around", "tell her to undress" — not counsel */
const COMMAND =
  /^(turn|run|hide|get|come|go|stop|sit|stand|look|close|open|wait|move|leave|duck|jump|follow|stay|call|hurry|help|hold|grab|put|give|bring|take|shut|be|perform|do|kiss|touch|undress|strip|suck|lick|sleep|lie|fuck|have|show|pick|climb|eat|drink)$/;

/** the counsel the dreamer gives in the dream, with the words of what they counsel */
function adviceOf(a: Analysis): Plot["advice"] {
  const d = a.cast.dreamer;
  const w = (i: number) => a.tokens[i]?.w ?? "";
  for (const e of a.events) {
    // ("my advice was not to hold back": the counsel may be a "not")
    const own = w(e.start) === "my" && /^(advice|suggestion|counsel)$/.test(w(e.start + 1));
    if ((e.negated && !own) || e.reported) continue;
    const to = e.target?.entity;
    const told = e.actor?.entity === d && e.lemmas.some((l) => ADVISE.test(l)) && to && to !== d && to.kind !== "animal";
    const then = told ? e.target!.index + 1 : -1;
    if (!own && !(told && (w(then) === "to" || (w(then) === "not" && w(then + 1) === "to")))) continue;
    // "told my son to turn around": an order in the moment, not counsel
    const verb = w(then) === "to" ? w(then + 1) : w(then + 2);
    if (!own && COMMAND.test(verb)) continue;
    // the counsel's own clause, which the telling's event may stop short of
    const content = a.events.find((x) => x.sent === e.sent && x.start > e.start && x.start <= e.end + 2);
    let end = Math.max(e.end, content?.end ?? e.end);
    // the whole counsel when it fits ("not to hold back and to be bold, even if people laughed")
    const last = a.events.filter((x) => x.sent === e.sent && x.start > e.start).pop();
    if (last && last.end - e.start <= 22) end = Math.max(end, last.end);
    const evidence =
      end - e.start <= 22
        ? a.text.slice(a.tokens[e.start].start, a.tokens[end].end)
        : evidenceOf(a.text, a.tokens, { start: e.start, end, verbIndex: e.verbIndex });
    return { to: told ? to : undefined, evidence };
  }
  return undefined;
}

const VERMIN =
  /^(bugs?|bedbugs?|flies|fly|mosquito(es)?|ants?|cockroach(es)?|roach(es)?|spiders?|fleas?|lice|louse|ticks?|wasps?|hornets?|bees?|worms?|maggots?|termites?|moths?|slugs?|snails?|insects?|rats?|mice|mouse|pests?|vermin|gnats?|beetles?|leeches?|lizards?)$/;

const MEETING = /^(meet|see|spot|notice|encounter|join|find|recognize|recognise|bump|run)$/;

/** the person met most often who also does something with you, and the first such moment */
/** who acts in a moment between the dreamer and `who`: "he pushed me" them, "I hugged him" you, "I went with him", "I was afraid for him" both */
function doneBy(a: Analysis, e: Event, who: Entity): "them" | "you" | "both" {
  // ("I met Rae at church", "I saw my cousin": a meeting is the two of you, not a deed done to one)
  if (e.lemmas.some((l) => MEETING.test(l))) return "both";
  if (e.actor?.entity === who) return "them";
  const before = a.tokens[(e.target?.index ?? 0) - 1]?.w ?? "";
  return PREPOSITIONS.has(before) ? "both" : "you";
}

function betweenOf(a: Analysis): Plot["between"] {
  const d = a.cast.dreamer;
  // ("Uncle Bill's boathouse": an owner named is not thereby someone the dream passes time with)
  const owner = (k: number) => /['’]s$/.test(a.tokens[k].w) || /^(uncle|aunt|mr|mrs|ms|dr)$/.test(a.tokens[k].w);
  const people = a.cast.others.filter(
    (c) => c.kind !== "stranger" && c.kind !== "animal" && !c.group && c.mentions.filter((k) => !owner(k)).length >= 2,
  );
  people.sort((x, y) => y.mentions.length - x.mentions.length);
  // (whether the dream returns to them: "our friends Celia and Jake" names Celia twice in one breath)
  const often = (c: Entity) => new Set(c.mentions.filter((k) => !owner(k)).map((k) => a.tokens[k].sent)).size >= 3;
  for (const who of people) {
    // a moment with something in it, not "Matthew was sitting next to me"
    const e = a.events.find(
      (x) =>
        !x.unreal &&
        !x.reported &&
        !x.lemmas.some((l) => PLAIN_VERBS.test(l)) &&
        ((x.actor?.entity === who && x.target?.entity === d) || (x.actor?.entity === d && x.target?.entity === who)),
    );
    if (e) return { who, words: evidenceOf(a.text, a.tokens, e), often: often(who), by: doneBy(a, e, who) };
  }
  // or something the two of you do together: "Priya and I began to sweep it away", "drove off with Sam"
  for (const who of people) {
    const together = a.events.find(
      (x) =>
        !x.unreal &&
        !x.reported &&
        !x.negated &&
        !x.lemmas.some((l) => PLAIN_VERBS.test(l)) &&
        // the dreamer doing it ("Ezra and I started…"), not only named in it ("my teammates Carl and Bill")
        (x.actor?.entity === d || x.actor?.word === "we") &&
        a.cast.ref.slice(x.start, x.end + 1).includes(who),
    );
    if (together) return { who, words: evidenceOf(a.text, a.tokens, together), often: often(who), by: "both" };
  }
  return undefined;
}

/** an event's words from its subject to the clause's edge ("I decided that I had arrived too late"), or its evidence */
function wholeClause(a: Analysis, e: Event, max = 18): string {
  const tk = a.tokens;
  const from = e.actor && e.actor.index < e.verbIndex ? e.actor.index : e.start;
  let t = e.verbIndex;
  while (!clauseEnds(a, t)) t++;
  return t - from <= max ? a.text.slice(tk[from].start, tk[t].end) : evidenceOf(a.text, tk, e);
}

const WAKING = /^(woke|awoke|wake|waking|awakened)$/;

const REALISING = /^(realize|realise|understand|recognize|recognise|discover)$/;

/** what the dreamer realises and what they ask, inside the dream, in its words */
function ownWords(a: Analysis): Pick<Plot, "remark" | "asked" | "theirs"> {
  const d = a.cast.dreamer;
  // ("I awoke and realized that my feet were freezing": what is grasped after waking is no insight of the dream)
  const awake = (e: Event) => a.tokens.slice(Math.max(0, e.verbIndex - 5), e.verbIndex).some((t) => t.sent === e.sent && WAKING.test(t.w));
  const real = (e: Event) => !e.negated && !e.unreal && e.end - e.verbIndex >= 3 && !awake(e);
  // an insight about someone, or about what things mean — not "I realized it couldn't be a bee"
  const weighty = (e: Event) =>
    e.lemmas.includes("remind") ||
    a.tokens.slice(e.verbIndex + 1, e.end + 1).some((t, k) => {
      const who = a.cast.ref[e.verbIndex + 1 + k];
      return (
        (who && who !== d && who.kind !== "animal") ||
        /^(meant|means|why|really|all|wanted|wants|love|loved|hate|hated|dead|alive)$/.test(t.w)
      );
    });
  // (a decision taken in the dream, "I decided that I had arrived too late", is weighty in itself)
  const insight = a.events.find(
    (e) =>
      real(e) &&
      e.lemmas.some((l) => INSIGHT.test(l)) &&
      (e.actor?.entity === d || e.target?.entity === d) &&
      (weighty(e) || (e.lemmas.includes("decide") && a.tokens[e.verbIndex + 1]?.w === "that")),
  );
  const ask = a.events.find((e) => real(e) && e.actor?.entity === d && e.lemmas.includes("ask"));
  // (another's realisation, told with what it grasps: "he realized that …", not "she understood")
  const seen = a.events.find(
    (e) =>
      real(e) &&
      !e.reported &&
      e.lemmas.some((l) => REALISING.test(l)) &&
      !!e.actor?.entity &&
      e.actor.entity !== d &&
      e.actor.entity.kind !== "animal" &&
      /^(that|what|why|how|who|where)$/.test(a.tokens[e.verbIndex + 1]?.w ?? ""),
  );
  return {
    // (what is realised is the point: a long clause is quoted whole)
    theirs: seen?.actor?.entity ? { who: seen.actor.entity, words: wholeClause(a, seen, 28) } : undefined,
    remark: insight ? wholeClause(a, insight) : undefined,
    asked: ask ? evidenceOf(a.text, a.tokens, ask) : undefined,
  };
}

/**
 * Friendliness that is help: a greeting, a ride or a visit is coded as friendliness, but no one who only
 * drives you somewhere or says hello is "on your side" or "a guide".
 */
const HELPING =
  /^(help|save|rescue|protect|defend|comfort|console|reassure|soothe|give|hand|offer|lend|feed|support|encourage|guide|heal|cure|nurse|bandage|tend|assist|free|warn|teach|carry|lift)$/;
const helping = (i: Interaction) =>
  i.event.lemmas.some((l) => HELPING.test(l)) ||
  (i.event.lemmas[0] === "take" && i.event.follow === "care") ||
  i.event.particle === "after";
/** friendliness that is only manners, company or a liking: "waved", "walked with me", "a guy whom I like" — not kindness that drives a dream */
export const MANNERS =
  /^(greet|wave|smile|say|visit|accompany|escort|walk|drive|show|introduce|shake|thank|go|come|eat|dine|sit|talk|chat|dance|play|watch|have|spend|hang|be|dream|stay|swim|travel|ride|camp|live|work|sleep|stand|run|like|love|adore|fancy)$/;

/**
 * Grave harm the dreamer does of their own accord: not a shot over someone's head, a killing only
 * meant ("tempted to shoot"), nor fire returned at someone who shot first.
 */
function graveHarm(a: Analysis, ints: Interaction[]): Interaction | undefined {
  const d = a.cast.dreamer;
  const w = (k: number) => a.tokens[k]?.w ?? "";
  return ints.find((i) => {
    if (i.type !== "aggression" || i.from !== d || !i.to || !i.event.lemmas.some((l) => GRAVE_HARM.test(l))) return false;
    // ("there was a troll and we had to spear it": slaying a monster is a fight, not a harm done)
    if (i.to.kind === "creature") return false;
    // ("had to execute a man" is done; "was going to", "tempted to shoot" only meant)
    const meant = (w(i.event.verbIndex - 1) === "to" && !/^(have|has|had)$/.test(w(i.event.verbIndex - 2))) || i.event.negated;
    const missed = a.tokens.slice(i.event.verbIndex, i.event.end + 1).some((t) => /^(over|above|warning|missed|air)$/.test(t.w));
    const provoked = ints.some((x) => x.type === "aggression" && x.to === d && x.event.start < i.event.start);
    return !meant && !missed && !provoked;
  });
}

/** words before a mention, in its clause, that keep the one named out of the scene: "never seeing friends", "I will not go to a barber" */
const ABSENT = /^(never|not|no|without|will|should|if|wish|wished|miss|missed|missing|remember|remembered|imagine|imagined)$|n't$/;

/** someone met in the scene at least once, not only named in what does not happen */
function isPresent(a: Analysis, c: Entity): boolean {
  const { tokens: tk, text } = a;
  return c.mentions.some((m) => {
    for (let k = m - 1; k >= 0 && k >= m - 6 && tk[k].sent === tk[m].sent; k--) {
      if (/[,;:.!?()—]/.test(text.slice(tk[k].end, tk[k + 1].start))) break;
      if (ABSENT.test(tk[k].w)) return false;
    }
    return true;
  });
}

/** shapes of trouble a dream may turn round */
const TROUBLE = /^(unprepared-late|loss-search|threat|pursuit|falling|unable-to-act|exclusion)$/;

/** the dreamer's success in the last three sentences, after the shape's first sign, with no mishap, failure or attack on the dreamer after it */
function overcomeIn(a: Analysis, outs: Outcome[]): Outcome | undefined {
  const first = a.arcs.main.events[0];
  if (!first || !TROUBLE.test(a.arcs.main.type)) return undefined;
  // (near the end: a success in the middle of a long dream is a moment of it, not how it comes out)
  const late = (a.tokens.at(-1)?.sent ?? 0) - 2;
  const win = outs.findLast(
    (o) => o.type === "success" && o.who === a.cast.dreamer && !!o.event && o.event.start > first.start && o.sent >= late,
  );
  if (!win?.event) return undefined;
  const after = (e?: { start: number }) => !!e && e.start > win.event!.start;
  const undone =
    outs.some((o) => (o.type === "misfortune" || o.type === "failure") && after(o.event)) ||
    a.coding.interactions.some((i) => i.type === "aggression" && i.to === a.cast.dreamer && after(i.event));
  return undone ? undefined : win;
}

/** "I never learned whether my shot landed", "never found out whether": the outcome left open */
const LEFT_OPEN = /\b(don't|didn't|do not|did not|never|not) (know|knew|find out|found out|sure|tell)( \w+)? (if|whether)\b/i;

/** whether the dream, right after the success, says it never learned how things came out */
function unsettledAfter(a: Analysis, success: Outcome | undefined): boolean {
  if (!success?.event) return false;
  // (the success's sentence and the next: a doubt far on in a long dream is about something else)
  const near = a.tokens.filter((t) => t.sent === success.sent || t.sent === success.sent + 1);
  return near.length > 0 && LEFT_OPEN.test(a.text.slice(near[0].start, near[near.length - 1].end));
}

export function gatherPlot(a: Analysis): Plot {
  const d = a.cast.dreamer;
  const ints = a.coding.interactions;
  const outs = a.coding.outcomes;
  const arcEvents = new Set([...a.arcs.main.events, ...(a.arcs.second?.events ?? [])]);
  // (an image the dreamer traces to waking life, "I had chili for supper", is not decoded)
  const waking = wakingSourceOf(a.text);
  const symbols = a.symbols
    .filter((sym) => !waking?.toLowerCase().includes(sym.surface.toLowerCase()))
    .slice(0, 8)
    .map((sym) => {
      const { context, act } = contextOf(sym.firstToken, a.coding, a.events, a.cast, a.tokens);
      return {
        sym,
        context,
        act,
        meaning: meaningIn(sym.def, context),
        // part of what happens (the act, who does it, what it is done to), not a detail beside it ("a man in a grey coat")
        inArc: [...arcEvents].some((e) => [e.verbIndex, e.target?.index, e.actor?.index].includes(sym.firstToken)),
      };
    });
  // symbols bound up with what happens come first; scene furniture last
  // people are read as characters already, and the arc's own image ("the chase" in a pursuit) is read
  // as the arc, so their dictionary entries come last
  const arcImage = ARC_IMAGE[a.arcs.main.type];
  // (the images the dreamer's own title names come first: "Grandma's Fishing Rod On Ice" is about the rod and the ice)
  const titled = titledMoment(a);
  // (hiding from a pursuer is flight, which the shape reads)
  const shielded = !/^(pursuit|threat|conflict|death)$/.test(a.arcs.main.type) && !warScene(a.text);
  const unthreatened = shielded && !ints.some((i) => i.type === "aggression" && i.to === a.cast.dreamer);
  // (keeping oneself out of someone's sight is read as that, not as a secret kept)
  const found = /^(pursuit|threat)$/.test(a.arcs.main.type) ? undefined : findSecret(a);
  // ("eating them secretly so he wouldn't see me": a thing done in secret stays a secret)
  const hiding = unthreatened && !/\bsecret/i.test(found?.words ?? "") ? avoidingOf(a) : undefined;
  const avoiding = hiding?.from && hiding.from.kind !== "creature" ? hiding : undefined;
  const secret = avoiding && found?.words.includes(avoiding.words) ? undefined : found;
  const title = titled?.title.toLowerCase() ?? "";
  const inTitle = (k: (typeof symbols)[number]) => !!title && title.includes(k.sym.surface.toLowerCase().slice(0, 5));
  const weight = (k: (typeof symbols)[number]) =>
    Number(k.inArc) +
    (k.context ? 1 : 0) +
    (inTitle(k) ? 1.5 : 0) -
    (k.sym.def.category === "person" ? 3 : 0) -
    (arcImage?.test(k.sym.def.name) ? 4 : 0);
  symbols.sort((x, y) => weight(y) - weight(x) || y.sym.score - x.sym.score);
  const keyed = symbols.map(({ sym, context, act, meaning, inArc }) => ({ sym, context, act, meaning, bound: inArc || !!context }));
  return {
    focus: focusIn(a, keyed),
    centre: centreOf(a),
    arcAct: a.arcs.main.type !== "none" && a.arcs.main.events[0] ? plainAct(a, a.arcs.main.events[0]) : undefined,
    deeds: deedsOf(a),
    messenger: messengerOf(a),
    ...ownWords(a),
    advice: adviceOf(a),
    lucid: lucidMoment(a.text, a.tokens),
    last: lastAct(a),
    unsettled: unsettledAfter(
      a,
      outs.find((o) => o.type === "success" && o.who === d),
    ),
    striking: strikingMoment(a),
    titled,
    // (hiding from a pursuer is flight, which the shape reads)
    secret,
    recurring: recurringOf(a.text),
    waking,
    effort: effortOf(a),
    wish: wishOf(a),
    bind: bindOf(a, secret),
    spoken: spokenOf(a.text),
    need: needOf(a.text),
    avoiding,
    shift: a.arcs.main.type === "transformation" ? shiftOf(a.arcs.main.events[0], a.tokens) : undefined,
    doings: doingsOf(a),
    deed: deedOf(a),
    feelingScene: feelingSceneOf(a),
    between: betweenOf(a),
    ...witnessing(ints, d, a.tokens),
    arc: a.arcs.main,
    second: a.arcs.second,
    twist: a.twist ?? undefined,
    woke: a.arcs.wokeAtClimax,
    threat: ints.find((i) => i.type === "aggression" && i.to === d && i.from),
    threatAct: ((t) => (t ? plainAct(a, t.event) : undefined))(ints.find((i) => i.type === "aggression" && i.to === d && i.from)),
    // (swatting flies or burning bedbugs is pest control, not a hostile wish toward someone)
    hostility: ints.find((i) => i.type === "aggression" && i.from === d && i.to && !VERMIN.test(i.to.head)),
    harm: graveHarm(a, ints),
    ...response(a.arcs.main, ints, d),
    war: warScene(a.text),
    // (a threat no one carries out: nothing in the shape's evidence is someone's aggression)
    // (nor someone forcing a way in, coded or not: "a thief was trying to get in" has someone behind it)
    disaster:
      a.arcs.main.type === "threat" &&
      !ints.some((i) => i.type !== "friendliness" && a.arcs.main.events.includes(i.event)) &&
      !a.arcs.main.events.some((e) => e.actor?.entity && e.actor.entity.id !== 0),
    stance: a.arcs.main.type === "none" ? stanceOf(a) : undefined,
    // not the one who also turns on you ("my kidnapper taught me how to punch"): no one is simply on your side who is against you
    help: ints.find(
      (i) =>
        i.type === "friendliness" &&
        i.to === d &&
        helping(i) &&
        i.from &&
        // (nor the one you turn on: "she handed me a coin, and I had to bite her finger")
        !ints.some((x) => x.type === "aggression" && ((x.from === i.from && x.to === d) || (x.from === d && x.to === i.from))) &&
        !/^(kidnapper|attacker|robber|killer|murderer|captor|burglar|thief|intruder|rapist|enemy)s?$/.test(i.from.head),
    ),
    kindness: ints.find((i) => i.type === "friendliness" && i.from === d && i.to && !MANNERS.test(i.event.lemmas[0])),
    intimacy: ints.find((i) => i.type === "sexuality" && (i.from === d || i.to === d) && i !== violationIn(ints)),
    violation: violationIn(ints),
    dead: a.cast.others.find((c) => c.dead),
    misfortune: outs.find((o) => o.type === "misfortune"),
    mishapAtEnd: outs.findLast((o) => o.type === "misfortune" && o.sent >= (a.tokens.at(-1)?.sent ?? 0) - 1),
    outcomes: outs,
    success: outs.find((o) => o.type === "success" && o.who === d),
    overcome: overcomeIn(a, outs),
    failure: outs.find((o) => o.type === "failure" && o.who === d),
    emotions: a.emotions,
    interactions: ints,
    symbols: keyed,
    people: a.cast.others.filter((c) => c.kind !== "animal" && c.kind !== "creature"),
    present: a.cast.others.filter((c) => c.kind !== "animal" && c.kind !== "creature" && isPresent(a, c)),
    companions: a.cast.others.filter((c) =>
      c.mentions.some((k) => a.tokens.slice(Math.max(0, k - 3), k).some((t) => t.w === "with" && t.sent === a.tokens[k].sent)),
    ),
    place: a.setting.places[0],
  };
}

/** the thing the dream dwells on, with the symbol the lexicon reads it as ("coins" → money) */
/** what tells nothing of a character: a state, a wish, a death, coming and going, looking and hearing */
const STATE =
  /^(have|seem|look|appear|be|want|need|know|think|believe|like|love|hate|die|live|sleep|wish|hope|remember|forget|feel|wear|own|belong|come|go|walk|drive|arrive|leave|enter|sit|stand|get|see|hear|watch|notice|stay|wait|start|begin|try|keep|turn|move|do|say|tell|ask)$/;

/** words that carry news of a death, a loss, a danger or a lateness told by someone: "he said that my dog was dead" */
const NEWS: Partial<Record<string, RegExp>> = {
  death: /^(dead|died|die|dies|killed|passed|drowned|murdered)$/,
  "loss-search": /^(missing|lost|gone|disappeared|vanished|stolen)$/,
  threat: /^(fire|burning|danger|coming|attack|attacking|bomb|war|flood)$/,
  "unprepared-late": /^(late|missed|forgotten|forgot)$/,
  exclusion: /^(banished|expelled|fired|excluded|kicked|leave|unwelcome)$/,
};

/** the one who brings word of what the shape turns on: "he said that my dog was dead", "someone said our house was on fire" */
function messengerOf(a: Analysis): { who: Entity; evidence: string } | undefined {
  const news = NEWS[a.arcs.main.type];
  if (!news) return undefined;
  for (const x of a.events) {
    const who = x.actor?.entity;
    if (!who || who === a.cast.dreamer || x.reported || !x.lemmas.some((l) => /^(say|tell|inform|announce|explain|warn)$/.test(l)))
      continue;
    // the news comes after the verb, in the same sentence
    let told = false;
    for (let k = x.verbIndex + 1; !told && k < a.tokens.length && a.tokens[k].sent === x.sent; k++) told = news.test(a.tokens[k].w);
    const words = told ? sentenceAround(a, x.sent, x.verbIndex, 20) : undefined;
    if (words) return { who, evidence: words };
  }
  return undefined;
}

/** a form the lexicon knows only as a participle, never as a past tense: "written", "taken", not "walked" */
const participleOnly = (w: string) => {
  const tags = tagsOf(w);
  return tags.includes("Participle") && !tags.includes("PastTense");
};

/** what each character does first in the dream, so a question about them can start from it rather than from nothing */
function deedsOf(a: Analysis): Map<number, string> {
  const out = new Map<number, string>();
  for (const e of a.events) {
    const who = e.actor?.entity;
    if (!who || who.id === 0 || out.has(who.id) || e.negated || e.reported || e.unreal) continue;
    // (a state, a wish or a death is no deed to ask about: "has long curly hair", "wants a drink", "has died")
    if (/^(be|has|had|have)$/.test(e.verb) || e.lemmas.some((l) => STATE.test(l))) continue;
    // ("Eugene written all over it": a participle with no auxiliary is something done to the name, not by it)
    if (participleOnly(a.tokens[e.verbIndex].w) && e.verbIndex === e.actor!.index + 1 && !/['’](d|s|ve)$/.test(a.tokens[e.actor!.index].w))
      continue;
    const words = evidenceOf(a.text, a.tokens, e);
    const from = a.text.indexOf(words, a.tokens[Math.max(0, e.start - 8)].start);
    const doer = a.tokens[e.actor!.index];
    const before = a.text.slice(from, doer.start).split(/\s+/).filter(Boolean).length;
    // told from the one who does it ("Ann tried to adjust his chair"), whole and short, not cut inside what someone says
    const told = doer.start >= from && before <= 1 && words.split(/\s+/).length >= 4 && words.split(/\s+/).length <= 14;
    if (told && !/["“”]/.test(words)) out.set(who.id, words);
  }
  return out;
}

/** what the dreamer does with the thing, in the lexicon's situations: a thing found, lost or broken reads as such */
const FOCUS_CONTEXT: Partial<Record<FocusRelation, SymbolContext>> = {
  found: "found",
  given: "found",
  lost: "lost",
  sought: "lost",
  broke: "broken",
};

/**
 * The thing the dream dwells on, with the symbol the lexicon reads it as ("coins" → money); when the events
 * gave that symbol no situation, what the dreamer does with the thing gives it one (the symbol is replaced in `symbols`).
 */
function focusIn(a: Analysis, symbols: KeySymbol[]): Plot["focus"] {
  const thing = focusOf(a);
  if (!thing) return undefined;
  const stem = thing.noun.replace(/e?s$/, "");
  const at = symbols.findIndex(
    (k) =>
      k.sym.def.category !== "person" &&
      k.sym.surface
        .toLowerCase()
        .split(/\s+/)
        .some((w) => w.startsWith(stem)),
  );
  if (at < 0) return { thing };
  const context = symbols[at].context ?? (thing.relation && FOCUS_CONTEXT[thing.relation.kind]);
  if (context && !symbols[at].context) {
    const sym = symbols[at].sym;
    symbols[at] = { sym, context, meaning: meaningIn(sym.def, context), bound: true };
  }
  return { thing, symbol: symbols[at] };
}

/** someone the dream gives weight to: in an interaction with you, or met again later */
export const weighty = (p: Plot, c: Entity) =>
  p.interactions.some((i) => (i.from === c || i.to === c) && (i.from?.id === 0 || i.to?.id === 0)) ||
  metAgain(c) ||
  p.companions.includes(c);

/** named again later, not twice in one breath ("my friend Linda", "our friends Celia and Jake") */
export const metAgain = (c: Entity) => c.mentions.some((k, n) => n > 0 && k - c.mentions[n - 1] > 3);

/** how the dreamer meets a threat or a chase: turning on the one who came at them, or only watching someone else pursued */
function response(arc: Plot["arc"], ints: Interaction[], d: Entity): Pick<Plot, "answered" | "watched"> {
  const shape = arc.type;
  if (shape !== "threat" && shape !== "pursuit") return {};
  const against = ints.filter((i) => i.type === "aggression" && i.to === d && i.from);
  const answered = ints.find(
    (i) =>
      i.type === "aggression" &&
      i.from === d &&
      !i.pursuit &&
      // (a deed or a hostile word, not a mood: "I got angry" answers no one)
      !i.event.lemmas.some((l) => MILD_AGGRESSION.test(l)) &&
      // (nor a blow only imagined: "I know I could beat him")
      !i.event.aspect.some((x) => /^(could|would|might|may)$/.test(x)) &&
      !namesHostileFeeling(i.evidence) &&
      // (the shape is quoted from the attack, so the answer is a second moment, not the same words twice)
      !arc.events.slice(0, 1).includes(i.event) &&
      against.some((t) => t.from === i.to && t.event.start < i.event.start),
  );
  // (a hunt for game is no chase of anyone's: "went hunting for elephants")
  const chases = ints.filter((i) => i.type === "aggression" && i.pursuit && i.to?.kind !== "animal");
  // (only when the chase names whom it is after, and the dreamer is not among them: "stalking Eugene, Calvin and I")
  const watched =
    shape === "pursuit" &&
    chases.length > 0 &&
    chases.every((i) => i.to && i.to !== d && i.from !== d && !/\b(I|me|us|we)\b/.test(i.evidence));
  return { answered, watched };
}
