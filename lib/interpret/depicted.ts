/**
 * What a dream only depicts: the plot of a film, an episode, a song or a book ("an episode where a
 * man drowned", "a song about a slow boat"), a title ("the song Start the Fire", 'a film called
 * "Jaws"'), the words of a song, and what the dreamer watches on a screen or sees in a picture.
 * None of it is in the dream's own scene, so none of it is a symbol of the dream.
 */
import type { Cast } from "./characters";
import { shownTokens } from "./screen-figures";
import type { Token } from "./tokenize";

/** a work with a plot, a title or words of its own */
const WORK =
  /^(movie|movies|film|films|episode|episodes|show|shows|program|programs|programme|programmes|series|sitcom|sitcoms|cartoon|cartoons|documentary|song|songs|book|books|novel|novels|story|stories|video|videos|commercial|musical|article)$/;
/** a determiner that makes WORK a noun ("the show", not "show me where") */
const DETERMINER = /^(a|an|the|this|that|some|one|my|his|her|their|our|your|tv|television|old|new|favourite|favorite)$/;
/** a story someone tells ("told us a story about lions"); "the story is about my grandmother" is often the dream's own */
const TOLD = /^(a|an|this|that)$/;
/** what opens a work's plot: "an episode where…", "a song about…", "a book in which…" */
const PLOT = /^(where|about)$/;
/** "about" of a number, a time or the plain topic of talk ("about 15", "about to start", "talking about it") */
const NOT_A_PLOT = /^(to|it|that|this|them|him|her|me|us|you|\d.*|half|ten|twenty|thirty|five|two|three|four|six)$/;
/** words that turn the sentence away from the work before its plot ("a film, though I can't say which one") */
const TURN = /^(but|and|or|so|sure|know|knew|remember|wonder|wondered|figure|figuring|where's|because|when|while|then)$/;
/** a title's small words between its capitals ("Time and the River", "Lord of the Rings") */
const TITLE_LINK = /^(the|of|and|a|an|in|on|to|at|for|with)$/;
/** what a title or a song's words come after: in quotation marks after any of these… */
const QUOTED_AFTER =
  /^(called|named|titled|entitled|sang|sing|sings|singing|lyrics|song|songs|movie|film|book|novel|show|program|programme|episode|series)$/;
/** a word or two only mentioned, in quotation marks after saying or writing it ("I was saying 'holes'", 'typed "movie"', "the word 'death'") */
const MENTIONED_AFTER =
  /^(say|says|said|saying|word|words|wrote|write|writes|writing|typed|type|typing|spelled|spelt|spell|spelling|labelled|labeled|read|reads|mentioned|mentioning|about)$/;
const MENTION_WORDS = 3;
/** …and in capitals only after a work ("the movie Reality Bites"; "a town called Oak Valley" is a place) */
const CAPITALS_AFTER = /^(titled|entitled|song|movie|film|book|novel|show|program|programme|episode|series|sitcom)$/;

/** the screen, picture or work itself, which stays a symbol where what it shows does not */
export const MEDIUM =
  /^(tv|television|movie|movies|film|films|screen|video|videos|photo|photos|photograph|photographs|picture|pictures|painting|poster|song|songs|book|books|show|shows|episode|cinema|theater|theatre)$/;

const capitalised = (t: Token | undefined) => !!t && /^\p{Lu}/u.test(t.raw);

/** a clause of the dreamer's own after what is shown: "…, and I found a snake", "but then I notice", "watching TV and listening to the radio" */
const OWN_CLAUSE = /^(and|but|then|so|when|until|while)$/;
const FIRST_PERSON = /^(i|we|my|our|i'm|we're)$/;
function backInTheRoom(tokens: Token[], j: number): boolean {
  if (!OWN_CLAUSE.test(tokens[j].w)) return false;
  const next = tokens[j + 1]?.w === "then" ? tokens[j + 2] : tokens[j + 1];
  return FIRST_PERSON.test(next?.w ?? "") || (tokens[j].w === "and" && /ing$/.test(next?.w ?? ""));
}

/** the rest of the sentence from `from` on, up to a clause of the dreamer's own */
function restOfSentence(tokens: Token[], from: number, into: Set<number>) {
  for (let j = from; j < tokens.length && tokens[j].sent === tokens[from].sent && !backInTheRoom(tokens, j); j++) into.add(j);
}

/** "an episode where…", "a show I saw on TV where…", "the song was about…" */
function plotAfter(tokens: Token[], k: number, into: Set<number>) {
  const before = tokens[k - 1]?.w ?? "";
  if (!DETERMINER.test(before) || (/^stor/.test(tokens[k].w) && !TOLD.test(before))) return;
  for (let j = k + 1; j <= k + 6 && j < tokens.length && tokens[j].sent === tokens[k].sent; j++) {
    const w = tokens[j].w;
    if (PLOT.test(w)) {
      const next = tokens[j + 1];
      if (!next || next.brk !== 0 || (w === "about" && (NOT_A_PLOT.test(next.w) || TURN.test(next.w)))) return;
      return restOfSentence(tokens, j + 1, into);
    }
    if (w === "in" && tokens[j + 1]?.w === "which") return restOfSentence(tokens, j + 2, into);
    if (TURN.test(w) || tokens[j].brk === 2) return;
  }
}

/** a title after "the song", "called", "titled": its capitalised words, or what its quotation marks hold */
function titleAfter(text: string, tokens: Token[], k: number, into: Set<number>) {
  const next = tokens[k + 1];
  if (!next || next.sent !== tokens[k].sent) return;
  const gap = text.slice(tokens[k].end, next.start);
  // (an opening mark: after a space or a comma, right before the next word — not the closing one of '"Wee Sing" tape')
  if (/^[,:]?\s*["“]$/.test(gap) && !/^["”]/.test(gap)) {
    const close = text.slice(next.start).search(/["”]/);
    const end = close < 0 ? next.end : next.start + close;
    for (let j = k + 1; j < tokens.length && tokens[j].start < end; j++) into.add(j);
    return;
  }
  if (!CAPITALS_AFTER.test(tokens[k].w)) return;
  if (next.brk !== 0 || !capitalised(next)) return;
  for (let j = k + 1; j < tokens.length && tokens[j].brk === 0; j++) {
    if (capitalised(tokens[j])) into.add(j);
    // ("Dancing in the Moonlight": small words go on to the next capital)
    else if (!(
      TITLE_LINK.test(tokens[j].w) &&
      (capitalised(tokens[j + 1]) || (TITLE_LINK.test(tokens[j + 1]?.w ?? "") && capitalised(tokens[j + 2])))
    ))
      break;
  }
}

/** "I was saying 'holes'": a short quotation (straight, curly or single marks) right after a word of saying or writing */
function mentionAfter(text: string, tokens: Token[], k: number, into: Set<number>) {
  const next = tokens[k + 1];
  if (!next || next.sent !== tokens[k].sent) return;
  const gap = text.slice(tokens[k].end, next.start);
  const mark = /^[,:]?\s*(["“‘']|&quot;)$/.exec(gap)?.[1];
  if (!mark) return;
  const closer = mark === "“" ? "”" : mark === "‘" ? "’" : mark;
  let j = k + 1;
  while (j < tokens.length && j - k <= MENTION_WORDS && !text.slice(tokens[j].end, tokens[j + 1]?.start ?? text.length).includes(closer))
    j++;
  if (j - k > MENTION_WORDS || j >= tokens.length) return;
  for (let n = k + 1; n <= j; n++) into.add(n);
}

/** a still image whose "of" names what it shows ("a photo of my aunt at the beach", "the pictures were of horses") */
const IMAGE =
  /^(photo|photos|photograph|photographs|picture|pictures|painting|paintings|drawing|drawings|poster|posters|image|images|portrait|portraits|snapshot|snapshots)$/;
/** taking a photo of something needs it before the camera: "I took a picture of the waves" keeps the waves */
const TAKES = /^(take|takes|took|taken|taking|snap|snapped|snapping|shoot|shot|shooting)$/;
/** what ends the picture's content: a new clause, or a purpose after it ("a photo of her to put on the wall") */
const PICTURE_END = /^(so|when|while|because|until|but|then|which|who|that|since|if|as|though|although|to)$/;
const SUBJECT = /^(i|we|he|she|they|it|you|i'm|we're|he's|she's|they're|it's)$/;
const PICTURE_WORDS = 12;

/** "a photo of my aunt on a pier with a kite": the rest of the clause after the "of" is on the picture */
function pictureOf(tokens: Token[], k: number, into: Set<number>) {
  let of = k + 1;
  if (/^(is|was|are|were)$/.test(tokens[of]?.w ?? "") && tokens[of].brk === 0) of++;
  if (tokens[of]?.w !== "of" || tokens[of].brk !== 0) return;
  for (let j = k - 1; j >= 0 && j >= k - 3 && tokens[j + 1].brk === 0; j--) if (TAKES.test(tokens[j].w)) return;
  for (let j = of + 1; j < tokens.length && j <= of + PICTURE_WORDS && tokens[j].brk === 0; j++) {
    const w = tokens[j].w;
    if (PICTURE_END.test(w) || (w === "and" && SUBJECT.test(tokens[j + 1]?.w ?? ""))) return;
    into.add(j);
  }
}

/** the tokens that stand inside a work, a title, a screen or a picture */
export function depictedTokens(text: string, tokens: Token[], cast: Cast): Set<number> {
  const inside = new Set<number>();
  let back = false;
  // (what the dreamer watches ends where the dreamer's own clause or the room comes back: "…, and I decide to sleep", "a film at home with my mother")
  const shown = shownTokens(cast, tokens);
  for (const k of [...shown].sort((a, b) => a - b)) {
    if (!shown.has(k - 1)) back = false;
    back ||=
      backInTheRoom(tokens, k) || (/^(in|at)$/.test(tokens[k].w) && /^(the|a|an|my|our|his|her|their|home)$/.test(tokens[k + 1]?.w ?? ""));
    if (!back) inside.add(k);
  }
  for (let k = 1; k < tokens.length; k++) {
    if (WORK.test(tokens[k].w)) plotAfter(tokens, k, inside);
    if (QUOTED_AFTER.test(tokens[k].w)) titleAfter(text, tokens, k, inside);
    if (MENTIONED_AFTER.test(tokens[k].w)) mentionAfter(text, tokens, k, inside);
    if (IMAGE.test(tokens[k].w)) pictureOf(tokens, k, inside);
  }
  return inside;
}
