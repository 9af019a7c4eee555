/**
 * The reflection questions: from the dream's shape, the person it gives weight to, the dreamer's
 * own question or insight in it, the feeling, and the symbol that leads.
 */
import { avoidQuestion } from "./reading-avoid";
import { ARC_READINGS, voicesOf, dangerLed, type Fill } from "./arc-readings";
import { answerOf } from "./answer";
import { answerQuestion } from "./reading-answer";
import { advancer, aimedAtYou, fendsOff, heldOut, isKindness, onlyWatched, reunionShown, thwarted } from "./question-premises";
import {
  endingQuestion,
  fendQuestion,
  heldOutQuestion,
  otherDeedQuestion,
  plainDeedQuestion,
  spokenAsk,
  strikingQuestion,
} from "./question-moments";
import type { Entity } from "./characters";
import type { EmotionHit } from "./emotions";
import { cap, definite, emoNoun, placePhrase, q, type Picker, worthQuoting } from "./naming";
import { isPlural } from "./phrase";
import { type Plot, weighty } from "./plot";
import { calm, feelingQuote, situated, spokenWords } from "./reading-kit";
import { adviceQuestion } from "./reading-advice";
import { lucidQuestion } from "./reading-lucid";
import { twistQuestion } from "./reading-twist";
import { secretQuestion } from "./reading-secret";
import { stanceQuestion } from "./reading-stance";
import { focusQuestion } from "./reading-focus";
import { bindQuestion } from "./reading-bind";
import { agreeK } from "./reading-voices";
import { betweenQuestion } from "./reading-between";
import { feelingAsk, sceneAsk } from "./question-feeling";
import { thingQuestion } from "./question-things";
import { knownDeedAsk, mishapAsk, strangerDeedAsk } from "./question-acts";
import { bareQuestion, residueQuestion, settingQuestion, wholeQuestion } from "./question-close";
import { DREAMER_IN, markedQuestion, turnQuestions } from "./reading-turn";

/** a question about someone in the dream, on what passes between you there when the dream says */
function personQuestion(p: Plot, pk: Picker, person: Entity, quotedAbove: (w: string) => boolean): string | null {
  const n = definite(person.label);
  const many = isPlural(n);
  // (someone you push off after they come close or come at you: asked after as the advance you fend off, not as
  // an attraction, nor as a hostility of yours)
  const push = fendsOff(p, person);
  if (push) return fendQuestion(person, push, pk);
  // (a friendliness that is no kindness — a lift, a request, a visit — is not asked after as one: "does you a kindness")
  const coded = p.interactions.find(
    (i) => (i.from === person || i.to === person) && (i.from?.id === 0 || i.to?.id === 0) && (i.type !== "friendliness" || isKindness(i)),
  );
  const between = coded?.evidence ?? (p.between?.who === person ? p.between.words : undefined);
  // (someone the dream says has died is not asked after as "the grandmother you have awake": what passes between
  // you is asked after as what of them you still carry)
  if (p.dead === person && coded && coded.type === "friendliness" && !quotedAbove(coded.evidence))
    return `${cap(q(coded.evidence))}: what of ${n} do you still carry with you, and what would you want to give back?`;
  // a stranger is asked after as a role someone plays in your life, through what passes between you where the dream says
  if (person.kind === "stranger") {
    // (by what passes between you, where the coding says: who comes at whom, who is kind to whom, desire)
    const towardYou = coded?.from === person;
    const byKind = !coded
      ? null
      : coded.type === "aggression"
        ? towardYou
          ? `${cap(q(between!))}: who, awake, comes at you like that, even in a smaller way?`
          : `${cap(q(between!))}: who, awake, brings that out of you, and what would it cost to let them see it?`
        : coded.type === "friendliness"
          ? towardYou
            ? `${cap(q(between!))}: who in your waking life is good to you like that without owing it?`
            : `${cap(q(between!))}: whom do you do that for awake, and do they know it?`
          : `${cap(q(between!))}: who in your waking life could ${n} be standing in for?`;
    if (between && byKind) return pk.pick([byKind]);
    if (between)
      return pk.pick([
        `In the dream, ${q(between)}. Who in your waking life plays the part of ${n}?`,
        `${cap(q(between))}: where, awake, does something like that pass between you and someone?`,
        `If ${q(between)} happened awake, who would ${n} be?`,
      ]);
    // (what a stranger does in the dream, where it says, gives the part they play; their bare presence gives nothing)
    const act = p.deeds.get(person.id);
    return act && worthQuoting(act) && act.split(" ").length >= 4 ? strangerDeedAsk(act, n, many) : null;
  }
  // an animal or a creature is asked after as the creature it is, through what it does, never as a relationship
  if (person.kind === "animal" || person.kind === "creature")
    return between
      ? pk.pick([
          `If ${n} in ${q(between)} stood for something in your waking life, what would it be?`,
          `${cap(q(between))}: what in your days at the moment behaves the way ${n} ${many ? "do" : "does"} there?`,
        ])
      : null;
  // (Santa, Napoleon, God: a figure of legend or history is asked about as what it stands for)
  if (person.kind === "other")
    return pk.pick([
      `What does ${n} stand for to you, and where is that quality in your life at the moment?`,
      `If ${n} were a part of you, which part would it be?`,
    ]);
  // (asked through the turn of the moment: who acts on whom, and what you do about it)
  const turn = betweenQuestion(p, pk, person, n, many, coded, between, quotedAbove);
  if (turn) return turn;
  // "Adam Baldwin", "Stanley Kubrick": a full name the dreamer does not call a friend or relative is likely someone
  // known from afar, asked about as what they stand for, not as a relationship
  // ("Mr Reilly", "Aunt Jo": a title before a name is someone the dreamer knows in person)
  if (
    person.kind === "known" &&
    /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(person.label) &&
    !/^(Mr|Mrs|Ms|Miss|Dr|Aunt|Uncle|Auntie|Coach|Father|Sister|Brother|Professor|Prof)\b/.test(person.label)
  )
    return pk.pick([
      `What does ${n} stand for to you, and where is that quality in your life at the moment?`,
      `If ${n} were a part of you, which part would it be?`,
    ]);
  // (what they do in the dream, where it says, is something to ask about; only with nothing told, the relationship itself)
  const deed = p.deeds.get(person.id);
  // ("probably playing cards", "I think she was cooking": a guess at what someone is doing is no deed to ask after)
  if (deed && !/\b(probably|maybe|perhaps|might|must have|I think|I guess|I suppose|seemed to|apparently)\b/i.test(deed))
    return knownDeedAsk(deed, person, n, many);
  return null;
}

/** what happens to or by the dreamer — a failure, help given or taken, a mishap, a success — asked about as it happened */
function happeningQuestion(p: Plot, pk: Picker, analysis: string, covered: string[]): string | null {
  // (only a moment told in words worth asking about, not "couldn't find it", and not one a question in the analysis has put to you,
  // quoted there as it is or widened to its clause)
  const asked = analysis.split(/(?<=[.!?])\s+/).filter((x) => x.endsWith("?"));
  const told = <T extends { evidence: string }>(x?: T): x is T =>
    !!x && worthQuoting(x.evidence) && x.evidence.split(" ").length >= 4 && !asked.some((a) => a.includes(q(x.evidence).slice(1, -1)));
  const mine = (o?: { who?: { id: number } | null }) => !!o && o.who?.id === 0;
  if (told(p.failure))
    return pk.pick([
      `What are you trying to do awake that will not go the way you want, as in ${q(p.failure.evidence)}?`,
      `${cap(q(p.failure.evidence))}: where in your life are you pushing at something that does not give?`,
      `What would have had to be different for ${q(p.failure.evidence)} to come out otherwise — and is any of that in your hands awake?`,
    ]);
  if (told(p.help) && p.help.from && !covered.includes(p.help.evidence))
    return pk.pick([
      `Who gives you help like ${q(p.help.evidence)} awake, and do you let them?`,
      `${cap(q(p.help.evidence))}: where could you use help like that at the moment?`,
    ]);
  // (buying and selling is trade, not care: "whom are you looking after" does not follow from a purchase)
  // (asked by whom the care goes to; not the moment the question about that person has already asked after)
  // (only a kindness done — something given, a help, a comfort — not a request or a lift: "who gets that from you without asking")
  if (told(p.kindness) && isKindness(p.kindness) && !TRADE.test(p.kindness.evidence) && !covered.includes(p.kindness.evidence)) {
    const to = p.kindness.to;
    const ev = q(p.kindness.evidence);
    return !to || to.kind === "stranger"
      ? `${cap(ev)}: who, awake, gets that from you without asking, and who would do the same for you?`
      : to.kind === "animal" || to.kind === "creature"
        ? `${cap(ev)}: what in your waking days do you care for like that, and does it care back?`
        : `In the dream, ${ev}. Is that what you give ${definite(to.label)} awake, and is it given back?`;
  }
  if (told(p.misfortune) && mine(p.misfortune)) return mishapAsk(p.misfortune!.evidence);
  if (told(p.success))
    return pk.pick([
      `What have you managed lately, as in ${q(p.success.evidence)}, that you have not given yourself credit for?`,
      `${cap(q(p.success.evidence))}: where, awake, could you do what you do there?`,
    ]);
  return null;
}

/** "asked her to come", "asked him for a pen": a request, not a question put */
const REQUEST = /\bask(?:ed|s|ing)?\s+(?:\w+\s+){0,3}?(?:to|for)\b/i;

const TRADE = /\b(buy|buys|buying|bought|sell|sells|selling|sold|pay|pays|paying|paid|price|priced|rent|rented|order|ordered)\b/i;

/** words the setting may name that are a thing or a part of a room, not a place to be set in */
const NOT_A_SETTING =
  /\b(door|doors|book|books|floor|window|windows|gate|gates|fence|ladder|pillow|pillows|towel|blanket|ceiling|sky|bed|beds|bathtub|tub|stairs|stairway|staircase|elevator|table|desk|wall|walls|car|bus|train|boat|plane|couch|sofa|chair)$/i;

/** the dreamer as the one who acts: "I was trying…", "we wanted…" (not "…asked me whether she might borrow it") */
const DREAMER_ACTS = /^(?:\W*\w+\W+){0,3}?(I|I'm|I'd|I've|we|we're)\b/;

/**
 * An image to ask where it came from must be a thing pictured: not a clause ("I shake his hand"),
 * and not a word for a whole class ("animals", "people", "things"), which names no image of this dream.
 */
const pictured = (quote: string) =>
  !/\b(I|I'm|I'd|I've|we|we're|me|us|he|she|they|it|was|were|is|are)\b/i.test(quote) &&
  // ("saw a soldier", "walked": an act of the dreamer's, quoted from its verb, widens to a clause and names no image)
  !/^(saw|seen|see|went|go|got|get|had|have|made|make|ran|run|took|take|came|come|said|say|told|tell|found|find|felt|feel|trying|going|getting|being|having|doing|making|taking|looking|talking|sitting|standing|working|eating|driving|\w+ed|\w+ly)\b/i.test(
    quote,
  ) &&
  // ("walking", "painted": a verb alone is an act, not a thing seen)
  !/^\w+(ing|ed)$/i.test(quote) &&
  !/^(the |some |all |many |other |these |those )?(animals?|creatures?|people|persons?|things?|stuff|objects?|items?|places?|food|everything|something|someone|others?)$/i.test(
    quote,
  );

/** someone to ask after by name: not an unnamed "someone", nor a crowd ("other people", "several people") */
const askable = (c: Entity) =>
  !/^(someone|somebody|anyone)$/.test(c.label) && !/^((some|several|many|other|the|a few|lots of) )?people$/.test(c.label);

/**
 * The shape's question, when its premise holds in this dream: a threat the dreamer answers is asked by
 * the answer (not "what would it take to stand your ground" of someone who did), an advance the dreamer
 * pushes off is asked as that (not "what draws you to him"), and a reunion only when the dream shows it.
 */
function premisedShape(p: Plot, pk: Picker, f: Fill, shaped: string | null): string | null {
  const voices = voicesOf(p);
  if (voices === ARC_READINGS.threat || voices === ARC_READINGS.pursuit) {
    const a = answerOf(p);
    // (a chase you get away from is what the pursuit's own questions are about)
    const answered = a && !(voices === ARC_READINGS.pursuit && a.kind === "fled") ? answerQuestion(a, pk) : null;
    if (answered) return answered;
    const held = voices === ARC_READINGS.threat ? heldOut(p) : undefined;
    if (held) return heldOutQuestion(held, a?.by, pk);
    // (a threat the dreamer cuts short — "before he could catch me" — is not asked how they might stand up to it)
    if (shaped && /stand your ground/.test(shaped) && thwarted(p)) return ARC_READINGS.threat.ask[0](f);
  }
  if (voices === ARC_READINGS["sexual-encounter"]) {
    const who = advancer(p);
    const push = fendsOff(p, who);
    if (who && push) return fendQuestion(who, push, pk);
  }
  if (voices === ARC_READINGS.reunion && !reunionShown(p, p.dead)) return null;
  return shaped;
}

/**
 * The shape's question once more against what it says of the dreamer: "hostility aimed at you" only
 * of words the dream codes as an aggression on the dreamer, and "what brings this danger close
 * again" not of a danger the dreamer only looks on at.
 */
function shapeHolds(p: Plot, f: Fill, shaped: string | null): string | null {
  if (!shaped) return null;
  if (/hostility aimed at you/.test(shaped) && !aimedAtYou(p, f.e)) return null;
  if (/brings this danger close again|Is this a scene you have lived/.test(shaped) && onlyWatched(p)) return null;
  return shaped;
}

/** (`analysis`: the paragraphs above the questions, so no question asks again what they have asked) */
export function questionsOf(p: Plot, pk: Picker, f: Fill, emotions: EmotionHit[], analysis = ""): string[] {
  const out: string[] = [];
  // two questions on the same words read as one question asked twice
  const quoted = (x: string) => [...x.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
  const add = (x: string) => {
    const overlaps = quoted(x).some((a) => out.some((y) => quoted(y).some((b) => a.includes(b) || b.includes(a))));
    if (!overlaps) out.push(x);
  };
  const v = calm(voicesOf(p).ask, f);
  if (p.twist) add(twistQuestion(p.twist, pk));
  else if (p.lucid) add(lucidQuestion(pk));
  else if (p.secret) add(secretQuestion(p.secret, pk));
  // a shape's question names who is in it; without anyone, it could stand in any such dream and comes last
  const shapeQuestion = shapeHolds(p, f, premisedShape(p, pk, f, v.length ? pk.pick(v)(f) : null));
  if (shapeQuestion && f.has) add(shapeQuestion);
  if (p.advice && !p.twist && out.length < 3) add(adviceQuestion(p.advice, pk));
  // ("that person": someone the dream leaves unnamed is no one to ask about)
  // (nor "other people", "several people": a crowd is no one to ask about)
  const present = p.present.filter((c) => weighty(p, c) && askable(c));
  // (someone of yours the dream tells something of — an act, a moment with you — before one who is only there)
  const told = (c: Entity) => p.deeds.has(c.id) || p.between?.who === c || p.interactions.some((i) => i.from === c || i.to === c);
  const person = present.find((c) => c.kind !== "stranger" && told(c)) ?? present.find((c) => c.kind !== "stranger") ?? present[0];
  const aboveQuotes = quoted(analysis);
  // (quoted above: the same words, or most of them — not a short symbol quote that happens to sit inside them)
  const aboutThem = person
    ? personQuestion(p, pk, person, (w) => aboveQuotes.some((a) => a.includes(w) || (w.includes(a) && a.length > 0.6 * w.length)))
    : null;
  if (aboutThem) add(aboutThem);
  // (the moment the question about that person was built on is not asked after again)
  const covered = person ? p.interactions.filter((i) => i.from === person || i.to === person).map((i) => i.evidence) : [];
  const happened = happeningQuestion(p, pk, analysis, covered);
  if (happened && out.length < 3) add(happened);
  if (p.avoiding && out.length < 3) add(avoidQuestion(p.avoiding));
  if (p.bind && out.length < 3) add(bindQuestion(p.bind));
  const spoken = spokenWords(p);
  if (spoken && out.length < 3) add(spokenAsk(p, spoken, pk));
  if (p.focus && !dangerLed(p) && out.length < 3) add(focusQuestion(p.focus.thing, pk, p.focus.symbol));
  // the dream's own question or insight, turned back to the dreamer
  // (a request is no question the dream asks: "I asked Lena to help me" is not "what would you want the answer to be")
  if (p.asked && !REQUEST.test(p.asked) && out.length < 3)
    add(
      pk.pick([
        `In the dream, ${q(p.asked)} — what would you want the answer to be?`,
        `${cap(q(p.asked))}: if you asked yourself the same thing about your life at the moment, what would you say?`,
      ]),
    );
  else if (p.remark && out.length < 3)
    add(
      pk.pick([
        `Where, awake, might it be true that ${q(p.remark)}?`,
        `If ${q(p.remark)} were a thought about your waking life, what would it be about?`,
        `What would change if you took ${q(p.remark)} as something you already know awake?`,
      ]),
    );
  else if (p.theirs && out.length < 3)
    add(
      pk.pick([
        `${cap(q(p.theirs.words))}: is there something in your own life you are about to see in the same way?`,
        `If the realisation in ${q(p.theirs.words)} were yours, what would it be about?`,
      ]),
    );
  const scene = p.feelingScene;
  // (the first feeling whose words say something: "Happy" alone gives a question nothing to hold)
  // (not a feeling the analysis has already turned into a question in the same words)
  const analysisAsks = (w: string) =>
    analysis.split(/(?<=[.!?])\s+/).some((x) => (x.endsWith("?") || /\bask\b/i.test(x)) && x.includes(q(w)));
  const sceneAsked = !!scene && (analysisAsks(scene.words) || analysisAsks(scene.cause));
  // (when the analysis has asked after the scene's feeling, another feeling of the dream's may still be asked after)
  const e = emotions.find((x) => feelingQuote(p, x) && !(sceneAsked && (x === scene?.feeling || x.code === scene?.feeling.code)));
  if (scene && !sceneAsked && out.length < 3) add(sceneAsk(scene.feeling, scene.words));
  // (the scene's feeling the analysis has asked after is not asked again here without its words: "what did you do with
  // the uncertainty in the dream" could be put to anyone who felt it; it waits until nothing of the dream's own is left)
  const feltAgain = !!scene && sceneAsked && !e;
  if (e && (!scene || sceneAsked) && out.length < 3 && !analysisAsks(feelingQuote(p, e)!)) add(feelingAsk(e, feelingQuote(p, e)!));
  if (p.recurring && out.length < 3) add(`What was going on in your life each time this dream came back, and what is the same now?`);
  const stanceAsk = p.stance && out.length < 3 ? stanceQuestion(p.stance, pk) : null;
  if (stanceAsk) add(stanceAsk);
  // the dream's own turn — a task, a want, what someone does to you, a deed of yours — before any frame that could stand in any dream
  const analysisQuotes = quoted(analysis);
  const askedAlready = (w: string) =>
    [...out.flatMap(quoted), ...analysisQuotes].some((a) => a.includes(w) || w.includes(a)) || out.some((x) => x.includes(w));
  for (const x of turnQuestions(p, pk, askedAlready)) if (out.length < 3) add(x);
  const marked = markedQuestion(p, pk, askedAlready);
  if (marked && out.length < 2) add(marked);
  // where the dream leaves off, when it breaks off on the dreamer mid-act or at waking: active imagination picks
  // the story up there ("she walked away" is someone else's ending, and a finished act has no "next" to ask about)
  const open =
    !!p.last &&
    /\b(I|we)\b/.test(p.last) &&
    (!!p.woke || /\b(trying|tried|started|starting|began|begin|about to|going to|still)\b/i.test(p.last));
  if (p.last && open && out.length < 2 && !out.some((x) => x.includes(p.last!)))
    add(
      pk.pick([
        `The dream breaks off at ${q(p.last)}. What would you have done next — and where, awake, are you at that same point?`,
        `If the dream had gone on from ${q(p.last)}, what would you want your next move to be, and is there a waking move like it?`,
      ]),
    );
  // a moment of the dreamer's, how the dream ends for them, a deed of theirs: the dream's own, before a symbol
  const moment = [p.arc.evidence[0], p.feelingScene?.words, p.interactions[0]?.evidence].find(
    (m): m is string => !!m && DREAMER_IN.test(m) && worthQuoting(m) && !dangerLed(p) && !askedAlready(m),
  );
  // (a moment of yours, or a deed, in the dream's words, before any stock question)
  const grounded = [
    moment
      ? pk.pick([
          // (not "what did you want there that you did not get": the moment may be one the dreamer wanted none of)
          `Picture yourself back at ${q(moment)}: what did you want to happen next?`,
          `Had the choice been yours at ${q(moment)}, what would you have done — and is there a choice like it in front of you awake?`,
          `${cap(q(moment))}: which part of that moment do you recognise from your waking days?`,
        ])
      : null,
    // (one of the dreamer's deeds the turn questions leave, "I…" or "we…" near its start, told in four words or more)
    plainDeedQuestion(
      p.doings.filter((d) => worthQuoting(d) && d.split(" ").length >= 4 && DREAMER_ACTS.test(d)),
      pk,
      askedAlready,
    ),
  ];
  for (const x of grounded) if (x && out.length < 2) add(x);
  // (how it ends for you, the moment the dream makes most of, what someone else there does)
  for (const x of [endingQuestion, strikingQuestion]) {
    const y = out.length < 2 ? x(p, pk, askedAlready) : null;
    if (y) add(y);
  }
  const other = out.length < 2 ? otherDeedQuestion(p, pk, askedAlready, person) : null;
  if (other) add(other);
  // a symbol the dream gives a sense of its own (who acts on it, how it ends), asked about in that sense
  // (a grenade in a war dream is not asked about as a code for something else; a dictionary line put as a
  // question — "the stairs can point to progress: where is that in your life?" — asks nothing of this dream)
  // (the dictionary line is not put into the question — "“fired me” — career concerns: does any of that fit" asks
  // nothing of this dream and reads a misread sense back to the dreamer; the dreamer's own association is asked
  // for instead, and only as a second question: two of the dream's own beat a third from a symbol list)
  const k = dangerLed(p)
    ? undefined
    : (p.symbols.find((x) => x.context && x.sym.def.category !== "person") ?? p.symbols.find((x) => x.bound));
  // (worded by what the dream does with it: a thing that turns on you by what has that edge awake, a thing lost or
  // broken by what of yours could go that way)
  if (k && out.length < 2 && !askedAlready(k.sym.quote)) {
    const it = agreeK(k, "it", "them");
    const ctx = k.context ?? "";
    add(
      /^(threatens|fled)$/.test(ctx)
        ? `What in your own life has the edge of ${situated(k)}, before any meaning a dream book would give ${it}?`
        : /^(lost|broken|fails)$/.test(ctx)
          ? `What of your own has gone the way of ${situated(k)}, or could?`
          : !k.context && k.sym.quote.split(" ").length <= 4
            ? `${cap(q(k.sym.quote))}: what is the first thing from your own life that comes up when you picture ${it}?`
            : thingQuestion(k, situated(k), it),
    );
  }
  // the last resorts, only when nothing of the dream's own has given a question: the setting, the day before, the
  // dream as a whole. (Nobody the dream tells nothing of is asked after: "what word first comes to you for X",
  // "which side of you does X bring out" could stand in any dream, and presume what the dream may deny.)
  // (a name in it — "a game of Monopoly" — would read as a question about the brand)
  // (nor the place the dream is set in, which has a question of its own)
  const placeHead = p.place?.toLowerCase().split(" ").pop();
  const image = p.symbols.find(
    (x) =>
      x.sym.def.category !== "person" &&
      !/\b(?!I\b)\p{Lu}/u.test(x.sym.quote) &&
      !(placeHead && x.sym.quote.toLowerCase().includes(placeHead)) &&
      pictured(x.sym.quote),
  );
  // (where the dream sets you is the dream's own: a place of yours, or one like a place of yours, carries a time and its people)
  // (not a thing or a part of a room taken for the setting: "in the door", "in the book", "in the merry-go-round")
  const setting = p.place && !/\b(?!I\b)\p{Lu}/u.test(p.place) && !/-/.test(p.place) && !NOT_A_SETTING.test(p.place) ? p.place : undefined;
  const where = setting ? (/^(the |your |my )?home$/i.test(setting) ? "at home" : placePhrase(setting)) : undefined;
  // (one question on what the days before might have put into the dream, on what would most plausibly carry over;
  // the setting and the dream taken whole, each asked by what this dream has — see question-close.ts)
  const said = () => out;
  // (the last questions may quote what the paragraphs above quote: only a question already asked on the same words
  // stands in their way)
  const analysisAsked = analysis
    .split(/(?<=[.!?])\s+/)
    .filter((x) => x.endsWith("?"))
    .flatMap(quoted);
  // (nor the same moment told back in the second person: "In the dream, your brother and you drove to the lake")
  const content = (x: string) =>
    (x.toLowerCase().match(/[a-z']{4,}/g) ?? []).filter((t) => !/^(your|you're|with|that|this|there|then|were|have|into|from)$/.test(t));
  const toldBack = (w: string) => {
    const ws = content(w);
    return ws.length >= 2 && out.some((x) => ws.filter((t) => x.toLowerCase().includes(t)).length >= 0.7 * ws.length);
  };
  const askedInQuestions = (w: string) =>
    [...out.flatMap(quoted), ...analysisAsked].some((a) => a.includes(w) || w.includes(a)) || out.some((x) => x.includes(w)) || toldBack(w);
  const stock = [
    () => (where && setting ? settingQuestion(p, setting, where) : null),
    () => residueQuestion(p, image?.sym, setting, where, askedInQuestions, said()),
    () => wholeQuestion(p, askedInQuestions),
    () => bareQuestion(p, said()),
  ];
  // (the feeling the analysis has asked after, asked once more as what you did with it: still this dream's feeling,
  // before a frame about the setting or the day before)
  if (feltAgain && out.length < 2)
    add(
      pk.pick([
        `What did you do with the ${emoNoun(scene!.feeling.label)} in the dream, and is that what you do with it awake?`,
        `Who would you tell about the ${emoNoun(scene!.feeling.label)} this dream left you with, and what would you leave out?`,
      ]),
    );
  // (a shape's question that names no one could stand in any dream of that shape: only to make up the two, but before
  // the setting and the dream taken whole, since it still speaks to this dream's shape)
  if (shapeQuestion && !f.has && out.length < 2) add(shapeQuestion);
  // (the output holds at least two questions: a dream that gives nothing of its own to ask gets the stock ones)
  for (const x of stock) {
    const y = out.length < 2 ? x() : null;
    if (y) add(y);
  }
  // (a whole-dream question whose quote overlaps one already asked gives way to one that quotes nothing)
  if (out.length < 2) {
    add(bareQuestion(p, out));
  }
  return out.slice(0, 3);
}
