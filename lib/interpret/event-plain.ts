/**
 * An event told plainly: who does it, named as the reading names them, then the clause's own words
 * after its subject, in the second person and the dream's own tense ("He kissed me" → "your
 * boyfriend kissed you"). The summary opens on this, so that its first sentence says who did what
 * before it quotes, instead of a label ("Desire is at the centre…") with a quotation after it.
 *
 * Only a clause that can be told safely is told: a subject the cast resolves, a deed (not a state,
 * a passive, a negation, or words someone says), and a short clause with no quotation in it.
 */
import type { Analysis } from "./analyze";
import type { Entity } from "./characters";
import type { Event } from "./events";
import { cap } from "./naming";
import { isPlural, toYou } from "./phrase";
import type { Names } from "./reading-kit";

export type PlainAct = {
  /** who does it: the dreamer (id 0) or a character */
  who: Entity;
  /** the words after the subject, raw, with the object pronoun's place marked when it names a character */
  before: string;
  /** the character an object pronoun stands for ("kissed *him*"), told by name */
  whom?: Entity;
  after: string;
};

/** words that cannot close a told clause: what they introduce was cut off */
const DANGLING =
  /\s+(and|but|so|then|or|because|when|while|until|as|if|though|although|that|which|who|where|to|of|with|for|at|in|on|the|a|an|my|our|very|really|just)$/i;
/** verbs of being, seeming and thinking: a state or a thought, not a deed to open on */
const STATE = /^(be|seem|appear|look|feel|think|know|guess|remember|recall|realize|realise|wonder|believe|dream|have|get)$/;
/** verbs that govern the next clause's subject: "I asked Eva to push me", "I watched him leave" */
const GOVERNED =
  /^(ask|asked|asks|tell|told|tells|want|wanted|wants|let|lets|made|make|makes|saw|see|sees|watch|watched|heard|hear|help|helped|get|got|have|had|need|needed|expect|expected)$/;
/** what one has to do: "have to push him away", "had to kill" */
const DUTY = /^(?:\w+ )?(have|has|had|need|needed|got|ought) to\b/i;
/** aspects of what does not happen: an intention, a wish, a chance */
const UNDONE =
  /^(would|might|may|could|should|must|going|gonna|go|want|wanted|about|almost|nearly|supposed|plan|planned|intend|hope|have|has|had|need|needed)$/;
/** a pronoun the plain telling would leave with nothing to refer to */
const LOOSE_PRONOUN = /\b(he|she|they|him|her|hers|them|it|his|its|their|theirs|this|that|these|those)\b/i;
/** object pronouns the cast resolves; "her" only when the clause ends on it ("I hugged her", not "her bag") */
const OBJECT_PRONOUN = /^(him|them|it|her)$/;

/** the clause of one event as a plain act, or nothing when it cannot be told safely */
export function plainAct(a: Analysis, e: Event): PlainAct | undefined {
  const who = e.actor?.entity;
  if (!who || e.passive || e.negated || e.unreal || e.reported || e.feared) return undefined;
  if (e.lemmas.some((l) => STATE.test(l))) return undefined;
  // (what is only meant, feared or nearly done is no act: "I was going to kiss him", "she would leave")
  if (e.aspect.some((x) => UNDONE.test(x))) return undefined;
  const at = e.actor!.index;
  // (the subject is in the clause, right before the verb and its auxiliaries: "I had suddenly dropped", not "a man who lived")
  if (at < e.start || at >= e.verbIndex || e.verbIndex - at > 4) return undefined;
  if (/^(who|which|that|whom)$/.test(a.tokens[at + 1]?.w ?? "")) return undefined;
  // (a subject with its verb folded in, "we're having sex", and one someone else's verb governs, "I begged Ana to lift me", are not told)
  if (/['’]/.test(a.tokens[at].raw) || GOVERNED.test(a.tokens[at - 1]?.w ?? "")) return undefined;
  // (nor a question: "why would he want that")
  if (a.tokens.slice(e.start, at).some((t) => /^(what|why|how|where|who|does|do|did)$/.test(t.w))) return undefined;
  // (a participle with no auxiliary, "others following me", is a fragment, not a clause)
  const v = a.tokens[e.verbIndex].w;
  if (
    /ing$/.test(v) &&
    !/^(was|were|is|are|am|be|been|kept|keep|keeps|started|start|began|begin)$/.test(a.tokens[e.verbIndex - 1]?.w ?? "")
  )
    return undefined;
  const from = a.tokens[at].end;
  const to = a.tokens[e.end].end;
  let raw = a.text.slice(from, to).replace(/[\s,;:.!?-]+$/, "");
  while (DANGLING.test(raw)) raw = raw.replace(DANGLING, "");
  // (the clause's own offset kept: where the object pronoun sits is measured in the text)
  const lead = raw.length - raw.trimStart().length;
  raw = raw.trim();
  const end = from + lead + raw.length;
  const n = raw.split(/\s+/).length;
  if (!raw || n > 12 || /["“”()[\]_]|--|(?:^|\s)['‘]|['’](?:\s|$)|\?/.test(raw)) return undefined;
  // (the object pronoun, when the cast knows whom it stands for and it is the clause's last word or a plain object)
  if (DUTY.test(raw)) return undefined;
  const t = e.target;
  const tok = t ? a.tokens[t.index] : undefined;
  if (t?.entity && tok && tok.start >= from && tok.end <= end && OBJECT_PRONOUN.test(tok.w) && t.entity.id !== 0) {
    const last = tok.end >= end;
    if (tok.w !== "her" || last) {
      const before = a.text.slice(from, tok.start).trim();
      const after = a.text.slice(tok.end, end).trim();
      if (LOOSE_PRONOUN.test(before) || LOOSE_PRONOUN.test(after)) return undefined;
      return { who, before, whom: t.entity, after };
    }
  }
  if (LOOSE_PRONOUN.test(raw)) return undefined;
  // ("dancing and they had been": a clause cut after its auxiliary is no clause to tell)
  if (/\b(had|have|has|was|were|is|are|been|be|being)$/i.test(raw)) return undefined;
  // ("I had to kill a dragon": a duty, not yet a deed)
  if (DUTY.test(raw)) return undefined;
  return { who, before: raw, after: "" };
}

/** "your boyfriend kissed you": the act in the second person, its subject and object named as the reading names them */
export function tellAct(x: PlainAct, names: Names): string {
  const named = x.who.id === 0 ? "you" : names.of(x.who);
  // ("guys started killing": a bare noun as subject takes an article, a name does not)
  const subject =
    /^[a-z]/.test(named) &&
    !/^(a|an|the|this|that|these|those|some|your|my|his|her|their|our|one|two|three|four|five|several|many|few|all|every|someone|somebody|everyone|everybody|you)\b/.test(
      named,
    )
      ? `${isPlural(named) ? "some" : "a"} ${named}`
      : named;
  const object = x.whom ? names.of(x.whom) : "";
  const words = [x.before, object, x.after]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+([,;:])/g, "$1");
  // ("I realized I" → "you realized you"; "my" → "your": the dream's own persons shifted as the story shifts them)
  let told = toYou(words);
  // ("I was hitting" → "you were hitting": the dreamer's verb agrees with "you")
  if (x.who.id === 0) told = told.replace(/^(?:was|am)\b/, "were").replace(/^wasn't\b/, "weren't");
  return `${cap(subject)} ${told}`
    .replace(/\s+/g, " ")
    .replace(/[\s,;:.!?-]+$/, "")
    .trim();
}
