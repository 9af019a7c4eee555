/**
 * Figures the dreamer only watches: "I was watching a film. Two famous actors were in it",
 * "I was watching Casablanca and Humphrey Bogart was smoking". Hall/Van de Castle code the characters
 * of a film, a show or a picture the dreamer looks at as not present, so they are no characters.
 */
import type { Cast, Entity } from "./characters";
import type { Token } from "./tokenize";

/** looking at a screen */
const WATCHING = /^(watching|watched|watch|watches|viewing|viewed)$/;

/** what is watched */
const SHOWN =
  /^(tv|television|movie|movies|film|films|show|shows|episode|episodes|series|program|programme|documentary|cartoon|cartoons|video|videos|screen|trailer|sitcom|soap|dvd)$/;

/** words that end what is watched and go back to the room: "watching TV with Lena", "watching TV when a man came in" */
const BACK_IN_THE_ROOM = /^(with|when|until|while|then|before|after|because|so|together)$/;

/** a pronoun */
const PRONOUN = /^(he|him|his|himself|she|her|hers|herself|they|them|their|themselves|it|its|itself)$/;

/** the figures of one's own life who stay in it wherever the sentence is: "watching TV and my mom came in" */
const OWN = /^(your|you) /;

/** "a movie", "The Wire", "Casablanca": the watch at `k` is of a screen, not of a person ("watching Lena dance") */
function watchesAScreen(cast: Cast, tokens: Token[], k: number): boolean {
  // a title: a capitalised word right after the verb, or after its "the"
  const title = tokens[k + 1]?.w === "the" ? k + 2 : k + 1;
  if (tokens[title] && tokens[title].brk === 0 && /^\p{Lu}/u.test(tokens[title].raw) && !cast.ref[title]) return true;
  for (let j = k + 1; j <= k + 4 && tokens[j] && tokens[j].brk === 0 && tokens[j].sent === tokens[k].sent; j++) {
    if (SHOWN.test(tokens[j].w)) return true;
    if (cast.ref[j] || BACK_IN_THE_ROOM.test(tokens[j].w)) return false;
  }
  return false;
}

/** "Bogart was in it", "a woman in it sang", "two actors were on it": the sentence after the watching says who is in what was watched */
function saysWhoIsInIt(tokens: Token[], sent: number): boolean {
  return tokens.some(
    (t, j) => t.sent === sent && (t.w === "in" || t.w === "on") && tokens[j + 1]?.w === "it" && tokens[j + 1].sent === sent,
  );
}

/** where a figure is only pictured */
const PICTURED =
  /^(photo|photos|photograph|photographs|picture|pictures|tv|television|screen|poster|posters|painting|portrait|video|magazine|newspaper|paper)$/;

/**
 * "Obama was on TV", "my cats and a dog were in a photo": a clause that says its subject is on a
 * screen or in a picture — every word from the clause's start to the picture stands inside it.
 */
function picturedClause(tokens: Token[], k: number, inside: Set<number>) {
  const det = /^(a|an|the|this|that|some|his|her|their|my|our)$/.test(tokens[k - 1]?.w ?? "") ? 1 : 0;
  const prep = tokens[k - 1 - det];
  const verb = tokens[k - 2 - det];
  if (!prep || !verb || !/^(in|on)$/.test(prep.w) || !/^(was|were|is|are|appeared|appears)$/.test(verb.w)) return;
  let j = k - 2 - det;
  while (j > 0 && tokens[j].brk === 0 && tokens[j - 1].sent === tokens[k].sent) j--;
  for (let n = j; n <= k; n++) inside.add(n);
}

/** the tokens that stand inside a picture or a screen a clause puts its subject in */
function picturedTokens(tokens: Token[]): Set<number> {
  const inside = new Set<number>();
  for (let k = 2; k < tokens.length; k++) if (PICTURED.test(tokens[k].w)) picturedClause(tokens, k, inside);
  return inside;
}

/** the tokens that stand inside what the dreamer watches */
function screenTokens(cast: Cast, tokens: Token[]): Set<number> {
  const inside = new Set<number>();
  for (let k = 0; k < tokens.length; k++) {
    if (!WATCHING.test(tokens[k].w) || !watchesAScreen(cast, tokens, k)) continue;
    const sent = tokens[k].sent;
    let j = k + 1;
    // ("an actor was feeding a goat with a spoon": once someone on the screen is named, a "with" is theirs, not the room's)
    let shown = false;
    for (; j < tokens.length && tokens[j].sent === sent; j++) {
      if (BACK_IN_THE_ROOM.test(tokens[j].w) && !(shown && tokens[j].w === "with")) break;
      inside.add(j);
      shown ||= !!cast.ref[j];
    }
    while (j < tokens.length && tokens[j].sent === sent) j++;
    if (j < tokens.length && saysWhoIsInIt(tokens, sent + 1)) for (; j < tokens.length && tokens[j].sent === sent + 1; j++) inside.add(j);
  }
  return inside;
}

/** the cast without those met only on the screen the dreamer watches */
export function withoutScreenFigures(cast: Cast, tokens: Token[]): Cast {
  if (!tokens.some((t) => WATCHING.test(t.w) || PICTURED.test(t.w))) return cast;
  const inside = screenTokens(cast, tokens);
  const pictured = picturedTokens(tokens);
  if (!inside.size && !pictured.size) return cast;
  const onScreen = (e: Entity) =>
    !OWN.test(e.label) && e.kind !== "family" && e.mentions.every((m) => inside.has(m) || pictured.has(m) || goesOn(e, m));
  // ("an actor was feeding a goat. He gave it a carrot": a pronoun in the next sentence goes on about the figure on the screen)
  const goesOn = (e: Entity, m: number) =>
    PRONOUN.test(tokens[m].w) && e.mentions.some((n) => inside.has(n) && n < m && tokens[m].sent - tokens[n].sent <= 1);
  const gone = new Set(cast.others.filter(onScreen));
  if (!gone.size) return cast;
  return { ...cast, others: cast.others.filter((e) => !gone.has(e)), ref: cast.ref.map((e) => (e && gone.has(e) ? undefined : e)) };
}

/** every token that stands inside what the dreamer watches or a picture shows ("watching a film where a dog…", "a dog was in a photo") */
export function shownTokens(cast: Cast, tokens: Token[]): Set<number> {
  if (!tokens.some((t) => WATCHING.test(t.w) || PICTURED.test(t.w))) return new Set();
  const inside = screenTokens(cast, tokens);
  for (const k of picturedTokens(tokens)) inside.add(k);
  return inside;
}
