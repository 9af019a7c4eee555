/**
 * Situations a symbol is put in that no single event names, read from the words of its own
 * sentence: a device that will not work for the dreamer, a place the dreamer works in, a place of
 * the dreamer's past come back to, the dreamer's own body hurt, a bed shared
 * with someone, a party the dreamer throws, the dreamer on the screen, water that rises over the scene, and a hill ridden down. Each rule is
 * asked only of the symbols the lexicon gives a meaning for that situation (content/lexicon), or,
 * for the body, of any part of it.
 */
import type { SymbolContext } from "@/content/lexicon";
import type { Cast } from "./characters";
import type { Event } from "./events";
import { symbolsAt, type SymbolDef } from "./lexicon";
import type { Token } from "./tokenize";

/** the words of token `at`'s sentence, lower case, space-separated, with a space at each end */
function sentenceText(tokens: Token[], at: number): { text: string; from: number } {
  const sent = tokens[at].sent;
  let from = at;
  while (from > 0 && tokens[from - 1].sent === sent) from--;
  let text = " ";
  for (let k = from; k < tokens.length && tokens[k].sent === sent; k++) text += tokens[k].w + " ";
  return { text, from };
}

/** the words of the clause around token `at` (no comma or stronger break crossed), up to `reach` either side */
function clauseAround(tokens: Token[], at: number, reach: number): string[] {
  const out: string[] = [];
  for (let k = at - 1, n = 0; k >= 0 && n < reach && tokens[k + 1].brk === 0; k--, n++) out.unshift(tokens[k].w);
  out.push(tokens[at].w);
  for (let k = at + 1, n = 0; k < tokens.length && n < reach && tokens[k].brk === 0; k++, n++) out.push(tokens[k].w);
  return out;
}

/**
 * "my phone wouldn't work", "I couldn't get through", "there was no signal", "the car wouldn't
 * start", "the laptop froze": said in the device's own sentence.
 */
const FAILS_ANY =
  /\b(wouldn't|won't|didn't|doesn't|couldn't|can't|would not|did not|could not|cannot) (work|connect|turn on|switch on|start|load|go through|dial|get through|get a signal|get it to (work|start|go|turn on))\b|\b(no|bad|lost|losing) (signal|reception|service|dial tone|connection)\b|\b(battery|line|phone|screen) (was |went |had gone |is )?(dead|blank|died)\b|\bout of order\b|\b(kept|keeps) (cutting out|breaking up|dropping|freezing|crashing|going dead)\b|\bwrong number\b|\b(misdial|misdialed|misdialled|misdialing|misdialling)\b/;
/** a computer or a screen that hangs: "the laptop froze", "the computer crashed" */
const FAILS_SCREEN = /\b(froze|frozen|freezes|freezing|crashed|crashes)\b/;
/** a car that will not go: "it stalled", "we ran out of gas" */
const FAILS_CAR =
  /\b(stalled|stalls|ran out of (gas|petrol|fuel)|out of (gas|petrol|fuel)|wouldn't go|won't go|wouldn't move|won't move)\b/;

function fails(def: SymbolDef, tokens: Token[], at: number): boolean {
  const { text } = sentenceText(tokens, at);
  if (FAILS_ANY.test(text)) return true;
  if (def.name === "computer" || def.name === "television") return FAILS_SCREEN.test(text);
  if (def.name === "car") return FAILS_CAR.test(text);
  return false;
}

/**
 * "I work at a store", "I worked at the bakery", "on my shift", "I was the cashier":
 * the dreamer's own work, in the place's sentence. (Not "working on my homework": work on something
 * is a task, not a job.) A school is the dreamer's workplace only when they teach there.
 */
const WORK_HERE =
  /\b(i|we|i'm|we're|i've|i'd)( \S+){0,3} (work|works|worked|working)\b(?! (on|out|up|hard|together|through|it|things|something))|\bmy (job|shift|boss|manager|supervisor|coworkers?|co-workers?|colleagues?|customers?|clients?|employer)\b|\b(i|we) (was|were|am|are|had been) (a|the|one of the) (cashier|clerk|waitress|waiter|nurse|doctor|manager|bartender|receptionist|employee|employees|salesperson|salesman|saleswoman|cook|chef|librarian)\b/;
const TEACH_HERE =
  /\b(i|we|i'm|we're)( \S+){0,3} (teach|teaches|taught|teaching)\b|\bmy (students|pupils|class of)\b|\b(i|we) (was|were|am|are) (a|the) (teacher|teachers|substitute|principal)\b/;

function worksThere(def: SymbolDef, tokens: Token[], at: number): boolean {
  const { text } = sentenceText(tokens, at);
  return def.name === "school" ? TEACH_HERE.test(text) : WORK_HERE.test(text);
}

/**
 * "back at school", "back in high school", "my old school", "the house I grew up in", "my
 * childhood home", "in high school again": a place of the dreamer's past come back to. A bare
 * "went back home" is only going home; "an old house" is only an old house.
 */
function revisited(def: SymbolDef, tokens: Token[], at: number, last: number): boolean {
  const before: string[] = [];
  for (let k = at - 1; k >= 0 && k >= at - 4 && tokens[k + 1].brk === 0; k--) before.unshift(tokens[k].w);
  const joined = " " + before.join(" ") + " ";
  const home = /^(home|homes)$/.test(tokens[at].w);
  if (/ (my|our) (old|former|previous|childhood|birth) /.test(joined) || / (childhood|former|previous) /.test(joined)) return true;
  // ("back at school", "back in college"; not "came back to the house", which is only coming home)
  if (def.name === "school" && !home && / back (to|at|in|into) /.test(joined)) return true;
  const after = tokens
    .slice(last + 1, last + 6)
    .filter((t, n, all) => all.slice(0, n + 1).every((x) => x.brk === 0))
    .map((t) => t.w)
    .join(" ");
  if (
    /^(again|once again|(that |which )?(i|we) grew up in|where (i|we) grew up|(that |which |where )?(i|we) used to (live|go|attend|work|own)|i went to as a (kid|child)|from my childhood)\b/.test(
      after,
    )
  )
    return true;
  return (
    def.name === "school" &&
    / back (to|at|in) /.test(sentenceText(tokens, at).text) &&
    /\b(high|middle|elementary|grade|primary|secondary)\b/.test(joined)
  );
}

/** the lexicon's parts of the body (not the body's acts and states: a kiss, sex, tears, an illness) */
export const BODY_PARTS = new Set([
  "teeth",
  "hair",
  "eyes",
  "face",
  "hand",
  "feet",
  "legs",
  "heart",
  "head",
  "mouth",
  "skin",
  "stomach",
  "shoulders",
  "bones",
  "nose",
  "ears",
  "arm",
  "genitals",
  "penis",
  "vagina",
  "breasts",
]);

/** what hurts a part of the body: "my face was covered in sores", "my leg was bleeding", "a bite on my arm" */
const HURT =
  /^(sore|sores|bleeding|bled|bleed|bleeds|bloody|bloodied|bitten|bite|bites|cut|cuts|hurt|hurts|hurting|injured|injury|injuries|wound|wounded|wounds|swollen|broken|broke|burned|burnt|burns|burning|itchy|itching|itched|rash|rashes|pain|painful|ache|aching|ached|aches|bruised|bruises|bruise|scratched|scratches|infected|infection|numb|paralyzed|paralysed|stung|blistered|blisters|blister|scar|scars|scarred|gash|boils|pus|rotting|rotten|bumps|lumps|lump|welts|hives)$/;

function hurtOwnBody(tokens: Token[], at: number, events: Event[], cast: Cast): boolean {
  const prev = tokens[at - 1]?.w ?? "";
  const prev2 = tokens[at - 2]?.w ?? "";
  // ("my face", "my left leg", or "I was bitten on the leg")
  const own =
    prev === "my" ||
    (prev2 === "my" && tokens[at - 1].brk === 0) ||
    (/^(the|on|in)$/.test(prev) &&
      events.some((e) => e.sent === tokens[at].sent && e.passive && e.target?.entity === cast.dreamer && e.verbIndex < at));
  if (!own) return false;
  // ("I cut my hair", "trimmed my nails": a haircut is no wound)
  const groomed = /^(hair|nails?|beard|moustache|mustache|bangs|fingernails?|toenails?)$/.test(tokens[at].w);
  return clauseAround(tokens, at, 6).some((w) => HURT.test(w) && !(groomed && /^(cut|cuts)$/.test(w)));
}

/** "in bed with him", "we shared a bed", "asleep beside me on the bed" */
const SHARED_BED =
  /\b(in|into|on|onto) (the |my |his |her |our |their |a |one )?(bed|beds) (with|together|next to|beside)\b|\b(share|shares|shared|sharing) (a|the|my|his|her|our|one) bed\b|\bbed (with|next to|beside) (me|him|her|them|us|my)\b/;

/** the dreamer in the sentence: "I", "me", "we", "us" */
const DREAMER_WORD = / (i|me|we|us|i'm|we're|i'd|we'd|myself) /;

/** "I threw a party", "we were giving a party", "my birthday party", "I planned the party" */
const HOST = /^(throw|host|have|plan|organize|organise|give|hold)$/;

function hosted(tokens: Token[], at: number, events: Event[], cast: Cast): boolean {
  if (/^(my|our)$/.test(tokens[at - 1]?.w ?? "") || (/^(my|our)$/.test(tokens[at - 2]?.w ?? "") && tokens[at - 1].brk === 0)) return true;
  return events.some(
    (e) =>
      e.actor?.entity === cast.dreamer &&
      !e.negated &&
      !e.unreal &&
      e.verbIndex < at &&
      at - e.verbIndex <= 4 &&
      e.lemmas.some((l) => HOST.test(l)) &&
      tokens.slice(e.verbIndex + 1, at).every((t) => t.brk === 0 && !/^(to|at|in|for)$/.test(t.w)),
  );
}

/** the dreamer among others: "we", "us" */
const WE = /^(we|us|ourselves|i|me|myself)$/;
/** someone the dreamer knows, whose death is a loss of theirs: not a stranger's body in the street */
const KNOWN_KINDS = new Set(["family", "friend", "known"]);

/**
 * Whose death it is, from the event the word is the verb of: the dreamer kills ("I killed the
 * guard") → mastered; someone the dreamer knows dies or is killed ("my uncle died", "Owen was dead") → broken;
 * the dreamer's own death, or a death with no one named, keeps the record's own meaning. (A killing
 * aimed at the dreamer is read from the coding first, as threatens.)
 */
function deathOf(tokens: Token[], at: number, last: number, events: Event[], cast: Cast): SymbolContext | null {
  const dreamer = cast.dreamer;
  // ("Owen was dead", "the bird was dying": the state said of its subject)
  const state = /^(dead|dying)$/.test(tokens[at].w)
    ? events.find(
        (x) =>
          x.verbIndex < at &&
          at <= x.end &&
          at - x.verbIndex <= 3 &&
          !x.negated &&
          !x.unreal &&
          x.lemmas.some((l) => /^(be|look|seem|lie|lay)$/.test(l)),
      )
    : undefined;
  if (state) {
    const who = state.actor?.entity;
    return who && who !== dreamer && KNOWN_KINDS.has(who.kind) && !WE.test(state.actor?.word ?? "") ? "broken" : null;
  }
  const e = events.find((x) => x.verbIndex >= at && x.verbIndex <= last && !x.negated && !x.unreal);
  if (!e) return null;
  const killing = e.lemmas.some((l) => /^(kill|murder)$/.test(l));
  if (killing && !e.passive && e.actor?.entity === dreamer && e.target?.entity && e.target.entity !== dreamer) return "mastered";
  if (killing && e.target?.entity === dreamer) return "threatens";
  const arg = killing ? (e.passive ? (e.target ?? e.actor) : e.target) : e.actor;
  const victim = arg?.entity;
  // ("we died": a group the dreamer is in dies with them, which is the dreamer's own death)
  if (
    e.lemmas.some((l) => /^(die|kill|murder|pass)$/.test(l)) &&
    victim &&
    victim !== dreamer &&
    KNOWN_KINDS.has(victim.kind) &&
    !WE.test(arg?.word ?? "")
  )
    return "broken";
  return null;
}

/**
 * The dreamer's own wedding: "my wedding", "our wedding", "I was getting married", "we got
 * married", "he asked me to marry him" — not a wedding the dreamer goes to ("my sister's wedding").
 */
function ownWedding(tokens: Token[], at: number): boolean {
  const prev = tokens[at - 1]?.w ?? "";
  if (/^(my|our)$/.test(prev) || (/^(my|our)$/.test(tokens[at - 2]?.w ?? "") && /^(own|big|upcoming|first|second)$/.test(prev)))
    return true;
  const { text } = sentenceText(tokens, at);
  return /\b(i|we|i'm|we're|i was|we were|me and \S+|\S+ and i)( \S+){0,3} (marry|married|marrying|engaged)\b|\bmarry me\b|\bmy (bride|groom|fianc[eé]e?)\b/.test(
    text,
  );
}

/** "I was driving the car", "I drove us home in the van": the dreamer at the wheel in the vehicle's sentence */
const AT_THE_WHEEL = /^(drive|steer)$/;
export function dreamerDrives(tokens: Token[], at: number, events: Event[], cast: Cast): boolean {
  const sent = tokens[at].sent;
  // (the vehicle in the drive's own clause, or the dreamer's own: not "I was driving when a car came out of nowhere")
  const own = /^(my|our)$/.test(tokens[at - 1]?.w ?? "") || (/^(my|our)$/.test(tokens[at - 2]?.w ?? "") && tokens[at - 1].brk === 0);
  if (events.some((e) => e.actor?.index === at)) return false;
  return events.some(
    (e) =>
      e.sent === sent &&
      !e.negated &&
      !e.unreal &&
      e.actor?.entity === cast.dreamer &&
      e.lemmas.some((l) => AT_THE_WHEEL.test(l)) &&
      (own || (e.verbIndex < at && at <= e.end)),
  );
}

/**
 * "his house", "my friend's house", "at Sarah's apartment", "the neighbours' house": a home the
 * words give to someone other than the dreamer. (An old home of the dreamer's own is `revisited`, asked first.)
 */
function someoneElses(tokens: Token[], at: number): boolean {
  let k = at - 1;
  // (across one describing word: "her old house", "Tom's big apartment")
  if (
    tokens[k] &&
    tokens[at].brk === 0 &&
    /^(old|new|big|little|small|huge|tiny|beautiful|nice|summer|beach|country|family)$/.test(tokens[k].w)
  )
    k--;
  const w = tokens[k]?.w ?? "";
  if (tokens[k + 1]?.brk !== 0) return false;
  // (a parent's or grandparent's home is the family's, often the dreamer's first: no guest's visit)
  if (
    /^(mother|mom|mum|mommy|mama|father|dad|daddy|papa|parents|parent|grandma|grandmother|grandpa|grandfather|grandparents|nana|nan|granny|grammy)['’]s?$/.test(
      w,
    )
  )
    return false;
  // (a neighbour's house is the one next door: the lexicon's scene for it says so)
  if (/^(neighbou?rs?)['’]s?$/.test(w)) return false;
  return (
    /^(his|her|their)$/.test(w) ||
    (/['’]s?$/.test(w) && /['’]/.test(w) && !/^(it's|that's|there's|here's|he's|she's|what's|who's|one's|let's)$/.test(w))
  );
}

/** water that rises over the scene: "the water started rising", "water poured in", "the room flooded" */
const RISING = /^(rise|flood|pour|rush|sweep|surge|overflow|gush|fill|cover|swallow|engulf|wash)$/;

function waterRising(tokens: Token[], at: number, events: Event[]): boolean {
  return events.some(
    (e) =>
      !e.negated &&
      !e.unreal &&
      e.lemmas.some((l) => RISING.test(l)) &&
      (e.actor?.index === at || (e.sent === tokens[at].sent && e.verbIndex > at && e.verbIndex - at <= 3 && !e.actor?.entity)),
  );
}

/** "I was on TV", "we were on the news", "I'm in a movie", "I was being filmed": the dreamer is what the screen shows */
const SHOWN =
  /\b(i|we|i'm|we're)( was| were| am| are| got| had been| have been| ended up)? (on|in) (tv|television|the news|the show|a show|this show|a tv show|a movie|the movie|this movie|a film|the film|a commercial|camera|the screen)\b|\b(i|we) (was|were|am|are) (being )?(filmed|televised|broadcast)\b|\b(i|we) (starred|appeared) (in|on)\b/;

/** a ride down a slope: the sled, the tube, the skis — a hill in such a dream is gone down, not climbed */
const SLOPE_RIDE =
  /^(sled|sleds|sledding|sledged|sledging|sledge|toboggan|tobogganing|tubing|ski|skis|skiing|skied|snowboard|snowboarding|snowboarded)$/;
/**
 * a ride down: "we rolled down the hill", "slid down a steep hill", "raced down the slope" — not a
 * walk or a drive down, which only goes somewhere
 */
const DOWN_MOVE =
  /^(slid|slide|slides|sliding|roll|rolls|rolled|rolling|ride|rides|rode|riding|race|raced|racing|sped|speed|speeding|fly|flew|flying|coast|coasted|coasting|tumble|tumbled|tumbling|skied|zoom|zoomed|zooming|careen|careened|careening)$/;

/**
 * "sledding down the hill", "we rolled down a big hill", a hill in a dream of tubing or skiing: the
 * dreamer goes down it for the ride, which is not the climb the hill otherwise stands for.
 */
function descended(tokens: Token[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 4 && tokens[k + 1].brk === 0; k--) {
    if (tokens[k].w === "down") return DOWN_MOVE.test(tokens[k - 1]?.w ?? "") || SLOPE_RIDE.test(tokens[k - 1]?.w ?? "");
    if (
      !/^(the|a|an|this|that|my|our|big|steep|huge|small|little|snowy|icy|grassy|muddy|slippery|rocky|sandy|green|wet|long|regular|same|other|next)$/.test(
        tokens[k].w,
      )
    )
      break;
  }
  return tokens.some((t) => SLOPE_RIDE.test(t.w));
}

/** what makes sex a violation, said in its sentence: "forced sexual acts", "he raped her", "against my will" */
const FORCED =
  /\b(forced|forcing|forces|force|rape|raped|raping|rapes|rapist|molest|molested|molesting|molester|assault|assaulted|assaulting|unwanted|against (my|her|his|their) will|without (my|her|his) consent)\b/;

/** the situation these sentence-level rules find for the symbol at `at`, if any */
export function situationOf(at: number, events: Event[], cast: Cast, tokens: Token[]): SymbolContext | null {
  if (!tokens[at]) return null;
  const { defs, last } = symbolsAt(tokens, at);
  if (defs.length === 0) return null;
  const has = (c: SymbolContext) => defs.find((d) => d.in?.[c]);
  const device = has("fails");
  if (device && fails(device, tokens, at)) return "fails";
  const workplace = has("works");
  if (workplace && worksThere(workplace, tokens, at)) return "works";
  const past = has("revisited");
  if (past && revisited(past, tokens, at, last)) return "revisited";
  if (defs.some((d) => BODY_PARTS.has(d.name)) && hurtOwnBody(tokens, at, events, cast)) return "hurt";
  // (the dreamer's own bed: "two strangers asleep in bed together" is a bed others share, seen)
  if (has("shared") && SHARED_BED.test(sentenceText(tokens, at).text) && DREAMER_WORD.test(sentenceText(tokens, at).text)) return "shared";
  if (has("shown") && SHOWN.test(sentenceText(tokens, at).text)) return "shown";
  if (defs.some((d) => d.name === "party") && hosted(tokens, at, events, cast)) return "mastered";
  if (defs.some((d) => d.name === "water") && waterRising(tokens, at, events)) return "threatens";
  if (has("descended") && descended(tokens, at)) return "descended";
  if (defs.some((d) => d.name === "sex") && FORCED.test(sentenceText(tokens, at).text)) return "threatens";
  if (defs.some((d) => d.name === "death")) {
    const whose = deathOf(tokens, at, last, events, cast);
    if (whose) return whose;
  }
  if (has("own") && ownWedding(tokens, at)) return "own";
  if (has("visited") && someoneElses(tokens, at)) return "visited";
  return null;
}

/** a hurt part of the body, where the record gives no wording of its own for it */
export const BODY_HURT = {
  jung: "the body's own alarm, heard before any symbol",
  freud: "bodily anxiety, or a punishment the dream metes out",
  everyday: "a real worry about your body or health, or a hurt you are carrying",
};
