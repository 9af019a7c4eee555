/**
 * The question about someone of the dreamer's life, asked through what passes between the two of
 * them in this dream: who acts on whom, in what spirit, and what the dreamer does about it (answers
 * back, gets away, makes peace, is helped, is good in turn). Four fixed wordings with the person's
 * name and a quote put in ("When did you and X last have a moment like …?") read the same in
 * every dream; the turn of the moment is what this dream has and another does not.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import { cap, objectPronoun, q, type Picker } from "./naming";
import type { Plot } from "./plot";
import { answerOf } from "./answer";
import { toYou } from "./phrase";

/** what a question needs of the person: their name in prose, and the words that point back at them */
type Who = { n: string; obj: string; subj: string; many: boolean };

const whoOf = (person: Entity, n: string, many: boolean): Who => ({
  n,
  many,
  obj: many ? "them" : objectPronoun(person),
  subj: many || person.group ? "they" : person.sex === "m" ? "he" : person.sex === "f" ? "she" : "they",
});

/** a parent or grandparent: their care is the oldest there is, and its absence too */
const ELDER = /^(mother|mom|mum|mommy|mama|father|dad|daddy|papa|grandmother|grandma|granny|grandfather|grandpa|parents|grandparents)$/;

/** "the mother you know awake", "Judy as you know her awake" */
const theOne = (n: string, obj: string) =>
  /^(your|the|a|an) /.test(n) ? `${n.replace(/^(your|a|an) /, "the ")} you know awake` : `${n} as you know ${obj} awake`;

/**
 * (`quoted`: whether the words are already quoted above the questions; then the question names the
 * turn without quoting it a second time)
 */
export function betweenQuestion(
  p: Plot,
  pk: Picker,
  person: Entity,
  n: string,
  many: boolean,
  coded: Interaction | undefined,
  words: string | undefined,
  quoted: (w: string) => boolean,
): string | null {
  const w = whoOf(person, n, many);
  const { obj } = w;
  const N = cap(n);
  // (asked by who the person is to you: a relative, a friend, anyone else; one wording for every companion read as a form)
  const kin = person.kind === "family";
  const friend = person.kind === "friend";
  // (a feeling word or a passive is no act between the two of you: "Mom was miffed", "we were both hit" — the
  // coding may take it for one, and a question that says someone turns on you must rest on a deed)
  const act = coded && !coded.event.passive && !/^(be|get|feel|look|seem|become|sound|appear)$/.test(coded.event.lemmas[0] ?? "");
  if (coded && !act) return `Is what ${n} ${w.many ? "do" : "does"} in the dream like ${n} as you know ${obj}, or quite unlike?`;
  if (coded) {
    const ev = quoted(coded.evidence) ? "" : ` (${q(coded.evidence)})`;
    const towardYou = coded.from === person;
    const back = p.interactions.find(
      (x) =>
        x !== coded && x.type === coded.type && (towardYou ? x.from?.id === 0 && x.to === person : x.from === person && x.to?.id === 0),
    );
    if (coded.type === "aggression" && towardYou) {
      const a = answerOf(p);
      const mine = a && a.by === person ? a : undefined;
      if (mine?.kind === "back" || mine?.kind === "first" || back)
        return mine?.kind === "first"
          ? `You go at ${n} first in the dream, and ${w.subj} ${w.many || w.subj === "they" ? "answer" : "answers"} in kind${ev}: what is already heated between you and ${n} awake, that the dream lets flare?`
          : `${N} ${w.many ? "turn" : "turns"} on you${ev} and you give it back. Awake, do you answer ${n} like that, or only in the dream?`;
      if (mine?.kind === "fled")
        return `You get away from ${n} rather than face ${obj}${ev}. If getting away were not an option awake, what would you say to ${obj}?`;
      if (mine?.kind === "soothe")
        return `${N} ${w.many ? "turn" : "turns"} on you${ev} and you are the one who makes peace. Is that how it goes with ${n} awake, and what does it cost you?`;
      if (mine?.kind === "helped" && mine.helper)
        return `When ${n} ${w.many ? "turn" : "turns"} on you${ev}, someone else takes your side. Who takes your side with ${n} awake — and do you need them to?`;
      return pk.pick([
        `${ev ? cap(q(coded.evidence)) : `${N} ${w.many ? "turn" : "turns"} on you`}: is that how ${n} ${w.many ? "treat" : "treats"} you awake, or how you fear ${w.subj} might?`,
        `When ${n} ${w.many ? "come" : "comes"} at you in the dream${ev}, what would you want to say back — and could you say it to ${obj} awake?`,
      ]);
    }
    // (a turn of yours the analysis has already put to you is asked from the other side: what the person knows of it)
    if (coded.type === "aggression" && !ev)
      return `You are the harder one with ${n} here. Is that a side of you ${n} ${w.many ? "know" : "knows"}, or one you keep from ${obj}?`;
    if (coded.type === "aggression")
      return pk.pick([
        `In the dream it is you who turns on ${n}${ev}. What have you kept from ${obj} awake that the dream lets out?`,
        `${cap(q(coded.evidence))}: what does ${n} do awake that could bring that out of you?`,
      ]);
    if (coded.type === "friendliness" && towardYou) {
      if (back)
        return `${N} ${w.many ? "are" : "is"} good to you here${ev} and you are good to ${obj} in turn: does it go both ways with ${n} awake?`;
      if (person.kind === "family" && ELDER.test(person.head))
        return `${ev ? cap(q(coded.evidence)) : `${N} ${w.many ? "look" : "looks"} after you here`}: is that ${n.replace(/^your /, "the ")} you have awake, or the one you wish for?`;
      return pk.pick([
        `${N} ${w.many ? "do" : "does"} you a kindness in the dream${ev}. Is that something you get from ${n} awake, or something you wait for?`,
        `${ev ? cap(q(coded.evidence)) : `${N} ${w.many ? "are" : "is"} kind to you`}: what would it mean to have that from ${n} awake?`,
      ]);
    }
    if (coded.type === "friendliness")
      return back
        ? `The care between you and ${n} goes both ways here${ev}. Where does it stand between you awake?`
        : kin
          ? `You are the one who reaches out to ${n} here${ev}. Is that how it goes in your family, or the other way round?`
          : friend
            ? `${ev ? cap(q(coded.evidence)) : `You reach out to ${n}`}: does ${n} know awake that you would do that for ${obj}, and would you let ${n} do it for you?`
            : pk.pick([
                `You are the one who reaches out to ${n}${ev}. What would ${n} do awake if you reached out like that?`,
                `What do you want to give ${n} awake, as you do in the dream${ev}, and what holds it back?`,
              ]);
    // (sexuality: the closeness, asked after as what it stands for, not as a judgement on the relationship)
    return `${ev ? cap(q(coded.evidence)) : `The closeness with ${n}`}: what does ${n} have, awake, that you want near you — or whom could ${n} be standing in for?`;
  }
  if (!words) return null;
  const by = p.between?.who === person ? p.between.by : "them";
  if (!dealtWith(words, person, by)) return null;
  // (words the analysis has quoted already are told back in the second person, not quoted again: a question with the
  // turn taken out of it — "what are you and X doing together at the moment", "you are the one acting toward X" —
  // could be put of anyone in any dream)
  if (quoted(words)) {
    if (by === "them") return `Is what ${n} ${w.many ? "do" : "does"} in the dream like ${n} as you know ${obj}, or quite unlike?`;
    // (words without the dreamer in them — "my uncle out on the lawn mowing" — tell no moment of yours back)
    if (!/\b(I|I'm|I'd|I've|me|we|we're|us|myself)\b/.test(words)) return null;
    // (the moment first, so the sentence reads as the dream told back: "In the dream, you started dancing with him")
    // (an interjection before it is dropped — "Well, you had just…"; and a clause cut after its next subject —
    // "called on Rosa B. She" — ends before that subject)
    const told = `In the dream, ${toYou(words)
      .replace(/^(well|so|ok|okay|um|oh|anyway),\s*/i, "")
      .replace(/(\s+\p{Lu}\.)?\s+(He|She|They|It|We|You)$/u, "")
      .replace(/[.,;:!?]+$/, "")
      .replace(
        /^(Your|You|The|A|An|Some|Several|People|They|He|She|It|There|Then|When|After|Just|So|And|But|Now|Later|Soon|Suddenly|Finally|Also|Once|While|As)\b/,
        (m) => m.toLowerCase(),
      )}`;
    if (by === "you")
      return kin
        ? `${told}: what are you trying to do for ${n} awake, and does ${w.many ? "the family" : n} know it?`
        : friend
          ? `${told}. What would you like to do for, or with, ${n} awake?`
          : `${told}: what do you want from ${n} awake, or want to give?`;
    return kin
      ? `${told}. Is that how it is between you and ${n} at the moment, or how it used to be?`
      : friend
        ? `${told}: what are you and ${n} in the middle of together awake, or what have you stopped doing together?`
        : `${told}: where in your days do you and ${n} meet like that, if at all?`;
  }
  const ws = q(words);
  if (by === "you")
    return kin
      ? `${cap(ws)}: what are you trying to do for ${n} awake, and does ${w.many ? "the family" : n} know it?`
      : friend
        ? `In the dream you act toward ${n} — ${ws}. What would you like to do for, or with, ${n} awake?`
        : `${cap(ws)}, you toward ${n}: what do you want from ${n} awake, or want to give?`;
  if (by === "both")
    return kin
      ? `You and ${n} do this together in the dream: ${ws}. Is that how it is between you at the moment, or how it used to be?`
      : friend
        ? `${cap(ws)}: what are you and ${n} in the middle of together awake, or what have you stopped doing together?`
        : `The dream puts you and ${n} in the same act, ${ws}: where in your days do the two of you meet like that, if at all?`;
  return `${cap(ws)}: is that ${theOne(n, obj)}, or someone ${n} could become?`;
}

/** "about Roger", "like my sister", "than him": someone talked of or likened to, not someone met */
const ASIDE = /^(about|of|like|than|regarding|without|except|besides|named|called)$/i;

/** "I saw Roger", "noticed my cousin": a sighting, not something the two of you do */
const SIGHTING = /\b(see|sees|saw|seen|seeing|spot|spots|spotted|notice|noticed|noticing|watch|watched|watching|recogni[sz]ed?)\b/i;

/** going past someone: "walked past", "ran by", "passed him" */
const PASSING =
  /\b(walk|walks|walked|walking|went|go|goes|going|run|runs|ran|running|drive|drove|driving|rode|ride|hurried|rushed)\s+(?:right\s+)?(past|by)\b|\b(pass|passed|passes|passing)\s+(him|her|them|\p{Lu}\p{Ll}+)\b(?!\s+(to|over|round|around|back|on)\b)/u;

/** "we", "us", "with him", "Sam and I": the two of you in one act */
const TOGETHER = /\b(we|us|our|ourselves|with|together)\b|\band (I|me)\b|\b(I|me) and\b/i;

/**
 * Whether the moment is one the dreamer deals with the person in: the words name them (or "we"),
 * and not only as someone talked about ("something about Roger"), likened to, or seen ("I saw
 * Roger" on a screen); a clause that only has them nearby ("(only Al was there) I had to bake")
 * is not a moment between the two of you.
 */
export function dealtWith(words: string, person: Entity, by: "them" | "you" | "both"): boolean {
  const names = person.label
    .toLowerCase()
    .split(/\s+/)
    .filter((x) => x.length > 1 && !/^(my|your|the|a|an|his|her|their|our|two|three|some)$/.test(x));
  const pron = person.group
    ? ["they", "them", "their"]
    : person.sex === "m"
      ? ["he", "him", "his"]
      : person.sex === "f"
        ? ["she", "her"]
        : ["he", "him", "she", "her", "they", "them"];
  // ("going past" is no dealing whoever acts; "called me names" is one with whoever the dream says called —
  // the words need not name them: the plot has found them as its doer or its target)
  if (PASSING.test(words) && !TOGETHER.test(words)) return false;
  if (by !== "both") return true;
  const toks = words.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  // the places the person is named in the words, and the word before each
  const at = toks.flatMap((t, k) => (names.includes(t.replace(/['’]s$/, "")) || pron.includes(t) ? [k] : []));
  const we = /\b(we|us)\b/i.test(words);
  if (!at.length && !we) return false;
  // (the word before the name, over an article or a possessive: "about my sister")
  const before = (k: number) => {
    let j = k - 1;
    while (j >= 0 && /^(my|the|a|an|his|her|our|your|this|that|some)$/.test(toks[j])) j--;
    return toks[j] ?? "";
  };
  if (!we && at.every((k) => ASIDE.test(before(k)))) return false;
  if (SIGHTING.test(words) && !TOGETHER.test(words)) return false;
  return true;
}
