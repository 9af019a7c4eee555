/**
 * The dream's shape: pursuit, threat, loss and search, being late or unprepared, falling, being
 * unable to act, exclusion, reunion, transformation, a death, a sexual encounter, conflict,
 * achievement, a journey, or waking at the climax — with the events that show it. Each shape
 * scores its evidence; the strongest wins, and the runner-up is kept as a second motif.
 */
import type { Cast } from "./characters";
import type { Coding } from "./coding";
import { evidenceOf } from "./evidence";
import { wordAfterVerb, type Event } from "./events";
import { BODY_PARTS, GIVE_OUT, HOSTILE_FEELINGS, MILD_AGGRESSION, SOUGHT_NOT_LOST } from "./verb-classes";
import type { ArcType } from "./schema";
import { sentenceStartIndex, someInSentences, tokensOfSentences, type Token } from "./tokenize";
import { lemma } from "./rule-kit";
import { isForced, rebuffed, unwelcomeAround } from "./violation";
import { depictedTokens } from "./depicted";

export type ArcFinding = { type: ArcType; events: Event[]; evidence: string[]; score: number };
export type Arcs = { main: ArcFinding; second: ArcFinding | null; wokeAtClimax: Event | null };

/** whether one of the event's lemmas matches (the rules' `lemma`, which looks plain word lists up as sets) */
const has = lemma;

/** a raised voice or open fury is a clash, however few the blows */
const RAISED = /^(yell|shout|scream|holler|scold|berate|argue|quarrel|furious)$/;

/** hostility by word: what is said, shouted or refused at someone, not done to their body */
const BY_WORD =
  /^(yell|shout|scream|holler|scold|berate|argue|quarrel|criticize|criticise|critique|complain|insult|mock|accuse|blame|nag|lecture|reprimand|curse|cuss|swear|disagree|bicker|tease|ridicule|snap|sneer|glare|refuse|ignore|snub|reject|laugh|jeer|scoff|snicker|heckle|smirk)$/;

/** a quarrel: hostile words or a hostile mood, without a threat spoken or a blow */
const quarrel = (i: Coding["interactions"][number]) =>
  !has(i.event, /^(threaten|warn)$/) &&
  !has(i.event, GRAVE) &&
  (has(i.event, BY_WORD) || mildIn(i) || HOSTILE_FEELINGS.has(i.event.complement ?? ""));

/** open anger at the dreamer ("he got mad", "she was furious with me"): a clash begun, not a passing slight */
const angryAt = (i: Coding["interactions"][number]) => /^(angry|mad|furious|livid|enraged|outraged|pissed)$/.test(i.event.complement ?? "");

/** aggression by word or mood ("I said no", "they were making fun of me", "I was jealous of him"), not by blows */
const mildIn = (i: Coding["interactions"][number]) =>
  (has(i.event, MILD_AGGRESSION) && !has(i.event, RAISED)) ||
  i.evidence
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((w) => HOSTILE_FEELINGS.has(w) || /^(no|fun|making)$/.test(w));

/** "forgot to study", "forgot my lines", "forgot about the exam": a duty forgotten, not "a toy I had forgotten about" */
function forgotADuty(e: Event): boolean {
  const next = e.particle ?? e.prep;
  if (next === "to" || e.aspect.includes("to")) return true;
  return /^(homework|lines|exam|test|assignment|appointment|meeting|speech|ticket|passport|keys|key|books|book|notes|essay|paper|class|lesson|deadline|name|password|bag|wallet|purse|uniform)$/.test(
    e.target?.word ?? "",
  );
}

/** words that say two people have been apart a long time */
const LONG_APART = /^(missed|reunited|reunion|homecoming|ages)$/;
/** what "years" or "a long time" must follow to be time apart: "for years", "it has been years", "in a long time" */
const YEARS_AFTER = /^(in|for|after|many|been|so)$/;

/**
 * Whether the words say two people have been apart: "I missed her", "it had been years", "hadn't seen him in a
 * long time" — not the length of a hug ("we held each other for a long time") nor a span at work ("the
 * first time in the six years we have shared an office").
 */
function longApart(t: Token, k: number, tokens: Token[]): boolean {
  if (LONG_APART.test(t.w)) return true;
  const before = tokens[k - 1]?.w ?? "";
  if (t.w === "years") return YEARS_AFTER.test(before);
  // ("it's been so long since I saw them", "so long since I last saw her")
  if (t.w === "long" && /^(so|too)$/.test(before) && tokens[k + 1]?.w === "since") return true;
  if (t.w === "long") return before === "a" && /^(time|while)$/.test(tokens[k + 1]?.w ?? "") && /^(in|been)$/.test(tokens[k - 2]?.w ?? "");
  return t.w === "seen" && /^(not|never|haven't|hadn't|hasn't)$/.test(before);
}

/** the dreamer's joy at the sight of someone: "I'm very happy to see them", "so glad to see her" */
const GLAD = /^(happy|glad|thrilled|overjoyed|delighted|excited|relieved)$/;
function gladToSee(tokens: Token[], k: number): boolean {
  return (
    GLAD.test(tokens[k].w) &&
    tokens[k + 1]?.w === "to" &&
    /^(see|meet|hug)$/.test(tokens[k + 2]?.w ?? "") &&
    /^(him|her|them|you|my|each|everyone)$/.test(tokens[k + 3]?.w ?? "") &&
    tokens.slice(Math.max(0, k - 4), k).some((x) => x.sent === tokens[k].sent && /^(i|i'm|we|we're)$/.test(x.w))
  );
}

/** "I trip on the stairs, but am not injured", "I fall short, but I know that I can fly": a fall the dream undoes */
function harmlessFall(e: Event, tokens: Token[]): boolean {
  const near = tokensOfSentences(tokens, e.sent, e.sent + 1).map((t) => t.w);
  const joined = near.join(" ");
  return (
    /\b(not|wasn't|isn't|wasn't) (hurt|injured)\b|\bunhurt\b/.test(joined) ||
    near.some((w) => /^(fly|flew|float|floated|floating|soar|soared|glide|glided)$/.test(w))
  );
}

/** the fall's subject is a thing, not the dreamer nor anyone: "my ring fell", "the glass slipped" */
function thingFalls(e: Event): boolean {
  const a = e.actor;
  if (!a || a.entity) return false;
  return !/^(i|we|me|us|he|she|they|who|that|which|and)$/.test(a.word);
}

/** the "at" a blow is aimed with, close after the verb ("fired twice at the two men"), or -1 */
function aimedAt(e: Event, tokens: Token[]): number {
  const at = wordAfterVerb(e, tokens, "at");
  return at > 0 && at <= e.verbIndex + 4 ? at : -1;
}

/** where the dreamer lives or shelters */
const DWELLING =
  /^(house|home|door|doors|room|bedroom|building|window|windows|apartment|flat|car|cabin|tent|place|gate|here|garage|basement|kitchen)$/;
/** "trying to get in", "tried to break in", "was breaking into the house": someone else forcing a way in */
function intruding(e: Event, tokens: Token[], dreamer: Cast["dreamer"]): boolean {
  if (e.negated || e.unreal || e.reported || !e.actor || e.actor.entity === dreamer || /^(i|we)$/.test(e.actor.word)) return false;
  const at = e.verbIndex + 1;
  if (!/^(in|inside|into)$/.test(tokens[at]?.w ?? "")) return false;
  // (in, or into a dwelling: "into the house", "in the front door" — not "into the box")
  const after = tokens[at + 1];
  const bare = !after || after.sent !== e.sent || after.brk > 0 || /^(and|but|so|then|when|because|to)$/.test(after.w);
  const home = tokens.slice(at + 1, at + 4).some((t) => t.sent === e.sent && DWELLING.test(t.w));
  return (bare || home) && (has(e, /^break$/) || (e.aspect.includes("try") && has(e, /^(get|come|climb|force|push)$/)));
}

/** weapons used and blows struck: "shot at", "stabbed", "punched"; "fired at" (only aimed: "fired him" dismisses) */
const ARMED = /^(shoot|fire|stab|punch|kick|strangle|attack|assault|club|beat)$/;

/**
 * "how am I supposed to finish all this by noon?", "there was too much to do", "we had no time
 * to prepare": the dreamer overloaded, facing more than the time or the strength allows — unprepared, not late.
 */
const OVERLOADED =
  /\bhow (on earth |in the world |the hell )?(am|was|were|are) (i|we) (ever |possibly |supposed )?(going to|gonna|to) (learn|finish|get|do|manage|make|carry|fit|pay|cope)\b|\b(too|so) much to (do|learn|carry|finish|prepare)\b|\b(i|we) (had|have) (no|not enough) time to (learn|finish|prepare|practice|practise|study|get ready)\b/;
function overloaded(e: Event, tokens: Token[]): boolean {
  if (e.unreal && !e.reported) return false;
  const end = Math.min(e.end + 1, tokens.length);
  let cue = false;
  for (let k = e.start; k < end && !cue; k++) cue = /^(how|much|time)$/.test(tokens[k].w);
  if (!cue) return false;
  const words: string[] = [];
  for (let k = Math.max(0, e.start - 4); k < end; k++) if (tokens[k].sent === e.sent) words.push(tokens[k].w);
  return OVERLOADED.test(words.join(" "));
}

/** not ready for a task, not "not ready to go home yet" (to leave, to part, to die: unwillingness, not unreadiness) */
const UNREADY =
  /\b((poor|bad|lousy|terrible|awful|sloppy) job (of )?(preparing|studying|practicing|practising|getting ready|rehearsing)|(didn't|did not|don't|do not|never) (even |really )?know what (was|is) expected of (me|us)|(didn't|did not|don't|do not) (even |really )?know what (i|we) (was|were|am|are|had|have) (supposed|meant) to|unprepared|unready|(wasn't|was not|weren't|were not|not) (ready|prepared)(?! to (go|leave|die|say goodbye|let go|part)\b)|no (clue|idea) (what|how)|before (i|we) (had|could) (\w+ )?(put|finished|finish|done|prepared|set|dressed|packed|started))\b/;

/** the dreamer in the clause */
const DREAMER_IN_CLAUSE = /^(i|i'm|me|we)$/;

/** "I didn't practice", "how unprepared I was", "I had no clue what I was doing": the dreamer caught unready */
function unpreparedBy(e: Event, tokens: Token[], dreamer: Cast["dreamer"]): number {
  if (e.negated && has(e, /^(practice|practise|study|prepare|rehearse|revise|learn)$/) && e.actor?.entity === dreamer) return 4;
  // (the clause's words are joined for the pattern only when the dreamer is in it and one word holds what each of the
  // pattern's alternatives needs: "ready", "prepared", "clue", "idea" or "before")
  const end = Math.min(e.end + 1, tokens.length);
  let dreamerIn = false;
  let cue = false;
  for (let k = e.start; k < end; k++) {
    const w = tokens[k].w;
    dreamerIn ||= DREAMER_IN_CLAUSE.test(w);
    cue ||=
      w.includes("ready") ||
      w.includes("prepared") ||
      w.includes("clue") ||
      w.includes("idea") ||
      w.includes("before") ||
      w === "expected" ||
      w === "supposed" ||
      w === "job";
  }
  if (!dreamerIn || !cue) return 0;
  const words: string[] = [];
  for (let k = e.start; k < end; k++) words.push(tokens[k].w);
  return UNREADY.test(words.join(" ")) ? 3 : 0;
}

/**
 * "I ended up a little late", "we were running late", "I realized I had no shoes", "I didn't have
 * my ticket": the dreamer late, or without what the moment needs — not "late at night", "stayed up
 * late", "a late afternoon". (A thing forgotten is a mishap, read as a slip.) The clause's words are
 * joined only when one of them is "late", "no", "have" or "know".
 */
const RUNNING_LATE =
  /\b(i|we) (had |have |'d )?(was|were|am|are|'m|'re|will be|would be|'ll be|'d be|was going to be|were going to be|am going to be|ended up|end up|got there|get there|arrived|arrive|showed up|turned up|got to \w+|was running|were running|am running|slept|slept in|overslept|got up|woke up|came|came home|got home|came back|got back|left)( (a|little|bit|very|really|so|quite|slightly|rather|too|way|even|still|already|fairly|pretty|terribly|awfully|extremely|(\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|an|a few|several) (minutes?|mins?|hours?|days?)))* late\b(?! (at|in|afternoon|evening|night|morning|hour|hours|summer|spring|autumn|winter|husband|wife|father|mother|grandmother|grandfather|uncle|aunt))/;
/** what the moment needs: clothes, papers, one's lines */
const NEEDED =
  "(shoes|clothes|pants|trousers|shirt|uniform|homework|books|notes|ticket|tickets|passport|wallet|keys|costume|lines|script|pencil|pen|calculator|essay|assignment|project|answers|answer|part|speech|steps|words)";
const UNEQUIPPED = new RegExp(
  `\\b((i|we) (had no|did not have (my|any|the)|didn't have (my|any|the))|(didn't|did not|don't|do not) know (my|our|any of my)) ${NEEDED}\\b`,
);
/** a test or a performance the dreamer faces: where a tool that cannot be found leaves the dreamer unready, not bereft */
const ORDEAL = /^(exam|exams|examination|test|tests|quiz|final|finals|recital|audition|interview|presentation|performance)$/;
/** "I could not find a pencil" before an exam: the dreamer caught without what the task needs */
function toolMissing(e: Event, tokens: Token[]): boolean {
  const object = e.target?.word ?? tokens[e.verbIndex + 2]?.w ?? "";
  return e.negated && has(e, /^find$/) && new RegExp(`^${NEEDED}$`).test(object) && tokens.some((t) => ORDEAL.test(t.w));
}

function lateOrUnequipped(e: Event, tokens: Token[]): number {
  const end = Math.min(e.end + 1, tokens.length);
  let cue = false;
  for (let k = e.start; k < end && !cue; k++) cue = /^(late|no|have|know)$/.test(tokens[k].w);
  if (!cue || e.unreal || e.reported) return 0;
  const words: string[] = [];
  for (let k = e.start; k < end; k++) words.push(tokens[k].w);
  const clause = words.join(" ");
  return RUNNING_LATE.test(clause) ? 3 : UNEQUIPPED.test(clause) ? 2 : 0;
}

/** what one "loses" without anything to look for: a game, one's temper, sight of someone, one's virginity */
const NOT_A_LOSS =
  /^(game|race|match|fight|battle|contest|election|bet|weight|temper|mind|track|way|sight|touch|interest|patience|count|balance|consciousness|virginity|nerve|cool)$/;

/** what one turns into by moving, not by changing: "turned into the driveway" */
const PLACE_AFTER =
  /^(house|room|kitchen|hall|hallway|street|road|driveway|drive|lane|alley|parking|lot|garage|yard|store|shop|building|office|door|doorway|corridor|path|woods|forest|field|car|building|school|church|station|apartment|bedroom|bathroom|lobby|entrance|gate)$/;

/**
 * A fire, flood, storm, explosion, air raid or crash breaking over the scene the dreamer is in:
 * danger with no one behind it ("the house was on fire", "water was flooding the town", "my car
 * flipped over"). Hall and Van de Castle code it as misfortune; its shape is a threat.
 */
const DISASTER =
  /\b(on fire|caught fire|in flames|into flames|burst into flames|flames|burning down|burned down|burnt down|flood|floods|flooding|flooded|tidal wave|tsunami|avalanche|earthquake|tornado|hurricane|windstorm|thunderstorm|explosion|explosions|exploded|explodes|blew up|bombs?|bombing|bombed|air raid|war (was|has been|had been) declared|flipped over|crashed|crashing|(boat|ship|raft|ferry|canoe|yacht|plane) (was |is |started |began )?(sinking|sank|going down))\b/;

/** someone, by pronoun */
const PERSON_PRONOUN = /^(her|him|them|my|his|our|their)$/;

/** the dreamer's words */
const DREAMER_WORD = /^(i|me|we|us|i'm|we're)$/;

function disasterIn(e: Event, tokens: Token[]): boolean {
  if (e.unreal || e.reported || e.negated) return false;
  // ("we blew up the old shed": a blast the dreamer sets off is a deed of the dreamer's, not a disaster)
  if (DREAMER_WORD.test(e.actor?.word ?? "") && e.target && has(e, /^(blow|bomb|explode|detonate)$/)) return false;
  // ("it had been a big flood": a disaster over before the scene is its aftermath, not a danger in it)
  if (tokens[e.verbIndex - 1]?.w === "had" || (tokens[e.verbIndex].w === "been" && tokens[e.verbIndex - 1]?.w === "had")) return false;
  // (the dreamer is in the scene: named in the sentence or the next — "this girl's building was flooding" is hers)
  const near = someInSentences(tokens, e.sent, e.sent + 1, (t) => DREAMER_WORD.test(t.w));
  if (!near) return false;
  const clause = tokens
    .slice(e.start, e.end + 1)
    .map((t) => t.w)
    .join(" ");
  // ("the square was busy, as it had been in the days before the fire", "since the war": a disaster that dates the scene is not in it)
  const m = DISASTER.exec(clause);
  return !!m && !DATED_BY.test(clause.slice(0, m.index));
}

/**
 * the words that make a disaster a date: "since the fire", "after the earthquake", "as it had been before the
 * flood" — not "we ran out before the explosion", where it is still to come in the scene
 */
const DATED_BY = /\b((since|after) (the|a|that|this)( big| great| last)?|had been\b.*\bbefore (the|a|that|this)( big| great| last)?) $/;

/** fear or panic in the disaster's sentence or the next */
const feared = (e: Event, tokens: Token[]) =>
  someInSentences(
    tokens,
    e.sent,
    e.sent + 1,
    // ("I wasn't scared": fear denied is none)
    (t, k) =>
      /^(scared|afraid|terrified|frightened|panic|panicked|panicking|screamed|screaming)$/.test(t.w) &&
      !/^(not|never|wasn't|weren't|isn't|wasnt)$/.test(tokens[k - 1]?.w ?? ""),
  );

/** seeing the dreamer: "see me", "noticed us", "spot me" */
const SEES = /^(see|sees|saw|seen|seeing|notice|notices|noticed|noticing|spot|spots|spotted|spotting)$/;
/** what denies it: "doesn't see me", "never noticed us", "without seeing me" */
const UNSEEING = /^(not|never|without|doesn't|didn't|don't|does'nt|didnt|doesnt|dont|hasn't|hadn't|can't|couldn't|cannot)$/;

/**
 * "the cyclist never saw me and clipped my arm", "a truck backs into me without noticing me": harm
 * coming at the dreamer from someone who does not know the dreamer is there is a near miss, not a threat —
 * the threat's voices ("moves against you", "the shadow hostile to you") need someone who means it.
 */
function unaware(i: Coding["interactions"][number], tokens: Token[]): boolean {
  return someInSentences(
    tokens,
    i.event.sent,
    i.event.sent,
    (t, k) =>
      SEES.test(t.w) &&
      DREAMER_WORD.test(tokens[k + 1]?.w ?? "") &&
      (UNSEEING.test(tokens[k - 1]?.w ?? "") || UNSEEING.test(tokens[k - 2]?.w ?? "")),
  );
}

/** "who have scolded me", "that had hurt me": a relative clause in the perfect tells a history, not an event of the dream */
function history(e: Event, tokens: Token[]): boolean {
  const before = tokens.slice(Math.max(e.start, e.verbIndex - 4), e.verbIndex).map((t) => t.w);
  return before.some((w) => /^(who|that|which)$/.test(w)) && before.some((w) => /^(have|has|had|haven't|hasn't|hadn't)$/.test(w));
}

/** "kicked me out of the band", "threw us out": a verb of force that sends the dreamer away */
function sentAway(e: Event, tokens: Token[]): boolean {
  return (
    has(e, /^(kick|throw)$/) &&
    DREAMER_WORD.test(tokens[e.verbIndex + 1]?.w ?? "") &&
    /^(off|out)$/.test(tokens[e.verbIndex + 2]?.w ?? "") &&
    tokens[e.verbIndex + 2].sent === e.sent
  );
}

/** hiding */
const HIDE = /^hide$/;

/** sentences a journey must span: travel in one sentence of five, at least two (a walk to a bear and back is no journey) */
function travelled(es: Event[], sentences: number): boolean {
  const spans = new Set(es.map((e) => e.sent)).size;
  return spans >= Math.max(2, Math.ceil(sentences / 5));
}

/** the clock named in the event's sentence or one beside it ("late", "time", "miss") — a function, not a closure made per event */
function clockNear(e: Event, tokens: Token[]): boolean {
  return someInSentences(
    tokens,
    e.sent - 1,
    e.sent + 1,
    (t) => /^(late|time|clock|miss|missed|deadline|hurry)$/.test(t.w) && t !== tokens[e.verbIndex],
  );
}

// The patterns asked of every event below are module constants: a regex literal inside the loop is a new
// RegExp object for every event, and those made up most of what the shapes' scan allocated.
/** what one looks for on an errand, not for a loss */
const ERRAND_OBJECT =
  /^(source|cause|reason|answer|answers|noise|sound|way|exit|place|spot|seat|room|job|help|clues|clue|work|food|bathroom|toilet|any|weakness|weaknesses|signs|sign|something|anything|mistakes|errors|evidence|trouble|opportunity|chance|ball|copy|copies|gift|present|bargain|bargains|deal|deals)$/;
/** looking */
const LOOK = /^look$/;
/** searching */
const SEARCHING = /^(search|look|seek|hunt)$/;
/** fleeing */
const FLEEING = /^(flee|escape|hide)$/;
/** hurrying */
const HURRYING = /^(hurry|rush)$/;
/** running */
const RUN = /^run$/;
/** flight from a threat */
const FLIGHT = /^(run|climb|hide|flee|escape|jump)$/;
/** telling */
const TELLING = /^(tell|say|warn|remind)$/;
/** changing shape */
const CHANGING = /^(turn|change|transform|morph)$/;
/** taking */
const TAKE = /^take$/;
/** becoming */
const BECOME = /^become$/;
/** travelling */
const TRAVELLING = /^(drive|fly|travel|ride|sail|journey|walk|drift|hike)$/;
/** what a mood leaves one in */
const LEFT_IN_A_MOOD =
  /^(sad|happy|upset|confused|shaken|feeling|with|in|wondering|thinking|speechless|breathless|not|unable|unsure|knowing|puzzled)$/;
/** the words before a leaving that is one's own going */
const UPON = /^(upon|after|before|on|while|when)$/;
/** where one is left to look after things */
const LEFT_WHERE = /^(there|here|with|in|to|at|behind)$/;
/** a state of things as the subject */
const STATE_SUBJECT = /^(this|it|that|which|what|everything)$/;
/** leaving */
const LEAVING = /^(leave|abandon)$/;
/** vanishing */
const VANISHING = /^(disappear|vanish)$/;
/** losing */
const LOSE = /^lose$/;
/** hugging */
const HUGGING = /^(hug|embrace)$/;

/** "too late" in the event's clause (walked in place, not sliced, for every event) */
function tooLate(tokens: Token[], e: Event): boolean {
  const end = Math.min(e.end + 1, tokens.length);
  for (let k = e.start; k < end; k++) if (tokens[k].w === "late" && k - 1 >= e.start && tokens[k - 1].w === "too") return true;
  return false;
}

/**
 * "worried about not getting there on time", "we wouldn't make it in time", "I'd lost track of time",
 * "we only had 15 minutes left": the clock against the dreamer, said without the word "late"
 * (walked in place over the event's clause: every event passes here).
 */
function outOfTime(tokens: Token[], e: Event): boolean {
  const end = Math.min(e.end + 1, tokens.length);
  let denied = false;
  for (let k = e.start; k < end; k++) {
    const w = tokens[k].w;
    denied ||= w === "not" || w === "never" || w.endsWith("n't");
    const next = tokens[k + 1]?.w;
    if (denied && (w === "on" || w === "in") && next === "time" && tokens[k + 1].brk === 0) return true;
    if (w === "track" && next === "of" && tokens[k + 2]?.w === "time" && tokens[k - 1]?.w === "lost") return true;
    if (
      /^(minutes?|mins?|seconds?)$/.test(w) &&
      next === "left" &&
      tokens.slice(Math.max(e.start, k - 4), k).some((t) => /^(only|just)$/.test(t.w))
    )
      return true;
  }
  return false;
}

/**
 * The shapes as they are scored: the schema's, and a disaster kept apart from a threat someone carries out, so
 * that a flood and a man who shoves you are not added up into one danger (the flood would then be read with
 * the man's voices, or the man's shove with the flood's). A disaster is named "threat" in the output, and
 * plot.ts reads it as danger with no doer.
 */
type Shape = ArcType | "disaster";
const named = (t: Shape): ArcType => (t === "disaster" ? "threat" : t);

export function findArcs(events: Event[], coding: Coding, cast: Cast, text: string, tokens: Token[]): Arcs {
  const found = new Map<Shape, { score: number; events: Event[] }>();
  // one event is one sign of a shape, however many rules see it ("I couldn't open it" is a failure and a "couldn't")
  const counted = new Map<string, number>();
  const add = (type: Shape, score: number, e?: Event) => {
    const f = found.get(type) ?? { score: 0, events: [] };
    const key = e ? `${type}:${e.verbIndex}` : "";
    const before = (e && counted.get(key)) || 0;
    f.score += Math.max(0, score - before);
    if (e) counted.set(key, Math.max(before, score));
    if (e && !f.events.includes(e)) f.events.push(e);
    found.set(type, f);
  };
  const dreamer = cast.dreamer;
  const byDreamer = (e: Event) => e.actor?.entity === dreamer;
  // (what the dream only depicts — a show, a film, a video — found once, and only when a sexual act asks)
  let shown: Set<number> | undefined;
  const depicted = () => (shown ??= depictedTokens(text, tokens, cast));
  // hostility both ways between the dreamer and one person is a quarrel, however mild each side of it
  const hostile = coding.interactions.filter((i) => i.type === "aggression" && !i.pursuit);
  const answered = hostile.find(
    (i) =>
      i.from === dreamer && i.to && i.to !== dreamer && i.to.kind !== "animal" && hostile.some((j) => j.from === i.to && j.to === dreamer),
  );
  if (answered) add("conflict", 2);
  for (const i of coding.interactions) {
    const mine = i.from === dreamer || i.to === dreamer;
    // a forced act is a threat (its aggression is coded too), not an encounter
    const forced = isForced(coding.interactions, i);
    // ("I peeked, and his penis was really small": a glimpse is a sexual thought, not an encounter)
    const glimpse = /\b(see|saw|seen|peek|peeked|peak|peaked|glimpse|glimpsed|stared|in (open|full|plain) view|watched)\b/i.test(
      i.evidence,
    );
    // (flirting is an overture, a sexual thought: a motif, not yet an encounter)
    // (so is being drawn to someone: "I'm attracted to her" is a feeling, not yet anything done)
    const overture =
      has(i.event, /^(flirt|proposition)$/) ||
      /^(attracted|drawn)$/.test(i.event.complement ?? "") ||
      /\b(attracted to|crush on)\b/i.test(i.evidence);
    // (what happens on a screen or in a show, or in a sentence the dreamer is not in, is someone else's encounter:
    // "in the film two actors had sex", "a clip of strangers" — not the dreamer's)
    const theirs =
      depicted().has(i.event.verbIndex) ||
      !someInSentences(tokens, i.event.sent, i.event.sent, (t) => DREAMER_WORD.test(t.w) || t.w === "my");
    // (an advance tried on the dreamer and turned down is no encounter: "he tried to kiss me and I pushed him away")
    const refused = i.to === dreamer && unwelcomeAround(tokens, i.event.sent) && rebuffed(i, tokens);
    if (i.type === "sexuality" && mine && !forced && !theirs && !refused) add("sexual-encounter", glimpse || overture ? 1.5 : 5, i.event);
    if (i.type === "sexuality" && forced) add("threat", 4, i.event);
    if (i.type === "aggression") {
      if (i.pursuit && i.to === dreamer) add("pursuit", 5, i.event);
      // (a single refusal, jibe or flash of jealousy is friction, not the dream's shape: it takes two to make one)
      // (an angry animal is a menace, not a slight: "a bull in a pen, and it was angry")
      // (words and moods aimed at the dreamer — a scolding, an angry look, a complaint — make a quarrel, not a danger)
      else if (i.to === dreamer && i.from?.kind !== "animal" && quarrel(i)) add("conflict", mildIn(i) && !angryAt(i) ? 1.5 : 3, i.event);
      // ("the cyclist never saw me and clipped my arm": a danger no one aims at you is a near miss, not a threat)
      else if (i.to === dreamer && unaware(i, tokens)) continue;
      // ("women who have scolded me", "people that had hurt me": a history told in passing, not a deed in the dream)
      else if (i.to === dreamer && history(i.event, tokens)) continue;
      // ("she kicked me out of the band", "they threw us out of the club": sent away, not struck)
      else if (i.to === dreamer && sentAway(i.event, tokens)) add("exclusion", 4, i.event);
      else if (i.to === dreamer) add("threat", mildIn(i) && i.from?.kind !== "animal" ? 1.5 : 3, i.event);
      // (catching chickens is no clash: with an animal the dreamer's aggression weighs little)
      else if (i.from === dreamer) add("conflict", i.to?.kind === "animal" ? 1 : mildIn(i) ? 1.5 : has(i.event, GRAVE) ? 4 : 3, i.event);
      // violence between others is witnessed, not a threat to the dreamer: the reading takes it up as such
      else if (i.pursuit) add("pursuit", 2, i.event);
      // ("they wouldn't want me": not being wanted; "wanted us to pay" is a demand, not a rejection)
      // "won't let me in": kept out
      const keptOut =
        i.event.lemmas.includes("let") && tokens.slice(i.event.verbIndex, i.event.end + 1).some((t) => /^(in|inside)$/.test(t.w));
      // ("my father didn't want me to swim" forbids; it does not reject me)
      const forbids = tokens[(i.event.target?.index ?? -2) + 1]?.w === "to";
      const unwanted = i.event.negated && ((i.event.lemmas.includes("want") && !forbids) || keptOut);
      if ((unwanted || i.event.lemmas.some((l) => /^(ignore|reject|exclude|snub|refuse|expel|banish)$/.test(l))) && i.to === dreamer)
        add("exclusion", 4, i.event);
      // (a killing only meant — "was going to kill Chuck", "went to shoot him" — is a threat, not a death)
      const meant =
        (tokens[i.event.verbIndex - 1]?.w === "to" && !/^(have|has|had)$/.test(tokens[i.event.verbIndex - 2]?.w ?? "")) || i.event.negated;
      // ("shooting at a customer": a shot aimed, its end untold, is no death)
      const aimedAt = i.event.prep === "at" || tokens[i.event.verbIndex + 1]?.w === "at";
      if (i.event.lemmas.some((l) => /^(kill|murder|shoot|stab|execute|slaughter)$/.test(l)) && i.to !== dreamer && !meant && !aimedAt)
        add("death", 2, i.event);
    }
    if (i.type === "friendliness" && i.from?.dead) add("reunion", 4, i.event);
  }
  for (const o of coding.outcomes) {
    const e = o.event;
    if (!e) continue;
    if (o.type === "misfortune") {
      // (a slip is a smaller thing than a fall)
      // ("the ring slipped off and fell into the sink": a thing of the dreamer's falling is a mishap, not the dreamer's fall)
      if (has(e, /^(fall|tumble|slip)$/) && o.who === dreamer && !thingFalls(e))
        add("falling", harmlessFall(e, tokens) ? 1 : has(e, /^slip$/) ? 2.5 : 4, e);
      else if (has(e, /^(fall|tumble|slip)$/) && o.who === dreamer) continue;
      // (only a being dies: "the battery went dead" is a thing giving out)
      else if ((has(e, /^(die|drown)$/) || e.complement === "dead") && !GIVE_OUT.has(e.actor?.word ?? "")) add("death", 4, e);
      // "missed the bus" is being late; "my chair was missing" is a loss
      // (others lost in a corridor are their trouble, not the dreamer's loss)
      else if (o.who && o.who.kind === "stranger" && /^(lost|missing)$/.test(e.complement ?? tokens[e.verbIndex].w)) continue;
      // ("a bit of his ear was missing": a wound, not something to search for)
      else if (tokens[e.verbIndex].w === "missing" || e.complement === "missing") {
        if (!tokens.slice(e.start, e.verbIndex).some((t) => BODY_PARTS.has(t.w))) add("loss-search", 3, e);
      } else if (o.who !== dreamer && (e.complement === "late" || has(e, /^miss$/))) {
        // (someone else's missed train is their trouble: the dream's clock runs against the dreamer only for the dreamer)
        continue;
      } else if (
        e.complement === "late" ||
        has(e, /^miss$/) ||
        // ("they had forgot to tell me": someone else's forgetting is no lateness of the dreamer's)
        (has(e, /^forget$/) && forgotADuty(e) && (!e.actor || e.actor.entity === dreamer))
      )
        add("unprepared-late", 4, e);
      else if ((e.complement === "lost" || has(e, LOSE)) && NOT_A_LOSS.test(e.target?.word ?? "")) continue;
      // ("some other girl was looking for shower gel, but she couldn't find it": a stranger's errand is no loss of yours)
      else if (e.negated && has(e, /^find$/) && o.who && o.who !== dreamer && o.who.kind === "stranger") continue;
      else if (toolMissing(e, tokens)) continue;
      else if (e.complement === "lost" || has(e, LOSE) || (e.negated && has(e, /^find$/))) add("loss-search", 3, e);
      // (others trapped are their plight, not the dreamer's)
      else if ((e.complement === "stuck" || e.complement === "trapped") && o.who === dreamer) add("unable-to-act", 2, e);
      // "I tried to sit up and was paralyzed": the body will not obey
      // (a friend left paralyzed by an accident is the friend's plight, not the dreamer's body failing)
      else if (/^(paralyzed|paralysed|frozen)$/.test(e.complement ?? tokens[e.verbIndex].w) && o.who === dreamer)
        add("unable-to-act", 3, e);
    }
    // ("I finally was able to do so": a success that names no deed is a small one)
    // ("I managed to escape", "we got away": a success that is flight belongs to the chase, not to an achievement)
    if (o.type === "success" && o.who === dreamer && has(e, FLEEING)) add("pursuit", 2, e);
    else if (o.type === "success" && o.who === dreamer) add("achievement", has(e, /^do$/) ? 1 : 2, e);
    if (o.type === "failure" && o.who === dreamer && toolMissing(e, tokens)) add("unprepared-late", 4, e);
    else if (o.type === "failure" && o.who === dreamer)
      add(has(e, /^find$/) && !SOUGHT_NOT_LOST.test(e.target?.word ?? "") ? "loss-search" : "unable-to-act", 2, e);
  }
  // (found once: both the threatened sentences and the per-event signs below ask for them)
  const disasters = new Set(events.filter((e) => disasterIn(e, tokens)));
  // the sentences in which someone or something turns on the dreamer
  const threatened = coding.interactions
    .filter((i) => i.type === "aggression" && i.to === dreamer && !unaware(i, tokens))
    .map((i) => i.event.sent);
  const struck = [...disasters].map((e) => e.sent);
  const near = (ss: number[], e: Event) => ss.some((s) => s === e.sent || s === e.sent - 1);
  // (someone turns on the dreamer somewhere in the dream: hiding is then flight)
  const chased = threatened.length > 0;
  for (const e of events) {
    // (what happened only awake, was feared or imagined gives the dream no shape, nor what only would happen:
    // "he said he would let me run away")
    if (e.unreal || (e.aspect.includes("would") && !e.negated)) continue;
    // "look for my keys", "search for my son" — not "look for the source" of a noise, "look for a seat"
    const sought = e.target?.word ?? tokens[e.verbIndex + 2]?.w ?? "";
    const errand = ERRAND_OBJECT.test(sought);
    // ("I keep looking out for this boyfriend": watching for an arrival, not searching for a loss)
    const watching = has(e, LOOK) && (e.particle === "out" || tokens[e.verbIndex + 1]?.w === "out");
    if (has(e, SEARCHING) && (e.prep === "for" || has(e, /^search$/)) && byDreamer(e) && !errand && !watching) add("loss-search", 2, e);
    // "I've got to find Tree", "we had to find my brother": someone or something the dreamer must find is missing
    const mustFind =
      has(e, /^find$/) &&
      byDreamer(e) &&
      !e.negated &&
      tokens[e.verbIndex - 1]?.w === "to" &&
      /^(have|has|had|got|need|needed|needs)$/.test(tokens[e.verbIndex - 2]?.w ?? "") &&
      !errand &&
      !/^(way|place|room|seat|job|time|answer|something|somewhere|out)$/.test(e.target?.word ?? tokens[e.verbIndex + 1]?.w ?? "");
    if (mustFind) add("loss-search", 2, e);
    // ("I hid behind the couch so she would not see me": hiding with no one after you is keeping out of sight,
    // which plot.ts reads as avoidance — not a chase)
    if (has(e, FLEEING) && byDreamer(e) && (!has(e, HIDE) || chased)) add("pursuit", 1.5, e);
    // "told me to hurry", "it was too late": the clock against the dreamer
    // (hurrying alone is haste; with the clock named — "late", "time", "miss" — it is lateness)
    if (has(e, HURRYING)) add("unprepared-late", clockNear(e, tokens) ? 2 : 1, e);
    if (tooLate(tokens, e) || outOfTime(tokens, e)) add("unprepared-late", 2, e);
    if (has(e, RUN) && byDreamer(e) && (e.particle === "away" || e.prep === "from")) add("pursuit", 2, e);
    // running, climbing or hiding right after someone or something turns on you, or a disaster breaks, is flight from it: "we ran up this tree"
    else if (has(e, FLIGHT) && byDreamer(e) && near(threatened, e)) add("threat", 2, e);
    else if (has(e, FLIGHT) && byDreamer(e) && near(struck, e)) add("disaster", 2, e);
    // (one sign alone is an incident; with flight, fear or a second sign it is the dream's danger)
    if (disasters.has(e)) add("disaster", feared(e, tokens) ? 2 : 1, e);
    // "someone told me I was late": news of the dreamer's own lateness, inside the dream, is lateness
    const told =
      has(e, TELLING) &&
      RUNNING_LATE.test(
        tokens
          .slice(e.verbIndex, e.end + 1)
          .map((t) => t.w)
          .join(" "),
      );
    if (told) add("unprepared-late", 3, e);
    const late = lateOrUnequipped(e, tokens);
    if (late) add("unprepared-late", late, e);
    const unready = unpreparedBy(e, tokens, dreamer);
    if (unready) add("unprepared-late", unready, e);
    if (overloaded(e, tokens)) add("unprepared-late", 3, e);
    // ("a thief was trying to get in", "the wolf tried to get into the cabin"): someone or something forcing a
    // way in to where the dreamer is — an intruder, a threat whether or not it is coded as an attack
    if (intruding(e, tokens, dreamer)) add("threat", 3, e);
    // ("he pulled me out", "they rescued us"): a rescue after a crash, a fire or a flood ends the same danger
    // (its weight only, not its event: the rescuer is no one who threatens, and plot.ts reads a danger whose events
    // have another's act in them as someone's threat)
    if (disasters.size > 0 && !e.negated && has(e, /^(rescue|save)$/) && e.target?.entity) add("disaster", 1.5);
    // ("I grabbed the pistol and shot at the men"): the dreamer's armed blow at someone is a clash of the dreamer's
    // own, coded or not; at an animal it is a hunt, not a clash
    const armed =
      byDreamer(e) &&
      has(e, ARMED) &&
      !e.negated &&
      !e.feared &&
      !e.reported &&
      !/^(to|can|could|might|should|must)$/.test(tokens[e.verbIndex - 1]?.w ?? "") &&
      ((aimedAt(e, tokens) > 0 && ![1, 2, 3].some((n) => cast.ref[aimedAt(e, tokens) + n]?.kind === "animal")) ||
        (!has(e, /^fire$/) && !!e.target?.entity && e.target.entity !== dreamer && e.target.entity.kind !== "animal"));
    if (armed) add("conflict", 3, e);
    // ("I apologised", "he apologised to me"): a clash the dreamer makes up for, or is made up to, is a conflict and
    // its resolution
    // (the apology settles a clash already found: it adds to its weight, not to its evidence — it is no clash itself)
    const apology = has(e, /^(apologize|apologise)$/) && !e.negated && (byDreamer(e) || e.target?.entity === dreamer);
    if (apology && found.get("conflict")?.events.length) add("conflict", 2);
    if (
      e.negated &&
      e.aspect.includes("could") &&
      has(e, /^(move|speak|scream|yell|talk|run|breathe|walk|open|stop|shout|wake|see|get)$/) &&
      // "I can't see any artwork" is what is missing, not sight failing: seeing counts only without an object
      !(has(e, /^see$/) && e.target) &&
      byDreamer(e)
    )
      add("unable-to-act", 3, e);
    // "the stairs kept getting longer": effort that the dream will not let arrive
    if (
      e.aspect.includes("keep") &&
      e.complement &&
      /^(longer|farther|further|bigger|higher|steeper|harder|worse|heavier|slower)$/.test(e.complement)
    )
      add("unable-to-act", 3, e);
    // ("I turned back into the house", "turned into the driveway": a turn of direction, not of shape)
    const into = wordAfterVerb(e, tokens, "into");
    const where =
      into > 0 &&
      (tokens[into - 1]?.w === "back" || PLACE_AFTER.test(tokens[into + 2]?.w ?? "") || PLACE_AFTER.test(tokens[into + 1]?.w ?? ""));
    if (has(e, CHANGING) && (e.particle === "into" || e.prep === "into") && !where) add("transformation", 4, e);
    // "I was suddenly taking over as the captain", "I became her": the dreamer becomes someone else
    const becoming =
      byDreamer(e) &&
      ((has(e, TAKE) && e.particle === "over" && tokens[e.verbIndex + 2]?.w === "as") ||
        (has(e, BECOME) && /^(her|him|the|a|an|my)$/.test(tokens[e.verbIndex + 1]?.w ?? "") && !e.complement));
    if (becoming) add("transformation", 3, e);
    if (has(e, TRAVELLING) && byDreamer(e)) add("journey", 0.6, e);
    // being left, not leaving: "we left on our way" is the dreamer's own going
    // ("a dream leaving me sad" leaves a mood, not the dreamer)
    const mood = LEFT_IN_A_MOOD.test(tokens[(e.target?.index ?? 0) + 1]?.w ?? "");
    // ("upon leaving we went to a store": the dreamer's own going, told as a gerund)
    const going = UPON.test(tokens[e.verbIndex - 1]?.w ?? "");
    // ("left us there with a few games to play", "left me in charge": left to look after things, not left out)
    const inCharge = LEFT_WHERE.test(tokens[(e.target?.index ?? -2) + 1]?.w ?? "") && /^(us|me)$/.test(e.target?.word ?? "");
    // ("this still leaves me…": a state of things, not someone going)
    const state = STATE_SUBJECT.test(e.actor?.word ?? "");
    if (has(e, LEAVING) && e.target?.entity === dreamer && !byDreamer(e) && !mood && !going && !inCharge && !state) add("exclusion", 3, e);
    // "suddenly my brother disappears": someone of yours gone
    const gone = e.actor?.entity;
    // ("I hurled a big stick at the wolf and the wolf disappeared": driven off, not lost)
    // (looked for only when someone of the dreamer's vanishes: the scan of the interactions was made for every event)
    const drivenOff = () => coding.interactions.some((i) => i.type === "aggression" && i.from === dreamer && i.to === gone);
    if (has(e, VANISHING) && gone && gone !== dreamer && /^(family|friend|known|animal)$/.test(gone.kind) && !drivenOff())
      add("loss-search", 3, e);
    // ("she was gone": someone of yours gone, told as a state; not "she was gone for an hour")
    const missed = e.target?.entity;
    const goneNow =
      tokens[e.verbIndex].w === "gone" &&
      /^(was|is|were|are|'s)$/.test(tokens[e.verbIndex - 1]?.w ?? "") &&
      !e.negated &&
      !e.prep &&
      !e.actor;
    if (goneNow && missed && missed !== dreamer && /^(family|friend|known|animal)$/.test(missed.kind)) add("loss-search", 3, e);
    // "somehow I lost it" (the bird in my care)
    if (has(e, LOSE) && byDreamer(e) && e.target && !NOT_A_LOSS.test(e.target.word)) add("loss-search", 3, e);
    // "I lose sight of her", "we lost track of him": someone lost, not a view
    const lostSight =
      e.target &&
      /^(sight|track)$/.test(e.target.word) &&
      tokens[e.target.index + 1]?.w === "of" &&
      PERSON_PRONOUN.test(tokens[e.target.index + 2]?.w ?? "");
    if (has(e, LOSE) && byDreamer(e) && lostSight) add("loss-search", 3, e);
    // "I hug my brother for a long while and weep … it has been years": a homecoming
    if (has(e, HUGGING) && byDreamer(e) && someInSentences(tokens, e.sent - 2, e.sent + 2, (t, k) => longApart(t, k, tokens)))
      add("reunion", 3, e);
  }
  for (const sign of tokenSigns(tokens, events)) add(sign.type, sign.score, sign.event);
  for (const c of cast.others) if (c.dead) add("reunion", 2);
  const wokeAtClimax = climaxWaking(events, coding, cast, tokens);
  if (wokeAtClimax) add("waking-at-climax", 1.5, wokeAtClimax);

  const sentences = (tokens[tokens.length - 1]?.sent ?? 0) + 1;
  const floor = (t: ArcType) => (FLOOR[t] && sentences > 3 ? (sentences > 6 ? FLOOR[t] : FLOOR[t] - 1) : 2);
  const ranked = [...found.entries()]
    .filter(([t, f]) => f.score >= floor(named(t)) && (t !== "journey" || travelled(f.events, sentences)))
    .sort((a, b) => b[1].score - a[1].score);
  // (a sexual act forced on the dreamer leads a threat's events: the violation's voices quote the first, and
  // "forces something sexual on you — “he hit me”" would quote another deed)
  const forcedActs = new Set(
    coding.interactions.filter((i) => i.type === "sexuality" && isForced(coding.interactions, i)).map((i) => i.event),
  );
  const toFinding = ([type, f]: [Shape, { score: number; events: Event[] }]): ArcFinding => {
    const events =
      type === "threat" ? [...f.events.filter((e) => forcedActs.has(e)), ...f.events.filter((e) => !forcedActs.has(e))] : f.events;
    return {
      type: named(type),
      score: f.score,
      events,
      evidence: [...new Set(events.slice(0, 3).map((e) => evidenceOf(text, tokens, e)))],
    };
  };
  const main = ranked[0] ? toFinding(ranked[0]) : { type: "none" as const, events: [], evidence: [], score: 0 };
  // (a disaster and a threat are both "threat" by name: the second thread is another shape)
  const next = ranked.slice(1).find(([t]) => named(t) !== main.type);
  const second = next && next[0] !== "waking-at-climax" ? toFinding(next) : null;
  return { main, second, wokeAtClimax };
}

/** the event the token at `k` belongs to, or the first of its sentence */
function eventAt(events: Event[], tokens: Token[], k: number): Event | undefined {
  return events.find((e) => e.start <= k && k <= e.end && e.sent === tokens[k].sent) ?? events.find((e) => e.sent === tokens[k].sent);
}

/** what ends or goes before the dreamer arrives: "by the time I got there, they were done" */
const OVER = /^(done|over|gone|finished|closed|sold|full|leaving|left|ended)$/;

/**
 * Signs of a shape read from the words rather than from one event:
 * - "I'm very happy to see them … it's been so long since I saw them": a homecoming;
 * - "where could it be?", "I wasn't sure whether I had my bag": something of the dreamer's missing;
 * - "by the time we got there, they were done", "she left before I could ask": the dreamer too late.
 */
function tokenSigns(tokens: Token[], events: Event[]): { type: Shape; score: number; event: Event }[] {
  const out: { type: Shape; score: number; event: Event }[] = [];
  const push = (type: Shape, score: number, k: number) => {
    const event = eventAt(events, tokens, k);
    if (event && !out.some((o) => o.type === type && o.event === event)) out.push({ type, score, event });
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    const at = (d: number) => (tokens[k + d]?.sent === t.sent ? tokens[k + d].w : "");
    if (gladToSee(tokens, k) && someInSentences(tokens, t.sent - 2, t.sent + 2, (x, j) => longApart(x, j, tokens))) push("reunion", 3, k);
    // ("where could it be", "where could my keys have gone")
    const asks = t.brk > 0 || /^(saying|said|wondered|wondering|thought|thinking|asked|asking)$/.test(tokens[k - 1]?.w ?? "");
    if (t.w === "where" && /^(could|can|did|would)$/.test(at(1)) && (/^(it|they)$/.test(at(2)) || at(2) === "my") && asks)
      push("loss-search", 2, k);
    // ("whether I had my suitcase", "if I had brought my passport")
    // ("whether my suitcase is here or not")
    const hereOrNot = /^(my|our)$/.test(at(1)) && /^(is|was|were|are)$/.test(at(3)) && /^(here|there|with|on|in)$/.test(at(4));
    if (/^(whether|if)$/.test(t.w) && ((/^(i|we)$/.test(at(1)) && /^(had|still|brought|packed)$/.test(at(2))) || hereOrNot)) {
      const my = hereOrNot ? 1 : [3, 4].find((d) => /^(my|our)$/.test(at(d)));
      const unsure = tokens
        .slice(Math.max(0, k - 4), k)
        .some((x) => x.sent === t.sent && /^(remember|know|sure|recall|wondered|wondering)$/.test(x.w));
      if (my !== undefined && unsure) push("loss-search", 2, k);
    }
    // ("by the time we arrived, the show was over")
    if (
      t.w === "by" &&
      at(1) === "the" &&
      at(2) === "time" &&
      /^(i|we|she|he|they)$/.test(at(3)) &&
      /^(got|arrived|came|reached)$/.test(at(4))
    ) {
      const rest = tokens.slice(k + 5, k + 14).filter((x) => x.sent === t.sent);
      if (rest.some((x) => OVER.test(x.w))) push("unprepared-late", 3, k);
    }
    // ("the bus pulled away before I could get on": someone else's doing got in first — not "I ran before he could catch me")
    if (t.w === "before" && /^(i|we)$/.test(at(1)) && /^(could|had)$/.test(at(2))) {
      const subject = tokens.slice(Math.max(0, k - 8), k).findLast((x) => x.sent === t.sent && /^(i|we|he|she|they|it)$/.test(x.w));
      if (
        subject &&
        !/^(i|we)$/.test(subject.w) &&
        !tokens.slice(k - 8, k).some((x) => x.sent === t.sent && /^(if|would|afraid)$/.test(x.w))
      )
        // (one such moment is a small thing in a long dream: it makes the shape only with another sign)
        push("unprepared-late", 1.5, k);
    }
  }
  return out;
}

/**
 * The least score that makes a shape the dream's own, in a dream of more than six sentences (one
 * less from four to six; in a dream of three sentences or fewer any sign is its shape). One
 * "couldn't" or one thing not found is a moment of a long dream, not its shape: being unable to act
 * searching and a fight of the dreamer's own need two signs there, or one strong one and another.
 */
/** a blow, a fight or a killing: a clash that is the dream's shape on its own */
const GRAVE = /^(kill|murder|shoot|stab|beat|punch|fight|strangle|attack|assault|choke|slaughter|wrestle|hit)$/;

const FLOOR: Partial<Record<ArcType, number>> = { "unable-to-act": 4, "loss-search": 4, conflict: 4, achievement: 3 };

/** fear at its height */
const FEAR_AT_PEAK = /^(scared|afraid|terrified|frightened|panic|panicked|panicking|screamed|screaming|scream|horrified|petrified)$/;

/** The dreamer wakes right after danger, a fall or a strong feeling: the dream broke off at its peak. */
function climaxWaking(events: Event[], coding: Coding, cast: Cast, tokens: Token[]): Event | null {
  // ("I awoke Audrey" wakes someone else; "it said I had woken up" is a status, not the dream ending)
  const wake = events.find(
    (e) =>
      e.actor?.entity === cast.dreamer &&
      !e.reported &&
      !e.unreal &&
      !(e.target?.entity && e.target.entity !== cast.dreamer) &&
      e.lemmas.some((l) => l === "wake" || l === "awake" || l === "awaken"),
  );
  if (!wake) return null;
  const before = events.filter((e) => e.sent >= wake.sent - 1 && e.verbIndex < wake.verbIndex);
  // ("the wave was right over us and I was terrified, and I woke": fear right before waking is the peak the dream broke off at)
  const first = sentenceStartIndex(tokens, Math.max(0, wake.sent - 1));
  let afraid = false;
  for (let k = first; k < wake.verbIndex && !afraid; k++) afraid = FEAR_AT_PEAK.test(tokens[k].w);
  const tense =
    afraid ||
    coding.interactions.some((i) => i.type === "aggression" && before.includes(i.event)) ||
    coding.outcomes.some((o) => o.type === "misfortune" && o.event && before.includes(o.event));
  return tense ? wake : null;
}
