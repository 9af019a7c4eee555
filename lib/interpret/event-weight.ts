/**
 * The event that carries the dream: each event of the plot weighed by what a Hall/Van de Castle
 * coder and a plain reader would call weighty — violence and threat, a death, sex, a mishap or a
 * failure, what the dreamer cannot do, what sets off the dreamer's strongest feeling, the dream's
 * last event — with setting, narration ("I saw myself", "I remember") and talk weighing little.
 * The summary tells the heaviest one when its opening does not (reading-summary.ts), so a dream
 * whose centre is a gunman is not summed up by its title or its university.
 *
 * The word lists are the coding's own (verb-classes.ts, GRAVE_HARM): an event is weighty because
 * the coding already calls it aggression, misfortune or failure, or because its verb is one of
 * those classes; this module only ranks.
 */
import type { Analysis } from "./analyze";
import { GRAVE_HARM } from "./arc-readings";
import type { Entity } from "./characters";
import type { Interaction, Outcome } from "./coding";
import type { Event } from "./events";
import { clauseEnds, sentenceAround } from "./moments";
import { notesStart, titleOf } from "./tokenize";
import { outsideDream } from "./waking-asides";
import { DETERMINERS } from "./phrase";
import {
  AGGRESSION,
  BODY_PARTS,
  INJURE,
  MILD_AGGRESSION,
  MISFORTUNE,
  MISFORTUNE_STATE,
  namesHostileFeeling,
  PURSUIT,
} from "./verb-classes";
import { lemmaCandidates, tagsOf } from "./words";
import { type PlainAct, plainAct } from "./event-plain";

/** what kind of event carries the dream: the summary's wording follows it */
export type CentreKind =
  | "killing"
  | "armed"
  | "violence"
  | "friction"
  | "death"
  | "sex"
  | "injury"
  | "mishap"
  | "failure"
  | "forgetting"
  | "unable"
  | "dismissal"
  | "theft"
  | "defence"
  | "avoidance"
  | "course"
  | "revival"
  | "loss"
  | "unprepared"
  | "feeling";

export type Centre = {
  kind: CentreKind;
  event: Event;
  weight: number;
  /** who does it and to whom (the dreamer is id 0) */
  who?: Entity;
  whom?: Entity;
  /** the dream's own words for it: the sentence when short, else the clause */
  words: string;
  /** the verb as written, to tell whether a quotation already holds the event */
  verb: string;
  /** the dreamer's feeling it sets off, by its label ("terror"), when one follows it */
  felt?: string;
  /** the dream's last event, or in its last two sentences */
  atEnd: boolean;
  /** the dream's very last event: only then does "the dream ends on it" hold */
  last?: boolean;
  /** how much more it weighs than the heaviest event of the dream's shape (all of it, when the shape has no events) */
  overShape?: number;
  /**
   * weighs less than CENTRE_WEIGHT: told only in place of an opening that offers no event of its own
   * (a title, an image, a scene), or after one when it is the dreamer's own deed
   */
  lesser?: boolean;
  /** a "course": the dream's first beat, in its words (`words` is then its last beat) */
  from?: string;
  /** the event told plainly, who did what (event-plain.ts), when its clause can be told safely */
  plain?: PlainAct;
  /** a revival: what the dreamer then does for the one who came back ("I helped it out") */
  rescue?: PlainAct;
  /** a loss: the thing lost ("wallet"); a bodily shock: the part of the body ("skull"), and whether a piece of it */
  thing?: string;
  piece?: boolean;
  /** being unprepared: spared at the last moment ("the examiner ran out of time just before me") */
  spared?: boolean;
};

/**
 * The least weight the summary tells: violence, a killing, a death, harm to the body, desire — or a mishap, a failure, a
 * lapse or what the dreamer cannot do when the dream ends on it or the dreamer's strong feeling follows it. Not a walk.
 */
export const CENTRE_WEIGHT = 5;
/** the least weight told in place of a title, an image or a scene: a lapse, a failure, the dreamer's own theft or cry */
export const LESSER_WEIGHT = 4;
/** what a shape weighs when none of its events is weighed: as much as a death or an attack */
const SHAPE_WEIGHT = 5.5;

/** verbs that tell of the telling, of looking on or of being somewhere: narration and setting, not events */
const NARRATION =
  /^(see|look|watch|notice|observe|remember|recall|think|dream|know|realize|realise|seem|appear|be|have|go|come|arrive|walk|sit|stand|stay|wait|live|wear|start|begin|feel|want|wish|hope|guess|wonder|like|love|say|tell|ask|talk|speak|reply|answer|call|text|mention|explain|hear|wake|awake|awaken)$/;
/** being sent away: the dreamer fired, expelled, thrown out, dumped, turned away */
const DISMISS = /^(fire|expel|banish|dismiss|evict|exile|dump|reject|suspend|kick|throw|sack|ban)$/;
/** "tear", "rip" and "bleed" of a body part: harm to the body without anyone's blow */
const BODY_HARM = /^(tear|rip|bleed|swell|rot|fall|crack|burst|split)$/;
/** feelings strong enough that what sets them off is the dream's centre */
const STRONG_FEELING =
  /\b(terrif|horrif|petrif|scared|afraid|frighten|panic|shock|aghast|devastat|heartbroken|furious|enraged|humiliat|mortif|ashamed|desperate|distraught|hysteric|sobb|crying|cried|scream)/;
/** what the mind cannot do is no deed withheld: "couldn't think of the word", "couldn't make sense of it" */
/** what the body does: the dreamer who cannot do it is held, not only thwarted */
const BODILY =
  /^(walk|move|run|breathe|speak|talk|scream|yell|shout|stand|escape|swim|climb|wake|stop|leave|reach|open|lift|hold|swallow)$/;
const MIND =
  /^(see|remember|tell|know|believe|find|say|hear|recall|wait|think|explain|place|read|understand|figure|decide|make|describe|imagine|recognize|recognise|put|feel)$/;
/** parts of the body the coding's list leaves out, whose harm is the dreamer's own injury */
const MORE_BODY =
  /^(penis|vagina|breasts?|belly|bones?|skull|brains?|mouth|jaw|hips?|thighs?|ribs?|heart|lungs?|guts?|spine|fingernails?|toenails?|eyeballs?|intestines?|organs?)$/;
/** what grows back and is cut by choice */
const GROOMED = /^(hair|nails?|fingernails?|toenails?|beard|moustache|mustache|bangs)$/;
const bodyWord = (w: string) => BODY_PARTS.has(w) || MORE_BODY.test(w);
/** a killing told by its noun: "there was a murder", "a shooting" — not "two shots of whiskey" */
const graveNoun = (w: string) =>
  /^(murders?|massacre|slaughter|execution)$/.test(w) || (/ings?$/.test(w) && lemmaCandidates(w).some((l) => GRAVE_HARM.test(l)));
/** the verb is a noun after all: "the second shot", "a kill" */
const nounish = (a: Analysis, k: number) => {
  const prev = a.tokens[k - 1]?.w ?? "";
  return DETERMINERS.has(prev) || tagsOf(prev).some((t) => t === "Value" || t === "Ordinal" || t === "Adjective");
};

/** the dreamer's own "could not": not "she could help me be sure I didn't miss the bus" */
const CANNOT = /\b(couldn'?t|could not|could never|unable to|(?:was|were)(?:n'?t| not) able to)\s+(?:\w+\s+)?\w+$/i;
const clauseText = (a: Analysis, e: Event) => a.text.slice(a.tokens[clauseFrom(a, e)].start, a.tokens[e.verbIndex].end);
const FIRST_PERSON = /\b(I|me|my|mine|myself|we|us|our|ourselves)\b/i;
const NEARLY = /\b(going to|about to|almost|nearly)\b/i;
const HYPOTHETICAL =
  /\b(going to|about to|almost|nearly|risk|risked|intend|intending|intended|considered|considering|planning|planned|could|might|would)\b|\w'd\b/i;

/** up to six words before the verb, in its sentence: "it was going to crash and explode" reaches back past "and" */
const clauseFrom = (a: Analysis, e: Event) => {
  let k = e.verbIndex;
  while (k > 0 && e.verbIndex - k < 6 && a.tokens[k - 1].sent === e.sent) k--;
  return k;
};

/**
 * which tokens are inside quotation marks: an odd number of straight quotes, or an opening curly quote
 * not yet closed, before the word in its paragraph (one walk over the text, not a slice per event)
 */
function quotedTokens(a: Analysis): boolean[] {
  const out: boolean[] = [];
  let [straight, open, close, c] = [0, -1, -1, 0];
  for (const t of a.tokens) {
    for (; c < t.start; c++) {
      const ch = a.text[c];
      if (ch === "\n") [straight, open, close] = [0, -1, -1];
      else if (ch === '"') straight++;
      else if (ch === "“") open = c;
      else if (ch === "”") close = c;
    }
    out.push(straight % 2 === 1 || open > close);
  }
  return out;
}

const entityOf = (e: Event) => e.actor?.entity;
const targetOf = (e: Event) => e.target?.entity;

type Scored = { kind: CentreKind; weight: number; who?: Entity; whom?: Entity; thing?: string; piece?: boolean; spared?: boolean };

/** the sentence an event is in, up to its clause's end (a walk over its sentence's tokens) */
const sentenceTo = (a: Analysis, e: Event, to = e.end) => {
  let k = e.start;
  while (k > 0 && a.tokens[k - 1].sent === e.sent) k--;
  return a.text.slice(a.tokens[k].start, a.tokens[to].end);
};
/** the text of the sentences after an event's, up to `n` of them */
const sentencesAfter = (a: Analysis, e: Event, n: number) => {
  const ks = a.tokens.filter((t) => t.sent > e.sent && t.sent <= e.sent + n);
  return ks.length ? a.text.slice(ks[0].start, ks.at(-1)!.end) : "";
};

/** what comes out of the body: "I blew out a bit of my skull", "my teeth fell out", "I coughed up blood" */
const EXPEL = /^(blow|pull|fall|come|spit|cough|vomit|pop|drop|pour|slide)$/;
const EXPEL_PARTICLE = /^(out|up|off)$/;
/** the dreamer's own part of the body named in the clause: "my brain", "a piece of my skull" */
const OWN_PART = /\b(?:(piece|part|chunk|bit|lump|slice) of )?my (?:own )?([a-z]+)\b/i;

/** a life that returns: what someone taken for dead then does */
const LIFE = /^(open|breathe|move|wake|blink|stir|twitch|revive|survive|live|purr|meow|cry|sit|moan|cough)$/;
/** the dreamer took it for dead: "I thought it was dead", "it looked dead", "I was sure he had died" */
const TAKEN_FOR_DEAD =
  /\b(thought|seemed|looked|assumed|believed|was sure|were sure|appeared|presumed|figured)\b[^.!?]{0,40}\b(?:was|were|is|be|been|had)\s+(?:already\s+|really\s+)?(dead|died)\b/i;
/** what the dreamer does for one who came back: help, save, pull out, take home */
const RESCUE = /^(help|save|rescue|pull|lift|carry|free|take|pick|bring|feed|hold|warm|wrap)$/;

/** a thing of the dreamer's that goes missing, told by the dreamer not knowing where it is */
const NOT_KNOWING_WHERE =
  /\b(?:know|sure|remember|tell|see)\b[^.!?]{0,12}\b(?:whether|where|if)\s+(?:(?:I|we)\s+(?:had|have)\s+)?my\s+([a-z]+)\b/i;
/** a thing one cannot lose in this sense: a way, one's mind, one's temper, track of time */
const NOT_A_THING =
  /^(way|mind|temper|balance|breath|voice|train|cool|nerve|grip|footing|patience|sight|track|count|life|virginity|job|turn|place|chance|memory|mother|father|mom|dad|friend|husband|wife)$/;
/** the dreamer not ready for what is asked: "I had not studied", "unprepared", "a bad job of practising" */
const UNPREPARED =
  /\b(unprepared|not prepared|(?:poor|bad|lousy|terrible) job (?:of )?(?:preparing|studying|practi[cs]ing)|(?:hadn't|had not|didn't|did not|never) (?:\w+ )?(?:prepared?|studied|study|practi[cs]ed?|rehearsed?|revised?)|not (?:ready|studied)|forgot to (?:study|prepare|practi[cs]e))\b/i;
/** spared at the last moment: the turn stops just short of the dreamer */
const SPARED =
  /\b(?:stopped|ended|finished|ran out of time)\b[^.!?]{0,40}\bbefore (?:me|us)\b|\b(?:never|didn't|did not) (?:get|got|come|came) (?:to|round to|around to) me\b|\bskipped (?:me|over me)\b|\b(?:wasn't|was not|never got) called\b/i;

/** the weight of one event by its kind, before position and feeling */
function scored(a: Analysis, e: Event, ints: Interaction[], outs: Outcome[]): Scored | null {
  const d = a.cast.dreamer;
  const i = ints.find((x) => x.event === e);
  const o = outs.find((x) => x.event === e);
  const lemmas = e.lemmas;
  const person = (x?: Entity) => !!x && x !== d && x.kind !== "animal" && x.kind !== "creature";
  const own = entityOf(e) === d && !e.negated;
  // a bodily shock: part of the dreamer's own body comes out of it ("I sneezed out a bit of my skull")
  // (before the coding: a part of the body the parse did not take for the object is still in the clause)
  if (
    !e.negated &&
    lemmas.some((l) => EXPEL.test(l)) &&
    (e.particle
      ? EXPEL_PARTICLE.test(e.particle)
      : lemmas.some((l) => /^(spit|cough|vomit)$/.test(l)) || EXPEL_PARTICLE.test(a.tokens[e.verbIndex + 1]?.w ?? ""))
  ) {
    // (the part is what comes out: after the verb, "I coughed up a piece of my lung", or the noun a relative clause hangs on,
    // "a chunk of my liver, which I then spat out" — not "I brushed my teeth and spat")
    const after = a.text.slice(a.tokens[e.verbIndex].start, a.tokens[e.end].end);
    const rel = /\bmy (?:own )?[a-z]+,? (?:that|which) (?:\w+ ){0,3}$/i.test(
      a.text.slice(a.tokens[e.start].start, a.tokens[e.verbIndex].start),
    );
    const m = OWN_PART.exec(after) ?? (rel ? OWN_PART.exec(sentenceTo(a, e)) : null);
    if (m && bodyWord(m[2].toLowerCase()) && !GROOMED.test(m[2].toLowerCase()))
      return { kind: "injury", weight: 6, whom: d, thing: m[2].toLowerCase(), piece: !!m[1] };
  }
  // one the dreamer took for dead comes back to life: "we were sure the bird was dead, then it blinked"
  if (!e.negated && entityOf(e) && entityOf(e) !== d && (lemmas.some((l) => LIFE.test(l)) || e.complement === "alive")) {
    const before = sentenceTo(a, e);
    const prev = a.tokens.filter((t) => t.sent === e.sent - 1);
    const earlier = prev.length ? a.text.slice(prev[0].start, prev.at(-1)!.end) : "";
    if (TAKEN_FOR_DEAD.test(before) || (TAKEN_FOR_DEAD.test(earlier) && /\b(but|then|suddenly|after all)\b/i.test(before)))
      return { kind: "revival", weight: 6.5, who: entityOf(e) };
  }
  // a loss: the dreamer's own thing gone — "I lost my passport", "I couldn't find my keys", "I wasn't sure where my wallet was"
  if (entityOf(e) === d) {
    const owned = (x?: { word: string; index: number; owner?: Entity }) =>
      !!x && (x.owner === d || /^(my|our)$/.test(a.tokens[x.index - 1]?.w ?? "")) && !NOT_A_THING.test(x.word) && !bodyWord(x.word);
    const lost = !e.negated && lemmas.includes("lose") && owned(e.target);
    const unfound = e.negated && lemmas.includes("find") && e.aspect.some((x) => /^(could|able|unable)$/.test(x)) && owned(e.target);
    const where = e.negated ? NOT_KNOWING_WHERE.exec(sentenceTo(a, e, Math.min(e.end + 10, a.tokens.length - 1))) : null;
    const wanting =
      where &&
      !NOT_A_THING.test(where[1]) &&
      !bodyWord(where[1]) &&
      where[1].length > 2 &&
      !/^(own|way|whole|first|last|other)$/.test(where[1]);
    if (lost || unfound || wanting) {
      return { kind: "loss", weight: 5, whom: d, thing: lost || unfound ? e.target!.word : where![1] };
    }
  }
  // the dreamer not ready for what is asked of them, and whether the turn stops short of them
  if (entityOf(e) === d && UNPREPARED.test(a.text.slice(a.tokens[e.start].start, a.tokens[e.end].end)))
    return { kind: "unprepared", weight: 5, whom: d, spared: SPARED.test(sentencesAfter(a, e, 2)) };
  // the dreamer's own theft: "I stole her ring", or a taking the dream itself calls stealing ("… slipped the rings into my coat. I knew stealing was wrong")
  if (own && (lemmas.some((l) => THEFT.test(l)) || (lemmas.some((l) => TAKING.test(l)) && theftNamed(a, e))))
    return { kind: "theft", weight: i?.type === "aggression" && person(i.to) ? 5.5 : 5, who: d, whom: person(i?.to) ? i!.to : undefined };
  // (grave harm the coding did not catch must be a verb with its doer in the clause, not "finishing the second shot";
  // "shoot", "drown", "poison" and "execute" have other senses — flames shooting, a plan executed — unless done to someone)
  const graveVerb = lemmas.some((l) => GRAVE_HARM.test(l)) && !nounish(a, e.verbIndex) && e.particle !== "up";
  const plain = !lemmas.some((l) => /^(shoot|drown|poison|execute)$/.test(l));
  const grave =
    graveVerb && (!!i || (!!entityOf(e) && e.actor!.index >= e.start && (plain ? true : !!targetOf(e) && targetOf(e) !== entityOf(e))));
  // "there was an underwater murder": a killing told by its noun (the coding may carry it as an aggression with no one named)
  if (lemmas[0] === "be" && !e.negated && a.tokens.slice(e.verbIndex + 1, e.end + 1).some((t) => graveNoun(t.w)))
    return { kind: "killing", weight: 5.5 };
  // keeping apart from someone (before the coding's mild aggression, which "avoided" also is): "I avoided my cousin", "we tried not to meet face to face", "I stayed away from them"
  // (keeping away from the meat is no keeping apart: the one avoided is a person, or "each other")
  const apart =
    (own && lemmas.includes("avoid") && person(targetOf(e)) && !ROAD.test(clauseText(a, e))) ||
    (entityOf(e) === d &&
      e.negated &&
      lemmas.some((l) => /^(meet|face)$/.test(l)) &&
      /\b(try|tried|trying|tries)\b/i.test(clauseText(a, e))) ||
    (own && lemmas.includes("stay") && /\baway from\b/.test(spanText(a, e)) && person(targetOf(e)));
  if (apart) return { kind: "avoidance", weight: 4.5, who: d, whom: person(targetOf(e)) ? targetOf(e) : undefined };
  if (i?.type === "aggression") {
    const who = i.from;
    const whom = i.to;
    // (a killing the dreamer does to a person weighs most; a spider or a monster in a game, less)
    if (grave && !e.negated && (who !== d || person(whom))) return { kind: "killing", weight: habitual(a, e) ? 4 : 7, who, whom };
    if (lemmas.some((l) => DISMISS.test(l)) && whom === d && who) return { kind: "dismissal", weight: 5, who, whom };
    // ("I got mad at him", "she glared at me": friction, weighty only when it is aimed at the dreamer or comes from them)
    const mild = lemmas.some((l) => MILD_AGGRESSION.test(l)) || namesHostileFeeling(i.evidence);
    if (mild) return { kind: "friction", weight: who === d || whom === d ? 3.5 : 2.5, who, whom };
    // (pushing off one who came at you first, "I push him off", answers them: the first move weighs more)
    const answers = who === d && ints.some((x) => x.type !== "friendliness" && x.from === whom && x.to === d && x.event.start < e.start);
    // (coded from a noun, not a deed: "that took the fight out of him")
    const deed = lemmas.some((l) => AGGRESSION.has(l) || PURSUIT.has(l));
    // (an attack needs both sides told: "we stole a truck" harms no one named, "we were chased" names no one who chases)
    const sides = who && whom && who !== whom;
    // (a fish struck at or a wasp swatted weighs less than a person)
    const beast = who === d && !!whom && !person(whom);
    const w = (whom === d ? 6 : who === d ? 5.5 : 5) - (answers ? 2.5 : 0) - (deed ? 0 : 1.5) - (sides ? 0 : 2) - (beast ? 3 : 0);
    return { kind: "violence", weight: w, who, whom };
  }
  // (desire between others, or with no one named, is told less than the dreamer's own)
  if (i?.type === "sexuality")
    return { kind: "sex", weight: (i.from === d || i.to === d) && i.from && i.to ? 5 : 3, who: i.from, whom: i.to };
  // someone armed: a weapon the lexicon finds (in its sense, not "a shot glass") in the clause of another's deed
  // ("armed guards" keep watch: only a gun or a blade is carried at someone)
  const armed = a.symbols.some((x) => /^(gun|knife)$/.test(x.def.name) && x.firstToken >= e.start && x.firstToken <= e.end);
  // (a gun hidden or cleaned is not yet a threat: it weighs when it is turned on someone, or frightens the dreamer)
  if (armed && person(entityOf(e)) && !e.negated)
    return {
      kind: "armed",
      weight:
        person(targetOf(e)) ||
        person(e.target?.owner) ||
        [1, 2].some((k) => person(a.cast.ref[(e.target?.index ?? 0) - k])) ||
        targetOf(e) === d
          ? 5
          : 3.5,
      who: entityOf(e),
      whom: targetOf(e),
    };
  if (grave && !e.negated && (person(targetOf(e)) || entityOf(e) !== d))
    return { kind: "killing", weight: habitual(a, e) ? 3.5 : 6, who: entityOf(e), whom: targetOf(e) };
  // a death of someone in the dream: a character, not roses
  const dies = lemmas.includes("die") || e.complement === "dead" || e.complement === "killed";
  const dying = entityOf(e) ?? targetOf(e);
  if (dies && !e.negated && dying) return { kind: "death", weight: 5.5, whom: dying };
  // (the dreamer's own body: "my penis has torn", "my tooth fell out")
  const body = [e.actor, e.target].find(
    (x) => x && bodyWord(x.word) && (x.owner === d || /^(my|our)$/.test(a.tokens[x.index - 1]?.w ?? "")),
  );
  // (hair or nails cut, trimmed or dyed are groomed, not harmed: "I trimmed my fringe and dyed it")
  const groomed = !!body && GROOMED.test(body.word) && o?.type !== "misfortune";
  if (body && !groomed && !e.negated && (lemmas.some((l) => BODY_HARM.test(l) || INJURE.has(l)) || o?.type === "misfortune"))
    return { kind: "injury", weight: 6, whom: d };
  if (o?.type === "failure") return { kind: "failure", weight: 4.5, whom: o.who };
  // ("I forgot my notes", not "I forgot the rest of the dream": what is forgotten in the telling is narration)
  const ofTheDream = /\b(dream|dreams|details?|specifics|rest)\b/.test(a.text.slice(a.tokens[e.verbIndex].start, a.tokens[e.end].end));
  if (lemmas.includes("forget") && !e.negated && entityOf(e) === d && !ofTheDream) return { kind: "forgetting", weight: 4.5, whom: d };
  // ("I felt hurt and dazed": a feeling, not a mishap)
  if (o?.type === "misfortune" && !lemmas.includes("feel")) {
    // (a mishap to the dreamer weighs more than one to a passer-by, or to no one named)
    return { kind: "mishap", weight: o.who === d ? 4.5 : 3.5, whom: o.who };
  }
  // what the dreamer could not do, in the dream: "I couldn't walk", "I was unable to move" — not the teller's "I can't explain"
  // (not a question someone puts to the dreamer: "they asked me why I couldn't write like that")
  const cannot =
    e.negated &&
    e.aspect.some((x) => /^(could|able|unable)$/.test(x)) &&
    CANNOT.test(clauseText(a, e)) &&
    !/\b(why|how come)\b/i.test(clauseText(a, e));
  // (the body that will not obey, "I couldn't walk", "I couldn't breathe", is the dream's bind; a task that fails, less)
  if (cannot && entityOf(e) === d && !lemmas.some((l) => MIND.test(l)) && !ofTheDream)
    return { kind: "unable", weight: lemmas.some((l) => BODILY.test(l)) ? 5 : 4.5, whom: d };
  if ((e.complement && MISFORTUNE_STATE.has(e.complement)) || lemmas.some((l) => MISFORTUNE.has(l) && l !== "forget" && l !== "miss")) {
    if (e.negated) return null;
    const who = entityOf(e);
    return { kind: "mishap", weight: who === d ? 3.5 : 2.5, whom: who };
  }
  // the dreamer's own answer to a danger: a cry that scares them off, a door locked, a hiding place
  if (own && lemmas.some((l) => DEFENCE.test(l))) {
    // (a cry weighs when it does something: "I yelled, and that frightened them off"; a door when it is the door locked)
    const cry = lemmas.some((l) => /^(scream|yell|shout)$/.test(l));
    const tells = cry ? CRY_WORKS.test(spanText(a, e, 8)) : !lemmas.includes("lock") || /\b(doors?|gates?|windows?)\b/.test(spanText(a, e));
    if (tells) return { kind: "defence", weight: cry ? 4.5 : 4, who: d };
  }
  // an act with something acted on, not narration, setting or talk
  if (lemmas.some((l) => NARRATION.test(l))) return { kind: "feeling", weight: 0.5, who: entityOf(e), whom: targetOf(e) };
  return { kind: "feeling", weight: e.target || e.particle ? 1.5 : 1, who: entityOf(e), whom: targetOf(e) };
}

/**
 * "the man killed people": harm to a bare plural, with no article, tells what someone is (a killer),
 * not a deed the dream shows — it sets the scene, and weighs less than what then happens in it
 */
const habitual = (a: Analysis, e: Event) => {
  const t = e.target;
  if (!t || t.index <= e.verbIndex) return false;
  const w = a.tokens[t.index]?.w ?? "";
  const prev = a.tokens[t.index - 1]?.w ?? "";
  return (
    t.index === e.verbIndex + 1 &&
    /^(women|men|people|children|kids|girls|boys|animals|prostitutes|strangers|others)$/.test(w) &&
    !DETERMINERS.has(prev)
  );
};

/** the dreamer's own deeds, found from the event's own subject */
const OWN_KINDS = /^(theft|defence|avoidance)$/;
/** stealing named as such */
const THEFT = /^(steal|rob|shoplift|pickpocket|loot|burgle|burglarize)$/;
/** a taking that is theft when the dream calls it so */
const TAKING = /^(take|grab|pocket|pry|snatch|put|slip|swipe|pinch)$/;
/** the dreamer owning the theft: "I knew stealing was wrong", "we were stealing" — not "someone had stolen my bag" */
const THEFT_WORDS = /\b(?:I|we)\b(?:\W+\w+){0,6}?\W+(?:steal|stole|stealing|shoplift\w*)\b/i;
/** the dream calls the taking theft in its own sentence or the two after it */
const theftNamed = (a: Analysis, e: Event) => {
  const from = a.tokens.findIndex((t) => t.sent === e.sent);
  let to = from;
  while (to + 1 < a.tokens.length && a.tokens[to + 1].sent <= e.sent + 2) to++;
  return from >= 0 && THEFT_WORDS.test(a.text.slice(a.tokens[from].start, a.tokens[to].end));
};
/** what the dreamer does against a danger: cry out, lock it out, hide */
const DEFENCE = /^(scream|yell|shout|lock|barricade|bolt|hide)$/;
/** a cry that works on those it is aimed at */
const CRY_WORKS = /\b(scared|frightened|startled|ran off|ran away|went away|left|stopped|backed off)\b/i;
/** "the car I swerved to avoid": steering clear on the road is no keeping apart */
const ROAD = /\b(car|cars|truck|bus|swerve|swerved|steer|steered|drive|driving|drove|crash|hit)\b/i;
/** the event's words, and `more` tokens after it in its sentence */
const spanText = (a: Analysis, e: Event, more = 0) => {
  let to = e.end;
  while (more-- > 0 && to + 1 < a.tokens.length && a.tokens[to + 1].sent === e.sent) to++;
  return a.text.slice(a.tokens[e.start].start, a.tokens[to].end);
};

/** a cry told with what it does, "I rushed out and shouted and that frightened them off", when its sentence is too long to tell whole */
function cryAndEffect(a: Analysis, e: Event): string | undefined {
  const whole = sentenceAround(a, e.sent, e.verbIndex, 22);
  const at = a.tokens[e.start].start;
  const m = CRY_WORKS.exec(a.text.slice(at, a.tokens[Math.min(e.end + 8, a.tokens.length - 1)].end));
  if (!whole || !m || whole.includes(m[0])) return whole;
  // (from where the told words start, up to the close of the clause that says what the cry did)
  const from = a.text.indexOf(whole, a.tokens.find((t) => t.sent === e.sent)!.start);
  let k = a.tokens.findIndex((t) => t.start >= at + m.index);
  while (k + 1 < a.tokens.length && a.tokens[k + 1].sent === e.sent && !clauseEnds(a, k)) k++;
  return from >= 0 && from <= at ? a.text.slice(from, a.tokens[k].end) : whole;
}

/** the word's raw text at token k */
const rawAt = (a: Analysis, k: number) => a.tokens[k]?.raw ?? "";

/**
 * The heaviest event of the dream, or none above CENTRE_WEIGHT. Ties go to the later event: a
 * dream tends to build toward what carries it.
 */
export function centreOf(a: Analysis): Centre | undefined {
  const all = weighEvents(a, LESSER_WEIGHT);
  const best = all.reduce<Centre | undefined>((b, c) => (!b || c.weight >= b.weight ? c : b), undefined);
  if (!best || best.weight < LESSER_WEIGHT) return courseOf(a);
  if (best.weight < CENTRE_WEIGHT) {
    const mine = all
      .filter((c) => c.weight >= LESSER_WEIGHT && lesserOf(c))
      .reduce<Centre | undefined>((b, c) => (!b || c.weight >= b.weight ? c : b), undefined);
    return mine ? { ...mine, lesser: true } : courseOf(a);
  }
  // (a shape whose own events are not weighed here — "we are about to have sex" — still weighs as a shape)
  // (the shape's first event is the one its sentence quotes: "they fired me", not the gunman the shape also holds)
  const own = all.filter((c) => c.event === a.arcs.main.events[0]);
  const shape = own.length ? Math.max(...own.map((c) => c.weight)) : a.arcs.main.type === "none" ? 0 : SHAPE_WEIGHT;
  return { ...best, overShape: best.weight - shape };
}

/**
 * A lesser centre is the dreamer's own: a deed, a lapse, what they cannot do, a mishap or a failure of
 * theirs — not a failure the dream leaves unowned ("he couldn't finish") or friction in passing.
 */
const lesserOf = (c: Centre) =>
  /^(theft|defence|avoidance|unable|forgetting)$/.test(c.kind) || (/^(mishap|failure)$/.test(c.kind) && c.whom?.id === 0);

/** the events that happen in the dream: not said aloud, feared, wished, planned, nearly done, or in the notes after it */
function realEvents(a: Analysis, notes: number): Event[] {
  const quoted = quotedTokens(a);
  // (a sentence told from after waking, or a parenthesis of backstory, is no event of the dream)
  const outside = outsideDream(a);
  return a.events.filter(
    (e) =>
      !e.unreal &&
      !outside(e.verbIndex) &&
      // (what someone says aloud, "I can burn you", is their words, not an event)
      !quoted[e.verbIndex] &&
      !e.feared &&
      a.tokens[e.verbIndex].start < notes &&
      // (a fact someone reports is told; a wish, a plan or what might happen is not an event)
      !e.aspect.some((x) => /^(would|might|may|should|going|gonna|want|wanted)$/.test(x)) &&
      // ("she was going to lock us out": an intention, not a deed)
      !(e.aspect.includes("go") && a.tokens[e.verbIndex - 1]?.w === "to") &&
      // ("I felt certain the boat would sink": what nearly happens does not)
      // (nor what could or would happen, "that could flip", "he'd get killed"; "I could not move" is the dreamer's bind, kept)
      !(e.negated ? NEARLY : HYPOTHETICAL).test(clauseText(a, e)),
  );
}

/** the dream's own telling of a memory, a setting or a look: no beat of its story ("my dad says okay" is his, "I tell my dad" the dreamer's) */
const isBeat = (a: Analysis, e: Event) => {
  if (e.negated || !entityOf(e) || e.lemmas.some((l) => /^(wake|awake|awaken)$/.test(l))) return false;
  const talk = entityOf(e) === a.cast.dreamer && e.lemmas.some((l) => /^(say|tell|ask)$/.test(l));
  if (!talk && e.lemmas.some((l) => NARRATION.test(l) || FRAMING.test(l))) return false;
  // ("a man who lived there": a relative clause tells who someone is)
  return !/^(who|which|that)$/.test(a.tokens[e.verbIndex - 1]?.w ?? "");
};

/** words of the telling, not the dream: memory, the dream itself, writing it down */
const TELLING =
  /\b(remember|remembered|recall|recalled|forget|forgot|forgotten|dream|dreams|dreamt|dreamed|wrote it|write it|that's all|that is all)\b/i;

/**
 * A dream with no event weighty enough to carry it: its course, from its first beat (in the first
 * three sentences) to its last (in the last two), when the two are apart — how it starts and how it
 * ends say what a title or an image cannot.
 */
export function courseOf(a: Analysis): Centre | undefined {
  const notes = notesStart(a.text);
  const told = a.tokens.filter((t) => t.start < notes);
  if (!told.length) return undefined;
  const [firstSent, lastSent] = [told[0].sent, told.at(-1)!.sent];
  // (a sentence about the telling, "once I had written it out, only this much stayed", is no beat of the story)
  // (nor a sentence with someone's words in it, whose quotation would be cut at their marks, nor the title run into the first line)
  const title = titleOf(a.text);
  const titleEnd = title ? a.text.indexOf(title) + title.length : -1;
  // (each sentence's text, found in one walk over the tokens, not sliced again for every event)
  const span = new Map<number, [number, number]>();
  for (const t of a.tokens) {
    const x = span.get(t.sent);
    if (x) x[1] = t.end;
    else span.set(t.sent, [t.start, t.end]);
  }
  const plain = (e: Event) => {
    const [from, to] = span.get(e.sent)!;
    const at = a.text.slice(from, to);
    return !TELLING.test(at) && !/["“”]/.test(at) && from >= titleEnd;
  };
  const beats = realEvents(a, notes).filter((e) => isBeat(a, e) && plain(e));
  const first = beats[0];
  const last = beats.at(-1);
  if (!first || !last || first.sent > firstSent + 2 || last.sent < lastSent - 1 || last.sent - first.sent < 3) return undefined;
  const from = sentenceAround(a, first.sent, first.verbIndex, 22);
  const words = sentenceAround(a, last.sent, last.verbIndex, 22);
  const enough = (x?: string): x is string => !!x && x.split(/\s+/).length >= 4;
  if (!enough(from) || !enough(words) || from.includes(words) || words.includes(from)) return undefined;
  return {
    kind: "course",
    event: last,
    weight: 0,
    who: entityOf(last),
    words,
    verb: rawAt(a, last.verbIndex),
    atEnd: true,
    lesser: true,
    from,
  };
}

/** a revival told from where the dreamer took it for dead: the sentence before, when that is where it was said */
function revivalWords(a: Analysis, e: Event, words: string): string {
  if (TAKEN_FOR_DEAD.test(words)) return words;
  const prev = a.tokens.filter((t) => t.sent === e.sent - 1);
  const two = prev.length ? sentenceAround(a, e.sent - 1, a.tokens.indexOf(prev[0]), 22) : undefined;
  return two && TAKEN_FOR_DEAD.test(two) && `${two} ${words}`.split(/\s+/).length <= 30 ? `${two} ${words}` : words;
}

/** what the dreamer then does for one who came back to life, in the same sentence or the next: "I helped it out" */
function rescueAfter(a: Analysis, e: Event, real: Event[]): PlainAct | undefined {
  const who = entityOf(e);
  const next = real.find(
    (x) =>
      x.start > e.end &&
      x.sent <= e.sent + 1 &&
      entityOf(x) === a.cast.dreamer &&
      !x.negated &&
      x.lemmas.some((l) => RESCUE.test(l)) &&
      (targetOf(x) === who || /^(it|him|her|them)$/.test(a.tokens[x.target?.index ?? -1]?.w ?? "")),
  );
  return next ? plainAct(a, next) : undefined;
}

/** every event that can be the centre (or is the shape's first), with its weight and kind, in the dream's order */
const FRAMING = /^(remember|recall|think|guess|know|believe|dream)$/;

export function weighEvents(a: Analysis, least = CENTRE_WEIGHT): Centre[] {
  const notes = notesStart(a.text);
  const lastSent = a.tokens.at(-1)?.sent ?? 0;
  const { interactions: ints, outcomes: outs } = a.coding;
  // the dreamer's strong feelings, by where they are said: what comes just before one is what set it off
  // (a questionnaire's "Feelings: Scared" after the dream sets nothing off in it)
  const strong = a.emotions
    .filter((x) => x.start < notes && STRONG_FEELING.test(x.evidence.toLowerCase()))
    .map((x) => ({ label: x.label, at: a.tokens.findIndex((t) => t.start >= x.start) }));
  // (the verbs that frame a clause as memory or belief, found once, not searched for again at every event)
  const framers = a.events.filter((x) => x.lemmas.some((l) => FRAMING.test(l)));
  // (only an event that can be the centre, or the shape's own first event, is told: the others are not worded)
  const shapeFirst = a.arcs.main.events[0];
  const real = realEvents(a, notes);
  const lastReal = real.filter((e) => !e.lemmas.some((l) => /^(wake|awake|awaken)$/.test(l))).at(-1);
  const out: Centre[] = [];
  for (const e of real) {
    const s = scored(a, e, ints, outs);
    if (!s) continue;
    let w = s.weight;
    // ("my uncle who died of a stroke": a relative clause tells who someone is, not what happens)
    if (/^(who|which|that)$/.test(a.tokens[e.verbIndex - 1]?.w ?? "") || /^(who|which)$/.test(a.tokens[e.actor?.index ?? -1]?.w ?? ""))
      w -= 2;
    // what sets off the dreamer's strong feeling: the clause just before it, in the same or the sentence before
    const felt = strong.find(({ at }) => at > e.verbIndex && at - e.end <= 20 && a.tokens[at].sent - e.sent <= 1);
    if (felt) w += s.weight >= 2.5 ? 1.5 : 2;
    // ("he said they had forgotten too": what someone reports is told at one remove)
    // (unless the dreamer's own fear follows it: what frightens the dreamer happens in the dream)
    if (e.reported && !felt) w -= 1.5;
    // ("I recalled that we had the morning free since it was raining": what is recalled, or given as a reason, is background)
    const framed = framers.some((x) => x !== e && x.sent === e.sent && x.verbIndex < e.verbIndex && e.verbIndex - x.verbIndex <= 10);
    // (not the doubt a revival rests on: "I was sure it was dead, but it stirred")
    if (framed && s.kind !== "revival") w -= 1.5;
    // ("I had had a heart attack", "it had died years ago": what happened before the dream is background)
    if (a.tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => t.w === "had") && e.lemmas[0] !== "have") w -= 1;
    // (the dreamer's part must be in the words: "she complained about his needs" is no act of the dreamer's, whatever was coded)
    // (the dreamer's own deeds are read from their subject already: "I rushed out and shouted")
    if (
      (s.who === a.cast.dreamer || s.whom === a.cast.dreamer) &&
      !OWN_KINDS.test(s.kind) &&
      !FIRST_PERSON.test(a.text.slice(a.tokens[e.start].start, a.tokens[e.end].end))
    )
      w -= 2;
    const atEnd = e === lastReal || e.sent >= lastSent - 1;
    if (e === lastReal) w += 0.75;
    else if (atEnd) w += 0.25;
    if (w < least && e !== shapeFirst) continue;
    const words = s.kind === "defence" ? cryAndEffect(a, e) : sentenceAround(a, e.sent, e.verbIndex, 22);
    if (!words || words.split(/\s+/).length < 3) continue;
    // (a feeling's cause with no weight of its own is told as what set the feeling off)
    const kind: CentreKind = s.weight < 2.5 && felt ? "feeling" : s.kind;
    if (kind === "feeling" && !felt) continue;
    // ("your father comes armed against your father": one who acts on themselves is told acting, not against anyone)
    out.push({
      kind,
      event: e,
      weight: w,
      who: s.who,
      whom: s.whom === s.who ? undefined : s.whom,
      words: kind === "revival" ? revivalWords(a, e, words) : words,
      verb: rawAt(a, e.verbIndex),
      felt: felt?.label,
      atEnd,
      last: e === lastReal,
      plain: plainAct(a, e),
      ...(kind === "revival" ? { rescue: rescueAfter(a, e, real) } : {}),
      ...(s.thing ? { thing: s.thing, piece: s.piece } : {}),
      ...(s.spared ? { spared: true } : {}),
    });
  }
  return out;
}
