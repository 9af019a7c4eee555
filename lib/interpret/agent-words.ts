/**
 * Who acts in a quoted clause, read from its words: the reading says "it is you who acts" or "what
 * your mom does" only when the words bear it out. The events are parsed upstream and are usually
 * right, but a run-on clause ("as we left Dad had to carry me out") can hand the deed to the
 * wrong one; the words themselves settle it: a name followed by "me" or "us", with no "I" or "we"
 * between, is someone acting on the dreamer.
 */
import type { Entity } from "./characters";
import type { Interaction } from "./coding";

const SKIP = /^(the|a|an|my|your|our|his|her|their|some|one|of)$/;

/** the words that name the character in a clause: "your mom" → mom, "Ms Braun" → ms, braun */
const namesOf = (who: Entity) =>
  new Set(
    [...who.label.toLowerCase().split(/\s+/), who.head.toLowerCase()]
      .map((w) => w.replace(/[^a-z'-]/g, ""))
      .filter((w) => w && !SKIP.test(w)),
  );

/** "them" when the character acts on the dreamer in these words, "you" when the dreamer acts first, else undefined */
export function doerIn(words: string, who: Entity): "them" | "you" | undefined {
  const toks = words.toLowerCase().match(/[a-z'’-]+/g) ?? [];
  const names = namesOf(who);
  // (a possessive names an owner, not a doer: "Mom's car")
  const at = toks.findIndex((t) => names.has(t) || names.has(t.replace(/s$/, "")));
  const self = (t: string) => t === "i" || t === "we" || t === "i'm" || t === "i’m";
  if (at >= 0 && !/['’]s$/.test(toks[at])) {
    for (let j = at + 1; j < toks.length && !self(toks[j]); j++) if (/^(me|us|myself|ourselves)$/.test(toks[j])) return "them";
  }
  const mine = toks.findIndex(self);
  // ("he keeps kissing me, and I …": a clause that opens on him or her acting on the dreamer is theirs, whatever follows)
  if (at < 0 && /^(he|she|they)$/.test(toks[0] ?? "")) {
    const onMe = toks.findIndex((t) => /^(me|us)$/.test(t));
    if (onMe > 0 && (mine < 0 || onMe < mine)) return "them";
  }
  // ("a trick to make me carry his bag": someone working on the dreamer, with no "I" acting first)
  if (
    /\b(get|gets|got|make|makes|made|ask|asks|asked|want|wants|wanted|talk|talked|persuade|persuaded) (me|us) (to|into)\b/.test(
      toks.join(" "),
    ) &&
    mine < 0
  )
    return "them";
  if (mine >= 0 && (at < 0 || mine < at)) return "you";
  return undefined;
}

/** a deed that falls on the dreamer: "the teacher pulled me aside", "they threw us out" */
export const onDreamer = (words: string) => /\b(me|us|myself|ourselves)\b/i.test(words);

/** whether the clause names the character itself, not only "he", "she" or "they" standing for someone */
export function namedIn(words: string, who: Entity): boolean {
  const names = namesOf(who);
  return (words.toLowerCase().match(/[a-z'’-]+/g) ?? []).some((t) => names.has(t) || names.has(t.replace(/s$/, "")));
}

/**
 * What the dreamer's clause does not do: a wish or a hope ("I hoped she would call me") or a "no"
 * ("I did not miss him at all") — the reading must not say "what you do to him".
 */
export function notDoneIn(words: string): "wished" | "denied" | undefined {
  // (the dreamer's first clause only: "I opened the door and then wished it shut" is a deed first)
  const at = words.replace(/’/g, "'").search(/\b(I|we)\s/i);
  if (at < 0) return undefined;
  const w = words.replace(/’/g, "'").slice(at);
  if (/^(I|we)\s+(\w+\s+)?(hoped|hope|hoping|wished|wish|wanted|want|imagined|wondered)\b/i.test(w)) return "wished";
  // ("I felt an urge to phone her", "I was tempted to call her": a pull felt, not a deed)
  if (/^(I|we)\s+(\w+\s+)?(felt (a|an|the) (desire|urge|wish|need)|felt like|was tempted|were tempted)\b/i.test(w)) return "wished";
  // ("I didn't want to wake him" is care, not a "no" to him)
  if (/^(I|we)\s+(didn't|don't|did not|do not)\s+want\b/i.test(w)) return undefined;
  if (/^(I|we)\s+(wasn't|weren't|didn't|don't|couldn't|can't|won't|never|was not|were not|did not|do not|could not|no longer)\b/i.test(w))
    return "denied";
  return undefined;
}

/** verbs of calling out or asking, and what is asked for: "I called to her for help", "we begged him to save us" */
const APPEAL_VERB = String.raw`(call(ed|ing)?|cr(y|ied|ying)|yell(ed|ing)?|shout(ed|ing)?|scream(ed|ing)?|beg(ged|ging)?|plead(ed|ing)?|ask(ed|ing)?|beckon(ed|ing)?)`;
const APPEAL = new RegExp(String.raw`\b(I|we)\b[^.;!?]{0,30}?\b${APPEAL_VERB}\b[^.;!?]{0,40}?\b(help|save|rescue)\b`, "i");

/**
 * Whether the dreamer's clause calls on someone for help — "I tried to call to him, help me" — so
 * the reading can say what the dreamer counts on them for (someone else's cry is not the dreamer's).
 */
export const appealsTo = (words: string) => APPEAL.test(words) || /\bhelp me\b/i.test(words);

/** words of a blow or a wound: no help or kindness line may be built on them, however the coding files the act */
const HURTS =
  /\b(whip(s|ped|ping)?|lash(es|ed|ing)?|beat(s|en|ing)?|hit(s|ting)?|slap(s|ped|ping)?|punch(es|ed|ing)?|kick(s|ed|ing)?|stab(s|bed|bing)?|shoot(s|ing)?|spank(s|ed|ing)?|strangl(e|es|ed|ing)|chok(e|es|ed|ing)|bite(s)?)\b/i;

export const hurtsIn = (words: string) => HURTS.test(words);

/**
 * What the dreamer's own hostile act is, read from the quoted words of an aggression coded as theirs:
 * a blow, a grip, a taking, words said outright, a jibe, a refusal, a shutting out, a dislike only felt,
 * one only pictured or planned, or another deed. Undefined when the words do not have the dreamer act
 * at all ("it frightened them", "he said I took his wallet", "I see the stones land near her"): then no
 * reading may say "you turn on", "your blows" or "your anger lands on".
 */
export type OwnAct = "blow" | "grip" | "taking" | "words" | "jibe" | "refusal" | "shutout" | "felt" | "pictured" | "other";

/** words between the dreamer and their verb that do not change the act: "I then quickly grabbed", "I had to push" */
const AUX =
  /^(then|just|also|really|quickly|suddenly|finally|immediately|actually|even|still|had|have|has|to|had to|would|will|did|do|does|start|started|starting|begin|began|begun|keep|kept|try|tried|trying|managed|manage|get|got|go|went|am|was|were|is|are|be|been)$/;
const ACT_KINDS: [OwnAct, RegExp][] = [
  [
    "pictured",
    /^(imagin\w*|pictur\w*|fantasi[sz]\w*|dream\w*|plan\w*|intend\w*|going|gonna|about|want|wants|wanted|wanting|wish\w*|hop\w*|think|thought|might|could|should|would|wonder\w*)$/,
  ],
  [
    "refusal",
    /^(refus\w*|declin\w*|reject\w*|deny|denied|denies|won't|wouldn't|didn't|don't|not|never|can't|couldn't|ignor\w*|snub\w*|no)$/,
  ],
  ["jibe", /^(laugh\w*|teas\w*|taunt\w*|mock\w*|ridicul\w*|prank\w*|trick\w*|sneer\w*|heckl\w*|mak\w*|made)$/],
  [
    "words",
    /^(yell\w*|shout\w*|scream\w*|swear\w*|swore|curs\w*|cuss\w*|argu\w*|reprimand\w*|scold\w*|lectur\w*|insult\w*|criticiz\w*|criticis\w*|complain\w*|accus\w*|blam\w*|threaten\w*|snap\w*|confront\w*|berat\w*|call|called|calling|told|tell|telling|had|order\w*|demand\w*)$/,
  ],
  [
    "blow",
    /^(hit|hits|hitting|punch\w*|kick\w*|slap\w*|shoot\w*|shot|stab\w*|kill\w*|murder\w*|beat\w*|bash\w*|strike\w*|struck|push\w*|shov\w*|attack\w*|fight\w*|fought|throw\w*|threw|bit|bite|bites|biting|chok\w*|strangl\w*|smack\w*|knock\w*|trip|trips|tripp\w*|cut|cuts|cutting|slit\w*|burn\w*|hurt\w*|injur\w*|wound\w*|whip\w*|spank\w*|smash\w*|ambush\w*|tackl\w*|wrestl\w*|beheaded|behead\w*|poison\w*|drown\w*)$/,
  ],
  [
    "grip",
    /^(grab\w*|seiz\w*|catch\w*|caught|hold\w*|held|pin|pinn\w*|captur\w*|tie|tied|ties|tying|drag\w*|squeez\w*|restrain\w*|trap\w*|chas\w*|pursu\w*|hunt\w*|prod\w*|pok\w*)$/,
  ],
  ["taking", /^(take|takes|taking|took|steal\w*|stole|stolen|snatch\w*|rob\w*|swip\w*)$/],
  ["shutout", /^(avoid\w*|ban|bans|banned|banning|expel\w*|evict\w*|dump\w*|exclud\w*)$/],
];
/** a feeling, not a deed: "I was angry", "I didn't like him", "I hated her" */
const FELT =
  /^(I|we)\s+(?:(?:was|were|am|'m|got|get|felt|feel|became|grew|really|so|just|still|also)\s+)*(angry|mad|annoyed|irritated|furious|upset|jealous|envious|hostile|frustrated|cross|livid|pissed|embarrassed|suspicious|resentful|disgusted|sick)\b|^(I|we)\s+(?:(?:did ?n[o']t|do ?n[o']t|did not|do not|really|just|never|also|still|kind of|sort of)\s+)*(like|liked|trust|trusted|care|cared|hate|hated|dislike|disliked|resent|resented|despise|despised|envy|envied|distrust|distrusted|loathe|loathed)\b/i;
/** perceiving or knowing is no act on anyone: "I see", "I don't know who" */
const SENSE =
  /^(see|saw|seen|seeing|watch\w*|notic\w*|hear|heard|hearing|know|knew|known|realiz\w*|realis\w*|feel|felt|look|looked|looking|found|find|noticed|remember\w*|guess\w*|recogniz\w*)$/;

export function ownActIn(words: string): OwnAct | undefined {
  const w = words.replace(/’/g, "'");
  const at = w.search(/\b(I|[Ww]e)\b(?!')|\bI'm\b|\b[Ww]e're\b/);
  if (at < 0) return undefined;
  // (another's claim about the dreamer: "she said I stole", "they thought we had taken it")
  if (
    /\b(said|says|told|tells|thought|thinks|claimed|claims|accused|accuses|asked|believed|believes|insisted|insists)\b/i.test(
      w.slice(0, at),
    )
  )
    return undefined;
  const rest = w
    .slice(at)
    .replace(/^I'm\b/, "I am")
    .replace(/^we're\b/i, "we are")
    .replace(/^(I|we)\s+(?:think|guess|suppose)\s+(?:that\s+)?(I|we)\b/i, "$2");
  if (FELT.test(rest)) return "felt";
  const toks = rest.toLowerCase().match(/[a-z']+/g) ?? [];
  let i = 1;
  // ("I had to push", "I am going to": the auxiliaries are passed over, "going"/"about" are kept as a plan)
  let negated = false;
  const NOT = /^(not|never|no longer|won't|wouldn't|didn't|don't|doesn't|can't|couldn't|cannot|wasn't|weren't|isn't|aren't)$/;
  for (; i < toks.length; i++) {
    if (NOT.test(toks[i])) negated = true;
    else if (!AUX.test(toks[i]) || (toks[i] === "had" && toks[i + 1] !== "to")) break;
  }
  const verb = toks[i] ?? "";
  if (!verb || SENSE.test(verb)) return undefined;
  // (the "no" said outright is a refusal: "I said no", "I told him no")
  if (/^(said|say|says|told|tell|tells)$/.test(verb) && /^(no|(him|her|them|it) no)\b/.test(toks.slice(i + 1, i + 3).join(" ")))
    return "refusal";
  // (a "no" on the verb: "I will not let her" refuses; "I did not hit him" does nothing)
  if (negated) return /^(let|allow\w*|go|give|help|do)$/.test(verb) ? "refusal" : undefined;
  // (only "had a fight / an argument / words" is words had: "I had a knife" is no act of words)
  if (verb === "had")
    return /\bhad (a|an) (disagreement|argument|fight|row|quarrel|words)\b|\bhad words\b/.test(toks.join(" ")) ? "words" : "other";
  // ("I made fun of", "made them leave": a jibe, or a shutting out)
  if (verb === "make" || verb === "made" || verb === "making")
    return /\bma(de|ke|king) fun\b/.test(toks.join(" "))
      ? "jibe"
      : /\b(leave|go|get|out)\b/.test(toks.slice(i).join(" "))
        ? "shutout"
        : "other";
  if (
    /^(kick\w*|throw\w*|threw|push\w*|send|sent|chas\w*|lock\w*|shut\w*)$/.test(verb) &&
    /\b(out|away|off)\b/.test(toks.slice(i + 1, i + 5).join(" "))
  )
    return "shutout";
  const kindOf = (v: string) => ACT_KINDS.find(([, re]) => re.test(v))?.[0];
  const first = kindOf(verb);
  if (first && first !== "refusal") return first;
  // (a deed joined to the first with "and", no one else named between: "I drew my knife and tripped him";
  // not "I held the hen and my cousin cut it", where the second deed is the cousin's)
  for (let j = i + 1; j < toks.length - 1; j++) {
    if (toks[j] !== "and" && toks[j] !== "then") continue;
    const next = toks[j + 1] === "then" ? (toks[j + 2] ?? "") : toks[j + 1];
    const k = kindOf(next);
    if (k === "blow" || k === "grip" || k === "taking") return k;
  }
  return first ?? "other";
}

/**
 * The dreamer's act in an aggression coded as theirs: read from its words, or — where the words
 * leave the subject out ("stabbed him in the arm") and the parse has the dreamer acting — from its verb.
 */
export function ownActOf(h: Interaction): OwnAct | undefined {
  if (h.from?.id !== 0 || h.event.negated || h.event.unreal || h.event.feared || h.event.reported) return undefined;
  const read = ownActIn(h.evidence);
  if (read || /\b(I|we)\b/i.test(h.evidence) || h.event.actor?.entity?.id !== 0) return read;
  const [verb = "", next = ""] = h.evidence.toLowerCase().match(/[a-z']+/g) ?? [];
  // ("hunting dogs about": an -ing word before a noun describes it; "bashing his face" acts)
  if (/ing$/.test(verb) && !/^(him|her|them|it|his|their|the|a|an|my|me|us|at|on|into|up|out|off)$/.test(next)) return undefined;
  return ACT_KINDS.find(([, re]) => re.test(verb))?.[0] ?? (SENSE.test(verb) ? undefined : "other");
}

/** a real blow or hold of the dreamer's own: no feeling, picture, refusal or word */
export const ownDeed = (k: OwnAct | undefined) => k === "blow" || k === "grip" || k === "taking" || k === "shutout";
