/**
 * Oneira's dream-symbol lexicon. All meanings were written for Oneira; each file groups one
 * family of symbols. The matcher in lib/interpret/lexicon.ts compiles these once at load.
 */
import { aircraft } from "./aircraft";
import { amusements } from "./amusements";
import { animals } from "./animals";
import { body } from "./body";
import { clothing } from "./clothing";
import { creatures } from "./creatures";
import { events } from "./events";
import { food } from "./food";
import { medical } from "./medical";
import { mortality } from "./mortality";
import { nature } from "./nature";
import { objects } from "./objects";
import { people } from "./people";
import { places } from "./places";
import { situations } from "./situations";
import { technology } from "./technology";
import type { LexiconCategory, SymbolEntry } from "./types";
import { vehicles } from "./vehicles";
import { war } from "./war";

export type { LexiconCategory, Meaning, Scene, Sense, SymbolContext, SymbolEntry } from "./types";
export { SYMBOL_CONTEXTS } from "./types";

export const LEXICON: ReadonlyArray<{ category: LexiconCategory; entries: SymbolEntry[] }> = [
  { category: "animal", entries: animals },
  { category: "person", entries: people },
  { category: "body", entries: body },
  { category: "place", entries: places },
  { category: "place", entries: amusements },
  { category: "nature", entries: nature },
  { category: "object", entries: objects },
  { category: "vehicle", entries: vehicles },
  { category: "vehicle", entries: aircraft },
  { category: "event", entries: events },
  { category: "event", entries: situations },
  { category: "event", entries: war },
  { category: "event", entries: medical },
  { category: "event", entries: mortality },
  { category: "food", entries: food },
  { category: "clothing", entries: clothing },
  { category: "creature", entries: creatures },
  { category: "technology", entries: technology },
];
