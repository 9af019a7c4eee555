/**
 * A death read by whose it is: the dreamer's own, someone close (family, a friend, someone known),
 * a stranger, or an animal. Jung and Freud say different things of each — a loved one's death is
 * ambivalence or the fear of loss, a stranger's stands in for someone unnamed, an animal's puts
 * instinct at stake — and a reading that says "a loved one" of a pig reads as a form letter.
 */
import type { Entity } from "./characters";
import type { Fill } from "./arc-readings";
import { isPlural } from "./phrase";

/** `many`: more than one dies ("three boys") */
export type Dying = { who: string; kind: "self" | "close" | "stranger" | "animal"; many: boolean };

export function dyingOf(who: Entity | undefined, name: string): Dying | undefined {
  if (!who) return undefined;
  const many = who.group || isPlural(name);
  if (who.id === 0) return { who: "you", kind: "self", many: false };
  if (who.kind === "animal" || who.kind === "creature") return { who: name, kind: "animal", many };
  if (who.kind === "stranger") return { who: name, kind: "stranger", many };
  return /^(family|friend|known)$/.test(who.kind) ? { who: name, kind: "close", many } : undefined;
}

const GENERIC = {
  jung: [
    `Jung read death in dreams as an ending that makes room: an attitude, a role or a stage of life dying so another can begin.`,
    `On a Jungian reading, the death points to a transition rather than a loss of life; something is being let go.`,
  ],
  freud: [
    `Freud famously noted that dreams of a loved one's death can carry old, ambivalent feelings; more often they voice the fear of losing them.`,
    `For Freud the grief such a dream brings is a measure of attachment, and the dream may rehearse a loss to make it bearable.`,
  ],
};

export function deathJung(f: Fill, n: number): string {
  const d = f.dead;
  if (!d) return GENERIC.jung[n];
  const by = {
    self: [
      `Jung read the dreamer's own death as the ego's old form ending so that a new one can begin: the question is what in you is finished.`,
      `Dying in your own dream is, for Jung, rarely about the body: a way of being has run its course, and the psyche stages its end.`,
    ],
    close: [
      `Jung would ask what ${d.who} ${d.many ? "carry" : "carries"} for you: the death of someone close in a dream is seldom a fear for their life, more often a relationship, or a part of yourself you know through them, coming to an end.`,
      `For Jung, ${d.who} dying in a dream can mark the end of the part ${d.who} ${d.many ? "have" : "has"} played in your inner life — not of ${d.who}.`,
    ],
    stranger: [
      `For Jung the death of ${d.who}, ${d.many ? "people" : "someone"} you do not know, is the death of an unknown side of you: an attitude or way of being that is ending.`,
      `Jung would take ${d.who} as ${d.many ? "figures" : "a figure"} of your own psyche, and the death as something in you coming to an end before you have named it.`,
    ],
    animal: [
      `For Jung an animal's death puts instinct at stake: some natural, bodily part of you is being sacrificed, or let go.`,
      `Jung would ask what ${d.who} ${d.many ? "stand" : "stands"} for in you — animals in dreams carry instinct — and what it means that ${d.many ? "they die" : "it dies"}.`,
    ],
  };
  // (one's own pet is someone close, and grieved: its death is not read first as instinct let go)
  if (d.kind === "animal" && /^your\b/.test(d.who))
    return [
      `Jung would not hurry past the grief: ${d.who} dying in a dream is the loss of a companion, and also of what ${d.who} carried for you — loyalty, comfort, a time of your life.`,
      `For Jung, ${d.who} ${d.many ? "are" : "is"} a bond of instinct and affection at once; the dream's grief says how much of you is tied to ${d.many ? "them" : "it"}.`,
    ][n];
  return by[d.kind][n];
}

export function deathFreud(f: Fill, n: number): string {
  const d = f.dead;
  if (!d || d.kind === "close") return GENERIC.freud[n];
  const by = {
    self: [
      `Freud held that no one can truly picture their own death — in the dream you are still there to see it — so he would look for the wish it disguises: to be free of something, or to be missed.`,
      `For Freud a dream of your own death often fulfils a quieter wish: rest, escape, or seeing who would grieve.`,
    ],
    stranger: [
      `Freud would ask whom ${d.who} ${d.many ? "stand" : "stands"} in for: a dream often lets a stranger die so that it need not name the one it means.`,
      `For Freud, a stranger's death in a dream is a disguise: the feeling is real, and its object has been swapped for one that costs nothing.`,
    ],
    animal: [
      `For Freud animals in dreams carry the drives, and an animal killed or dying is a drive punished or mastered; who does it, and how you feel, says which.`,
      `Freud would read ${d.who} as a drive in animal form, and ${d.many ? "their" : "its"} death as the dream's verdict on that drive.`,
    ],
  };
  return by[d.kind][n];
}
