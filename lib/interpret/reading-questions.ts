/**
 * The reflection questions: from the dream's shape, the person it gives weight to, the dreamer's
 * own question or insight in it, the feeling, and the symbol that leads.
 */
import { avoidQuestion } from "./reading-avoid";
import { voicesOf, dangerLed, type Fill } from "./arc-readings";
import type { Entity } from "./characters";
import type { EmotionHit } from "./emotions";
import { cap, definite, emoNoun, objectPronoun, possessivePronoun, q, type Picker, worthQuoting } from "./naming";
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
import { spokenQuestion } from "./reading-spoken";
import { agreeK } from "./reading-voices";

/** a question about someone in the dream, on what passes between you there when the dream says */
function personQuestion(p: Plot, pk: Picker, person: Entity): string | null {
  const n = definite(person.label);
  const many = isPlural(n);
  const coded = p.interactions.find((i) => (i.from === person || i.to === person) && (i.from?.id === 0 || i.to?.id === 0));
  const between = coded?.evidence ?? (p.between?.who === person ? p.between.words : undefined);
  // a stranger is asked after as a role someone plays in your life, through what passes between you where the dream says
  if (person.kind === "stranger")
    return between
      ? pk.pick([
          `In the dream, ${q(between)}. Who in your waking life plays the part of ${n}?`,
          `${q(between)}: where, awake, does something like that pass between you and someone?`,
          `If ${q(between)} happened awake, who would ${n} be?`,
        ])
      : null;
  // (Santa, Napoleon, God: a figure of legend or history is asked about as what it stands for)
  if (person.kind === "other")
    return pk.pick([
      `What does ${n} stand for to you, and where is that quality in your life at the moment?`,
      `If ${n} were a part of you, which part would it be?`,
    ]);
  if (between)
    return pk.pick([
      `In the dream, ${q(between)}. Does anything between you and ${n} feel like that at the moment?`,
      `${q(between)}: if this were about you and ${n} now, what would it be about?`,
      `${cap(q(between))}: what would ${n} make of that, if you told ${many ? "them" : objectPronoun(person)} the dream?`,
      `When did you and ${n} last have a moment like ${q(between)}?`,
    ]);
  // "Adam Baldwin", "Stanley Kubrick": a full name the dreamer does not call a friend or relative is likely someone
  // known from afar, asked about as what they stand for, not as a relationship
  if (person.kind === "known" && /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(person.label))
    return pk.pick([
      `What does ${n} stand for to you, and where is that quality in your life at the moment?`,
      `If ${n} were a part of you, which part would it be?`,
    ]);
  // (what they do in the dream, where it says, is something to ask about; only with nothing told, the relationship itself)
  const deed = p.deeds.get(person.id);
  if (deed)
    return pk.pick([
      `In the dream, ${q(deed)}. Where have you seen ${n} act like that lately, or wished ${many ? "they" : subjectPronoun(person)} would?`,
      `In the dream, ${q(deed)}. Is that like ${n} as you know ${many ? "them" : objectPronoun(person)}, or quite unlike?`,
    ]);
  return null;
}

/** someone the dream tells nothing of but their being there: asked after only when nothing in the dream gives a better question */
function bareQuestion(pk: Picker, person: Entity): string {
  const n = definite(person.label);
  const many = isPlural(n);
  if (person.kind === "stranger")
    return pk.pick([
      `Who in your waking life ${many ? "do" : "does"} ${n} remind you of?`,
      `What about ${n} stays with you from the dream, and where have you met it lately?`,
      `If ${n} stood for someone you know, who would it be?`,
    ]);
  return pk.pick([
    `What is happening between you and ${n} at the moment that this dream might be answering?`,
    // (not "what is unfinished between you": with nothing told of them, the dream presumes no quarrel)
    `What has brought ${n} to mind lately, that ${many ? "they" : subjectPronoun(person)} should turn up in this dream now?`,
    `What word first comes to you for ${n}, and where is that in your life at the moment?`,
    `Which side of you ${many ? "do" : "does"} ${n} bring out, and where has that side been needed lately?`,
    `If ${n} could tell you why ${many ? "they" : subjectPronoun(person)} came into this dream, what might ${many ? "they" : subjectPronoun(person)} say?`,
  ]);
}

/** what happens to or by the dreamer — a failure, help given or taken, a mishap, a success — asked about as it happened */
function happeningQuestion(p: Plot, pk: Picker, analysis: string): string | null {
  // (only a moment told in words worth asking about, not "couldn't find it", and not one a question in the analysis has put to you)
  const asked = analysis.split(/(?<=[.!?])\s+/).filter((x) => x.endsWith("?"));
  const told = <T extends { evidence: string }>(x?: T): x is T =>
    !!x && worthQuoting(x.evidence) && x.evidence.split(" ").length >= 4 && !asked.some((a) => a.includes(q(x.evidence)));
  const mine = (o?: { who?: { id: number } | null }) => !!o && o.who?.id === 0;
  if (told(p.failure))
    return pk.pick([
      `In the dream, ${q(p.failure.evidence)}. What are you trying to do awake that will not go the way you want?`,
      `${cap(q(p.failure.evidence))}: where in your life are you pushing at something that does not give?`,
      `What would have had to be different for ${q(p.failure.evidence)} to come out otherwise — and is any of that in your hands awake?`,
    ]);
  if (told(p.help) && p.help.from)
    return pk.pick([
      `In the dream, ${q(p.help.evidence)}. Who gives you that kind of help awake, and do you let them?`,
      `${cap(q(p.help.evidence))}: where could you use help like that at the moment?`,
    ]);
  if (told(p.kindness))
    return pk.pick([
      `${cap(q(p.kindness.evidence))}: whom are you looking after at the moment, and who looks after you?`,
      `In the dream, ${q(p.kindness.evidence)}. Where are you giving like that awake, and is it given back?`,
    ]);
  if (told(p.misfortune) && mine(p.misfortune))
    return pk.pick([
      `${cap(q(p.misfortune!.evidence))}: what has gone wrong lately that was nobody's doing, and how are you carrying it?`,
      `In the dream, ${q(p.misfortune!.evidence)}. Where, awake, do things feel out of your hands at the moment?`,
    ]);
  if (told(p.success))
    return pk.pick([
      `In the dream, ${q(p.success.evidence)}. What have you managed lately that you have not given yourself credit for?`,
      `${cap(q(p.success.evidence))}: where, awake, could you do what you do there?`,
    ]);
  return null;
}

const subjectPronoun = (e: Entity) => (e.sex === "m" ? "he" : e.sex === "f" ? "she" : "they");

/** someone to ask after by name: not an unnamed "someone", nor a crowd ("other people", "several people") */
const askable = (c: Entity) =>
  !/^(someone|somebody|anyone)$/.test(c.label) && !/^((some|several|many|other|the|a few|lots of) )?people$/.test(c.label);

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
  const shapeQuestion = v.length ? pk.pick(v)(f) : null;
  if (shapeQuestion && f.has) add(shapeQuestion);
  if (p.advice && !p.twist && out.length < 3) add(adviceQuestion(p.advice, pk));
  // ("that person": someone the dream leaves unnamed is no one to ask about)
  // (nor "other people", "several people": a crowd is no one to ask about)
  const present = p.present.filter((c) => weighty(p, c) && askable(c));
  const person = present.find((c) => c.kind !== "stranger") ?? present[0];
  const aboutThem = person ? personQuestion(p, pk, person) : null;
  if (aboutThem) add(aboutThem);
  const happened = happeningQuestion(p, pk, analysis);
  if (happened && out.length < 3) add(happened);
  if (p.avoiding && out.length < 3) add(avoidQuestion(p.avoiding));
  if (p.bind && out.length < 3) add(bindQuestion(p.bind));
  const spoken = spokenWords(p);
  if (spoken && out.length < 3) add(spokenQuestion(spoken, pk));
  if (p.focus && !dangerLed(p) && out.length < 3) add(focusQuestion(p.focus.thing, pk, p.focus.symbol));
  // the dream's own question or insight, turned back to the dreamer
  if (p.asked && out.length < 3)
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
  const e = emotions.find((x) => feelingQuote(p, x));
  if (scene && out.length < 3)
    add(
      pk.pick([
        `In the dream, ${q(scene.words)}. What in your life at the moment brings on that ${emoNoun(scene.feeling.label)}?`,
        `${cap(q(scene.words))}: when did something last make you feel that way awake?`,
        `Where does the ${emoNoun(scene.feeling.label)} of ${q(scene.words)} come from in your days at the moment?`,
        `${cap(q(scene.words))}: is there a situation awake that leaves you feeling just that?`,
      ]),
    );
  else if (e && out.length < 3)
    add(
      pk.pick([
        `Where else this week have you felt the ${emoNoun(e.label)} in ${q(feelingQuote(p, e)!)}?`,
        `The ${emoNoun(e.label)} in ${q(feelingQuote(p, e)!)}: when did you last feel it awake, and what set it off?`,
        `What in your days at the moment carries the same ${emoNoun(e.label)} as ${q(feelingQuote(p, e)!)}?`,
      ]),
    );
  if (p.recurring && out.length < 3) add(`What was going on in your life each time this dream came back, and what is the same now?`);
  if (p.stance && out.length < 3) add(stanceQuestion(p.stance, pk));
  // where the dream leaves off, when it leaves off mid-act: active imagination picks the story up there
  // (a dream that ends on a finished act has no "next" to ask about)
  const open =
    !!p.last && (!!p.woke || /\b(trying|tried|started|starting|began|begin|about to|going to|suddenly|still|\w+ing)\b/i.test(p.last));
  if (p.last && open && out.length < 3 && !out.some((x) => x.includes(p.last!)))
    add(
      pk.pick([
        `If you let the dream go on past ${q(p.last)}, what happens next?`,
        `If the dream did not stop at ${q(p.last)}, what would you want to happen next?`,
        `What comes after ${q(p.last)}, if you imagine the dream carrying on?`,
      ]),
    );
  // a symbol the dream gives a sense of its own (who acts on it, how it ends), asked about in that sense;
  // any other symbol only when there is little else to ask
  // (a grenade in a war dream is not asked about as a code for something else)
  const k = dangerLed(p)
    ? undefined
    : (p.symbols.find((x) => x.context && x.sym.def.category !== "person") ??
      (out.length < 2 ? p.symbols.find((x) => x.bound) : undefined));
  if (k && out.length < 3)
    add(
      pk.pick([
        `If ${situated(k)} ${agreeK(k, "is", "are")} about ${k.meaning.everyday} here, what in your week answers to ${agreeK(k, "it", "them")}?`,
        `${cap(situated(k))} can point to ${k.meaning.everyday}: where is that in your life at the moment?`,
        `${q(k.sym.quote)} — ${k.meaning.everyday}: does any of that fit your life at the moment?`,
        `${cap(situated(k))} can point to ${k.meaning.everyday}: does that touch anything you are living through?`,
        `Read as ${k.meaning.everyday}, what would ${situated(k)} be telling you about your days?`,
      ]),
    );
  if (shapeQuestion && !f.has && out.length < 3) add(shapeQuestion);
  // the last resorts, each tried until there are two questions: a moment not asked about yet, a person, the dream as a whole
  const someone = p.present.find((c) => askable(c) && weighty(p, c)) ?? p.present.find(askable);
  // (a name in it — "a game of Monopoly" — would read as a question about the brand)
  const image = p.symbols.find((x) => x.sym.def.category !== "person" && !/\b(?!I\b)\p{Lu}/u.test(x.sym.quote))?.sym.quote;
  const fallbacks = [
    person && !aboutThem ? bareQuestion(pk, person) : null,
    // (a scene of war is not one to do differently)
    ...[p.arc.evidence[0], p.feelingScene?.words, p.interactions[0]?.evidence]
      .filter((m): m is string => !!m && !dangerLed(p))
      .map((m) =>
        pk.pick([
          `If you could step back into ${q(m)}, what would you do differently?`,
          `Picture yourself back at ${q(m)}: what did you want there that you did not get?`,
          `Had the choice been yours at ${q(m)}, what would you have done?`,
          `${cap(q(m))}: which part of that moment do you recognise from your waking days?`,
        ]),
      ),
    someone
      ? pk.pick([
          `Given a second turn beside ${definite(someone.label)} in this dream, what would you do or say differently?`,
          `What would you want ${definite(someone.label)} to know about this dream, if you told it to ${objectPronoun(someone)}?`,
          `Where in the dream would you most like to stand again with ${definite(someone.label)}, and what would you say to ${objectPronoun(someone)} there?`,
          `What part ${isPlural(definite(someone.label)) ? "do" : "does"} ${definite(someone.label)} play in this dream that no one else could have played?`,
          `If ${definite(someone.label)} told this dream from ${possessivePronoun(someone)} own side, what would be different?`,
        ])
      : null,
    // (the dream's own first image keeps even the last resorts from reading the same in every dream)
    image
      ? pk.pick([
          `If you could step back into the dream at ${q(image)}, what would you do differently?`,
          `Which moment of this dream would you most like to return to — ${q(image)}, or another — and what would you do there?`,
          `What in this dream would you most like to understand — ${q(image)}, or something else — and why that part?`,
        ])
      : pk.pick([
          `Given this dream to live again, what would you do differently?`,
          `Which part of this dream would you most want to see again, and why that part?`,
        ]),
    image
      ? pk.pick([
          `What was on your mind the day before you dreamt of ${q(image)}?`,
          `What happened the day before this dream that ${q(image)} might be taking up?`,
          `Which of this week's concerns could have walked into a dream of ${q(image)}?`,
        ])
      : pk.pick([`What was on your mind the day before this dream?`, `Which of this week's concerns could have walked into this dream?`]),
  ];
  for (const x of fallbacks) if (x && out.length < 2) add(x);
  return out.slice(0, 3);
}
