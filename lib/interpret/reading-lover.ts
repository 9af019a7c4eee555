/**
 * A dream of desire read by who the other is: the dreamer's partner, a former partner, someone
 * known (a friend, a colleague, a famous face) or a stranger. Jung's anima and Freud's disguise say
 * different things of each; one sentence for every lover reads as a form letter.
 */
import type { Fill } from "./arc-readings";
import type { Entity } from "./characters";

export type Lover = { who: string; kind: "partner" | "ex" | "known" | "stranger" };

const PARTNER = /^(husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|fiancé|fiancée|spouse|lover|bf|gf)$/;

export function loverOf(who: Entity | undefined, name: string): Lover | undefined {
  if (!who || who.id === 0 || who.group) return undefined;
  if (/\bex\b|\bex-|\bformer\b/i.test(who.label)) return { who: name, kind: "ex" };
  if (PARTNER.test(who.head)) return { who: name, kind: "partner" };
  if (who.kind === "stranger") return { who: name, kind: "stranger" };
  // (a relative is left to the general reading)
  return /^(friend|known|other)$/.test(who.kind) ? { who: name, kind: "known" } : undefined;
}

export function loverJung(f: Fill, n: number): string {
  const l = f.lover;
  const generic = [
    `Jung read a dream lover as the anima or animus: an image of qualities you are drawn to and are meant to develop in yourself${f.has ? `, here worn by ${f.x}` : ""}.`,
    `On a Jungian reading, union in a dream is about joining opposites within you more than about the person it happens with.`,
  ];
  if (!l) return generic[n];
  const by = {
    partner: [
      `With ${l.who}, the closeness need not stand for anyone else: Jung would read it as the state of the bond itself — what it gives you, and what the dream adds that waking life leaves out.`,
      `Jung would ask what the dream's ${l.who} shows you of the bond between you: a partner in a dream is both the real person and the image of them you carry.`,
    ],
    ex: [
      `Jung would ask what ${l.who} still carries for you: a former partner in a dream is often a part of yourself the relationship held and you have not yet taken back.`,
      `For Jung, ${l.who} returning in desire is less about the person than about what you were, or could be, in that relationship.`,
    ],
    known: [
      `Jung would read ${l.who} less as the person than as a quality you see in them — the anima or animus wearing a familiar face — and ask what you want of that quality in yourself.`,
      `For Jung, closeness with ${l.who} in a dream points at something ${l.who} embodies for you, which the psyche is asking you to grow in yourself.`,
    ],
    stranger: [
      `A lover you do not know is, for Jung, the anima or animus in its plainest form: not a person at all, but a side of yourself you are drawn to and have not yet met.`,
      `Jung would take ${l.who}, a stranger, as a figure of your own psyche: the unknown in the lover is what is still unknown in you.`,
    ],
  };
  return by[l.kind][n];
}

export function loverFreud(f: Fill, n: number): string {
  const l = f.lover;
  const generic = [
    `For Freud this is wish-fulfilment with little disguise: the dream gives desire the scene it wants.`,
    `Freud would ask what the encounter satisfies that waking life does not, and what disguise it still wears${f.has ? ` in the figure of ${f.x}` : ""}.`,
  ];
  if (!l) return generic[n];
  const by = {
    partner: [
      `Freud would ask what the dream's ${l.who} has that the waking one does not, and what it leaves out: even a dream of one's own partner wears a disguise.`,
      `For Freud, desire for ${l.who} in a dream is a wish close to the surface; the question is what in it waking life is not giving you at the moment.`,
    ],
    ex: [
      `For Freud, ${l.who} returning in desire is a wish the waking mind has set aside but not given up; ask what the relationship gave you that you still want.`,
      `Freud would hear in it an old wish not yet resolved: the dream revives ${l.who} because something in that bond still asks for satisfaction.`,
    ],
    known: [
      `Freud would take the desire in it at face value first, then ask whom else ${l.who} might stand in for: a dream often picks someone near at hand to carry a wish meant elsewhere.`,
      `For Freud, that the dream chooses ${l.who} is part of its disguise: a face it can use carries a wish whose real object it keeps hidden.`,
    ],
    stranger: [
      `For Freud the stranger's facelessness is the disguise itself: desire is allowed, with the person it is really for kept out of view.`,
      `Freud would ask whom ${l.who} stands in for: a lover without a name lets a wish through that the censor would stop if it knew the face.`,
    ],
  };
  return by[l.kind][n];
}

export function loverQuestion(f: Fill, n: number): string {
  const l = f.lover;
  if (l?.kind === "partner") return `What does the dream give you with ${l.who} that you would like more of awake?`;
  if (l?.kind === "ex") return `What did ${l.who} give you that you are still looking for?`;
  return [
    `What draws you to ${f.has ? f.x : "the person in the dream"}, and is that quality missing somewhere in your life?`,
    f.e
      ? `${f.e.replace(/^“\p{Ll}/u, (m) => m.toUpperCase())}: what kind of closeness are you wanting at the moment, and from whom?`
      : `What kind of closeness are you wanting at the moment?`,
  ][n];
}
