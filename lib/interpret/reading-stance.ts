/**
 * The reading of the dreamer's stance in a dream without a larger shape: Jung on what looking on,
 * talking or keeping on the move says about the ego's part in it, and a question to take it awake.
 */
import { q, type Picker } from "./naming";
import type { Stance, StanceKind } from "./stance";

// (the dreamer's bare verbs, “saw” and “looking”, are not quoted: a one-word quote says nothing the sentence does not)
const JUNG: Record<StanceKind, string[]> = {
  watch: [
    `For most of this dream you look on while others act. Jung would ask where, awake, you stay in the audience of your own life, and what would happen if you stepped onto the stage.`,
    `You are mostly a witness in this dream, and Jung gave the dream-ego's place weight: an onlooker in a dream often stands outside something in waking life that is asking to be joined.`,
  ],
  talk: [
    `Much of what you do in this dream is talk. Jung would listen for what the talking is for: a dream often rehearses a conversation the waking self has not yet had.`,
    `The dream gives you words more than deeds; for Jung that points to something the ego is trying to put into words, and to whom.`,
  ],
  move: [
    `You are on the move for most of this dream, and Jung would read the going itself as the point: a transition under way whose destination the dream does not yet show.`,
    `What you mostly do in this dream is go; for Jung, a dream of passing through places marks a stage of life being crossed rather than a place arrived at.`,
  ],
};

/** being on the move gets no question: "what are you passing through in your life right now" stands in any journey */
const ASK: Record<Exclude<StanceKind, "move">, string[]> = {
  watch: [
    `Where in your life are you watching at the moment rather than taking part?`,
    `What would you have done in this dream if you had stepped in instead of looking on?`,
  ],
  talk: [`Who do you most need to talk to at the moment, and what would you say first?`, `What conversation is this dream rehearsing?`],
};

/**
 * Looking on, read through the one the dreamer watches and what they do ("your sister paints the
 * fence"), when the dream tells it: the stock line about "the audience of your own life" stood in
 * any dream of watching. (`actor`: the one who acts and their deed, in the dream's words.)
 */
export function stanceJung(s: Stance, pk: Picker, actor?: { who: string; many: boolean; deed: string }): string {
  if (s.kind === "watch" && actor)
    return pk.pick([
      `For most of this dream you look on while ${actor.who} ${actor.many ? "act" : "acts"} (${q(actor.deed)}); Jung would ask what keeps you outside that scene, and what you would do in it if you stepped in.`,
    ]);
  return pk.pick(JUNG[s.kind]);
}
/** (looking on by ear is asked as listening: "watching rather than taking part" was asked of every onlooker) */
export const stanceQuestion = (s: Stance, pk: Picker): string | null =>
  s.kind === "move"
    ? null
    : s.kind === "watch" && s.verbs.some((v) => /^(heard|hear|hears|listened|listen|listening|overheard)$/i.test(v))
      ? pk.pick([`Where in your life are you listening in at the moment, rather than saying your piece?`])
      : pk.pick(ASK[s.kind]);
