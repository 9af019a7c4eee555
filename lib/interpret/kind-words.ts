/**
 * Friendliness told rather than done: "I became friends with the owner", "the students are friendly
 * (to me)", "the platoon tells me I look good" — kindness as a state or a compliment, toward the
 * dreamer who is there to receive it.
 */
import { personAfter, type Cast, type Entity } from "./characters";
import type { Interaction } from "./coding";
import type { Event } from "./events";
import { hitAt, sentenceEvent } from "./rule-kit";
import type { Token } from "./tokenize";

const KIND_STATE = /^(friendly|welcoming|helpful|supportive|kind|nice|sweet|warm|generous|encouraging)$/;
const PRAISE = /^(good|great|nice|pretty|beautiful|handsome|lovely|amazing|wonderful|gorgeous|smart|cute|brilliant|talented|fantastic)$/;
/** the words that put what follows as hoped for, wondered about or supposed */
const HOPED =
  /^(hope|hoped|hopes|hoping|wish|wished|wishes|wishing|wonder|wondered|wondering|expect|expected|expecting|assume|assumed|doubt|doubted|imagine|imagined|whether|if|unless|hopefully)$/;
const SPEECH_VERB = /^(said|says|say|told|tells|tell|telling|saying)$/;
const DEGREE = /^(very|so|really|extremely|quite|pretty|super|incredibly|always|all|being)$/;

/** the nearest character before `i` in its sentence, other than `not` */
function personBefore(cast: Cast, tokens: Token[], i: number, not?: Entity): Entity | undefined {
  for (let k = i - 1; k >= 0 && tokens[k].sent === tokens[i].sent; k--) if (cast.ref[k] && cast.ref[k] !== not) return cast.ref[k];
  return undefined;
}

/** the compliments and kind states of a dream, each toward the dreamer or with the dreamer in it */
export function kindWords(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  const d = cast.dreamer;
  for (let i = 1; i < tokens.length; i++) {
    const w = tokens[i].w;
    if (w !== "friends" && !KIND_STATE.test(w) && !PRAISE.test(w)) continue;
    const sent = tokens[i].sent;
    const kindIn = (x: Interaction) => x.type === "friendliness" && x.event.sent === sent;
    if (have.some(kindIn) || out.some(kindIn)) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (inEvent.unreal || /^(not|never|n't|un)$/.test(tokens[i - 1].w) || /n't$/.test(tokens[i - 1].w)) continue;
    // ("I hoped the nurse was friendly", "wondered whether they were nice": a hope or a question, not a kindness shown)
    if (tokens.slice(Math.max(0, i - 10), i).some((t) => t.sent === sent && HOPED.test(t.w))) continue;
    const inSentence = (x: Entity) => cast.ref.some((r, k) => r === x && tokens[k].sent === sent);
    let hit: [Entity | undefined, Entity | undefined] | undefined;
    if (w === "friends" && /^(became|become|becoming|becomes|made|make|making)$/.test(tokens[i - 1].w) && inSentence(d))
      hit = [d, personAfter(cast, tokens, i, 3, d) ?? personBefore(cast, tokens, i, d)];
    let k = i - 1;
    while (k > 0 && DEGREE.test(tokens[k].w)) k--;
    const copula = /^(is|was|are|were|seemed|seems|seem|acted|acts)$/.test(tokens[k].w);
    if (KIND_STATE.test(w) && copula) {
      const from = personBefore(cast, tokens, k, d);
      const toMe = /^(to|toward|towards|with)$/.test(tokens[i + 1]?.w ?? "") && /^(me|us)$/.test(tokens[i + 2]?.w ?? "");
      if (from && (toMe || (inSentence(d) && /^(friendly|welcoming|helpful|supportive)$/.test(w)))) hit = [from, d];
    }
    // "tells me I look good", "said that I was smart"
    const praised = /^(i|me)$/.test(tokens[k - 1]?.w ?? "") && /^(look|looked|looks|am|was|were|did)$/.test(tokens[k].w);
    const said = tokens.slice(Math.max(0, k - 5), k - 1).some((t) => t.sent === sent && SPEECH_VERB.test(t.w));
    if (PRAISE.test(w) && praised && said) {
      const from = personBefore(cast, tokens, k - 1, d);
      if (from) hit = [from, d];
    }
    if (hit && hit[0] !== hit[1]) out.push(hitAt(text, tokens, "friendliness", hit[0], hit[1], inEvent, i));
  }
  out.push(...companyWanted(cast, text, tokens, events, [...have, ...out]));
  return out;
}

const WANTING = /^(want|wants|wanted|wanting|wish|wished|longed|longing|yearned|needed)$/;
const NEAR = /^(near|with|beside|around|close|next)$/;

/**
 * "I longed to be near Tomas", "she wished to be with him", "we wanted to be close to Gran": a wish for someone's
 * company is a friendly feeling toward them (Hall and Van de Castle's friendliness starts at friendly feelings) — not
 * "wished to be near the sea", a place, nor a wish denied, "he never wanted to be with us".
 */
function companyWanted(cast: Cast, text: string, tokens: Token[], events: Event[], have: Interaction[]): Interaction[] {
  const out: Interaction[] = [];
  for (let i = 1; i + 3 < tokens.length; i++) {
    if (!WANTING.test(tokens[i].w) || tokens[i + 1].w !== "to" || tokens[i + 2].w !== "be" || !NEAR.test(tokens[i + 3].w)) continue;
    if ([i + 1, i + 2, i + 3].some((k) => tokens[k].brk !== 0)) continue;
    // ("close to", "next to": the person after the "to")
    const at = /^(close|next)$/.test(tokens[i + 3].w) ? (tokens[i + 4]?.w === "to" ? i + 4 : -1) : i + 3;
    if (at < 0) continue;
    const from = personBefore(cast, tokens, i);
    const to = personAfter(cast, tokens, at, 3, from);
    const denied = /^(not|never|n't)$/.test(tokens[i - 1].w) || /n't$/.test(tokens[i - 1].w);
    if (!from || !to || to === from || denied || to.kind === "animal") continue;
    const sent = tokens[i].sent;
    if (have.some((x) => x.type === "friendliness" && x.event.sent === sent && x.to === to)) continue;
    const inEvent = events.find((e) => i >= e.start && i <= e.end) ?? sentenceEvent(tokens, i);
    if (inEvent.unreal && !inEvent.lemmas.some((l) => WANTING.test(l))) continue;
    out.push(hitAt(text, tokens, "friendliness", from, to, inEvent, i));
  }
  return out;
}
