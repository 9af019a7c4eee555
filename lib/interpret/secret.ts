/**
 * A secret in the dream: something the dreamer does out of sight or keeps back ("started reading
 * it secretly so my boss wouldn't see me", "I don't want to tell them"), or something another
 * keeps from the dreamer ("he said 'no, it's a secret'"). Hiding *from* a danger is flight, read by
 * the shape; this is concealment, which readings of every school take as a way in.
 */
import type { Analysis } from "./analyze";
import type { Entity } from "./characters";
import { sentenceAround } from "./moments";
import type { Token } from "./tokenize";

/** `keeper`: who keeps it (the dreamer or another); `watcher`: whose eyes it is kept from, when the dream names them */
export type Secret = { words: string; keeper: Entity; watcher?: Entity };

const NOT = /^(wouldn't|couldn't|didn't|won't|can't|cannot|never)$/;
const MODAL = /^(would|could|did|will|can|do)$/;
const SEE = /^(see|know|notice|find|hear|catch|realize|realise|tell)$/;

const seq = (tk: Token[], k: number, ...res: RegExp[]) =>
  !!tk[k] && res.every((re, j) => tk[k + j]?.sent === tk[k].sent && re.test(tk[k + j].w));

/** the character at or just after `k` in its sentence: the one who must not see */
function whoAt(a: Analysis, k: number, until: number): Entity | undefined {
  for (let j = k; j <= until && a.tokens[j]?.sent === a.tokens[k].sent; j++) if (a.cast.ref[j]) return a.cast.ref[j];
  return undefined;
}

/** the dreamer is the nearest character before `k` in its sentence ("I had a piece, but started eating them secretly") */
function dreamerBefore(a: Analysis, k: number): boolean {
  const tk = a.tokens;
  for (let j = k - 1; j >= 0 && tk[j].sent === tk[k].sent; j--)
    if (a.cast.ref[j] && !/^(them|him|her|it|us)$/.test(tk[j].w)) return a.cast.ref[j] === a.cast.dreamer;
  return false;
}

/** "secretly", "so (that)", "without" */
const SECRETLY_SO_WITHOUT = /^(secretly|so|without)$/;

/** done out of sight: "secretly", "so (that) the guy wouldn't see me" (someone else's eyes, not "so I didn't know"), "without anyone knowing" */
function outOfSight(a: Analysis, k: number): { watcher?: Entity } | null {
  const tk = a.tokens;
  const w = tk[k].w;
  if (!SECRETLY_SO_WITHOUT.test(w) || !dreamerBefore(a, k)) return null;
  if (w === "secretly") return {};
  if (w === "without") {
    // ("without anyone knowing" hides it; "having moved in without knowing these things" is only not knowing)
    for (let j = k + 2; j <= k + 3; j++)
      if (/^(seeing|knowing|noticing|hearing)$/.test(tk[j]?.w ?? "")) return { watcher: whoAt(a, k + 1, j - 1) };
    return null;
  }
  const s = tk[k + 1]?.w === "that" ? k + 2 : k + 1;
  for (let j = s + 1; j <= s + 3 && tk[j]?.sent === tk[k].sent; j++) {
    const at = NOT.test(tk[j].w) ? j + 1 : MODAL.test(tk[j].w) && tk[j + 1]?.w === "not" ? j + 2 : -1;
    if (at < 0 || !SEE.test(tk[at]?.w ?? "")) continue;
    const watcher = whoAt(a, s, j - 1);
    const someone = /^(he|she|they|anyone|anybody|nobody|people|no)$/.test(tk[s].w);
    return (watcher && watcher !== a.cast.dreamer) || someone ? { watcher } : null;
  }
  return null;
}

/** I or we */
const I_OR_WE = /^(i|we)$/;

/** "we wouldn't have wanted Dad to know about", "I didn't want anyone to see": someone's eyes the dreamer wants kept off what is done */
function unwantedEyes(a: Analysis, k: number): { watcher?: Entity } | null {
  const tk = a.tokens;
  const want = tk.slice(k + 1, k + 5).findIndex((t) => t.w === "want" || t.w === "wanted") + k + 1;
  if (want === k || tk[want].sent !== tk[k].sent || !tk.slice(k + 1, want).some((t) => NOT.test(t.w) || t.w === "not")) return null;
  for (let to = want + 2; to <= want + 4 && tk[to]?.sent === tk[k].sent; to++) {
    if (tk[to].w !== "to") continue;
    if (!SEE.test(tk[to + 1]?.w ?? "") || tk[to + 1].w === "tell") return null;
    const watcher = whoAt(a, want + 1, to - 1);
    const someone = /^(anyone|anybody|them|him|her|people|everyone)$/.test(tk[want + 1].w);
    return (watcher && watcher !== a.cast.dreamer) || someone ? { watcher: watcher === a.cast.dreamer ? undefined : watcher } : null;
  }
  return null;
}

/** kept back by the dreamer: "I don't want to tell them", "I didn't tell anyone", "we kept it secret", "I hid the money", "I snuck in" */
function keptBack(a: Analysis, k: number): { watcher?: Entity } | null {
  const tk = a.tokens;
  if (!I_OR_WE.test(tk[k].w)) return null;
  if (seq(tk, k, I_OR_WE, /^(don't|didn't|do|did)$/, /^(not|want|wanna)$/) && tk.slice(k + 2, k + 6).some((t) => t.w === "tell"))
    return { watcher: whoAt(a, k + 3, k + 6) };
  if (seq(tk, k, I_OR_WE, /^(didn't|don't|never|won't|wouldn't)$/, /^tell$/, /^(anyone|anybody|them|him|her|mom|dad|my)$/))
    return { watcher: whoAt(a, k + 3, k + 5) };
  if (seq(tk, k, I_OR_WE, /^(kept|keep|keeping)$/) && tk.slice(k + 2, k + 5).some((t) => t.w === "secret")) return {};
  const unwanted = unwantedEyes(a, k);
  if (unwanted) return unwanted;
  // (not "I hid from the man", "hid behind a tree": that is flight)
  const verb = tk[k + 1]?.w === "was" || tk[k + 1]?.w === "were" ? k + 2 : k + 1;
  if (/^(snuck|sneak|sneaked|sneaking)$/.test(tk[verb]?.w ?? "")) return {};
  const hidden =
    /^(hid|hide|hiding)$/.test(tk[verb]?.w ?? "") && /^(the|my|a|an|it|them|some|his|her|this|these|those)$/.test(tk[verb + 1]?.w ?? "");
  return hidden ? {} : null;
}

const dreamersAt = (a: Analysis, k: number) => outOfSight(a, k) ?? keptBack(a, k);

/** another keeps something from the dreamer: "'no, it's a secret'", "he wouldn't tell me", "she was hiding something" */
/** someone other than the dreamer acting in the sentence (a function, not a closure made for every word looked at) */
function speakerIn(a: Analysis, sent: number): Entity | undefined {
  return a.events.find((e) => e.sent === sent && e.actor?.entity && e.actor.entity !== a.cast.dreamer)?.actor?.entity;
}

/** it */
const IT = /^(it's|its|it)$/;

/** "is", "was", "a" */
const IS_WAS_A = /^(is|was|a)$/;

function othersAt(a: Analysis, k: number): Entity | null {
  const tk = a.tokens;
  if (seq(tk, k, IT, IS_WAS_A) && tk.slice(k + 1, k + 4).some((t) => t.w === "secret")) return speakerIn(a, tk[k].sent) ?? null;
  const who = a.cast.ref[k];
  if (!who || who === a.cast.dreamer) return null;
  if (
    seq(tk, k + 1, /^(wouldn't|won't|didn't|refused|refuses)$/, /^(to|tell)$/) &&
    tk.slice(k + 2, k + 5).some((t) => t.w === "tell") &&
    /^(me|us)$/.test(tk[k + 3]?.w ?? tk[k + 4]?.w ?? "")
  )
    return who;
  if (seq(tk, k + 1, /^(was|were|is|are)$/, /^(hiding|keeping)$/, /^(something|a|it|things)$/)) return who;
  return null;
}

const TRIGGER = /^(secretly|so|without|i|we|it's|its|it)$/;

export function findSecret(a: Analysis): Secret | undefined {
  const tk = a.tokens;
  for (let k = 0; k < tk.length; k++) {
    // (most words open no secret: only these, and characters, are looked at further)
    if (!TRIGGER.test(tk[k].w) && !a.cast.ref[k]) continue;
    const mine = dreamersAt(a, k);
    const theirs = mine ? null : othersAt(a, k);
    if (!mine && !theirs) continue;
    // ("I crept into the garage and opened the gate and started running": stealth in an escape is flight)
    if (tk.some((t) => t.sent === tk[k].sent && /^(running|ran|run|escape|escaped|escaping|fled|flee|fleeing)$/.test(t.w))) continue;
    // ("…eating them so the guy wouldn't see me": the clause of what is done, not of the one who must not see)
    const at = /^(so|without)$/.test(tk[k].w) && tk[k - 1]?.sent === tk[k].sent ? k - 1 : k;
    // ("and he said 'no it's a secret'": a clause quoted from its subject, not its conjunction)
    const words = sentenceAround(a, tk[k].sent, at, 32)?.replace(/^(and|but|so|then)\s+/i, "");
    if (!words) continue;
    // ("reading it secretly so my boss wouldn't see me": the eyes may be named later in the sentence)
    let watcher = mine?.watcher;
    for (let j = k + 1; mine && !watcher && tk[j]?.sent === tk[k].sent; j++) watcher = dreamersAt(a, j)?.watcher;
    // (the dreamer keeps a secret from others, never from themselves: "I regret that I didn't tell my aunt")
    const others = watcher === a.cast.dreamer ? undefined : watcher;
    return mine ? { words, keeper: a.cast.dreamer, watcher: others } : { words, keeper: theirs! };
  }
  return undefined;
}
