/**
 * What Freud makes of a kindness between the dreamer and someone, by its direction and by who the
 * other is. Kindness received is a wish granted (to be cared for as a child is, by a parent or by
 * whoever now stands in the parent's place; to be valued by a friend, or by someone the friend
 * stands in for; care one goes without, from a face with no history). Kindness given is a wish to
 * be close, and — his less comfortable point — can be amends, paying off guilt or covering a grudge
 * toward the same person. Without it, a dream whose drama is a kindness got only a symbol decoded.
 */
import type { Interaction } from "./coding";
import { cap, definite, q, type Picker } from "./naming";
import { isPlural } from "./phrase";
import type { Plot } from "./plot";
import { hurtsIn, namedIn } from "./agent-words";

const ELDER = /^(mother|mom|mum|mommy|mummy|mama|father|dad|daddy|papa|grandmother|grandma|granny|grandfather|grandpa|aunt|uncle)$/;

/** acts of care, more than manners or company: "she hugged me", "I gave him my coat", "they took me in" */
const CARE =
  /^(help|save|rescue|protect|defend|comfort|console|reassure|soothe|give|offer|lend|feed|support|encourage|guide|heal|nurse|hug|embrace|cuddle|kiss|praise|compliment|congratulate|invite|welcome|forgive|teach|share|buy|cook|bake)$/;

/** a kindness between the dreamer and a person (the help received first), by an act of care */
export function warmthOf(p: Plot): Interaction | undefined {
  const caring = (i: Interaction) =>
    i.type === "friendliness" &&
    !!i.from &&
    !!i.to &&
    i.from.kind !== "animal" &&
    i.to.kind !== "animal" &&
    CARE.test(i.event.lemmas[0]) &&
    // ("gave me three lashes" is a blow, whatever its verb: no care is read into it)
    !hurtsIn(i.evidence) &&
    i.from !== p.threat?.from;
  return (
    p.interactions.find((i) => caring(i) && i.to?.id === 0) ??
    p.interactions.find((i) => caring(i) && i.from?.id === 0 && /^(I|we)\b/i.test(i.evidence))
  );
}

export function freudOnWarmth(w: Interaction, pk: Picker, ints: Interaction[] = []): string {
  const received = w.to?.id === 0;
  const other = received ? w.from! : w.to!;
  const n = definite(other.label);
  const e = q(w.evidence);
  const many = other.group || isPlural(n);
  if (received) {
    const does = many ? "do" : "does";
    if (other.kind === "family" && ELDER.test(other.head))
      return `What ${n} ${does} for you here — ${e} — Freud would read as an old wish granted: to be looked after as a child is, by the one who first did it, or by whoever now stands where ${n} once stood.`;
    // (a stranger only where the words name one: "they want to buy me something" may be friends the coding missed)
    if (other.kind === "stranger" && !namedIn(w.evidence, other))
      return pk.pick([
        `Freud would take ${e} as the dream granting a wish, and ask whose care it is you want from the one who gives it, and whom that one stands in for.`,
      ]);
    if (other.kind === "stranger")
      return pk.pick([
        `Kindness from someone you do not know (${e}) Freud would read as care you go without awake, given by a face with no history so that it can be taken without owing anything.`,
        `Freud would ask whose care a stranger gives you here (${e}): a dream often lends a kindness to a face with no history, so that it can be accepted without a debt.`,
      ]);
    // (by the kind of warmth: a gift, closeness, being asked along, kind words; one pick, as before)
    const l = w.event.lemmas;
    const kind = l.some((x) => /^(give|hand|bring|buy|send|lend|offer)$/.test(x))
      ? "gift"
      : l.some((x) => /^(hug|kiss|hold|embrace|cuddle|caress|comfort|console)$/.test(x))
        ? "close"
        : l.some((x) => /^(invite|ask|include|welcome|join)$/.test(x))
          ? "asked"
          : l.some((x) => /^(praise|compliment|thank|congratulate|tell|say|reassure|encourage)$/.test(x))
            ? "words"
            : undefined;
    const standsIn = many ? "they stand" : `${n} stands`;
    return pk.pick(
      kind === "gift"
        ? [
            `Freud would ask what ${n} really ${many ? "give" : "gives"} you in ${e}: a gift in a dream is seldom only the thing, and the wish is in what it stands for — regard from ${many ? "them" : n}, or from someone ${standsIn} in for.`,
          ]
        : kind === "close"
          ? [
              `${cap(e)}: Freud would take the closeness at its word as a wish, and ask whether it is ${many ? "them" : n} you want it from, or someone ${standsIn} in for.`,
            ]
          : kind === "asked"
            ? [`Being asked by ${n} (${e}) Freud would read as a wish to be wanted, and ask whose asking it is you are really waiting for.`]
            : kind === "words"
              ? [
                  `Freud would hear in ${e} words you wish someone would say to you, and ask who, awake, you want them from — ${many ? "them" : n}, or someone ${standsIn} in for.`,
                ]
              : [
                  `What ${n} ${does} for you — ${e} — Freud would read as a wish granted: to be valued by ${n}, or by someone ${n} ${many ? "stand" : "stands"} in for, since a dream often lends one face the warmth meant for another.`,
                  `Freud would take ${e} as the dream granting a wish, and ask whose regard it is you want — ${many ? "theirs" : `${n}'s`}, or that of someone ${standsIn} in for.`,
                ],
    );
  }
  if (other.kind === "family")
    return `What you do for ${n} — ${e} — Freud would read two ways: as the wish to be close, and as amends, since a kindness in a dream can pay off a debt of feeling toward the same person — a guilt, or a grudge you would rather not hold.`;
  // (by whether the kindness comes back: an exchange settles something, a kindness that runs one way asks something)
  const back = ints.find((i) => i.type === "friendliness" && i.from === other && i.to?.id === 0 && i !== w);
  if (back)
    return pk.pick([
      `You give and ${n} ${many ? "give" : "gives"} back (${e}; ${q(back.evidence)}): Freud would ask what the exchange settles between you — a debt of feeling, or a wish to be close without owing anything.`,
    ]);
  return pk.pick([
    `The kindness runs one way here, from you to ${n} (${e}); Freud would ask what it asks of ${n} in return, and whether it covers a feeling toward ${n} that is less kind.`,
    `Freud would take ${e} as a wish, and then ask what it makes up for: a kindness done in a dream is sometimes the reverse of a feeling not allowed awake.`,
  ]);
}
