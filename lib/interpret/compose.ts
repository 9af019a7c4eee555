/**
 * Turns an Analysis into prose. Every sentence is built from the dream's own material (its
 * characters, places, quoted words and named feelings); where several sentence forms fit, one is
 * chosen deterministically from a hash of the dream, so the same dream always reads the same
 * way and two dreams do not share paragraphs.
 */
import type { Analysis, FoundCharacter, FoundSymbol } from "./analyze";
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

/** first person → second person for short phrases taken from the dream */
export function toYou(s: string): string {
  return clean(s)
    .replace(/\bmy\b/gi, "your")
    .replace(/\bMy\b/g, "Your")
    .replace(/\bour\b/gi, "your")
    .replace(/\bmyself\b/gi, "yourself");
}

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
export function nounOf(s: FoundSymbol): string {
  if (NOUN_FOR[s.def.name]) return NOUN_FOR[s.def.name];
  const surface = toYou(s.surface.toLowerCase());
  if (!s.surface.includes(" ") && /(ed|ing)$/.test(surface) && !/(ing)$/.test(s.def.name)) return `the ${s.def.name}`;
  if (/^(your|a|an|the|some)\b/.test(surface)) return surface;
  if (s.def.category === "person" && /^(mother|mom|mum|father|dad|sister|brother|grand|husband|wife|son|daughter|parents)/.test(surface)) return `your ${surface}`;
  if (surface.split(" ").length > 2) return `“${s.surface}”`;
  return `the ${surface}`;
}

const EMO_NOUN: Record<EmotionCode, string> = { AN: "anger", AP: "fear", SD: "sadness", CO: "bewilderment", HA: "happiness" };

function charLabel(c: FoundCharacter): string {
  return c.label;
}

function placePhrase(place: string): string {
  const p = toYou(place.toLowerCase());
  if (/['’]s$/.test(place)) return `at ${place}`;
  const at = /(school|college|university|work|office|party|beach|airport|station|mall|store|shop|gym|church|hospital|restaurant|concert|wedding|funeral|lake|river|park)/;
  const article = /^(your|a|an|the|some)\b/.test(p) ? "" : "the ";
  return `${at.test(p) ? "at" : "in"} ${article}${p}`;
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
  const plural = others.length > 1;
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
  const lead = events[0] ?? s1;
  if (lead) {
    const second = top.find((s) => s !== lead);
    const leadTheme = a.themes.find((t) => THEME_PHRASE[t]);
    summary.push(
      pk.pick([
        `What happens turns on ${nounOf(lead)} — ${q(lead.quote)}${second ? ` — with ${nounOf(second)} close behind` : ""}.`,
        `At its centre is ${nounOf(lead)}: ${q(lead.quote)}${second ? `, later joined by ${nounOf(second)}` : ""}.`,
        `The moment that stays is ${q(lead.quote)}, which brings ${leadTheme ? THEME_PHRASE[leadTheme] : nounOf(lead)} into the story${second ? ` alongside ${nounOf(second)}` : ""}.`,
      ]),
    );
  }

  if (emo.length === 1) {
    summary.push(
      pk.pick([
        `You name the feeling yourself — ${q(emo[0].evidence)} — and that ${emo[0].label} colours the whole dream.`,
        `The feeling is stated plainly: ${q(emo[0].evidence)}.`,
        `Its emotional note is ${emo[0].label}, in your own words ${q(emo[0].evidence)}.`,
      ]),
    );
  } else if (emo.length > 1) {
    const parts = emo.slice(0, 3).map((e) => `${e.label} (${q(e.evidence)})`);
    summary.push(
      pk.pick([
        `It moves through more than one feeling: ${list(parts)}.`,
        `You felt ${list(emo.slice(0, 3).map((e) => e.label))} along the way — ${q(emo[0].evidence)}, and later ${q(emo[emo.length > 2 ? 2 : 1].evidence)}.`,
      ]),
    );
  } else if (a.misfortunes.length) {
    summary.push(`You don't name a feeling outright, but ${list(a.misfortunes.slice(0, 2).map((m) => q(m)))} ${a.misfortunes.length > 1 ? "carry" : "carries"} the tension of the dream.`);
  } else if (a.goodFortunes.length) {
    summary.push(`No feeling is named outright, yet ${q(a.goodFortunes[0])} gives the dream a hopeful turn.`);
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
        `Read through Jung, ${nounOf(s1)} points to ${s1.def.jung}.`,
        `In Jungian terms, ${nounOf(s1)} (${q(s1.quote)}) suggests ${s1.def.jung}.`,
        `Jung would look first at ${nounOf(s1)}, an image of ${s1.def.jung}.`,
      ]),
    );
    if (s2) {
      jung.push(`${cap(nounOf(s2))} adds ${s2.def.jung}.`);
      jung.push(pk.pick(PAIR_LINKS)(nounOf(s1), nounOf(s2)));
    }
  }
  const stranger = people.find((c) => c.kind === "stranger");
  const fam = people.find((c) => c.kind === "family");
  if (stranger) {
    jung.push(
      pk.pick([
        `${cap(stranger.label)} is the kind of unnamed figure Jung associated with the shadow: qualities of your own you have not yet claimed.`,
        `The unknown figure — ${stranger.label} — may carry something of your shadow, the side of you that stays offstage in waking life.`,
      ]),
    );
  } else if (fam) {
    const arch = FAMILY_ARCH.find(([re]) => re.test(fam.label))?.[1] ?? "the family patterns you grew up inside";
    jung.push(`${cap(fam.label)} may stand less for the real person than for ${arch}.`);
  } else if (beings.length) {
    jung.push(`${cap(beings[0].label)} brings instinct into the dream: a part of your nature speaking without words.`);
  }
  if (a.setting.familiar === true && place) jung.push(`Because it unfolds on familiar ground (${toYou(place)}), the dream seems to be working on something personal and long-standing.`);
  else if (a.setting.familiar === false) jung.push(`The unfamiliar setting${place ? ` (${toYou(place)})` : ""} marks new psychic territory: something in you not yet mapped.`);
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
        `Freud would ask what wish is disguised in ${nounOf(fsym)}: perhaps ${fsym.def.freud}.`,
        `A Freudian reading of ${nounOf(fsym)} would point to ${fsym.def.freud}.`,
        `For Freud, ${nounOf(fsym)} in ${q(fsym.quote)} would hint at ${fsym.def.freud}.`,
      ]),
    );
  }
  const e0 = emo[0];
  if (e0) {
    const byCode: Record<EmotionCode, string> = {
      AN: `The ${e0.label} in ${q(e0.evidence)} is, on his view, aggression that daytime manners keep in check finding a safe outlet.`,
      AP: `The ${e0.label} you describe (${q(e0.evidence)}) is the classic signal of a wish pressing against the censor.`,
      SD: `The ${e0.label} of ${q(e0.evidence)} suggests a loss the dream is still mourning.`,
      CO: `The ${e0.label} in ${q(e0.evidence)} mirrors the dream-work itself: condensation and displacement scrambling a clearer thought.`,
      HA: `The ${e0.label} you felt (${q(e0.evidence)}) suggests a wish fulfilled almost without disguise.`,
    };
    freud.push(byCode[e0.code]);
  } else if (a.misfortunes.length) {
    freud.push(`With no feeling named, the ${a.misfortunes[0]} may be doing the work a feeling would: a punishment or a warning staged rather than felt.`);
  }
  if (s1 && fsym !== s1) freud.push(`Seen this way, ${nounOf(s1)} would express ${s1.def.freud}.`);
  if (freud.length) paras.push(freud.join(" "));

  const everyday: string[] = [];
  if (s1) {
    everyday.push(
      pk.pick([
        `In everyday terms, ${nounOf(s1)} often reflects ${s1.def.everyday}`,
        `More practically, dreams of ${nounOf(s1)} tend to follow ${s1.def.everyday}`,
        `On a day-to-day level, ${nounOf(s1)} can mirror ${s1.def.everyday}`,
      ]) + (s2 ? `, while ${nounOf(s2)} may point to ${s2.def.everyday}.` : ".") +
        pk.pick([
          ` Ask yourself where ${q(s1.quote)} touches your present situation.`,
          ` The words ${q(s1.quote)} are worth holding on to as you think about this week.`,
          ` Notice which part of ${q((s2 ?? s1).quote)} felt most alive; that is usually the thread to follow.`,
        ]),
    );
  }
  if (people.length && !s1) everyday.push(`The people in it — ${list(people.slice(0, 3).map(charLabel))} — are a good place to start: what is going on between you and them at the moment?`);
  if (emo.length && !s1) everyday.push(`The ${list(emo.map((e) => e.label))} you felt ${emo.length > 1 ? "are" : "is"} real information about how something in your life sits with you.`);
  if (historyNote) everyday.push(historyNote);
  if (everyday.length) paras.push(everyday.join(" "));

  // ---------------- questions ----------------
  const qs: string[] = [];
  if (e0) {
    qs.push(
      pk.pick([
        `Where in your waking life have you recently felt the ${e0.label} behind ${q(e0.evidence)}?`,
        `If you stay with the ${e0.label} of ${q(e0.evidence)} for a moment, what situation from this week comes to mind?`,
      ]),
    );
  }
  if (s1) {
    qs.push(
      pk.pick([
        `What is the first thing ${nounOf(s1)} brings to mind for you, and how does that fit what happened in the dream?`,
        `If ${nounOf(s1)} could speak, what would it want you to notice?`,
        `What would change if ${nounOf(s1)} appeared differently — would the dream still feel the same?`,
      ]),
    );
  }
  const who = people[0];
  if (who) qs.push(`What is your relationship with ${who.label} like right now, and what might ${who.kind === "stranger" ? "that figure" : "they"} stand for beyond ${who.kind === "stranger" ? "itself" : "themselves"}?`);
  if (qs.length < 3 && s2) qs.push(`How are ${nounOf(s1!)} and ${nounOf(s2)} connected in your life, if at all?`);
  if (qs.length < 2) qs.push("What feeling did you wake up with, and where in your day does it belong?");
  if (qs.length < 2) qs.push("If you could return to this dream, what would you do differently?");

  return { summary: summary.join(" "), psychologicalAnalysis: paras.join("\n\n"), reflectionQuestions: qs.slice(0, 3) };
}

export { EMO_NOUN };
