/**
 * The reading of the dreamer's stance in a dream without a larger shape: Jung on what looking on,
 * talking or keeping on the move says about the ego's part in it, and a question to take it awake.
 */
import { q, type Picker } from "./naming";
import type { Stance, StanceKind } from "./stance";

/** "saw", "watched" and "heard" → “saw”, “watched” and “heard” */
const listed = (verbs: string[]) => {
  const qs = verbs.map(q);
  return qs.length > 1 ? `${qs.slice(0, -1).join(", ")} and ${qs.at(-1)}` : qs[0];
};

const JUNG: Record<StanceKind, ((v: string) => string)[]> = {
  watch: [
    (v) =>
      `For most of this dream you look on (${v}) while others act. Jung would ask where, awake, you stay in the audience of your own life, and what would happen if you stepped onto the stage.`,
    (v) =>
      `You are mostly a witness in this dream — ${v} — and Jung gave the dream-ego's place weight: an onlooker in a dream often stands outside something in waking life that is asking to be joined.`,
  ],
  talk: [
    (v) =>
      `Much of what you do in this dream is talk — ${v}. Jung would listen for what the talking is for: a dream often rehearses a conversation the waking self has not yet had.`,
    (v) =>
      `The dream gives you words more than deeds (${v}); for Jung that points to something the ego is trying to put into words, and to whom.`,
  ],
  move: [
    (v) =>
      `You are on the move for most of this dream — ${v} — and Jung would read the going itself as the point: a transition under way whose destination the dream does not yet show.`,
    (v) =>
      `What you mostly do in this dream is go (${v}); for Jung, a dream of passing through places marks a stage of life being crossed rather than a place arrived at.`,
  ],
};

const ASK: Record<StanceKind, string[]> = {
  watch: [
    `Where in your life are you watching at the moment rather than taking part?`,
    `What would you have done in this dream if you had stepped in instead of looking on?`,
  ],
  talk: [`Who do you most need to talk to at the moment, and what would you say first?`, `What conversation is this dream rehearsing?`],
  move: [`Where are you headed at the moment, and do you know why?`, `What are you passing through in your life right now?`],
};

export const stanceJung = (s: Stance, pk: Picker): string => pk.pick(JUNG[s.kind])(listed(s.verbs));
export const stanceQuestion = (s: Stance, pk: Picker): string => pk.pick(ASK[s.kind]);
