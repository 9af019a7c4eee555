/**
 * The last questions, for a dream that gives the other builders little: where the dream is set, what
 * of the days before it might carry over, and the dream taken whole. Each used to be one of four or
 * five fixed sentences picked by a hash ("Given this dream to live again, what would you do
 * differently?" in 87 of 3,000 dreams); here each is built on a fact of this dream — the kind of
 * place, the person or the doing that would carry over from waking life, who is there, how it stops —
 * and only a dream with none of them gets a fixed question.
 */
import type { Entity } from "./characters";
import { definite, emoNoun, q, worthQuoting } from "./naming";
import type { Plot } from "./plot";
import type { FoundSymbol } from "./symbols";
import { actKind, arrives, goesAway, placeKind } from "./question-kinds";
import { feelingQuote } from "./reading-kit";

/** media that put things in a dream: the dreamer's watching, reading or playing before it */
const MEDIA =
  /\b(tv|television|movie|movies|film|films|show|series|episode|book|novel|news|newspaper|magazine|video|game|cartoon|comic|play|concert|song)\b/i;

/** the people of the dreamer's own life who are there, not the dead and not strangers */
const ownPeople = (p: Plot): Entity[] =>
  p.present.filter(
    (c) =>
      (c.kind === "family" || c.kind === "friend" || c.kind === "known") &&
      !c.dead &&
      c !== p.dead &&
      !/^(someone|somebody)$/.test(c.label),
  );

/** "your dad, Darius and Ezra" */
const listed = (names: string[]) =>
  names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The setting asked after by the kind of place it is: a home by the time of life it holds, a school
 * by what it asked of you, a place of work by the part it gives you, a road by where it leads, the
 * open country by what it holds for you, a public place by what you expect of it. ("How does it feel
 * to be in the reception" asked the same of every room.)
 */
export function settingQuestion(p: Plot, setting: string, where: string): string {
  const felt = p.emotions.find((e) => feelingQuote(p, e));
  // (the first one there with you the dream names, not an unnamed "someone")
  const withYou = p.present.find((c) => !/^(someone|somebody|anyone|people|some people)$/.test(c.label) && !c.dead);
  const other = withYou ? definite(withYou.label) : undefined;
  switch (placeKind(setting)) {
    case "home":
      return other
        ? `With ${other} there, the dream sets you ${where}: what time of your life does that bring back, and what has changed since?`
        : felt
          ? `You feel ${emoNoun(felt.label)} ${where} in the dream: what time of your life, or which people, does a place like that bring back?`
          : `The dream sets you ${where}: what time of your life, or which people, does a place like that bring back?`;
    case "school":
      return other
        ? `${cap1(other)} is there with you ${where}: what did a place like that ask of you then, and what asks the same of you now?`
        : `What did a place like that ask of you when it was part of your days, and what asks the same of you now that the dream puts you ${where}?`;
    case "work":
      return `Being ${where} in the dream: what part does a place like that give you, and is it one you are playing awake at the moment?`;
    case "travel":
      return p.doings.some((d) => actKind(d) === "move") || p.stance?.kind === "move"
        ? `The dream has you on the move ${where}: where were you headed, and where are you headed in your life at the moment?`
        : `The dream puts you ${where}, a place on the way to somewhere else: what in your life at the moment feels like a place between two others?`;
    case "nature":
      return `What does being ${where} hold for you, from your own life, that the dream might be drawing on?`;
    case "public":
      return publicAsk(setting, where);
    default:
      return felt
        ? `The ${emoNoun(felt.label)} of the dream comes to you ${where}: where in your week do you feel that way, and what sort of place is it?`
        : other
          ? `What is a place like that to you, and why might the dream put you there with ${other}?`
          : `Of all places, the dream puts you ${where}: what does somewhere like that mean to you?`;
  }
}

/**
 * A public place asked after by what people go there for: a shop by what you are out to get, a party
 * by whom you would have beside you, a show by what you watch, a hospital or a waiting room by whose
 * health or what wait, a court or a jail by being judged. ("What would you expect to happen in X, and
 * does the dream give it to you or hold it back?" was asked of every such place, also where nothing is
 * expected.)
 */
function publicAsk(setting: string, where: string): string {
  const s = setting.toLowerCase();
  if (/\b(mall|market|store|shop|supermarket)\b/.test(s))
    return `What were you there for ${where}, and what are you out to get in your life at the moment?`;
  if (/\b(party|concert|club|bar|fair|stadium)\b/.test(s))
    return `Whom would you want beside you ${where} awake, and would you stay or look for the door?`;
  if (/\b(restaurant|cafe|diner|dining)\b/.test(s))
    return `Whom would you sit down with ${where} awake, and what would you want to talk about?`;
  if (/\b(theatre|theater|movie|cinema|auditorium)\b/.test(s))
    return `What had you come to see ${where}, and what in your life are you watching from the seats at the moment?`;
  if (/\b(hotel|motel)\b/.test(s)) return `A stay ${where}, away from home: what would you like a break from at the moment, or from whom?`;
  if (/\b(hospital|waiting)\b/.test(s))
    return `Whose health, or what wait, has been on your mind lately, that the dream puts you ${where}?`;
  if (/\b(prison|jail|court)\b/.test(s))
    return `What in your life at the moment feels like being judged or held, that the dream puts you ${where}?`;
  if (/\b(class|conference|board|lecture)\b/.test(s)) return `What is expected of you ${where}, and who is it that expects it?`;
  if (/\b(city|town|village|downtown)\b/.test(s))
    return `Is the place ${where} one you know, and what part of your life did you spend somewhere like it?`;
  return `When were you last somewhere like the place ${where} awake, and with whom?`;
}

/**
 * The one question on what the dream might carry over from the days before it, on what would most
 * plausibly carry over: someone of your life who is there, something watched or read, a doing of
 * yours, the place, a thing pictured. None when the dreamer has already named a waking source, or
 * the dream names nothing that could have come from the day.
 */
export function residueQuestion(
  p: Plot,
  shown: FoundSymbol | undefined,
  setting: string | undefined,
  where: string | undefined,
  asked: (w: string) => boolean,
  said: string[],
): string | null {
  if (p.waking) return null;
  const image = shown?.quote;
  const unasked = (n: string) => !said.some((x) => x.includes(n));
  // (only someone the dream tells something of — a deed, a moment with you, their company: one who is only named
  // there is no one to ask after, questions-25)
  const told = (c: Entity) =>
    p.deeds.has(c.id) || p.between?.who === c || p.companions.includes(c) || p.interactions.some((i) => i.from === c || i.to === c);
  const people = ownPeople(p).filter((c) => told(c) && unasked(definite(c.label)));
  const one = people[0];
  if (one) {
    const n = definite(one.label);
    if (one.kind === "family")
      return one.group
        ? `What has been going on in the family in the days before this dream, with ${n} in it?`
        : `What has been going on with ${n} in the days before this dream that the dream might be picking up?`;
    if (one.group) return `When were you last with ${n} before this dream, and how did it go?`;
    if (one.kind === "friend") return `When did you last see or hear from ${n} before this dream, and what was left open between you?`;
    // (a full name the dreamer does not call a friend is often someone known from afar: a screen, the news)
    if (/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u.test(one.label))
      return `Had you seen or heard of ${n} — on a screen, in the news, in talk — in the days before the dream?`;
    if (p.companions.includes(one))
      return `You are with ${n} in the dream: when were the two of you last together awake, and how did it go?`;
    if (/^(Mr|Mrs|Ms|Miss|Dr|Professor|Coach|Father|Sister)\b/.test(one.label))
      return `What part does ${n} play in your life now, and when did ${n} last come to mind before this dream?`;
    if (p.present.length >= 2 && ownPeople(p).length === 1)
      return `Of everyone in the dream, ${n} is the one from your own life: what has ${n} had to do with your days lately?`;
    return p.deeds.has(one.id)
      ? `What did ${n} last do or say in your waking days, and does the dream pick it up?`
      : `Has ${n} come up in your days lately — met, mentioned or thought of — before this dream?`;
  }
  const media = [image, ...p.symbols.map((s) => s.sym.quote)].find(
    (x): x is string => !!x && MEDIA.test(x) && x.split(" ").length <= 4 && !/\b(I|I'm|me|we|was|were|is|are)\b/i.test(x) && !asked(x),
  );
  if (media) return `Had you been watching, reading or playing anything before the dream that might have brought ${q(media)} into it?`;
  const doing = p.doings.find((d) => /^\W*(I|we)\b/i.test(d) && /^(work|move)$/.test(actKind(d)) && d.split(" ").length >= 3 && !asked(d));
  if (doing) return `${cap1(q(doing))}: is that something you did, or meant to do, in the days before this dream?`;
  if (where && setting && unasked(where))
    return `Have you been ${where}, or somewhere like it, in the days before the dream — and what happened there?`;
  // (a clause or a verb the lexicon quoted — "a stop climb up to squeeze" — is no picture to trace to the day before:
  // only a thing, or a doing of yours)
  if (image && !asked(image)) {
    if (pictureable(image) || (image.split(" ").length <= 2 && !/^\p{L}+(ing|ed)\b/u.test(image) && !/\b(I|we)\b/.test(image)))
      return imageResidue(image, shown!.def.category);
    if (/^\W*(I|I'm|I've|we)\b/.test(image)) return `Did you do anything like ${q(image)} in the days before the dream, or see it done?`;
  }
  return null;
}

/** a thing the dream shows, asked after as what the days before might have put there, by what sort of thing it is */
function imageResidue(image: string, category: string): string {
  const w = q(image);
  const W = cap1(w);
  switch (category) {
    case "animal":
    case "creature":
      return `Have you seen, or been told about, ${w} or anything like it in the days before the dream?`;
    case "vehicle":
      return `${W}: have you been travelling, or planning a trip, in the days before the dream?`;
    case "food":
      return `${W}: what did you eat, or go without, in the days before the dream?`;
    case "clothing":
      return `${W}: were you choosing what to wear, or noticing what someone wore, in the days before the dream?`;
    case "event":
      return `Has ${w} come up around you, or in the news, in the days before the dream?`;
    case "body":
      return `${W}: has your body been on your mind in the days before the dream — an ache, a check-up, a change?`;
    case "nature":
      return pictureable(image)
        ? `Have you been somewhere with ${w}, or wished you were, in the days before the dream?`
        : `${W}: where have you met something like that in the days before the dream?`;
    case "place":
      return `Have you been in a place like ${w} in the days before the dream, or wished you were?`;
    case "object":
    case "technology":
      return `${W}: did you handle, buy or notice something like that in the days before the dream?`;
    default:
      return image.split(" ").length <= 2
        ? `Where in the days before the dream might you have come across ${w}, or something like it?`
        : `${W}: does that picture come from anything you saw, heard or talked about before the dream?`;
  }
}

const cap1 = (s: string) => s.replace(/^(“?)(\p{Ll})/u, (_, a: string, b: string) => a + b.toUpperCase());

/**
 * The dream taken whole, by what it has: the people of your life it brings together, the event it
 * turns on, where it stops, the feeling it leaves you with, a doing of yours or someone else's, a
 * thing it shows — each asked after by what kind of act or thing it is. None when the dream has none
 * of them (then `bareQuestion`).
 */
export function wholeQuestion(p: Plot, asked: (w: string) => boolean): string | null {
  const mine = ownPeople(p);
  if (mine.length >= 2) {
    const names = mine.slice(0, 3).map((c) => definite(c.label));
    return mine.every((c) => c.kind === "family")
      ? `The dream gathers ${listed(names)}: when were they last together in your life, and who was missing?`
      : `The dream brings ${listed(names)} together: what do they share for you, and which of them has been on your mind?`;
  }
  const fresh = (w: string | undefined): w is string => !!w && w.split(" ").length >= 3 && worthQuoting(w) && !asked(w);
  const c = p.centre;
  if (c && fresh(c.words)) {
    if (/^(death|injury|mishap)$/.test(c.kind))
      return c.who?.id === 0 || c.whom?.id === 0 || DREAMER.test(c.words)
        ? `${cap1(q(c.words))}: what has knocked into you lately that nobody meant, and who have you told?`
        : `${cap1(q(c.words))}: whose trouble, awake, do you find yourself watching like that?`;
    return c.who?.id === 0 || (!c.who && DREAMER.test(c.words)) ? mineAsk(c.words, false) : theirsAsk(c.words, false);
  }
  if (fresh(p.last)) return DREAMER.test(p.last) ? mineAsk(p.last, true) : theirsAsk(p.last, true);
  const end = p.emotions.find((e) => e.atEnd && feelingQuote(p, e));
  if (end && !asked(feelingQuote(p, end)!))
    return `The dream leaves you with ${q(feelingQuote(p, end)!)}: did that ${emoNoun(end.label)} stay with you after waking, and where does it belong awake?`;
  const doing = [p.deed, ...p.doings, p.effort].find((d) => fresh(d) && DREAMER.test(d!));
  if (doing) return mineAsk(doing, false);
  const theirs = [...p.deeds.values()].find((d) => fresh(d) && !/^\W*(I|we)\b/i.test(d));
  if (theirs) return theirsAsk(theirs, false);
  const k = p.symbols.find((x) => x.sym.def.category !== "person" && pictureable(x.sym.quote) && !asked(x.sym.quote));
  if (k) return symbolAsk(k.sym.quote, k.sym.def.category);
  // ("eating a roast", "writing down a dream": a doing the lexicon names, in the dream's words)
  const act = p.symbols.find((x) => /^\p{Ll}+ing\s+\S+/u.test(x.sym.quote) && x.sym.quote.split(" ").length <= 6 && !asked(x.sym.quote));
  if (act) return `${cap1(q(act.sym.quote))}: when did you last do or see that awake, and who was there?`;
  return null;
}

/** the dreamer among the words */
const DREAMER = /\b(I|I'm|I'd|I've|me|we|us|my|our)\b/;

/** a doing of yours, asked after by what kind of doing it is (`atEnd`: the dream stops on it) */
function mineAsk(words: string, atEnd: boolean): string {
  const w = q(words);
  const W = cap1(w);
  switch (actKind(words)) {
    case "move":
      return goesAway(words)
        ? `${W}: what are you getting away from, or leaving behind, in your life at the moment?`
        : `${W}: where were you going, and what in your life are you on your way to at the moment?`;
    case "work":
      return atEnd
        ? `${W} is where the dream leaves you: what are you in the middle of awake that it could stand for?`
        : `${W}: what are you busy with awake that the dream might be showing you at work on?`;
    case "look":
      return /\b(saw|see|seen|sees|noticed|notice)\b/i.test(words)
        ? `${W}: what did it stir in you to see that, and where in your days have you met it?`
        : `${W}: what have you been looking into lately, awake, and what are you hoping to find?`;
    case "speech":
      return `${W}: who would you talk that over with awake, and what would you want them to say?`;
    case "harm":
      return `${W}: is that something you would do awake, or something you hold back from?`;
    case "care":
      return `${W}: who in your waking life do you do that for, and who does it for you?`;
    default:
      return atEnd
        ? `The dream stops at ${w}, with you in it: what would you have done next?`
        : `${W}: where in your days are you in a spot like that?`;
  }
}

/** what someone else does, asked after by what kind of act it is (`atEnd`: the dream stops on it) */
function theirsAsk(words: string, atEnd: boolean): string {
  const w = q(words);
  const W = cap1(w);
  switch (actKind(words)) {
    case "harm":
      return `${W}: what in your days has that kind of force, even where it is not aimed at you?`;
    case "speech":
      return atEnd
        ? `The dream ends on ${w}: what would you have said back, had it gone on?`
        : `${W}: whose words, awake, sound like that to you?`;
    case "move":
      return goesAway(words)
        ? `The dream ${atEnd ? "stops as" : "has"} ${w}: what goes with it, and is anything going out of your life like that?`
        : arrives(words)
          ? `${W}: what is about to arrive in your life, or would you want to?`
          : `${W}: who or what is on the move in your life at the moment, and where are you in it?`;
    case "care":
      return `${W}: who looks after whom in your life at the moment, and where are you in it?`;
    case "look":
      return `${W}: what has caught your eye lately in the same way?`;
    default:
      return atEnd
        ? `The dream stops at ${w}: what do you suppose would have happened next, and what would you have wanted to?`
        : `${W}: what do you make of that, now that you are awake?`;
  }
}

/** a symbol's words fit to picture: a short noun phrase ("a picture in the paper"), not a clause or a verb */
const pictureable = (quote: string) =>
  quote.split(" ").length <= 5 &&
  /^(a|an|the|some|his|her|their|this|that|these|those|two|three|four|five|several|many)\s/i.test(quote) &&
  !/\b(I|I'm|me|we|us|my|was|were|is|are|he|she|they)\b/.test(quote) &&
  !/\b(?!I\b)\p{Lu}/u.test(quote.slice(1));

/** a thing of the dream asked after by what sort of thing it is: a creature by what it is like, a thing by its use, the body by how it has been */
function symbolAsk(quote: string, category: string): string {
  const w = q(quote);
  const W = cap1(w);
  switch (category) {
    case "animal":
    case "creature":
      return `${W}: what is a creature like that to you, and where is something like it in your days?`;
    case "body":
      return `${W}: how has your body been lately, and is the dream pointing at it?`;
    case "food":
      return `${W}: who do you eat like that with, awake, or who used to make it?`;
    case "clothing":
      return `${W}: when would you wear something like that, and who would you be in it?`;
    case "vehicle":
      return `${W}: where would you be going in it, and who would be at the wheel?`;
    case "place":
      return `${W}: is that a place you know, or one the dream builds — and what does it bring back?`;
    case "nature":
      return `${W}: where does something like that meet you in your waking days?`;
    case "event":
      return `${W}: when did something like that last happen around you awake, and how did it go?`;
    case "technology":
      return `${W}: what do you use something like that for awake, and what would you lose without it?`;
    default:
      return `If ${w} turned up in your home tomorrow, what would you do with it?`;
  }
}

/**
 * For a dream that gives no question a fact to stand on: a question on the one fact it does have — someone
 * of your life there (what they would make of it), a stranger (whom they could stand in for), a doing of
 * yours, the place — and only then one of the whole-dream questions. (Four fixed ones, "If you gave this
 * dream a title…", "Which part … see again", "whom would you most want to meet again", "Which moment …
 * tell someone first", stood in 240 of 3,000 dreams; `said`: the questions so far, not asked twice.)
 */
export function bareQuestion(p: Plot, said: string[]): string {
  const alone = !p.present.length;
  const felt = p.emotions.length > 0;
  const residue = said.some((x) => /\bbefore (this|the) dream\b/.test(x));
  // (he or she only where the word itself says so: "the psychiatrist" is "they")
  const subjOf = (c: Entity) =>
    c.group || /s$/.test(c.label)
      ? "they"
      : /\b(man|boy|guy|father|dad|brother|son|uncle|husband|boyfriend|king|gentleman|he)\b/i.test(c.label)
        ? "he"
        : /\b(woman|girl|lady|mother|mom|sister|daughter|aunt|wife|girlfriend|queen|she)\b/i.test(c.label)
          ? "she"
          : c.kind !== "stranger" && c.sex === "m"
            ? "he"
            : c.kind !== "stranger" && c.sex === "f"
              ? "she"
              : "they";
  const mine = ownPeople(p).find((c) => !said.some((x) => x.includes(definite(c.label))));
  const stranger = p.present.find(
    (c) =>
      c.kind === "stranger" &&
      !c.group &&
      !/^(someone|somebody|anyone|people|some people|others|everyone|they|them)$/.test(c.label) &&
      !said.some((x) => x.includes(definite(c.label))),
  );
  const doing = [p.deed, ...p.doings].find(
    (d) => !!d && worthQuoting(d) && DREAMER.test(d) && d.split(/\s+/).length <= 12 && !said.some((x) => x.includes(d)),
  );
  // (a thing the dream shows, named in a short phrase of its own, not a person and not asked about yet)
  const image = p.symbols.find(
    (x) =>
      x.sym.def.category !== "person" &&
      x.sym.quote.split(/\s+/).length <= 6 &&
      worthQuoting(x.sym.quote) &&
      !said.some((y) => y.toLowerCase().includes(x.sym.quote.toLowerCase())),
  );
  const options = [
    mine ? `If you told ${definite(mine.label)} this dream, what do you think ${subjOf(mine)} would make of it, and of you in it?` : null,
    stranger
      ? `${cap1(definite(stranger.label))} is no one you know: who in your life could ${subjOf(stranger)} be standing in for?`
      : null,
    doing ? `${cap1(q(doing))}: why might the dream have you doing that, of all things, and what were you doing the day before?` : null,
    image ? `Of all this dream holds, why might it be ${q(image.sym.quote)} that stayed with you, and what does it bring to mind?` : null,
    felt && !alone ? `Given this dream to live again, what would you do differently?` : null,
    felt && alone ? `What did you feel on waking from this dream, and where else has that feeling been lately?` : null,
    p.place && !residue ? `Which place in your waking life does this dream feel most like, and what goes on for you there?` : null,
    // (people there, each asked after already by name or not nameable: the people of it taken together)
    p.present.length && !alone ? `Of the people in this dream, whom would you most want to meet again, and what would you ask them?` : null,
    !residue ? `What were you doing, thinking or worrying about on the evening before this dream?` : null,
    `If you gave this dream a title, what would it be — and what in your week would the same title fit?`,
    `Which part of this dream would you most want to see again, and why that part?`,
  ];
  return options.find((x): x is string => !!x && !said.includes(x))!;
}
