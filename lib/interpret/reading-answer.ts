/**
 * The readings of a threat by how the dreamer answers it (`answer.ts`): Jung on the ego's stance
 * toward the figure who turns on it — meets it by force, stands its ground, runs, lets another take
 * its side, or is only on the receiving end — Freud on what that lets the dreamer have or avoid, and the
 * practical note on where the same answer is given awake. Each sentence quotes the two acts it sets
 * side by side, so it can only belong to the dream it reads. Every branch makes one pick, as the lines
 * they replace did, so the wordings chosen after them (the questions) stay as they were.
 */
import type { Answer } from "./answer";
import { cap, definite, q, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { hurtsIn } from "./agent-words";

/** the one who threatens, named, with the verb forms that agree with them */
function who(a: Answer) {
  const n = definite(a.by.label);
  const pl = a.by.group || isPlural(n);
  const v = (one: string, many: string) => (pl ? many : one);
  // ("those men'", but "your boss's": only a plural in -s takes the bare apostrophe)
  return { n, v, their: pl && /s$/.test(n) ? `${n}'` : `${n}'s` };
}

/** what the one who turns on you does, by its kind: a deed against your body or freedom, a taking (a theft, your things broken), or anything else — a scolding, a jibe, a temper */
export type ActKind = "temper" | "taking" | "deed";
const DEED =
  /^(attack|hit|kill|murder|shoot|stab|beat|bash|punch|kick|slap|strike|hurt|injure|wound|chase|pursue|hunt|kidnap|abduct|capture|arrest|trap|tie|grab|push|shove|throw|choke|strangle|drown|poison|bite|rape|assault|torture|knife|cut|burn|run|crush|hold|drag|pin|jump|ambush|bomb|hang|execute|behead|catch|follow|stalk|corner|seize|surround)$/;
const TAKING = /^(steal|take|rob|snatch|pickpocket|loot|burgle|burglarize|burglarise|swipe|confiscate|destroy|break|wreck|smash|ruin)$/;
export function actKind(a: Answer): ActKind {
  const l = a.threat.event.lemmas;
  // ("he took my bag", "she destroyed my car": what is yours, not you, is harmed)
  if (l.some((x) => TAKING.test(x)) && a.threat.event.target?.entity !== a.threat.to) return "taking";
  // (only a blow, a capture or a chase is a deed: "made fun of me", "got mad", "hated me" are a temper, not danger)
  if (l.slice(0, 1).some((x) => DEED.test(x))) return "deed";
  // ("gave me three lashes": a blow, whatever its verb)
  if (hurtsIn(a.threat.evidence)) return "deed";
  return "temper";
}

/** a temper by its kind, from its verb: a reproach, a jibe, a refusal, pressure kept up, or a mood (anger, meanness) */
type TemperKind = "reproach" | "jibe" | "refusal" | "pressure" | "mood";
const REPROACH =
  /^(yell|scold|criticize|criticise|lecture|shout|scream|bawl|accuse|blame|complain|argue|confront|berate|rebuke|chide|reprimand|correct|warn|threaten|tell|order|command|curse|swear)$/;
const JIBE = /^(tease|mock|laugh|ridicule|taunt|trick|joke|prank|sneer|insult|humiliate|embarrass|make)$/;
const REFUSAL = /^(refuse|ignore|reject|exclude|deny|ban|forbid|shun|snub|dump|leave|abandon|stop|block|kick)$/;
const PRESSURE = /^(harass|pester|bother|nag|badger|hound|annoy|bark|snap|push|pressure|force|rush|try)$/;
/** their temper named as a feeling of theirs: "he was really angry", "she was being mean" */
const namesTheirMood = (a: Answer) =>
  /\b(angry|mad|miffed|annoyed|furious|upset|mean|rude|cold|cross|irritated|impatient|pissed|hated?|contempt|glares?|glared|dirty look|(didn't|did not|doesn't) like)\b/i.test(
    a.threat.evidence,
  );
function temperKind(a: Answer): TemperKind {
  const l = a.threat.event.lemmas;
  const w = a.threat.evidence.toLowerCase();
  if (/\bmak\w* fun\b/.test(w) || l.some((x) => JIBE.test(x) && x !== "make")) return "jibe";
  if (
    l.some((x) => REFUSAL.test(x)) ||
    /\b(would ?n[o']t|wouldn't|won't|didn't) let\b|\brefus\w*|\bturned (his|her|their) backs?\b|\bwouldn't (even )?(talk|speak|answer|look)/.test(
      w,
    )
  )
    return "refusal";
  if (l.some((x) => REPROACH.test(x)) || /\b(lecture|called me|scolding|telling me off|told me off)\b/.test(w)) return "reproach";
  if (l.some((x) => PRESSURE.test(x))) return "pressure";
  return "mood";
}

/** the one who turns on you chases you: the threat is a pursuit, or its verb is one */
const CHASE = /^(chase|pursue|hunt|follow|stalk|run)$/;
const CAPTURE = /^(kidnap|abduct|capture|arrest|trap|tie|grab|hold|seize|pin|corner|surround|catch|drag)$/;
const chased = (a: Answer) => !!a.threat.pursuit || a.threat.event.lemmas.some((l) => CHASE.test(l));

/** their act, in brackets — or nothing, when the paragraph has just quoted it */
const act = (a: Answer, said: string) => (said.includes(q(a.threat.evidence)) ? "" : ` (${q(a.threat.evidence)})`);

/** (`said`: what the paragraph has said before, so the threat's words are not quoted twice running) */
/** the words both paragraphs build on: who, their act (`t`), the dreamer's answer (`x`, and `xs` in brackets) */
function partsOf(a: Answer, said: string) {
  const x = a.answer ? q(a.answer.evidence) : "";
  return { ...who(a), t: act(a, said), x, xs: a.answer ? ` (${x})` : "" };
}

export function answerJung(a: Answer, pk: Picker, said = ""): string {
  const { n, v, their, t, x, xs } = partsOf(a, said);
  switch (a.kind) {
    case "first":
      return pk.pick([
        `It is you who start it with ${n} (${x}), and the blow comes back${t}: for Jung the ego here meets its shadow only by force, and force is what it gets in return.`,
        `You go at ${n} before ${n} ${v("has", "have")} done anything to you — ${x} — and are answered in kind${t}; Jung would read an ego that strikes at the shadow rather than hearing it out, and is shown what that costs.`,
      ]);
    case "back":
      return pk.pick([
        `When ${n} ${v("turns", "turn")} on you${t}, you answer in kind (${x}): for Jung the ego stands its ground against the shadow instead of running, and the next step is to hear what ${n} ${v("wants", "want")} of you.`,
        `${cap(n)} ${v("comes", "come")} at you${t} and you do not give way (${x}); Jung would count that as the ego facing what it would rather not, and ask what in ${n} you had to match to do it.`,
      ]);
    case "fled":
      return pk.pick([
        `Your answer to ${n} is to get away${xs}: for Jung what the ego runs from in a dream gains strength from the running, and ${n} ${v("carries", "carry")} something of yours that the distance keeps unexamined.`,
        `Jung would notice that you leave rather than face ${n}${xs}: the ego keeps its distance from what ${n} ${v("stands", "stand")} for, which is often the step before it can turn and look.`,
      ]);
    case "soothe":
      return pk.pick([
        `${cap(n)} ${v("turns", "turn")} on you${t} and you answer with goodwill (${x}): for Jung the ego makes peace with the shadow before it has understood it, which keeps the peace but not the lesson.`,
      ]);
    case "helped": {
      const h = definite(a.helper!.label);
      const hp = a.helper!.group || isPlural(h);
      return pk.pick([
        `${cap(n)} ${v("turns", "turn")} on you${t}, and it is ${h} who ${hp ? "take" : "takes"} your side (${x}): in Jung's terms the ego does not meet the shadow alone here, and what ${h} ${hp ? "bring" : "brings"} is a resource of your own you have not yet used.`,
        `Between ${n}, against you${t}, and ${h}, for you (${x}), the dream divides your psyche's forces in two; Jung would ask which of the two voices you more often follow awake.`,
      ]);
    }
    case "none": {
      // (read by what is done to you — a blow, a taking, a reproach, a jibe, a refusal — not one line for every act; one pick, as before)
      const kind = actKind(a);
      const temper = kind === "temper" ? temperKind(a) : undefined;
      return pk.pick([
        kind === "deed"
          ? `${cap(n)} ${v("turns", "turn")} on you${t}, and the dream is told from the receiving end: for Jung the ego here is acted on while ${n} ${v("holds", "hold")} the energy, and the question is what ${n} ${v("stands", "stand")} for that you have not yet claimed as yours.`
          : kind === "taking"
            ? `${cap(n)} ${v("helps itself", "help themselves")} to what is yours${t}; Jung would ask what part of you ${n} ${v("speaks", "speak")} for, that can take from you what you thought you held.`
            : temper === "jibe"
              ? `Jung would hear in ${their} mockery${t} a side of you that does not take you seriously, and ask whose voice it first was.`
              : temper === "reproach"
                ? `For Jung, ${their} reproach${t} can be a standard of your own set outside you, so that you hear it as someone else's; he would ask whether you hold yourself to it awake.`
                : temper === "refusal"
                  ? `Jung would read ${their} "no"${t} as a part of the psyche barring the way, and ask what it is keeping you from, or keeping safe.`
                  : `You are on the receiving end of ${their} hostility${t}; Jung would ask what part of you ${n} ${v("speaks", "speak")} for, that the dream sets ${v("it", "them")} against you.`,
      ]);
    }
  }
}

export function answerFreud(a: Answer, pk: Picker, said = ""): string {
  const { n, v, t, x, xs } = partsOf(a, said);
  switch (a.kind) {
    case "first":
      return pk.pick([
        `Freud would see the wish and its punishment in one scene: the dream lets you go at ${n} (${x}), then makes you pay for it${t}.`,
        `The order matters to Freud: your own blow comes first (${x}), the one you take after${t}, as if the conscience let the anger out only on condition that it be punished.`,
      ]);
    case "back":
      return pk.pick([
        `Freud would give weight to your answer to ${n} — ${x}: the dream lets you refuse an intrusion outright, which suggests one you have been putting up with.`,
      ]);
    case "fled":
      return pk.pick([
        `The dream lets you escape ${n}${xs} without ever learning what ${n} ${v("wants", "want")}: for Freud that not-knowing is the point, for the flight keeps a wish of your own from coming close enough to be recognised.`,
        // (a pursuer only where there is a chase: a cat that ambushes, or a man who grabs you, pursues no one)
        chased(a)
          ? `Freud would ask what getting away from ${n} spares you${xs}: a pursuer often carries an impulse of the dreamer's own, kept at a safe distance by being run from.`
          : `Freud would ask what getting away from ${n} spares you${xs}: what comes at you in a dream often carries an impulse of your own, and getting clear of it keeps that impulse at arm's length.`,
      ]);
    case "soothe":
      return pk.pick([
        `Freud would look hard at the goodwill you show ${n} (${x}) when ${n} ${v("is the one who", "are the ones who")} turned on you: friendliness offered to the one who hurts you can cover an anger that is not allowed to show.`,
      ]);
    case "helped": {
      const h = definite(a.helper!.label);
      return pk.pick([
        `Freud would notice that the dream saves you without your having to fight (${x}): the wish it grants may be less to win against ${n} than to be looked after by ${h} when someone turns on you.`,
      ]);
    }
    case "none":
      // (read by what is done to you: a temper met as a reproach of your own, a taking as a loss the dream lets you blame on another, a deed as anger that is not yours to own)
      switch (actKind(a)) {
        case "temper": {
          // (by the kind of temper: a reproach, a jibe, a refusal, pressure kept up, a mood; one pick, as before)
          const tk = temperKind(a);
          return pk.pick([
            tk === "reproach"
              ? `How ${n} ${v("treats", "treat")} you${t} is what Freud would weigh: a reproach you make of yourself can arrive in a dream from another, so that you meet it as someone else's.`
              : tk === "jibe"
                ? `The jibe${t} may say, for Freud, what you half believe of yourself: mockery from another in a dream often voices a doubt the dreamer will not own.`
                : tk === "refusal"
                  ? `For Freud a "no" the dream puts in another's mouth${t} can be one you say to yourself: a wish turned down before you could ask for it.`
                  : tk === "pressure"
                    ? `Freud would ask what ${n} ${v("wants", "want")} of you, keeping at you like that${t}: a demand a dream sets on you from outside is often one you make of yourself.`
                    : namesTheirMood(a)
                      ? `Freud would ask whose temper it really is${t}: a dream often hands a feeling of the dreamer's own to another, so that it can be met without being owned.`
                      : `For Freud, what ${n} ${v("does", "do")} to you here${t} may carry a judgement you pass on yourself: a dream gives it another's face, so that it can be heard without being owned.`,
          ]);
        }
        case "taking":
          return pk.pick([
            `Freud would ask what ${n} ${v("takes", "take")} from you${t} stands for: a dream can put a loss you half want, or half fear you caused, into another's hands.`,
          ]);
        case "deed":
          return pk.pick([
            `Freud would ask what the dream spares you by letting ${n} do the attacking${t}: the anger is in the scene, but it is not yours to own.`,
            `For Freud what ${n} ${v("does", "do")} to you${t} is a deed the dream needed someone to do; he would ask whom, awake, you would not let yourself treat like that.`,
          ]);
      }
  }
}

/** the practical note: where, awake, the dreamer gives the answer the dream shows */
export function answerEveryday(a: Answer, pk: Picker): string {
  const { n, v, their } = who(a);
  const t = act(a, "");
  const x = a.answer ? q(a.answer.evidence) : "";
  const xs = a.answer ? ` (${x})` : "";
  switch (a.kind) {
    case "first":
      return pk.pick([
        `Ask whom, awake, you are ready to strike at before they have moved, as you go at ${n} here (${x}), and what you expect them to do.`,
      ]);
    case "back":
      return pk.pick([
        `In the dream you answer ${n} in kind (${x}); ask where, awake, someone pushes at you like that, and whether you answer as plainly.`,
      ]);
    case "fled":
      return pk.pick([
        `Ask where, awake, you step away from someone's pressure as you get away from ${n} here${xs}, and what it would take to stay and answer.`,
      ]);
    case "soothe":
      return pk.pick([
        `Ask where, awake, you smooth things over with someone who has pushed at you, as you do with ${n} here (${x}), and what that costs you.`,
      ]);
    case "helped":
      return pk.pick([
        `Ask who stands by you awake the way ${definite(a.helper!.label)} ${a.helper!.group ? "do" : "does"} here when ${n} ${v("turns", "turn")} on you, and whether you let them.`,
      ]);
    case "none":
      // (asked of the kind of act done to you, in its words: who treats you like that, who takes from you, who you feel in danger from)
      switch (actKind(a)) {
        case "temper": {
          // (not "who treats you like that": the question on the person already asks how they treat you awake)
          // (by the kind of temper, as Freud's line is; one pick, as before)
          const tk = temperKind(a);
          return pk.pick([
            tk === "reproach"
              ? `Ask where, awake, you take treatment like ${their} here${t} without a word, and what you would say if you spoke.`
              : tk === "jibe"
                ? `Who, awake, makes light of you the way ${n} ${v("does", "do")} here${t}, and do you laugh along?`
                : tk === "refusal"
                  ? `Ask where, awake, you are turned away as you are here${t}, and whether you ask again or stop asking.`
                  : tk === "pressure"
                    ? `Ask who, awake, keeps at you the way ${n} ${v("does", "do")} here${t}, and what it would take to tell them to stop.`
                    : namesTheirMood(a)
                      ? `Ask who, awake, is cross with you the way ${n} ${v("is", "are")} here${t}, or whom you expect to be.`
                      : `Ask where, awake, you are met the way ${n} ${v("meets", "meet")} you here${t}, and what you answer.`,
          ]);
        }
        case "taking":
          return pk.pick([
            `Ask what, awake, someone is taking from you, as ${n} ${v("does", "do")} here${t}, and whether you have said so.`,
          ]);
        case "deed":
          // (by the deed: a chase asks what gains on you, a capture where you are held, a blow where you feel unsafe)
          return pk.pick([
            chased(a)
              ? `${cap(n)} ${v("comes", "come")} after you here${t}; ask what, awake, you feel is gaining on you, and what you do to keep ahead of it.`
              : a.threat.event.lemmas.some((l) => CAPTURE.test(l)) && a.threat.event.target?.entity === a.threat.to
                ? `${cap(n)} ${v("gets", "get")} hold of you here${t}; ask where, awake, you feel held where you do not want to be, and by whom.`
                : `${cap(n)} ${v("goes", "go")} for you here${t}; ask where, awake, you feel unsafe with someone, or with what they stand for, and what you do to keep safe.`,
          ]);
      }
  }
}

/**
 * The question on a threat, asked by how the dreamer answers it: "what would it take to stand your
 * ground" cannot be asked of someone who hit back, got away or made peace — the dream has answered
 * it. Only the case with no answer found is left to the shape's own questions (`null`).
 */
export function answerQuestion(a: Answer, pk: Picker): string | null {
  const { n, v } = who(a);
  const t = act(a, "");
  const x = a.answer ? q(a.answer.evidence) : "";
  const xs = a.answer ? ` (${x})` : "";
  switch (a.kind) {
    case "first":
      return `You go at ${n} first in the dream (${x}). Whom, awake, are you braced against before they have moved, and what do you expect of them?`;
    case "back":
      return pk.pick([
        `When ${n} ${v("turns", "turn")} on you${t}, you give it back (${x}). Where, awake, would you like to answer as plainly — or where do you already?`,
        `You do not take it from ${n}${t}: you answer in kind (${x}). Who, awake, pushes at you like that, and what do you answer them?`,
      ]);
    case "fled":
      return pk.pick([
        `You get away from ${n}${xs}. What, awake, are you keeping out of reach like that, and what would it take to stay and answer it?`,
        `${cap(n)} ${v("comes", "come")} at you${t} and you get clear${xs}. Where, awake, do you slip out of someone's reach rather than face them?`,
      ]);
    case "soothe":
      return `${cap(n)} ${v("turns", "turn")} on you${t} and you answer with goodwill (${x}). Where, awake, are you the one who makes peace first, and what does it cost you?`;
    case "helped": {
      const h = definite(a.helper!.label);
      const hp = a.helper!.group || isPlural(h);
      return `When ${n} ${v("turns", "turn")} on you${t}, ${h} ${hp ? "take" : "takes"} your side (${x}). Who takes your side like that awake, and do you let them?`;
    }
    case "none":
      return null;
  }
}
