/**
 * Hall/Van de Castle coding of the dream's events: social interactions (aggression, friendliness,
 * sexuality, each with an initiator and a recipient) and outcomes (misfortune, good fortune,
 * success, failure, each with whom it befalls). Evidence is always the dream's own words.
 */
import { personAfter, type Cast, type Entity } from "./characters";
import { makeBelieve, wordAfterVerb, type Arg, type Event } from "./events";
import { withEndsNamed } from "./placeholders";
import { speakerEnds } from "./quoted-ends";
import { evidenceOf } from "./evidence";
import { othersSpeech } from "./emotion-experiencer";
import { interactionFrom } from "./interaction-rules";
import { settleOutcomes } from "./outcome-rules";
import { kindWords } from "./kind-words";
import { afterInTime } from "./hostility-rules";
import { hitAt, sentenceEvent, sentStart, sentEnd, urgedAct } from "./rule-kit";
import { someInSentences, type Token } from "./tokenize";
import * as V from "./verb-classes";
import { unwelcomeAround, violations } from "./violation";
import { CAPITAL_FIRST } from "./words";

const who = (a?: Arg): Entity | undefined => a?.entity ?? a?.owner;

export type InteractionType = "aggression" | "friendliness" | "sexuality";
export type OutcomeType = "misfortune" | "good fortune" | "success" | "failure";

export type Interaction = { type: InteractionType; from?: Entity; to?: Entity; event: Event; evidence: string; pursuit: boolean };
export type Outcome = { type: OutcomeType; who?: Entity; event?: Event; evidence: string; sent: number };

export type Coding = { interactions: Interaction[]; outcomes: Outcome[] };

/** "my brother pulled me into his car": someone other than the threat gets the dreamer out of danger */
function rescues(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const threats = new Set(have.filter((x) => x.type === "aggression" && x.to === cast.dreamer).map((x) => x.from));
  if (!threats.size) return [];
  const out: Interaction[] = [];
  for (const e of events) {
    const from = e.actor?.entity;
    if (!from || from === cast.dreamer || threats.has(from) || e.target?.entity !== cast.dreamer || have.some((x) => x.event === e))
      continue;
    if (!e.lemmas.some((l) => /^(pull|drag|grab|lift|carry|get|take|hide|push)$/.test(l))) continue;
    // ("kidnapped me … my brother was coming to get me": someone else on the way to fetch the dreamer away from it)
    const fetching =
      e.lemmas.includes("get") &&
      tokens[e.verbIndex - 1]?.w === "to" &&
      /^(come|comes|came|coming)$/.test(tokens[e.verbIndex - 2]?.w ?? "") &&
      (tokens[e.target.index + 1]?.sent !== e.sent || tokens[e.target.index + 1].brk > 0);
    if (!fetching && !/^(into|out|up|away|to|inside|behind)$/.test(e.particle ?? e.prep ?? tokens[e.target.index + 1]?.w ?? "")) continue;
    out.push({ type: "friendliness", from, to: cast.dreamer, event: e, evidence: evidenceOf(text, tokens, e), pursuit: false });
  }
  return out;
}

/** others' quoted words, once per dream */
const speechCache = new WeakMap<Token[], [number, number][]>();
const speechOf = (text: string, tokens: Token[]) => speechCache.get(tokens) ?? speechCache.set(tokens, othersSpeech(text)).get(tokens)!;

/** words someone says: in quotation marks, or after "she said," ("she said, give us a kiss") */
function spoken(text: string, tokens: Token[], i: number): boolean {
  if (speechOf(text, tokens).some(([a, z]) => tokens[i].start >= a && tokens[i].end <= z)) return true;
  for (let k = i - 1; k >= 0 && tokens[k].sent === tokens[i].sent; k--)
    if (/^(said|says|say|asked|asks|told|tells|yelled|shouted|whispered|replied)$/.test(tokens[k].w) && tokens[k + 1]?.brk === 1)
      return true;
  return false;
}

/**
 * "I was so turned on", "he got really turned on": arousal put as a state of a person (a copula or a degree word
 * before "turned on"), not "turned on the light", "the lamp had been turned on" (a switch) or "turned on her" (a turn
 * against someone)
 */
function turnedOn(cast: Cast, tokens: Token[], i: number): boolean {
  // (every token is asked: only an "on" goes on to the checks, and their closure and list are made for it alone)
  if (tokens[i].w !== "on") return false;
  const person = (k: number) => tokens[k]?.sent === tokens[i].sent && (!!cast.ref[k] || /^(i|he|she|we|they)$/.test(tokens[k].w));
  return (
    [i - 3, i - 4, i - 5].some(person) &&
    tokens[i - 1]?.w === "turned" &&
    tokens[i - 1].brk === 0 &&
    /^(was|were|am|is|be|been|being|get|got|getting|felt|feel|feeling|became|become|so|very|really|extremely|quite|totally|completely|incredibly|more|too)$/.test(
      tokens[i - 2]?.w ?? "",
    ) &&
    !/^(the|a|an|my|his|her|their|our|your|it|this|that|all|some)$/.test(tokens[i + 1]?.w ?? "")
  );
}

const AROUSED = /^(aroused|horny)$/;

/**
 * "had a big dick", "his cock": the slang for a man's member, sized or owned — not "being a dick" (an insult) nor the
 * name Dick (a capital)
 */
function notedMember(tokens: Token[], i: number): boolean {
  return (
    /^(dick|cock)$/.test(tokens[i].w) &&
    !CAPITAL_FIRST.test(tokens[i].raw) &&
    /^(his|big|huge|small|tiny|little|erect|hard|massive|giant)$/.test(tokens[i - 1]?.w ?? "") &&
    // ("he was being a big dick", "what a little dick": what someone is called, not a body)
    !(tokens[i - 2]?.w === "a" && /^(was|is|being|such|what|be|are|were|such)$/.test(tokens[i - 3]?.w ?? ""))
  );
}

/** "the TV was showing a romance with a sex scene in it" is not an interaction; "gave her a kiss", "an orgasm" with someone there is */
function sexualScenes(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  if (have.some((x) => x.type === "sexuality")) return [];
  for (let i = 0; i < tokens.length; i++) {
    // ("no sex", "It is not a sexual dream", "it wasn't sexual": denied, not done)
    if (
      !(V.SEXUAL_WORDS.has(tokens[i].w) || turnedOn(cast, tokens, i) || notedMember(tokens, i)) ||
      [tokens[i - 1], tokens[i - 2]].some((t) => /^(no|not|never|without|movie|film)$/.test(t?.w ?? "") || /n't$/.test(t?.w ?? ""))
    )
      continue;
    if (spoken(text, tokens, i)) continue;
    const sent = tokens[i].sent;
    const inSent = (n: number) => [...new Set(cast.ref.filter((x, k) => x && tokens[k].sent === n))];
    const isOther = (x: Entity | undefined) => x !== cast.dreamer && x!.kind !== "animal";
    let people = inSent(sent);
    // ("Laura sat down beside me. I got really turned on.": arousal is felt for the one the sentence before placed there)
    if (!people.some(isOther) && (turnedOn(cast, tokens, i) || AROUSED.test(tokens[i].w))) people = [cast.dreamer, ...inSent(sent - 1)];
    const other = people.find(isOther);
    if (!other || (other.kind === "family" && !/husband|wife/.test(other.head))) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    // an act a rule has already read ("I kissed the infant": affection) is not read again as a scene,
    // nor one only urged on the dreamer ("pressuring me to have sex with someone")
    if (have.some((x) => x.event === inEvent) || urgedAct(tokens, i)) continue;
    // ("Sam had a big dick": what the dreamer notices of someone's body is the dreamer's sexual thought of them)
    const from = people.includes(cast.dreamer) || notedMember(tokens, i) ? cast.dreamer : other;
    // (a scene between others is theirs: "they were kissing each other", "a couple was making out on the bench" — the
    // dreamer who only tells it is no party to it, unless it is forced on the dreamer beside it)
    const to =
      from === cast.dreamer ? other : (people.find((x) => x !== from) ?? (forcedOnDreamer(cast, tokens, sent) ? cast.dreamer : undefined));
    return [hitAt(text, tokens, "sexuality", from, to, inEvent, i)];
  }
  return [];
}

/**
 * A sexual act beside the dreamer that the dream says was unwanted ("he began touching himself … it got onto my leg. I
 * felt horrified"): done to the dreamer, who is in the sentences either side of it
 */
function forcedOnDreamer(cast: Cast, tokens: Token[], sent: number): boolean {
  return (
    unwelcomeAround(tokens, sent) && cast.dreamer.mentions.some((m) => Math.abs(tokens[m].sent - sent) <= 1 && tokens[m].sent !== sent)
  );
}

/** the nearest person before `i` in its sentence is the dreamer: "I was dating Tom", not "since he has been dating Ashley" */
function dreamerNearest(cast: Cast, tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 6) && tokens[k].sent === tokens[i].sent; k--) {
    // ("I think getting engaged is a terrible decision for her": the dreamer's opinion of someone else's bond)
    if (cast.ref[k] === cast.dreamer) return !/^(think|believe|guess|suppose)$/.test(tokens[k + 1]?.w ?? "");
    if (cast.ref[k] || /^(he|she|they)$/.test(tokens[k].w)) return false;
  }
  return true;
}

const PARTNER = /^(husband|wife|fianc[eé]e?|boyfriend|girlfriend|partner|groom|bride|spouse|lover|date)$/;

/** marriage, engagement, dating between the dreamer and someone in the sentence */
function bonds(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  if (have.some((x) => x.type === "friendliness" && (x.from === cast.dreamer || x.to === cast.dreamer))) return [];
  for (let i = 0; i < tokens.length; i++) {
    if (!V.BOND_WORDS.has(tokens[i].w) || /^(not|never|n't)$/.test(tokens[i - 1]?.w ?? "")) continue;
    // ("She said, well, I'm engaged": her words about her own bond)
    if (spoken(text, tokens, i)) continue;
    const sent = tokens[i].sent;
    const people = [...new Set(cast.ref.filter((x, k) => x && tokens[k].sent === sent))];
    // the partner, not whoever else the sentence names: "a stranger walked in saying that the wedding was about to
    // begin", "my mother heard music" before it; "dating my mother" is a bond all the same
    const noun = /^(wedding|engagement|honeymoon)$/.test(tokens[i].w);
    const partner = (x: Entity) => PARTNER.test(x.head) || (noun ? x.kind === "known" || x.kind === "friend" : x.kind !== "stranger");
    const other = people.find((x) => x !== cast.dreamer && x!.kind !== "animal" && partner(x!));
    // "we were getting married": the dreamer's bond with someone the sentence leaves unnamed
    // ("something to do with us getting married", "our wedding was in June")
    // (just before the word, not "they told us their wedding was off")
    const ours =
      !other &&
      (tokens.slice(sentStart(tokens, i), i).some((t) => t.w === "we") ||
        /^(us|our)$/.test(tokens[i - 1]?.w ?? "") ||
        (tokens[i - 2]?.w === "us" && /^(getting|get|got|being)$/.test(tokens[i - 1].w)));
    // "since he has been dating Ashley": the bond is the dreamer's only when the dreamer is the one in it
    if ((!other && !ours) || !people.includes(cast.dreamer) || !dreamerNearest(cast, tokens, i)) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    return [hitAt(text, tokens, "friendliness", cast.dreamer, other ?? undefined, inEvent, i)];
  }
  return [];
}

const EMBRACE = /^(hug|hugs|embrace|embraces|handshake)$/;

/** "he didn't welcome my hug", "gave her a hug": an embrace named as a noun, the dreamer's when it is "my" */
function embraces(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  for (let i = 1; i < tokens.length; i++) {
    if (!EMBRACE.test(tokens[i].w) || tokens[i - 1].w !== "my") continue;
    const sent = tokens[i].sent;
    if (have.some((x) => x.type === "friendliness" && x.event.sent === sent)) continue;
    const other = cast.ref.find((x, k) => x && x !== cast.dreamer && tokens[k].sent === sent && x.kind !== "animal");
    if (!other) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    return [hitAt(text, tokens, "friendliness", cast.dreamer, other, inEvent, i)];
  }
  return [];
}

/**
 * Whom jealousy is aimed at: a person, not the thing or animal wanted ("Priya got to feed the
 * pony. I was a bit jealous and wanted to feed it too"), in its sentence or the one before.
 */
function envied(cast: Cast, tokens: Token[], i: number, from: Entity | undefined): Entity | undefined {
  const sent = tokens[i].sent;
  // "she was very envious of me"
  if (tokens[i + 1]?.w === "of" && /^(me|us)$/.test(tokens[i + 2]?.w ?? "") && from !== cast.dreamer) return cast.dreamer;
  const person = (x: Entity | undefined, k: number): x is Entity =>
    !!x && x !== from && x !== cast.dreamer && x.kind !== "animal" && (tokens[k].sent === sent || tokens[k].sent === sent - 1);
  return cast.ref.find((x, k) => person(x, k) && tokens[k].sent === sent) ?? cast.ref.find(person);
}

/**
 * "I knocked on the wrong door and a neighbour opened it. He was angry": a feeling stated alone in a short
 * sentence is aimed at the other one of the sentence before — the dreamer, for someone else's anger.
 */
function causeBefore(cast: Cast, text: string, tokens: Token[], i: number, from: Entity | undefined): Entity | undefined {
  const sent = tokens[i].sent;
  if (!from || sentEnd(tokens, i) - sentStart(tokens, i) > 6) return undefined;
  // ("annoyed about the rain": aimed at a thing; "I thought I was mad": out of one's mind; a feeling said aloud: words)
  if (/^(about|at|with|by|because|that)$/.test(tokens[i + 1]?.w ?? "") || tokens[i].w === "mad" || spoken(text, tokens, i))
    return undefined;
  // ("He looked annoyed. But it wasn't because of me": the next sentence says at whom it is not)
  const next = tokens
    .filter((t) => t.sent === sent + 1)
    .map((t) => t.w)
    .join(" ");
  if (/(\bnot|n't|\bnever) (because of|at|about|with) (me|us)\b/.test(next)) return undefined;
  const before = cast.ref.filter((x, k) => x && x !== from && tokens[k].sent === sent - 1 && x.kind !== "animal");
  return before.includes(cast.dreamer) ? cast.dreamer : before[before.length - 1];
}

const POSSESSIVE = /^(my|our)$/;

/** what is done to a fire by someone: put out, blown on, lit, made, tended */
const TEND_FIRE =
  /^(blow|blew|blowing|blown|put|putting|extinguish|extinguished|extinguishing|douse|doused|dousing|smother|smothered|stamp|stamped|light|lit|lighting|make|made|making|build|built|start|started|starting|set|setting|stoke|stoked|feed|fed|tend|tended|fan|fanned|spray|sprayed|pour|poured|threw|throw|throwing)$/;

/**
 * "blew on the fire", "put the fire out", "making the fire", "we built a fire": the verb that does something to
 * the fire stands just before it, past an article and a preposition ("started a fire" by someone is no mishap
 * to them; "a fire started" has no verb before it).
 */
function tendedFire(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (/^(the|a|an|that|this|our|my|his|her|their|big|small|little)$/.test(tokens[k]?.w ?? "")) k--;
  if (/^(on|at|onto|into|towards|toward|out|over)$/.test(tokens[k]?.w ?? "")) k--;
  if (/^(air|water|sand|dirt|breath)$/.test(tokens[k]?.w ?? "")) k -= /^(some|the|a)$/.test(tokens[k - 1]?.w ?? "") ? 2 : 1;
  return TEND_FIRE.test(tokens[k]?.w ?? "") && tokens[k + 1]?.brk === 0;
}

/** what a feeling is aimed at a person with: "mad at my brother", "annoyed with Kevin", "angry toward them" */
const AIMED_AT = new Set(["at", "with", "toward", "towards", "against", "for", "about"]);

/** what gives a feeling's cause: "annoyed that he took it", "angry because she lied" */
const CAUSE = new Set(["that", "because", "since", "when", "cause"]);

/** a state, not a deed: "because my friend was on the other bus", "that the woman who walked by …" */
const STATE = new Set(["was", "were", "is", "are", "wasn't", "weren't", "isn't", "aren't", "seemed", "looked", "who", "'s"]);

/** "had a new car" is a state; "had thrown away my letters" a deed */
const HAVE = new Set(["had", "has", "have"]);
const OWNED = new Set([
  "a",
  "an",
  "the",
  "some",
  "no",
  "to",
  "my",
  "his",
  "her",
  "their",
  "its",
  "our",
  "your",
  "this",
  "that",
  "more",
  "lots",
]);

/**
 * Whom the dreamer's own anger is aimed at, when the words aim it: someone after "at"/"with" ("I was mad at my
 * brother"), or the doer of the deed its cause names ("angry that the officer stopped me") — not one who only is
 * somewhere in that cause ("annoyed because my friend was on the other bus"), nor whoever else the sentence names
 * ("my eye felt irritated, and my mother suggested drops"): a feeling alone is an emotion, not covert hostility.
 * `undefined` when the words aim it at no one; null when they do not say (the feeling stands alone).
 */
function dreamersGrudge(cast: Cast, tokens: Token[], i: number): Entity | undefined | null {
  for (let j = i + 1; j <= i + 4 && j < tokens.length && tokens[j].brk === 0; j++) {
    const w = tokens[j].w;
    // ("irked at all her influence over him": whose influence it is)
    if (AIMED_AT.has(w)) {
      for (let k = j + 1; k <= j + 3 && k < tokens.length && tokens[k].brk === 0; k++)
        if (cast.ref[k] && cast.ref[k] !== cast.dreamer) return cast.ref[k];
      return undefined;
    }
    if (!CAUSE.has(w)) continue;
    // ("because at the last stop she didn't sit by me": the doer may follow a phrase)
    for (let k = j + 1; k <= j + 6 && k < tokens.length && tokens[k].brk === 0; k++) {
      const doer = cast.ref[k];
      // ("because my mother had…": "my" names whose mother, not the doer)
      if (!doer || (POSSESSIVE.test(tokens[k].w) && cast.ref[k + 1])) continue;
      if (doer === cast.dreamer) return undefined;
      let last = k;
      while (cast.ref[last + 1] === doer) last++;
      const next = tokens[last + 1]?.w ?? "";
      // ("that she was taking them": a deed in progress)
      const after = tokens[last + 2]?.w ?? "";
      const state = (STATE.has(next) && !after.endsWith("ing")) || (HAVE.has(next) && OWNED.has(after));
      return state ? undefined : doer;
    }
    return undefined;
  }
  return null;
}

/**
 * "she wasn't mad at me", "he was not even angry", "I never got annoyed": a feeling denied by a negation just
 * before it, with at most a degree word or a linking verb between ("not" "n't" fused to the verb as tokenised).
 */
function feelingDenied(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4) && tokens[k + 1].brk === 0; k--) {
    const w = tokens[k].w;
    if (/^(not|never|n't|no)$/.test(w) || /n't$/.test(w)) return true;
    if (
      !/^(so|very|too|that|really|even|all|at|particularly|terribly|awfully|overly|especially|extremely|super|be|been|being|get|got|getting|feel|felt|seem|seemed|look|looked|become|became|was|were|is|are|am)$/.test(
        w,
      )
    )
      return false;
  }
  return false;
}

/** covert hostility: a hostile feeling in a sentence with someone it can be aimed at */
/**
 * The one a feeling of `V.HOSTILE_TOWARD` at `i` is aimed at by "with" or "at" right after it ("impatient with my
 * partner", "fed up with him", "upset at me"), or undefined: without someone after it the word is no hostility.
 */
function aimedFeeling(cast: Cast, tokens: Token[], i: number): Entity | undefined {
  if (!V.HOSTILE_TOWARD.has(tokens[i].w)) return undefined;
  // ("fed up with", "cross at")
  const k = tokens[i].w === "fed" ? (tokens[i + 1]?.w === "up" ? i + 2 : -1) : i + 1;
  if (k < 0 || !/^(with|at)$/.test(tokens[k]?.w ?? "") || tokens[k].brk !== 0) return undefined;
  // ("upset with myself" is no one else)
  if (/^(myself|ourselves|himself|herself|themselves|it|this|that|everything|life)$/.test(tokens[k + 1]?.w ?? "")) return undefined;
  // (the person right after it, or after "my", "the": not "frustrated with how they did it")
  const n = /^(my|his|her|their|our|your|the|this|that|a|an)$/.test(tokens[k + 1]?.w ?? "") ? 3 : 1;
  return personAfter(cast, tokens, k, n) ?? (/^(me|us)$/.test(tokens[k + 1]?.w ?? "") ? cast.dreamer : undefined);
}

function hostileFeelings(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "the Mad Hatter": a capitalised word is a name, not a feeling
    const toward = aimedFeeling(cast, tokens, i);
    if ((!V.HOSTILE_FEELINGS.has(tokens[i].w) && !toward) || CAPITAL_FIRST.test(tokens[i].raw) || feelingDenied(tokens, i)) continue;
    const sent = tokens[i].sent;
    const inEvent = events.find((e) => e.verbIndex === i) ?? events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    // "his lip pierced, which annoyed me": a thing that annoys is no one's hostility
    if (/^(which|that|it|this)$/.test(tokens[i - 1]?.w ?? "") && /^(me|us)$/.test(tokens[i + 1]?.w ?? "")) continue;
    // "I thought my mother hated me": a belief, like any event that does not happen, is not coded
    // ("the cows were gonna be mad": a feeling foretold is not yet felt)
    const foretold = tokens.slice(Math.max(0, i - 3), i).some((t) => t.sent === sent && /^(gonna|will|would|might)$/.test(t.w));
    if (
      inEvent.unreal ||
      foretold ||
      have.some((x) => x.event.sent === sent && x.type === "aggression") ||
      out.some((x) => x.event.sent === sent)
    )
      continue;
    // the one who feels it is the nearest character before the word; the target another one in the sentence
    let from: Entity | undefined;
    for (let k = i - 1; k >= 0 && tokens[k].sent === sent; k--)
      if (cast.ref[k]) {
        from = cast.ref[k];
        break;
      }
    // "I used to hate classical music": a hated thing is no one; hating takes its person as the object
    const verb = /^(hate|hated|hates|despise|despised|resent|resented)$/.test(tokens[i].w);
    const grudge = !verb && from === cast.dreamer ? dreamersGrudge(cast, tokens, i) : null;
    const to = toward
      ? toward !== from
        ? toward
        : undefined
      : verb
        ? personAfter(cast, tokens, i, 1, from)
        : /^(jealous|envious)$/.test(tokens[i].w)
          ? envied(cast, tokens, i, from)
          : grudge !== null
            ? grudge
            : from === cast.dreamer
              ? // ("she stole my bike and I was furious": someone named before the feeling, whose deed it answers — not
                // "my eye felt irritated, and my mother suggested drops", named after it)
                (cast.ref.find((x, k) => x && x !== from && k < i && tokens[k].sent === sent && !POSSESSIVE.test(tokens[k].w)) ??
                causeBefore(cast, text, tokens, i, from))
              : // ("my sister was angry at the teacher": "my" names whose sister, not whom the anger is at)
                (cast.ref.find((x, k) => x && x !== from && tokens[k].sent === sent && !POSSESSIVE.test(tokens[k].w)) ??
                causeBefore(cast, text, tokens, i, from));
    const at = to ?? (from === cast.dreamer ? angryAtThem(cast, tokens, events, i) : undefined);
    if (from && at) out.push(hitAt(text, tokens, "aggression", from, at, inEvent, i));
  }
  return out;
}

/**
 * "My uncles kept shouting. I was cross with them.": a feeling aimed "with" or "at" a pronoun the cast left
 * unbound (two people are one "them") is aimed at whoever else acted last, in its sentence or the one before
 */
function angryAtThem(cast: Cast, tokens: Token[], events: Event[], i: number): Entity | undefined {
  const k = tokens[i + 1]?.w === "up" ? i + 2 : i + 1;
  if (!/^(with|at)$/.test(tokens[k]?.w ?? "") || !/^(them|him|her)$/.test(tokens[k + 1]?.w ?? "") || cast.ref[k + 1]) return undefined;
  const sent = tokens[i].sent;
  const last = events.findLast(
    (e) => e.verbIndex < i && e.sent >= sent - 1 && !!e.actor?.entity && e.actor.entity !== cast.dreamer && !e.negated,
  );
  return last?.actor?.entity;
}

const WEAPON = /^(knife|gun|pistol|blade|sword|razor)$/;

/** "a cop after me", "we had a fight", "got into an argument with my sister" */
function hostileWithoutVerb(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  let graveTold = false;
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    const grave = V.GRAVE_AGGRESSION_NOUNS.has(w);
    if (w !== "after" && !V.AGGRESSION_NOUNS.has(w) && !grave && !WEAPON.test(w) && !PROJECTILES.test(w)) continue;
    // ("it had been through the war", "play three-way war": a war past or played is no one's attack here)
    if (
      /^(war|wars)$/.test(w) &&
      (/^(through|after|during|since|before)$/.test(tokens[i - 2]?.w ?? "") ||
        someInSentences(tokens, tokens[i].sent, tokens[i].sent, (t) => /^(play|playing|played|game)$/.test(t.w)))
    )
      continue;
    // "we had a fight": a clause with no main verb still carries the interaction
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (have.some((x) => x.event === inEvent) || out.some((x) => x.event === inEvent)) continue;
    // "a cop after me" — not "after I put her to bed": the dreamer as the object, the chaser in the same sentence
    // ("came running after me to try to thank me": followed for a word, not hunted)
    const errand = /^to (try to )?(talk|ask|tell|say|give|help|apologize|apologise|thank|invite|show|return)\b/.test(
      tokens
        .slice(i + 2, i + 6)
        .map((t) => t.w)
        .join(" "),
    );
    // ("my brother came after me in line", "she came after me and drove me home": a turn or an errand, as in the verb rule)
    if (
      w === "after" &&
      !errand &&
      !afterInTime(tokens, i, tokens[i].sent) &&
      cast.ref[i + 1] === cast.dreamer &&
      tokens[i + 1].brk === 0 &&
      /^(me|us)$/.test(tokens[i + 1].w)
    ) {
      const chaser = [i - 1, i - 2, i - 3]
        .filter((k) => tokens[k]?.sent === tokens[i].sent)
        .map((k) => cast.ref[k])
        .find((x) => x && x !== cast.dreamer);
      if (chaser) out.push(hitAt(text, tokens, "aggression", chaser, cast.dreamer, inEvent, i, true));
    }
    // "she has a knife to the clerk's neck", "held a gun to my head"
    if (WEAPON.test(w) && tokens[i + 1]?.w === "to") {
      const part = tokens.slice(i + 2, i + 6).findIndex((t) => /^(throat|head|neck|back|chest|face|temple|side)$/.test(t.w));
      const to = part >= 0 ? cast.ref.slice(i + 2, i + 3 + part).find(Boolean) : undefined;
      const from = [...cast.ref.slice(sentStart(tokens, i), i)].reverse().find((x) => x && x !== to);
      if (to && from) out.push(hitAt(text, tokens, "aggression", from, to, inEvent, i));
    }
    // ("an anti-war rally", "a war memorial", "war movies", "a war ship": the word names a cause, a genre or a kind, not a fight in the scene)
    const named =
      /-$/.test(text.slice(tokens[i - 1]?.end ?? 0, tokens[i].start)) ||
      (tokens[i + 1]?.brk === 0 &&
        /^(movie|movies|film|films|memorial|museum|veteran|veterans|ship|ships|plane|planes|hero|heroes|story|stories|game|games|rally|protest|slogans|zone|years|era|novel|book|mystery|mysteries|trial|case|show|party|suspect|shelter|shelters|drill|drills|siren|sirens|alert|alarm|warning|warden)$/.test(
          tokens[i + 1]?.w ?? "",
        ));
    if (
      V.AGGRESSION_NOUNS.has(w) &&
      !named &&
      !/^(no|pillow|food|snowball|water|play)$/.test(tokens[i - 1]?.w ?? "") &&
      !talkedOf(tokens, i) &&
      !foretold(tokens, i)
    ) {
      const sent = tokens[i].sent;
      const people = new Set(cast.ref.filter((x, k) => x && tokens[k].sent === sent));
      const we = someInSentences(tokens, sent, sent, (t) => t.w === "we" || t.w === "us");
      if (people.size >= 2 || (people.size === 1 && (!people.has(cast.dreamer) || we))) {
        const [a, b] = [...people];
        out.push(hitAt(text, tokens, "aggression", a, b, inEvent, i));
      }
    }
    // ("there was a murder in the cave": someone's deed against someone, though the sentence need not name either —
    // those it names may only have seen it, "another woman had witnessed the murder"; told once)
    if (
      ((grave && !named && graveDeed(tokens, i)) || bombardment(tokens, i)) &&
      !graveTold &&
      !talkedOf(tokens, i) &&
      !foretold(tokens, i)
    ) {
      graveTold = true;
      out.push(hitAt(text, tokens, "aggression", undefined, undefined, inEvent, i));
    }
  }
  return out;
}

/** "they are about to fight", "there might be a war", "there would soon be an air raid": not yet */
function foretold(tokens: Token[], i: number): boolean {
  return tokens
    .slice(Math.max(0, i - 5), i)
    .some(
      (t, k, a) =>
        t.sent === tokens[i].sent && ((/^(about|going)$/.test(t.w) && a[k + 1]?.w === "to") || /^(might|would|will|may)$/.test(t.w)),
    );
}

/** what an enemy drops or fires on a place */
const PROJECTILES = /^(bombs|shells|missiles|grenades|mortars|rockets|raid|bombardment|shelling)$/;

/**
 * An attack from the air or the guns at `i`, whoever sends it: "bombs began to fall", "there were bombs dropped",
 * "an air raid hit the town", "the shelling started" — not "an air raid shelter", "a raid on the fridge", "water bombs"
 */
function bombardment(tokens: Token[], i: number): boolean {
  const w = tokens[i].w;
  if (w === "raid")
    return tokens[i - 1]?.w === "air" && !/^(shelter|shelters|drill|drills|siren|sirens|warden|warning)$/.test(tokens[i + 1]?.w ?? "");
  if (w === "bombardment" || w === "shelling") return /^(a|an|the|heavy)$/.test(tokens[i - 1]?.w ?? "");
  if (!PROJECTILES.test(w) || /^(water|smoke|stink|paint|bath|snow)$/.test(tokens[i - 1]?.w ?? "")) return false;
  return tokens
    .slice(i + 1, i + 4)
    .some(
      (t) =>
        t.sent === tokens[i].sent &&
        /^(fall|falls|fell|falling|dropped|dropping|rained|raining|rain|landed|landing|land|exploded|exploding|explode|burst|bursting)$/.test(
          t.w,
        ),
    );
}

/**
 * A grave deed named by the noun at `i` that happens in the dream: "a murder took place", "the robbery", "a cave
 * murder" (an article or an owner a few words before it) — not the verb, "he was stabbing me", nor a purpose, a plan, a
 * charge or a likeness: "to murder", "invited me to join a robbery", "accused of murder", "like a robbery"
 */
function graveDeed(tokens: Token[], i: number): boolean {
  const sent = tokens[i].sent;
  const before = tokens.slice(Math.max(0, i - 3), i).filter((t) => t.sent === sent);
  if (!before.some((t) => /^(a|an|the|this|that|another|his|her|their|our|my|its)$/.test(t.w))) return false;
  if (/^(to|of|for)$/.test(tokens[i - 1]?.w ?? "") || makeBelieve(tokens, i)) return false;
  // ("a robbery last year", "a murder years ago": a deed before the dream's time, told as background)
  if (tokens.some((t, k) => t.sent === sent && pastTimeAt(tokens, k))) return false;
  return !tokens
    .slice(Math.max(0, i - 7), i)
    .some(
      (t) =>
        t.sent === sent &&
        /^(like|part|plan|plans|planned|planning|plot|plotting|asked|ask|asks|wanted|want|wants|if|solve|solving|solved|investigate|investigating)$/.test(
          t.w,
        ),
    );
}

/** "told them about the fire", "stories of the war": a mishap or a fight talked of has not happened in the dream */
function talkedOf(tokens: Token[], i: number): boolean {
  const sent = tokens[i].sent;
  const near = (n: number, re: RegExp) => tokens.slice(Math.max(0, i - n), i).some((t) => t.sent === sent && re.test(t.w));
  // "checking for a disease", "tested for cancer", "insurance against fire": what is looked for has not happened
  if (
    near(3, /^(for|against)$/) &&
    near(
      5,
      /^(check|checking|checked|checks|test|testing|tested|tests|screen|screening|screened|looking|insurance|insured|prepared|prepare|ready)$/,
    )
  )
    return true;
  return (
    near(4, /^(about|of)$/) &&
    near(
      8,
      /^(told|tell|tells|talked|talk|talking|heard|hear|read|story|stories|news|movie|film|book|dreamed|dreamt|thought|think|worried|remember|remembered)$/,
    )
  );
}

/** the words after a try that say it did not work: "but the wrong numbers come up", "but it wouldn't open" */
function thwartedAfter(tokens: Token[], e: Event): boolean {
  const rest = tokens.slice(e.verbIndex + 1).filter((t) => t.sent === e.sent);
  const turn = rest.findIndex((t) => t.brk > 0 || t.w === "but");
  if (turn < 0) return false;
  return rest
    .slice(turn)
    .some((t) =>
      /^(wrong|won't|wouldn't|can't|couldn't|didn't|doesn't|don't|nothing|failed|fails|impossible|useless|broken|stuck)$/.test(t.w),
    );
}

/** what can be missed as a mishap: a ride, an appointment, a chance — not a person one longs for */
const MISSABLE =
  /^(bus|train|plane|flight|boat|ferry|ride|exam|test|class|appointment|deadline|stop|turn|exit|movie|film|show|concert|game|party|wedding|meeting|lecture|start|beginning|opportunity|chance|connection|shuttle|subway|tram|boarding)$/;

/** what was missed: the object, or the noun after a possessive the parser took for it or left unbound ("missed her train") */
function missedThing(e: Event, tokens: Token[]): string {
  const at = e.target?.index ?? e.verbIndex + 1;
  const w = tokens[at]?.w ?? "";
  return /^(her|his|their|my|our|your|the)$/.test(w) && tokens[at + 1]?.sent === tokens[at].sent
    ? tokens[at + 1].w
    : (e.target?.word ?? "");
}

/** "the door wouldn't lock", "someone had gone missing": a mishap put as what will not work or who is gone */
// (no closures here: every event passes through, and making them per event was a measurable cost)
function brokenThing(e: Event, text: string, tokens: Token[]): Outcome | null {
  if (tokens[e.verbIndex].w === "missing" && /^(gone|went|go|goes|is|was|were|are)$/.test(tokens[e.verbIndex - 1]?.w ?? ""))
    return { type: "misfortune", who: who(e.actor) ?? e.actor?.owner, event: e, evidence: evidenceOf(text, tokens, e), sent: e.sent };
  const wont = e.negated && e.aspect.includes("would") && e.actor && !e.actor.entity && !/^(he|she|they|i|we|you)$/.test(e.actor.word);
  const machine = e.actor && !e.actor.entity && V.MACHINES.has(e.actor.word);
  return (wont && e.lemmas.some((l) => V.WONT_WORK.has(l))) || (machine && machineFails(e))
    ? { type: "misfortune", who: e.actor?.owner, event: e, evidence: evidenceOf(text, tokens, e), sent: e.sent }
    : null;
}

/**
 * "my feet began to hurt", "my back ached", "my wrists are sore", "I have a sore neck": a body
 * in pain is a misfortune of its owner (pain from someone's blow is their aggression, left to it).
 */
function bodyInPain(e: Event, tokens: Token[]): Entity | undefined {
  const part = e.actor && !e.actor.entity && V.BODY_PARTS.has(e.actor.word) ? e.actor.owner : undefined;
  if (part && (e.lemmas.some((l) => PAIN.test(l)) || PAIN_STATE.test(e.complement ?? ""))) return part;
  // "I have a sore neck", "had a swollen ankle"
  const had = e.lemmas.includes("have") && e.actor?.entity && /^(a|an|my)$/.test(tokens[e.verbIndex + 1]?.w ?? "");
  return had && PAIN_STATE.test(tokens[e.verbIndex + 2]?.w ?? "") && V.BODY_PARTS.has(tokens[e.verbIndex + 3]?.w ?? "")
    ? e.actor!.entity
    : undefined;
}
const PAIN = /^(hurt|ache|bleed|throb|sting)$/;
const PAIN_STATE = /^(sore|swollen|numb|bleeding|aching|throbbing|broken|sprained|bruised|infected)$/;

/** places and ways one can be in or take by mistake */
const WRONG_PLACE =
  /^(room|building|house|apartment|bus|train|plane|flight|floor|door|turn|way|direction|class|classroom|stop|exit|road|street|place|address|gate|station|hotel|bathroom|restroom|school|section|fork|lane|line|elevator)$/;

/**
 * "I saw I was on the wrong floor", "we took the wrong exit": the dreamer astray by mistake,
 * a small getting lost. Not "not the wrong way", nor the wrong thing said ("said the wrong word").
 */
function wrongPlace(cast: Cast, text: string, tokens: Token[], events: Event[], have: Outcome[]): Outcome[] {
  for (let i = 2; i + 1 < tokens.length; i++) {
    if (tokens[i].w !== "wrong" || tokens[i - 1].w !== "the" || !WRONG_PLACE.test(tokens[i + 1].w) || tokens[i + 1].brk > 0) continue;
    const sent = tokens[i].sent;
    const from = Math.max(sentStart(tokens, i), i - 7);
    const subject = tokens.findIndex((t, k) => k >= from && k < i && cast.ref[k] === cast.dreamer && /^(i|we)$/.test(t.w));
    const mine = subject >= 0;
    if (!mine || tokens.slice(from, i).some((t) => /^(not|never|no|if|afraid|worried)$/.test(t.w) || /n't$/.test(t.w))) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (inEvent.unreal || inEvent.negated || have.some((o) => o.type === "misfortune" && o.sent === sent)) continue;
    const span = { start: subject, end: i + 1, verbIndex: i };
    return [{ type: "misfortune", who: cast.dreamer, evidence: evidenceOf(text, tokens, span), sent }];
  }
  return [];
}

/** what may stand between "was" and "late": "I was very late", "we were running late", "I was 1 hour late" */
const LATE_DEGREE = /^(very|so|really|already|quite|too|running|a|an|bit|little|hour|hours|minutes|half|\d+|one|two|three|ten|twenty|way)$/;

/**
 * "I caught the bus to school and I was late", "she said that I was two hours late": a person late,
 * whichever clause the parser gave the copula to. Not "it was late" (the hour), "stayed out late",
 * "we were almost late", nor the fear "of being late".
 */
function lateness(cast: Cast, text: string, tokens: Token[], events: Event[], have: Outcome[]): Outcome[] {
  for (let i = 2; i < tokens.length; i++) {
    if (
      tokens[i].w !== "late" ||
      (tokens[i + 1] && tokens[i + 1].brk === 0 && /^(night|afternoon|evening|morning|in)$/.test(tokens[i + 1].w))
    )
      continue;
    let k = i - 1;
    while (k > 0 && i - k < 5 && LATE_DEGREE.test(tokens[k].w)) k--;
    if (!/^(was|were|am|are|is|i'm|we're|got)$/.test(tokens[k].w) || tokens[k].sent !== tokens[i].sent) continue;
    const subject = /^(i'm|we're)$/.test(tokens[k].w) ? cast.dreamer : cast.ref[k - 1];
    if (!subject || subject.kind === "animal") continue;
    if (tokens.slice(Math.max(0, k - 3), i).some((t) => /^(almost|nearly|not|never|of|if|afraid|worried|scared)$/.test(t.w))) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (inEvent.unreal || have.some((o) => o.type === "misfortune" && o.sent === tokens[i].sent)) continue;
    const span = { start: Math.max(sentStart(tokens, i), k - 1), end: i, verbIndex: i };
    return [{ type: "misfortune", who: subject, evidence: evidenceOf(text, tokens, span), sent: tokens[i].sent }];
  }
  return [];
}

/** "my uncle, who died last year", "broke my leg two years ago": a mishap of waking history told as background, not one in the dream */
function pastBackground(tokens: Token[], at: number, end: number): boolean {
  for (let k = at + 1; k <= Math.min(end + 4, tokens.length - 1) && tokens[k].sent === tokens[at].sent; k++)
    if (pastTimeAt(tokens, k)) return true;
  return false;
}

/** a time before the dream's own at token k: "ago", "previously", "last year", "last summer" */
function pastTimeAt(tokens: Token[], k: number): boolean {
  const w = tokens[k].w;
  return (
    w === "ago" ||
    w === "previously" ||
    (w === "last" && /^(year|month|week|time|summer|winter|spring|autumn|fall|christmas)$/.test(tokens[k + 1]?.w ?? ""))
  );
}

/** "ask if we can't get in", "wondered whether it would open": what a question asks about has not happened */
function askedWhether(tokens: Token[], e: Event): boolean {
  for (let k = Math.max(1, e.verbIndex - 5); k < e.verbIndex; k++)
    if (/^(if|whether)$/.test(tokens[k].w) && /^(ask|asks|asked|asking|wonder|wonders|wondered|wondering)$/.test(tokens[k - 1].w))
      return tokens[k].sent === e.sent;
  return false;
}

/** the words before "to" that make what follows a thing expected, not a thing that happened */
const FORESEEN = /^(going|about|supposed|likely|bound)$/;

/** "it was about to crash", "was going to crash and explode": the verb at `at` (or the one it is joined to by "and") still to come */
function foreseenAt(tokens: Token[], at: number): boolean {
  const w = (k: number) => tokens[k]?.w ?? "";
  const to = w(at - 1) === "to" ? at - 1 : /^(and|or)$/.test(w(at - 1)) && w(at - 3) === "to" ? at - 3 : -1;
  return to > 0 && FORESEEN.test(w(to - 1));
}

/**
 * "we were both in hospital", "Gran lay in a hospital ward", "he ended up in hospital", "I was a
 * patient": someone laid up, an illness or an injury the dream puts as a place or a role (not "worked
 * at the hospital", "went to the hospital to visit", nor "the patient" met there).
 */
function inHospital(cast: Cast, text: string, tokens: Token[], events: Event[], have: Outcome[]): Outcome[] {
  for (let i = 2; i < tokens.length; i++) {
    const w = tokens[i].w;
    let k = -1;
    if (w === "hospital" || w === "hospitalized" || w === "hospitalised") {
      // ("was hospitalized"; "was in the hospital", "ended up in hospital")
      k = w === "hospital" ? i - (/^(the|a)$/.test(tokens[i - 1].w) ? 2 : 1) : i;
      if (w === "hospital" && tokens[k]?.w !== "in") continue;
      k--;
      if (/^(up|back|still|already|now)$/.test(tokens[k]?.w ?? "")) k--;
    } else if (
      w === "patient" &&
      /^(a|an)$/.test(tokens[i - 1].w) &&
      (tokens[i + 1]?.brk !== 0 || /^(in|at|there|again)$/.test(tokens[i + 1]?.w ?? ""))
    ) {
      k = i - 2;
    } else continue;
    const verb = tokens[k];
    if (!verb || verb.sent !== tokens[i].sent) continue;
    const lead = /^(i'm|we're|he's|she's|they're)$/.test(verb.w);
    if (!lead && !/^(was|were|is|are|am|been|be|ended|wound|got)$/.test(verb.w)) continue;
    const subject = lead ? (verb.w.startsWith("i") || verb.w.startsWith("we") ? cast.dreamer : cast.ref[k]) : cast.ref[k - 1];
    if (!subject || subject.kind === "animal") continue;
    if (
      tokens.slice(Math.max(0, k - 3), i).some((t) => /^(not|never|if|afraid|worried|scared|visit|visiting)$/.test(t.w) || /n't$/.test(t.w))
    )
      continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (inEvent.unreal || have.some((o) => o.type === "misfortune" && o.sent === tokens[i].sent)) continue;
    const span = { start: Math.max(sentStart(tokens, i), k - 1), end: i, verbIndex: i };
    return [{ type: "misfortune", who: subject, evidence: evidenceOf(text, tokens, span), sent: tokens[i].sent }];
  }
  return [];
}

const POSSESSIVE_DET = /^(my|our|his|her|their|your)$/;

/** blows whose victim falls, bleeds or dies of them: "he shot", "she stabbed him", "they pushed me" */
const BLOWS = /^(shoot|stab|hit|strike|punch|kick|push|shove|attack|beat|slash|knock|club|smash|throw|tackle|trip)$/;

/** forces of nature whose victims meet misfortune, no one's act */
const NATURE = /^(wave|waves|water|current|flood|wind|storm|tornado|avalanche|river|tide|lava|sea|ocean)$/;

/**
 * "my phone wasn't working", "the lights wouldn't turn on", "the elevator stopped working", "the
 * brakes failed": a device that fails its user (not "the plan didn't work": plans are no machines).
 */
function machineFails(e: Event): boolean {
  const works = e.lemmas.some((l) => /^(work|function|start|respond|run)$/.test(l)) || (e.lemmas.includes("turn") && e.particle === "on");
  const stopped = e.aspect.some((a) => /^(stop|quit)$/.test(a)) && e.lemmas.includes("work");
  // ("the toaster started smoking", "the laptop caught fire": a device that begins to burn)
  const burns =
    !e.negated &&
    ((e.lemmas.some((l) => /^(smoke|smoking|spark|sparking)$/.test(l)) && e.aspect.some((a) => /^(start|begin)$/.test(a))) ||
      (e.lemmas.includes("catch") && e.target?.word === "fire"));
  return (works && e.negated) || stopped || burns || e.lemmas.some((l) => /^(fail|malfunction|short-circuit)$/.test(l));
}

/** vehicles that one vehicle can run into: "it hits another car" */
const VEHICLE_HIT = /^(car|cars|truck|trucks|bus|van|taxi|cab|jeep|vehicle|motorcycle|motorbike)$/;

const HIT_OR_RUN = /^(hit|strike|run|knock|push)$/;

/** leaving the road or meeting what stands beside it: "skidded", "slid into", "went off", "hit" */
const OFF_COURSE = /^(skid|slide|spin|swerve|veer|careen|plow|plough|slam|smash|collide|run|go|drive|roll|flip|hit)$/;
/** what a vehicle hits when it leaves its course */
const ROADSIDE =
  /^(tree|trees|pole|lamppost|post|wall|ditch|snowbank|embankment|barrier|guardrail|railing|fence|median|curb|kerb|hydrant|sign|cliff|river|lake|canal|truck|lorry|building)$/;
const DRIVING = /^(car|truck|bus|van|taxi|cab|jeep|lorry|motorcycle|motorbike|vehicle|drive|drives|driving|drove|driven|wheel|brakes)$/;

/**
 * A road accident, the travellers' mishap: "the car skidded off the road", "I slid into a snowbank",
 * "we went off the bridge", "he hit a tree" at the wheel. Only where the dream is on the road (a
 * vehicle or driving in the sentence or the one before): "I ran into the wall" in a corridor is another matter.
 */
function roadAccident(e: Event, tokens: Token[], thing: string): Entity | undefined | null {
  if (!e.lemmas.some((l) => OFF_COURSE.test(l))) return null;
  const after = tokens.slice(e.verbIndex + 1, Math.min(e.end, e.verbIndex + 5) + 1).map((t) => t.w);
  const offRoad =
    after[0] === "off" &&
    /^(the|a)$/.test(after[1] ?? "") &&
    /^(road|highway|freeway|motorway|bridge|cliff|edge|street)$/.test(after[2] ?? "");
  const intoSide = /^(into|onto|against)$/.test(after[0] ?? "") && after.slice(1, 4).some((w) => ROADSIDE.test(w));
  const hitSide = e.lemmas.includes("hit") && !!e.target && !e.target.entity && ROADSIDE.test(e.target.word);
  // ("the bus hits another car", "then it hits a van": one vehicle running into another, the one that hits a vehicle or an "it")
  const hitVehicle =
    e.lemmas.some((l) => /^(hit|strike|ram|smash|collide)$/.test(l)) &&
    !!e.target &&
    !e.target.entity &&
    VEHICLE_HIT.test(e.target.word) &&
    (V.CRAFT.has(thing) || thing === "it") &&
    !e.negated;
  // ("nearly steered into the pond": a near miss is no accident — but "we nearly hit a truck", "I almost hit some people
  // with my car" at the wheel is a danger the road brings, which Hall and Van de Castle code as a misfortune's threat)
  const almost = tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => ALMOST.test(t.w));
  const nearHit =
    almost &&
    e.lemmas.some((l) => /^(hit|collide|crash)$/.test(l)) &&
    !!e.target &&
    (VEHICLE_HIT.test(e.target.word) || !!e.target.entity || /^(people|someone|somebody|pedestrians?|kids|children)$/.test(e.target.word));
  if ((!offRoad && !intoSide && !hitSide && !hitVehicle && !nearHit) || (almost && !nearHit)) return null;
  const onRoad = V.CRAFT.has(thing) || tokens.some((t) => t.sent <= e.sent && t.sent >= e.sent - 1 && DRIVING.test(t.w));
  if (!onRoad) return null;
  return V.CRAFT.has(thing) ? e.actor?.owner : who(e.actor);
}

/**
 * Everyday mishaps put as a phrase: whom one befalls, or null when the event is none. "accidentally
 * knocked over a vase", "cut my finger", "the car broke down", "my phone died", "ran out of gas".
 */
function everydayMishap(e: Event, tokens: Token[]): Entity | undefined | null {
  const actor = who(e.actor);
  const near = tokens.slice(Math.max(e.start, e.verbIndex - 2), e.verbIndex + 1).map((t) => t.w);
  if (near.includes("accidentally") || near.includes("accidently")) return actor ?? who(e.target);
  // "cut the side of my cheek": a part of a body part is the body too
  const partOf =
    e.target && /^(side|tip|back|top|edge|corner|part|bottom|skin)$/.test(e.target.word) && tokens[e.target.index + 1]?.w === "of"
      ? { word: tokens[e.target.index + 3]?.w ?? "", owner: tokens[e.target.index + 2]?.w === "my" ? e.actor?.entity : undefined }
      : undefined;
  const own = partOf?.owner ?? e.target?.owner;
  const body =
    !!e.target && (V.BODY_PARTS.has(e.target.word) || V.BODY_PARTS.has(partOf?.word ?? "") || /^(cheek|cheeks)$/.test(partOf?.word ?? ""));
  // ("he has cut his hair": a haircut is no injury)
  const groomed = e.lemmas.includes("cut") && /^(hair|nails|bangs|beard)$/.test(e.target?.word ?? "");
  if (body && own && !groomed && (e.actor ? actor === own : true) && e.lemmas.some((l) => V.INJURE.has(l))) return own;
  const thing = e.actor && !e.actor.entity ? e.actor.word : "";
  const next = tokens[e.verbIndex + 1]?.w ?? "";
  const crashed = roadAccident(e, tokens, thing);
  if (crashed !== null) return crashed;
  // "the boat started sinking", "the plane was going down": the craft's trouble is its passengers'
  if (
    V.CRAFT.has(thing) &&
    (e.lemmas.some((l) => /^(sink|capsize|crash|flip|overturn)$/.test(l)) || (e.lemmas.includes("go") && next === "down"))
  )
    return e.actor?.owner;
  // "a tidal wave washes him away", "the current swept us out": a force of nature's victim
  // ("the waves started coming in and one knocked me down": "one" or "it" standing for the force)
  const standsFor =
    /^(one|it)$/.test(thing) &&
    tokens.slice(Math.max(0, e.verbIndex - 14), e.verbIndex).some((t) => t.sent >= e.sent - 1 && NATURE.test(t.w));
  if (
    (NATURE.test(thing) || standsFor) &&
    e.target?.entity &&
    e.lemmas.some((l) => /^(wash|sweep|carry|drag|blow|bury|swallow|pull|knock)$/.test(l))
  )
    return e.target.entity;
  // "my dog got hit by a car": struck by a vehicle is an accident, not an attack
  const struck = e.lemmas.some((l) => HIT_OR_RUN.test(l));
  if (struck && e.passive && e.prep === "by" && V.CRAFT.has(thing)) return who(e.target);
  if (struck && e.prep === "by" && V.CRAFT.has(e.target?.word ?? "") && e.actor?.entity) return e.actor.entity;
  if (
    (V.GIVE_OUT.has(thing) &&
      ((e.lemmas.includes("break") && next === "down") ||
        e.lemmas.includes("die") ||
        (e.lemmas.includes("go") && next === "out") ||
        // "the battery was going dead": a machine's death is its owner's mishap, not a death
        /^(dead|dying|flat)$/.test(e.complement ?? ""))) ||
    (thing && e.lemmas.includes("malfunction"))
  )
    return e.actor?.owner;
  // ("the seat tears", "my sleeve ripped": cloth giving way on its own, with no one tearing it, is its owner's mishap)
  if (
    FABRIC.test(thing) &&
    !e.target &&
    !e.passive &&
    !e.negated &&
    e.lemmas.some((l) => /^(tear|rip|split)$/.test(l)) &&
    !/^(up|apart)$/.test(tokens[e.verbIndex - 1]?.w ?? "")
  )
    return e.actor?.owner;
  if (
    e.lemmas.includes("run") &&
    next === "out" &&
    tokens[e.verbIndex + 2]?.w === "of" &&
    V.RUN_OUT_OF.has(tokens[e.verbIndex + 3]?.w ?? "")
  )
    return actor;
  return null;
}

/** cloth and upholstery that can tear on their own */
const FABRIC =
  /^(seat|seats|shirt|pants|trousers|jeans|dress|skirt|jacket|coat|sleeve|sleeves|sock|socks|shoe|shoes|bag|backpack|sheet|sheets|curtain|curtains|sofa|couch|cushion|fabric|tent|sail|glove|gloves|stockings|tights|suit|uniform|gown|blouse|top|shorts|hem|seam|zipper|strap)$/;

/**
 * "I lost it" is the idiom (temper, control) unless the "it" is a creature the dream has named ("the
 * puppy … I lost it") or the loss has a place ("I lost it at the mall", "lost it somewhere").
 */
function lostSomewhere(e: Event, tokens: Token[]): boolean {
  if (!e.lemmas.includes("lose") || tokens[e.verbIndex + 1]?.w !== "it") return false;
  const next = tokens[e.verbIndex + 2];
  const placed =
    !!next &&
    next.brk === 0 &&
    !/^(front|middle)$/.test(tokens[e.verbIndex + 3]?.w ?? "") &&
    /^(in|at|on|somewhere|inside|outside|near|under|behind|among|along|down)$/.test(next.w);
  return (e.target?.index === e.verbIndex + 1 && !!e.target.entity) || placed;
}

/** illnesses one catches */
const CAUGHT = /^(cold|colds|flu|fever|virus|bug|pneumonia|disease|infection|chill|measles|cough)$/;

/**
 * An illness put as what the body does or what one catches: "I threw up", "she started coughing",
 * "he caught a cold". Not "threw up his hands" or "threw the ball up", nor a single polite cough.
 */
function fallsIll(e: Event, tokens: Token[]): Entity | undefined | null {
  const body = who(e.actor);
  if (!body || body.kind === "animal") return null;
  const next = tokens[e.verbIndex + 1];
  // ("threw up", "threw up all over the floor": with no thing thrown)
  if (
    e.lemmas.includes("throw") &&
    next?.w === "up" &&
    (!tokens[e.verbIndex + 2] ||
      next.brk > 0 ||
      tokens[e.verbIndex + 2].brk > 0 ||
      /^(on|in|into|all|everywhere|again|blood)$/.test(tokens[e.verbIndex + 2].w))
  )
    return body;
  // ("was coughing", "started coughing", "kept sneezing": a fit of it, not one cough)
  const fit = e.aspect.some((a) => /^(start|keep|begin|stop|continue)$/.test(a)) || /ing$/.test(tokens[e.verbIndex].w);
  if (e.lemmas.some((l) => /^(cough|sneeze|wheeze)$/.test(l)) && fit) return body;
  // ("caught a cold": the parser may leave the illness unbound, so the words after the verb are read)
  const caught = tokens.slice(e.verbIndex + 1, e.verbIndex + 4).find((t) => !/^(a|an|the|some|this|that|bad|nasty|terrible)$/.test(t.w));
  if (e.lemmas.includes("catch") && caught && caught.sent === e.sent && CAUGHT.test(caught.w)) return body;
  return null;
}

/** what forgetting leaves one without: a thing brought or done for the day, not a name or a fact */
const FORGOTTEN_TO =
  /^(bring|take|pack|grab|get|buy|pay|feed|water|lock|close|shut|turn|put|wear|set|pick|fetch|call|invite|study|book|charge)$/;
/** what is forgotten as knowledge, not left behind: "forgot his name", "forgot the rest" */
const FORGOTTEN_FACT =
  /^(name|names|rest|specifics|details|detail|number|numbers|title|part|parts|half|episode|episodes|date|time|way|answer|answers|question|questions|story|plot|dream|bit|it|that|this|them|everything|anything)$/;

/** things that should hold water, air or ink */
const LEAKY =
  /^(roof|ceiling|pipe|pipes|boat|tank|tire|tyre|tires|faucet|tap|toilet|pen|bag|bottle|cup|tent|hose|bucket|pool|raft|canoe|ship|radiator|sink|wall|walls)$/;

/** where one goes, not a thing one takes along: "had left my room" is a departure */
const LEFT_PLACE =
  /^(room|house|home|apartment|flat|office|school|job|building|work|class|classroom|church|party|town|city|country|area|place|husband|wife|family|boyfriend|girlfriend)$/;

/**
 * "I saw I'd left my scarf on the bus", "she recalls that Jo had left his gloves outside":
 * a thing left behind, found out afterwards, is a loss by mistake (not a departure: "had left my room").
 */
function leftByMistake(e: Event, tokens: Token[]): Entity | undefined | null {
  if (!e.lemmas.includes("leave") || !e.target || e.target.entity || LEFT_PLACE.test(e.target.word)) return null;
  const v = e.verbIndex;
  if (!/^(had|'d|i'd|we'd|he'd|she'd|they'd|you'd)$/.test(tokens[v - 1]?.w ?? "") && !/'d$/.test(tokens[v - 1]?.w ?? "")) return null;
  const found = tokens
    .slice(Math.max(0, v - 6), v)
    .some(
      (t) =>
        t.sent === tokens[v].sent && /^(realized|realised|remembered|remember|realize|realise|noticed|discovered|found|forgot)$/.test(t.w),
    );
  return found ? who(e.actor) : null;
}

/** what is due at a time, and forgetting it is trouble */
const DUTIES =
  /^(class|classes|test|exam|exams|order|orders|appointment|meeting|homework|assignment|deadline|lesson|lecture|interview|shift|rehearsal|practice|rent|bill|bills|payment|flight|train|bus)$/;

/**
 * "she had forgotten her purse", "forgot to bring a coat", "he forgot his keys": something left
 * behind or undone that leaves someone short. Not the memory of the writer or of the dreamer — "I
 * forget what she said", "forgot what the village was called", "I'd forgotten about that", "forgot that
 * there were two doors" — nor a plan dropped ("forgot to ask").
 */
function forgotAThing(e: Event, tokens: Token[]): boolean {
  const v = e.verbIndex;
  // ("the rest is forgotten", "Forgotten bits": said of what is forgotten, not of someone forgetting)
  if (tokens[v].w === "forgotten" && !/^(had|have|has|'d|i'd|we'd|he'd|she'd|they'd|i've|we've)$/.test(tokens[v - 1]?.w ?? ""))
    return false;
  let k = v + 1;
  while (tokens[k] && tokens[k].brk === 0 && /^(all|completely|totally|entirely|even|just|also)$/.test(tokens[k].w)) k++;
  const next = tokens[k];
  if (!next || next.brk > 0) return false;
  // ("the boxes we'd forgotten were still in the loft": a thing found again, named before the verb)
  if (/^(was|were|is|are)$/.test(next.w)) return false;
  if (next.w === "to") return FORGOTTEN_TO.test(tokens[k + 1]?.w ?? "");
  // ("forgot about the order", "had forgotten all about the class": a duty let slip; "forgot about it" only the memory)
  if (next.w === "about")
    return tokens.slice(k + 1, k + 4).some((t) => t.sent === next.sent && (DUTIES.test(t.w) || /^(needing|having)$/.test(t.w)));
  if (/^(that|what|how|where|who|whom|why|if|whether|which|when|whose)$/.test(next.w)) return false;
  // the head of the object: past its determiners and adjectives
  let h = k;
  while (tokens[h + 1] && tokens[h + 1].brk === 0 && /^(my|his|her|their|our|your|the|a|an|some|to|all)$/.test(tokens[h].w)) h++;
  return !FORGOTTEN_FACT.test(tokens[h].w);
}

/** A misfortune verb ("fell", "lost", "crashed"): whom it befalls, or null when here it is none */
function misfortuneBy(e: Event, mis: string, tokens: Token[], hostileIn: Set<number>, nextWord: string): Entity | undefined | null {
  if (mis === "forget" && !forgotAThing(e, tokens)) return null;
  // ("we lost track of time": lost time, the start of being late, where "lost track of him" is only not watching)
  const w1 = tokens[e.verbIndex + 1]?.w;
  if (mis === "lose" && w1 === "track" && tokens[e.verbIndex + 2]?.w === "of" && tokens[e.verbIndex + 3]?.w === "time") return who(e.actor);
  const subject = who(e.actor) ?? who(e.target);
  const block = V.NOT_MISFORTUNE[mis];
  if (
    block &&
    (block.test(e.particle ?? "") || block.test(tokens[e.verbIndex + 1]?.w ?? "") || block.test(nextWord)) &&
    !lostSomewhere(e, tokens) &&
    // ("missed her train" is no longing for her)
    !(mis === "miss" && MISSABLE.test(missedThing(e, tokens)))
  )
    return null;
  if (mis === "stick" && e.target && !e.passive) return null;
  // (a person who tips does so on purpose: a waiter is tipped, a scale tipped in someone's favour)
  if (mis === "tip" && (e.actor?.entity || e.passive || /-$/.test(tokens[e.verbIndex - 1]?.w ?? ""))) return null;
  // "he has cut his hair": a haircut, not an injury
  if (mis === "cut" && [1, 2].some((d) => /^(hair|nails|grass|lawn|bangs|beard|cake|bread|paper)$/.test(tokens[e.verbIndex + d]?.w ?? "")))
    return null;
  // a body's mishap needs a body: "time was slipping away", "the bed sank", "a peach fell" are not misfortunes
  const bodyOf = e.actor && !e.actor.entity && V.BODY_PARTS.has(e.actor.word) ? e.actor.owner : undefined;
  if (bodyOf) return bodyOf;
  if (
    /^(fall|slip|sink|tumble|stumble|trip|drown|faint|vomit|bleed|choke|die|freeze|starve|suffocate|puke|stick)$/.test(mis) &&
    !e.actor?.entity &&
    !(e.passive && e.target?.entity)
  )
    return null;
  // ("she missed her train": the parser may take the possessive for the object, or leave it unbound; the thing missed is after it)
  if (mis === "miss" && !MISSABLE.test(missedThing(e, tokens))) return null;
  if (mis === "lose" && e.target && /^(game|race|match|fight|battle|competition|contest)$/.test(e.target.word)) return null;
  // ("I had lost 13 lbs": weight shed, not a loss; "I drop to the floor": ducking, not a fall)
  const after = tokens.slice(e.verbIndex + 1, e.verbIndex + 4).map((t) => t.w);
  if (mis === "lose" && after.some((w) => /^(lbs|pounds|pound|kilos|kg|weight)$/.test(w))) return null;
  // ("to lose her place on me", "lost my balance", "lost my train of thought": a position or a thread, not a thing lost)
  if (
    mis === "lose" &&
    /^(place|balance|footing|grip|train|thread|way|nerve|breath|voice|mind|temper|composure)$/.test(after[1] ?? after[0] ?? "")
  )
    return (after[1] ?? after[0]) === "way" ? who(e.actor) : null;
  const ducked =
    /^(to|down)$/.test(after[0] ?? "") && !tokens.slice(e.start, e.end + 1).some((t) => /^(accidentally|slipped|tripped)$/.test(t.w));
  if (mis === "drop" && ducked) return null;
  if ((mis === "break" || mis === "drop" || mis === "burn") && e.actor?.entity && e.actor.entity.id !== 0 && e.target?.entity) return null;
  // "I tripped him", "I flip her over": done to someone on purpose, not a mishap
  const someone = (e.target?.entity && e.target.entity !== e.actor?.entity) || /^(him|her|them|me|us)$/.test(e.target?.word ?? "");
  // ("tripped over my brother" is a stumble: the one after the preposition is not tripped)
  const overSomeone = mis === "trip" && /^(on|over)$/.test(tokens[e.verbIndex + 1]?.w ?? "");
  if (/^(trip|flip|drop|burn|choke)$/.test(mis) && e.actor?.entity && someone && !e.passive && !overSomeone) return null;
  // ("I flip the switch", "flipped a coin", "flipped the page": a thing turned over on purpose, not a somersault or a crash)
  const object = /^(the|a|an|my|his|her|their|our|this|that|some)$/.test(tokens[e.verbIndex + 1]?.w ?? "");
  if (mis === "flip" && e.actor?.entity && e.target && !e.target.entity && !e.passive && object && !V.CRAFT.has(e.target.word)) return null;
  // ("stumbling over my words": trouble speaking, not a stumble)
  if (
    mis === "stumble" &&
    tokens.slice(e.verbIndex + 1, e.verbIndex + 4).some((t) => /^(words|word|sentence|sentences|lines|name|names|answer)$/.test(t.w))
  )
    return null;
  // "the light was burning", "a candle burned": a flame doing what it is for
  if (
    mis === "burn" &&
    /^(light|lights|candle|candles|lamp|fire|fireplace|torch|stove|sun|match|matches|wood|logs|log|paper|cigarette|incense|fuse|coal|coals)$/.test(
      e.actor?.word ?? "",
    )
  )
    return null;
  if (hostileIn.has(e.sent) && (mis === "fall" || mis === "die" || mis === "bleed" || e.actor?.word === "blood")) return null;
  // "my grandmother, who died last year": a death before the dream is background, not an event in it
  if (mis === "die" && tokens.slice(e.start, e.end + 1).some((t) => /^(who|ago|last|years|months|since)$/.test(t.w))) return null;
  if (
    mis === "break" &&
    e.target &&
    !e.target.owner &&
    e.actor?.entity?.id === 0 &&
    !/^(leg|arm|wrist|ankle|neck|back|nose|tooth|teeth|bone|hand|finger|foot|toe|phone|glasses)$/.test(e.target.word)
  )
    return null;
  return who(e.target) && (mis === "lose" || mis === "break" || mis === "drop" || mis === "forget")
    ? (who(e.actor) ?? who(e.target))
    : subject;
}

/** "it was late", "the ride was late afternoon", "the party went on late into the night": the hour, not anyone's lateness */
function tellsTheHour(e: Event, tokens: Token[]): boolean {
  if (/^(it|that|this|time|hour|day|night|evening|ride|party|show|film|movie)$/.test(e.actor?.word ?? "")) return true;
  for (let k = e.verbIndex + 1; k <= e.end; k++)
    if (tokens[k].w === "late")
      return /^(afternoon|evening|night|morning|hour|hours|at|in|into|summer|spring|autumn|winter)$/.test(tokens[k + 1]?.w ?? "");
  return false;
}

const DID_OR_NOT = /^(didn't|did|couldn't|wasn't)$/;

const ACHIEVE = /^(win|escape|succeed|solve|accomplish|achieve)$/;

const LATE_VERBS = /^(sleep|oversleep|run|arrive|wake|get|come|show|turn)$/;

const ALMOST = /^(almost|nearly)$/;

const MEMORY = /^(remember|recall|recollect|know|understand|sure|tell)$/;

const THROWING =
  /^(threw|throw|throwing|throws|tossed|toss|tossing|hurled|hurling|flung|fling|flinging|smashed|smashing|launched|launching)$/;

/**
 * "I was throwing glass off the roof. Some of it came back down and broke": what breaks or falls after the dreamer
 * throws it was sent there on purpose — the dreamer's deed, not a mishap that befalls anyone
 */
function thrownByDreamer(tokens: Token[], e: Event): boolean {
  if (e.actor?.entity || !/^(it|they|some|most|all|pieces|them|of|one|glass)$/.test(e.actor?.word ?? "it")) return false;
  for (let k = e.verbIndex - 1; k >= 1 && tokens[k].sent >= e.sent - 1; k--)
    if (THROWING.test(tokens[k].w) && [tokens[k - 1], tokens[k - 2]].some((t) => /^(i|we)$/.test(t?.w ?? ""))) return true;
  return false;
}

/** the verbs of coming to know */
const FOUND_OUT = /^(realized|realised|realize|realise|realizes|discovered|discover|discovers|noticed|learned|learnt|knew|figured)$/;

/**
 * "they realized we had escaped": what someone else finds out is their discovery — for the one it is about, a
 * setback more than a success; the dreamer's own "I realized we had escaped" keeps it.
 */
function foundOutBy(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 6) && tokens[k].sent === e.sent; k--) {
    const knows = FOUND_OUT.test(tokens[k].w) || (tokens[k].w === "out" && /^(found|find|finds)$/.test(tokens[k - 1]?.w ?? ""));
    if (!knows) continue;
    const at = tokens[k].w === "out" ? k - 2 : k - 1;
    return !/^(i|we)$/.test(tokens[at]?.w ?? "");
  }
  return false;
}

function outcomeOf(e: Event, text: string, tokens: Token[], hostileIn: Set<number>): Outcome | null {
  if (e.reported || e.unreal) return null;
  const broken = brokenThing(e, text, tokens);
  if (broken) return broken;
  // "I didn't know where I was", "did not know where the ward was": lost
  // ("I don't even know where I was meant to meet them" is the writer's memory, not the dreamer lost)
  // (the words before the verb are sliced only for a negated event)
  const pastNot = () => tokens.slice(Math.max(0, e.verbIndex - 3), e.verbIndex).some((t) => DID_OR_NOT.test(t.w));
  // (not knowing where someone else is — "where Mom was", "where my brother went" — leaves the dreamer where they are)
  const whose = tokens[e.verbIndex + 2];
  const someoneElse = () =>
    !!whose &&
    (/^(he|she|they|mom|mum|dad)$/.test(whose.w) || (whose.w !== "i" && /^\p{Lu}/u.test(whose.raw))) &&
    whose.w !== tokens[e.actor?.index ?? -1]?.w;
  if (e.negated && e.lemmas.includes("know") && e.actor?.entity && tokens[e.verbIndex + 1]?.w === "where" && pastNot() && !someoneElse())
    return { type: "misfortune", who: e.actor.entity, event: e, evidence: evidenceOf(text, tokens, e), sent: e.sent };
  // ("he is able to fix it", "I wasn't able to open it": a finite "able to" tells how it went)
  const w = (k: number) => tokens[k]?.w ?? "";
  const able =
    w(e.verbIndex - 1) === "to" &&
    w(e.verbIndex - 2) === "able" &&
    [3, 4].some((d) => /^(was|is|were|am|are|i'm|we're|he's|she's|they're|wasn't|weren't|isn't)$/.test(w(e.verbIndex - d)));
  if (e.negated && !e.aspect.includes("could") && !able) return null;
  // "two more would die", "I might fall", "I was going to die": what only might happen has not happened
  if (
    e.aspect.includes("would") ||
    (e.aspect.includes("go") && tokens[e.verbIndex - 1]?.w === "to") ||
    foreseenAt(tokens, e.verbIndex) ||
    pastBackground(tokens, e.verbIndex, e.end) ||
    askedWhether(tokens, e) ||
    // "I was so unhappy that I wanted to die": a wish is a feeling, not an outcome
    (e.aspect.some((x) => /^(want|wish)$/.test(x)) && tokens[e.verbIndex - 1]?.w === "to") ||
    // "they need to be separated", "was going to be tortured": an obligation or a plan, not an outcome
    (tokens[e.verbIndex - 1]?.w === "be" &&
      tokens[e.verbIndex - 2]?.w === "to" &&
      /^(need|needs|needed|have|has|had|going|supposed|want|wanted|ought|used)$/.test(tokens[e.verbIndex - 3]?.w ?? "")) ||
    (CAPITAL_FIRST.test(tokens[e.verbIndex].raw) && !/^i'/.test(tokens[e.verbIndex].w) && e.verbIndex > 0 && tokens[e.verbIndex].brk === 0)
  )
    return null;
  // (quoted only once an outcome is found: most events are none, and the quotation is the costly part)
  let evidence: string | undefined;
  const subject = who(e.actor) ?? who(e.target);
  const nextWord =
    (e.particle ?? tokens[e.verbIndex + 1]?.w ?? "").replace(/^my$/, "my") +
    (tokens[e.verbIndex + 1]?.w === "my" ? "_" + (tokens[e.verbIndex + 2]?.w ?? "") : "");
  const out = (type: OutcomeType, w = subject): Outcome => ({
    type,
    who: w,
    event: e,
    evidence: (evidence ??= evidenceOf(text, tokens, e)),
    sent: e.sent,
  });
  if (e.negated) {
    // ("I can't remember what we bought", "couldn't recall how the car got there": the denial is of the memory, not the act)
    if (tokens.slice(e.start, e.verbIndex).some((t) => MEMORY.test(t.w))) return null;
    // "couldn't find the way", "couldn't open the door": an effort that fails
    // ("couldn't find a toilet", "could not find any": something sought and never had is a failed search, not a loss)
    const sought = /^(a|an|any|anything|anyone|anybody|some|another|one)$/.test(tokens[e.verbIndex + 1]?.w ?? "");
    if (e.lemmas.includes("find") && e.actor?.entity)
      return out(V.SOUGHT_NOT_LOST.test(e.target?.word ?? "") || sought ? "failure" : "misfortune");
    if (e.lemmas.some((l) => /^(get|open|reach|catch|escape|make|finish|fix|stop|save|win|unlock|start|pass|answer|solve)$/.test(l)))
      return out("failure");
    return null;
  }
  // "every time I try to key in the right code, it comes up wrong": an effort the rest of the sentence defeats
  if (e.aspect.includes("try") && e.actor?.entity && thwartedAfter(tokens, e)) return out("failure");
  // "I finally wake up" ends the dream and "I finally realized nobody was coming" grasps it: neither achieves anything in it
  if (
    e.aspect.includes("manage") ||
    // (a success once something stood in the way: "then he is able to fix it", "finally I was able to")
    (able &&
      !e.negated &&
      tokens
        .slice(Math.max(e.start - 1, e.verbIndex - 7), e.verbIndex)
        .some((t) => /^(finally|eventually|somehow|then|luckily|fortunately|barely|last)$/.test(t.w))) ||
    (tokens[e.verbIndex - 1]?.w === "finally" && subject && !e.lemmas.some((l) => NOT_A_GOAL.test(l)))
  )
    return out("success");
  if (e.lemmas.includes("fail")) return out("failure");
  if (madeIt(e, tokens)) return out("success");
  if (e.lemmas.includes("lose") && e.target && /^(game|race|match|fight|battle|competition|contest|election|bet)$/.test(e.target.word))
    return out("failure");
  if (e.lemmas.includes("win") && e.target && /^(lottery|jackpot|raffle|sweepstakes)$/.test(e.target.word)) return out("good fortune");
  // ("I tried to escape": an attempt, its end untold)
  // ("they hope to accomplish something": a hope or a plan, its end untold too)
  const attempted = e.aspect.some((x) => /^(try|want|attempt|hope|plan|wish|need|intend|expect|mean)$/.test(x));
  // ("I think of escaping out a window": a thought of it, not the deed)
  const thought =
    tokens[e.verbIndex - 1]?.w === "of" && /^(think|thinking|thought|dream|dreaming|dreamt)$/.test(tokens[e.verbIndex - 2]?.w ?? "");
  if (e.lemmas.some((l) => ACHIEVE.test(l)) && subject && !hostileIn.has(e.sent) && !attempted && !thought && !foundOutBy(tokens, e))
    return out("success");
  if (e.lemmas.includes("pass") && e.target && /^(test|exam|examination|class|course|quiz)$/.test(e.target.word)) return out("success");
  // ("trying to find Bill C": a person named Bill is no banknote)
  const named = !!e.target && (!!e.target.entity || CAPITAL_FIRST.test(tokens[e.target.index]?.raw ?? ""));
  if (e.lemmas.some((l) => V.FIND.has(l)) && e.target && V.VALUABLES.has(e.target.word) && !named) return out("good fortune");
  if (e.lemmas.includes("leave") && (e.particle === "behind" || tokens.slice(e.verbIndex + 1, e.end + 1).some((t) => t.w === "behind")))
    return out("misfortune");
  if (
    e.lemmas.some((l) => LATE_VERBS.test(l)) &&
    tokens.slice(e.verbIndex + 1, e.verbIndex + 4).some((t) => t.w === "late") &&
    // ("coming home late": the hour one keeps, not a place or time missed)
    !(e.lemmas.includes("come") && tokens[e.verbIndex + 1]?.w === "home") &&
    !tellsTheHour(e, tokens)
  )
    return out("misfortune");
  // ("I almost accidentally knocked this woman's teeth out": a harm to another that did not happen)
  const almost = tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => ALMOST.test(t.w));
  const another =
    !!e.target &&
    ((!!(e.target.owner ?? e.target.entity) && (e.target.owner ?? e.target.entity) !== e.actor?.entity) ||
      /['’]s$/.test(tokens[e.target.index - 1]?.w ?? ""));
  if (almost && another) return null;
  const ill = fallsIll(e, tokens);
  if (ill !== null) return out("misfortune", ill);
  const leftBehind = leftByMistake(e, tokens);
  if (leftBehind !== null) return out("misfortune", leftBehind);
  // ("the roof leaks", "my pen leaked": a thing that lets out what it should hold)
  if (e.lemmas.includes("leak") && e.actor && !e.actor.entity && LEAKY.test(e.actor.word)) return out("misfortune", e.actor.owner);
  const mishap = everydayMishap(e, tokens);
  if (mishap !== null) return out("misfortune", mishap);
  const pained = bodyInPain(e, tokens);
  if (pained && !hostileIn.has(e.sent)) return out("misfortune", pained);
  const mis = e.lemmas.find((l) => V.MISFORTUNE.has(l));
  if (mis) {
    const whom = misfortuneBy(e, mis, tokens, hostileIn, nextWord);
    return whom === null ? null : out("misfortune", whom);
  }
  const hour = e.complement === "late" && tellsTheHour(e, tokens);
  // ("I was rather hurt that she didn't call back": hurt feelings, not an injury)
  const hurtAt = tokens[e.verbIndex].w === "hurt" ? e.verbIndex : wordAfterVerb(e, tokens, "hurt");
  const feelings = hurtAt >= 0 && /^(that|when|because)$/.test(tokens[hurtAt + 1]?.w ?? "");
  // ("that was wrong", "something was wrong": a verdict or an unease, not someone gone astray)
  // (the parser may give "knew that was wrong" the knower as subject: the word before the copula says whose it is)
  const verdict =
    e.complement === "wrong" &&
    [e.actor?.word, tokens[e.verbIndex - 1]?.w].some((w) =>
      /^(that|it|this|something|what|which|everything|nothing|anything)$/.test(w ?? ""),
    ) &&
    // ("something's wrong with the engine": a fault in a thing or a body is still a mishap)
    !tokens.slice(e.verbIndex + 1, e.verbIndex + 5).some((t) => t.w === "with" && t.sent === e.sent);
  if (
    e.complement &&
    V.MISFORTUNE_STATE.has(e.complement) &&
    !hostileIn.has(e.sent) &&
    e.complement !== "pregnant" &&
    !hour &&
    !feelings &&
    !verdict
  )
    return out("misfortune");
  // "I was struck by lightning", "she was hit by a car": harm by a thing, no one's act
  if (
    e.passive &&
    e.prep === "by" &&
    e.lemmas.some((l) => /^(strike|struck|hit)$/.test(l)) &&
    /^(lightning|car|truck|bus|train|tree|rock|wave|branch|meteor|bolt|van|vehicle|taxi|motorcycle|bike|bicycle)$/.test(e.actor?.word ?? "")
  )
    return out("misfortune", who(e.target));
  // "my bag was gone", "the clothes were all gone": a thing lost
  if (tokens[e.verbIndex].w === "gone" && e.passive && e.target && !e.target.entity) return out("misfortune", e.target.owner);
  // "we were trapped", "I got stuck": a plight put as a passive with no one doing it
  // ("two of them were stuck to the tree": with no one named as stuck, the eggs are, not a person)
  const someone = !!e.target?.entity || /^(he|she|they|we|i|him|her|them|us|me)$/.test(e.target?.word ?? "");
  if (e.passive && someone && e.prep !== "by" && V.MISFORTUNE_STATE.has(tokens[e.verbIndex].w) && !hostileIn.has(e.sent) && !feelings)
    return out("misfortune", who(e.target));
  return null;
}

/** "it came out fine", "everything went well", "it turned out great" */
const WELL = /^(well|fine|great|swell|perfectly|smoothly|okay|ok|alright|brilliantly|beautifully|wonderfully)$/;

/**
 * "I kept calm, and it went fine": what the dreamer has just done turning out well is the
 * dreamer's success — only after a deed of the dreamer's own in the same sentence or the one before.
 */
function wentWell(e: Event, events: Event[], text: string, tokens: Token[], dreamer: Entity): Outcome | null {
  if (e.negated || e.unreal || e.reported || !/^(it|everything|things|all)$/.test(e.actor?.word ?? "")) return null;
  // ("I wanted everything to go well", "it would work out", "it was going to go fine": hoped for, not how it went)
  if (e.aspect.some((x) => /^(want|wish|hope|would|go|will)$/.test(x)) || tokens[e.verbIndex - 1]?.w === "to") return null;
  if (!e.lemmas.some((l) => /^(come|turn|go|work)$/.test(l))) return null;
  const k = e.verbIndex + (tokens[e.verbIndex + 1]?.w === "out" ? 2 : 1);
  // ("it turned right in front of me" is a direction; "it turned out all right" is how it went)
  const well = WELL.test(tokens[k]?.w ?? "") || (tokens[k]?.w === "all" && tokens[k + 1]?.w === "right");
  if (!well || tokens[k].sent !== e.sent) return null;
  const done = events.some((x) => x !== e && x.actor?.entity === dreamer && !x.negated && x.sent >= e.sent - 1 && x.start < e.start);
  return done ? { type: "success", who: dreamer, event: e, evidence: evidenceOf(text, tokens, e), sent: e.sent } : null;
}

/** quotations that are words written on something: "the cover says, '…'", "'…' was written on the wall" */
function writtenWords(text: string): [number, number][] {
  return othersSpeech(text).filter(([a, z]) => {
    const before = text.slice(Math.max(0, a - 40), a);
    return (
      /\b(it|that|this|which|sign|note|letter|message|card|shirt|cover|page|paper|screen|board|wall|words?)\s+(says|said|reads|read)\b[^.!?]{0,12}$/i.test(
        before,
      ) ||
      /\b(written|wrote|scrawled|painted|etched|carved|printed)\b[^.!?]{0,12}$/i.test(before) ||
      /^[^.!?]{0,12}\b(written|scrawled|painted|etched|carved|printed)\b/i.test(text.slice(z, z + 30))
    );
  });
}

/**
 * "I made it eventually", "we made it back to the top": a goal reached after effort — not "made it
 * clear", "made it look easy", "made it up" (invented) nor "made it for her".
 */
function madeIt(e: Event, tokens: Token[]): boolean {
  if (!e.lemmas.includes("make") || e.target?.word !== "it" || tokens[e.target.index - 1]?.w !== tokens[e.verbIndex].w) return false;
  // ("I could make it", "we might make it": able to, not done)
  if (!e.actor?.entity || e.aspect.some((x) => /^(could|would|want|try|need|hope)$/.test(x))) return false;
  const after = tokens[e.target.index + 1];
  if (!after || after.brk > 0) return true;
  const up = after.w === "up" && /^(the|to|there|top)$/.test(tokens[e.target.index + 2]?.w ?? "");
  return up || /^(eventually|finally|back|home|to|through|out|across|safely|alive|there|ashore|just)$/.test(after.w);
}

/** waking, the verbs of noticing or understanding and of saying: what happens to the mind or is said, not a goal reached */
const NOT_A_GOAL =
  /^(wake|realize|realise|recognize|recognise|understand|notice|remember|see|hear|know|learn|feel|think|decide|sense|say|ask|tell|reply|answer|speak|admit)$/;

const CLAUSE_OPENER = /^(then|when|but|so|and|while|suddenly|later|soon|because|until)$/;

/** "my mother and sister were helping me", "Tom and Anna hugged me": each of a joined subject does it, not only the last */
function jointActors(i: Interaction, cast: Cast, tokens: Token[]): Interaction[] {
  const k = i.event.actor?.index;
  // (a deed between the two, "Jeff and I were arguing", has no one else at its other end)
  if (k === undefined || !i.from || !i.to || i.event.actor?.entity !== i.from) return [];
  let and = k - 1;
  if (POSSESSIVE_DET.test(tokens[and]?.w ?? "")) and--;
  // ("me and Lynne, and we brought…", "…and Norah. And I had…": a comma or a full stop before "and" joins clauses, not names)
  let first = and - 1;
  if (tokens[and]?.w !== "and" || tokens[and].brk !== 0 || tokens[and + 1].brk !== 0 || tokens[first]?.sent !== tokens[k].sent) return [];
  if (POSSESSIVE_DET.test(tokens[first - 1]?.w ?? "")) first--;
  // (the first conjunct opens its clause: not "I saw Tom and Anna hug", where Tom is seen, nor "came after us and he…")
  const opens = first === 0 || tokens[first].brk === 2 || (tokens[first].brk === 0 && CLAUSE_OPENER.test(tokens[first - 1].w));
  const other = cast.ref[and - 1];
  return opens && other && other !== i.from && other !== i.to ? [{ ...i, from: other }] : [];
}

export function codeEvents(events: Event[], cast: Cast, text: string, tokens: Token[]): Coding {
  const interactions: Interaction[] = [];
  const writing = writtenWords(text);
  // ("it says, 'I love Tom Cruise'": the "I" of words written on a thing is not the dreamer)
  const voiced = (e: Event) =>
    (e.actor?.entity === cast.dreamer || e.target?.entity === cast.dreamer) &&
    writing.some(([a, z]) => tokens[e.verbIndex].start > a && tokens[e.verbIndex].end < z);
  const ctx = { cast, tokens, text, events };
  for (const e of events) {
    if (voiced(e)) continue;
    const i = interactionFrom(e, ctx);
    if (i) interactions.push(i, ...jointActors(i, cast, tokens));
  }
  interactions.push(...rescues(cast, text, tokens, events, interactions));
  interactions.push(...sexualScenes(cast, text, tokens, events, interactions));
  interactions.push(...violations(cast, tokens, interactions));
  interactions.push(...bonds(cast, text, tokens, events, interactions));
  interactions.push(...embraces(cast, text, tokens, events, interactions));
  interactions.push(...hostileWithoutVerb(cast, text, tokens, events, interactions));
  interactions.push(...hostileFeelings(cast, text, tokens, events, interactions));
  interactions.push(...kindWords(cast, text, tokens, events, interactions));
  // no one interacts with themselves ("you reaches out to you"): "we hugged each other" is with someone unnamed,
  // and one person found at both ends was found by mistake
  for (let n = interactions.length - 1; n >= 0; n--) {
    const x = interactions[n];
    if (!x.from || x.from !== x.to) continue;
    // ("the sailors hugged": a group to one another)
    if (x.from === cast.dreamer || x.from.group) interactions[n] = { ...x, to: undefined };
    else interactions.splice(n, 1);
  }
  // ("the man said, 'I'm going to kill you'": inside quotation marks "I" is the speaker, "you" the one spoken to)
  interactions.splice(0, interactions.length, ...speakerEnds(interactions, cast, tokens, text, events));
  // ("I'm sitting with a woman. She won't let me look": the ends a pronoun or a "we" leaves open, named where the dream names them)
  interactions.splice(0, interactions.length, ...withEndsNamed(interactions, ctx));
  // ("we threw rocks on a goose, I grabbed it by the neck … was taking it home": a prey carried off is no kindness)
  for (let n = interactions.length - 1; n >= 0; n--) {
    const x = interactions[n];
    const prey =
      x.type === "friendliness" &&
      x.to?.kind === "animal" &&
      interactions.some((y) => y.type === "aggression" && y.from === x.from && y.to === x.to && y.event.sent <= x.event.sent);
    if (prey) interactions.splice(n, 1);
  }
  const hostileIn = new Set(interactions.filter((i) => i.type === "aggression").map((i) => i.event.sent));
  // ("He shoots. I fall and feel blood on my chest": the fall, the wound and the dying a blow brings on in
  // the next sentence are the blow's, not a mishap besides)
  for (const i of interactions)
    if (i.type === "aggression" && i.event.lemmas.some((l) => BLOWS.test(l)) && !i.event.negated) hostileIn.add(i.event.sent + 1);
  const outcomes: Outcome[] = [];
  for (const e of events) {
    const o = outcomeOf(e, text, tokens, hostileIn) ?? wentWell(e, events, text, tokens, cast.dreamer);
    if (o && !(o.type === "misfortune" && thrownByDreamer(tokens, e))) outcomes.push(o);
  }
  // a disaster or an accident named as a noun: "there was a fire", "a terrible car accident"
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    // "had a heart attack": the two words name one mishap; "was having a fit" is a seizure, not clothes that fit
    const attack = w === "attack" && /^(heart|asthma|panic|anxiety)$/.test(tokens[i - 1]?.w ?? "");
    // ("had a fit about it" is a tantrum)
    const fit =
      w === "fit" &&
      tokens[i - 1]?.w === "a" &&
      /^(have|has|had|having)$/.test(tokens[i - 2]?.w ?? "") &&
      !/^(about|over|when|because)$/.test(tokens[i + 1]?.w ?? "");
    if (!(V.MISFORTUNE_NOUNS.has(w) || V.GOOD_FORTUNE_WORDS.has(w) || attack || fit)) continue;
    // ("I have a limp" is a lame leg; "a limp hand", "the flowers were limp" are slack, no mishap)
    if (
      w === "limp" &&
      !(
        tokens[i - 1]?.w === "a" &&
        (tokens[i + 1]?.brk !== 0 ||
          /^(and|but|so|as|when|because|from|in|on|at|to|that|which|for|after|since)$/.test(tokens[i + 1]?.w ?? ""))
      )
    )
      continue;
    // "ready to fire", "fire at the deer": the verb, not a blaze
    const opens = i === 0 || tokens[i].brk === 2;
    if (w === "fire" && !opens && !/^(a|the|on|caught|big|huge|house|forest|of|no)$/.test(tokens[i - 1]?.w ?? "")) continue;
    // "sat by the fire", "around the camp fire": a hearth, not a blaze
    if (
      w === "fire" &&
      /^(by|around|near|beside|at|camp|cozy|warm|open|log|roaring)$/.test(
        tokens[i - (/^(the|a|an|our|their|his|her|my)$/.test(tokens[i - 1]?.w ?? "") ? 2 : 1)]?.w ?? "",
      )
    )
      continue;
    // ("I blew on the fire and it went out", "Bill was blamed for making the fire": a fire someone tends, lights
    // or puts out is their deed, not a mishap that befalls them)
    if (w === "fire" && tendedFire(tokens, i)) continue;
    // "the fire escape", "a fire alarm": a thing named after fire, not a blaze
    if (
      w === "fire" &&
      /^(escape|alarm|exit|station|truck|engine|hydrant|drill|department|place|fighter|fighters)$/.test(tokens[i + 1]?.w ?? "")
    )
      continue;
    // "the emergency button", "a flood light": a thing named after a mishap, not the mishap
    if (
      w !== "fire" &&
      tokens[i + 1]?.brk === 0 &&
      /^(button|exit|exits|room|brake|number|services|service|vehicle|kit|stairs|door|light|lights|alarm|escape|drill|shot|shots|insurance|report|zone|ward|plan|supplies|brigade|relief)$/.test(
        tokens[i + 1].w,
      )
    )
      continue;
    // ("stroked the cat", "stroke his arm": the caress, not the illness, which comes with its article: "had a stroke")
    if (w === "stroke" && !/^(a|the|his|her|my|massive|major|minor|mild|small)$/.test(tokens[i - 1]?.w ?? "")) continue;
    // ("You're lucky": said to someone, most often as a warning, not luck that befalls)
    if (w === "lucky" && /^(you're|youre|are)$/.test(tokens[i - 1]?.w ?? "")) continue;
    // "sat next to him by accident": by chance, not a mishap
    if (w === "accident" && /^(by|an)$/.test(tokens[i - 1]?.w ?? "") && (tokens[i - 1].w === "by" || tokens[i - 2]?.w === "by")) continue;
    const sent = tokens[i].sent;
    // "acted as if she was having a seizure": a noun inside make-believe
    if (makeBelieve(tokens, i)) continue;
    const type0: OutcomeType = V.GOOD_FORTUNE_WORDS.has(w) ? "good fortune" : "misfortune";
    if (outcomes.some((o) => o.sent === sent && o.type === type0)) continue;
    if (tokens[i - 1] && /^(no|not|without)$/.test(tokens[i - 1].w)) continue;
    // ("he swore it had not caused any fire", "never had an accident": the noun denied a few words back in its clause)
    // (not across a clause's opener, "didn't see that the storm…", nor a denied degree, "not very big blisters")
    let denied = false;
    for (let k = i - 1; k >= Math.max(0, i - 4) && tokens[k + 1].brk === 0; k--) {
      // ("so lucky": a "so" right before the word is its degree, not a clause's opener)
      if (/^(that|which|who|when|because|and|but|as|if|so|while)$/.test(tokens[k].w) && !(tokens[k].w === "so" && k === i - 1)) break;
      const no = /^(not|never|no|without)$/.test(tokens[k].w) || /n't$/.test(tokens[k].w);
      // (luck denied in any degree is no luck: "wasn't so lucky", "not very lucky")
      denied ||=
        no && (type0 === "good fortune" || !/^(very|so|too|that|really|quite|as|all|only|just|even)$/.test(tokens[k + 1]?.w ?? ""));
    }
    if (denied) continue;
    // ("it didn't crash", "the house did not flood": the word is a verb here, and denied)
    if (/^(didn't|doesn't|don't|never|wasn't|won't|wouldn't|not)$/.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0) continue;
    if (talkedOf(tokens, i)) continue;
    // "We Didn't Start the Fire": a capital inside a sentence is a title or a name, not a blaze
    if (CAPITAL_FIRST.test(tokens[i].raw) && tokens[i].brk !== 2 && i > 0) continue;
    // "she would feel the pain", "there might be a storm": what only might be has not happened
    // ("one could see an avalanche" is seen, not supposed)
    const supposed = (t: Token, k: number) =>
      t.sent === sent &&
      /^(would|might|could|if|afraid|worried)$/.test(t.w) &&
      !(t.w === "could" && /^(see|hear|smell|watch)$/.test(tokens[k + 1]?.w ?? ""));
    if (tokens.slice(Math.max(0, i - 5), i).some((t, j) => supposed(t, Math.max(0, i - 5) + j))) continue;
    // ("it was going to crash", "the roof was about to collapse": the word is a verb still to come, not a mishap that came)
    if (foreseenAt(tokens, i) || pastBackground(tokens, i, i)) continue;
    const type: OutcomeType = V.GOOD_FORTUNE_WORDS.has(w) ? "good fortune" : "misfortune";
    // the clause the noun sits in, not words across a bracket or a dash
    // ("we were at the harbour and there was a storm and then…": nor across the clause's "and")
    const joint = (k: number) => /^(and|but|then|so|when|while|because|until)$/.test(tokens[k]?.w ?? "");
    let [from, to] = [i, i];
    while (from > Math.max(i - 5, sentStart(tokens, i)) && tokens[from].brk === 0 && !joint(from - 1)) from--;
    while (to < Math.min(i + 4, sentEnd(tokens, i)) && tokens[to + 1].brk === 0 && !joint(to + 1)) to++;
    const span = { start: from, end: to, verbIndex: i };
    // (whom it befalls: someone in its clause, else the one the sentence has just placed there)
    const nearBy = cast.ref.slice(Math.max(sentStart(tokens, i), i - 12), from).findLast(Boolean);
    // ("my father had a heart attack": the father's, not the "my" that names him)
    const owns = (k: number) => POSSESSIVE_DET.test(tokens[k].w) && !!cast.ref[k + 1] && k < span.end;
    const who = cast.ref.slice(span.start, span.end + 1).find((e, k) => e && !owns(span.start + k)) ?? nearBy;
    outcomes.push({ type, who, evidence: evidenceOf(text, tokens, span), sent });
  }
  outcomes.push(...wrongPlace(cast, text, tokens, events, outcomes));
  outcomes.push(...lateness(cast, text, tokens, events, outcomes));
  outcomes.push(...inHospital(cast, text, tokens, events, outcomes));
  // (outcome-rules.ts: what is not told as happening, whose mishap it is, and mishaps the parser leaves out)
  outcomes.splice(0, outcomes.length, ...settleOutcomes(outcomes, cast, text, tokens, events));
  // ("I dropped the vase and it broke", "many goats had died … the rear had gone missing": one sentence's mishaps are
  // one mishap told in pieces; and a death told again — "like they had died in pain", "the pain the animals died in" —
  // is the same death, of the same one or of animals again, a few sentences on)
  const dies = (o: Outcome) => !!o.event?.lemmas.includes("die");
  const sameDeath = (a: Outcome, b: Outcome) =>
    dies(a) && dies(b) && b.sent - a.sent <= 3 && (a.who === b.who || (a.who?.kind === "animal" && b.who?.kind === "animal"));
  for (let n = outcomes.length - 1; n > 0; n--) {
    const o = outcomes[n];
    if (o.type !== "misfortune") continue;
    // (a death is its own mishap beside a fall before it: "fell from the bridge and died")
    const earlier = outcomes
      .slice(0, n)
      .find(
        (x) =>
          x.type === "misfortune" &&
          ((x.sent === o.sent && dies(x) === dies(o) && (x.who === o.who || !x.who || !o.who)) || sameDeath(x, o)),
      );
    if (!earlier) continue;
    // (keep the one that names whom it befalls)
    if (!earlier.who && o.who && earlier.sent === o.sent) outcomes[outcomes.indexOf(earlier)] = o;
    outcomes.splice(n, 1);
  }
  // ("we got trapped": two events of one clause code one outcome, told once)
  const once = <T>(xs: T[], key: (x: T) => string) => xs.filter((x, n) => xs.findIndex((y) => key(y) === key(x)) === n);
  return {
    interactions: once(interactions, (x) => `${x.type}|${x.from?.id}|${x.to?.id}|${x.evidence}`),
    outcomes: once(outcomes, (x) => `${x.type}|${x.who?.id}|${x.evidence}`),
  };
}
