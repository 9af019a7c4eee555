/**
 * The dreamer's stance: what the dreamer mostly does in a dream that has no larger shape — looks on
 * while others act, talks, or keeps moving — told with the dream's own verbs.
 * Hall and Van de Castle count the dreamer's acts for the same reason: whether the dreamer acts or
 * watches is one of the plainest facts about a dream.
 */
import type { Analysis } from "./analyze";
import type { Event } from "./events";

export type StanceKind = "watch" | "talk" | "move";
/** `verbs`: up to three of the dreamer's own verbs as written ("saw", "watched") */
export type Stance = { kind: StanceKind; verbs: string[] };

const KINDS: [StanceKind, RegExp][] = [
  ["watch", /^(see|watch|look|notice|observe|stare|gaze|glance|peek|peer|hear|listen|spot|witness)$/],
  ["talk", /^(say|ask|tell|talk|speak|explain|reply|answer|call|yell|shout|argue|chat|discuss|mention|suggest|insist|whisper)$/],
  ["move", /^(go|walk|drive|run|ride|fly|leave|come|travel|climb|head|wander|cross|arrive|return|move|hurry|rush|swim|sail|hike)$/],
];

/** hearing music or a noise is no looking on at others: only hearing someone is ("heard my mother calling") */
const heardNoOne = (e: Event) => e.lemmas.some((l) => /^(hear|listen)$/.test(l)) && !e.target?.entity;

const kindOf = (e: Event): StanceKind | undefined =>
  heardNoOne(e) ? undefined : KINDS.find(([, re]) => e.lemmas.some((l) => re.test(l)))?.[0];

/** the stance when one kind of act makes at least half of the dreamer's three or more acts, or the dreamer only looks on */
export function stanceOf(a: Analysis): Stance | undefined {
  const real = a.events.filter((e) => !e.reported && !e.unreal && !e.negated && e.verb !== "be");
  const mine = real.filter((e) => e.actor?.entity === a.cast.dreamer);
  const verbsOf = (kind: StanceKind) => [
    ...new Set(mine.filter((e) => kindOf(e) === kind).map((e) => a.tokens[e.verbIndex].raw.toLowerCase())),
  ];
  if (mine.length >= 3) {
    const counts = KINDS.map(([kind]) => [kind, mine.filter((e) => kindOf(e) === kind).length] as const);
    const [kind, n] = counts.reduce((x, y) => (y[1] > x[1] ? y : x));
    if (n >= 2 && n * 2 >= mine.length) return { kind, verbs: verbsOf(kind).slice(0, 3) };
  }
  // others do nearly everything while the dreamer sees it: an onlooker
  const others = real.filter((e) => e.actor?.entity && e.actor.entity !== a.cast.dreamer);
  const seen = verbsOf("watch");
  if (others.length >= 5 && mine.length * 2 <= others.length && seen.length) return { kind: "watch", verbs: seen.slice(0, 3) };
  return undefined;
}
