/**
 * A dream of trouble — late, lost, chased, unready — that comes right for the dreamer in the end
 * ("I didn't know my lines … it came out fine"). The turn is as much the dream's message as the
 * trouble: Jung reads it as compensation, the psyche showing the ego equal to what it dreads;
 * Freud finds the wish in the ending the fear was raised for. The summary quotes the turn; these
 * lines name it without quoting it again.
 */
import type { Picker } from "./naming";

export function overcomeJung(pk: Picker): string {
  return pk.pick([
    `That it comes right in the end matters as much as the trouble: Jung read such a turn as the psyche showing the ego it can meet what it dreads.`,
    `The dream does not leave you in the difficulty, and Jung would see in its good ending a compensation for a waking attitude that expects the worst.`,
  ]);
}

export function overcomeFreud(pk: Picker): string {
  return pk.pick([
    `Freud would find the wish in the ending: the dream raises the fear so that it can be answered.`,
    `For Freud the good ending is where the wish shows: the trouble is staged so that you come through it.`,
  ]);
}
