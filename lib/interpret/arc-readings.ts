/**
 * What each dream shape says, in three voices: the summary's statement of what the dream is
 * about, Jung's reading and Freud's. Each is filled with the dream's own participant (`x`: "a
 * man", "your grandmother") and words (`e`: a quotation), and comes in several wordings chosen by
 * the dream's hash so ten dreams of one shape do not read alike.
 */
import { deathFreud, deathJung, type Dying } from "./reading-death";
import { shiftFreud, shiftJung, type Shift } from "./reading-shift";
import { loverFreud, loverJung, loverQuestion, type Lover } from "./reading-lover";
import type { ArcType } from "./schema";
import { lemmaCandidates } from "./words";
import { deedJung } from "./threat-deeds";

/** x: the participant ("a man"), X: the same capitalised, e: the quoted evidence, them: its object pronoun */
/** `s` is the verb ending that agrees with x: "" when x is a group ("the dogs come"), "s" otherwise */
/** `mild`: the shape rests on words or a mood (a shout, a refusal, dislike), not on a blow */
/** `dead`: in a death, whose it is; `shift`: in a transformation, who turns into whom; `lover`: in desire, who the other is */
export type Fill = {
  x: string;
  X: string;
  e: string;
  has: boolean;
  them: string;
  s: string;
  mild: boolean;
  dead?: Dying;
  shift?: Shift;
  lover?: Lover;
  /** the dreamer's answer to a threat or a chase, quoted: "“I kicked her in the face”" */
  a?: string;
};
type Voice = (f: Fill) => string;

/** a quotation at the head of a sentence: “they came for me” → “They came for me” */
const cap1 = (e: string) => e.replace(/^(“?)(\p{Ll})/u, (_, o: string, c: string) => o + c.toUpperCase());
export type ArcVoices = { summary: Voice[]; jung: Voice[]; freud: Voice[]; ask: Voice[] };

/** Summaries for a clash or a threat put in words rather than blows: friction, not a fight. */
export const MILD_SUMMARY: Partial<Record<ArcType, Voice[]>> = {
  conflict: [
    (f) => `There is friction between you and ${f.has ? f.x : "someone"} here, and you do not hide it: ${f.e}.`,
    (f) => `You push back in this dream — ${f.e} — rather than keep the peace.`,
  ],
  threat: [
    (f) => `Someone is set against you here, in words more than deeds: ${f.e}.`,
    (f) => `${f.has ? f.X : "Someone"} ${f.s ? "is" : "are"} cold or hostile toward you — ${f.e} — and the dream lets you feel it.`,
  ],
};

/** Each shape as a short noun phrase, for when it is the dream's second thread. */
export const ARC_MOTIF: Record<ArcType, string> = {
  pursuit: "a chase",
  threat: "a threat",
  conflict: "a clash",
  "loss-search": "a search for something missing",
  "unprepared-late": "the fear of not being ready",
  falling: "a fall",
  "unable-to-act": "an effort that gets you nowhere",
  exclusion: "being left out",
  reunion: "a meeting with someone from your past",
  transformation: "a change of shape",
  death: "a death",
  "sexual-encounter": "desire",
  achievement: "a success",
  journey: "a journey",
  "waking-at-climax": "an abrupt waking",
  none: "",
};

/** Jung on the force in the act done to you, quoting it */
const actJung: Voice = (f) =>
  `${f.e ? `${cap1(f.e)}: for` : "For"} Jung the force in that act belongs to you as well as to ${f.has ? f.x : "whoever does it"}, and the dream shows it aimed at you because you have not yet let yourself use it.`;

/** Freud on a fall, by its kind in the dream's words (`e`, quoted) */
export function fallFreud(e: string): string {
  const w = e.toLowerCase();
  if (/\b(almost|nearly|about to)\b/.test(w))
    return `${cap1(e)}: the fall is only nearly taken, and Freud would ask what you came close to letting yourself do, and what held you back.`;
  if (
    /\b(trip|tripped|slip|slipped|stumble|stumbled|fell hard|face first|to the (ground|floor))\b|\bfall(ing)? (down|to)\b|\bgetting up\b/.test(
      w,
    )
  )
    return `For Freud a stumble like ${e} is seldom only an accident: he would ask where you were headed when it came, and whether a part of you did not want to get there.`;
  if (/\b(cliff|roof|ledge|edge|height|air|hole|gulch|ravine|crevice|pit|through|into|off)\b/.test(w))
    return `The drop in ${e} takes you somewhere without your deciding to go, and that, for Freud, is how a dream lets a wish through: where would you not have let yourself go?`;
  return `For Freud ${e} can be a moral "fall" staged as a physical one: ask what you have lately let yourself give in to, or fear you might.`;
}

/** a pursuer the dream gives no face: none named, or only "someone" */
const faceless = (f: Fill) => !f.has || /^(that person|the person|someone|somebody|something|that thing)$/i.test(f.x);

export const ARC_READINGS: Record<ArcType, ArcVoices> = {
  pursuit: {
    summary: [
      (f) =>
        `At its heart this is a chase: ${f.has ? f.x : "something"} come${f.s} after you (${f.e}), and the dream is organised around getting away.`,
      (f) =>
        `Being pursued is what this dream is about — ${f.e} — and every scene bends around the distance between you and ${f.has ? f.x : "whatever follows"}.`,
      (f) => `${f.has ? f.X : "Something unnamed"} hunt${f.has ? f.s : "s"} you through the dream, in your words ${f.e}.`,
    ],
    // (read by who gives chase: no one the dream names, a pack, or one figure — each says something else)
    // ("someone was chasing me" names no one: the coding's "that person" is no face)
    jung: [
      (f) =>
        faceless(f)
          ? `The dream never shows who is after you (${f.e}), and Jung would make something of that: a pursuer with no face is the shadow at its least known, and the first step is to imagine it turning round to be seen.`
          : !f.s
            ? `${f.X} come after you together (${f.e}); for Jung a pack of pursuers is one disowned part of you grown many by being kept apart, and he would ask what they have in common.`
            : `Jung saw the pursuer as the shadow: a part of yourself you have not accepted, which gains strength the more you run from it. ${f.X} may carry a quality you disown — ask what you would have to admit about yourself if you were caught.`,
      (f) =>
        faceless(f)
          ? `Jung would notice that the dream gives what chases you no face (${f.e}): something of your own, perhaps, not yet known well enough to be seen, and turning to look is the move the dream has not yet made.`
          : !f.s
            ? `For Jung ${f.x} who chase you (${f.e}) are less enemies than a crowd of your own unlived traits; what would any one of them want, if it could speak?`
            : `On a Jungian reading, what chases you is rarely an enemy from outside; ${f.x} can be something of your own trying to be noticed, and turning to face it is the move the dream has not yet made.`,
    ],
    freud: [
      (f) =>
        faceless(f)
          ? `Freud would make much of the pursuer you never see (${f.e}): a wish kept so far from view that the dream cannot give it a face, only its speed.`
          : !f.s
            ? `For Freud, being run down by ${f.x} (${f.e}) stages a wish and its prohibition at once, and that there are several of them hides which one matters.`
            : `Freud would say a pursuit dream stages a wish and its prohibition at once: the impulse you keep at arm's length returns as ${f.x}, and the flight is the censor's answer.`,
      (f) =>
        faceless(f)
          ? `For Freud the chase in ${f.e} keeps a forbidden wish from arriving, and a pursuer without a face is the censor's best disguise.`
          : !f.s
            ? `For Freud, fleeing ${f.x} is how the dream keeps a forbidden wish from arriving; spread over many, it need not be anyone's in particular.`
            : `For Freud, fleeing is how a dream keeps a forbidden wish from arriving: ${f.x} stand${f.s} for the wish, and the running is the compromise.`,
    ],
    ask: [
      (f) => `If you stopped running and turned round, what do you imagine ${f.has ? f.x : "the pursuer"} would want from you?`,
      (f) =>
        f.has && !/^(someone|something|somebody|they|them|it)$/.test(f.x)
          ? `${f.X} ${f.s ? "is" : "are"} after you in the dream: what in your life right now are you trying to keep one step ahead of?`
          : `What in your life right now are you trying to keep one step ahead of?`,
    ],
  },
  threat: {
    summary: [
      // (with no one named who does it, a danger comes at you: "someone moves against you" would invent a person)
      (f) =>
        f.has
          ? // (not "and you are left on the receiving end": the dreamer may get away or be rescued, which the summary tells next)
            `The dream turns on a threat: ${f.x} move${f.s} against you — ${f.e}.`
          : `The dream turns on a danger that comes at you — ${f.e} — from a quarter it leaves unnamed.`,
      (f) => (f.has ? `You are the one under attack here: ${f.e}.` : `Danger closes in on you here: ${f.e}.`),
      (f) => `What drives the dream is menace from ${f.has ? f.x : "outside"}, in your words ${f.e}.`,
    ],
    // (each with the act in the dream's words, so the reading says what was done, and by whom, not only what a threat means)
    jung: [
      // (read by the deed — seized, struck, bitten, followed — whenever its words name one: not a stock line on
      // "the shadow" with a name put in; a deed of no kind read there takes one of the sentences below)
      (f) => deedJung(f) ?? actJung(f),
      (f) =>
        deedJung(f) ??
        `Jung would ask what ${f.has ? f.x : "the attacker"} personif${f.s ? "ies" : "y"} in you — the hostility in the dream is often a capacity for anger or self-assertion you have not allowed yourself.`,
      (f) => deedJung(f) ?? actJung(f),
      (f) =>
        deedJung(f) ??
        `Jung would look at how ${f.has ? f.x : "the attack"} reach${f.has && !f.s ? "" : "es"} you${f.e ? ` (${f.e})` : ""} more than at who is doing it: the way a threat arrives in a dream is the way something shut out of your life is asking to come in.`,
    ],
    freud: [
      (f) =>
        `Freud read being attacked in a dream as hostility turned round: your own aggression, disowned, comes back at you from ${f.has ? f.x : "someone else"}, and guilt takes the form of punishment.`,
      (f) =>
        `For Freud the victim's position can hide a wish: ${f.has ? f.x : "the attacker"} do${f.s ? "es" : ""} what you would not allow yourself to do, and you are spared the blame by suffering it.`,
      (f) =>
        `Freud would ask whom you would like to see treated the way you are treated here${f.e ? ` (${f.e})` : ""}: in a dream an anger you hold is often shown coming at you, so that it can be felt without being owned.`,
      (f) =>
        `The deed is ${f.has ? (/s$/.test(f.x) ? `${f.x}'` : `${f.x}'s`) : "another's"} and the harm is yours${f.e ? ` (${f.e})` : ""}, and for Freud that split is the point — the dream spares you the blame for a hostility by handing the deed on, and keeps the punishment for you.`,
    ],
    ask: [
      (f) => `Where in waking life do you meet something like ${f.e} — hostility aimed at you, or your own held back?`,
      // (not "if you had been as strong as them": the dreamer may well have fought back)
      (f) =>
        `What would it take, awake, to stand your ground against ${f.has ? f.x : "your attacker"}, or against what ${f.has ? f.x : "it"} stand${f.s} for?`,
    ],
  },
  conflict: {
    summary: [
      (f) => `This is a dream of open conflict: you clash with ${f.has ? f.x : "someone"} — ${f.e}.`,
      (f) => `Much of the dream is a fight you take part in yourself, in your words ${f.e}.`,
      (f) => `You do not stay passive here; ${f.e} puts you at odds with ${f.has ? f.x : "another figure"}.`,
    ],
    jung: [
      (f) =>
        `Jung would read the fight as two sides of you in opposition, with ${f.has ? f.x : "your opponent"} holding the attitude you reject; the conflict wants a third position, not a winner.`,
      // (named by what the clash is — words, a blow, a grave deed — and quoting it: "the quarrel with X" stood in one
      // dream in sixty, also where no word was said)
      (f) =>
        f.mild
          ? `In Jung's terms the quarrel with ${f.has ? f.x : "the other figure"}${f.e ? ` (${f.e})` : ""} is the ego arguing with an opposite it has not taken in — the heat of it shows how much energy is tied up there.`
          : graveIn(f.e)
            ? `In Jung's terms ${f.e} is the ego striking at an opposite it cannot yet live with, and a deed that grave shows how much is tied up there.`
            : `Jung would read the fight with ${f.has ? f.x : "the other figure"}${f.e ? ` (${f.e})` : ""} as the ego meeting an opposite it has not integrated, by force because it has not yet found another way.`,
      (f) =>
        `${f.has ? f.X : "Your opponent"}, for Jung, carr${f.s ? "ies" : "y"} a part of you that you argue with rather than listen to; ${f.e} is that argument made visible.`,
      (f) =>
        `A Jungian would not ask who wins the clash (${f.e}), but what ${f.has ? f.x : "the other side"} know${f.s} that you have not yet admitted.`,
    ],
    freud: [
      (f) =>
        `Freud would see a hostile wish given room: in the dream you may act on resentment toward ${f.has ? f.x : "someone"} that daytime manners keep buried.`,
      // (read by what the clash is — a refusal or words, a killing, a blow — and quoting it: "the anger you act
      // out against those people" named a group the dreamer only pushed past, and claimed an anger no one felt)
      (f) =>
        f.mild
          ? `For Freud, the edge in ${f.e} is a grudge the dream lets through because it is only a dream; he would ask who, awake, has earned it.`
          : graveIn(f.e)
            ? `For Freud, ${f.e} is a hostile wish let through whole because it is only a dream, and any horror after it is the censor arriving late.`
            : `${cap1(f.e)} is a deed the dream allows because it is only a dream, Freud would say, and he would ask whom, awake, you would not let yourself treat like that.`,
      (f) =>
        `Freud would notice how freely the dream lets you fight (${f.e}): the censor relaxes, and a grudge you keep polite by day gets its scene.`,
    ],
    ask: [
      // (asked of the clash itself, in its words, and of how it would end: not a fixed "what is unresolved"; quoted only when the other side is named)
      // (not of a shot or a stab: "how would you want it to end" cannot be asked of a killing)
      (f) =>
        graveIn(f.e)
          ? `What did the fight in this dream ask of you that nothing awake has asked yet?`
          : f.e && f.has
            ? `${f.e.replace(/^“\p{Ll}/u, (m) => m.toUpperCase())}: if that went on awake with ${f.x}, how would you want it to end?`
            : `If the clash in this dream went on awake, how would you want it to end?`,
      // (asked by what the clash is: words wanted, or what a blow was for)
      (f) =>
        f.mild
          ? `What did you want to say ${f.has ? `to ${f.x}` : "in that quarrel"} that you have not said awake?`
          : graveIn(f.e)
            ? `What did the fight in this dream ask of you that nothing awake has asked yet?`
            : /\b(accident\w*|not really|pretend\w*|joking|play\w*)\b/i.test(f.e)
              ? `If the clash in this dream went on awake, how would you want it to end?`
              : `${f.e ? `${cap1(f.e)}: w` : "W"}hat were you fighting for there, and is it at stake for you awake?`,
    ],
  },
  "loss-search": {
    summary: [
      (f) => `The dream is a search: something is missing — ${f.e} — and you spend it looking.`,
      (f) => `Loss sets this dream in motion, in your words ${f.e}, and the rest of it is the search.`,
      (f) => `What the dream circles is something you cannot find or have lost: ${f.e}.`,
    ],
    jung: [
      () =>
        `Jung would take the lost thing seriously as a part of you: searching dreams often come when something of value — a capacity, a relationship, a sense of direction — has slipped out of conscious reach.`,
      () =>
        `On a Jungian reading, the search is the psyche looking for what it needs to be whole; what you look for matters less than what it stands for.`,
    ],
    freud: [
      () => `Freud would read losing and looking as mourning in disguise: the dream rehearses a loss so that it can be felt.`,
      () =>
        `For Freud, a thing lost in a dream often stands in for a person or a pleasure you fear losing, and the anxious search is the wish to keep it.`,
    ],
    ask: [
      () => `What have you lost, or fear losing, that the missing thing in the dream could stand for?`,
      () => `What would finding it — or finding your way — give you that you lack at the moment?`,
    ],
  },
  "unprepared-late": {
    summary: [
      (f) => `This is the dream of being late or unprepared: ${f.e}.`,
      (f) => `Time runs against you here — ${f.e} — and the dream is about not being ready.`,
      (f) => `You arrive short of time or of what you need, in your words ${f.e}.`,
    ],
    jung: [
      () =>
        `Jung would link this to the persona, the face you show the world: dreams of lateness and unreadiness come when the demands on that face outrun what you feel you can give.`,
      () =>
        `On a Jungian reading the dream compensates for a waking attitude of control: it shows the part of you that does not feel equal to what is expected.`,
    ],
    freud: [
      // (by what the dream is short of, in its words: a test or a task not ready for, or time; each read with the quote)
      (f) => lateFreud(f),
      (f) => lateFreud(f),
    ],
    ask: [
      () => `What in your week feels like a test you have not prepared for, or a deadline you are chasing?`,
      () => `Whose expectations are you afraid of not meeting?`,
    ],
  },
  falling: {
    summary: [
      (f) => `The dream's decisive moment is a fall: ${f.e}.`,
      (f) => `You lose your footing — ${f.e} — and the dream is built around that drop.`,
    ],
    jung: [
      () =>
        `Jung read falling as a correction: when an attitude has climbed too high — too much ambition, too much control — the unconscious brings it down to earth.`,
      () =>
        `On a Jungian reading the fall is a loss of support: something you have been standing on in waking life is less solid than it looked.`,
    ],
    // (read by the kind of fall the words tell — nearly taken, a stumble on the way somewhere, a drop
    // from a height or into a hole — not one line about temptation for any fall)
    freud: [(f) => fallFreud(f.e), (f) => fallFreud(f.e)],
    ask: [
      () => `Where in your life do you feel you are losing your footing, or climbed higher than felt safe?`,
      () => `Who, if anyone, would catch you?`,
    ],
  },
  "unable-to-act": {
    summary: [
      (f) => `The dream's knot is not being able to act: ${f.e}.`,
      (f) => `What stays with you is your own helplessness in it — ${f.e}.`,
      (f) => `You try, and the dream will not let you: ${f.e}.`,
    ],
    jung: [
      () =>
        `Jung would see the ego stalled: the will you rely on awake does not work here, which forces attention onto what the situation itself is asking.`,
      () =>
        `On a Jungian reading, being stopped is the unconscious refusing the route you are taking; the block is information about direction.`,
    ],
    freud: [
      () =>
        `Freud described the inability to move in dreams as a conflict of will: a wish pushes forward and a prohibition holds it back, and the paralysis is both at once.`,
      () => `For Freud, "I could not" in a dream often means "I must not": the helplessness hides a refusal.`,
    ],
    ask: [
      () => `Where are you trying hard and getting nowhere at the moment?`,
      () => `What would happen if you stopped trying to force it?`,
    ],
  },
  exclusion: {
    summary: [
      (f) => `The dream is about being shut out: ${f.e}.`,
      (f) => `You are left out or turned away here — ${f.e} — and the dream dwells on it.`,
    ],
    jung: [
      () =>
        `Jung would read exclusion as a question about belonging and the persona: the dream tests whether your worth depends on the group's acceptance.`,
      (f) => `On a Jungian reading, being rejected by ${f.has ? f.x : "others"} may mirror a part of yourself that you have rejected.`,
    ],
    freud: [
      () => `Freud would hear the old childhood wish to be the favourite, and the hurt of seeing others preferred.`,
      () =>
        `For Freud the rejection may also satisfy a hidden wish: to have your worst fear confirmed, and so be done with waiting for it.`,
      (f) =>
        `Freud would look at what the rebuff from ${f.has ? f.x : "the others"} spares you: being kept out can also mean not having to risk what being let in would ask of you.`,
    ],
    ask: [
      () => `Where do you feel on the outside of a group you want to belong to?`,
      (f) => `What would you have needed from ${f.has ? f.x : "them"} to feel included?`,
    ],
  },
  reunion: {
    summary: [
      (f) => `This is a reunion dream: ${f.has ? f.x : "someone from your past"} ${f.s ? "is" : "are"} with you again — ${f.e}.`,
      (f) => `The dream brings back ${f.has ? f.x : "someone you have lost"}, in your words ${f.e}.`,
    ],
    jung: [
      (f) =>
        // (not "the dead and the absent": the one who comes back may be alive and near, only long unseen)
        `For Jung someone who comes back to you in a dream is an inner figure as well as a person: ${f.has ? f.x : "the returning figure"} may speak for what in you was shaped by that relationship and is still active.`,
      (f) =>
        `On a Jungian reading, meeting ${f.has ? f.x : "someone from the past"} again is a way of taking back something you received from ${f.them} and need now.`,
    ],
    freud: [
      (f) => `Freud would see the simplest wish of all: that the distance be undone, that ${f.has ? f.x : "they"} be here.`,
      () => `For Freud, dreams of reunion carry both longing and the unfinished business of the relationship — what was left unsaid.`,
    ],
    ask: [
      (f) => `What would you most want ${f.has ? f.x : "them"} to know, if you had the time together the dream gives you?`,
      (f) => `What did ${f.has ? f.x : "this person"} give you that you need at the moment?`,
    ],
  },
  transformation: {
    summary: [(f) => `Something changes shape in this dream: ${f.e}.`, (f) => `The dream's turning point is a transformation — ${f.e}.`],
    jung: [(f) => shiftJung(f, 0), (f) => shiftJung(f, 1)],
    freud: [(f) => shiftFreud(f, 0), (f) => shiftFreud(f, 1)],
    ask: [
      (f) =>
        f.shift
          ? `What do ${f.shift.from} and ${f.shift.to} have in common for you?`
          : `What in your life is changing faster than you can name it?`,
      (f) =>
        f.shift
          ? `What would ${f.shift.from} have to do with ${f.shift.to}, if the dream is right that one can become the other?`
          : `What did the thing that changed become, and what does that new form mean to you?`,
    ],
  },
  death: {
    summary: [(f) => `A death stands at the centre of this dream: ${f.e}.`, (f) => `The dream confronts you with a death — ${f.e}.`],
    jung: [(f) => deathJung(f, 0), (f) => deathJung(f, 1)],
    freud: [(f) => deathFreud(f, 0), (f) => deathFreud(f, 1)],
    ask: [
      (f) =>
        f.dead?.kind === "close"
          ? `What is changing between you and ${f.dead.who} at the moment?`
          : `What is ending in your life at the moment, or needs to?`,
      () => `What feeling did the death leave you with, and where else do you know that feeling from?`,
    ],
  },
  "sexual-encounter": {
    summary: [
      (f) => `Desire is at the centre of this dream: ${f.e}.`,
      (f) => `The dream is an intimate one — ${f.e}${f.has ? `, with ${f.x}` : ""}.`,
    ],
    jung: [(f) => loverJung(f, 0), (f) => loverJung(f, 1)],
    freud: [(f) => loverFreud(f, 0), (f) => loverFreud(f, 1)],
    ask: [(f) => loverQuestion(f, 0), (f) => loverQuestion(f, 1)],
  },
  achievement: {
    summary: [(f) => `The dream gives you a success of your own: ${f.e}.`, (f) => `You get there in this dream — ${f.e}.`],
    jung: [
      () => `Jung would see the ego growing equal to a task: the dream shows you a capacity you may doubt awake.`,
      () => `On a Jungian reading, succeeding in a dream is the unconscious backing a direction you have taken.`,
    ],
    freud: [
      () => `Freud would call it a wish fulfilled outright: the success you want, granted for a night.`,
      () => `For Freud the pleasure of winning in the dream shows what you want badly enough to dream it.`,
    ],
    ask: [
      () => `What goal in waking life does this success stand for, and what is the next step toward it?`,
      () => `Who would you want to see you succeed?`,
    ],
  },
  journey: {
    summary: [(f) => `The dream is a journey: ${f.e}.`, (f) => `You are on the move through most of it — ${f.e}.`],
    jung: [
      () =>
        `Jung read journeys as the path of individuation: where you are heading and how you travel mirror how you are moving through this part of your life.`,
      () =>
        `On a Jungian reading the way you travel — who steers, how fast, whether the road is clear — says how much say you feel you have in your own direction.`,
    ],
    freud: [
      () =>
        `Freud would ask what the destination stands for: a journey in a dream often carries a wish to leave something behind or to reach someone.`,
      () => `For Freud, travelling can disguise a wish for change that is not yet allowed to be spoken.`,
    ],
    ask: [
      () => `Where do you feel your life is heading right now, and who is steering?`,
      () => `What are you travelling away from, and toward?`,
    ],
  },
  "waking-at-climax": {
    summary: [(f) => `The dream breaks off at its peak: ${f.e}.`, (f) => `It ends by waking you at the worst moment — ${f.e}.`],
    jung: [
      () => `Jung would note that the dream stops where the ego cannot yet go on: the unresolved ending is the point to return to.`,
      () => `On a Jungian reading, waking at the climax means the confrontation is not finished; the dream may come back until it is.`,
    ],
    freud: [
      () => `Freud saw waking as the dream's guardian failing: when a wish comes too close to showing itself, sleep gives way.`,
      () => `For Freud, waking at the peak is the censor stepping in before the dream says what it means.`,
    ],
    ask: [
      () => `If the dream had gone on one more minute, what would have happened?`,
      () => `What situation in your life feels stuck at its most tense point?`,
    ],
  },
  none: { summary: [], jung: [], freud: [], ask: [] },
};

/** A sexual act forced on the dreamer: read as violation and threat, never as desire or a disowned wish. */
const VIOLATION_READINGS: ArcVoices = {
  summary: [
    (f) =>
      `This is a dream of violation: ${f.has ? f.x : "someone"} forces something sexual on you — ${f.e} — and there is no easy way out.`,
    (f) => `What happens to you here is an intrusion, not an encounter: ${f.e}. The dream is about having your limits overrun.`,
  ],
  jung: [
    (f) =>
      `Jung would not read this as desire. ${f.has ? f.X : "The intruder"} is the shadow at its most invasive, and what the dream watches is how you hold your ground and where you draw the line.`,
    () =>
      `For Jung a figure who overruns you like this is less a part of you to embrace than a force to set limits against; the dream shows where your boundaries are under pressure.`,
  ],
  freud: [
    () =>
      `Even Freud, who read most dreams as wishes, treated anxiety dreams like this as the point where disguise fails: the fear is real, and it answers to something in waking life that feels invasive.`,
    () =>
      `Freud would take this at face value: the dream stages an advance you do not want, and the refusal in it, not a disguised wish, is its point.`,
  ],
  ask: [
    () => `Where in your waking life do you feel hemmed in by someone who does not respect your limits?`,
    () => `Whom would you tell, awake, if someone overstepped with you like this — and is there something to tell now?`,
  ],
};

/** The dreamer does grave harm ("I have to execute a man"): not a quarrel to win, but one's own capacity for violence. */
const HARM_READINGS: ArcVoices = {
  summary: [
    (f) => `In this dream you are the one who does harm, and gravely: ${f.e}.`,
    (f) => `The violence here is yours to carry out — ${f.e} — which makes it a dream about what you are capable of, or made to do.`,
  ],
  jung: [
    (f) =>
      `Jung would not look for the shadow outside here: you act it yourself. ${f.has ? f.X : "The one you harm"} may stand for something in you that you are trying to cut off or silence, and the dream shows what that costs.`,
    () =>
      `For Jung, a dream that makes you the agent of violence confronts the ego with its own shadow directly; how you feel while doing it is the measure of how far you accept or refuse that side.`,
  ],
  freud: [
    () =>
      `Freud would read the act and your stance toward it together: a destructive wish is allowed its scene, and whatever unease comes with it is the censor keeping the balance.`,
    (f) =>
      `For Freud the question is less whether you wish harm on ${f.has ? f.x : "anyone"} than what hostility the dream lets through in a form so extreme that it can be disowned on waking.`,
  ],
  ask: [
    () => `Is there something or someone you feel you are being made to hurt, or to cut out of your life, at the moment?`,
    () => `What in you would you like to silence, and what would it say if you let it speak?`,
  ],
};

/**
 * Danger in a scene of war: both Jung ("reactive" dreams) and Freud (the war neuroses, in Beyond the
 * Pleasure Principle) set dreams that return to real danger apart from their usual readings.
 */
const WAR_READINGS: ArcVoices = {
  summary: [
    (f) => `The dream puts you in the middle of combat — ${f.e} — with no safe side to stand on.`,
    (f) => `Here the danger is war itself, and it comes close: ${f.e}.`,
  ],
  jung: [
    () =>
      `Jung set dreams like this apart: a dream that returns to a scene of real danger, as soldiers' dreams do, reacts to an event rather than to an attitude, and it loosens its hold only as the shock is taken in.`,
    () =>
      `For Jung a scene of war weighs first as experience, before anything in it is read as a symbol, and a dream keeps going back to such a scene until it can be felt and told.`,
  ],
  freud: [
    () =>
      `Freud himself made an exception for dreams like this: soldiers' dreams that go back to the moment of danger did not fit his theory of wishes, and he read them as the mind trying, after the fact, to master a shock it was not ready for.`,
    () =>
      `Even Freud would not look for a hidden wish here first: he saw war dreams that repeat a danger as an attempt to master it by living it again, this time with the fear that was missing the first time.`,
  ],
  ask: [
    () => `Is this a scene you have lived, and has it come back before? Who could you tell it to now?`,
    () => `What in your days at the moment brings this danger close again?`,
  ],
};

/**
 * Danger with no one behind it — a flood, a fire, a storm, a crash: Jung read such elemental
 * catastrophes as the unconscious overrunning the ego's banks, Freud as anxiety finding a scene
 * large enough to hold it. Neither is an attacker to be read as a shadow or a disowned wish.
 */
const DISASTER_READINGS: ArcVoices = {
  summary: [
    // (no one's deed: not "turns against you", which is an attacker's word; what gives way, and what you do while it does)
    (f) => `Danger here comes from no one: ${f.e}. Something gives way around you, and the dream is about what you do while it does.`,
    (f) => `This is a disaster dream — ${f.e} — with no one to blame for it, and the dream follows you through it.`,
  ],
  jung: [
    () =>
      `Jung read floods, fires and storms as the unconscious at its most elemental: something larger than the ego breaking its banks. What matters is where you stand when it breaks, and what you try to save.`,
    () =>
      `For Jung a catastrophe in a dream is rarely about the world ending; it tells of an inner situation that no longer stays within its walls, and it often comes when a change is already under way.`,
  ],
  freud: [
    () =>
      `Freud counted dreams like this among the anxiety dreams: the fear is the real content, and the disaster is the scene it borrows, big enough to hold a worry whose source stays out of sight.`,
    () =>
      `For Freud the catastrophe itself matters less than the anxiety it carries: a fear without an object attaches to the flood or the fire, which can be faced where the real cause cannot.`,
  ],
  ask: [
    () => `What in your life at the moment feels as if it is getting beyond anyone's control?`,
    () => `In the dream, what did you try to save or protect first, and what does that say about what matters to you now?`,
  ],
};

/**
 * A threat or a chase the dreamer answers with a blow or a word of their own: not a victim's dream,
 * and not to be read as if the dreamer had only suffered it.
 */
const ANSWERED_READINGS: ArcVoices = {
  summary: [
    (f) => `This is no victim's dream: ${f.e}, and then ${f.a}.`,
    (f) => `The dream is a fight you are drawn into: ${f.e}, and you answer — ${f.a}.`,
    (f) => `You are attacked here (${f.e}), and you strike back: ${f.a}.`,
  ],
  // (Jung and Freud read the answer itself: reading-jung.ts and reading-freud.ts, through answer.ts)
  jung: [],
  freud: [],
  ask: [
    (f) => `Where, awake, would you like to answer as you do in the dream — ${f.a} — and what holds you back?`,
    (f) => `When you hit back in the dream (${f.a}), how did it feel, and where in your life do you want that force?`,
  ],
};

/** A chase the dreamer only watches: someone else is pursued. */
const WATCHED_CHASE_READINGS: ArcVoices = {
  summary: [
    (f) => `The chase in this dream is someone else's: ${f.e}, and you watch it.`,
    (f) => `${f.e}: you see a pursuit rather than suffer one.`,
  ],
  // (Jung and Freud read it as violence between others: reading-jung.ts and reading-freud.ts, on `witnessed`)
  jung: [],
  freud: [],
  ask: [
    () => `In the chase you watch, whom did you want to get away, and why?`,
    () => `Where in your life at the moment are you watching someone else being hounded, or doing the hounding?`,
  ],
};

/** A quarrel that only comes at the dreamer: scolded, yelled at, glared at, with no hostility of the dreamer's own. */
const SCOLDED_READINGS: ArcVoices = {
  summary: [
    (f) => `${f.has ? f.X : "Someone"} turn${f.has ? f.s : "s"} on you — ${f.e} — and the dream stays with how that lands.`,
    (f) => `You are on the receiving end of a temper here: ${f.e}.`,
    (f) => `The quarrel in this dream comes at you, not from you: ${f.e}.`,
  ],
  jung: ARC_READINGS.conflict.jung.slice(0, 2),
  // (Freud's paragraph reads the one-sided quarrel by how you answer it: reading-freud.ts, through answer.ts)
  freud: ARC_READINGS.conflict.freud,
  ask: [
    (f) => `When ${f.has ? f.x : "someone"} spoke to you like that in the dream (${f.e}), what did you want to say back?`,
    () => `Whose disapproval are you bracing for at the moment, and is it deserved?`,
  ],
};

/** a quarrel in which the dreamer is only the target: the shape's own lines ("you clash", "you push back") would misstate it */
export const scolded = (p: Led): boolean => {
  const hostile = (p.interactions ?? []).filter((i) => i.type === "aggression");
  return p.arc.type === "conflict" && hostile.some((i) => i.to?.id === 0) && !hostile.some((i) => i.from?.id === 0);
};

/** acts by the dreamer grave enough that "conflict" would trivialise them */
export const GRAVE_HARM = /^(kill|murder|execute|stab|shoot|behead|decapitate|strangle|torture|slaughter|massacre|butcher|drown|poison)$/;

/** words that tell grave harm ("I shot him", "stabbed"): a clash no one could want to go on */
/**
 * Freud on being unready or late, by what the dream is short of, named (not quoted: the summary quotes the
 * shape's words already): a test or a talk not ready for, a flight or a class missed. (The two fixed lines,
 * "people dream of tests and deadlines …" and "the dream of being late can carry …", were picked by hash,
 * also of a dream with no test in it.)
 */
function lateFreud(f: Fill): string {
  const e = f.e.replace(/[“”]/g, "");
  const task = /\b(test|exam|quiz|homework|assignment|essay|talk|speech|presentation|recital|interview|audition|lines)s?\b/i.exec(e);
  if (task)
    return `Freud noticed that people dream of failing a ${task[1].toLowerCase()} of the kind they have already come through in life, and read such a dream as reassurance as much as alarm: "you managed then, you will manage now."`;
  const late = /\b(late (?:for|to)|missed|miss|missing|catch|make|get to) (?:my|our|the|a|an) ([a-z]+(?: [a-z]+)?)\b/i.exec(e);
  // (a phrase ends on its noun: "the movie on" → "the movie")
  const trim = (x: string) => x.replace(/(\s+(for|on|in|at|to|of|with|and|but|so|by|from|off|up|it|out))+$/i, "");
  // ("too late to post the letter", "the cake will not be baked in time": what time runs out on)
  const tooLate = /\btoo late to ([a-z]+(?: [a-z]+){0,3})/i.exec(e);
  if (tooLate && !late)
    return `For Freud, finding it too late to ${trim(tooLate[1]).replace(/\b(my|me|I)\b/g, (m) => (m === "my" ? "your" : "you"))} can carry a hidden wish to be spared it altogether — to be let off something you have agreed to.`;
  if (/\b(not|wasn't|weren't|isn't|never|aren't) ready\b|\bunprepared\b/i.test(e) && !/\b(hurr\w*|rush\w*)\b/i.test(e))
    return `For Freud, not being ready when the dream needs you to be can carry a hidden wish to be let off — spared something you have agreed to.`;
  if (!late && /\b(ready|done|finish\w*|learn\w*|pack\w*|dress\w*)\b/i.test(e) && /\b(in time|before|won't|rush\w*|hurr\w*)\b/i.test(e))
    return `For Freud, a task the dream will not let you finish in time can carry a hidden wish to be let off it altogether, and the hurry is the wish disguised as its opposite.`;
  const what = late ? trim(late[2].replace(/\s+(and|but|so|because|when|then|as|with|at|in)\s.*$/i, "")) : "";
  if (what)
    return `For Freud, ${/^(catch|make|get to)$/i.test(late![1]) ? `not getting to the ${what} in time` : /^miss/i.test(late![1]) ? `missing the ${what}` : `being late for the ${what}`} can carry a hidden wish not to arrive at all — to be let off something you have agreed to.`;
  const place = /\blate (?:for|to) (class|work|school|church|dinner|lunch|practice|rehearsal)\b/i.exec(e);
  if (place)
    return `For Freud, being late for ${place[1].toLowerCase()} can carry a hidden wish not to arrive at all — to be let off something you have agreed to.`;
  // (by how the lateness comes: a thing forgotten, sleep, no clue, the clock, unreadiness, finding out, or the hurry itself)
  const forgot = /\bforg[eo]t to ([a-z]+(?: (?:him|her|them|it))?)/i.exec(e);
  if (forgot)
    return `For Freud, forgetting to ${forgot[1].toLowerCase()} is rarely an accident, in a dream or out of one: a forgetting carries a wish not to have to do the thing at all.`;
  if (/\b(overslept|oversleep|slept|sleep in|slept in|woke up (really |very )?late)\b/i.test(e))
    return `For Freud, sleeping through in a dream is the plainest of wishes: to stay where you are and be let off what the day asks of you.`;
  if (/\b(no (idea|clue)|could not remember|couldn't remember|hadn't studied|didn't study|not studied)\b/i.test(e))
    return `Freud noticed that people dream of being caught unprepared for tasks they have long since come through, and read such a dream as reassurance as much as alarm: "you managed then, you will manage now."`;
  if (/\b(minutes? left|hours? late|in time|on time|too late|lost track of time|nearly|almost late)\b/i.test(e))
    return `For Freud, the clock running down can carry a hidden wish not to arrive at all — to be let off something you have agreed to.`;
  if (/\b(not|wasn't|weren't|isn't|never|aren't) ready\b|\bunprepared\b/i.test(e))
    return `For Freud, not being ready when the dream needs you to be can carry a hidden wish to be let off — spared something you have agreed to.`;
  if (/\b(hurr\w*|rush\w*|ran|running|rac\w*|dash\w*)\b/i.test(e))
    return `For Freud, all the hurrying can be the wish in disguise: a wish not to arrive at all, dressed up as its opposite.`;
  if (/\b(realiz\w*|realis\w*|notic\w*|discover\w*|find|found|saw|see)\b/i.test(e))
    return `For Freud, the moment you find out you are late is a wish caught just as it comes true: not to arrive at all, to be let off something you have agreed to.`;
  return `For Freud, being late in a dream can carry a hidden wish not to arrive at all — to be let off something you have agreed to.`;
}

const graveIn = (words: string) =>
  (words.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => lemmaCandidates(w).some((l) => GRAVE_HARM.test(l)));

/** the voices a reading argues from: the shape's, a violation's, danger in war, a disaster, or grave harm done by the dreamer */
type Led = {
  arc: { type: ArcType };
  violation?: unknown;
  harm?: unknown;
  war?: boolean;
  disaster?: boolean;
  answered?: unknown;
  watched?: boolean;
  interactions?: { type: string; from?: { id: number }; to?: { id: number } }[];
};

/** danger in a scene of war or a disaster leads the reading: its symbols are the scene's furniture, not a code to crack */
export const dangerLed = (p: Led): boolean => !p.violation && (!!p.war || !!p.disaster) && /^(threat|pursuit|conflict)$/.test(p.arc.type);

/** grave harm the dreamer does leads the reading: it is told from that act, not from the clash's first words */
export const harmLed = (p: Led): boolean => !p.violation && !dangerLed(p) && !!p.harm && p.arc.type === "conflict";

export const voicesOf = (p: Led): ArcVoices =>
  p.violation
    ? VIOLATION_READINGS
    : dangerLed(p)
      ? p.war
        ? WAR_READINGS
        : DISASTER_READINGS
      : harmLed(p)
        ? HARM_READINGS
        : p.answered
          ? ANSWERED_READINGS
          : p.watched
            ? WATCHED_CHASE_READINGS
            : scolded(p)
              ? SCOLDED_READINGS
              : ARC_READINGS[p.arc.type];
