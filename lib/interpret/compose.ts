/**
 * Turns an Analysis into prose. Every sentence is built from the dream's own material (its
 * characters, places, quoted words and named feelings); where several sentence forms fit, one is
 * chosen deterministically from a hash of the dream, so the same dream always reads the same
 * way and two dreams do not share paragraphs.
 */
import { THEME_OF, type Analysis, type FoundCharacter, type FoundSymbol } from "./analyze";
import { agree, isPlural, toYou } from "./phrase";
import type { EmotionCode } from "./schema";

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Picker {
  private n = 0;
  constructor(private readonly seed: number) {}
  pick<T>(options: readonly T[]): T {
    this.n++;
    const h = hashString(`${this.seed}:${this.n}`);
    return options[h % options.length];
  }
}

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const clean = (s: string) => s.replace(/\s+/g, " ").trim();
export const q = (s: string) => `“${clean(s)}”`;

export function list(items: string[], conj = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} ${conj} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${conj} ${items[items.length - 1]}`;
}

export { toYou };

const NOUN_FOR: Record<string, string> = {
  flying: "flight", falling: "the fall", chase: "the chase", running: "the running", hiding: "hiding", late: "being late",
  lost: "being lost", trapped: "being trapped", naked: "nakedness", searching: "the search", "losing something": "the loss",
  swimming: "swimming", climbing: "the climb", walking: "walking", dancing: "dancing", eating: "the meal", cooking: "cooking",
  shopping: "shopping", cleaning: "cleaning", "moving house": "the move", "work task": "work", performance: "the performance",
  "nudity in public": "being exposed in public", "sex dream": "the lovemaking", cheating: "the betrayal", breakup: "the break-up",
  reunion: "the reunion", kidnapping: "the abduction", rescue: "the rescue", stealing: "the theft", accident: "the accident",
  disaster: "the catastrophe", drowning: "drowning", birth: "the birth", sleeping: "sleep", teleporting: "the sudden shifts of scene",
  transformation: "the transformation", "test failure": "failing", winning: "winning", waiting: "the waiting", escape: "the escape",
  "falling teeth": "the teeth coming loose", pregnancy: "the pregnancy", unprepared: "being unprepared", "wrong place": "being in the wrong place",
  "missing transport": "missing your ride", "slow motion": "the slowed, heavy movement", paralysis: "the paralysis", invisibility: "being unseen",
  voicelessness: "losing your voice", "going home": "the way home", "deceased loved one": "the presence of someone who has died",
  "lucid dream": "knowing you were dreaming", "time travel": "the slip in time", childhood: "childhood", "old age": "old age",
  goodbye: "the goodbye", apology: "the apology", hug: "the embrace", fight: "the fight", attack: "the attack", death: "death",
  "car crash": "the crash", brakes: "the failing brakes", "plane crash": "the plane going down", journey: "the journey",
  driving: "the driving", sex: "sex", kiss: "the kiss", "toilet trouble": "the search for a toilet", fainting: "fainting",
  blindness: "not being able to see", telepathy: "the silent understanding", "blood relative visit": "the visit",
  "test of strength": "the heavy lifting", "newspaper headline": "the news", gardening: "the digging and planting",
  fishing: "fishing", hunting: "the hunt", sewing: "the sewing", writing: "writing", reading: "reading", gambling: "the gamble",
  election: "the vote", trial: "the judgement", punishment: "the punishment", bite: "the bite", alarm: "the alarm",
  knocking: "the knocking", "locked door": "the locked door", "forgotten baby": "the forgotten baby", wealth: "sudden wealth",
  poverty: "being without money", "hair loss": "losing your hair", "cliff edge": "the edge", height: "the height",
};

/** How the dream itself names a symbol, as a noun phrase ("your old house", "the sea", "flight"). */
const nounCache = new WeakMap<FoundSymbol, string>();
export function nounOf(s: FoundSymbol): string {
  let v = nounCache.get(s);
  if (v === undefined) {
    v = computeNoun(s);
    nounCache.set(s, v);
  }
  return v;
}
function computeNoun(s: FoundSymbol): string {
  if (NOUN_FOR[s.def.name]) return NOUN_FOR[s.def.name];
  // a proper noun keeps its capital and takes no article ("China"); an acronym keeps its case ("TV")
  if (s.proper) return s.proper;
  // an adjective in the dream ("got sick", "was naked") is named by its symbol
  if (/^(sick|ill|dead|pregnant|drunk|blind|deaf|hurt|injured|broken|rich|poor|naked|nude|lost|late|wet|bleeding|invisible)$/i.test(s.surface))
    return /(ness|ion|th|ty|ism|ence|ance)$/.test(s.def.name) ? s.def.name : `the ${s.def.name}`;
  if (/^\p{Lu}{2,}$/u.test(s.surface)) return `the ${s.surface}`;
  const surface = toYou(s.surface.toLowerCase());
  // keep the dreamer's possessive: “my grandmother's house” → your grandmother's house
  const lowSurface = s.surface.toLowerCase();
  const lowQuote = s.quote.toLowerCase();
  if ((lowQuote.includes(`my ${lowSurface}`) || lowQuote.includes(`our ${lowSurface}`)) && !/^(your|my|our)\b/.test(surface)) return `your ${surface}`;
  // a verb phrase ("called me", "fell") is named by its symbol instead
  if (/\b(me|you|him|her|us|them|it)$/.test(surface) || /^(was|were|got|get|had)\b/.test(surface)) return `the ${s.def.name}`;
  if (!s.surface.includes(" ") && /(ed|ing)$/.test(surface) && !/(ing)$/.test(s.def.name)) return `the ${s.def.name}`;
  if (/^(fell|flew|ran|swam|ate|drove|rode|fought|died|woke|hid|sank|bit|lost|stole|broke|cried|hit|shot)$/.test(surface)) return `the ${s.def.name}`;
  if (/^(your|a|an|the|some)\b/.test(surface)) return surface;
  if (s.def.category === "person" && /^(mother|mom|mum|father|dad|sister|brother|grand|husband|wife|son|daughter|parents)/.test(surface)) return `your ${surface}`;
  if (surface.split(" ").length > 2) return `“${s.surface}”`;
  return `the ${surface}`;
}

/** emotion labels that read as nouns in any sentence ("that unhappiness", "you felt contentment") */
const LABEL_NOUN: Record<string, string> = { "feeling bad": "unhappiness", "feeling good": "contentment", "being in love": "love" };
export function emoNoun(label: string): string {
  return LABEL_NOUN[label] ?? label;
}

/** a character's label as a definite second mention: "a man" → "the man", "some people" → "those people" */
export function definite(label: string): string {
  if (/^(a|an)\s/.test(label)) return label.replace(/^(a|an)\s/, "the ");
  if (/^some\s/.test(label)) return label.replace(/^some\s/, "those ");
  if (label === "someone" || label === "somebody") return "that person";
  return label;
}

const EMO_NOUN: Record<EmotionCode, string> = { AN: "anger", AP: "fear", SD: "sadness", CO: "bewilderment", HA: "happiness" };

function charLabel(c: FoundCharacter): string {
  return c.label;
}

/** A place with its preposition and article, keeping the dreamer's possessives and proper names. */
export function placePhrase(place: string): string {
  if (/['’]s$/.test(place)) return `at ${place}`;
  const proper = /^\p{Lu}/u.test(place) && !/^(My|Our|Your)\b/.test(place);
  const p = proper ? place : toYou(place.toLowerCase());
  const head = p.split(" ").pop() ?? p;
  const on = /^(platform|roof|rooftop|boat|ship|train|bus|plane|bridge|island|stage|street|road|highway|beach|shore|sidewalk|balcony|deck|porch|stairs|staircase|ferry|yacht|subway|cliff|ledge|mountain|hill|farm|campus|playground)$/;
  const at = /(school|college|university|work|office|party|airport|station|mall|store|shop|gym|church|hospital|restaurant|concert|wedding|funeral|lake|river|park|desk|door|table|window|party|bar|club|zoo|museum|game)$/;
  const prep = on.test(head) ? "on" : at.test(head) ? "at" : "in";
  const det = proper || /^(your|a|an|the|some|his|her|their)\b/.test(p) ? "" : "the ";
  return `${prep} ${det}${p}`;
}

/** does a quote add nothing to the noun that names it ("the wolf" — “A wolf”)? */
function redundantQuote(s: FoundSymbol): boolean {
  const strip = (x: string) => x.toLowerCase().replace(/[“”]/g, "").replace(/^(a|an|the|your|my|some)\s+/, "").trim();
  return strip(s.quote) === strip(nounOf(s));
}

const THEME_PHRASE: Record<string, string> = {
  chase: "being pursued", falling: "falling", flying: "flight", teeth: "your teeth", exam: "being tested", lateness: "running out of time",
  death: "death and endings", water: "water", "being lost": "losing your way", "nudity and exposure": "exposure", house: "the house itself",
  "vehicle trouble": "a journey going wrong", pregnancy: "pregnancy and new life", "being trapped": "being held fast",
  "intrusion and attack": "an intrusion", conflict: "conflict", "love and relationships": "closeness and desire", school: "school",
  work: "work", fire: "fire", disaster: "catastrophe", searching: "searching", celebration: "celebration", "fame and being seen": "being seen",
  travel: "travel", "caring for the vulnerable": "caring for someone small", "money and worth": "money and worth",
  "illness and injury": "the body's vulnerability", "the supernatural": "the uncanny", "lucid dreaming": "lucidity",
  transformation: "transformation", family: "family", misfortune: "misfortune", "good fortune": "good fortune",
};

const PAIR_LINKS = [
  (a: string, b: string) => `${cap(a)} and ${b} belong to the same scene for a reason: one seems to answer the other.`,
  (a: string, b: string) => `Put side by side, ${a} and ${b} read like two halves of one question.`,
  (a: string, b: string) => `The dream ties ${a} to ${b}, and the link between them is probably where its meaning lives.`,
  (a: string, b: string) => `${cap(b)} follows ${a} not by accident; dreams set images next to each other when they share a feeling.`,
  (a: string, b: string) => `Taken together, ${a} and ${b} sketch a single situation seen from two sides.`,
];

const FAMILY_ARCH: [RegExp, string][] = [
  [/mother|mom|mum|mama|grandmother|grandma|nana|aunt/, "the mother archetype, with its care and its pull toward the past"],
  [/father|dad|papa|grandfather|grandpa|uncle/, "the father archetype, the voice of order, approval and rules"],
  [/sister|brother|cousin/, "a sibling figure who mirrors a side of yourself"],
  [/husband|wife|partner/, "the partner within, the qualities you look for in another"],
  [/son|daughter|child|baby/, "the child archetype: something young in you that needs care"],
];

/** Second and later mentions of a long name in one paragraph become short: "your grandmother's house" → "the house". */
function shortenRepeats(paragraph: string, names: string[]): string {
  let out = paragraph;
  for (const name of names) {
    const words = name.split(" ");
    // only the dreamer's own long names: "your grandmother's house", "your old red car"
    if (!/^your\s/.test(name) || words.length < 3) continue;
    const short = `the ${words[words.length - 1]}`;
    const re = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    let seen = 0;
    out = out.replace(re, (m, offset: number) => {
      seen++;
      if (seen === 1) return m;
      // never inside a quotation: count quote marks before this point
      const before = out.slice(0, offset);
      if ((before.match(/“/g) ?? []).length > (before.match(/”/g) ?? []).length) return m;
      return /^\p{Lu}/u.test(m) ? cap(short) : short;
    });
  }
  return out;
}

/** "your husband" → "him", "your mom" → "her", "your parents" → "them", otherwise "this person" */
function objectPronoun(label: string): string {
  if (isPlural(label)) return "them";
  if (/\b(mother|mom|mum|mommy|mummy|mama|grandmother|grandma|granny|nana|sister|aunt|wife|girlfriend|daughter|niece|stepmother|stepmom|stepsister)$/.test(label)) return "her";
  if (/\b(father|dad|daddy|papa|grandfather|grandpa|granddad|brother|uncle|husband|boyfriend|son|nephew|stepfather|stepdad|stepbrother)$/.test(label)) return "him";
  return "this person";
}

export type Composed = { summary: string; psychologicalAnalysis: string; reflectionQuestions: string[] };

export function compose(a: Analysis, historyNote: string | null): Composed {
  const pk = new Picker(hashString(a.text));
  const others = a.characters.filter((c) => c.kind !== "self");
  const people = others.filter((c) => c.kind !== "animal" && c.kind !== "creature");
  const beings = others.filter((c) => c.kind === "animal" || c.kind === "creature");
  const top = a.symbols.slice(0, 4);
  const [s1, s2, s3] = top;
  const place = a.setting.places[0];
  const emo = a.emotions;

  // ---------------- summary ----------------
  const summary: string[] = [];
  if (!a.likelyEnglish) {
    summary.push("Oneira's offline reader understands English best, so this reading rests only on the words it could recognise in your account.");
  }
  const whoList = list(others.slice(0, 3).map(charLabel));
  const plural = others.length > 1 || (others.length === 1 && isPlural(others[0].label));
  if (others.length && place) {
    summary.push(
      pk.pick([
        `The dream places you ${placePhrase(place)}, with ${whoList} close by.`,
        `${cap(whoList)} ${plural ? "share" : "shares"} the scene with you ${placePhrase(place)}.`,
        `You are ${placePhrase(place)}, and ${whoList} ${plural ? "are" : "is"} part of what happens there.`,
      ]),
    );
  } else if (others.length) {
    summary.push(
      pk.pick([
        `The dream is hard to pin to one place, but ${whoList} ${plural ? "are" : "is"} clearly there with you.`,
        `${cap(whoList)} ${plural ? "fill" : "fills"} this dream more than any setting does.`,
      ]),
    );
  } else if (place) {
    summary.push(
      pk.pick([
        `The dream sets you ${placePhrase(place)}, with no one else clearly named.`,
        `Much of this dream happens ${placePhrase(place)}, and you move through it largely on your own.`,
      ]),
    );
  } else if (a.keyWords.length) {
    summary.push(`No named place or person anchors this dream; what carries it instead are words like ${list(a.keyWords.slice(0, 3).map((w) => q(w)))}.`);
  } else {
    summary.push("The account is very short, with no named place or person to anchor it.");
  }

  const events = top.filter((s) => ["event", "vehicle", "creature", "animal", "nature", "body"].includes(s.def.category));
  // the place already opened the summary; the lead should be something that happens there
  const samePlace = (x: FoundSymbol) => !!place && (nounOf(x).toLowerCase().endsWith(toYou(place.toLowerCase())) || x.proper === place);
  const lead = events[0] ?? top.find((x) => !samePlace(x));
  if (lead) {
    const second = top.find((s) => s !== lead);
    const leadTheme = THEME_OF[lead.def.name];
    const brings = leadTheme && THEME_PHRASE[leadTheme] && !nounOf(second ?? lead).includes(THEME_PHRASE[leadTheme].replace(/^the /, "").split(" ")[0]) ? THEME_PHRASE[leadTheme] : nounOf(lead);
    const secondNoun = second ? nounOf(second) : "";
    summary.push(
      redundantQuote(lead)
        ? pk.pick([
            `What happens turns on ${nounOf(lead)}${second ? `, with ${secondNoun} close behind` : ""}.`,
            `At the centre of it ${agree(nounOf(lead), "is", "are")} ${nounOf(lead)}${second ? `, and ${secondNoun} ${agree(secondNoun, "is", "are")} never far away` : ""}.`,
          ])
        : pk.pick([
            `What happens turns on ${nounOf(lead)} — ${q(lead.quote)}${second ? ` — with ${secondNoun} close behind` : ""}.`,
            `At its centre ${agree(nounOf(lead), "is", "are")} ${nounOf(lead)}: ${q(lead.quote)}${second ? `, later joined by ${secondNoun}` : ""}.`,
            `The moment that stays is ${q(lead.quote)}, which brings ${brings} into the story${second && secondNoun !== brings ? ` alongside ${secondNoun}` : ""}.`,
          ]),
    );
  }

  const mis = a.symbols.filter((s) => a.misfortunes.includes(s.surface.toLowerCase()));
  const good = a.symbols.filter((s) => a.goodFortunes.includes(s.surface.toLowerCase()));
  if (emo.length === 1) {
    summary.push(
      pk.pick([
        `You name the feeling yourself — ${q(emo[0].evidence)} — and that ${emoNoun(emo[0].label)} colours the whole dream.`,
        `The feeling is stated plainly: ${q(emo[0].evidence)}.`,
        `Its emotional note is ${emoNoun(emo[0].label)}, in your own words ${q(emo[0].evidence)}.`,
      ]),
    );
  } else if (emo.length > 1) {
    // evidence phrases are distinct by construction (emotions.ts); they appear in the dream's order
    const shown = emo.slice(0, 3);
    const parts = shown.map((e) => `${emoNoun(e.label)} (${q(e.evidence)})`);
    const last = shown[shown.length - 1];
    summary.push(
      pk.pick([
        `It moves through more than one feeling: ${list(parts)}.`,
        `You felt ${list(shown.map((e) => emoNoun(e.label)))} along the way — first ${q(emo[0].evidence)}, and later ${q(last.evidence)}.`,
      ]),
    );
  } else if (mis.length) {
    // a phrase already quoted above is not quoted again
    const said = summary.join(" ");
    const shownMis = mis.filter((m) => !said.includes(q(m.quote))).slice(0, 2);
    if (shownMis.length) summary.push(`You don't name a feeling outright, but ${list(shownMis.map((m) => q(m.quote)))} ${shownMis.length > 1 ? "carry" : "carries"} the tension of the dream.`);
    else summary.push(`You don't name a feeling outright, but that image carries the tension of the dream on its own.`);
  } else if (good.length) {
    summary.push(`No feeling is named outright, yet ${q(good[0].quote)} gives the dream a hopeful turn.`);
  } else if (a.wordCount > 0) {
    summary.push(
      pk.pick([
        "You report it without naming a feeling, which can itself say something: the dream may be about observing rather than reacting.",
        "No feeling is named, so the mood has to be read from the events themselves.",
      ]),
    );
  }
  if (summary.length < 4 && a.negated.length && summary.length >= 2) {
    summary.push(`It also marks an absence: ${q(a.negated[0])} is mentioned only to say it was not there.`);
  }
  while (summary.length > 4) summary.splice(summary.length - 2, 1);
  if (summary.length < 2) summary.push("Even a fragment like this is worth noting down: recurring fragments often become clearer over time.");

  // ---------------- psychological analysis ----------------
  const paras: string[] = [];
  const jung: string[] = [];
  if (s1) {
    jung.push(
      pk.pick([
        `Read through Jung, ${nounOf(s1)} ${agree(nounOf(s1), "points", "point")} to ${s1.def.meaning.jung}.`,
        redundantQuote(s1)
          ? `In Jungian terms, ${nounOf(s1)} ${agree(nounOf(s1), "suggests", "suggest")} ${s1.def.meaning.jung}.`
          : `In Jungian terms, ${nounOf(s1)} (${q(s1.quote)}) ${agree(nounOf(s1), "suggests", "suggest")} ${s1.def.meaning.jung}.`,
        `Jung would look first at ${nounOf(s1)}, an image of ${s1.def.meaning.jung}.`,
      ]),
    );
    if (s2) {
      jung.push(`${cap(nounOf(s2))} ${agree(nounOf(s2), "adds", "add")} ${s2.def.meaning.jung}.`);
      jung.push(pk.pick(PAIR_LINKS)(nounOf(s1), nounOf(s2)));
    }
  }
  const stranger = people.find((c) => c.kind === "stranger");
  const fam = people.find((c) => c.kind === "family");
  if (stranger) {
    jung.push(
      pk.pick([
        `${cap(stranger.label)} ${agree(stranger.label, "is", "are")} the kind of unnamed figure Jung associated with the shadow: qualities of your own you have not yet claimed.`,
        `The unknown figure — ${stranger.label} — may carry something of your shadow, the side of you that stays offstage in waking life.`,
      ]),
    );
  } else if (fam) {
    const arch = FAMILY_ARCH.find(([re]) => re.test(fam.label))?.[1] ?? "the family patterns you grew up inside";
    jung.push(`${cap(fam.label)} may stand less for the real person than for ${arch}.`);
  } else if (beings.length) {
    jung.push(`${cap(beings[0].label)} ${agree(beings[0].label, "brings", "bring")} instinct into the dream: a part of your nature speaking without words.`);
  }
  const ownPlace = a.setting.places.find((p) => /^(your|my|our)\b/i.test(p) || /['’]s\b/.test(p));
  if (a.setting.familiar === true) jung.push(`Because it unfolds on familiar ground${ownPlace ? ` (${toYou(ownPlace)})` : ""}, the dream seems to be working on something personal and long-standing.`);
  else if (a.setting.familiar === false) jung.push(`The unfamiliar setting${place && !/^(your|my|our)\b/i.test(place) ? ` (${/^\p{Lu}/u.test(place) ? place : toYou(place.toLowerCase())})` : ""} marks new psychic territory: something in you not yet mapped.`);
  if (!jung.length) {
    jung.push(
      a.keyWords.length
        ? `Without a classic symbol to lean on, a Jungian reading starts from the words you chose — ${list(a.keyWords.slice(0, 3).map((w) => q(w)))} — and asks what attitude of yours they personify.`
        : "Without a classic symbol to lean on, a Jungian reading would start from the attitude the dream takes, and what it compensates for in your waking life.",
    );
  }
  paras.push(jung.join(" "));

  const freud: string[] = [];
  const fsym = s3 ?? s2 ?? s1;
  if (fsym) {
    freud.push(
      pk.pick([
        `Freud would ask what wish is disguised in ${nounOf(fsym)}: perhaps ${fsym.def.meaning.freud}.`,
        `A Freudian reading of ${nounOf(fsym)} would point to ${fsym.def.meaning.freud}.`,
        redundantQuote(fsym)
          ? `For Freud, ${nounOf(fsym)} would hint at ${fsym.def.meaning.freud}.`
          : `For Freud, ${nounOf(fsym)} in ${q(fsym.quote)} would hint at ${fsym.def.meaning.freud}.`,
      ]),
    );
  }
  const e0 = emo[0];
  if (e0) {
    const byCode: Record<EmotionCode, string> = {
      AN: `The ${emoNoun(e0.label)} in ${q(e0.evidence)} is, on his view, aggression that daytime manners keep in check finding a safe outlet.`,
      AP: `The ${emoNoun(e0.label)} you describe (${q(e0.evidence)}) is the classic signal of a wish pressing against the censor.`,
      SD: `The ${emoNoun(e0.label)} of ${q(e0.evidence)} suggests a loss the dream is still mourning.`,
      CO: `The ${emoNoun(e0.label)} in ${q(e0.evidence)} mirrors the dream-work itself: condensation and displacement scrambling a clearer thought.`,
      HA: `The ${emoNoun(e0.label)} you felt (${q(e0.evidence)}) suggests a wish fulfilled almost without disguise.`,
    };
    freud.push(byCode[e0.code]);
  } else if (a.misfortunes.length) {
    freud.push(`With no feeling named, ${mis[0] ? nounOf(mis[0]) : `the ${a.misfortunes[0]}`} may be doing the work a feeling would: a punishment or a warning staged rather than felt.`);
  }
  if (s1 && fsym !== s1) freud.push(`Seen this way, ${nounOf(s1)} would express ${s1.def.meaning.freud}.`);
  if (!e0 && fsym) {
    // without a named feeling, anchor the wish in the dream's own people or place
    const close = people.find((c) => c.kind !== "stranger");
    if (close) freud.push(`That ${close.label} ${agree(close.label, "is", "are")} in the scene suggests the wish concerns your tie to ${objectPronoun(close.label)} as much as any object.`);
    else if (place && !a.symbols.slice(0, 3).some((x) => nounOf(x).endsWith(place.toLowerCase()))) freud.push(`Staged ${placePhrase(place)}, it is a wish that may belong to that corner of your life.`);
  }
  if (freud.length) paras.push(freud.join(" "));

  const everyday: string[] = [];
  if (s1) {
    everyday.push(
      pk.pick([
        `In everyday terms, ${nounOf(s1)} often ${agree(nounOf(s1), "reflects", "reflect")} ${s1.def.meaning.everyday}`,
        `More practically, dreams of ${nounOf(s1)} tend to follow ${s1.def.meaning.everyday}`,
        `On a day-to-day level, ${nounOf(s1)} can mirror ${s1.def.meaning.everyday}`,
      ]) + (s2 ? `, while ${nounOf(s2)} may point to ${s2.def.meaning.everyday}.` : ".") +
        pk.pick([
          ` Ask yourself where ${q(s1.quote)} touches your present situation.`,
          ` The ${s1.quote.trim().includes(" ") ? "words" : "word"} ${q(s1.quote)} ${s1.quote.trim().includes(" ") ? "are" : "is"} worth holding on to as you think about this week.`,
          ` Notice which part of ${q((s2 ?? s1).quote)} felt most alive; that is usually the thread to follow.`,
        ]),
    );
  }
  if (people.length && !s1) {
    const shownPeople = people.slice(0, 3);
    const one = shownPeople.length === 1 && !isPlural(shownPeople[0].label);
    everyday.push(
      one
        ? `The person in it — ${charLabel(shownPeople[0])} — is a good place to start: what is going on between you and ${shownPeople[0].kind === "stranger" ? "whoever that figure recalls" : "them"} at the moment?`
        : `The people in it — ${list(shownPeople.map(charLabel))} — are a good place to start: what is going on between you and them at the moment?`,
    );
  }
  if (emo.length && !s1) everyday.push(`The ${list(emo.map((e) => emoNoun(e.label)))} you felt ${emo.length > 1 ? "are" : "is"} real information about how something in your life sits with you.`);
  if (historyNote) everyday.push(historyNote);
  if (everyday.length) paras.push(everyday.join(" "));

  // ---------------- questions ----------------
  const qs: string[] = [];
  if (e0) {
    qs.push(
      pk.pick([
        `Where in your waking life have you recently felt the ${emoNoun(e0.label)} behind ${q(e0.evidence)}?`,
        `If you stay with the ${emoNoun(e0.label)} of ${q(e0.evidence)} for a moment, what situation from this week comes to mind?`,
      ]),
    );
  }
  if (s1) {
    qs.push(
      pk.pick([
        `What is the first thing ${nounOf(s1)} ${agree(nounOf(s1), "brings", "bring")} to mind for you, and how does that fit what happened in the dream?`,
        `If ${nounOf(s1)} could speak, what would ${agree(nounOf(s1), "it", "they")} want you to notice?`,
        `What would change if ${nounOf(s1)} appeared differently — would the dream still feel the same?`,
      ]),
    );
  }
  const who = people[0];
  if (who) {
    if (who.kind === "stranger") {
      const d = definite(who.label);
      qs.push(
        isPlural(d)
          ? `Who in your waking life do ${d} remind you of, and what part of you might they be acting out?`
          : `Who in your waking life does ${d} remind you of, and what part of you might that figure be acting out?`,
      );
    } else qs.push(`What is your relationship with ${who.label} like right now, and what might ${isPlural(who.label) ? "they" : "this person"} stand for beyond the real ${isPlural(who.label) ? "people" : "person"}?`);
  }
  if (qs.length < 3 && s2) qs.push(`How are ${nounOf(s1!)} and ${nounOf(s2)} connected in your life, if at all?`);
  if (qs.length < 2) qs.push("What feeling did you wake up with, and where in your day does it belong?");
  if (qs.length < 2) qs.push("If you could return to this dream, what would you do differently?");

  const names = top.map(nounOf);
  return {
    summary: shortenRepeats(summary.join(" "), names),
    psychologicalAnalysis: paras.map((p) => shortenRepeats(p, names)).join("\n\n"),
    reflectionQuestions: qs.slice(0, 3),
  };
}

export { EMO_NOUN };
