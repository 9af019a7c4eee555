/**
 * The one deterministic picker: wording variants are chosen by a hash of a key (the dream's text,
 * a user and period), so the same input always reads the same and a resend or a re-run changes
 * nothing.
 */

/** FNV-1a, 32 bits: fast, stable across runtimes, good enough to spread choices. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The option a key selects. */
export function pickFor<T>(key: string, options: readonly T[]): T {
  return options[hashString(key) % options.length]!;
}

/** Options chosen by named slot, so adding a slot never shifts the choices of the others. */
export function slotPicker(seed: string) {
  return <T>(slot: string, options: readonly T[]): T => pickFor(`${seed}|${slot}`, options);
}

/** Options chosen in sequence: the n-th pick of a seed is always the same. */
export class Picker {
  private n = 0;
  constructor(private readonly seed: number) {}
  pick<T>(options: readonly T[]): T {
    this.n++;
    return pickFor(`${this.seed}:${this.n}`, options);
  }
}
