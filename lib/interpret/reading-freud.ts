/** Freud's paragraph: the shape or the dreamer's hostility read as a wish, then what the dream dwells on, then a symbol decoded or traced to the day. */
import { avoidFreud } from "./reading-avoid";
import { witnessFreud } from "./reading-witness";
import { ARC_READINGS, voicesOf, dangerLed } from "./arc-readings";
import { definite, emoNoun, q, worthQuoting } from "./naming";
import { calm, feelingQuote, lead, situated, spokenWords, tied } from "./reading-kit";
import type { Composing } from "./reading-context";
import { freudOnMishap } from "./reading-mishap";
import { focusFreud } from "./reading-focus";
import { twistFreud } from "./reading-twist";
import { secretFreud } from "./reading-secret";
import { bindFreud } from "./reading-bind";
import { spokenFreud } from "./reading-spoken";
import { needFreud } from "./reading-need";
import { overcomeFreud } from "./reading-overcome";
import { isArcImage } from "./plot";
import { answerOf } from "./answer";
import { answerFreud } from "./reading-answer";
import { feltCauseFreud, feltCourseFreud } from "./reading-felt";
import { freudOnHostility, freudOnKindOfHostility } from "./reading-hostility";
import { freudOnWarmth, warmthOf } from "./reading-warmth";
import { happensFreud } from "./reading-happens";
import { wishFreud } from "./reading-wish";
import { FREUD_BY_CAUSE, FREUD_BY_FEELING, FREUD_SYMBOL, FREUD_SYMBOL_FIRST, causeStandsAlone, hangsOnFeeling } from "./reading-voices";

/** the categories of a symbol that is only where things happen, when nothing happens to it */
const SCENERY = /^(place|nature|object|clothing|food)$/;

export function freudOf(c: Composing, summary: string, jung: string): string[] {
  const { p, pk, names, f } = c;
  const out: string[] = [];
  // (when a feeling leads the reading, Freud reads the feeling, not the shape it outweighs)
  const v = c.byFeeling ? [] : calm(voicesOf(p).freud, f);
  // (a fight of the dreamer's own is read by its kind — words, a theft, a jibe, a parent or a sibling — before the shape's stock)
  const own = p.arc.type === "conflict" && p.hostility && p.arc.events.includes(p.hostility.event) ? p.hostility : undefined;
  const kind = v.length && own ? freudOnKindOfHostility(own, pk) : null;
  // (a quarrel only the other side brings — you are yelled at, scolded — lets out no anger of yours: it is read by how you answer it)
  const answer = answerOf(p);
  // (and so is a plain threat: what is done to you and what you do back say more than the stock line on being attacked)
  const plainThreat = p.arc.type === "threat" && !p.hostility && voicesOf(p) === ARC_READINGS.threat;
  const oneSided = ((p.arc.type === "conflict" && !p.hostility) || plainThreat) && answer ? answer : undefined;
  if (c.byNeed) out.push(needFreud(pk));
  else if (kind) out.push(kind);
  else if (v.length) out.push(oneSided ? answerFreud(oneSided, pk) : tied(pk.pick(v)(f), f));
  // pushing back at someone who came at you first is defence, not a hostile wish let out
  // (hostility between others that is no blow — a quarrel overheard, a dislike, a theft — is read by its kind)
  const heard = p.witnessed && !p.intervention ? witnessFreud(p.witnessed) : null;
  const defence = p.hostility && p.threat && p.threat.from === p.hostility.to && p.threat.event.start <= p.hostility.event.start;
  if (p.hostility && defence)
    out.push(
      pk.pick([
        `When you push back at ${definite(p.hostility.to!.label)} (${q(p.hostility.evidence)}), Freud would see the dream allowing a resistance that waking manners may not: what would you stop, if you could, as plainly as that?`,
        `Freud would give weight to your answer to ${definite(p.hostility.to!.label)} — ${q(p.hostility.evidence)}: the dream lets you refuse an intrusion outright, which suggests one you have been putting up with.`,
      ]),
    );
  else if (p.hostility && p.arc.type !== "conflict") {
    // (a refusal is no blow: Freud would hear a larger "no" in it, not a hostile wish)
    const line =
      p.hostility.event.lemmas.some((l) => /^(refuse|reject|deny|ignore|snub|decline)$/.test(l)) ||
      /\b(said|say|says) no\b/i.test(p.hostility.evidence)
        ? `Freud would not pass over your ${q(p.hostility.evidence)} to ${definite(p.hostility.to!.label)}: a small refusal in a dream can carry a larger one you have not made awake.`
        : freudOnHostility(p.hostility, pk);
    if (line) out.push(line);
  }
  // (read by how you answer the one who turns on you: strike first, get away, are helped, or take it)
  else if (answer && !oneSided && p.arc.type !== "threat" && p.arc.type !== "pursuit") out.push(answerFreud(answer, pk, out.join(" ")));
  else if (heard) out.push(heard);
  else if (p.witnessed && !v.length) {
    const v0 = definite(p.witnessed.to!.label);
    out.push(
      /child|boy|girl|baby|kid|son|daughter/.test(p.witnessed.to!.head)
        ? `Freud would ask whom you are really protecting when ${v0} is in danger: often it is the child you were.`
        : `Freud would ask what in you sides with ${p.witnessed.from ? definite(p.witnessed.from.label) : "whoever does the harm"}, and what with ${v0}: a dreamer is usually both.`,
    );
  }
  if (p.overcome && v.length && out.length < 2) out.push(lead(pk, "freud", overcomeFreud(pk)));
  const reveal = p.twist ? twistFreud(p.twist, pk) : null;
  if (reveal) out.push(reveal);
  else if (p.secret) out.push(secretFreud(p.secret, pk));
  // the thing the dream dwells on, read through what you do with it, takes the place of a decoded symbol
  // (nor after a sentence that has found a refusal of its own: "'I could not' often means 'I must not'")
  const refused =
    p.bind && out.length < 2 && (!v.length || p.bind.press || p.bind.yielded) && !out.some((x) => /\brefus/.test(x))
      ? bindFreud(p.bind, pk)
      : null;
  if (refused) out.push(out.length ? lead(pk, "freud", refused) : refused);
  const hid = p.avoiding && out.length < 2 && !v.length && !refused ? avoidFreud(p.avoiding) : null;
  if (hid) out.push(out.length ? lead(pk, "freud", hid) : hid);
  const focus =
    !v.length && !reveal && !p.secret && !refused && !hid && p.focus && !dangerLed(p)
      ? focusFreud(p.focus.thing, pk, p.focus.symbol)
      : null;
  if (focus) out.push(out.length ? lead(pk, "freud", focus) : focus);
  const spoken = spokenWords(p);
  const speech = spoken && out.length < 2 && !refused && !hid && !focus ? spokenFreud(spoken, jung.includes(q(spoken)), pk) : null;
  if (speech) out.push(out.length ? lead(pk, "freud", speech) : speech);
  // a kindness between you and someone, read as a wish, before any symbol is decoded (a wish the dream names comes first)
  const warm = !out.length && !v.length && !p.wish && !dangerLed(p) ? warmthOf(p) : undefined;
  if (warm) out.push(freudOnWarmth(warm, pk, p.interactions));
  const said = out.length > 0 || (!v.length && (p.emotions.length > 0 || !!p.misfortune));
  // the second symbol bound up with what happens (the first is Jung's); with nothing said yet, any
  // (not the shape's own image once the shape is read: "the fall" after a reading of the fall says it twice, and in the book's words)
  const bound = p.symbols.filter((x) => x.bound && x.sym.def.category !== "person" && !(isArcImage(p, x) && p.arc.type !== "none"));
  const k = dangerLed(p) || focus || refused || hid || speech ? undefined : said ? bound[1] : (p.symbols[1] ?? p.symbols[0]);
  // (scenery nothing happens to — a sun, a table, a street — gets no decoding: Freud would ask where it comes from)
  const scenery = !!k && !k.bound && SCENERY.test(k.sym.def.category) && !out.length;
  // (a wish the dream names outright is where Freud starts, before a borrowed piece of the day or a decoded symbol)
  const wished = !out.length && p.wish && !dangerLed(p) && !focus && !refused && !speech ? wishFreud(p, p.wish, pk) : null;
  if (wished) out.push(wished);
  // (scenery nothing happens to is not decoded; what happens around it is read instead, or nothing is said)
  else if (k && scenery) {
    const h = happensFreud(p, `${summary} ${jung}`, pk);
    if (h) out.push(h);
  } else if (k) {
    // (a symbol nothing happens to gives way to what does happen, when the dream tells it: not "the car hints at autonomy")
    const happened = !k.bound && !out.length ? happensFreud(p, `${summary} ${jung}`, pk) : null;
    out.push(
      happened ??
        (out.length
          ? lead(pk, "freud", pk.pick(FREUD_SYMBOL)(situated(k), k.meaning.freud, k))
          : pk.pick(FREUD_SYMBOL_FIRST)(situated(k), k.meaning.freud, k)),
    );
  }
  // ("feel good" giving way to "I got very upset": the feeling the dream ends in is the one to read)
  const last = p.emotions[p.emotions.length - 1];
  const soured = p.emotions[0]?.code === "HA" && last && last.code !== "HA";
  const feeling = p.feelingScene?.feeling ?? (soured ? last : p.emotions[0]);
  // (a reveal Freud has read ends the paragraph; one he has nothing to say of leaves it to the feeling)
  if (reveal) return out;
  // (a feeling quoted by a bare "Worried" says nothing Freud could ask about: the mishap, if any, is read instead)
  const felt = feeling && feelingQuote(p, feeling);
  const cause =
    p.feelingScene && p.feelingScene.feeling === feeling && worthQuoting(p.feelingScene.cause) ? q(p.feelingScene.cause) : undefined;
  // (a feeling whose scene holds its cause — your own act, someone's act on you, a mishap, a success — is read by that cause)
  const byCause = !v.length && feeling && felt && cause ? feltCauseFreud(p, feeling) : null;
  // (one pick, as the feeling's voices make, so the wordings chosen after stay as they were)
  if (byCause) out.unshift(pk.pick([byCause]));
  // (a cause the dream gives as a whole clause opens the sentence, so it starts from this dream)
  else if (!v.length && feeling && felt && causeStandsAlone(cause))
    out.unshift(pk.pick(FREUD_BY_CAUSE[feeling.code])(cause, emoNoun(feeling.label)));
  else if (!v.length && feeling && felt) {
    // (a feeling cut from the reason it hangs on, "I was afraid to open", is quoted whole with it)
    const scene = p.feelingScene?.feeling === feeling ? p.feelingScene : undefined;
    const whole =
      scene && cause && hangsOnFeeling(cause) && scene.words.includes(felt) && scene.words.split(/\s+/).length <= 20 ? scene.words : felt;
    // (a course Jung's paragraph has already followed is not followed again)
    const course = /does not have the last word|does not last|turns to .* later on/.test(jung)
      ? null
      : feltCourseFreud(p, feeling, q(whole));
    out.unshift(course ?? pk.pick(FREUD_BY_FEELING[feeling.code])(q(whole), emoNoun(feeling.label), cause));
  }
  // (a loss the focus already reads through Freud's slips is not read twice; a mishap the summary quoted is named, not quoted again)
  else if (!v.length && p.misfortune && !(focus && p.focus?.thing.relation?.kind === "lost")) {
    const mishap = freudOnMishap(p.misfortune, names, summary.includes(q(p.misfortune.evidence)), p.interactions);
    if (mishap) out.unshift(mishap);
  }
  return out;
}
