/**
 * The summary's sentence on the event that carries the dream (`centreOf` in event-weight.ts): who
 * does what to whom, by the event's kind, with the dreamer's own words for it. The wording follows
 * the kind and the dreamer's part in it (done to you, done by you, between others) and whether the
 * dream ends on it — not a random pick of frames — so a gunman, a dismissal and a forgotten exam
 * are each told as what they are.
 */
import type { Centre } from "./event-weight";
import { cap, emoNoun, q } from "./naming";
import { isPlural } from "./phrase";
import type { Names } from "./reading-kit";
import { tellAct } from "./event-plain";

const verb = (n: string, one: string, many: string) => (isPlural(n) ? many : one);
/** the dreamer, by id */
const you = (x?: { id: number }) => x?.id === 0;

/** the sentence that names the centre: its kind, who and whom, then the quotation */
export function centreSummary(c: Centre, names: Names): string {
  const Q = q(c.words);
  // (who did what, in plain words, before the quotation: "your brother hit you with a stick, and that attack …")
  // (told first, so that the one named first is "a man" and after it "the man")
  // (falling asleep is no mishap to name as one)
  // (nor is a fish caught told as violence: harm between others to an animal keeps its own sentence)
  const beast = c.kind === "violence" && !you(c.who) && !you(c.whom) && (c.whom?.kind === "animal" || c.whom?.kind === "creature");
  const act = c.plain && PLAIN_FIRST.test(c.kind) && !/\basleep\b/i.test(c.words) && !beast ? tellAct(c.plain, names) : undefined;
  // (the quotation only when it holds more than the plain telling: not "you were limping … “I was limping”")
  if (act) return `${act}${PLAIN_TAIL[c.kind]!(c, names)}${holdsMore(c.words, act) ? `: ${Q}` : ""}.`;
  // (a "someone" the dream never names is left out rather than named "someone")
  const named = (x: Centre["who"]) => (x && !you(x) ? names.of(x) : undefined);
  // (the dream ends on it only when nothing happens after it: not "the cat means you harm, and the dream ends there" before "I got it off")
  const end = c.atEnd && c.last !== false;
  switch (c.kind) {
    case "killing": {
      if (you(c.whom)) {
        const x = named(c.who);
        return x
          ? `${cap(x)} ${verb(x, "means", "mean")} you deadly harm${end ? ", and the dream ends there" : ""}: ${Q}.`
          : `Deadly harm is aimed at you here: ${Q}.`;
      }
      const y = named(c.whom);
      if (you(c.who)) return `The gravest act in the dream is your own${y ? `, against ${y}` : ""}: ${Q}.`;
      const x = named(c.who);
      if (x && y) return `${cap(x)} ${verb(x, "does", "do")} deadly harm to ${y}${end ? " as the dream closes" : ""}: ${Q}.`;
      return `At the dream's core is grave harm${y ? `, and ${y} ${verb(y, "is", "are")} its victim` : ""}: ${Q}.`;
    }
    case "armed": {
      const x = named(c.who);
      const y = named(c.whom);
      if (!x) return `Someone armed is the danger at the dream's centre: ${Q}.`;
      return `${cap(x)} ${verb(x, "comes", "come")} armed${y ? ` against ${y}` : ""}, and that is the danger at the dream's centre: ${Q}.`;
    }
    case "violence": {
      const x = named(c.who);
      const y = named(c.whom);
      if (you(c.whom))
        return x
          ? `${cap(x)} ${verb(x, "comes", "come")} at you, and ${end ? "the dream ends on that attack" : "that attack is what the dream turns on"}: ${Q}.`
          : `You are attacked, and that is the weight of the dream: ${Q}.`;
      if (you(c.who)) return `You turn on ${y ?? "someone"} here, and that act is the dream's weight: ${Q}.`;
      if (x && y) return `The danger in it passes from ${x} to ${y}${end ? ", right at the end" : ""}: ${Q}.`;
      if (y) return `${cap(y)} ${verb(y, "comes", "come")} to harm, and that is the heart of it: ${Q}.`;
      return x ? `The violence here is ${x}'s, not yours: ${Q}.` : `Violence breaks into the dream: ${Q}.`;
    }
    case "friction": {
      if (you(c.who)) {
        const y = named(c.whom);
        return `Your own ill will${y ? ` toward ${y}` : ""} is the turn of it: ${Q}.`;
      }
      const x = named(c.who);
      return `${x ? cap(x) : "Someone"} ${x ? verb(x, "turns", "turn") : "turns"} against you, and the dream hangs on that: ${Q}.`;
    }
    case "dismissal": {
      const x = named(c.who);
      return `${x ? `${cap(x)} ${verb(x, "sends", "send")} you away` : "You are sent away"}, and that rejection is what carries the dream: ${Q}.`;
    }
    case "death": {
      if (you(c.whom)) return `Your own death is at the centre of it: ${Q}.`;
      const y = named(c.whom);
      return y
        ? `${cap(y)} ${verb(y, "dies", "die")}${end ? ", and the dream ends on that death" : ", and the dream is built around that death"}: ${Q}.`
        : `A death sits at the dream's core: ${Q}.`;
    }
    case "sex": {
      const other = you(c.who) ? named(c.whom) : named(c.who);
      return `What passes between you and ${other ?? "someone"} is sexual, and it carries the dream: ${Q}.`;
    }
    case "injury":
      // ("a bit of my skull I sneezed out": the part of the body named, and what became of it)
      if (c.thing)
        return `${c.piece ? `A piece of your own ${c.thing} comes out of your body` : `Your own ${c.thing} ${isPlural(c.thing) || c.thing === "teeth" ? "come" : "comes"} out`}${end ? ", and the dream stops there" : ""}: ${Q}.`;
      return `It is your own body that is harmed${end ? ", and the dream stops there" : ""}: ${Q}.`;
    case "mishap": {
      if (!c.whom) return `Something goes wrong${end ? " at the end" : ""}, and the dream hangs on it: ${Q}.`;
      if (you(c.whom))
        // (a lesser mishap, "I mislay my gloves", is no ground the whole dream rests on)
        return end
          ? `It ends in a mishap of your own: ${Q}.`
          : c.lesser
            ? `Something goes wrong for you along the way: ${Q}.`
            : `Something goes wrong for you, and the rest of the dream is built around it: ${Q}.`;
      const y = named(c.whom);
      return `The trouble at its centre befalls ${y}: ${Q}.`;
    }
    case "failure": {
      const y = named(c.whom);
      if (y) return `What ${y} ${verb(y, "tries", "try")} does not come off: ${Q}.`;
      return `What you set out to do does not come off${end ? ", and that is where the dream leaves you" : ""}: ${Q}.`;
    }
    case "forgetting":
      return `Something you were meant to remember has slipped, and the dream turns on that lapse: ${Q}.`;
    case "unable":
      return `What you cannot do is the heart of it${end ? ", right to the end" : ""}: ${Q}.`;
    case "feeling":
      return `What sets off your ${c.felt ? emoNoun(c.felt) : "feeling"} is this: ${Q}.`;
    case "theft": {
      const y = named(c.whom);
      return c.felt
        ? `The weightiest act here is your own — you take what is not yours${y ? ` from ${y}` : ""}, and the ${emoNoun(c.felt)} follows: ${Q}.`
        : `The weightiest act here is your own: you take what is not yours${y ? ` from ${y}` : ""} — ${Q}.`;
    }
    case "defence": {
      const lemmas = c.event.lemmas;
      if (lemmas.some((l) => /^(scream|yell|shout)$/.test(l))) return `At the height of it you cry out, and the cry works: ${Q}.`;
      if (lemmas.includes("hide")) return `What you do when it matters is hide${end ? ", and the dream leaves you there" : ""}: ${Q}.`;
      return `You shut the danger out yourself${end ? ", and the dream closes on that" : ""}: ${Q}.`;
    }
    case "avoidance": {
      const y = named(c.whom);
      const whose = y ? `${y}'s` : /\beach other\b/i.test(c.words) ? "each other's" : "someone's";
      return `Keeping out of ${whose} way is what the dream is about: ${Q}.`;
    }
    case "course":
      return courseSentence(q(c.from ?? ""), Q, c.words.length + (c.from?.length ?? 0));
    case "revival": {
      const x = named(c.who) ?? "something";
      const pl = isPlural(x);
      // (what the dreamer then does for it is told as coming to its aid, not in the dream's past tense beside this present)
      const its = c.who?.group ? "their" : c.who?.kind === "animal" || !c.who?.sex ? "its" : c.who.sex === "m" ? "his" : "her";
      const rescue = c.rescue ? `, and you come to ${its} aid` : "";
      return `${cap(x)} you took for dead ${pl ? "turn" : "turns"} out to be alive${rescue}: ${Q}.`;
    }
    case "loss":
      return `You lose track of your ${c.thing ?? "things"}${end ? ", and the dream ends without it" : ` and cannot tell where ${isPlural(c.thing ?? "things") || c.thing === "clothes" ? "they are" : "it is"}`}: ${Q}.`;
    case "unprepared":
      return c.spared
        ? `You come unprepared to what is asked of you, and are spared at the last moment: ${Q}.`
        : `You come unprepared to what is asked of you${end ? ", and the dream ends there" : ""}: ${Q}.`;
  }
}

/** words too small to count when a quotation is weighed against the plain telling of it */
const SMALL =
  /^(the|a|an|and|but|so|then|to|of|in|on|at|it|was|were|is|are|had|has|have|i|me|my|you|your|we|our|us|he|him|his|she|her|they|them|their|that|this|with|for|just|all)$/;
/** whether a quotation says two or more words the plain telling does not */
export function holdsMore(quote: string, told: string): boolean {
  const mine = new Set(told.toLowerCase().match(/[a-z']+/g) ?? []);
  return (quote.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !SMALL.test(w) && !mine.has(w)).length >= 2;
}

/**
 * the charged kinds, which open the summary ahead of a feeling, a mishap or a threat the opening names: harm, a death,
 * desire, the body, a life returned, a loss, being caught unprepared, being sent away, a theft, a mishap — not friction,
 * a lapse or what the dreamer cannot do, which follow the opening
 */
const CHARGED_KIND = /^(killing|armed|violence|death|sex|injury|revival|loss|unprepared|dismissal|theft|mishap)$/;
/** whether a centre is charged enough to open the summary (violence only when the dreamer is in it: others chasing a creature on a screen is not) */
export const charged = (c: Centre) => CHARGED_KIND.test(c.kind) && (c.kind !== "violence" || c.who?.id === 0 || c.whom?.id === 0);

/** the kinds told by their act first: a deed someone does, which the plain clause names */
const PLAIN_FIRST = /^(killing|armed|violence|friction|dismissal|death|sex|theft|mishap)$/;
/** what follows the plain act, by the centre's kind and the dreamer's part in it */
const PLAIN_TAIL: Partial<Record<Centre["kind"], (c: Centre, names: Names) => string>> = {
  killing: (c) =>
    you(c.whom)
      ? ", and that deadly harm is aimed at you"
      : you(c.who)
        ? " — the gravest act in the dream is your own"
        : ", and that deadly harm is the dream's core",
  armed: () => ", armed, and that is the danger at the dream's centre",
  violence: (c) =>
    you(c.whom)
      ? c.atEnd && c.last !== false
        ? ", and the dream ends on that attack"
        : ", and that attack is what the dream turns on"
      : you(c.who)
        ? " — you are the one who turns on someone, and that act is the dream's weight"
        : ", and that violence is the heart of it",
  friction: (c) => (you(c.who) ? " — your own ill will is the turn of it" : ", and the dream hangs on that ill will"),
  dismissal: () => ", and that rejection is what carries the dream",
  death: (c) => (c.atEnd && c.last !== false ? ", and the dream ends on that death" : ", and the dream is built around that death"),
  sex: () => ", and that desire is what carries the dream",
  theft: (c) => (c.felt ? ` — you take what is not yours, and the ${emoNoun(c.felt)} follows` : " — you take what is not yours"),
  mishap: (c) => (c.atEnd && c.last !== false ? ", and the dream ends on that mishap" : ", and the dream hangs on that mishap"),
};

/**
 * How a dream with no weightier event runs, from its first beat to its last. The wording is chosen
 * by the quotations' length (deterministic, and spread over the dreams), not picked at random.
 */
const COURSE = [
  (a: string, b: string) => `It opens on ${a} and ends somewhere else: ${b}.`,
  (a: string, b: string) => `Where it starts — ${a} — is not where it ends: ${b}.`,
  (a: string, b: string) => `From ${a} the dream moves on to ${b}, and the distance between the two is worth reading.`,
  (a: string, b: string) => `The dream begins with ${a}; by the end, ${b}.`,
  (a: string, b: string) => `Read it from its first beat, ${a}, to its last, ${b}.`,
  (a: string, b: string) => `${cap(a)} is how it begins, and ${b} is where it leaves you.`,
];
function courseSentence(from: string, to: string, n: number): string {
  return COURSE[n % COURSE.length](from, to);
}

/** the quotations of some sentences, inside their marks */
const quotesIn = (sentences: string[]) => [...sentences.join(" ").matchAll(/“([^”]+)”/g)].map((m) => m[1]);

/** whether a quotation already told holds the centre: its verb, in words of the centre's own sentence */
export function toldIn(sentences: string[], c: Centre): boolean {
  const own = new Set(c.words.toLowerCase().match(/[a-z']+/g) ?? []);
  return quotesIn(sentences).some((x) => {
    // (the centre's own sentence quoted already, "a neighbour's goat butted me hard", is not quoted again for its next clause)
    if (x.split(/\s+/).length >= 5 && c.words.includes(x)) return true;
    if (!new RegExp(`\\b${c.verb.replace(/[^\w']/g, "")}\\b`, "i").test(x)) return false;
    const words = x.toLowerCase().match(/[a-z']+/g) ?? [];
    return words.filter((w) => own.has(w)).length >= Math.min(3, words.length);
  });
}
