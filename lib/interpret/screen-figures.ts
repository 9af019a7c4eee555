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

/** pictures that show someone: "a snapshot of a nun", "Jerry's portrait" */
const LIKENESS =
  /^(photo|photos|photograph|photographs|picture|pictures|pic|pics|painting|paintings|portrait|portraits|poster|posters|drawing|drawings|sketch|sketches|image|images|statue|statues|sculpture|snapshot|snapshots)$/;
/** making a picture of someone, who sits or stands for it: "snapped him at the bar", "was drawing my sister" */
const MAKING =
  /^(take|took|taken|taking|takes|snap|snapped|snapping|get|got|getting|shoot|shot|shooting|make|made|making|paint|painted|painting|draw|drew|drawing|drawn|pose|posed|posing|sketch|sketched)$/;
/** where what a picture shows ends: the clause's break, or a word that opens the next clause */
const LIKENESS_END = /^(who|that|which|when|while|because|but|so|then|and then|as|where)$/;

/**
 * "held up a snapshot of a nun", "a poster with a mother", "pictures of Bo and me", "Jerry's picture above the bed": whom a
 * picture shows is only pictured — unless the picture is being made of them, who are there for it.
 */
function likenessOf(tokens: Token[], k: number, inside: Set<number>) {
  if (!LIKENESS.test(tokens[k].w)) return;
  if (tokens.slice(Math.max(0, k - 4), k).some((t) => t.sent === tokens[k].sent && MAKING.test(t.w))) return;
  // ("a poster with a father and a toddler", "a photo showing my dad": what it shows, as after "of")
  // (only a poster is said to be "with" whom it shows: "haggled over the painting with a man" is with someone there)
  const shows =
    /^(of|showing|featuring|depicting)$/.test(tokens[k + 1]?.w ?? "") || (tokens[k + 1]?.w === "with" && /^posters?$/.test(tokens[k].w));
  if (shows && tokens[k + 1].brk === 0)
    for (let j = k + 2; j < tokens.length && j < k + 10 && tokens[j].brk === 0 && !LIKENESS_END.test(tokens[j].w); j++) inside.add(j);
  // ("Jerry Bardo's picture": the owner's "'s" right before the picture is whom it shows)
  if (tokens[k].brk === 0 && /['’]s$/.test(tokens[k - 1]?.raw ?? "") && /^\p{Lu}/u.test(tokens[k - 1].raw))
    for (let j = k - 1; j >= 0 && j >= k - 3 && /^\p{Lu}/u.test(tokens[j].raw) && (j === k - 1 || tokens[j + 1].brk === 0); j--)
      inside.add(j);
}

/** the tokens that stand inside a picture or a screen a clause puts its subject in */
function picturedTokens(tokens: Token[]): Set<number> {
  const inside = new Set<number>();
  for (let k = 2; k < tokens.length; k++) if (PICTURED.test(tokens[k].w)) picturedClause(tokens, k, inside);
  for (let k = 1; k < tokens.length; k++) likenessOf(tokens, k, inside);
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
    else for (const n of goesOnShowing(cast, tokens, sentenceStart(tokens, k), j)) inside.add(n);
  }
  if (inside.size) for (const n of toldAsShown(tokens)) inside.add(n);
  return inside;
}

/** a sentence that says it is on the screen: "On the show, two men argued", "In the film they kissed", "On TV, a dog barked" */
function toldAsShown(tokens: Token[]): number[] {
  const out: number[] = [];
  for (let s = 0; s < tokens.length; s++) {
    if (s > 0 && tokens[s - 1].sent === tokens[s].sent) continue;
    const [a, b, c] = [tokens[s]?.w, tokens[s + 1]?.w, tokens[s + 2]?.w];
    const told = /^(on|in)$/.test(a ?? "") && (SHOWN.test(b ?? "") || (/^(the|that|this)$/.test(b ?? "") && SHOWN.test(c ?? "")));
    if (told) for (let j = s; j < tokens.length && tokens[j].sent === tokens[s].sent; j++) out.push(j);
  }
  return out;
}

/** where the sentence holding `k` starts */
function sentenceStart(tokens: Token[], k: number): number {
  let s = k;
  while (s > 0 && tokens[s - 1].sent === tokens[k].sent) s--;
  return s;
}

/** words that bring the dream back into the room the dreamer watches from */
const INTO_THE_ROOM =
  /^(door|doorbell|knock|knocked|knocking|rang|ring|phone|suddenly|entered|arrived|burst|interrupted|switched|turned|remote|channel|couch|sofa|room|house|woke)$/;

/**
 * "I was watching a quiz show. Two contestants argued with the host. The host
 * shrugged": the sentences right after the watching tell what is shown as long as the dreamer is
 * not in them, no one met before the watching is, and nothing calls the dream back into the room
 * (at most three, each with someone new in it; they end at the first that breaks the run). `from` is where the watching
 * sentence starts, `j` where the next one starts.
 */
function goesOnShowing(cast: Cast, tokens: Token[], from: number, j: number): number[] {
  const out: number[] = [];
  const metBefore = new Set(cast.ref.slice(0, from).filter((e): e is Entity => !!e && e !== cast.dreamer));
  for (let n = 0; n < 3 && j < tokens.length; n++) {
    const sent = tokens[j].sent;
    let end = j;
    while (end < tokens.length && tokens[end].sent === sent) end++;
    const here = tokens.slice(j, end);
    // ("my uncle hated the film": a sentence about what is watched is the watchers';
    // "Tim is also there": someone said to be there is in the room)
    const broken = here.some(
      (t, d) =>
        cast.ref[j + d] === cast.dreamer ||
        FIRST.test(t.w) ||
        metBefore.has(cast.ref[j + d]!) ||
        INTO_THE_ROOM.test(t.w) ||
        SHOWN.test(t.w) ||
        (t.w === "there" && /^(is|was|are|were|also|too|already)$/.test(tokens[j + d - 1]?.w ?? "")),
    );
    // ("It was raining outside": a sentence with no one new in it may as well be the room's)
    const someoneNew = here.some((_, d) => !!cast.ref[j + d] && cast.ref[j + d] !== cast.dreamer);
    if (broken || !someoneNew) break;
    for (let k = j; k < end; k++) out.push(k);
    j = end;
  }
  return out;
}

/** the dreamer's own words */
const FIRST = /^(i|me|my|mine|myself|we|us|our|ours|ourselves|i'm|i'd|i've|i'll|we're|we'd|we've|we'll)$/;

/** the cast without those met only on the screen the dreamer watches */
export function withoutScreenFigures(cast: Cast, tokens: Token[]): Cast {
  if (!tokens.some((t) => WATCHING.test(t.w) || PICTURED.test(t.w) || LIKENESS.test(t.w))) return cast;
  const inside = screenTokens(cast, tokens);
  const pictured = picturedTokens(tokens);
  if (!inside.size && !pictured.size) return cast;
  // ("an actor was feeding a goat. He gave it a carrot": a pronoun in the next sentence goes on about the figure on the screen,
  // and so does one in the sentence after that pronoun's: "a snapshot of a nun. She wore grey. Her name, I knew, was Agnes")
  // ("A man was in the picture. He smiled at me": a figure that does something to the dreamer has stepped out of it,
  // where "I thought they were married" only thinks of it)
  const withTheDreamer = (m: number) => tokens.some((t, k) => k > m && t.sent === tokens[m].sent && cast.ref[k] === cast.dreamer);
  const onScreen = (e: Entity) => {
    if (OWN.test(e.label) || e.kind === "family") return false;
    let last = -Infinity;
    for (const m of e.mentions) {
      const shown = inside.has(m) || pictured.has(m);
      if (!shown && !(PRONOUN.test(tokens[m].w) && tokens[m].sent - last <= 1 && !withTheDreamer(m))) return false;
      last = tokens[m].sent;
    }
    return e.mentions.length > 0 && last > -Infinity;
  };
  const gone = new Set(cast.others.filter(onScreen));
  if (!gone.size) return cast;
  return { ...cast, others: cast.others.filter((e) => !gone.has(e)), ref: cast.ref.map((e) => (e && gone.has(e) ? undefined : e)) };
}

/** every token that stands inside what the dreamer watches or a picture shows ("watching a film where a dog…", "a dog was in a photo") */
export function shownTokens(cast: Cast, tokens: Token[]): Set<number> {
  if (!tokens.some((t) => WATCHING.test(t.w) || PICTURED.test(t.w) || LIKENESS.test(t.w))) return new Set();
  const inside = screenTokens(cast, tokens);
  for (const k of picturedTokens(tokens)) inside.add(k);
  return inside;
}
