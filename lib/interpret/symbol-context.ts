/**
 * What happens to a symbol in this dream — does it threaten the dreamer, help them, get caught,
 * lost, found or broken — worked out from the events it takes part in, and the meaning the
 * lexicon writes for that situation.
 */
import type { Meaning, SymbolContext } from "@/content/lexicon";
import type { Cast } from "./characters";
import type { Coding } from "./coding";
import type { Event } from "./events";
import { matchSymbols, symbolsAt, type SymbolDef, type SymbolMatch } from "./lexicon";
import { menacing } from "./animal-menace";
import { senseHolds } from "./senses";
import { negatedAt } from "./symbols";
import type { Token } from "./tokenize";
import { PREPOSITIONS } from "./phrase";
import { isLexNoun } from "./words";
import { BODY_HURT, dreamerDrives, situationOf } from "./symbol-situations";
import { atOdds, setForTheDreamer } from "./symbol-odds";

const MASTER =
  /^(catch|kill|tame|hold|ride|drive|steer|fly|open|unlock|use|pet|feed|grab|carry|pick|shoot|trap|control|climb|fix|save|play|sing|perform)$/;
const FLEE = /^(flee|escape|hide|run|avoid)$/;
/** what the dreamer does that loses a thing: taking or stealing one is the opposite */
const LOSE = /^(lose|miss|forget|leave|disappear|vanish)$/;
const FIND = /^(find|discover|receive|get|give|hand|buy|win|inherit)$/;
/** what the dreamer does that parts with a thing: "gave my car to the doorman" hands it away, it does not come to them */
const HAND_AWAY = /^(give|hand|lend|sell|pass)$/;
/** "getting my gun ready", "got the car started": getting a thing into a state is using it, not receiving it */
const GET_INTO_STATE = /^(ready|started|fixed|cleaned|washed|set|prepared|going|working|running|stuck|dressed)$/;
/** a thing the dreamer travels in, which someone else may be steering */
const VEHICLE =
  /^(cars?|autos?|automobiles?|jeeps?|trucks?|vans?|suvs?|taxis?|cabs?|limos?|limousines?|buses|bus|boats?|planes?|airplanes?)$/;
/** who is at the wheel: "my dad was driving", "she drove us" */
const STEER = /^(drive|steer|pilot|fly|row|sail)$/;
/** what others do that takes a thing of the dreamer's away: "someone stole my car", "they towed my van" */
const TAKE_AWAY = /^(steal|tow|take|confiscate|repossess|snatch)$/;
/** words an event's object can be that open a clause or hold a place for one: "found that …", "saw there was …" */
const CLAUSE_OPENER = /^(there|that|it|what|this|which|who|how|where|when|if|whether)$/;
const BREAK = /^(break|crumble|crack|shatter|fall|crash|burn|die|rot|collapse|sink|explode|fail|leak|bleed|fall_out)$/;

/** "I climbed the stairs but they kept getting longer": whatever the dreamer works on here does not give way */
function thwarted(events: Event[], sent: number): boolean {
  return events.some(
    (e) =>
      e.sent === sent &&
      ((e.aspect.includes("keep") && /^(longer|farther|further|bigger|higher|steeper|harder|worse|heavier)$/.test(e.complement ?? "")) ||
        (e.negated && e.aspect.includes("could"))),
  );
}

/**
 * Does the thing at `at` come into the dreamer's hands by `e`? "gave me the key" (the thing is the
 * object, the dreamer beside it) — not "Bill was giving a speech"; "handed me a small silver key"
 * (the dreamer the first object, the thing the second — its head: "silver" in "a silver key" is not
 * what is handed over).
 */
function handedOver(e: Event, at: number, isTarget: boolean, cast: Cast, tokens: Token[]): boolean {
  const dreamer = cast.dreamer;
  const l = e.lemmas;
  if (isTarget && l.some((x) => x === "give" || x === "hand")) {
    const near =
      cast.ref.slice(e.verbIndex + 1, at).includes(dreamer) || cast.ref.slice(at + 1, Math.min(at + 4, e.end + 1)).includes(dreamer);
    if (near) return true;
  }
  const t = e.target;
  if (!t || t.entity !== dreamer || at <= t.index || at - t.index > 5 || at > e.end) return false;
  if (!l.some((x) => /^(give|hand|pass|offer|bring|send|throw|toss)$/.test(x))) return false;
  return !(tokens[at + 1]?.brk === 0 && isLexNoun(tokens[at + 1].w));
}

/** what the dreamer does with a thing they master, as the dream says it: "drove", "were riding", "picked up" */
function actOf(e: Event, tokens: Token[]): string {
  const verb = tokens[e.verbIndex].w;
  const aux = /ing$/.test(verb) ? (/^(am|is|are|i'm|we're)$/.test(tokens[e.verbIndex - 1]?.w ?? "") ? "are " : "were ") : "";
  return `${aux}${verb}${e.particle ? ` ${e.particle}` : ""}`;
}

/**
 * A vehicle in someone else's hands: another driver at its wheel in the sentence it stands in ("my dad
 * was driving the van", "she drove us in her car"), the dreamer riding as a passenger, or someone taking
 * the dreamer's own away ("someone stole my car" is a loss, not the dreamer's drive). The dreamer at the
 * wheel in that sentence keeps it theirs.
 */
function carriedIn(at: number, events: Event[], cast: Cast, tokens: Token[]): SymbolUse | null {
  if (!VEHICLE.test(tokens[at]?.w ?? "")) return null;
  const dreamer = cast.dreamer;
  const sent = tokens[at].sent;
  const here = events.filter((e) => e.sent === sent && !e.unreal && !e.reported && !e.negated);
  if (here.some((e) => e.actor?.entity === dreamer && e.lemmas.some((x) => STEER.test(x)))) return null;
  const ownedByDreamer = /^(my|our)$/.test(tokens[at - 1]?.w ?? "") || /^(my|our)$/.test(tokens[at - 2]?.w ?? "");
  const taken = here.find(
    (e) =>
      e.target?.index === at &&
      e.actor?.entity !== undefined &&
      e.actor.entity !== dreamer &&
      e.lemmas.some((x) => TAKE_AWAY.test(x)) &&
      (e.lemmas[0] !== "take" || e.particle === "away"),
  );
  if (taken && ownedByDreamer) return { context: "lost" };
  const otherAtWheel = here.some(
    (e) =>
      e.actor?.entity !== undefined &&
      e.actor.entity !== dreamer &&
      e.actor.index !== at &&
      !hasDreamerWord(tokens, e.start, e.verbIndex) &&
      e.lemmas.some((x) => STEER.test(x)) &&
      // (someone drives the dreamer's own car, drives the dreamer, or drives while the dreamer rides along)
      (ownedByDreamer || e.target?.entity === dreamer || aboard(here, dreamer, tokens)),
  );
  if (otherAtWheel) return { context: "carried" };
  // "I sat in the passenger seat", "we were in the back seat" — not the "passenger side" or a "passenger van"
  const seat = tokens.findIndex(
    (t, i) =>
      t.sent === sent &&
      (/^(backseat|back-seat)$/.test(t.w) ||
        (t.w === "passenger" && (tokens[i + 1]?.w === "seat" || (/^(the|a)$/.test(tokens[i - 1]?.w ?? "") && tokens[i + 1]?.brk !== 0)))),
  );
  if (seat >= 0 && aboard(here, dreamer, tokens)) return { context: "carried" };
  return null;
}

/** "I", "me", "we" among the tokens [from, to): the dreamer is in a group that does it ("me and Jo drove off") */
function hasDreamerWord(tokens: Token[], from: number, to: number): boolean {
  return tokens.slice(from, to).some((t) => /^(i|me|we|us|i'm|we're|myself)$/.test(t.w));
}

/** the dreamer gets in, sits or rides in something in these events: "we climbed in", "I was sitting in the front seat" */
function aboard(events: Event[], dreamer: Cast["dreamer"], tokens: Token[]): boolean {
  // ("me and Jo were in the back", "I'm in a car with my dog": the dreamer then, in the same clause, "in")
  const sent = events[0]?.sent;
  const inWords = tokens.some(
    (t, i) =>
      t.sent === sent &&
      /^(i|me|we|i'm|we're)$/.test(t.w) &&
      [1, 2, 3, 4].some(
        (k) =>
          /^(in|into|inside|passenger|backseat)$/.test(tokens[i + k]?.w ?? "") && tokens.slice(i + 1, i + k + 1).every((x) => x.brk === 0),
      ),
  );
  return (
    inWords ||
    events.some(
      (e) =>
        (e.actor?.entity === dreamer || hasDreamerWord(tokens, e.start, e.verbIndex)) &&
        e.lemmas.some((x) => /^(be|sit|ride|get|climb|hop|jump|pile|squeeze|stay|wait|lie|sleep)$/.test(x)) &&
        (e.prep === "in" || e.prep === "into" || e.particle === "in" || /^(in|into|inside)$/.test(tokens[e.verbIndex + 1]?.w ?? "")),
    )
  );
}

/** the symbol's situation, and for one the dreamer masters, the act that does it */
export type SymbolUse = { context: SymbolContext | null; act?: string };

/**
 * The symbol's situation in the dream, read at its first mention (`at`) and then at its later ones:
 * "I said a joke to this dog. The dog kept chasing us" is a dog that chases, though its first mention
 * only names it. An animal or creature the dream sets as a menace anywhere — "a mean dog", "the
 * Rottweiler was trying to get in", "the big dog bit the little one" — threatens, unless the dreamer
 * masters it or flees it. A later mention only fills a situation the first left open.
 */
export function contextOf(at: number, coding: Coding, events: Event[], cast: Cast, tokens: Token[]): SymbolUse {
  const defs = symbolsAt(tokens, at).defs;
  // ("there were bears to hunt": a beast set out for the dreamer to act on, whatever else the dream says
  // of it — but "a gun to hunt" is the tool the hunt is done with)
  if (defs.some((d) => d.category === "animal" || d.category === "creature") && setForTheDreamer(at, tokens))
    return { context: "mastered" };
  const first = contextAt(at, coding, events, cast, tokens);
  if (first.context === "threatens" || first.context === "fled" || first.context === "mastered") return first;
  // (the partner who drives you and whom you are impatient with frustrates you more than they help)
  if (defs.some((d) => d.category === "person") && atOdds(at, coding, events, cast, tokens)) return { context: "clashes" };
  // (a person is read as a character, and a place named again is only where the next thing happens: "I left the school")
  const later = defs.some((d) => d.category === "person" || d.category === "place") ? [] : mentionsOf(at, defs, tokens, events, cast);
  const beast = defs.some((d) => d.category === "animal" || d.category === "creature");
  if (beast && [at, ...later].some((k) => menacing(k, tokens, events, cast))) return { context: "threatens" };
  if (first.context) return first;
  // (at a later mention only what happens counts: not "I told him to give me the gun", an instruction)
  const real = events.filter((e) => !e.unreal && !e.reported && !e.feared);
  for (const k of later) {
    const use = contextAt(k, coding, real, cast, tokens);
    if (use.context) return use;
  }
  return first;
}

/** the dream's lexicon matches, once per dream: what `mentionsOf` looks the later mentions up in */
const matchesOf = new WeakMap<Token[], SymbolMatch[]>();

/** the later mentions of the symbol first named at `at`, where the word holds in the symbol's sense ("the dog … the dog") */
function mentionsOf(at: number, defs: SymbolDef[], tokens: Token[], events: Event[], cast: Cast): number[] {
  const def = defs[0];
  if (!def) return [];
  let all = matchesOf.get(tokens);
  if (!all) matchesOf.set(tokens, (all = matchSymbols(tokens)));
  // ("found that there was no bus": a mention the dream denies says nothing of what happens to the thing)
  return all
    .filter((m) => m.first > at && m.ids.includes(def.id) && !negatedAt(tokens, m.first) && senseHolds(def, m, tokens, events, cast))
    .map((m) => m.first);
}

function contextAt(at: number, coding: Coding, events: Event[], cast: Cast, tokens: Token[]): SymbolUse {
  const dreamer = cast.dreamer;
  const defsHere = symbolsAt(tokens, at).defs;
  // ("missed my mother": one misses a living being as a loss; "missed the film", "missed the bus" is an occasion gone by)
  const living = defsHere.some((d) => /^(person|animal|creature)$/.test(d.category));
  // ("I left home", "we left the party": a place or an occasion left is departed from, not lost)
  // (but a book left behind is lost: the library's record names books too)
  const departed = defsHere.some((d) => /^(place|event)$/.test(d.category) && !/^(book|books)$/.test(tokens[at].w));
  const loses = (x: string) => LOSE.test(x) && !(x === "miss" && !living) && !(x === "leave" && departed);
  for (const i of coding.interactions) {
    const e = i.event;
    if (e.actor?.index === at && i.type === "aggression" && i.to === dreamer) return { context: "threatens" };
    // "he started masturbating" in a violation: the act itself is what threatens
    if (e.verbIndex === at && i.type === "aggression" && i.to === dreamer && i.from !== dreamer) return { context: "threatens" };
    if (e.actor?.index === at && i.type === "friendliness" && i.to === dreamer) return { context: "helps" };
  }
  const carried = carriedIn(at, events, cast, tokens);
  if (carried) return carried;
  // (a phone that will not get through, the shop the dreamer works in, back at the old school)
  const situation = situationOf(at, events, cast, tokens);
  if (situation) return { context: situation };
  for (const e of events) {
    const isActor = e.actor?.index === at;
    // "a small silver key": the object's phrase ends on the symbol's noun
    const t = e.target;
    // ("my purse under the bed": a noun after a preposition is where the object is, not the object)
    // ("found that there was a bus": a placeholder or a clause opener is no object phrase that ends on the symbol)
    const isTarget =
      t?.index === at ||
      (!!t &&
        !t.entity &&
        !CLAUSE_OPENER.test(t.word ?? "") &&
        t.index < at &&
        at - t.index <= 3 &&
        at <= e.end &&
        !tokens.slice(t.index, at).some((x) => PREPOSITIONS.has(x.w)));
    if (!isActor && !isTarget && !(e.verbIndex < at && at <= e.end && e.verbIndex >= at - 8)) continue;
    const l = e.lemmas;
    // "he drove off before I could get his number": what the dreamer only could have done did not happen
    const couldOnly =
      (e.aspect.includes("could") && /^(before|if|until|unless)$/.test(tokens[e.start]?.w ?? "")) ||
      // "I wanted to get a cookie", "tried to catch it": wished for or attempted, not done
      e.aspect.some((x) => /^(want|try|wish|hope|need|plan|attempt|mean|intend)$/.test(x));
    if (isTarget && e.actor?.entity === dreamer && !e.negated && !couldOnly) {
      // "catch a train" is boarding it, not mastering it; "rode the bus" is being carried by it, not steering it
      const boarded =
        l.some((x) => x === "catch" || x === "ride") &&
        /^(trains?|bus|buses|planes?|airplanes?|flights?|ferry|ferries|cabs?|taxis?|trams?|subways?|ride|lift|coach|shuttle|metro|streetcar|trolley|jet)$/.test(
          e.target?.word ?? "",
        );
      if (l.some((x) => MASTER.test(x)) && !e.prep && !boarded && !thwarted(events, e.sent))
        return { context: "mastered", act: e.target?.index === at ? actOf(e, tokens) : undefined };
      if (l.some((x) => FLEE.test(x)) && (e.prep === "from" || e.particle === "away")) return { context: "fled" };
      // "left my bag" — not "leaving for school"
      // ("drove to that spot to leave, which was a harbor": a purpose, and a place left is no loss)
      // ("left the oven on", "left the door open": a thing left in a state is not lost)
      const leftAs =
        l.includes("leave") && /^(on|open|running|unlocked|off|alone)$/.test(tokens[at + 1]?.brk === 0 ? tokens[at + 1].w : "");
      if (l.some(loses) && !leftAs && !(l.includes("leave") && (e.prep || tokens[e.verbIndex - 1]?.w === "to"))) return { context: "lost" };
      // finding an animal is meeting it, not something coming into your hands
      // ("got back to campus" is arriving, not something coming into your hands)
      // ("I looked and found the green van": finding the one you know of is locating it, not gaining it)
      const ti = e.target?.index ?? 0;
      const located =
        !l.some((x) => x !== "find" && x !== "discover" && FIND.test(x)) &&
        tokens.slice(Math.max(e.verbIndex + 1, ti - 3), ti).some((t) => /^(the|my|our|his|her|their)$/.test(t.w));
      // ("I go to get my purse", "got my stuff out of the car": fetching what is already yours brings nothing new into your hands)
      const fetched =
        l.includes("get") &&
        !l.some((x) => x !== "get" && FIND.test(x)) &&
        tokens.slice(Math.max(e.verbIndex + 1, ti - 3), ti).some((t) => /^(my|our)$/.test(t.w));
      const handedAway = l.some((x) => HAND_AWAY.test(x)) && !l.some((x) => x !== "pass" && !HAND_AWAY.test(x) && FIND.test(x));
      const madeReady = l.includes("get") && GET_INTO_STATE.test(tokens[at + 1]?.brk === 0 ? tokens[at + 1].w : "");
      // (the dreamer's own verb names how it came: "the map you found", "the key you picked up")
      if (l.some((x) => FIND.test(x)) && !e.target?.entity && !e.prep && !located && !fetched && !handedAway && !madeReady)
        return { context: "found", act: e.actor?.entity === dreamer && e.target?.index === at ? actOf(e, tokens) : undefined };
    }
    if (isTarget && e.negated && e.aspect.includes("could") && l.some((x) => x === "find")) return { context: "lost" };
    if (e.actor?.entity !== dreamer && handedOver(e, at, isTarget, cast, tokens)) return { context: "found", act: "were given" };
    // (a bleeding chicken is hurt, not a thing that falls apart: living things are never "broken")
    // ("the car was broken into", "someone broke into the house": a break-in, which leaves the thing whole)
    const breakIn = l.includes("break") && (e.particle === "into" || e.prep === "into" || tokens[e.verbIndex + 1]?.w === "into");
    // ("the key fell into the drain", "my ring fell behind the sofa": a thing that falls into or behind something goes
    // missing or lands there whole — but "fell into pieces" and "the roof fell in" are breaking)
    const fellIn =
      l.includes("fall") &&
      /^(into|behind|under|inside)$/.test(e.prep ?? tokens[e.verbIndex + 1]?.w ?? "") &&
      !/^(pieces|bits|disrepair|ruin|ruins|shards|fragments)$/.test(tokens[e.verbIndex + 2]?.w ?? "");
    if (
      (isActor || (isTarget && e.passive)) &&
      l.some((x) => BREAK.test(x)) &&
      !breakIn &&
      !fellIn &&
      !(e.actor?.entity ?? e.target?.entity)
    )
      return { context: "broken" };
    if (isActor && e.target?.entity === dreamer && l.some((x) => /^(chase|attack|bite|follow|hunt|sting|grab|threaten)$/.test(x)))
      return { context: "threatens" };
    if (e.actor?.entity === dreamer && l.some((x) => FLEE.test(x)) && e.prep === "from" && e.verbIndex < at && at - e.verbIndex <= 4)
      return { context: "fled" };
  }
  // ("I was driving along the coast in an old car": at the wheel, though the car is not the verb's object; asked
  // last, so "the car you were driving" keeps the dream's own verb where the car is)
  if (defsHere.some((d) => d.category === "vehicle" && d.in?.mastered) && dreamerDrives(tokens, at, events, cast))
    return { context: "mastered" };
  return { context: null };
}

export function meaningIn(def: SymbolDef, context: SymbolContext | null): Meaning {
  const special = context ? (def.in?.[context] ?? (context === "hurt" && def.category === "body" ? BODY_HURT : undefined)) : undefined;
  return { ...def.meaning, ...special };
}
