/**
 * What the reading says about a secret: the summary names what is kept out of sight and by whom,
 * Jung reads the dreamer's own secret as the persona's limit and another's as knowledge the
 * dreamer keeps from themselves, Freud reads secrecy as wish and prohibition staged together, and a
 * question asks about the same concealment awake.
 */
import { cap, definite, q, type Picker } from "./naming";
import type { Secret } from "./secret";

const theirs = (s: Secret) => s.keeper.id !== 0;
const watcherOf = (s: Secret) => (s.watcher ? definite(s.watcher.label) : undefined);

/** `beside`: the dream has another centre already, and the secret is told as a second thread */
export function secretSummary(s: Secret, pk: Picker, beside = false): string {
  const w = q(s.words);
  if (beside)
    return pk.pick([
      `Something is kept out of sight in it, too: ${w}.`,
      `There is a secret in it as well — ${w}.`,
      theirs(s) ? `And something is kept from you: ${w}.` : `And there is something you do where no one should see: ${w}.`,
    ]);
  if (theirs(s)) {
    const k = definite(s.keeper.label);
    return pk.pick([
      `Someone keeps something from you here — ${w} — and the dream leaves you outside the secret.`,
      `${cap(k)} knows something you do not, and will not say: ${w}.`,
    ]);
  }
  const eyes = watcherOf(s);
  return pk.pick([
    `At the centre of this dream is something you keep hidden: ${w}.`,
    eyes
      ? `The dream turns on a secret of your own — ${w} — and on keeping it from ${eyes}.`
      : `The dream turns on a secret of your own: ${w}.`,
    `What you do out of sight is the heart of it: ${w}.`,
  ]);
}

export function secretJung(s: Secret, pk: Picker): string {
  if (theirs(s))
    return pk.pick([
      `Jung would ask what in you knows more than it says: ${definite(s.keeper.label)}, keeping a secret from you, may carry something you keep from yourself.`,
      `For Jung, a figure who will not tell the dreamer something often holds what the ego is not yet ready to know.`,
    ]);
  return pk.pick([
    `For Jung, what we do in secret belongs to the shadow: the act may be small, but hiding it shows what the face you show others will not include.`,
    `Jung would ask what the persona, the self you present, cannot make room for; the dream answers with something done out of sight.`,
  ]);
}

export function secretFreud(s: Secret, pk: Picker): string {
  if (theirs(s))
    return `Freud would read the withheld secret as the censor given a face: the dream shows that something is being kept back, not what it is.`;
  const eyes = watcherOf(s);
  return pk.pick([
    eyes
      ? `For Freud, a pleasure taken in secret is wish and prohibition in one scene: the wish goes ahead, and ${eyes} stands for the one who would forbid it.`
      : `For Freud, a pleasure taken in secret is wish and prohibition in one scene: the wish goes ahead, and the hiding shows it is forbidden somewhere.`,
    `Freud would say the secrecy matters more than the act: what must not be seen has been forbidden by someone, and the dream stages both the wish and the rule.`,
  ]);
}

export function secretQuestion(s: Secret, pk: Picker): string {
  if (theirs(s)) return `What do you sense ${definite(s.keeper.label)} is not telling you, and what do you suspect it is?`;
  const eyes = watcherOf(s);
  return pk.pick([
    `What are you doing lately that you would rather nobody saw, and whose eyes do you imagine on it?`,
    eyes
      ? `If ${eyes} had seen, what would have happened, and who plays that part in your waking life?`
      : `Who, awake, would you least want to see what you do out of sight in this dream?`,
  ]);
}
