/**
 * Questions on the dream's own turn: what the dreamer labours at, wants, does, meets from someone
 * else, or singles out as strange. Asked, before any stock frame, in the dream's words and turned
 * to something the dreamer can answer about waking life.
 */
import type { Interaction } from "./coding";
import { cap, definite, q, type Picker, worthQuoting } from "./naming";
import type { Plot } from "./plot";

/** the dreamer takes part in these words: "I", "me", "we" (not "my": "he arrested my brother" is not the dreamer's act) */
export const DREAMER_IN = /\b(I|I'm|I'd|I've|I'll|me|we|us|myself)\b/;

/** a moment worth a question: quotable, long enough to say something, and one the dreamer is part of */
const ownMoment = (s: string | undefined): s is string => !!s && worthQuoting(s) && s.split(" ").length >= 4 && DREAMER_IN.test(s);

/** the dreamer as the one who acts: "I was trying…", "we wanted…" (not "…asked me if she could keep it") */
const DREAMER_ACTS = /^(?:\W*\w+\W+){0,3}?(I|I'm|I'd|I've|we|we're)\b/;

/** a harm the dreamer sets out to do is no waking labour to lighten: "I set out to wreck the shed" */
const HARMFUL =
  /\b(kill|killing|murder|shoot|shooting|stab|stabbing|blow up|blowing up|bomb|destroy|burn down|poison|steal|stealing|rob|hurt|attack)\b/i;

/** someone else's act on the dreamer ("he pushed me", "she hugged me"), as the dream codes it */
function doneToYou(p: Plot): Interaction | undefined {
  return p.interactions.find(
    (i) => i.to?.id === 0 && i.from && i.from.id !== 0 && worthQuoting(i.evidence) && i.evidence.split(" ").length >= 3,
  );
}

/** (`asked`: the quotes already put to the dreamer, in questions or the analysis; none is asked about twice) */
export function turnQuestions(p: Plot, pk: Picker, asked: (words: string) => boolean): string[] {
  const out: string[] = [];
  const fresh = (s: string | undefined): s is string => ownMoment(s) && !asked(s);
  // a task the dreamer labours at mirrors a load carried awake
  if (fresh(p.effort) && DREAMER_ACTS.test(p.effort) && !HARMFUL.test(p.effort))
    // (by what kind of effort it is: a "have to", a task done for someone, a trying; "Whose work is it really" was
    // asked also of laughing and of watching television)
    out.push(
      /\b(had to|have to|has to|need to|needed to|must|supposed to|got to)\b/i.test(p.effort)
        ? `${cap(q(p.effort))}: who, awake, says you have to — you, or someone else?`
        : /\bfor (him|her|them|my \w+|the \w+)\b|\b(his|her|their) (work|job|homework|chores?|task)\b/i.test(p.effort)
          ? `Whose work is it really, awake, that you take on in ${q(p.effort)}?`
          : /\b(try|tries|tried|trying)\b/i.test(p.effort)
            ? `${cap(q(p.effort))}: what are you straining at awake just now, and what would happen if you let it be?`
            : pk.pick([
                `What are you labouring at awake just now, the way you do in ${q(p.effort)} — and is all of it yours to carry?`,
                `${cap(q(p.effort))}: which task in your days asks that much of you, and what would make it lighter?`,
              ]),
    );
  // a want the dream states is asked after as a waking want
  if (fresh(p.wish) && DREAMER_ACTS.test(p.wish))
    out.push(
      pk.pick([
        `What do you want at the moment that you have not yet reached for, as you reach in ${q(p.wish)}?`,
        `${cap(q(p.wish))}: what waking want could stand behind that, and what stands between you and it?`,
        `If ${q(p.wish)} spoke for a wish of your waking life, which one would it be?`,
      ]),
    );
  // what someone else does to the dreamer: the part they play, asked after in the dreamer's life
  const them = doneToYou(p);
  if (them && !asked(them.evidence)) {
    const who = definite(them.from!.label);
    const animal = them.from!.kind === "animal" || them.from!.kind === "creature";
    if (them.type === "aggression")
      out.push(
        animal
          ? `What in your waking life turns on you without warning, the way ${who} does in ${q(them.evidence)}?`
          : pk.pick([
              `Who or what in your waking life treats you as in ${q(them.evidence)}, and how do you answer it?`,
              `${cap(q(them.evidence))}: where, awake, do you feel pushed about like that at the moment?`,
              `When someone comes at you as in ${q(them.evidence)}, what do you do awake — and what would you like to do?`,
            ]),
      );
    else if (them.type === "friendliness")
      out.push(
        pk.pick([
          `Who treats you as in ${q(them.evidence)} awake, and do you let them?`,
          `${cap(q(them.evidence))}: where could you do with that kind of welcome at the moment?`,
        ]),
      );
  }
  return out;
}

/** the moment the dreamer marks as strange or vivid: asked to make up a second question, since the dreamer has said it matters */
export function markedQuestion(p: Plot, pk: Picker, asked: (words: string) => boolean): string | null {
  const w = p.striking?.marked ? p.striking.words : undefined;
  if (!ownMoment(w) || asked(w)) return null;
  return pk.pick([
    `You single out ${q(w)}. What in your waking days has that same quality at the moment?`,
    `${cap(q(w))} is the moment you mark. What did it stir in you, and where else have you felt that lately?`,
  ]);
}
