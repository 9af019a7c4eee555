/**
 * What the reading makes of the dreamer's own words in the dream (see spoken.ts): the summary
 * offers them as a way in, Jung hears them as the dream's comment on itself, Freud traces them to
 * words said or held back awake, and a question asks to whom they would be said now.
 */
import { q, type Picker } from "./naming";

export function spokenSummary(w: string, pk: Picker): string {
  return pk.pick([`What you say in the dream may be its centre: ${q(w)}.`, `Your own words carry this dream: ${q(w)}.`]);
}

/** what kind of words the dreamer says: a question, a refusal, an apology, an order, or anything else */
type Said = "question" | "refusal" | "apology" | "order" | "other";
export function saidKind(w: string): Said {
  // (an opening "oh," or "well," does not change what the words do: "oh, sorry, I took you for someone else" is an apology)
  const t = w
    .trim()
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^((oh|ah|aw|well|hey|um|uh|gosh|oops|whoa|wow)\b[,!.]?\s*)+/, "");
  if (/\?\s*$/.test(t)) return "question";
  if (/^(i'?m (so |very |really |terribly )?sorry|i am (so |very |really |terribly )?sorry|sorry|i apologi[sz]e|forgive me)\b/.test(t))
    return "apology";
  // (a "no" said to someone, not "I can't see" or "I won't remember": those are statements, not refusals)
  if (/^(no|nope|stop|don'?t(?! worry)|leave me alone|get away|go away|get out|get off)\b/.test(t)) return "refusal";
  if (/^(go|come|give|put|take|look|help|run|wait|listen|bring|tell|call|hurry|move|sit|stand)\b/.test(t)) return "order";
  return "other";
}

/**
 * Jung on the dreamer's own words, by what they do: a question the psyche puts to itself, a "no" whose
 * fate the dream shows, an apology, an order. (The two general lines, "a stance the rest of the dream
 * answers" and "its comment on itself", stood in any dream with speech, whatever was said.)
 */
export function spokenJung(w: string, pk: Picker): string {
  const by: Record<Exclude<Said, "other">, string> = {
    question: `You ask ${q(w)} in the dream; for Jung a question the dream-ego asks is one the psyche puts to itself, and what the dream does next is its answer.`,
    refusal: `Your “no” in the dream (${q(w)}) is a line the ego draws; Jung would watch what the rest of the dream does with it — whether it holds, and what comes at it.`,
    apology: `You apologise in the dream (${q(w)}); Jung would ask what you feel you owe, and to whom — including a side of yourself you have let down.`,
    order: `You give an order in the dream (${q(w)}); Jung would ask which part of you is giving it, and which part is meant to obey.`,
  };
  const kind = saidKind(w);
  // (words of no telling kind, read by what they do: said to someone, a stand of your own, a cry, a remark on the scene)
  const t = w.trim().replace(/’/g, "'");
  const plain =
    kind !== "other"
      ? null
      : /!\s*$|^(oh|wow|ooh|ah|gosh|whoa|hey)\b/i.test(t)
        ? `You cry out ${q(w)} in the dream; Jung would ask what caught you there, since what surprises the dream-ego is what the waking mind has not yet made room for.`
        : /\byou\b/i.test(t)
          ? `You say ${q(w)} to someone in the dream; Jung would ask which side of you is speaking, and which side of you it is said to.`
          : /^(i|i'm|i am|i'll|i will|i think|i like|i know|we|we're|we'll)\b/i.test(t)
            ? `${q(w)}: in your own words the dream-ego says where it stands, and Jung would ask whether your waking self would say the same.`
            : /^(it|this|that|there|these|those|the)\b/i.test(t)
              ? `${q(w)}: you pass a remark on the scene, and Jung would take it as the dream's comment on itself, and ask whether the rest of the dream bears it out.`
              : null;
  if (plain) return pk.pick([plain.replace(/^“\p{Ll}/u, (m) => m.toUpperCase())]);
  return pk.pick(
    kind === "other"
      ? [
          `Jung would hear your own words in the dream, ${q(w)}, as its comment on itself, and ask whom else they fit — yourself included.`,
          `For Jung, what you say in a dream (${q(w)}) is a stance the rest of the dream answers; notice whether the dream agrees with you.`,
        ]
      : [by[kind]],
  );
}

/** `quoted`: Jung has quoted the words already, so Freud points back to them */
export function spokenFreud(w: string, quoted: boolean, pk: Picker): string {
  // (read by what the words do, as Jung's are: the three lines below stood in one dream in thirty
  // with speech, whatever was said; the words already quoted are named by their gist, not quoted twice)
  const kind = saidKind(w);
  const them = quoted ? "" : ` (${q(w)})`;
  const t = w.trim().replace(/’/g, "'");
  const byKind: Record<Exclude<Said, "other">, string> = {
    question: `Freud would ask what answer you wanted to your question${them}: a question in a dream often carries the wish it asks about.`,
    refusal: `Freud would ask what your "no"${them} keeps at bay: a refusal spoken in a dream can guard against a wish of your own as much as against the one it is said to.`,
    apology: `Freud would ask what the apology${them} is really for: a dream's "sorry" often answers a reproach you make yourself, not the one in the scene.`,
    order: `Freud would hear in your order${them} a wish to be obeyed that waking manners may not allow: whom would you like to say it to, awake?`,
  };
  // (a retort in question form, "What am I supposed to do, fly?", "Why the hell…?", asks for no answer)
  const retort = kind === "question" && /\b(the hell|the heck|on earth)\b|^what am i (going|supposed) to do\b/i.test(t);
  if (kind !== "other" && !retort) return pk.pick([byKind[kind]]);
  // (a stance of your own, "I won't go back there", is a wish or a vow said aloud)
  // (not a plain statement, "we have another problem", nor a plan, "I'll just take the bus": a vow, a want, a refusal, a feeling owned)
  if (/^(i|we)( won't| will not| want| wish| have to| must| need| can't| cannot| refuse| love| hate| never)\b/i.test(t))
    return pk.pick([
      `Freud would take what you declare here${them} at its word, as a wish said aloud for once, and ask to whom, awake, you have not yet said it.`,
    ]);
  // (said to someone's face)
  if (/\byou\b/i.test(t))
    return pk.pick([
      `You say it to someone's face${them}, and Freud would ask whom, awake, you would most like to say it to, and what saying it would cost you.`,
    ]);
  return quoted
    ? pk.pick([
        `Freud held that words spoken in a dream are borrowed from words said or heard awake; he would ask where you last said, or held back, something like them.`,
        `Freud would trace those words of yours to the day: whom did you last say them to, or keep them from?`,
        // (in place of a line on the dream "borrowing" speech, which said only what the first says and recurred as a stock line)
        `Freud would ask whose words those first were, awake: yours, or someone's you were listening to.`,
      ])
    : pk.pick([
        `Freud held that speech in a dream is borrowed from speech said or heard awake: where have you said, or wanted to say, ${q(w)}?`,
        `Freud would take ${q(w)} as something said, or left unsaid, in your waking days, and ask to whom.`,
      ]);
}

export function spokenQuestion(w: string, pk: Picker): string {
  return pk.pick([
    `If ${q(w)} were meant for someone in your waking life, who would it be?`,
    `Who, awake, most needs to hear ${q(w)} from you — and what stops you saying it?`,
    `When did you last say something like ${q(w)} awake, or want to?`,
  ]);
}
