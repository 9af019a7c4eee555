/**
 * Freud on a feeling by where its cause comes from: the dreamer's own act, someone's act on the
 * dreamer, a mishap no one causes, or a success — each says something different about the wish
 * behind it ("those wrecked by success" are not the anxious who are attacked). Only when the scene
 * that brings the feeling on holds one of these; otherwise the feeling's general voices speak.
 */
import type { EmotionHit } from "./emotions";
import { definite, emoNoun, q, worthQuoting } from "./naming";
import type { Plot } from "./plot";

/**
 * What in the feeling's scene causes it: the dreamer's own act, someone's act on the dreamer, a setback
 * or a success of the dreamer's own. Null when the feeling has no scene of its own, or one too long to quote.
 */
function causesOf(p: Plot, feeling: EmotionHit) {
  const scene = p.feelingScene;
  if (!scene || scene.feeling !== feeling || scene.cause.split(/\s+/).length > 24) return null;
  // (in the cause itself, not only near it: a feeling named beside a reason is no mishap that causes it)
  const inScene = (ev: string) => ev.length > 8 && scene.cause.includes(ev);
  return {
    n: emoNoun(feeling.label),
    c: q(scene.cause),
    code: feeling.code,
    mine: p.interactions.find((i) => i.from?.id === 0 && i.to && inScene(i.evidence)),
    done: p.interactions.find((i) => i.to?.id === 0 && i.from && i.type !== "sexuality" && inScene(i.evidence)),
    wrong: p.outcomes.find((o) => (o.type === "misfortune" || o.type === "failure") && o.who?.id === 0 && inScene(o.evidence)),
    went: p.outcomes.find((o) => (o.type === "success" || o.type === "good fortune") && o.who?.id === 0 && inScene(o.evidence)),
  };
}

export function feltCauseFreud(p: Plot, feeling: EmotionHit): string | null {
  const found = causesOf(p, feeling);
  if (!found) return null;
  const { n, c, code, mine, done, wrong, went } = found;
  if (went && code === "AP")
    return `Even a success of your own (${c}) brings ${n} here; Freud wrote of people wrecked by success, and would ask what getting what you want would cost you.`;
  if (went && code === "HA")
    return `The ${n} comes with a success of your own (${c}); Freud would take it plainly as a wish fulfilled, and ask what it would take to have it awake.`;
  if (mine && mine.type === "aggression" && (code === "AP" || code === "SD"))
    return `The ${n} follows something you do yourself (${c}): Freud would read the act as the wish and the ${n} as the conscience answering it in the same scene.`;
  if (done?.type === "aggression" && code !== "HA")
    return `The ${n} comes from what ${definite(done.from!.label)} ${done.from!.group ? "do" : "does"} to you (${c}), not from anything you do; Freud would ask why the dream gives the deed to someone else and leaves you only the feeling, since a wish of your own can hide in what is done to us.`;
  if (done?.type === "friendliness" && code === "HA")
    return `The ${n} comes from what ${definite(done.from!.label)} ${done.from!.group ? "do" : "does"} for you (${c}): for Freud the dream grants a wish through someone else's hands, so that you need not ask for it.`;
  if (wrong && (code === "AP" || code === "SD"))
    return `The ${n} comes from what goes wrong for you (${c}), which no one does to you; Freud would ask whom the setback spares or serves, for a failure in a dream can carry out a wish not to succeed at something.`;
  if (wrong && code === "AN")
    return `The ${n} is at a mishap no one is to blame for (${c}), and for Freud that is the point: anger with no one to aim at may be anger the dream will not let you aim.`;
  return null;
}

/**
 * Jung on a feeling by where its cause comes from, as Freud's reading above: someone's act on the
 * dreamer, the dreamer's own act, a setback no one causes, or a success of the dreamer's own — so
 * the sentence says who does what in this dream, not only that "fear marks where the ego meets
 * something". Null when the scene holds none of these.
 */
export function feltCauseJung(p: Plot, feeling: EmotionHit): string | null {
  const found = causesOf(p, feeling);
  if (!found) return null;
  const { n, c, code, mine, done, wrong, went } = found;
  const who = (e: NonNullable<typeof done>) => definite(e.from!.label);
  if (done?.type === "aggression" && code !== "HA")
    return `Your ${n} answers what ${who(done)} ${done.from!.group ? "do" : "does"} to you (${c}); Jung would ask what ${who(done)} ${done.from!.group ? "stand" : "stands"} for in you, since a figure who presses on the dreamer often carries a side of the dreamer's own that wants a hearing.`;
  if (done?.type === "friendliness" && code === "HA")
    return `Your ${n} comes from what ${who(done)} ${done.from!.group ? "do" : "does"} for you (${c}); for Jung the psyche shows what it values through the one who gives it, and asks what ${who(done)} ${done.from!.group ? "have" : "has"} that you want more of in yourself.`;
  if (mine?.type === "aggression" && (code === "AP" || code === "SD"))
    return `The ${n} follows an act of your own (${c}): Jung would see the ego meeting its shadow in what it has just done, and the ${n} as the start of owning it.`;
  if (wrong && code !== "HA")
    return `The ${n} comes from what goes wrong for you (${c}), with no one to blame; for Jung a setback no one causes can be the unconscious checking a course the ego has set too confidently.`;
  if (went && code === "HA")
    return `The ${n} comes with something you bring off yourself (${c}); Jung would take it as the psyche confirming a direction the waking self is not yet sure of.`;
  if (went && code === "AP")
    return `Even something you bring off (${c}) brings ${n}; for Jung that marks a new role the ego is not yet sure it can carry.`;
  return null;
}

/**
 * Where the feeling goes after the scene that brings it on: it gives way to another later in the
 * dream, or the dream stops in it. A feeling's course is this dream's own; "fear marks a wish
 * pressing against the censor" said the same of every frightened dreamer. Null when the dream
 * tells no course.
 */
function courseOf(p: Plot, feeling: EmotionHit) {
  const later = p.emotions.find((e) => e.start > feeling.end && e.code !== feeling.code);
  const n = emoNoun(feeling.label);
  const then = later
    ? worthQuoting(later.evidence) && later.evidence.split(/\s+/).length > 1
      ? `${emoNoun(later.label)} (${q(later.evidence)})`
      : emoNoun(later.label)
    : "";
  return { later, n, then, ends: feeling.atEnd && !later && !!p.woke };
}

export function feltCourseJung(p: Plot, feeling: EmotionHit, ev: string): string | null {
  const { later, n, then } = courseOf(p, feeling);
  if (!later) return null;
  if (later.code === "HA" && feeling.code !== "HA")
    return `The ${n} in ${ev} does not have the last word: it gives way to ${then}, and Jung would read that turn as the psyche righting its own balance — the ${n} a passage, not a verdict.`;
  if (feeling.code === "HA")
    return `The ${n} of ${ev} does not last: ${then} follows, and Jung would ask what in the good moment the psyche could not yet hold.`;
  return `The ${n} of ${ev} turns to ${then} later on; Jung would follow that change, since the way a feeling moves through a dream shows where the psyche is taking it.`;
}

export function feltCourseFreud(p: Plot, feeling: EmotionHit, ev: string): string | null {
  const { later, n, then, ends } = courseOf(p, feeling);
  if (ends && feeling.code === "AP")
    return `The dream stops in the ${n} of ${ev}, and you wake; for Freud an anxiety dream wakes the sleeper where the disguise gives way, so what the dream was nearing when it stopped is the wish to ask about.`;
  if (later?.code === "HA" && feeling.code !== "HA")
    return `For Freud the way the ${n} in ${ev} turns to ${then} is the dream's work done: it stages the trouble so that it can come out well.`;
  if (later && feeling.code === "HA")
    return `Freud would look at what spoils the ${n} of ${ev}: ${then} comes after it, as if the wish granted had to be paid for in the same dream.`;
  return null;
}
