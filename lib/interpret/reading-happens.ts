/**
 * Freud on what happens, when the dream has no shape, no feeling and nothing of the dreamer's own to
 * read, and the only image left is scenery nothing happens to. The reading used to send every such
 * dream back to "the day before" in one of six fixed wordings (about one dream in six); a sentence
 * that starts from the dream's own events — a task laboured at, someone else's deed, the dreamer's
 * doings, where the dream breaks off — says something of this dream instead. With none of these the
 * paragraph says nothing: a shorter reading beats a stock one.
 */
import type { Entity } from "./characters";
import { definite, q, worthQuoting, type Picker } from "./naming";
import { isPlural } from "./phrase";
import type { Plot } from "./plot";

/** a clause short enough to quote inside a sentence of the reading */
const quotable = (s: string | undefined): s is string => !!s && worthQuoting(s) && s.split(/\s+/).length <= 18 && !/[.!?]\s/.test(s);

/** whether the reading so far has quoted these words, or words that hold them */
const alreadySaid = (said: string, words: string) =>
  said.includes(words) || [...said.matchAll(/“([^”]+)”/g)].some((m) => words.includes(m[1]));

/**
 * Whether a character's first act, as plot.ts gives it, reads as a deed: not a description ("a girl
 * named Ann", "the guys who were chasing me") nor a clause that hangs on a word before it ("which
 * they took once"). "The juggler threw five torches" is a deed, article and all.
 */
export const isDeed = (words: string | undefined): words is string =>
  !!words &&
  worthQuoting(words) &&
  words.split(/\s+/).length <= 18 &&
  !/^(which|who|whom|that|when|where|while|to|and|but|or|so|then|because|since|as|if|until|after|before)\s/i.test(words) &&
  !/^(a|an|the|some)\s+([\w'-]+\s+){0,3}(who|whom|that|named|called)\b/i.test(words) &&
  !/^(a|an|the|some)\s+([\w'-]+\s*){1,4}$/i.test(words.replace(/,.*$/, ""));

/** someone other than the dreamer whose own deed the dream tells, not yet quoted: "Grandpa tries the bow out in the basement" */
/** (one the summary has quoted already is read by name, without its words again) */
function otherDeed(p: Plot, said: string): { who: Entity; deed: string; told: boolean } | undefined {
  const deeds = p.present.flatMap((who) => {
    const deed = p.deeds.get(who.id);
    return who.id !== 0 && isDeed(deed) ? [{ who, deed, told: alreadySaid(said, deed) }] : [];
  });
  return deeds.find((d) => !d.told) ?? deeds[0];
}

export function happensFreud(p: Plot, said: string, pk: Picker): string | null {
  // a task the dreamer labours at: whom the labour is for
  // (only when the reading has not quoted it yet: without its words the sentence would stand in any dream)
  if (quotable(p.effort) && !alreadySaid(said, p.effort)) {
    const e = q(p.effort);
    return pk.pick([
      `Freud would ask whom the effort in ${e} is for: an effort in a dream can carry a wish to be found equal to something, or a wish to be let off it.`,
      `What you try to do here — ${e} — is where Freud would look, more than at the places the dream passes through: what would it get you if it worked, and what would failing spare you?`,
    ]);
  }
  // someone else's deed: the dream can hand its wish to another to carry out
  const other = otherDeed(p, said);
  if (other && !other.told) return byOther(other, pk);
  // two deeds of the dreamer's own: the wish is in what the doing gets
  const doings = p.doings.filter((d) => quotable(d) && !alreadySaid(said, d));
  if (doings.length) {
    const d = doings.map(q).join(" and ");
    return pk.pick([
      `Freud would look for the wish in what you do here — ${d} — more than in the places it happens: what does the doing get you?`,
      `What you do in this dream, ${d}, is where Freud would begin: each act is a small wish carried out, and the question is what it is for.`,
    ]);
  }
  // where the dream breaks off: what it stops short of
  if (quotable(p.last) && !alreadySaid(said, p.last))
    return pk.pick([
      `The dream breaks off at ${q(p.last)}; Freud would ask what you wanted to happen next, and what kept the dream from getting there.`,
      `Freud would start from where the dream stops, ${q(p.last)}, and ask what you hoped it was leading to.`,
    ]);
  // (a deed the summary has quoted already, named by its doer, when nothing else is left to read)
  return other ? byOther(other, pk) : null;
}

function byOther(other: { who: Entity; deed: string; told: boolean }, pk: Picker): string {
  const n = definite(other.who.label);
  const many = other.who.group || isPlural(n);
  const d = other.told ? "" : ` (${q(other.deed)})`;
  const dash = other.told ? "" : ` — ${q(other.deed)} —`;
  return pk.pick([
    `It is ${n} who ${many ? "act" : "acts"} here${d}, and Freud would ask what you would have done in ${n}'s place: a dream often hands its wish to someone else to carry out.`,
    `What ${n} ${many ? "do" : "does"} here${dash} is where Freud would start: is it something you would like to do yourself, or would like done to you?`,
  ]);
}
