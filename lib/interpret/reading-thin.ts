/**
 * Jung on a dream that gives him one image and little happening: the image read where the dream
 * puts it — in a deed of the dreamer's, in someone else's hands, where the dream leaves off, or
 * coming back again and again — and, with nothing of that, honestly as one image to start from,
 * its book meaning offered as one possibility, not a verdict. A one-line dictionary reading ("The
 * rings speak in Jung's language of wholeness") said the same of the rings in any dream.
 */
import { cap, definite, q, worthQuoting, type Picker } from "./naming";
import { isPlural } from "./phrase";
import type { KeySymbol, Plot } from "./plot";
import { situated } from "./reading-kit";
import { isDeed } from "./reading-happens";

const TIMES: Record<number, string> = { 3: "three times", 4: "four times", 5: "five times", 6: "six times" };

/** what can be in someone's hands: a thing, not a place, a body or an act */
const HANDLED = /^(object|vehicle|food|clothing|technology)$/;

/** whether a run of the dream's words holds the symbol as the dream names it */
const holds = (words: string | undefined, k: KeySymbol): words is string =>
  !!words && worthQuoting(words) && words.toLowerCase().includes(k.sym.surface.toLowerCase());

/** creatures the lexicon files with the animals that are not living animals */
const NOT_AN_ANIMAL = /\b(ghosts?|spirits?|aliens?|zoos?|monsters?|demons?|angels?|phantoms?|robots?|dolls?|toys?)\b/i;

export function thinJung(p: Plot, k: KeySymbol, pk: Picker): string | null {
  const n = situated(k);
  const m = k.meaning.jung;
  const many = isPlural(n.split(" that ")[0].split(" you ")[0]);
  const is = many ? "are" : "is";
  const it = many ? "them" : "it";
  // your own deed with it: what you do with the image is where the reading starts
  // (a thing in the hand, not a place the deed happens in: "what you do with the garden" misreads it)
  const thing = HANDLED.test(k.sym.def.category);
  const mine = [p.deed, ...p.doings].find((d) => holds(d, k));
  if (mine && k.sym.def.category === "action")
    return `${cap(q(mine))}: the image here is your own act, and Jung would read it as ${m} — something you do, not only something you see.`;
  // (by the deed: taking it up, putting it to use, or losing hold of it, each its own way; one pick, as before)
  if (mine && thing)
    return pk.pick(
      /\b(picks?|picked|found|finds?|bought|buys?|took|takes?|got|gets?|grab(s|bed)?|receiv(e|es|ed))\b/i.test(mine)
        ? [
            `You take up ${n} yourself (${q(mine)}); for Jung that is ${m} being claimed, not only seen, and he would ask what you mean to do with it.`,
          ]
        : /\b(drop(s|ped)?|lost|loses?|broke|breaks?|spill(s|ed)?|forgot|forgets?|left)\b/i.test(mine)
          ? [
              `${cap(q(mine))}: what slips from your hand here is ${n}, which Jung might read as ${m}; where, awake, are you losing your hold on that?`,
            ]
          : /\b(drove|drives?|driving|rode|rides?|riding|us(e|es|ed|ing)|play(s|ed|ing)?|open(s|ed|ing)?|read(s|ing)?|wr(ote|ites?|iting))\b/i.test(
                mine,
              )
            ? [`${cap(q(mine))}: you put ${n} to use, and Jung would read that as ${m} at work in your own hands.`]
            : [
                `What you do with ${n} — ${q(mine)} — is where Jung would begin: ${n} can be ${m}, and the deed says what you are doing with that.`,
                `${cap(q(mine))}: Jung would read ${n} through your own hand on ${it} — ${m}, taken up by you rather than only seen.`,
              ],
    );
  // someone else's deed with it: the image is in another's hands
  for (const who of p.present) {
    const deed = p.deeds.get(who.id);
    if (thing && who.id !== 0 && holds(deed, k)) {
      const w = definite(who.label);
      return `${cap(n)} ${is} in ${w}'s hands here, not yours (${q(deed)}); for Jung that sets ${m} outside you, in someone you watch, before it is something you own.`;
    }
  }
  // the dream leaves off on it
  // (an image met before the close and there again at it: in a dream of one sentence, the close is all there is)
  if (holds(p.last, k) && (k.sym.count >= 2 || !p.last.includes(k.sym.quote)))
    return `The dream leaves off with ${n} (${q(p.last)}), and Jung would take an image at the close as where the psyche has got to for now: ${m}.`;
  // it keeps coming back
  if (k.sym.count >= 3)
    return `${cap(n)} ${many ? "come" : "comes"} back ${TIMES[k.sym.count] ?? `${k.sym.count} times`} in the dream, and Jung amplified the image a dream will not let go of before any other: ${m}, and whatever else ${n} ${is} to you.`;
  // one image and little happening around it: said plainly, with the book meaning as one possibility
  // (not of an image something happens to: "the bridge that falls apart" is no image with little around it)
  if (k.bound || k.context) return null;
  const w = q(k.sym.quote);
  // ("sex (“sex”)": a quote that only repeats the noun is left out)
  const bare = k.sym.quote.toLowerCase().replace(/^(the|a|an|my|some) /, "");
  const nq = n.toLowerCase().endsWith(bare) ? n : `${n} (${w})`;
  const be = many ? "are" : "is";
  // (by the kind of image it is: a setting, a thing, a creature, the body, an act, a figure — each asks something else)
  const byKind: Record<string, string[]> = {
    place: [
      `${cap(w)} is where the dream is set; Jung took a dream's setting as the part of the psyche where it plays — here ${m} — and would ask what ${n} ${be} to you.`,
      `Most of what this dream gives is where it happens: ${n} (${w}). For Jung the setting can be ${m}, but what you associate with ${it} comes first.`,
    ],
    nature: [
      `${cap(nq)} ${be} the one natural image the dream dwells on; Jung would let ${it} grow by what ${it} calls up in you before reading ${it} as ${m}.`,
      `Jung would start from ${n} in ${w} — nature in a dream being, for him, the psyche's own weather — and read ${it} as ${m} only once you have said what ${it} means to you.`,
    ],
    // (a ghost, a spirit, an alien or a zoo is no animal: "the living thing" was false of them, and
    // "Jung read animals as instinct …" stood in any dream with a creature in it)
    animal: NOT_AN_ANIMAL.test(n)
      ? [`${cap(nq)}: Jung would ask what ${n} ${be} to you before reading ${it} as ${m}.`]
      : [
          `${cap(nq)} ${be} the living thing the dream gives you; Jung would ask what ${n} ${be} like to you, and what ${it} ${many ? "want" : "wants"}, before reading ${it} as ${m}.`,
        ],
    // (whose body it is, where the words say: your own, or someone else's you look at)
    body:
      /\b(his|her|their|its)\b|\w+'s\b/i.test(k.sym.quote) && !/\bmy\b/i.test(k.sym.quote)
        ? [`${cap(w)}: the body the dream shows you is someone else's, and Jung would ask what you see in ${it} of your own — ${m}.`]
        : /\bmy\b/i.test(k.sym.quote)
          ? [
              `${cap(w)}: it is your own body the dream points to, which Jung took as the psyche speaking through it — ${m}; what was ${it} doing there?`,
            ]
          : [
              `The dream draws your eye to ${nq}; Jung took the body in a dream as the psyche speaking through it — ${m} — and would ask what ${n} ${be} doing there.`,
            ],
    thing: [
      `${cap(w)}: Jung would ask what ${n} ${be} to you before reading ${it} as ${m}.`,
      `The dream hands you an object — ${n}, in ${w}; Jung would take ${it} as ${m} only after asking what ${it} calls up for you.`,
    ],
    // (whose act it is, where the words say: yours, another's, or an event no one is said to do)
    act: /^(I|we)\b/i.test(k.sym.quote)
      ? [`${cap(w)}: ${n} ${be} yours to do here, and Jung would read ${it} as ${m}; where in your life are you doing the same?`]
      : /^(he|she|they|someone|somebody|people|\p{Lu}\p{Ll}+ (?!is\b))/u.test(k.sym.quote) &&
          !/^(The|A|An|This|That|There|It)\b/.test(k.sym.quote)
        ? [`${cap(w)}: ${n} ${be} someone else's, not yours, and Jung would read ${it} as ${m}, met first in another before it is owned.`]
        : [
            `${cap(w)}: Jung would read ${n} as ${m}, and ask where in your life the same thing is going on.`,
            `${cap(n)} ${be} what the dream gives to read, in ${w}; Jung would read ${it} as ${m} — and ask where in your life the same thing is under way.`,
            `Jung would take ${w} as an image in its own right: ${m}, perhaps, though what ${n} ${be} to you counts for more than his reading.`,
          ],
    person: [
      `${cap(nq)} ${be} the figure the dream gives you, with little told of ${it}; for Jung such a figure can be ${m}, a side of you not yet known by name.`,
    ],
  };
  // (whose it is and how the dream puts it, where the words say: your own, someone else's, one the dream
  // gives no owner — the wording follows that, not a hash: "is where the dream is set" and "The dream hands
  // you an object" each stood in one dream in fifty)
  const own = /^(my|our)\b/i.test(k.sym.quote);
  const theirs = /^(his|her|their)\b|^\S+'s\b/i.test(k.sym.quote) && !/^it's\b/i.test(k.sym.quote);
  const some = /^(a|an|some)\b/i.test(k.sym.quote);
  if (k.sym.def.category === "place" && (own || theirs || some))
    byKind.place = [
      own
        ? `${cap(w)}: a place of your own is where the dream sets you, and Jung would ask what time of your life it holds before reading ${it} as ${m}.`
        : theirs
          ? `${cap(w)}: the dream sets you in someone else's place, and Jung would ask what it is to be there, on their ground — ${m}, perhaps, but met through them.`
          : `The dream is set in ${w} without saying whose or where; Jung would take a setting with no name as a part of the psyche not yet mapped — here ${m} — and ask what ${it} reminds you of.`,
    ];
  if (HANDLED.test(k.sym.def.category) && (own || theirs))
    byKind.thing = [
      own
        ? `${cap(w)} is yours in the dream; Jung would ask what ${it} ${be} to you awake, and what having ${it} there says, before reading ${it} as ${m}.`
        : `${cap(w)} ${be} someone else's in the dream, and for Jung what ${many ? "they carry" : "it carries"} — ${m} — is met first in another's keeping, before it is yours.`,
    ];
  const cat = k.sym.def.category;
  // (a setting where something happens is read with what happens there: "most of what this dream gives
  // is where it happens" stood in one dream in twenty, beside a found tape measure or a plane flown low)
  if (cat === "place") {
    // (a deed done, not planned: "we were going to rent a boat")
    const done = (d: string | undefined): d is string =>
      isDeed(d) &&
      !holds(d, k) &&
      !/\b(going to|about to|would|will|may|might)\b/i.test(d) &&
      !/^(I|we)\s+(felt|feel|was|were|am|are)\b/i.test(d);
    const own = [p.deed, ...p.doings].find(done);
    const other = p.present.map((who) => (who.id !== 0 ? p.deeds.get(who.id) : undefined)).find(done);
    const there = own ?? other;
    if (there)
      return `${cap(nq)} ${be} where the dream is set, and what happens in it is ${q(there)}; for Jung a setting is the part of the psyche where something plays — here ${m} — so he would ask what ${n} and that deed have to do with each other for you.`;
  }
  const kind = /^(animal|creature)$/.test(cat) ? "animal" : HANDLED.test(cat) ? "thing" : /^(action|event)$/.test(cat) ? "act" : cat;
  return pk.pick(
    byKind[kind] ?? [
      `Little happens around ${nq}, so Jung would hold the image before explaining it: ask what ${n} ${be} to you first, and take the book reading — ${m} — as only one possibility.`,
      `${cap(w)} is the image this dream leaves you with; for Jung ${n} can be ${m}, but your own associations to ${it} come before his.`,
    ],
  );
}
