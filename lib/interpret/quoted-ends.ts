/**
 * The ends of an interaction said aloud in quotation marks: inside the quote "I" is the speaker and "you" the one
 * spoken to. "The man said, 'I'm going to kill you'" is the man's threat to the dreamer, not the dreamer's; "I said,
 * 'I'm going to whip you'" is the dreamer's threat to the one addressed — the person named after "to", or else the
 * one the dream named last before the words.
 */
import type { Cast, Entity } from "./characters";
import type { Event } from "./events";
import type { Interaction } from "./coding";
import type { Token } from "./tokenize";

const SAYING =
  /^(say|said|says|saying|tell|told|tells|ask|asked|asks|yell|yelled|yells|shout|shouted|shouts|scream|screamed|screams|whisper|whispered|reply|replied|replies|answer|answered|go|goes|went|call|called|cry|cried)$/;

/** the spans of the dream's text in double quotation marks */
function quoteSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  // (an inch mark after a digit, "8\" tall", opens no quotation)
  for (const m of text.matchAll(/(?<!\d)[“"]([^”"]{2,})[”"]/g)) out.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return out;
}

/** the event of saying that introduces the quote (before it in its sentence) or follows it ("…," he said) */
function sayingOf(events: Event[], tokens: Token[], a: number, z: number): Event | undefined {
  const before = events.filter(
    (e) => tokens[e.verbIndex].end <= a && a - tokens[e.verbIndex].end < 25 && e.lemmas.some((l) => SAYING.test(l)),
  );
  if (before.length) return before[before.length - 1];
  const after = events.find(
    (e) => tokens[e.verbIndex].start >= z && tokens[e.verbIndex].start - z < 12 && e.lemmas.some((l) => SAYING.test(l)),
  );
  return after ?? facingSpeaker(events, tokens, a);
}

/** what someone does as they turn to speak: "she turned to me", "he stared at us", "my father came in" */
const FACING = /^(look|turn|stare|glare|point|smile|grin|lean|come|walk|run|rush|storm|step|stand|burst|open|shake|nod)$/;

/**
 * "Lena glared at me. 'You'll pay for this!'": words in quotation marks that open a sentence with no verb
 * of saying are the words of the one the sentence just before showed facing or approaching someone (not the
 * dreamer, whose own words the dream marks with "I said")
 */
function facingSpeaker(events: Event[], tokens: Token[], a: number): Event | undefined {
  const k = tokens.findIndex((t) => t.start > a);
  if (k <= 0 || tokens[k - 1].sent === tokens[k].sent) return undefined;
  const prev = events.filter((e) => e.sent === tokens[k - 1].sent && !e.negated);
  const last = prev[prev.length - 1];
  if (!last || !last.actor?.entity || last.actor.word === "i" || last.actor.word === "we") return undefined;
  return last.lemmas.some((l) => FACING.test(l)) ? last : undefined;
}

/** the person addressed: after "to" or as the object of the saying, else the last one named before it, not the speaker */
function addressee(cast: Cast, tokens: Token[], say: Event, speaker: Entity | undefined): Entity | undefined {
  const told = say.target?.entity;
  if (told && told !== speaker) return told;
  for (let k = say.verbIndex + 1; k <= say.verbIndex + 4 && tokens[k]?.sent === say.sent; k++)
    if (tokens[k].w === "to" && cast.ref[k + 1] && cast.ref[k + 1] !== speaker) return cast.ref[k + 1];
  if (speaker !== cast.dreamer) return cast.dreamer;
  for (let k = say.verbIndex - 1; k >= 0 && tokens[k].sent >= say.sent - 2; k--) {
    const x = cast.ref[k];
    if (x && x !== speaker) return x;
  }
  return undefined;
}

const FIRST = /^(i|i'm|i'll|i'd|i've|me|we|we're|we'll|us)$/;

/**
 * Who says the words in quotation marks around token i, when the dream names the one who says them ("he said, 'I
 * love you'"): undefined outside a quotation, or when no one is named saying it.
 */
export function quotedSpeaker(text: string, tokens: Token[], events: Event[], i: number): Entity | undefined {
  const span = quoteSpans(text).find(([a, z]) => tokens[i].start > a && tokens[i].end < z);
  return span ? sayingOf(events, tokens, span[0], span[1])?.actor?.entity : undefined;
}

export function speakerEnds(interactions: Interaction[], cast: Cast, tokens: Token[], text: string, events: Event[]): Interaction[] {
  const spans = quoteSpans(text);
  if (!spans.length) return interactions;
  return interactions.map((x) => {
    const at = tokens[x.event.verbIndex];
    const span = spans.find(([a, z]) => at.start > a && at.end < z);
    if (!span) return x;
    const say = sayingOf(events, tokens, span[0], span[1]);
    if (!say) return x;
    const speaker = say.actor?.entity;
    if (!speaker) return x;
    const heard = addressee(cast, tokens, say, speaker);
    // (only words inside the quotation change their reference: "'Are they going to sue,' I ask" has its "I" outside)
    const inside = (k: number | undefined) => k !== undefined && tokens[k].start > span[0] && tokens[k].end < span[1];
    // (a subject the parser left unbound is the "I" or "you" just before the verb: "I'll kill you if…")
    const bareSubject = [1, 2, 3]
      .map((d) => x.event.verbIndex - d)
      .find((k) => k >= 0 && inside(k) && tokens[k].sent === x.event.sent && (FIRST.test(tokens[k].w) || tokens[k].w === "you"));
    const actorWord = x.event.actor
      ? inside(x.event.actor.index)
        ? x.event.actor.word
        : ""
      : bareSubject !== undefined
        ? tokens[bareSubject].w
        : "";
    // (the parser takes no "you" for an object: "kill you" has it right after the verb or its particle)
    const vi = x.event.verbIndex;
    const youAfter = [vi + 1, vi + 2].some((k) => tokens[k]?.w === "you" && tokens[k].start < span[1]);
    // ("I'll kill you when this is over": a "you" right after the verb is its object, whatever the parser bound)
    const targetWord = youAfter ? "you" : x.event.target && inside(x.event.target.index) ? x.event.target.word : "";
    let { from, to } = x;
    // ("I'm going to kill you", said by the man: "I" is the man)
    if (FIRST.test(actorWord) && from === cast.dreamer && speaker !== cast.dreamer) from = speaker;
    if (FIRST.test(targetWord) && to === cast.dreamer && speaker !== cast.dreamer) to = speaker;
    // ("you" is whoever the words are said to)
    if (targetWord === "you" && heard && heard !== from) to = heard;
    if (actorWord === "you" && heard && heard !== to) from = heard;
    // (one person at both ends was found by mistake: keep the ends as they were)
    return (from === x.from && to === x.to) || from === to ? x : { ...x, from, to };
  });
}
