/**
 * Freud on what goes wrong in a dream, by the kind of mishap (lateness has its shape's own reading):
 * a thing lost or forgotten (a purpose behind the slip, as in The Psychopathology of Everyday Life),
 * harm to someone else (a grievance acted out as bad luck), a thing broken or taken (a fear of
 * losing something of one's own), an illness (what being ill excuses or brings), harm the dreamer
 * does to themself (the purposeful accident), a fire or flood no one starts (the doer the dream
 * keeps out of sight), harm to the dreamer (the punishment dream) — and, where the dream says so,
 * who comes to the dreamer after it. Not one stock line for every mishap in every dream: the
 * "punishment the dream hands out" line stood in one dev dream in twenty-five.
 */
import type { Interaction, Outcome } from "./coding";
import { q } from "./naming";
import type { Names } from "./reading-kit";

const has = (o: Outcome, re: RegExp) => !!o.event?.lemmas.some((l) => re.test(l)) || re.test(o.event?.complement ?? "");

/** being ill or in hospital: "I was a patient", "I got sick", "I was in the hospital" */
const ILL = /\b(hospital|patient|sick|ill|illness|fever|disease|cancer|surgery|operation|flu|infection|infected|diagnosed)\b/i;
/** harm no one does: a fire starts, water rises, a storm breaks */
const ELEMENT =
  /\b(accident|fire|flames?|burn(ed|ing|t)?|flood(ed|ing)?|storm|explod(ed|es|ing)|explosion|earthquake|collaps(e|ed|es|ing)|sink(s|ing)?|sank|leak(s|ed|ing)?|tip(ped|s)?|flip(ped|s)?)\b/i;
/** a harm that does not land: "I barely missed the truck", "by inches avoid being hit" */
const NEAR = /\b(almost|nearly|barely|narrowly|just missed|by inches|avoid(ed|ing|s)?|dodg(e|ed|es|ing))\b/i;
/** the dreamer's body that hurts, bleeds or breaks out: "I have pains", "my foot is bleeding", "a rash" */
const BODY = /\b(pains?|bleeding|bled|blisters?|rash|cough(ing)?|itch(ing|y)?|aches?|aching|sore|swollen|teeth|tooth|throat|chest)\b/i;
/** what the dreamer's own body can do to itself: "I smack my head", "I fell", "I cut my finger" */
const SELF_HARM = /^(hit|smack|bump|bang|cut|fall|fell|trip|slip|burn|break|hurt|injure|stab|twist|sprain|bite|scrape|scratch|choke)$/;
/** a kind act toward the dreamer, not manners or company: "my mother visited me", "she helped me up" */
const CARE =
  /^(help|visit|rescue|save|comfort|hug|hold|carry|bandage|heal|nurse|care|tend|drive|pick|bring|give|feed|console|reassure|fix)$/;

/** the first kindness shown the dreamer in or after the mishap's sentence, by someone */
function cameAfter(m: Outcome, interactions: Interaction[]): Interaction | undefined {
  return interactions.find(
    (i) =>
      i.type === "friendliness" &&
      i.to?.id === 0 &&
      i.from &&
      i.from.id !== 0 &&
      i.event.sent >= m.sent &&
      i.event.sent <= m.sent + 3 &&
      CARE.test(i.event.lemmas[0] ?? ""),
  );
}

export function freudOnMishap(m: Outcome, names: Names, quoted = false, interactions: Interaction[] = []): string | null {
  const w = quoted ? "that mishap" : q(m.evidence);
  if (has(m, /^(lose|lost|forget|misplace)$/))
    return `Freud held that what we lose or forget we often, at some level, meant to: ${w} may say something about what you would rather be without, or not have to carry.`;
  // (a person's: a bug or a dog that comes to harm carries no rivalry)
  if (m.who && m.who.id !== 0 && m.who.kind !== "animal" && m.who.kind !== "creature")
    return `That the harm falls on ${names.of(m.who)} rather than on you is the kind of detail Freud would weigh: ${w} may let a grievance or a rivalry act itself out as mere bad luck.`;
  if (has(m, /^(break|broken|steal|stolen|damage|damaged|ruin|ruined|crash|wreck)$/))
    return `For Freud, a thing broken or taken in a dream often stands for something of your own you fear to lose; ${w} asks what that is.`;
  const mine = m.who?.id === 0;
  const care = mine ? cameAfter(m, interactions) : undefined;
  // (who comes to you after it is this dream's own: "and it brings your mother to you")
  // (a mishap the summary has quoted is named, not quoted again)
  const paren = quoted ? "" : ` (${w})`;
  const dash = quoted ? "" : ` — ${w}`;
  const brings = care ? `, and it brings ${names.of(care.from)} to you (${q(care.evidence)})` : "";
  if (mine && ILL.test(m.evidence))
    return `You are the one who is ill here${paren}${brings}. Freud noticed how an illness can serve as well as hurt — it excuses, and it brings care — and he would ask what being ill in the dream lets you off, or gets you, that you would not ask for awake.`;
  // (your own act that hurts you, "I smack my head", "I cut myself": Freud's purposeful accident)
  // (a harm verb, not "I see her leg is broken": the dreamer seeing a harm does not do it)
  // (and one that happens: "was going to crash" is feared, not done)
  const ownDoing =
    mine &&
    m.event?.actor?.entity?.id === 0 &&
    !m.event.passive &&
    has(m, SELF_HARM) &&
    !/\b(going to|about to|would|almost|nearly)\b/i.test(m.evidence);
  if (ownDoing)
    return `The harm here is your own doing${dash}${brings}. Freud found a purpose in many such accidents, a small self-punishment carried out by a clumsy moment, and he would ask what the dream had you do or want just before it.`;
  // (the body's own complaint: Freud granted a sensation of the sleeper can start a dream, and asked what the dream makes of it)
  if (mine && BODY.test(m.evidence))
    return `It is your body that suffers here${paren}${brings}. Freud granted that a sensation of the sleeping body can start a dream, and then asked what the dream makes of it: what the complaint says, and to whom.`;
  if (mine && care)
    return `Something goes wrong for you${paren}${brings}. Freud would ask which came first in the dream's design: the mishap, or the wish to be looked after that it makes room for.`;
  // (a harm that comes close and misses: the escape is this dream's own, read as such)
  if (NEAR.test(m.evidence))
    return `The harm comes close and misses${paren}. Freud would ask what the near miss lets you have both ways: the danger that answers a wish, and the escape that lets you off it.`;
  if (ELEMENT.test(m.evidence))
    return `No one in the dream starts it${paren}, and for Freud that is the point to press: a dream that lets harm happen on its own has taken the doer out of the scene, and he would ask whose carelessness or whose anger that hides, your own included.`;
  if (mine)
    return `Freud would ask whether ${w} is a punishment the dream hands out: a wish somewhere in the dream that the conscience answers with a mishap.`;
  // (with no one it falls on and nothing it is, a line about "a punishment or a warning" would stand in any dream)
  return null;
}
