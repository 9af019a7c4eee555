/**
 * Questions on turns of the dream the other question builders leave out: an advance the dreamer
 * fends off, a threat the dreamer holds out against or gets clear of in words the coding did not
 * take as an answer, how the dream ends for the dreamer, and the dreamer's own words when they are
 * said to someone there. Each quotes the dream's own words, and asks what the dreamer did there
 * rather than what a symbol "means", so it can only stand in its own dream.
 */
import { saidKind } from "./reading-spoken";
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import { cap, definite, objectPronoun, q, type Picker, worthQuoting } from "./naming";
import { isPlural } from "./phrase";
import type { Plot } from "./plot";
import { callsSomeone } from "./question-premises";
import { DREAMER_IN } from "./reading-turn";
import { actKind, goesAway, searches } from "./question-kinds";

/** someone comes on to you and you push them off: the push is yours, the advance is theirs */
export function fendQuestion(person: Entity, push: Interaction, pk: Picker): string {
  const n = definite(person.label);
  const many = person.group || isPlural(n);
  return pk.pick([
    `${cap(n)} ${many ? "go" : "goes"} further than you want, and you push back (${q(push.evidence)}). Where, awake, is someone closer than you want — and how do you tell them so?`,
    `In the dream you fend ${n} off (${q(push.evidence)}). Is there someone awake you would like to hold at arm's length, and what stops you?`,
  ]);
}

/** a threat you hold out against or get clear of ("I stayed put", "I slipped off before she could") */
export function heldOutQuestion(words: string, by: Entity | undefined, pk: Picker): string {
  const n = by ? definite(by.label) : "the one who turns on you";
  return pk.pick([
    `${cap(q(words))}: you do not simply take what ${n} hands out. Where, awake, do you hold your own like that — and where would you like to?`,
    `The dream lets you answer ${n} your own way (${q(words)}). What in your days asks that of you at the moment?`,
  ]);
}

/** how the dream ends for the dreamer, when it ends on an act of theirs told in words worth asking about */
export function endingQuestion(p: Plot, _pk: Picker, asked: (w: string) => boolean): string | null {
  const last = p.last;
  if (!last || !DREAMER_IN.test(last) || !worthQuoting(last) || last.split(" ").length < 4 || asked(last)) return null;
  // (worded by how it leaves you: on the way, busy at something, looking, talking, or caught in a spot)
  switch (actKind(last)) {
    case "move":
      return goesAway(last)
        ? `The dream ends with you leaving (${q(last)}). What are you ready to walk away from awake, and what holds you?`
        : `The dream leaves you on the way (${q(last)}). Where were you headed, and where in your days are you headed like that?`;
    case "work":
      return `${cap(q(last))} is how it ends for you. What are you in the middle of awake that is not finished either?`;
    case "look":
      return searches(last)
        ? `The dream ends with you still searching (${q(last)}). What are you still looking for awake?`
        : `The dream ends with you looking on (${q(last)}). What in your days are you still waiting to see come out?`;
    case "speech":
      return `The dream ends on your words (${q(last)}). What answer would you have wanted, and from whom awake?`;
    case "state":
      return `The dream stops with you at rest (${q(last)}). What are you waiting on awake, in a pause like that?`;
    default:
      return /\b(couldn't|could not|can't|cannot|wasn't able|unable|didn't|did not|never)\b/i.test(last)
        ? `${cap(q(last))} is how it ends for you. What would you have wanted to happen instead, and is any of that open to you awake?`
        : `The dream leaves you at ${q(last)}. Is that where you would have chosen to end it, and where in your days are you at a point like it?`;
  }
}

/**
 * the dreamer's own words in the dream: asked to whom they would be said awake — unless they are said
 * to someone there by name, or are a call or a command ("Stop!", "Not that one, come here"), which
 * belongs to its scene: then asked after as what saying it was like
 */
export function spokenAsk(p: Plot, w: string, pk: Picker): string {
  // (a call to order only where the words give one: "Ann, that hat suits you" is no order)
  if (callsSomeone(p, w))
    return /^(order|refusal)$/.test(saidKind(w))
      ? pk.pick([
          `In the dream you say ${q(w)}. When did you last take charge like that awake, or wish you had?`,
          `${cap(q(w))}: who is it, awake, that you find yourself calling to order like that?`,
        ])
      : pk.pick([`You say ${q(w)} to someone there by name: whom, awake, would you talk to as easily, and whom not?`]);
  return pk.pick([
    `If ${q(w)} were meant for someone in your waking life, who would it be?`,
    `Who, awake, most needs to hear ${q(w)} from you — and what stops you saying it?`,
    `When did you last say something like ${q(w)} awake, or want to?`,
  ]);
}

/**
 * the moment the dream makes most of (see moments.ts), when the dreamer has not marked it: asked after
 * as what it stirs, in its own words. A question made of the dream's strongest sentence can only stand
 * in that dream.
 */
export function strikingQuestion(p: Plot, pk: Picker, asked: (w: string) => boolean): string | null {
  const w = p.striking?.words;
  if (!w || p.striking?.marked || !worthQuoting(w) || w.split(" ").length < 4 || asked(w)) return null;
  return DREAMER_IN.test(w)
    ? pk.pick([
        `${cap(q(w))}: what were you feeling at that point, and when did you last feel it awake?`,
        `Go back to ${q(w)}. What in your days at the moment puts you in a spot like that?`,
        `If ${q(w)} were a picture of something in your waking life, what would it be a picture of?`,
      ])
    : pk.pick([
        `${cap(q(w))}: what did you make of that as it happened, and what would you make of it now?`,
        `You were there for ${q(w)}. What in your waking life has that look to it at the moment?`,
        `If ${q(w)} were a picture of something in your waking life, what would it be a picture of?`,
      ]);
}

/** words that tell a state or a feeling, not an act */
const STATE = /\b(feel|feels|felt|feeling|seem|seems|seemed|look|looks|looked|is|are|was|were|be|been)\b/i;

/**
 * the person is the one acting in the words: named among the first words ("Dad is lying there", "the
 * police came"), or a pronoun that opens them without the person named later — "she put the baby's
 * arms through" is the woman's act, not the baby's
 */
function actsIn(c: Entity, words: string): boolean {
  // (the head as coded — "mother" — and the word the dream uses — "Mom")
  const names = [c.head, c.label.split(" ").pop()].filter(Boolean).map((x) => x!.toLowerCase());
  const ws = words.toLowerCase().split(/\s+/);
  const at = ws.findIndex((w) => names.includes(w.replace(/'s$/, "").replace(/[^a-z]/g, "")));
  // ("Dad's lying there" opens on the person; "the baby's arms" further in is a possessive)
  if (at >= 0) return at <= 3 && (at === 0 || !/'s$/.test(ws[at]));
  return /^(he|she|they|it)$/.test(ws[0] ?? "");
}

/** what someone else does in the dream, when the question on the person has not asked after them */
export function otherDeedQuestion(p: Plot, pk: Picker, asked: (w: string) => boolean, skip?: Entity): string | null {
  // (not the dead — a body does nothing — and not a feeling or a state told of someone: "she would feel the pain" is no deed)
  const found = p.present.find(
    (c) =>
      c !== skip && c !== p.dead && c.kind !== "animal" && c.kind !== "creature" && p.deeds.has(c.id) && !STATE.test(p.deeds.get(c.id)!),
  );
  const deed = found && p.deeds.get(found.id);
  if (!found || !deed || !worthQuoting(deed) || deed.split(" ").length < 4 || asked(deed) || !actsIn(found, deed)) return null;
  const n = definite(found.label);
  return found.kind === "stranger"
    ? pk.pick([
        // (not "how do you take it from them": the deed may be done to someone else)
        `${cap(q(deed))}: who in your waking life could ${n} be, and what do you make of what they do?`,
        `If someone you know did what ${n} ${found.group || isPlural(n) ? "do" : "does"} in ${q(deed)}, who would it be?`,
      ])
    : pk.pick([
        `${cap(q(deed))}: is that like ${n} as you know ${objectPronoun(found)}, or something you would not expect?`,
        `What would you say to ${n} about ${q(deed)}, if you could?`,
      ]);
}

/**
 * A deed that crosses a line the dreamer keeps awake — takes, breaks, confronts, bares, gets away
 * — can be asked after as something done or held back awake; an everyday act ("I was supervising",
 * "I trimmed the stems") cannot: "would you do that awake, who would notice" presumes a daring
 * the words do not have.
 */
const BOLD =
  /\b(steal|stole|stolen|stealing|sneak|sneaked|snuck|sneaking|break|broke|breaking|smash|smashed|yell|yelled|yelling|scream|screamed|screaming|shout|shouted|shouting|swear|swore|curse|cursed|confront|confronted|refuse|refused|quit|defy|defied|kiss|kissed|kissing|slap|slapped|punch|punched|hit|kick|kicked|lie|lied|lying to|cheat|cheated|escape|escaped|flee|fled|ran away|run away|running away|jump|jumped|dive|dove|dived|climb|climbed|naked|undress|undressed|strip|stripped|dance|danced|sing|sang|tell (?:him|her|them) off|told (?:him|her|them) off|stand up to|stood up to|walk out|walked out|storm|stormed|fight|fought|grab|grabbed|throw|threw|shoot|shot|stab|stabbed|kill|killed|attack|attacked|bite|bit)\b/i;

/**
 * A plain deed of the dreamer's ("I sat on a bench"), asked after only when the dream gives nothing
 * else to ask: by what the dreamer was after in it, and — only for a daring one — whether it is done
 * or held back awake. (`deeds`: the dreamer's own deeds, in the dream's words, in order)
 */
export function plainDeedQuestion(deeds: string[], pk: Picker, asked: (w: string) => boolean): string | null {
  const deed = deeds.find((d) => !asked(d) && !NAMED_HEAVY(d) && !NO_DEED.test(d));
  if (!deed) return null;
  return BOLD.test(deed)
    ? pk.pick([
        `${cap(q(deed))}: is that something you would do awake, or something you hold back from?`,
        `If you did awake what you do in ${q(deed)}, who would notice, and what would change?`,
      ])
    : plainAsk(deed);
}

/**
 * a plain deed of the dreamer's worded by what kind of doing it is: a going by where it leads (not
 * "what were you after in “we continued on home”"), a work by what it is meant to get done, a look by
 * what you were looking for, words by whom they were for
 */
function plainAsk(deed: string): string {
  const w = q(deed);
  switch (actKind(deed)) {
    case "move":
      return `${cap(w)}: where were you headed, and is there somewhere you are making for awake?`;
    case "work":
      return `${cap(w)}: what were you trying to get done there, and what in your days waits on something like it?`;
    case "look":
      return `What were you looking for in ${w}, and are you looking for it awake?`;
    case "speech":
      return `${cap(w)}: whom were those words really for, and have you said them awake?`;
    case "care":
      return `${cap(w)}: whom do you look after like that awake, and who looks after you?`;
    case "state":
      return `Where in your days are you in a place like ${w} at the moment, and how is it going?`;
    case "harm":
      return `${cap(w)}: what were you up against there, and what are you up against awake?`;
    default:
      return `What were you after in ${w}, and are you after the same thing awake?`;
  }
}

/** "I have missed the ferry", "I adore the place": a lapse, a feeling or a thought is nothing done, to be after or hold back */
const NO_DEED =
  /\b(I|we)\s+(?:\w+\s+)?(fell|fall|slipped|tripped|woke|awoke|missed|miss|forgot|forget|forgotten|lost|lose|failed|fail|love|loved|like|liked|hate|hated|know|knew|think|thought|want|wanted|need|needed|remember|remembered|wish|wished|hope|hoped)\b/i;

/** "checking the Mardell stock at Pinegrove": a deed told mostly in names is opaque to anyone but the dreamer */
const NAMED_HEAVY = (d: string) => (d.match(/(?<=\s)\p{Lu}\p{Ll}+/gu) ?? []).length >= 2;
