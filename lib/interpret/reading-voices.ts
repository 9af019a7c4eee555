/**
 * The voices of the reading: the wordings in which Jung, Freud and everyday sense speak of a symbol
 * or a feeling. Most open on the symbol's own noun phrase, so sentences start differently in every
 * dream; reading.ts picks among them by the dream's hash.
 */
import { cap, nounOf } from "./naming";
import { isPlural } from "./phrase";
import type { KeySymbol } from "./plot";
import type { EmotionCode } from "./schema";

/** verb agreement for a situated symbol follows its noun, not the clause after it */
const pluralOf = (k: KeySymbol) => isPlural(nounOf(k.sym));
export const agreeK = (k: KeySymbol, one: string, many: string) => (pluralOf(k) ? many : one);

// Most wordings open on the symbol's own noun phrase, so the sentence starts differently in
// every dream; the rest vary the frame around it.
export const JUNG_SYMBOL = [
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "is", "are")}, for Jung, ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "belongs", "belong")} to the archetypal layer: ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} would draw Jung's attention as ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "adds", "add")} an image of ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Jung would give weight to ${s}: ${m}.`,
  (s: string, m: string, k: KeySymbol) => `Read as an archetype, ${s} ${agreeK(k, "stands", "stand")} for ${m}.`,
  (s: string, m: string, k: KeySymbol) => `Then there ${agreeK(k, "is", "are")} ${s}, an image of ${m}.`,
  (s: string, m: string, k: KeySymbol) => `Symbolically, ${s} ${agreeK(k, "points", "point")} to ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Seen from the depths, ${s} can be ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "speaks", "speak")} in Jung's language of ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Jung might take ${s} as ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `In Jung's reading, ${s} can be ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `For a Jungian, ${s} would suggest ${m}.`,
];
/**
 * Jung on a symbol by what happens to it in this dream — it turns on you, helps you, is lost, found,
 * broken, fled, driven by someone else, in your hands — so the meaning is argued from the scene
 * rather than set beside it ("Seen from the depths, the car can be …" stood in one dream in fifty).
 * `s` is the symbol as the dream places it ("the dog that turns on you"); undefined where the dream
 * does nothing with it that these can read.
 */
export function jungInSituation(k: KeySymbol, s: string, m: string): string | undefined {
  const pl = pluralOf(k);
  const it = pl ? "they" : "it";
  const stands = pl ? "stand" : "stands";
  const S = cap(s);
  const person = k.sym.def.category === "person";
  const n = nounOf(k.sym);
  const v = (one: string, many: string) => (pl ? many : one);
  // (each situation opens its own way, so two dreams with a symbol in different straits do not read alike)
  switch (k.context) {
    case "threatens":
      // (an event does not come at you: "the punishment" befalls you, and the pooled wording reads it)
      return person || /^(event|action)$/.test(k.sym.def.category)
        ? undefined
        : `Jung would say ${s} ${v("comes", "come")} at you because the ego has not yet made room for what ${it} ${v("carries", "carry")}: ${m}.`;
    case "helps":
      return person
        ? undefined
        : `What ${s} ${v("brings", "bring")} is, for Jung, something of your own coming to meet you — ${m} — before you went looking for it.`;
    case "mastered":
      return k.act
        ? `For Jung, ${s} can be ${m}, and since the act is yours he would ask where, awake, you take that in hand as readily.`
        : undefined;
    case "fled":
      return `Trying to escape ${n}, you keep at a distance what the psyche is bringing close; Jung would take ${pl ? "them" : "it"} as ${m}.`;
    case "lost":
      return `Losing ${n} is the dream's own comment on ${m}, as Jung would read ${pl ? "them" : "it"}: ask what in you is slipping out of reach.`;
    case "found":
      // (given to you, or come upon: each its own way)
      return person
        ? undefined
        : k.act === "were given"
          ? `${S} ${v("is", "are")}, for Jung, a gift from the unconscious — ${m} — and what you do with ${pl ? "them" : "it"} next is the question.`
          : k.act
            ? `${S} ${v("has", "have")} been waiting in the unconscious, as Jung would read ${pl ? "them" : "it"}, carrying ${m}, and what you make of ${pl ? "them" : "it"} now is the question.`
            : `${S} ${v("comes", "come")} up from the unconscious, Jung would say, carrying ${m}, and what you do with ${pl ? "them" : "it"} next is the question.`;
    case "broken":
      // (an event does not fall apart: "as death falls apart" misreads it)
      return /^(event|action)$/.test(k.sym.def.category)
        ? undefined
        : `As ${n} ${v("falls", "fall")} apart, Jung would see an old form giving way (${m}) and ask what is meant to come after it.`;
    case "carried":
      return `Someone else steers ${n} here; if ${it} ${stands} for ${m}, Jung would ask who steers that in you.`;
    default:
      return undefined;
  }
}

export const FREUD_SYMBOL = [
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} would interest him as a disguise for ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)}, on his view, ${agreeK(k, "carries", "carry")} ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} may hide ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "lends itself", "lend themselves")} to his reading as ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Behind ${s} he would look for ${m}.`,
  (s: string, m: string, k: KeySymbol) => `In that light ${s} ${agreeK(k, "hints", "hint")} at ${m}.`,
];
/** when the symbol opens Freud's paragraph, his name has to be in it */
export const FREUD_SYMBOL_FIRST = [
  (s: string, m: string, _k: KeySymbol) => `Freud would read ${s} as ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} would interest Freud as a disguise for ${m}.`,
  (s: string, m: string, k: KeySymbol) => `For Freud, ${s} ${agreeK(k, "hints", "hint")} at ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)}, in Freud's reading, ${agreeK(k, "carries", "carry")} ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `A Freudian reading would look behind ${s} for ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} ${agreeK(k, "is", "are")} where Freud would look for ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Freud might find ${m} in ${s}.`,
];
export const EVERYDAY_SYMBOL = [
  (s: string, m: string, k: KeySymbol, quote: string) =>
    `${cap(s)} often ${agreeK(k, "follows", "follow")} ${m}; start from ${quote} and see what it calls up.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} can mirror ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)}, taken literally, may be about ${m}.`,
  (s: string, m: string, k: KeySymbol) => `${cap(s)} in a dream ${agreeK(k, "tends", "tend")} to come with ${m}.`,
  (s: string, m: string, _k: KeySymbol, quote: string) => `${cap(s)} (${quote}) may simply reflect ${m}, outside any theory.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)}, closer to daily life, can mirror ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `In waking terms, dreams of ${s} tend to come with ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `${cap(s)} could simply be about ${m}.`,
  (s: string, m: string, _k: KeySymbol) => `Awake, ${s} may have more to do with ${m}.`,
];

/** a quoted reason that only hangs on the feeling before it: "to go home", "because it rained" */
const FRAGMENT = /^“(to|that|at|about|of|by|with|for|over|because|when|since|after|who|which|if|as)\b/i;
const SURPRISE = /^(surprise|astonishment|amazement|wonder|shock|disbelief|curiosity)$/;
/** fear's kin that are read their own way: a guilt is the conscience at work, a worry a wish turned back; doubt is not bewilderment */
const GUILT = /^(guilt|shame|embarrassment|remorse|regret|humiliation)$/;
const WORRY = /^(worry|anxiety|nervousness|unease|concern|stress|apprehension|tension)$/;
const DOUBT = /^(uncertainty|doubt|indecision|hesitation|ambivalence|unsureness)$/;

/** Freud's first question when the dream has no single shape: what the feeling or the mishap betrays */
/** (`cause`: what brings the feeling on, quoted, when the dream says it) */
export const FREUD_BY_FEELING: Record<EmotionCode, ((ev: string, n: string, cause?: string) => string)[]> = {
  AP: [
    // (with no reason the dream gives, the reading says so, and says where Freud would look for it)
    (ev, n, cause) =>
      cause
        ? `The ${n} in ${ev} is, for Freud, where a wish presses against the censor: ask what you wanted just before it came.`
        : `Freud would look past ${ev} for a reason the dream may leave unsaid, since for him a dream's ${n} often stands where a wish was turned back.`,
    (ev, n) => `Freud treated dream ${n} like ${ev} as a signal: something wanted is also forbidden, and the dream sounds the alarm.`,
    (ev, n, cause) =>
      // (a cause that is a whole clause can stand as the subject; "because …", "when …" follow the feeling; "to …", "that …" cannot stand alone)
      cause && !FRAGMENT.test(cause)
        ? GUILT.test(n)
          ? `The ${n} follows ${cause}, and Freud would ask what you wanted just then that it punishes: for him ${n} in a dream is the conscience catching a wish in the act.`
          : `${cap(cause)} is what brings the ${n} on, and Freud would ask what you wanted just then that it blocks: for him a dream's ${n} marks the spot where a wish meets its refusal.`
        : cause && /^“(because|when|since|after)\b/i.test(cause)
          ? `The ${n} comes ${cause}, and Freud would ask what you wanted just then that this blocks: for him a dream's ${n} marks the spot where a wish meets its refusal.`
          : GUILT.test(n)
            ? `Freud would ask what ${ev} is punishing: ${n} in a dream, for him, follows a wish the conscience has already caught, even where the dream leaves the wish out.`
            : WORRY.test(n)
              ? `Freud would ask what ${ev} frets over in place of something else: for him a worry in a dream stands in for a wish that was turned back and still presses.`
              : `Freud would ask what ${ev} keeps you from wanting: in his view the anxiety of a dream often stands where a wish was turned back.`,
  ],
  AN: [
    // (by the anger's own name: impatience is a wish kept waiting, an irritation a small stand-in for a larger grievance)
    (ev, n) =>
      /^(impatience|frustration|exasperation)$/.test(n)
        ? `For Freud, ${ev} is a wish held up: ${n} in a dream marks something wanted and kept waiting, and he would ask what.`
        : /^(irritation|annoyance|resentment)$/.test(n)
          ? `${cap(ev)}: Freud would look for the larger grievance behind so small an ${n}, since a dream shows the small one it can afford.`
          : `${cap(ev)}: Freud would take that ${n} as aggression the day keeps in check, finding room at night.`,
    // (who the anger is aimed at is this dream's own question; "a temper held down by day" stood in any angry dream)
    (ev, n) =>
      `Freud would ask what the ${n} in ${ev} is really about: what the dream pins it on, or something nearer home it is safer to be angry at asleep.`,
  ],
  // (mourning only where the dream names grief; disappointment or feeling bad is not a loss)
  SD: [
    (ev, n) =>
      /^(grief|sorrow|sadness|heartbreak|mourning|despair|misery)$/.test(n)
        ? `Freud would hear mourning in ${ev}, a loss the dream is still working through.`
        : `Freud would ask what the ${n} in ${ev} is really about: a low feeling in a dream is often older than the scene that brings it out.`,
    (ev, n) =>
      /^(grief|sorrow|sadness|heartbreak|mourning|despair|misery)$/.test(n)
        ? `In ${ev} Freud would hear grief at work — the slow letting go he called mourning.`
        : `For Freud, ${ev} points past the dream's scene to a disappointment it stands in for.`,
  ],
  // (surprise and wonder are not bewilderment: what astonishes was half expected, for Freud)
  CO: [
    (ev, n) =>
      SURPRISE.test(n)
        ? `Freud would ask whether the ${n} in ${ev} is quite honest: what a dream presents as news is often something half known and kept out of mind.`
        : DOUBT.test(n)
          ? `For Freud, ${ev} is doubt doing the censor's work: not knowing keeps a wish from being owned.`
          : `The bewilderment of ${ev} mirrors the dream-work itself, which scrambles a clearer thought on purpose.`,
    (ev, n) =>
      SURPRISE.test(n)
        ? `For Freud, ${ev} marks the spot the dream wants noticed: the ${n} stages as unexpected what a wish had already arranged.`
        : DOUBT.test(n)
          ? `What the ${n} in ${ev} lets you put off deciding is Freud's question: a doubt in a dream often spares you a choice you half know you want.`
          : `Freud would say the confusion in ${ev} is made, not found: the dream blurs a thought it is not ready to show.`,
  ],
  // (relief is the end of a fear the dream first staged, not a wish granted outright)
  HA: [
    (ev, n) =>
      n === "relief"
        ? `${cap(ev)}: for Freud, relief in a dream is the end of an anxiety the dream itself first staged, and the fear before it is the part to ask about.`
        : `${cap(ev)} suggests, in Freud's terms, a wish fulfilled almost without disguise.`,
    (ev, n) =>
      n === "relief"
        ? `Freud would look past ${ev} to what came before it: a dream stages the feared thing so that it can end in relief.`
        : `Freud would take ${ev} at its word: for once the dream simply grants what it wants.`,
  ],
};

/** "“The dog ran at me” brings the fear on", "The fear comes “when the dog ran at me”": a feeling with its cause, as a sentence's opening */
/** (a quotation is the dream's own words, so one that opens lower-case does not open the sentence) */
/** (`after`: the feeling first, "The fear comes with …", so the voices do not all open alike) */
const brings = (cause: string, n: string, after = false) =>
  /^“(because|when|since|after|as soon as)\b/i.test(cause)
    ? `The ${n} comes ${cause}`
    : /^“\p{Lu}/u.test(cause) && !after
      ? `${cause} is what brings the ${n} on`
      : `The ${n} comes with ${cause}`;

/** whether a quoted cause can open a sentence about the feeling: not "to go home", "that he left", "at the mess" ("because …", "when …" can) */
/** (nor one so long that the sentence round it is lost: the feeling's own words are quoted instead) */
export const causeStandsAlone = (cause: string | undefined): cause is string =>
  !!cause && !/^“(to|that|at|about|of|by|with|for|over|who|which|if|as)\b/i.test(cause) && cause.split(/\s+/).length <= 20;
/** a quoted reason that only hangs on the feeling before it, "to go home", "because it rained": no subject of its own */
export const hangsOnFeeling = (cause: string) => FRAGMENT.test(cause);

/**
 * Freud on a feeling whose cause the dream gives as a whole clause, when no event in it says more
 * (reading-felt.ts): the sentence opens on what brings the feeling on, so it starts from this dream
 * rather than from a stock line about "dream fear" with the feeling's own words put in.
 */
export const FREUD_BY_CAUSE: Record<EmotionCode, ((cause: string, n: string) => string)[]> = {
  AP: [
    (c, n) =>
      `${brings(c, n)}, and Freud would ask what you wanted just then that it blocks: for him a dream's ${n} marks the spot where a wish meets its refusal.`,
    (c, n) =>
      `${brings(c, n, true)}; Freud would look in that moment for a wish, since in his view a dream's ${n} is often a wish the censor has caught.`,
  ],
  AN: [
    (c, n) =>
      `${brings(c, n, true)}, and Freud would ask whether that is the ${n}'s real target or only the nearest one: whom, awake, would you rather have shown it to?`,
  ],
  SD: [
    (c, n) =>
      /^(grief|sorrow|sadness|heartbreak|mourning|despair|misery)$/.test(n)
        ? `${brings(c, n)}, and Freud would hear mourning in it: a loss the dream is still working through.`
        : `${brings(c, n)}, and Freud would ask what older disappointment it stands in for: a low feeling in a dream often comes from further back than its scene.`,
  ],
  CO: [
    (c, n) =>
      SURPRISE.test(n)
        ? `${brings(c, n, true)}, and Freud would ask whether it is really news: what a dream presents as unexpected is often something half known and kept out of mind.`
        : `${brings(c, n, true)}; Freud would say the ${n} is made, not found — the dream blurs a thought it is not ready to show.`,
  ],
  HA: [
    (c, n) =>
      n === "relief"
        ? `${brings(c, n)}, and Freud would look at the fear before it: a dream can stage a danger so that it can end in relief.`
        : `${brings(c, n)}, and Freud would take that plainly as a wish fulfilled: what would it take to have it awake?`,
  ],
};

/** Jung on a feeling and what brings it on (`ev`: the dream's words for its reason), when no shape leads the reading */
export const JUNG_BY_FEELING: Record<EmotionCode, ((ev: string, n: string) => string)[]> = {
  AN: [
    (ev, n) =>
      `Jung would ask what your ${n} defends. Usually it is a boundary of your own that the scene presses on, and the dream names the pressure: ${ev}.`,
    (ev, n) => `For Jung, ${n} is energy that belongs to you, and the dream shows where it goes and why — ${ev}.`,
  ],
  // (`ev` is always a whole clause: a reason that hangs on the feeling, "to go home", comes with the feeling's own words)
  AP: [
    (ev, n) =>
      /^“\p{Lu}/u.test(ev)
        ? `${ev}: for Jung, ${n} like this marks where the ego meets something it does not yet feel ready for, and the dream shows where.`
        : `For Jung, the ${n} in ${ev} marks where the ego meets something it does not yet feel ready for, and the dream shows where.`,
    (ev, n) =>
      `Jung would read the ${n} in ${ev} as the measure of a gap between what the moment asks and what you feel you have, not as a verdict on you.`,
  ],
  SD: [
    (ev, n) =>
      `Jung would take the ${n} as the psyche grieving something it has to let go, and asking you to feel it rather than go round it; the dream says what: ${ev}.`,
    (ev) => `In Jung's terms, the dream lets through a sorrow the waking attitude keeps out, and gives it a reason — ${ev}.`,
  ],
  CO: [
    (ev, n) =>
      SURPRISE.test(n)
        ? `For Jung, ${n} is the unconscious showing what the conscious attitude did not count on; here it comes with ${ev}.`
        : `For Jung, confusion comes where an old way of finding your bearings no longer works and a new one is not yet found; in this dream it comes with ${ev}.`,
    (ev, n) =>
      SURPRISE.test(n)
        ? `Jung would take the ${n} seriously: the psyche marks as unexpected what the ego has not yet made room for — ${ev}.`
        : DOUBT.test(n)
          ? `Jung would read the ${n} in ${ev} as the ego holding two answers at once and trusting neither, and ask which one you lean toward when no one is asking.`
          : `Jung would see the ego losing its map, and the ${n} as what being between two orientations feels like — ${ev}.`,
  ],
  HA: [
    (ev, n) => `For Jung, ${n} shows what the psyche values, and the scene that brings it matters more than its size suggests: ${ev}.`,
    (ev) => `Jung would take the dream's good moment as the psyche pointing, plainly for once, at what it wants more of — ${ev}.`,
  ],
};

export const FEELING: Record<EmotionCode, ((ev: string, n: string) => string)[]> = {
  AP: [
    (ev) => `The fear is yours and named — ${ev} — which makes this an anxiety dream rather than an adventure.`,
    (ev) => `${ev}: the dream is frightening from the inside, not only in its events.`,
    (ev, n) => `Your ${n}, in ${ev}, is the thread to follow back into your week.`,
    (ev, n) => `You felt ${n} (${ev}), and that feeling is the best guide to what the dream is about.`,
  ],
  AN: [
    (ev) => `Your anger is in it too — ${ev} — and anger in a dream usually points at something you are putting up with awake.`,
    (ev) => `${ev}: the irritation is yours, and it is aimed somewhere.`,
    (ev, n) => `There is ${n} in your own words, ${ev}.`,
    (ev, n) => `The ${n} in ${ev} is yours, and it is worth asking what it is aimed at.`,
  ],
  SD: [
    (ev) => `It leaves sorrow behind: ${ev}.`,
    (ev) => `${cap(ev)} — grief is in it, or close to it.`,
    (ev, n) => `The ${n} you describe (${ev}) is worth taking seriously: something here matters to you more than the scene shows.`,
    (ev, n) => `${cap(ev)}: that ${n} is the dream's undertone, and it points at something that matters to you.`,
  ],
  CO: [
    (ev) => `You are left bewildered — ${ev} — as if the dream were showing you something you cannot yet place.`,
    (ev) => `${ev}: something in it does not add up, and the dream wants you to notice that.`,
    (ev, n) => `Your ${n} (${ev}) is part of the message: something here does not fit your usual picture.`,
    (ev, n) => `There is ${n} in it too — ${ev} — and what you are unsure of in a dream is often what you are unsure of awake.`,
    (ev, n) => `${cap(ev)}: leave that ${n} open for now; the dream may be asking you not to settle something too soon.`,
    (ev, n) => `Notice the ${n} in ${ev}: the dream keeps something unclear on purpose, and that unclear place is worth a look.`,
  ],
  HA: [
    (ev) => `It carries real pleasure — ${ev} — which is worth taking as seriously as any nightmare.`,
    (ev) => `${ev}: there is gladness in it, and gladness in dreams marks what matters to you.`,
    (ev, n) => `The ${n} you felt (${ev}) shows a wish being met.`,
    (ev, n) => `${cap(ev)}: that ${n} marks what the dream is glad to give you.`,
  ],
};

/** the feelings each class's generic wording fits: "the fear is yours" suits terror, not guilt */
export const CORE_FEELING: Record<EmotionCode, RegExp> = {
  AP: /^(fear|terror|panic|fright|dread|horror|anxiety|worry|nervousness|alarm)$/,
  AN: /^(anger|irritation|annoyance|fury|rage|frustration|exasperation|outrage)$/,
  SD: /^(sadness|sorrow|grief|heartbreak|distress|misery|despair)$/,
  CO: /^(confusion|bewilderment|puzzlement|disorientation|surprise|shock|astonishment|disbelief)$/,
  HA: /^(happiness|pleasure|joy|gladness|delight|relief|enjoyment|excitement|elation|contentment)$/,
};

/** the feeling the dream ends on: where it leaves you matters more than where it passed */
export const FEELING_AT_END: Record<EmotionCode, ((ev: string, n: string) => string)[]> = {
  AP: [(ev) => `It ends in fear — ${ev} — so whatever the dream was working on is not settled yet.`],
  AN: [(ev) => `It ends in anger — ${ev} — aimed at something the dream has not let go.`],
  SD: [(ev) => `${cap(ev)}: the dream ends in grief, or close to it.`],
  CO: [(ev) => `It ends unresolved — ${ev} — as if the dream were showing you something you cannot yet place.`],
  HA: [
    (ev, n) =>
      n === "relief"
        ? `It ends in relief — ${ev} — the danger passes, and the dream lets you feel that it can.`
        : `It ends well — ${ev} — and a good ending in a dream marks what matters to you.`,
  ],
};

/** Freud on a wish the dream names outright ("I wanted to get a cookie"): what it stands in for */
export const JUNG_ON_A_WISH = [
  (w: string) =>
    `Jung would start from what you reach for here — ${w} — and ask what in you it reaches for: a wish in a dream often points at a quality you are short of.`,
  (w: string) => `For Jung, ${w} shows where the dream's energy goes; what you want in a dream is often what the psyche wants for you.`,
];

export const FREUD_ON_A_WISH = [
  (w: string) =>
    `For Freud every dream fulfils a wish, and this one says its wish aloud: ${w}. He would ask what it stands in for — what you want awake as plainly as that, and have not let yourself ask for.`,
  (w: string) =>
    `Freud would start from what the dream says you want — ${w} — since a wish a dream names openly often stands in for one it cannot name.`,
  (w: string) =>
    `${w} is, for Freud, the dream's wish showing its face; the question is what having it would give you that you are short of now.`,
];
