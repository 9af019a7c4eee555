/**
 * Jung on a relative by what passes between them and the dreamer: a parent who gives, who turns on
 * the dreamer, whom the dreamer turns on, or whom the dreamer looks after, each a different face of
 * the archetype — not one line about "the mother archetype" with the relative's words put in.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";
import { cap, definite, objectPronoun, q, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { MANNERS } from "./plot";
import { isDeed } from "./reading-happens";
import { hurtsIn } from "./agent-words";

const MOTHERLY = /^(mother|mom|mommy|mum|mummy|mama|ma|stepmother|grandmother|grandma|granny|gran|nana|aunt|auntie)s?$/;
const FATHERLY = /^(father|dad|daddy|papa|pa|stepfather|grandfather|grandpa|granddad|grandad|uncle)s?$/;

/** the acts of looking after someone */
const CARE =
  /^(help|care|hug|kiss|comfort|console|hold|feed|carry|protect|save|rescue|nurse|tend|embrace|cover|bathe|wash|soothe|calm|reassure|support|shelter|tuck)$/;

type Way = "gives" | "turns" | "against" | "cares";

/** the first act that is more than manners between the relative and the dreamer, and which way it runs */
export function kinAct(fam: Entity, ints: Interaction[]): { way: Way; evidence: string } | undefined {
  for (const i of ints) {
    if (i.type === "sexuality" || MANNERS.test(i.event.lemmas[0] ?? "")) continue;
    const toYou = i.from === fam && i.to?.id === 0;
    const fromYou = i.from?.id === 0 && i.to === fam;
    if (!toYou && !fromYou) continue;
    // (asking a favour or buying a gift is no looking after: only care given is read as the roles turned round)
    if (fromYou && i.type === "friendliness" && !i.event.lemmas.some((l) => CARE.test(l))) continue;
    // (a blow done to you is no gift, however the coding files it: "he gave me three lashes")
    const kind = i.type === "friendliness" && !(toYou && hurtsIn(i.evidence));
    const way: Way = kind ? (toYou ? "gives" : "cares") : toYou ? "turns" : "against";
    return { way, evidence: i.evidence };
  }
  return undefined;
}

export function kinJung(fam: Entity, ints: Interaction[], pk: Picker): string | null {
  const act = kinAct(fam, ints);
  if (!act) return null;
  const n = definite(fam.label);
  const pl = fam.group || isPlural(n);
  const does = pl ? "do" : "does";
  const a = q(act.evidence);
  if (MOTHERLY.test(fam.head)) {
    const by: Record<Way, string> = {
      gives: `What ${n} ${does} for you here (${a}) is the mother archetype in its giving face, for Jung: care the psyche still reaches for, and may have to learn to give itself.`,
      turns: `${cap(n)} ${pl ? "turn" : "turns"} on you (${a}): Jung would see the other face of the mother archetype, the one that holds too tightly or withholds, and ask where you meet it in yourself.`,
      against: `You turn on ${n} (${a}): for Jung that is the ego pushing off from the mother archetype, a step every separation from a parent's hold has to take.`,
      cares: `Here it is you who look after ${n} (${a}): Jung would see the mother archetype's roles turned round, the ego now holding what once held it.`,
    };
    return pk.pick([by[act.way]]);
  }
  if (FATHERLY.test(fam.head)) {
    const by: Record<Way, string> = {
      gives: `What ${n} ${does} for you here (${a}) puts the father archetype on your side, for Jung: backing and approval, the authority you grew up under lending you its strength.`,
      turns: `${cap(n)} ${pl ? "turn" : "turns"} on you (${a}): for Jung the father archetype as judge, the voice that says what is not allowed, and the dream asks how much of that voice is now your own.`,
      against: `You turn on ${n} (${a}): Jung would read the ego testing its own authority against the one it grew up under.`,
      cares: `It is you who look after ${n} here (${a}): for Jung the father archetype's roles reversed, the ego taking on the authority it once looked up to.`,
    };
    return pk.pick([by[act.way]]);
  }
  const by: Record<Way, string[]> = {
    gives: [
      `${cap(n)} ${does} something for you (${a}); Jung would ask what ${n} ${pl ? "have" : "has"} that you lean on, and could find in yourself.`,
    ],
    turns: [
      `${cap(n)} ${pl ? "turn" : "turns"} on you (${a}): for Jung a relative who attacks in a dream often carries a trait you share and would rather not.`,
    ],
    against: [
      `You turn on ${n} (${a}): Jung would ask what in ${n} you are fighting in yourself, for family in a dream is often a mirror.`,
    ],
    cares: [`You look after ${n} (${a}): Jung would ask what younger or weaker side of your own ${n} ${pl ? "stand" : "stands"} for.`],
  };
  return pk.pick(by[act.way]);
}

/**
 * Jung on a relative the dream gives weight to when nothing passes between them and the dreamer that
 * kinJung reads: by what the relative does, and which way it runs — the dreamer reaching toward them,
 * or the relative busy with someone or something else. (The stock lines this replaces — "the mother
 * archetype, with its care and its pull toward the past", "what your sister embodies that you share" —
 * stood in any dream with a relative in it.) A relative who does nothing the dream tells is left out.
 */
/** "she", "he" or "they" for a relative, and the verb that agrees with it */
const subject = (e: Entity, pl: boolean): [string, boolean] =>
  pl ? ["they", true] : e.sex === "f" ? ["she", false] : e.sex === "m" ? ["he", false] : ["they", true];

export function kinByDeed(fam: Entity, ints: Interaction[], deed: string | undefined, pk: Picker): string | null {
  const i = ints.find((x) => x.from === fam || x.to === fam);
  const n = definite(fam.label);
  const pl = fam.group || isPlural(n);
  const [he, many] = subject(fam, pl);
  // (an aunt or an uncle is kin of the parents' generation, but no parent)
  const parent =
    (MOTHERLY.test(fam.head) || FATHERLY.test(fam.head) || /^(parent|grandparent)s$/.test(fam.head)) &&
    !/^(aunt|auntie|uncle)s?$/.test(fam.head);
  // the dreamer goes to them: what is sought there
  if (i && i.from?.id === 0 && i.to === fam)
    return pk.pick([
      `It is you who go toward ${n} here (${q(i.evidence)}), not the other way round; Jung would ask what you hope for from ${n}: what we reach for in ${parent ? "a parent" : "family"} in a dream is often a quality the ego is still borrowing rather than owning.`,
    ]);
  // they come to the dreamer, in a way that is only manners or company
  if (i && i.from === fam && i.to?.id === 0)
    return pk.pick([
      `${cap(n)} ${pl ? "come" : "comes"} to you here (${q(i.evidence)}); Jung would ask what ${n} ${pl ? "bring" : "brings"} into the scene that was missing before ${he} came.`,
    ]);
  // (the relative's own act: what someone else does to them — "a man showed it to Mom" — is not theirs to be read by)
  const act = i?.from === fam ? i.evidence : deed;
  // (a description is no act, and a clause that hangs on a word before it, "which they took once", is no whole act)
  if (!isDeed(act)) return null;
  const does = pl ? "do" : "does";
  const them = objectPronoun(pl ? { group: true, sex: fam.sex } : fam);
  return pk.pick(
    parent
      ? [
          // (read by the act, not by a fixed line on "the parental image": how it sits with the parent you know, or with you)
          `Jung would read ${n} by what ${he} ${does} here, ${q(act)}, more than by the role: is that ${n} as you know ${them} awake, or a side of ${them} the dream lets you see?`,
          `Jung would start from what ${n} ${does} here (${q(act)}): which of your own ways of acting has that in it, whether learned from ${them} or set against ${them}?`,
        ]
      : [
          `Jung would read ${n} by what ${he} ${many ? "do" : "does"} here, ${q(act)}: is that a way of acting you share with ${them}, or one you have set yourself against?`,
        ],
  );
}
