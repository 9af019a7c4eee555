/**
 * Jung on a threat, read by what is done: being seized is not being struck, and a hand at the throat
 * is not a bite. The stock line ("a figure of the shadow: energy of your own, hostile because it has
 * been kept out") said the same of a kidnapping, a cat's ambush and a shove; each kind of deed here
 * gets a sentence about that deed, with the one who does it and the dream's words for it. A deed of no
 * kind listed gets none (`null`), and the shape's other voices are used.
 */
import type { Fill } from "./arc-readings";
import { lemmaCandidates } from "./words";

type DeedKind = "seize" | "throat" | "bite" | "armed" | "kill" | "blows" | "break-in" | "follow" | "taking" | "words";

/** the deed's verbs by kind, as lemmas (the order is the order they are tried: a gun before a blow) */
const KINDS: [DeedKind, RegExp][] = [
  ["kill", /^(kill|murder|execute|slaughter)$/],
  ["armed", /^(shoot|stab|knife|slash|cut|torture)$/],
  ["throat", /^(strangle|choke|smother|suffocate|throttle)$/],
  ["seize", /^(kidnap|abduct|capture|grab|seize|trap|tie|lock|drag|imprison|arrest|hold|catch|carry|confine|hostage)$/],
  ["bite", /^(bite|scratch|claw|sting|maul|peck|gore)$/],
  ["break-in", /^(burgle|burglarize|burglarise|intrude|invade)$/],
  ["taking", /^(steal|rob|snatch|destroy|wreck|smash|ruin|vandalize|vandalise)$/],
  ["follow", /^(follow|stalk|hunt|track)$/],
  [
    "blows",
    /^(hit|punch|kick|beat|slap|attack|push|shove|throw|knock|bash|strike|jump|pounce|tackle|assault|crush|trample|charge|lunge|hurt|injure|wound)$/,
  ],
  [
    "words",
    /^(yell|shout|scream|scold|insult|mock|tease|confront|accuse|blame|threaten|berate|criticize|criticise|ridicule|bully|bug|nag|curse|order|command|forbid|mean|rude|nasty)$/,
  ],
];

/** deeds told by a phrase, not a verb: "fired at us", "broke into the house", "trying to get in", "took my car" */
const PHRASES: [DeedKind, RegExp][] = [
  ["armed", /\b(fired|fires|firing|fire|opened fire) (at|on)\b/],
  ["break-in", /\b(broke|break|breaking|broken|get|got|getting|come|came|force|forced|forcing) (in|into)\b/],
  ["taking", /\b(took|taken|take|takes|taking) (my|our|all my|all our|everything)\b/],
];

/** a verb of force used of a dismissal: "kicked me out of the band", "threw us out of the club" — no blow */
const DISMISSAL = /\b(kick|kicked|kicking|kicks|throw|threw|thrown|throwing|throws|push|pushed|pushing) (me|us|him|her|them) (off|out)\b/;

/** "he catches me taking the cookies", "caught us unaware": found out or taken by surprise, not seized */
const FOUND_OUT = /\b(catch|catches|caught|catching) (me|us) (\w+ing|unaware|off guard|by surprise|red-handed)\b/;

/** "we were locked up last summer", "he hit me years ago": a deed from before the dream, told as history */
const BEFORE_THE_DREAM = /\b(last (year|month|week|summer|winter)|(years|months|weeks) ago|when i was (a|little|young|small))\b/;

/** the kind of the first deed in the quoted words */
export function deedKind(words: string): DeedKind | null {
  const lower = words.toLowerCase();
  if (DISMISSAL.test(lower) || FOUND_OUT.test(lower) || BEFORE_THE_DREAM.test(lower)) return null;
  for (const [kind, re] of PHRASES) if (re.test(lower)) return kind;
  const ws = lower.match(/[a-z]+/g) ?? [];
  for (const [k, w] of ws.entries()) {
    // ("a bit of", "a little bit": an amount, not a bite)
    if (w === "bit" && (ws[k + 1] === "of" || /^(a|little|quite)$/.test(ws[k - 1] ?? ""))) continue;
    const ls = lemmaCandidates(w);
    for (const [kind, re] of KINDS) if (ls.some((l) => re.test(l))) return kind;
  }
  return null;
}

/** "the cat" with its verb: "the cat goes", "the men go" */
const verb = (f: Fill, one: string, many: string) => (f.s ? one : many);

/** Jung on this deed by this figure, or null when the deed is of no kind read here */
export function deedJung(f: Fill): string | null {
  if (!f.e) return null;
  const kind = deedKind(f.e);
  if (!kind) return null;
  const X = f.has ? f.X : "Whoever it is";
  const x = f.has ? f.x : "whoever it is";
  switch (kind) {
    case "kill":
      return `${X} ${verb(f, "means", "mean")} to end you (${f.e}); for Jung a threat of death in a dream is seldom about the body: something in you is to be done away with, and the question is what ${x} would put in its place.`;
    case "armed":
      return `${X} ${verb(f, "comes", "come")} at you armed (${f.e}): for Jung a weapon gives a feeling its edge and its reach, and the one who holds it here holds a force the dream has not yet let you hold yourself.`;
    case "throat":
      return `${X} ${verb(f, "goes", "go")} for your throat (${f.e}): Jung would look at what is being stopped — breath, voice, the words you would say — and at what in your life keeps you from saying them.`;
    case "seize":
      return `Taken hold of (${f.e}), you no longer choose where you go: Jung would ask what in your life has that grip on you at the moment, and where ${x} would take you if the dream went on.`;
    case "bite":
      return `The wound comes from ${x} (${f.e}): for Jung a bite or a sting in a dream is instinct turned against the one who ignores it, and where it lands shows where it has been kept at a distance.`;
    case "break-in":
      return `${X} ${verb(f, "forces", "force")} a way in (${f.e}): Jung would read the walls as the limits of what you let yourself know, and the intruder as what will not stay outside them any longer.`;
    case "follow":
      return `${X} ${verb(f, "keeps", "keep")} after you (${f.e}), and for Jung what trails you in a dream is what you have left behind and will not be left: it follows because it belongs to you.`;
    case "taking":
      return `What is yours is taken or spoilt by ${x} (${f.e}): for Jung a thing you own in a dream often carries a piece of who you are — your way of getting about, your standing, your voice — and the question is what of that feels at someone else's mercy now.`;
    case "words":
      return `${X} ${verb(f, "turns", "turn")} on you in words (${f.e}): for Jung a hostile voice in a dream often speaks a judgement you half hold of yourself, and how hard it lands shows how far you agree with it.`;
    case "blows":
      return `The blow comes from ${x} (${f.e}); for Jung the strength in it is worth as much attention as the hurt, since a dream often shows a force of your own first in someone else's hands, turned on you.`;
  }
}
