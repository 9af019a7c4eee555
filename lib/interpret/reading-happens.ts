/**
 * Freud on what happens, when the dream has no shape, no feeling and nothing of the dreamer's own to
 * read, and the only image left is scenery nothing happens to. The reading used to send every such
 * dream back to "the day before" in one of six fixed wordings (about one dream in six); a sentence
 * that starts from the dream's own events — a task laboured at, someone else's deed, the dreamer's
 * doings, where the dream breaks off — says something of this dream instead. With none of these the
 * paragraph says nothing: a shorter reading beats a stock one.
 */
import type { Entity } from "./characters";
import { cap, definite, q, worthQuoting, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { onDreamer } from "./agent-words";
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

/** the dreamer's look or listening: "I was watching this", "I saw other winners", "I listen patiently" */
const LOOK =
  /^(see|saw|seen|seeing|sees|look|looked|looking|looks|watch|watched|watching|watches|listen|listened|listening|hear|heard|hearing|notice|noticed|observe|observed|stare|stared|staring)$/;
/** a thought: "I realize something", "I decide it is fine", "I found out" */
const THOUGHT =
  /^(realize|realized|realise|realised|know|knew|think|thought|conclude|concluded|remember|remembered|recall|recalled|wonder|wondered|decide|decided|understand|understood|figure|figured|guess|guessed|feel|felt|find|found|expected|expect|used)$/;
/** a going: "I went outside", "we are leaving the park", "I walk down to the river" */
const GOING =
  /^(go|went|going|goes|walk|walked|walking|walks|leave|left|leaving|leaves|head|headed|heading|drive|drove|driving|run|ran|running|come|came|coming|climb|climbed|move|moved|moving)$/;

/** what the dream's last clause is: the dreamer's look, thought, going or deed, another's move, or only a description (undefined) */
export function endingOf(last: string): "look" | "thought" | "going" | "deed" | "theirs" | undefined {
  const all = last.replace(/[’]/g, "'").split(/\s+/);
  // ("Nell and I went down the hill": the dreamer is among the doers, read from the "I")
  const joined = /^[\w' ]{1,30}\band I\b/.test(last) ? all.indexOf("I") : -1;
  const ws = joined > 0 ? all.slice(joined) : all;
  const mine = /^(I|we|I'm|we're|I've|we've)$/i.test(ws[0]);
  if (mine) {
    // the first verb after "I", past any "was", "am", "just", "also": "I was just watching them dance"
    const verb =
      ws
        .slice(1)
        .find(
          (x) => !/^(was|were|am|are|is|'m|just|also|then|only|still|really|kind|of|sort|sat|sitting|there|again|soon|finally)$/i.test(x),
        )
        ?.toLowerCase() ?? "";
    // ("I see nothing wrong in it", "I saw that the bridge was gone": a judgement or an understanding, not a look)
    const next = ws[ws.findIndex((x) => x.toLowerCase() === verb) + 1]?.toLowerCase() ?? "";
    if (/^(see|saw)$/.test(verb) && /^(nothing|no|that|how|why|what|whether)$/.test(next)) return "thought";
    if (LOOK.test(verb)) return "look";
    if (ws[1]?.toLowerCase() === "find" || ws[1]?.toLowerCase() === "found") return "thought";
    if (THOUGHT.test(verb)) return "thought";
    if (/\b(get|got) the feeling\b/i.test(last)) return "thought";
    // (an arrival is no going that stops short: "we got to the station", "I came to a gate")
    if (GOING.test(verb) && !/\b(got to|came to|come to|arrived|reached)\b/i.test(last)) return "going";
    // ("I will have to", "I had to": a plan or a duty is no act the dream ends on)
    if (/^(going|have|had|has)$/i.test(verb) && /^(to|got)$/i.test(ws[ws.indexOf(verb) + 1] ?? "")) return undefined;
    return "deed";
  }
  // someone else's move, not a description: "she locked the gate", not "the walls are yellow"
  if (ws.slice(1, 4).some((x) => /^(is|are|was|were|be|been|looks|looked|seems|seemed|had|has|liked|likes|loved|wanted|wants)$/i.test(x)))
    return undefined;
  return /^(it|this|that|there|something|everything|nothing)$/i.test(ws[0]) ? undefined : "theirs";
}

/** a deed that is a death: no reading of it as a wish carried out by proxy */
const GRAVE = /\b(suicide|killed (himself|herself|themselves)|hanged (himself|herself)|shot (himself|herself)|overdosed)\b/i;

/** someone other than the dreamer whose own deed the dream tells, not yet quoted: "Grandpa tries the bow out in the basement" */
/** (one the summary has quoted already is read by name, without its words again) */
function otherDeed(p: Plot, said: string): { who: Entity; deed: string; told: boolean } | undefined {
  const deeds = p.present.flatMap((who) => {
    const deed = p.deeds.get(who.id);
    // (a death or a suicide is no wish handed to someone else to carry out)
    return who.id !== 0 && isDeed(deed) && !GRAVE.test(deed) ? [{ who, deed, told: alreadySaid(said, deed) }] : [];
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
  const theirs = other && !other.told ? byOther(other, p, pk) : null;
  if (theirs) return theirs;
  // two deeds of the dreamer's own: the wish is in what the doing gets
  const doings = p.doings.filter((d) => quotable(d) && !alreadySaid(said, d));
  if (doings.length) {
    const d = doings.map(q).join(" and ");
    return pk.pick([
      `Freud would look for the wish in what you do here — ${d} — more than in the places it happens: what does the doing get you?`,
      // (two acts: what the second does that the first did not is this dream's own question; one act keeps the first line)
      doings.length > 1
        ? `What you do in this dream runs from ${q(doings[0])} to ${q(doings[doings.length - 1])}, and Freud would begin there: what does the second get you that the first did not?`
        : `Freud would ask what ${d} gets you here, and who would mind if you did it awake.`,
    ]);
  }
  // where the dream breaks off: what it stops short of, read by what the last clause is — a look, a
  // thought, a going, a deed of yours, someone else's move — and not at all when it is only a
  // description ("the room is painted blue"): the two stock lines on "what you wanted to
  // happen next" stood in one dream in twenty-five, watching and all
  if (quotable(p.last) && !alreadySaid(said, p.last)) {
    const ending = endingOf(p.last);
    const w = q(p.last);
    if (ending === "look")
      return pk.pick([
        `The dream ends on your looking (${w}), not on anything you do; Freud would ask what you were looking for there: what you wanted to see, or to find.`,
      ]);
    if (ending === "thought")
      return pk.pick([
        `The dream ends in a thought of yours rather than a deed (${w}); Freud would ask what that thought settles for you that a deed would have had to risk.`,
      ]);
    if (ending === "going")
      return pk.pick([
        `The dream ends with you on the move (${w}), short of arriving; Freud would ask where the wish was headed, since a dream that stops on the way keeps its destination back.`,
      ]);
    if (ending === "deed")
      return pk.pick([
        `The last thing you do in the dream is ${w}; Freud would ask what you were about to do next, and why the dream would not let you.`,
        `The dream stops on your own act, ${w}: for Freud a dream that breaks off there keeps back the step a wish would have taken next.`,
      ]);
    if (ending === "theirs")
      return pk.pick([
        `The last move in the dream is someone else's (${w}); Freud would ask what you wanted to happen next, and why the dream leaves it to them.`,
      ]);
  }
  // (a deed the summary has quoted already, named by its doer, when nothing else is left to read)
  return other ? byOther(other, p, pk) : null;
}

/** "the guests'", "Ann's" */
const poss = (n: string) => (/s$/i.test(n) ? `${n}'` : `${n}'s`);

/**
 * Someone else's deed, read by whom it falls on and what the dreamer does meanwhile. (The two lines
 * this replaces, "is it something you would like to do yourself, or would like done to you?" and "what
 * you would have done in X's place", stood in one dream in sixteen whatever the deed was.)
 */
/** a deed someone could want done: a gift, a blow, a theft, a kiss, a leaving — not holding, wearing, agreeing or hesitating */
const WISHED_DEED =
  /\b(gave|give|gives|giving|took|take|takes|taking|kill(s|ed|ing)?|hit|hits|hurt|kiss(es|ed|ing)?|left|leave|leaves|leaving|bought|buy|buys|broke|break|breaks|told|tell|tells|stole|steal|steals|threw|throw|throws|marr(y|ied|ies)|fire[sd]?|won|win|wins|beat|beats|destroy(s|ed)?|burn(s|ed|t)?|save[sd]?|shot|shoots?|cut|cuts|undress(es|ed)?|sold|sells?|invite[sd]?|chose|chooses?|drop(s|ped)?|push(es|ed)?|attack(s|ed)?|yell(s|ed)?|kick(s|ed)?|hug(s|ged)?|ate|eats?|drank|drinks?|dies|died|quit|quits|fight|fights|fought|punish(es|ed)?|arrest(s|ed)?|rescue[sd]?|help(s|ed)?|open(s|ed)?|close[sd]?|lock(s|ed)?)\b/i;

/** a deed that only holds still or goes along: holding, wearing, sitting, waiting, agreeing, hesitating, looking */
const STILL_DEED =
  /\b(held|holds?|holding|wore|wears?|wearing|sat|sits?|sitting|stood|stands?|standing|seem(s|ed)?|look(s|ed|ing)?|agree(s|d)?|hesitat(es|ed|ing)|wait(s|ed|ing)?|watch(es|ed|ing)?|smil(es|ed|ing)|nodd?(s|ed|ing)?|stay(s|ed|ing)?|kept|keeps?|had|has|was|were)\b/i;

function byOther(other: { who: Entity; deed: string; told: boolean }, p: Plot, pk: Picker): string | null {
  const n = definite(other.who.label);
  const many = other.who.group || isPlural(n);
  const d = other.told ? "" : ` (${q(other.deed)})`;
  // done to you: the passive wish, or the wish to have someone to blame
  if (onDreamer(other.deed))
    return pk.pick([
      `${cap(n)} ${many ? "act" : "acts"} on you here${d}, and Freud would ask what being on the receiving end gets you: a dream can grant a wish to have something done to you, or to have someone to blame for it.`,
      `Freud would weigh that the act is ${poss(n)} and you only undergo it${d}: whatever you wanted there, the dream lets you have it without having asked.`,
    ]);
  // done while you are busy with something of your own: whose act the dream could have given you
  // (a deed "we" do together is no act of yours set apart from theirs: "we turn onto Home Avenue")
  const mine = [p.deed, ...p.doings].find((x) => quotable(x) && x !== other.deed && !/^we\b/i.test(x));
  if (mine)
    return pk.pick([
      `The dream divides the acts: ${n} ${many ? "do" : "does"} one${d}, you another (${q(mine)}); Freud would ask which of the two you would rather have been given.`,
      `Your own part here is ${q(mine)}; ${n} ${many ? "have" : "has"} a deed of ${many || !other.who.sex ? "their" : other.who.sex === "m" ? "his" : "her"} own${d}, and Freud would ask whether it is one you wanted done and left to ${many ? "them" : n}.`,
    ]);
  // (no deed of the dreamer's is told beside it; the reading does not claim the dreamer does nothing)
  // (only a deed someone could want done is read as a wish handed over: "she held the gloves", "he hesitated
  // but agreed" carry none, and the line stood in any dream; one pick either way)
  if (!WISHED_DEED.test(other.deed) && STILL_DEED.test(other.deed)) return pk.pick([null]);
  return pk.pick([
    `The act here is ${poss(n)}${d}, not yours, and Freud would ask whether the dream hands ${many ? "them" : n} a wish of yours to carry out.`,
    `The deed is ${poss(n)}${d}: for Freud a dream often gives its wish to someone else to carry out, so that no one need answer for it but them.`,
  ]);
}
