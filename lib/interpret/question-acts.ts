/**
 * Questions on a deed or a mishap, worded by what kind of act or mishap it is (question-kinds.ts):
 * someone's words asked after as whose voice they are, a blow by who comes at you like that, a going
 * by who is coming into or out of your life; a fall by where you lost your footing, a loss by what
 * slipped away. One wording per family with the quote swapped read as a form ("Where, awake, do
 * things feel out of your hands…" in 97 dreams of 3,000) and often missed the act.
 */
import type { Entity } from "./characters";
import { objectPronoun, q } from "./naming";
import { actKind, arrives, goesAway, mishapKind } from "./question-kinds";

const cap1 = (s: string) => s.replace(/^(“?)(\p{Ll})/u, (_, a: string, b: string) => a + b.toUpperCase());

/** a mishap that befalls the dreamer, through no one's act */
export function mishapAsk(evidence: string): string {
  const w = q(evidence);
  const W = cap1(w);
  switch (mishapKind(evidence)) {
    case "fall":
      return `${W}: where in your days have you lost your footing lately, and what would steady you?`;
    case "body":
      return `${W}: what has been taking a toll on you lately, in body or otherwise?`;
    case "loss":
      return `${W}: what has slipped away from you lately, and is it something you can go back for?`;
    case "break":
      return `${W}: what in your days is coming apart at the moment, without anyone meaning it to?`;
    case "stuck":
      return `Where, awake, are you held up by something no one chose, as in ${w}?`;
    default:
      return `${W}: what has gone wrong lately that was nobody's doing, and how are you carrying it?`;
  }
}

/** what a stranger does, asked after as the part someone of your life plays */
export function strangerDeedAsk(act: string, n: string, many: boolean): string {
  const W = cap1(q(act));
  switch (actKind(act)) {
    case "speech":
      return `${W}: whose voice, awake, says things like that to you?`;
    case "harm":
      return `${W}: who or what in your waking days comes on with that kind of force?`;
    case "care":
      return `${W}: who in your life does that for people, and does anyone do it for you?`;
    case "move":
      return goesAway(act)
        ? `${W}: who has been drifting out of your days lately, the way ${n} ${many ? "go" : "goes"} here?`
        : arrives(act)
          ? `${W}: who has turned up in your life lately, and what did they bring with them?`
          : `${W}: if that were someone you know, who would it be, and where are they headed?`;
    case "look":
      return `${W}: who in your life keeps an eye on things like that, and on you?`;
    case "work":
      // (by the work: music or a game, making or mending, the house and the table — "who in your life is busy at
      // something like that" was asked of every deed of this kind)
      if (/\b(play\w*|sing\w*|sang|danc\w*|drum\w*|trumpet|guitar|piano|music)\b/i.test(act))
        return `${W}: who in your life plays like that, and do you join in or listen?`;
      if (/\b(build\w*|built|fix\w*|repair\w*|mend\w*|paint\w*|sew\w*|dig\w*|dug)\b/i.test(act))
        return `${W}: what is being built or mended around you at the moment, and is it yours to do?`;
      if (/\b(cook\w*|bak\w*|clean\w*|wash\w*|feed\w*|fed|sweep\w*|tidy\w*)\b/i.test(act))
        return `${W}: who looks after that kind of thing in your days, and is it you?`;
      return `${W}: who in your life is busy at something like that, and what has it to do with you?`;
    case "state":
      return `${W}: what part does ${n} play there, and who plays it in your days?`;
    default:
      return many
        ? `Who in your waking life do what ${n} do in ${q(act)}, and how do you meet it?`
        : `${W}: if that were someone you know, who would it be?`;
  }
}

/** what someone of your life does in the dream, asked after against the person you know */
export function knownDeedAsk(deed: string, person: Entity, n: string, many: boolean): string {
  const W = cap1(q(deed));
  const obj = many ? "them" : objectPronoun(person);
  const subj = many ? "they" : person.sex === "m" ? "he" : person.sex === "f" ? "she" : "they";
  switch (actKind(deed)) {
    case "speech":
      return `${W}: is that something ${n} would say to you awake, or something you would like to hear from ${obj}?`;
    case "harm":
      return `${W}: is that how ${n} ${many ? "treat" : "treats"} people awake, or a side of ${obj} you fear?`;
    case "care":
      return `${W}: is that what you get from ${n} awake, or what you miss?`;
    case "move":
      return goesAway(deed)
        ? `${W}: is ${n} moving away from you in your life at the moment, or are you afraid ${subj} might?`
        : `${W}: where is ${n} in your life at the moment — closer than before, or further off?`;
    case "state":
    case "look":
      return `${W}: what is ${n} going through in your life at the moment, and how close are you to it?`;
    default:
      // (by what the deed is to you: done to you or yours, a turn in their life, their work, or only something they do;
      // "where have you seen X act like that lately, or wished he would?" stood in one dream in forty, whatever X did)
      // (a thing bought or given to you is a gift, asked after as one)
      if (/\b(bought|gave|got|brought|made)\b/i.test(deed) && /\b(me|us|I)\b/.test(deed))
        return `${W}: what does ${n} give you awake, and what would you most want from ${obj}?`;
      if (/\b(me|us|my|our|myself)\b/i.test(deed)) return `${W}: how would you take it if ${n} did that awake, and what would you say?`;
      if (/\b(decided|decides|quit|quits|broke up|broken up|gave up|moved out|moved away|retired|married|got engaged)\b/i.test(deed))
        return `${W}: is ${n} at a turn like that in life at the moment, or is it you who is?`;
      if (actKind(deed) === "work" && !/^\W*(\w+\s+){1,2}(was|were|is|are|had been|has been)\b/i.test(deed))
        return `${W}: what is ${n} busy with at the moment, awake, and how much of it do you see?`;
      return person.kind === "family"
        ? `${W}: is that like ${n} as you know ${obj}, or quite unlike?`
        : `${W}: is that ${n} as you know ${obj}, or a side of ${obj} you have not seen?`;
  }
}
