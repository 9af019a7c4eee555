/**
 * Where the dream happens: indoors or out, familiar or strange, and the places it names ("your
 * grandmother's house", "Potomac Park", "at Nana's").
 */
import { isNegator, type Token } from "./tokenize";
import type { FoundSymbol } from "./symbols";

export type Setting = { indoor: boolean | null; familiar: boolean | null; places: string[] };

const FAMILY = new Set([
  "mother",
  "mom",
  "mum",
  "father",
  "dad",
  "grandmother",
  "grandma",
  "grandfather",
  "grandpa",
  "aunt",
  "uncle",
  "sister",
  "brother",
  "cousin",
  "nana",
]);

const INDOOR = new Set([
  "house",
  "home",
  "room",
  "bedroom",
  "kitchen",
  "bathroom",
  "basement",
  "attic",
  "hallway",
  "hall",
  "corridor",
  "office",
  "classroom",
  "inside",
  "indoors",
  "building",
  "store",
  "shop",
  "mall",
  "restaurant",
  "hotel",
  "hospital",
  "church",
  "apartment",
  "elevator",
  "stairs",
  "staircase",
  "library",
  "gym",
  "theater",
  "theatre",
  "cafeteria",
  "school",
  "upstairs",
  "downstairs",
  "bed",
  "ceiling",
  "closet",
  "dorm",
  "lobby",
  "bar",
  "cinema",
  "auditorium",
  "garage",
  "living",
]);
const OUTDOOR = new Set([
  "outside",
  "outdoors",
  "street",
  "road",
  "park",
  "beach",
  "forest",
  "woods",
  "field",
  "sky",
  "mountain",
  "mountains",
  "hill",
  "river",
  "lake",
  "ocean",
  "sea",
  "yard",
  "garden",
  "backyard",
  "desert",
  "island",
  "highway",
  "sidewalk",
  "parking",
  "lot",
  "bridge",
  "cliff",
  "countryside",
  "meadow",
  "jungle",
  "shore",
  "trail",
  "path",
  "air",
  "rooftop",
  "lawn",
  "campus",
  "town",
  "city",
]);
const UNFAMILIAR_ADJ = new Set([
  "strange",
  "unfamiliar",
  "unknown",
  "weird",
  "foreign",
  "new",
  "mysterious",
  "odd",
  "different",
  "huge",
  "abandoned",
  "some",
]);
const PLACE_NOUNS = new Set([
  "house",
  "home",
  "room",
  "place",
  "building",
  "school",
  "city",
  "town",
  "country",
  "street",
  "store",
  "shop",
  "office",
  "hotel",
  "hospital",
  "church",
  "apartment",
  "land",
  "world",
  "area",
  "neighborhood",
  "neighbourhood",
  "forest",
  "island",
  "house's",
  "village",
  "bedroom",
  "kitchen",
  "classroom",
  "yard",
  "car",
]);

/** an owner's "'s" */
const POSSESSIVE_S = /['’]s$/;

/** A place as the dream names it: "your grandmother's house", "Potomac Park", "the office". */
function placeLabel(tokens: Token[], s: FoundSymbol): string {
  const start = s.firstToken;
  if (s.proper) return s.proper;
  // "my grandmother's house", "Dad's office", "our old house"
  let j = start - 1;
  const pieces: string[] = [];
  while (j >= 0 && j >= start - 3 && tokens[j + 1].brk === 0) {
    const w = tokens[j].w;
    if (w === "my" || w === "our")
      return `your ${[...pieces].reverse().join(" ")}${pieces.length ? " " : ""}${s.surface.toLowerCase()}`.replace(/\s+/g, " ");
    if (/['’]s$|s'$/.test(tokens[j].raw)) {
      pieces.push(/^\p{Lu}/u.test(tokens[j].raw) && !FAMILY.has(w.replace(POSSESSIVE_S, "")) ? tokens[j].raw : w);
      j--;
      continue;
    }
    if (w === "old" || w === "childhood" || w === "new") {
      pieces.push(w);
      j--;
      continue;
    }
    break;
  }
  const pre = [...pieces].reverse().join(" ");
  if (pieces.length && /^\p{Lu}/u.test(pre)) return `${pre} ${s.surface.toLowerCase()}`;
  if (pieces.length && pieces.some((x) => FAMILY.has(x.replace(/['’]s$|'$/, "")))) return `your ${pre} ${s.surface.toLowerCase()}`;
  return s.surface.toLowerCase();
}

const majority = (a: number, b: number) => (a === 0 && b === 0 ? null : a > b ? true : b > a ? false : null);

export function findSetting(tokens: Token[], symbols: FoundSymbol[]): Setting {
  let indoor = 0;
  let outdoor = 0;
  let familiar = 0;
  let unfamiliar = 0;
  const places: string[] = [];
  const placeSeen = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    if (INDOOR.has(w)) indoor++;
    if (OUTDOOR.has(w)) outdoor++;
    if (PLACE_NOUNS.has(w)) {
      const p = tokens[i - 1]?.w ?? "";
      const pp = tokens[i - 2]?.w ?? "";
      if (p === "my" || p === "our" || pp === "my" || pp === "our" || (p === "old" && (pp === "my" || pp === "our"))) familiar++;
      if (w === "home" && ["at", "went", "go", "back", "get", "got", "came"].includes(p)) familiar++;
      if (UNFAMILIAR_ADJ.has(p) || (p === "a" && pp === "in" && w === "place") || (UNFAMILIAR_ADJ.has(pp) && p !== "my")) unfamiliar++;
    }
    if ((w === "familiar" || w === "recognized" || w === "recognised") && tokens[i - 1]?.w !== "not" && !isNegator(tokens[i - 1]?.w ?? ""))
      familiar += 0.5;
    if (w === "familiar" && isNegator(tokens[i - 1]?.w ?? "")) unfamiliar++;
    if ((w === "recognise" || w === "recognize" || w === "recognised" || w === "recognized") && isNegator(tokens[i - 1]?.w ?? ""))
      unfamiliar++;
    if (w === "unfamiliar" || w === "nowhere") unfamiliar++;
    // "at Nana's", "at Mom's": someone's home is familiar
    if (POSSESSIVE_S.test(tokens[i].raw) && ["at", "to"].includes(tokens[i - 1]?.w ?? "") && /^\p{Lu}/u.test(tokens[i].raw)) {
      familiar++;
      indoor += 0.5;
      const label = tokens[i].raw;
      if (!placeSeen.has(label.toLowerCase())) {
        placeSeen.add(label.toLowerCase());
        places.push(label);
      }
    }
  }
  // (the places by how charged they are, not by what the dream does with them: a room things happen in is still the setting)
  const byImage = [...symbols].sort((a, b) => b.score - (b.role ?? 0) - (a.score - (a.role ?? 0)) || a.firstToken - b.firstToken);
  for (const s of byImage) {
    if (s.def.category === "place" && places.length < 6) {
      const label = placeLabel(tokens, s);
      if (!placeSeen.has(label)) {
        placeSeen.add(label);
        places.push(label);
      }
    }
  }
  return { indoor: majority(indoor, outdoor), familiar: majority(familiar, unfamiliar), places };
}

/** words that put a dream on a battlefield; one alone ("my brother's army jacket") does not */
const WAR_WORDS =
  /\b(war|wartime|combat|battlefield|soldiers?|troops|platoon|army|enemy|enemies|grenades?|bayonets?|ambush|rifles?|mortars?|artillery|sniper|firefight|trenches|foxhole|air raid|bombs?|bombing|machine guns?|viet cong|vietnam|nva)\b/gi;
/** play, screens and fantasy make war a game, a show or a tale, not a danger the dreamer is in */
const PLAYED =
  /\b(play|playing|played|game|games|video|movie|film|tv|television|paintball|laser tag|dragons?|wizards?|magic|spells?|elves|elf|orcs?|knights?|sorcerers?|fairy|fairies|unicorns?|aliens?|spaceships?|lasers?|zombies?|superheroes|superhero|superpowers?)\b/i;

/** whether the dream is set in war: two different war words, and no game, film or fantasy to hold them */
export function warScene(text: string): boolean {
  const found = new Set((text.match(WAR_WORDS) ?? []).map((w) => w.toLowerCase().replace(/s$/, "")));
  return found.size >= 2 && !PLAYED.test(text);
}
