/**
 * The reading's practical note: waking life by way of this dream — the dreamer's own insight in it,
 * the turn and the feeling it leaves, or the kind of moment (or shape) the dream turns on.
 */
import { cap, definite, emoNoun, q, worthQuoting, type Picker } from "./naming";
import { isPlural } from "./phrase";
import type { Plot } from "./plot";
import type { Interaction } from "./coding";
import type { Entity } from "./characters";
import type { ArcType } from "./schema";
import { dangerLed } from "./arc-readings";
import { lead, situated } from "./reading-kit";
import { EVERYDAY_SYMBOL } from "./reading-voices";
import { answerOf } from "./answer";
import { answerEveryday } from "./reading-answer";
import { hurtsIn, ownActOf, ownDeed } from "./agent-words";

/** a feeling's scene short enough to quote once more: one sentence, not a paragraph of the dream */
const quotable = (words: string) => worthQuoting(words) && !/[.!?]\s/.test(words) && words.split(/\s+/).length <= 20;

/** someone of the dream named in the feeling's own scene ("my brother laughed at me, and I was hurt"), if anyone */
function whoInScene(p: Plot, words: string): Plot["present"][number] | undefined {
  const w = words.toLowerCase();
  return p.present.find((e) => e.id !== 0 && e.head.length > 2 && new RegExp(`\\b${e.head.replace(/[^a-z0-9 ]/gi, "")}\\b`).test(w));
}

/**
 * Waking life by way of a feeling and what brings it on, in the dream's one quotation of the two.
 * The sentence is built from what this scene holds — someone of the dream in it, the dreamer's own
 * act, or neither — and from where the feeling goes: a glad one, one the dream gets the dreamer
 * past, one it ends on. (One fixed question for every feeling read the same in any dream.)
 */
function sceneNote(p: Plot, scene: NonNullable<Plot["feelingScene"]>, pk: Picker): string {
  // ("feeling trapped" does not take an article: a feeling of more than one word is "the feeling")
  const named = emoNoun(scene.feeling.label);
  // (the cause alone when it says something: the questions quote the whole scene)
  // (but not a reason that hangs on the feeling's words: "to hurry by", "at how little was left")
  const standsAlone = quotable(scene.cause) && !/^(to|that|at|about|of|by|with|for|over|because|when|since|who|which)\b/i.test(scene.cause);
  let w = q(standsAlone ? scene.cause : scene.words);
  const n = named.includes(" ") ? "feeling" : named;
  const person = whoInScene(p, scene.words);
  const who = person ? definite(person.label) : "";
  // (the dreamer's own act brings it on: "I forgot the keys and panicked")
  // (the cause itself, not the whole scene: nearly every scene opens on "I was …")
  const own = standsAlone && !person && /^(i|we) (?!(was|were|am|felt|feel|had been|got|became)\b)\w+/i.test(scene.cause);
  // (the feeling's name comes early, so each dream's sentence opens on its own feeling)
  // what the cause is made of, when the dream's coding finds it there: a mishap no one did, or a try that fails
  // ("the dream gives your fear its cause" only restates the quote, and read the same in every dream)
  const inScene = (o: { evidence: string }) => scene.words.includes(o.evidence) || o.evidence.includes(scene.cause);
  // (only a mishap told in words that say something: "I didn't know" is no mishap to quote)
  const told = (o: { evidence: string }) => quotable(o.evidence) && o.evidence.split(/\s+/).length >= 4;
  const mishap = p.outcomes.find((o) => o.type === "misfortune" && (!o.who || o.who.id === 0) && inScene(o) && told(o));
  const failed = p.outcomes.find((o) => o.type === "failure" && inScene(o) && told(o));
  const cause = person
    ? pk.pick([`Your ${n} here has ${who} in it: ${w}.`, `${cap(who)} is part of what brings on your ${n} — ${w}.`])
    : own
      ? pk.pick([`Your ${n} follows from something you do yourself: ${w}.`, `The ${n} comes out of your own act, ${w}.`])
      : failed
        ? `The ${n} follows a try of yours that does not come off — ${q(failed.evidence)}.`
        : mishap
          ? `Something goes wrong that is nobody's doing — ${q(mishap.evidence)} — and the ${n} comes with it.`
          : null;
  // where the feeling goes: the dream gets you past it, or stops with it still there
  if (!cause && scene.feeling.code !== "HA" && (p.overcome || scene.feeling.atEnd))
    return p.overcome
      ? `The ${n} of ${w} does not last: the dream gets you past it later on. What would do that for you awake?`
      : pk.pick([
          `The dream stops with the ${n} of ${w} still there: what awake have you left at that same point?`,
          `Nothing in the dream eases the ${n} of ${w} before the end, so ask what, awake, still holds it unanswered.`,
        ]);
  // (with nothing but the cause to go on, one question in the dream's words, by the kind of feeling;
  // a reason after "because" or "when" is quoted as its own clause: the feeling's words are quoted elsewhere)
  const clause = scene.cause.replace(/^(because|when|since|after)\s+/i, "");
  if (!cause && clause !== scene.cause && quotable(clause) && /^(i|we|he|she|they|it|my|the|a|an|someone|everyone|\p{Lu})/iu.test(clause))
    w = q(clause);
  // (asked by what the cause is: your own doing ("I opened the door"), someone's, or a thing that happens;
  // and by the feeling's own name — a worry is not a fright, a surprise is no uncertainty)
  const mine = /^“(i|we)\s/i.test(w);
  const someone = !mine && (!!person || /^“(he|she|they|someone|somebody|people|everyone|\p{Lu}\p{Ll}+ (?!is\b|was\b))/u.test(w));
  if (!cause)
    return (
      (
        {
          AP: /^(worry|anxiety|nervousness|unease|concern|stress|apprehension)$/.test(n)
            ? `What are you turning over awake that ${w} could stand for, and how long have you been carrying it?`
            : mine
              ? `${cap(w)}: you are the one acting when the ${n} comes. Where, awake, does a step of your own bring the same ${n}?`
              : someone
                ? `What has frightened you lately the way ${w} does in the dream, and whom have you told?`
                : `${cap(w)}: when did something last catch you out like that awake, and what did the ${n} make you do?`,
          AN: `What has angered you lately the way ${w} does here, and did you say so?`,
          SD: `What have you lost or missed lately that weighs on you the way ${w} does?`,
          CO: /^(surprise|astonishment|amazement|shock|disbelief|wonder)$/.test(n)
            ? `What took you by surprise lately the way ${w} does here, and was it as unexpected as it seemed?`
            : mine
              ? `${cap(w)}: where, awake, are you going ahead with something without being sure of it?`
              : `What in your days has left you as unsure as ${w} does here?`,
          HA: mine
            ? `${cap(w)} gives you ${named}: when did you last do something like that awake, for the pleasure of it alone?`
            : `${cap(w)} gives you ${named}: what in your days gives you that, and do you leave room for it?`,
        } as Record<string, string>
      )[scene.feeling.code] ?? `What has played the part of ${w} in your days lately?`
    );
  const ask =
    scene.feeling.code === "HA"
      ? person
        ? `What does ${who} give you awake that feels like this, and do you let them know?`
        : `What in your days gives you that, and do you leave room for it?`
      : p.overcome
        ? `The dream gets you past it later on; what would do that for you awake?`
        : scene.feeling.atEnd
          ? pk.pick([
              `The dream stops with the ${n} still there: what awake have you left at that same point?`,
              `Nothing in the dream eases it before the end, so ask what, awake, still holds that ${n} unanswered.`,
            ])
          : person
            ? `Who stirs that ${n} in you awake: ${who}, or someone in their place?`
            : own
              ? `Where, awake, do you catch yourself doing the same, and does the ${n} follow there too?`
              : failed
                ? `What are you trying at awake that will not come off, and is the ${n} about the thing or about you?`
                : `What has gone wrong lately that was no one's fault, and how much of the ${n} are you still carrying?`;
  return `${cause} ${ask}`;
}

/**
 * Waking life, by way of what in this dream leads to what. A feeling is read with its own cause
 * when the dream tells one; otherwise the dream's turn is read alone, for a feeling set beside an
 * event it has nothing to do with ("a raffle won", then "embarrassed" at a professor) misleads.
 */
function everydayLink(p: Plot, pk: Picker): string | null {
  if (p.feelingScene && quotable(p.feelingScene.words)) return sceneNote(p, p.feelingScene, pk);
  // (a feeling alone is left to the questions, which ask after it in its own words)
  return situationNote(p, pk);
}

/** whether the one the dreamer acts on does the same back to the dreamer: a quarrel, or care both ways */
const returned = (p: Plot, i: Interaction) =>
  !!i.to && p.interactions.some((x) => x !== i && x.type === i.type && x.from?.id === i.to!.id && x.to?.id === 0);

/** someone the dreamer knows, not a stranger or an animal: what is done to them may be meant for them */
const known = (e?: Entity) => !!e && /^(family|friend|known)$/.test(e.kind);

/**
 * The dreamer's own hostility, read by what the words have the dreamer do (a blow, a grip, a taking,
 * words, a jibe, a refusal, a shutting out, a dislike only felt, a move only pictured) and by whom it
 * falls on. No line says "your anger" or "you turn on" unless the words have the dreamer act so: an
 * aggression the coding gives the dreamer on words that are someone else's ("it scared them", "she
 * said I stole") gets no note here. (The old lines, "Your anger lands on …" and "the dream lets you be
 * hard on …", stood on a friend's killing and on a dislike only felt.)
 */
function hostilityNote(p: Plot, h: Interaction, pk: Picker): string | null {
  const who = h.to ? definite(h.to.label) : "someone";
  const ev = q(h.evidence);
  const act = ownActOf(h);
  if (!act) return null;
  const deed = ownDeed(act) || act === "words" || act === "jibe";
  if (returned(p, h) && deed)
    return `You and ${who} go at each other here (${ev}): awake, is there a quarrel with ${known(h.to) ? "them" : "someone"} that has been kept polite so far?`;
  const beast = !!h.to && /^(animal|creature)$/.test(h.to.kind);
  const pl = !!h.to?.group || isPlural(who);
  const it = beast && !pl ? "it" : "them";
  if (act === "pictured")
    return known(h.to)
      ? `${cap(ev)}: the dream gets no further than the thought. What have you thought of doing about ${who} awake, and what keeps it a thought?`
      : `${cap(ev)} is a move you only picture. Awake, whom are you bracing against, and what do you expect of them?`;
  // (a dislike only felt is no turning on anyone: it is asked after as what would be said, were it said)
  if (act === "felt")
    return known(h.to)
      ? `${cap(ev)}: what would you say to ${who} awake, if you said it as plainly as the dream lets you feel it?`
      : `${cap(ev)}: what is it about ${who} that gets to you, and whom awake does that remind you of?`;
  if (act === "refusal") return `${cap(ev)}: whose request, awake, would you like to turn down as flatly as that?`;
  if (act === "shutout") return `You keep ${who} at a distance (${ev}): whom, awake, do you want kept out, and have you let them know?`;
  if (act === "jibe") return `${cap(ev)}: the joke is at ${who}'s expense. Whom, awake, do you laugh at rather than tell what bothers you?`;
  // (a grab of the one turned on is Freud's line already: "you take hold of X yourself")
  if (act === "grip" && /^(grab|seize|snatch)$/.test(h.event.lemmas[0] ?? "")) return null;
  if (act === "grip") return `You lay hands on ${who} (${ev}): what, awake, are you trying to catch hold of, or keep from getting away?`;
  if (act === "taking") return `${cap(ev)}: what does someone have, awake, that you would like to take as simply?`;
  // (a monster struck down is not an anger misplaced: it is something the dreamer wants gone)
  if (h.to?.kind === "creature") return `You turn on ${who} (${ev}): what, awake, would you like to be rid of as cleanly?`;
  if (beast && act === "blow")
    return `${cap(ev)}: the blow falls where it cannot be returned. What, awake, would you strike at if nothing could strike back?`;
  if (known(h.to))
    return act === "blow" || act === "words"
      ? pk.pick([
          `You turn on ${who} here, ${ev}: is there something you have held back from them, or from someone in their place, that the dream says for you?`,
          `${cap(ev)}: ask what you would say to ${who} awake if you said it as plainly.`,
        ])
      : `${cap(ev)}: is that how things stand between you and ${who} awake, or how you sometimes wish they did?`;
  // (not "no one you know": a former neighbour is coded a stranger too, so the sentence claims no distance)
  if (act === "words")
    return `You say it outright to ${who} (${ev}), someone the dream gives you no history with: what would you say as plainly awake, and to whom?`;
  if (act === "blow")
    return `You strike at ${who} (${ev}), and the dream gives no reason for it: what anger of yours, awake, is looking for somewhere to land?`;
  return beast
    ? `${cap(ev)}: what does ${who} stand for, that the dream has you deal with ${it} like that?`
    : `${cap(ev)}: what in ${who} does the dream set you against, and where have you met it awake?`;
}

/**
 * The dreamer's care, read by whom it goes to and whether it comes back: care both ways, care for
 * someone known, for a stranger, for an animal.
 */
function kindnessNote(p: Plot, k: Interaction, pk: Picker): string {
  const who = k.to ? definite(k.to.label) : "someone";
  const ev = q(k.evidence);
  if (returned(p, k))
    return `${cap(ev)}, and ${who} is good to you in turn: where awake does care go both ways like this, and where does it go only one?`;
  if (known(k.to))
    return pk.pick([
      `You look after ${who} here (${ev}); ask whether someone close, ${who} or another, leans on you like that awake, and who does the same for you.`,
      `${cap(ev)}: what would ${who} say you give them awake, and what do you get back?`,
    ]);
  if (k.to && /^(animal|creature)$/.test(k.to.kind))
    return `You care for ${who} here (${ev}): what small, dependent thing are you tending awake, and who tends you?`;
  return pk.pick([
    `You are kind to someone with no claim on you (${ev}): where awake do you give to people you owe nothing, and is anything left over for you?`,
    `${cap(ev)}, and ${who} ${isPlural(who) ? "are" : "is"} no one you know: ask whom you look after awake without being asked, and who would do it for you.`,
  ]);
}

/** waking-life notes by the dream's shape, given the shape's own words (quoted) */
const ARC_NOTES: Partial<Record<ArcType, ((e: string) => string)[]>> = {
  "unprepared-late": [
    (e) => `Ask what deadline or expectation is pressing on you now; ${e} is how the dream feels it.`,
    () => `Where are you expected to perform before you feel ready, and whose expectation is it, yours or someone else's?`,
  ],
  "loss-search": [
    (e) => `What are you looking for in your days right now that ${e} could stand for: a person, a role, a certainty?`,
    () => `Ask what you have mislaid lately, in the larger sense: time, a friendship, a plan.`,
  ],
  falling: [(e) => `Where does your footing feel least sure at the moment? ${cap(e)} asks that plainly.`],
  "unable-to-act": [
    (e) => `Where in waking life do you feel you cannot move or speak, as in ${e}?`,
    () => `Ask what you are holding back from doing or saying awake; the dream makes the holding back literal.`,
  ],
  journey: [(e) => `Where are you headed in your life at the moment, and do you like the route? ${cap(e)} is the dream's version.`],
  death: [(e) => `What is ending in your life, or needs to, that ${e} could be marking?`],
  transformation: [(e) => `What in you or around you is changing shape at the moment, as in ${e}?`],
  exclusion: [() => `Where do you feel left out lately, and by whom?`],
};

/** waking life by the kind of moment the dream turns on, asked of this dream's own people and words */
function situationNote(p: Plot, pk: Picker): string | null {
  const who = (e?: { label: string }) => (e ? definite(e.label) : "someone");
  if (p.witnessed && p.intervention)
    return pk.pick([
      `In waking terms: where are you stepping between someone and harm at the moment, and what is it costing you? ${cap(q(p.intervention.evidence))} is the dream's answer to that.`,
      `Ask yourself who in your life you are protecting right now, as you protect ${who(p.witnessed.to)} here, and who is protecting you.`,
    ]);
  // (where, awake, you give the answer the dream shows to the one who turns on you)
  const answer = answerOf(p);
  if (answer) return answerEveryday(answer, pk);
  if (p.harm)
    return `Awake, ask what you feel pushed to cut off or put an end to at the moment; ${q(p.harm.evidence)} may be the dream's starkest picture of it, not a wish to hurt anyone.`;
  const own = p.hostility ? hostilityNote(p, p.hostility, pk) : null;
  if (own) return own;
  // (read by who helps: someone of the family, someone you know, or someone you do not)
  // (a blow is no help, however the coding files it: "he gave me five lashes" read as help was a harm called a kindness)
  if (p.help && !hurtsIn(p.help.evidence)) {
    const h = p.help.from;
    const ev = q(p.help.evidence);
    // (a thing handed over is a gift, not help: "he gave me the wine" asks what you are offered, not who rescues you)
    const gift =
      p.help.event.lemmas.some((l) => /^(give|hand|pass|bring|offer|send|lend)$/.test(l)) &&
      !/\b(help|save|rescue|protect)/i.test(p.help.evidence);
    if (gift && h && /^(family|friend|known)$/.test(h.kind))
      return `${cap(ev)}: what does ${who(h)} give you awake, and does ${who(h)} know what it means to you?`;
    if (h?.kind === "family")
      return `${cap(who(h))} comes to your aid here (${ev}): is ${who(h)} someone you let help you awake, or someone you keep from worrying?`;
    if (h && /^(friend|known)$/.test(h.kind))
      return `${cap(ev)}: would you ask ${who(h)} for help like that awake, and if not, what stops you?`;
    // (only someone the dream brings in as "a man", "some people", "someone" is a helper with no history:
    // "the neighbor", "my roommate", "the doctor" have a place in your life, or in the scene)
    const unknown = !!h && h.kind === "stranger" && /^(a|an|some|someone|somebody|one|this|these|people)\b/i.test(h.label);
    if (gift)
      return pk.pick([
        unknown
          ? `${cap(ev)}: something is put in your hands by ${who(h)}, unasked. What, awake, is being offered to you at the moment, and do you take it or wave it off?`
          : `${cap(ev)}: what, awake, is ${h ? who(h) : "someone"} offering you at the moment, or someone in that place, and do you take it?`,
      ]);
    return pk.pick([
      unknown
        ? `Help comes from someone the dream gives you no history with (${ev}): where, awake, could help come from a direction you are not looking in?`
        : `The dream's practical note is ${ev}: think of where support is offered to you now, and whether you take it.`,
    ]);
  }
  if (p.kindness) return kindnessNote(p, p.kindness, pk);
  if (p.failure) return failureNote(p.failure.evidence);
  // the shape's own note comes first when the mishap is the shape ("I was late to class" is lateness, not bad luck)
  const shapeNote = p.arc.evidence[0] ? ARC_NOTES[p.arc.type] : undefined;
  if (shapeNote && p.misfortune && p.arc.events.includes(p.misfortune.event!))
    return pk.pick(shapeNote.map((v) => v(q(p.arc.evidence[0]))));
  // someone else's mishap ("he fell down on his chair") asks nothing of the dreamer's luck
  if (p.misfortune && (!p.misfortune.who || p.misfortune.who.id === 0))
    return pk.pick([
      mishapNote(p.misfortune.evidence),
      // (where the mishap stands in the dream says what it asks: one the dream ends on is left where it fell)
      p.mishapAtEnd === p.misfortune
        ? `Near its end the dream hands you ${q(p.misfortune.evidence)} and leaves it there: ask what setback awake you have left in that same place.`
        : // (only a dream with no shape passes over its mishap: in a fall or a chase it may be the dream's centre)
          p.arc.type === "none"
          ? `The dream passes over ${q(p.misfortune.evidence)} and moves on to other things: ask what setback awake you have stepped past without saying it out loud.`
          : mishapNote(p.misfortune.evidence),
      mishapNote(p.misfortune.evidence, true),
    ]);
  if (p.success) return `What have you managed lately, like ${q(p.success.evidence)}, that you have not given yourself credit for?`;
  const e = p.arc.evidence[0];
  const arcNotes = e ? ARC_NOTES[p.arc.type] : undefined;
  if (arcNotes) return pk.pick(arcNotes.map((v) => v(q(e))));
  return null;
}

/** a mishap to the body ("I fell and hurt my knee"), to one's things ("my bag was gone"), or of another kind */
const BODILY =
  /\b(hurt|hurts|injured|injury|bleeding|bled|sick|ill|tripped|cut|burned|burnt|sprained|pain)\b|\bbroke my (arm|leg|wrist|ankle|nose|tooth|teeth|back|neck|finger|toe)\b|\b(into|hit|knocked|struck) me\b/i;
const THINGS =
  /\b(lost|missing|stolen|ruined|spilled|spilt|smashed)\b|\bbroken\b|\bbroke\b(?! (down|up|out|into|in|free|away|through))|\b(my|our) [a-z]+ (was|were|is|are) gone\b/i;

/**
 * The everyday question on the dreamer's own mishap, by what it strikes: the body, one's things, or
 * the plans of the day. (One line, "Has something gone wrong for you lately that felt like …", stood
 * in one dream in forty, whatever went wrong.)
 */
function mishapNote(evidence: string, unowned = false): string {
  const e = q(evidence);
  // (the second wording: the mishap as no one's doing, by what it strikes)
  if (unowned) {
    if (BODILY.test(evidence))
      return `${cap(e)} is a hurt the dream gives no one the blame for: what is your body telling you lately that you have been too busy to hear?`;
    if (THINGS.test(evidence) && !/\b(got|get|getting|was|were|am|are|is) lost\b/i.test(evidence))
      return `${cap(e)}: no one takes it from you, it simply goes — where awake does something slip away from you like that?`;
    // (a thing that goes wrong on its own — "the clock malfunctioned" — does not happen "to you")
    return /\b(I|me|my|we|us|our)\b/i.test(evidence)
      ? `${cap(e)} happens to you rather than being done to you: where, awake, does something feel out of your hands like that?`
      : `${cap(e)}, and no one makes it happen: where, awake, does something go wrong on its own like that, and leave you to deal with it?`;
  }
  if (BODILY.test(evidence))
    return `${cap(e)}: is your body asking for more care awake than you have been giving it, or is the hurt of another kind?`;
  // ("I got lost" is losing one's way, not one's things)
  if (THINGS.test(evidence) && !/\b(got|get|getting|was|were|am|are|is) lost\b/i.test(evidence))
    return `${cap(e)}: what have you lost or seen spoiled lately that you have not let yourself mind?`;
  // (a slip of time or memory, and a thing that will not give way, ask their own questions)
  if (/\b(late|missed|miss|forgot|forget|forgotten)\b/i.test(evidence))
    return `${cap(e)}: what have you let slip lately, or been late for, and who noticed?`;
  if (/\b(couldn't|could not|can't|cannot|wouldn't|would not|won't|unable)\b/i.test(evidence))
    return `${cap(e)}: what, awake, will not give way for you at the moment, however you go at it?`;
  // (an illness, a house that gives way, a fix one is stuck in, a thing let fall: each asks its own question;
  // "Has something gone wrong for you lately that felt like …" stood in one dream in fifty, whatever went wrong)
  if (SICK.test(evidence))
    return /\b(I|me|my)\b/.test(evidence)
      ? `${cap(e)}: is your body asking for more care awake than you have been giving it?`
      : `${cap(e)}: whose health, awake, has been on your mind lately, and have you said so?`;
  if (/\b(stuck|trapped|jammed|caught)\b/i.test(evidence))
    return `${cap(e)}: where, awake, do you feel stuck like that, and what would get you loose?`;
  if (/\b(collaps\w*|leak\w*|burn\w*|fire|flood\w*|explod\w*|crack\w*|crumbl\w*|fell apart|falling apart|gave way)\b/i.test(evidence))
    return `${cap(e)}: what around you feels less solid than it should at the moment, and who would you call about it?`;
  if (/\b(drop\w*|slipp\w*|spill\w*|let (it |them )?(fall|slip))\b/i.test(evidence))
    return `${cap(e)}: what has slipped from your grip lately, even something small?`;
  return `Has something gone wrong for you lately that felt like ${e}, and how are you carrying it?`;
}

/** illness and its places: a hospital, a patient, a cough, a limp */
const SICK =
  /\b(hospital|patient|blister\w*|cough\w*|fever|flu|infect\w*|blind|limp|vomit\w*|rash|disease|cancer|illness|teeth|tooth|bleed\w*|sore)\b/i;

/**
 * The dreamer's failure, by what will not come off: a thing not found, a place not reached or left, a test
 * failed, a duty let slip, a task that will not come right. ("What have you tried lately that did not work,
 * as … does not here" stood in one dream in sixty-five, whatever failed.)
 */
function failureNote(evidence: string): string {
  const e = q(evidence);
  if (/\b(find|found)\b/i.test(evidence)) return `${cap(e)}: what are you looking for awake that will not turn up, however you look?`;
  if (/\b(test|exam|quiz|grade|mark)\b/i.test(evidence))
    return `${cap(e)}: where, awake, do you feel measured and found short, and by whose measure?`;
  if (/\b(forgot|forget|forgotten|supposed to|missed|miss)\b/i.test(evidence))
    return `${cap(e)}: what have you let slip lately that someone was counting on, and have you told them?`;
  if (/\b(reach|get off|get away|get out|get to|get there|get home|escape|leave)\b/i.test(evidence))
    return `${cap(e)}: what, awake, do you keep trying to get clear of, or get to, without arriving?`;
  if (/\b(try|tried|trying|right|work|fix)\b/i.test(evidence))
    return `${cap(e)}: what do you keep trying to get right awake, and who says it has to be right?`;
  return `What have you tried lately that did not work, as ${e} does not here, and are you blaming yourself for it?`;
}

/** a danger the dreamer only sees: "I saw a tank roll past", "I was watching war" — no care for a shock the dreamer did not live */
const lookedOn = (ev: string | undefined) =>
  !!ev && /^(I|we)\s+(\w+\s+)?(saw|see|watched|watch|watching|could see|was watching|were watching)\b/i.test(ev);

export function everydayOf(p: Plot, pk: Picker, note: string | null): string[] {
  const out: string[] = [];
  // the dreamer's own note of where it came from awake is taken at face value first
  if (p.waking)
    out.push(
      pk.pick([
        `You name a waking source yourself — ${q(p.waking)} — and it is worth taking at face value first: dreams often start from what the body or the day before hands them. What the dream then makes of it is the part to read.`,
        `Before any symbol, notice your own note: ${q(p.waking)}. The body and the day before supply a dream's material; the question is what this one built from it.`,
      ]),
    );
  if (p.remark)
    out.push(
      pk.pick([
        `Notice what you grasp inside the dream itself, ${q(p.remark)}, since a dreamer's own insight is often the best key to the rest.`,
        `You say it yourself, in the dream: ${q(p.remark)} — start there, for it is the dream's own reading of itself.`,
        `The dream hands you its own clue — ${q(p.remark)} — and it is worth asking what, awake, that same realisation would be about.`,
        `Take ${q(p.remark)} as a note the dream writes for you, and try it on your week before anything else here.`,
        `${q(p.remark)}: what you come to see inside a dream is often the nearest it gets to saying its meaning aloud.`,
      ]),
    );
  // (a dictionary line for scenery is filler: only a symbol bound up with what happens gets a practical note)
  const k = p.symbols.find((x) => x.bound && x.sym.def.category !== "person");
  // a violation is not a "pairing" to look for in the week: it is named plainly, with a way to get support
  const link = p.violation
    ? `If anything in your days feels like this — hemmed in, with someone who does not respect your limits — take it seriously, and talk it through with someone you trust.`
    : dangerLed(p) && lookedOn(p.arc.evidence[0])
      ? pk.pick([
          `You only look on at it (${q(p.arc.evidence[0])}); practically, ask what you have watched, read or heard lately, the news or a film, that the dream could have borrowed the scene from, before taking it as your own.`,
        ])
      : dangerLed(p)
        ? pk.pick([
            `A dream like this asks for care more than decoding: if it comes back, notice what the day before it held, and tell someone you trust what it brings up.`,
            `Practically, dreams of danger come back less once what they carry has been told; whom could you tell this one to?`,
          ])
        : everydayLink(p, pk);
  if (link) out.push(link);
  else if (k) out.push(lead(pk, "day", pk.pick(EVERYDAY_SYMBOL)(situated(k), k.meaning.everyday, k, q(k.sym.quote))));
  if (note) out.push(note);
  return out;
}
