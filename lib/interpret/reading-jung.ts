/** Jung's paragraph: the shape read as the psyche's, the figure whose role he would name, then a symbol bound up with what happens. */
import { avoidJung } from "./reading-avoid";
import { isBlow, witnessJung } from "./reading-witness";
import { voicesOf, dangerLed } from "./arc-readings";
import { cap, definite, emoNoun, q, worthQuoting, type Picker } from "./naming";
import { isPlural } from "./phrase";
import { isArcImage, MANNERS, metAgain, type KeySymbol, type Plot } from "./plot";
import type { Entity } from "./characters";
import { calm, lead, situated, spokenWords, tied } from "./reading-kit";
import type { Composing } from "./reading-context";
import { adviceJung } from "./reading-advice";
import { lucidJung } from "./reading-lucid";
import { stanceJung } from "./reading-stance";
import { focusJung } from "./reading-focus";
import { twistJung } from "./reading-twist";
import { secretJung } from "./reading-secret";
import { bindJung } from "./reading-bind";
import { spokenJung } from "./reading-spoken";
import { needImage, needJung } from "./reading-need";
import { overcomeJung } from "./reading-overcome";
import { answerOf } from "./answer";
import { answerJung } from "./reading-answer";
import { kinByDeed, kinJung } from "./reading-kin";
import { isDeed } from "./reading-happens";
import { appealsTo, doerIn, hurtsIn, notDoneIn, ownActIn, ownActOf } from "./agent-words";
import { JUNG_ON_A_WISH, JUNG_BY_FEELING, JUNG_SYMBOL, hangsOnFeeling, jungInSituation } from "./reading-voices";
import { feltCauseJung, feltCourseJung } from "./reading-felt";
import { thinJung } from "./reading-thin";
import { wishSaysWhat } from "./reading-wish";

/** the dreamer's own word that a closeness is unwelcome */
const UNWELCOME =
  /\b(uncomfortable|awkward|uneasy|creep(y|ed out)|too close|too much|(didn't|did not|don't|do not) (like|want) (it|that|this)|wanted (it|him|her|them) to stop|pushed (him|her|them) away)\b/i;

/** the categories of a symbol that is only where things happen, when nothing happens to it */
const SCENERY = /^(place|nature|object|clothing|food)$/;

export function jungOf(c: Composing): string[] {
  const { p, pk, names, f } = c;
  const out: string[] = [];
  const v = calm(voicesOf(p).jung, f);
  if (c.byNeed) out.push(needJung(p.need!, pk));
  else if (v.length && !c.byFeeling) out.push(tied(pk.pick(v)(f).trim(), f));
  else if (p.feelingScene && !p.twist) {
    const { feeling, cause, words } = p.feelingScene;
    // (an act or an outcome in the cause says who does what; otherwise the cause, whole: "to go home" hangs on the feeling, so the feeling's words come with it)
    const byCause = feltCauseJung(p, feeling);
    const whole =
      !hangsOnFeeling(q(cause)) || !worthQuoting(words) || words.split(/\s+/).length > 30 || /^(which|who|that|and|but|so)\b/i.test(words)
        ? cause
        : words;
    // (or by where the feeling goes — giving way to another, or not — before the feeling's general voices)
    const course = byCause ? null : feltCourseJung(p, feeling, q(whole));
    out.push(byCause ? pk.pick([byCause]) : (course ?? pk.pick(JUNG_BY_FEELING[feeling.code])(q(whole), emoNoun(feeling.label))));
  } else if (v.length) out.push(tied(pk.pick(v)(f).trim(), f));
  // a shape of trouble the dream itself turns round: the turn is read before any figure
  const turned = p.overcome && out.length && !c.byFeeling ? overcomeJung(pk) : null;
  const role =
    turned ??
    (p.twist
      ? twistJung(p.twist, pk)
      : p.secret
        ? secretJung(p.secret, pk)
        : p.advice
          ? adviceJung(p.advice, p.people, pk)
          : p.lucid
            ? lucidJung(p.lucid, pk)
            : p.theirs && !p.remark
              ? `For Jung, what ${names.of(p.theirs.who)} comes to see is also yours to see: a figure's insight in a dream is often the dreamer's own, arriving from outside.`
              : roleFigure(c, out.join(" ")));
  if (role) out.push(out.length ? lead(pk, "jung", role) : role);
  // the dreamer's "no" set against what the dream asks, before anything the dream only dwells on
  // (a bare "no" beside a larger shape is a side thread, left to the questions)
  if (p.bind && out.length < 2 && (!v.length || p.bind.press || p.bind.yielded))
    out.push(out.length ? lead(pk, "jung", bindJung(p.bind, pk)) : bindJung(p.bind, pk));
  // keeping out of someone's sight, before anything the dream only dwells on
  if (p.avoiding && out.length < 2 && !v.length)
    out.push(out.length ? lead(pk, "jung", avoidJung(p.avoiding, pk)) : avoidJung(p.avoiding, pk));
  // after a reading of what happens, a symbol that is only scenery would be a dictionary line
  // (a forced act is named as a violation already, not read again as a symbol)
  const forced = (x: KeySymbol) =>
    !!p.violation && x.sym.firstToken >= p.violation.event.start && x.sym.firstToken <= p.violation.event.end;
  // the thing the dream keeps returning to, read through what you do with it, before any dictionary line
  const focus = p.focus && out.length < 2 && !dangerLed(p) ? p.focus : undefined;
  if (focus) {
    const line = focusJung(focus.thing, pk, focus.symbol);
    out.push(out.length ? lead(pk, "jung", line) : line);
  }
  // a dream with no shape: what the dreamer mostly does in it comes before any dictionary line
  if (out.length < 2 && p.stance) {
    const line = stanceJung(p.stance, pk, watched(p, out.join(" ")));
    out.push(out.length ? lead(pk, "jung", line) : line);
  }
  // the dreamer's own words in the dream, before the moment they mark or any dictionary line
  const spoken = spokenWords(p);
  if (out.length < 2 && spoken) out.push(out.length ? lead(pk, "jung", spokenJung(spoken, pk)) : spokenJung(spoken, pk));
  // with nothing else to read, the moment the dreamer singles out comes before any dictionary line
  if (!out.length && p.striking && worthQuoting(p.striking.words)) {
    const w = q(p.striking.words);
    const how = p.striking.marked ? markedHow(p.striking.words, w) : undefined;
    out.push(
      pk.pick(
        how
          ? [how]
          : p.striking.marked
            ? [
                `Jung would stay with the image you single out — ${w} — and ask what it shows that your waking attitude leaves out.`,
                `${cap(w)}: you mark that moment yourself, and Jung would let it grow by association — what it brings to mind — before explaining any of it.`,
              ]
            : vividHow(p.striking.words, w)
              ? [vividHow(p.striking.words, w)!]
              : [
                  `Jung would stay with the dream's most vivid image — ${w} — and ask what it shows that your waking attitude leaves out.`,
                  `${cap(w)}: Jung would let an image this vivid grow by association — what it brings to mind — before explaining any of it.`,
                ],
      ),
    );
  }
  // (a wish the dream names says more than scenery nothing happens to)
  const first = p.symbols[0];
  const scenery = !first || (!first.bound && SCENERY.test(first.sym.def.category));
  if (!out.length && p.wish && wishSaysWhat(p.wish) && scenery) out.push(pk.pick(JUNG_ON_A_WISH)(q(p.wish)));
  const k = dangerLed(p)
    ? undefined
    : out.length
      ? p.symbols.find(
          (x) =>
            x.bound &&
            x.sym.def.category !== "person" &&
            !forced(x) &&
            x !== focus?.symbol &&
            !isArcImage(p, x) &&
            !(c.byNeed && needImage(x)),
        )
      : p.symbols[0];
  // a dream that gives Jung this one image: read where the dream puts it, or honestly as one image, not a dictionary line
  const thin = k && !out.length ? thinJung(p, k, pk) : null;
  if (thin) out.push(thin);
  else if (k) {
    // the paragraph names whose reading it is, if nothing before the symbol has
    const pool = out.some((x) => x.includes("Jung")) ? JUNG_SYMBOL : JUNG_SYMBOL.filter((v) => v("", "", k).includes("Jung"));
    // (what happens to the symbol in this dream argues its meaning, where the dream says; one pick either way, so the wordings after stay as they were)
    const pooled = pk.pick(pool)(situated(k), k.meaning.jung, k);
    const line = jungInSituation(k, situated(k), k.meaning.jung) ?? pooled;
    // a lead-in ties a sentence to the one before it; the paragraph's first has none
    out.push(out.length ? lead(pk, "jung", line) : line);
  }
  // (with no shape, feeling or image to read, the one fact the dream does give: someone in it and what they do, or your own doing;
  // only a dream with neither gets the general line, which stood in one dream in ninety)
  if (!out.length) {
    const other = p.present.find(
      (c) =>
        c.id !== 0 &&
        isDeed(p.deeds.get(c.id)) &&
        !/^(does|do|is|are|can|will|would|did)\b|\?$/i.test(p.deeds.get(c.id)!) &&
        !/^(someone|somebody|people|they|them)$/.test(c.label),
    );
    const mine = [p.deed, ...p.doings].find((d) => !!d && worthQuoting(d) && /\b(I|we)\b/i.test(d));
    if (other) {
      const n = definite(other.label);
      out.push(
        `Little happens here but what ${n} ${other.group || isPlural(n) ? "do" : "does"} (${q(p.deeds.get(other.id)!)}); Jung would start from that, and ask what side of you ${n} ${other.group || isPlural(n) ? "carry" : "carries"} into the dream.`,
      );
    } else if (mine)
      out.push(
        `Little happens here but your own doing (${q(mine)}); Jung would start from that, and ask what waking attitude the dream is balancing with it.`,
      );
    else
      out.push(
        `With no clear drama, a Jungian reading starts from the mood and the setting, and asks what waking attitude the dream is balancing.`,
      );
  }
  return out;
}

/** the first one the dreamer looks on at, with a deed of their own the reading has not quoted yet */
function watched(p: Plot, said: string): { who: string; many: boolean; deed: string } | undefined {
  for (const who of p.present) {
    const deed = p.deeds.get(who.id);
    if (who.id === 0 || !isDeed(deed) || said.includes(deed)) continue;
    const n = definite(who.label);
    return { who: n, many: who.group || isPlural(n), deed };
  }
  return undefined;
}

/**
 * The dream has put the dreamer in a fix before the help comes, or as it comes: a danger, a mishap of
 * their own, a failure, or a shape of trouble (help that comes before any trouble answers none).
 */
const inAFix = (p: Plot, help: NonNullable<Plot["help"]>) => {
  const at = help.event.sent;
  const before = (sent: number | undefined) => sent !== undefined && sent <= at;
  const mine = (o: Plot["misfortune"]) => !!o && (!o.who || o.who.id === 0) && before(o.event?.sent ?? o.sent);
  return (
    before(p.threat?.event.sent) ||
    mine(p.misfortune) ||
    mine(p.failure) ||
    (/^(pursuit|threat|loss-search|unprepared-late|falling|unable-to-act)$/.test(p.arc.type) && before(p.arc.events[0]?.sent))
  );
};

/**
 * Someone who helps the dreamer, read by what they do and by whether the dream has put the dreamer
 * in a fix: "the helpful figure, the psyche's own resources arriving when the ego is stuck" is Jung's
 * only where the ego is stuck, and the two lines it was stood in one dream in sixteen, with or
 * without a difficulty and without saying what the help was.
 */
function helperJung(p: Plot, help: NonNullable<Plot["help"]>, said: string, pk: Picker): string {
  const who = help.from!;
  const h = definite(who.label);
  const many = who.group || isPlural(h);
  // (words the reading has quoted already are not quoted again)
  const e = said.includes(help.evidence) ? "" : ` (${q(help.evidence)})`;
  if (inAFix(p, help))
    return pk.pick([
      `When the dream has you in a fix, ${h} ${many ? "step" : "steps"} in${e}: Jung's helpful figure, the psyche's own resources arriving when the ego is stuck — and what ${h} ${many ? "do" : "does"} is the kind of help you have in you.`,
      `The help comes from ${h}${e}, just where the dream has you stuck; for Jung that is a capacity of your own, met first in another's hands: could you do for yourself what ${h} ${many ? "do" : "does"} here?`,
    ]);
  return pk.pick([
    `${cap(h)} ${many ? "do" : "does"} you a good turn${e}; Jung would ask what of ${many ? "their" : `${h}'s`} manner you would like for yourself.`,
    `Jung would take what ${h} ${many ? "do" : "does"} for you here${e} as a glimpse of a way of acting ${h} ${many ? "have" : "has"} and you could borrow.`,
  ]);
}

/**
 * Harm between others that the dreamer only watches, read by who is harmed: someone of the dreamer's
 * own, a stranger, or a crowd — with the act in the dream's words. (One line, "watching X turn on Y
 * puts before you a conflict of your own at one remove", stood in one dream in fifteen.)
 */
function watchedJung(w: NonNullable<Plot["witnessed"]>, a: string, v: string, ownBlows: boolean): string {
  // (the wording is chosen by the act's words, not the picker: the line this replaces drew no pick, and the wordings after it stay as they were)
  const pick = (xs: string[]) => xs[w.evidence.length % xs.length];
  const to = w.to!;
  const e = q(w.evidence);
  // (a dreamer who strikes out too is no mere witness: "I shoot the woman … my partner shoots him")
  // (words that have the dreamer in the act — "Dad and I got him tied" — are no harm only watched)
  const own = ownActIn(w.evidence);
  if (!ownBlows && own && own !== "felt" && own !== "pictured")
    return `You have a hand in what is done to ${v} (${e}); Jung would ask what in you sides with the harm here, and what ${v} ${isPlural(v) ? "stand" : "stands"} for that you would rather keep down.`;
  if (ownBlows)
    return `Not all the violence is yours: ${a} ${isPlural(a) ? "turn" : "turns"} on ${v} too (${e}); Jung would ask which is easier for you to own, your blows or theirs.`;
  const many = to.group || isPlural(v);
  if (/^(family|friend|known)$/.test(to.kind))
    return pick([
      `What is done to ${v} (${e}) you can only watch: for Jung, harm to someone close in a dream is often harm to what that person carries in you — ask what of ${many ? "theirs" : `${v}'s`} feels under attack.`,
      `${cap(v)}, someone of yours, ${many ? "are" : "is"} on the receiving end here (${e}); Jung would ask what quality of ${many ? "theirs" : `${v}'s`} the dream puts in danger, and what you do about it.`,
    ]);
  // (only one the dream names as a stranger: "someone" or "she" left unresolved may be anyone)
  if ((to.kind === "stranger" || to.group) && !/^(someone|somebody|person|people|one|they|them|she|he)$/.test(to.head))
    return pick([
      `The one harmed is no one you know (${e}), and you stay a witness: for Jung that distance is the point — a conflict of your own shown where it is easier to look at.`,
      // (not "without a part in it": what the dreamer says or does after the act is often uncoded, and the claim was false where the dreamer is drawn in)
      `${cap(a)} ${isPlural(a) ? "turn" : "turns"} on ${v} (${e}); Jung would ask which side of it you recognise in yourself, since trouble between others in a dream is often your own at one remove.`,
    ]);
  return `For Jung, watching ${a} turn on ${v} (${e}) puts before you a conflict of your own at one remove, where it is easier to look at.`;
}

/**
 * The moment the dreamer marks, read by the word they mark it with: what strikes them as strange is
 * not what moves them or makes them laugh. (The two general lines, "the image you single out" and
 * "let it grow by association", stood in one dream in twenty-five, whatever the mark.)
 */
function markedHow(words: string, w: string): string | undefined {
  const m = words.match(
    /\b(strange|strangely|weird|weirdly|odd|oddly|bizarre|unusual|surreal|beautiful|beautifully|amazing|gorgeous|wonderful|funny|hilarious|scary|creepy|eerie|terrible|awful|horrible|shocking|scariest|magic|magical)\b/i,
  );
  if (!m && /\b(never|ever) seen\b/i.test(words))
    return `You have never seen it before — ${w}; for Jung the unfamiliar in a dream is the unconscious showing something new, that the waking mind has not yet given a place.`;
  if (!m) return undefined;
  // ("a funny feeling" is an odd one, not a joke)
  const word = /^funny\s+(feeling|smell|look|looking|way|sound)/i.test(words.slice(m.index))
    ? "odd"
    : m[1].toLowerCase().replace(/ly$/, "");
  if (/^(strange|weird|odd|bizarre|unusual|surreal)/.test(word))
    return `You call it ${word} yourself — ${w}; for Jung what the dream-ego finds ${word} is what the waking attitude has no place for yet, and that is where he would look first.`;
  if (/^(beautiful|amazing|gorgeous|wonderful)/.test(word))
    return `What moves you here is ${w}; Jung would take beauty in a dream as a value the psyche points to, and ask where that is missing from your days.`;
  if (/^(funny|hilarious)/.test(word))
    return `${cap(w)}: the dream makes you laugh here, and Jung would ask what the joke lets through that could not be said straight.`;
  if (/^(terrible|awful|horrible|shocking|scariest)/.test(word))
    return `You call it ${word} yourself — ${w}; Jung would stay with what the dream-ego recoils from, since that is often what it most needs to look at.`;
  if (/^magic/.test(word))
    return `${cap(w)}: the dream lets something uncanny happen, and for Jung the marvellous in a dream is the psyche's own power, shown before the ego has a use for it.`;
  return `${cap(w)}: you mark the fear in that moment yourself, and Jung would stay with what frightens you there before reading anything else into the dream.`;
}

/**
 * What makes an unjudged moment vivid, said of this dream: it repeats, it changes shape, it vanishes,
 * it comes without warning, it is larger or smaller than life, it floats, it glows. "Jung would stay
 * with the dream's most vivid image" and "let an image this vivid grow by association" stood in one
 * dev dream in thirty whatever made the moment vivid; the kind of vividness is the dream's own.
 */
function vividHow(words: string, w: string): string | undefined {
  // (the verb form, not "kept him from going" or "I kept it")
  if (/\b(kept|keeps|keep)\s+(on\s+)?\w+ing\b/i.test(words))
    return `${cap(w)}: the dream does it again and again, and for Jung what a dream repeats is what it has not yet got across; he would ask what in your days keeps coming round like that.`;
  if (/\b(transformed|turned into|turns into|melted)\b/i.test(words))
    return `Something changes shape here — ${w}; for Jung a transformation in a dream is the psyche at work on itself, and he would ask what in you is changing form.`;
  if (/\b(disappeared|disappears|vanished|vanishes)\b/i.test(words))
    return `Something vanishes here — ${w}; Jung would ask what you are losing sight of awake, that the dream takes away in one stroke.`;
  if (/\b(exploded|explodes)\b/i.test(words))
    return `Something bursts here — ${w}; Jung would ask what pressure has been building in you that the dream lets go all at once.`;
  if (/\b(suddenly|appeared|out of nowhere)\b/i.test(words))
    return `It comes without warning — ${w}; for Jung what arrives suddenly in a dream acts on its own, without the ego's leave, and he would ask what in you has been arriving that way lately.`;
  if (/\b(huge|enormous|giant|gigantic)\b/.test(words))
    return `The dream makes it larger than life — ${w}; Jung would take the size as the weight the psyche gives it, and ask what in your life is bigger to you than you let it be awake.`;
  if (/\b(float|floats|floated|floating)\b/i.test(words))
    return `It floats free of the ground — ${w}; Jung would ask whether that weightlessness feels like release from what holds you down awake, or like losing your footing.`;
  if (/\b(glow|glows|glowed|glowing)\b/i.test(words))
    return `${cap(w)}: a light in a dream was, for Jung, close to the numinous, a sign of what the psyche holds most alive, and he would ask what that light falls on for you.`;
  return undefined;
}

/** the one figure whose role in the dream Jung would name */
function roleFigure(c: Composing, said: string): string | null {
  const { p, pk, names, f } = c;
  const used = f.has ? f.x : "";
  if (p.dead && p.arc.type !== "reunion") {
    const d = names.of(p.dead);
    return `${cap(d)}, who has died, ${p.help?.from === p.dead ? "and still helps you" : "appears here"}: Jung took such figures as inner guides, what you carry of them speaking in their voice.`;
  }
  // the one who turns on you, read by how you answer them: a helper who takes your side is read with them
  const answer = answerOf(p);
  const shaped = p.arc.type === "pursuit" || p.arc.type === "threat";
  if (answer?.kind === "helped" && !shaped) return answerJung(answer, pk, said);
  // (a blow the coding files as help, "gave me lashes", is not read as a good turn)
  if (p.help?.from && names.of(p.help.from) !== used && p.help.from.kind !== "animal" && !hurtsIn(p.help.evidence)) {
    return helperJung(p, p.help, said, pk);
  }
  // (what passes between others that is no blow has its own reading, or none here: never "violence")
  const heard = p.witnessed && !p.threat && !p.intervention && !isBlow(p.witnessed);
  const jungHears = heard ? witnessJung(p.witnessed!) : null;
  if (jungHears) return jungHears;
  if (p.witnessed && !p.threat && !heard) {
    const a = p.witnessed.from ? definite(p.witnessed.from.label) : "the unseen aggressor";
    const v = definite(p.witnessed.to!.label);
    return p.intervention
      ? pk.pick([
          `Jung would see ${a} as a shadow figure, violence the psyche holds too, and your move toward ${p.intervention.to === p.witnessed.from ? a : v} as the ego meeting it instead of looking away; ${v} is what that shadow endangers in you.`,
          `For Jung, ${v} in danger is a vulnerable side of your own, and ${a} the force that threatens it; that you step in is the dream's hopeful turn.`,
        ])
      : watchedJung(
          p.witnessed,
          a,
          v,
          // (a blow of the dreamer's own, in the words: "I was annoyed" is no blow, and "your blows" would be false)
          p.interactions.some((i) => i.type === "aggression" && ownActOf(i) === "blow"),
        );
  }
  // (in a chase or a threat the shape has read the danger; how you answer it still says something of this dream,
  // unless the answer is the shape itself: running, in a chase)
  if (answer && (!shaped || (answer.kind !== "none" && !(answer.kind === "fled" && p.arc.type === "pursuit"))))
    return answerJung(answer, pk, said);
  if (p.intimacy && p.arc.type !== "sexual-encounter") {
    const other = p.intimacy.from?.id === 0 ? p.intimacy.to : p.intimacy.from;
    if (other)
      return `The closeness with ${definite(other.label)} suggests the anima or animus: what you seek in another as a sign of what you lack in yourself.`;
  }
  // the one who brings the news the dream turns on is read as its messenger, before any archetype of kinship
  if (p.messenger && definite(p.messenger.who.label) !== used) {
    const m = definite(p.messenger.who.label);
    return pk.pick([
      `Jung would notice that the news comes through ${m} (${q(p.messenger.evidence)}): a figure who brings word in a dream often says what part of you already knows and has not let through.`,
      `That it is ${m} who tells you (${q(p.messenger.evidence)}) matters for Jung: the messenger in a dream voices knowledge the ego has kept at a distance.`,
    ]);
  }
  // a relative only passing through the scene ("Mom drove us there") is no archetype of the dream
  // (not the one the shape's reading has just named: that would say the same thing twice)
  const fam = p.people.find(
    (c) =>
      c.kind === "family" &&
      definite(c.label) !== used &&
      (metAgain(c) || p.interactions.some((i) => (i.from === c || i.to === c) && !MANNERS.test(i.event.lemmas[0]))),
  );
  // (read by what passes between them and you, when something does: a parent who gives is not a parent you turn on)
  const kin = fam ? kinJung(fam, p.interactions, pk) : null;
  if (kin) return kin;
  // (otherwise by what the relative does in the dream; a relative who only appears says nothing of this dream)
  const byDeed = fam ? kinByDeed(fam, p.interactions, p.deeds.get(fam.id), pk) : null;
  if (byDeed) return byDeed;
  // someone the dream keeps returning to, a friend or someone you know: a figure of your own psyche too
  // (read by who acts: what they do to you, what you do to them, what the two of you do together)
  if (p.between && definite(p.between.who.label) !== used) {
    const n = definite(p.between.who.label);
    const w = q(p.between.words);
    const who = p.between.who;
    const does = who.group ? "do" : "does";
    // (what kind of moment it is, from the interaction coded on these words: a blow is not a gift, and neither is a chat)
    const words = p.between.words;
    const coded = p.interactions.find(
      (i) => (i.from === who || i.to === who) && (words.includes(i.evidence) || i.evidence.includes(words)),
    );
    const kind = coded?.type;
    const by = {
      them:
        kind === "aggression"
          ? [
              `${cap(n)} ${who.group ? "are" : "is"} set against you here (${w}); Jung would ask what in ${n} you would rather not meet in yourself, since a figure you know often carries a trait of your own.`,
            ]
          : kind === "friendliness"
            ? // (closeness the dreamer says is unwelcome is no gift: "he keeps hugging me, and I'm uncomfortable")
              UNWELCOME.test(words)
              ? [
                  `${cap(n)} ${who.group ? "come" : "comes"} closer than you want (${w}); Jung would ask what in ${n} presses on you like that, and what in you would rather keep its distance.`,
                ]
              : [
                  `Jung would ask what ${n} ${who.group ? "bring" : "brings"} you here (${w}) that you have not yet found in yourself: a figure you know often carries a capacity of your own you meet first in them.`,
                ]
            : [
                `In Jung's terms, what ${n} ${does} toward you — ${w} — may be what a side of you, the one you know through ${n}, is trying to do.`,
              ],
      you:
        kind === "aggression"
          ? [`You are the one set against ${n} here (${w}); Jung would ask what in ${n} you are pushing away in yourself.`]
          : kind === "friendliness"
            ? [
                `You are the one who reaches out to ${n} here (${w}); Jung would ask what in ${n} draws you, since it is often a quality of your own not yet lived.`,
              ]
            : // (only a deed done to them is "what you do to" them: riding or talking with someone is company, read
              // as such; a look, a thought or a wish is no deed, and gets no line rather than a false one)
              doneTo(words, n)
              ? [
                  `Jung would ask what in you ${n} ${who.group ? "stand" : "stands"} for, since in the dream it is you who acts: ${w}.`,
                  `For Jung, what you do to ${n} in a dream (${w}) is also something you do to the part of yourself ${n} ${who.group ? "stand" : "stands"} for.`,
                ]
              : [companionMoment(words, n, w, who.group, who.group ? "are" : "is")],
      both: [],
    };
    // (who acts, checked against the quoted words: "as we left Dad had to carry me out" is Mom acting on you)
    // (and against the interaction coded on them: "he keeps kissing me" is theirs, however the words go on)
    const doer = doerIn(p.between.words, p.between.who) ?? (coded?.from === who ? "them" : coded?.from?.id === 0 ? "you" : undefined);
    // (a hope or a "no" of yours is no deed: "I hoped he would write", "I did not miss him at all")
    const undone = doer !== "them" ? notDoneIn(words) : undefined;
    if (undone === "wished")
      return pk.pick([
        `You do nothing to ${n} here; you hope (${w}). Jung would ask what ${n} ${who.group ? "stand" : "stands"} for that you wait for rather than reach for: often a quality of your own you hope will come to you from outside.`,
      ]);
    if (undone === "denied")
      return pk.pick([
        `What the dream says of you and ${n} is a "no" (${w}); Jung would ask what ${n} ${who.group ? "stand" : "stands"} for that you are done with in yourself, and what the dream sets in its place.`,
      ]);
    const way = p.between.by === "both" ? "both" : (doer ?? p.between.by);
    return way === "both" ? companion(p, p.between.who, n, w, pk) : pk.pick(by[way]);
  }
  return null;
}

/**
 * Someone who goes through the dream beside you, read by what passes between you, or by what they
 * do in it, or else by who they are to you — not one line about "a part of yourself".
 */
function companion(p: Plot, who: Entity, n: string, w: string, pk: Picker): string | null {
  const is = who.group ? "are" : "is";
  const bare = (x: string) => x.replace(/[“”]/g, "");
  const between = p.interactions.find(
    (i) =>
      ((i.from === who && i.to?.id === 0) || (i.from?.id === 0 && i.to === who)) &&
      !MANNERS.test(i.event.lemmas[0] ?? "") &&
      !bare(w).includes(i.evidence),
  );
  // (each way makes one pick, as the lines it replaces did, so the wordings chosen after stay as they were)
  if (between)
    return pk.pick([
      `You and ${n} are in it together (${w}), and what passes between you — ${q(between.evidence)} — is where Jung would look: ${n} ${who.group ? "carry" : "carries"} a part of yourself you are still learning to live with.`,
    ]);
  const deed = p.deeds.get(who.id);
  // (a deed, not a description: "a tall woman" says who they are, not what they do)
  if (deed && !/^(a|an|the|some)\s/i.test(deed) && !bare(w).includes(deed) && !deed.includes(bare(w)))
    return pk.pick([
      `${cap(n)} ${who.group ? "go" : "goes"} through the dream beside you (${w}), and what ${n} ${who.group ? "do" : "does"} in it — ${q(deed)} — is what Jung would read as the part of you ${n} ${who.group ? "carry" : "carries"}: a capacity you watch in someone else before you claim it.`,
    ]);
  // (nothing coded between you says little: coding misses much, so the reading claims no absence)
  // (who they are to you says something of this dream when nothing else does: a friend, a relative, someone known (how close, the dream may not say);
  // one pick each, as before, so the wordings chosen after stay as they were)
  if (who.kind === "friend")
    return pk.pick([
      `${cap(n)} ${is} there with you (${w}), and a friend beside you in a dream, for Jung, often carries a strength of your own you have lent out: what do you lean on ${n} for awake?`,
    ]);
  // (by who the relative is to you: a parent, a brother or sister, a grandparent, a child — "X keeps you company
  // here … the family in you" stood in one dream in a hundred, whoever it was)
  if (who.kind === "family") {
    const h = who.head.toLowerCase();
    return pk.pick([
      /^(mother|mom|mum|mommy|mama|father|dad|daddy|papa|parents)$/.test(h)
        ? `${cap(n)} ${is} simply there with you (${w}); Jung would read a parent at your side as the way you were raised, still walking with you, and ask which part of it you would keep.`
        : /^(brother|sister|brothers|sisters|siblings|twin)$/.test(h)
          ? `${cap(n)} ${who.group ? "go" : "goes"} along with you (${w}); Jung would ask what you and ${n} shared growing up that is still at your side.`
          : /^(grandmother|grandma|granny|grandfather|grandpa|grandparents|nana|nan|gran)$/.test(h)
            ? `${cap(n)} ${is} there beside you (${w}); for Jung an elder of the family can carry what is older than you in you, and he would ask what ${n} handed down.`
            : /^(son|daughter|sons|daughters|child|children|kids|kid|baby)$/.test(h)
              ? `${cap(n)} ${is} with you (${w}); Jung would ask what ${n} ${who.group ? "carry" : "carries"} of you, and of the child you were.`
              : `${cap(n)} ${who.group ? "keep" : "keeps"} you company here (${w}); for Jung a relative who only stands beside you is the family in you, the habits you were raised among, and he would ask which of them came along in this dream.`,
    ]);
  }
  // (someone known is read by what the dream has you do with them — a call for help is about what
  // you count on them for; with no such act the plain lines below ask after them, not "what single quality")
  if (who.kind === "known" && appealsTo(w))
    return pk.pick([
      `You call on ${n} for help (${w}); Jung would ask what you count on ${n} to do for you that you have not yet learned to do for yourself, and whether, in the dream, the help comes.`,
    ]);
  if (who.kind === "stranger")
    return pk.pick([
      `${cap(n)}, no one you know, ${who.group ? "keep" : "keeps"} you company (${w}): for Jung an unknown companion is a side of you not met yet, and how ${n} ${is} with you hints at how you will meet it.`,
    ]);
  // (otherwise by the kind of moment the quoted words are — talk, a meeting, something done side by
  // side, something you do for them; a moment that is none of these says nothing Jung could read, and
  // gets no line rather than "describe them in a word or two", which stood in any dream)
  // (one pick, as before, so the wordings chosen after stay as they were)
  return pk.pick([companionMoment(bare(w), n, w, who.group, is)]);
}

/** the dreamer's verb with the person straight after it: "I sprayed my boyfriend", "I picked him up" — not "I rode with him", "I saw her" */
const NOT_A_DEED_TO =
  /^(was|am|were|is|be|been|saw|see|seen|watch|watched|notice|noticed|think|thought|knew|know|remember|remembered|expect|expected|suppose|supposed|feel|felt|decide|decided|like|liked|love|loved|miss|missed|want|wanted|need|needed|hear|heard|read|meet|met|recognize|recognized|had|have|has|let)$/i;
export function doneTo(words: string, n: string): boolean {
  const name = n
    .replace(/^(your|the|a|an)\s+/i, "")
    .split(/\s+/)[0]
    .replace(/[^\p{L}'-]/gu, "");
  const obj = `(him|her|them|us|my\\s+[\\w'-]+${name ? `|${name}` : ""})`;
  // (an auxiliary or an adverb may stand between: "I had to carry my mother", "I am pulling him", "I quickly grabbed her")
  const aux = `(?:(?:am|was|were|had to|have to|has to|must|would|will|then|just|also|\\w+ly)\\s+)*`;
  const m = new RegExp(`\\b(?:I|we)\\s+${aux}([a-z]+)\\s+${obj}\\b`, "i").exec(words);
  return !!m && !NOT_A_DEED_TO.test(m[1]);
}

/** the kind of moment a companion's quoted words show: talk, a meeting, something shared, care given */
const TALK =
  /\b(talk(s|ed|ing)?|spoke|speak(s|ing)?|chat(s|ted|ting)?|mention(s|ed)?|explain(s|ed)?|comment(s|ed)?|on the phone|by phone|told|tell(s|ing)?)\b/i;
const MEET =
  /\b(meet|meets|met|bump(s|ed)? into|ran into|run into|caught up with|joined|spotted|turned and it was|came across|passed by)\b/i;
const TEND =
  /\b(gave|give|gives|giving|curl(ed|ing)?|comb(ed|ing)?|cook(ed|ing)? for|sing for|sang for|fed|feed(ing)?|carried|carry(ing)?|wash(ed|ing)?|dress(ed|ing)?|brush(ed|ing)?|hug(ged|ging)?|held|hold(ing)?)\b/i;
const ALONG =
  /\b(with|and I|and me|we)\b.*\b(\w+ing|went|left|rode|ran|walked|drove|played|lived|stayed|shared|rented|stopped|sat)\b|\b(went|left|rode|ran|walked|drove|played|lived|stayed|shared|rented|sat|riding|playing|walking|staying|living|hanging)\b.*\bwith\b/i;

export function companionMoment(words: string, n: string, w: string, group: boolean, is: string): string | null {
  const them = group ? "them" : "that one";
  if (TALK.test(words))
    return `What passes between you and ${n} is talk (${w}); for Jung a conversation in a dream is the ego in talk with a side of itself, and what ${n} would say back, awake, is worth hearing out.`;
  if (MEET.test(words))
    return `The dream has you come upon ${n} (${w}) rather than set out with ${them}: for Jung a meeting the dream arranges brings forward a side of you it wants seen, and what ${n} ${is} like to you is what it brings.`;
  if (TEND.test(words))
    return `You do something for ${n} here (${w}); for Jung care given to a figure in a dream is care given to the side of you ${n} ${group ? "stand" : "stands"} for, and he would ask what in you needs that tending now.`;
  if (ALONG.test(words))
    return `${cap(n)} ${is} along for what you do here (${w}) without steering it; Jung would read a companion who shares the going as a side of you that keeps pace with the ego, and ask whether you let it have a say.`;
  return null;
}
