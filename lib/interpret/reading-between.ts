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
  const ws = quoted(words) ? "" : q(words);
  const by = p.between?.who === person ? p.between.by : "them";
  if (by === "you") {
    if (!ws) return `In the dream you are the one acting toward ${n}. What are you trying to do for, or with, ${obj} awake?`;
    return kin
      ? `${cap(ws)}: what are you trying to do for ${n} awake, and does ${w.many ? "the family" : n} know it?`
      : friend
        ? `In the dream you act toward ${n} — ${ws}. What would you like to do for, or with, ${n} awake?`
        : `${cap(ws)}, you toward ${n}: what do you want from ${n} awake, or want to give?`;
  }
  if (by === "both") {
    if (!ws) return `What are you and ${n} doing together at the moment — or not doing any more?`;
    return kin
      ? `You and ${n} do this together in the dream: ${ws}. Is that how it is between you at the moment, or how it used to be?`
      : friend
        ? `${cap(ws)}: what are you and ${n} in the middle of together awake, or what have you stopped doing together?`
        : `The dream puts you and ${n} in the same act, ${ws}: where in your days do the two of you meet like that, if at all?`;
  }
  // (words the analysis has quoted already are pointed at, not quoted again)
  return ws
    ? `${cap(ws)}: is that ${theOne(n, obj)}, or someone ${n} could become?`
    : `Is what ${n} ${w.many ? "do" : "does"} in the dream like ${n} as you know ${obj}, or quite unlike?`;
}
