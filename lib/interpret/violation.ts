/**
 * A sexual act forced on the dreamer ("he started masturbating … it was getting on me … I was so
 * horrified") is a violation, not an encounter: it is coded as aggression as well, and the reading
 * treats it as a threat, never as desire.
 */
import type { Cast } from "./characters";
import type { Interaction } from "./coding";
import { someInSentences, type Token } from "./tokenize";

/** words near the act that say it was not wanted */
const UNWELCOME =
  /^(horrified|horrifying|horror|disgusted|disgusting|scared|terrified|afraid|frightened|forced|forcing|rape|raped|raping|molest|molested|molesting|assault|assaulted|groped|groping|violated|trapped|screamed|screaming|struggled|unwanted|creepy|gross|sick|helpless|pervert)$/;

function unwelcome(i: Interaction, tokens: Token[]): boolean {
  return unwelcomeAround(tokens, i.event.sent);
}

/** whether the sentences around `s` (two either side) say that an act there was not wanted */
export function unwelcomeAround(tokens: Token[], s: number): boolean {
  return someInSentences(
    tokens,
    s - 2,
    s + 2,
    (t, k) => UNWELCOME.test(t.w) || (/^(didn't|don't)$/.test(t.w) && tokens[k + 1]?.w === "want" && tokens[k + 2]?.w !== "to"),
  );
}

/** words that make an attempt a forcing: a rape, a hold, a struggle — not only a kiss leant in for */
const FORCE =
  /^(forced|forcing|force|rape|raped|raping|molest|molested|molesting|assault|assaulted|groped|groping|violated|trapped|pinned|held|holding|grabbed|struggled|struggling|overpowered)$/;

/**
 * "He tried to kiss me and I pushed him away", "she tried to hold my hand but I didn't want that": an
 * advance only tried, and turned down, with nothing forced, is unwelcome, not a violation — the dream
 * shows the dreamer's "no" holding, which the violation's voices ("forces something sexual on you",
 * "no easy way out") would deny.
 */
export function rebuffed(i: Interaction, tokens: Token[]): boolean {
  if (!i.event.aspect.includes("try") || i.event.lemmas.some((l) => /^(rape|molest)$/.test(l))) return false;
  return !someInSentences(tokens, i.event.sent - 1, i.event.sent + 1, (t) => FORCE.test(t.w));
}

/** the aggression each forced sexual act on the dreamer also is */
export function violations(cast: Cast, tokens: Token[], have: Interaction[]): Interaction[] {
  return have
    .filter(
      (i) =>
        i.type === "sexuality" &&
        i.to === cast.dreamer &&
        i.from !== cast.dreamer &&
        // (a rape is a violation whether or not the dream names who does it)
        (!!i.from || i.event.lemmas.some((l) => /^(rape|molest)$/.test(l))) &&
        unwelcome(i, tokens) &&
        !rebuffed(i, tokens),
    )
    .map((i) => ({ ...i, type: "aggression" as const, pursuit: false }));
}

/** whether a sexual act is also coded as aggression by the same person (its aggression may come from the clause's other verb: "pushed me down to rape me") */
export const isForced = (ints: Interaction[], i: Interaction): boolean =>
  ints.some((x) => x.type === "aggression" && (x.event === i.event || x.evidence === i.evidence) && x.from === i.from);

/** the forced act, when the dream has one */
export const violationIn = (ints: Interaction[]): Interaction | undefined => ints.find((i) => i.type === "sexuality" && isForced(ints, i));
