/**
 * One lexicon record: a dream symbol with everything the engine knows about it, in one place —
 * the words that evoke it, when those words mean it (its sense), how prose names it, its classic
 * theme, how much it matters beside scene furniture, and what it means, in general and in the
 * situations the dream can put it in. All meanings were written for Oneira.
 */
export type LexiconCategory =
  | "animal"
  | "person"
  | "body"
  | "place"
  | "nature"
  | "object"
  | "vehicle"
  | "action"
  | "event"
  | "food"
  | "clothing"
  | "creature"
  | "technology";

/** Short noun phrases that read after "points to" / "suggests". */
export type Meaning = { jung: string; freud: string; everyday: string };

/**
 * The situations a dream can put a symbol in; the engine works out which one applies from the
 * dream's events (lib/interpret/symbol-context.ts):
 * - threatens: it (a being or a force) attacks, chases, bites or menaces the dreamer
 * - helps: it (a being) helps, guides, protects or befriends the dreamer
 * - mastered: the dreamer acts on it — catches, kills, tames, holds, rides, drives, opens, uses it
 * - fled: the dreamer runs from it, hides from it or escapes it
 * - lost: it is lost, missing, left behind, cannot be found or is taken away
 * - found: it is found, given to the dreamer or received
 * - broken: it breaks, crumbles, falls out, crashes, burns, fails or dies
 * - carried: it carries the dreamer while someone else steers it (a car another drives, the dreamer a passenger)
 * - fails: it will not work for the dreamer (a phone that cannot get through, a car that will not start)
 * - works: the dreamer works there (a shop, an office, a restaurant seen from behind the counter)
 * - revisited: the dreamer is back in a place of their past (back at school, an old house, the childhood home)
 * - hurt: a part of the dreamer's own body is hurt, sore, bitten or bleeding
 * - shared: it is shared with someone in a close way (a bed the dreamer is in with someone)
 * - shown: the dreamer is the one on it, watched by others (on TV, in the film, being filmed)
 * - clashes: the dreamer is at odds with them — impatient or angry with them, quarrelling, dealing a blow
 * - descended: the dreamer goes down it for the ride (a hill sledded, tubed or skied down), not up it
 * - visited: it is someone else's (a friend's house, his flat), and the dreamer is there as a guest
 * - own: it is the dreamer's own occasion (their wedding), not one they go to
 */
export const SYMBOL_CONTEXTS = [
  "threatens",
  "helps",
  "mastered",
  "fled",
  "lost",
  "found",
  "broken",
  "carried",
  "fails",
  "works",
  "revisited",
  "hurt",
  "shared",
  "shown",
  "clashes",
  "descended",
  "visited",
  "own",
] as const;
export type SymbolContext = (typeof SYMBOL_CONTEXTS)[number];

/** When the words of a record mean this symbol. Every rule is optional; all given must hold. */
export type Sense = {
  /**
   * Phrases (lower case, words as in the dream) that, when they cover the matched words, mean
   * something else: idioms ("woke up", "a number of", "catch a train") or other senses
   * ("went flying" of objects in a crash). Checked within the sentence.
   */
  excludes?: string[];
  /** At least one of these words must occur in the same sentence (e.g. "help" only means rescue near "save", "drowning"…). */
  requires?: string[];
  /** None of these words may occur in the same sentence: the other sense's setting ("bat" beside "pitcher", "mummy" beside "tomb"). */
  avoids?: string[];
  /**
   * Like `avoids`, but only while the match is written in lower case: a common noun that is also a
   * name ("china" beside plates is porcelain, while "China" stays the country).
   */
  avoidsLower?: string[];
  /**
   * At least one of these words must occur somewhere in the dream: a sense its sentence cannot
   * settle ("the manager" is the dreamer's boss only in a dream of their job, not of a shop visited).
   */
  dreamRequires?: string[];
  /** None of these words may occur anywhere in the dream: the other sense's setting ("film" in a dream with a camera). */
  dreamAvoids?: string[];
  /** The matched word must be used as this word class (e.g. "fire" the noun, not "fired" someone). */
  pos?: "noun" | "verb";
  /**
   * Who must do or undergo it: "dreamer" means the dreamer is the subject of the clause ("I was flying",
   * not "the balloon flew"); "notOther" only turns it away when the clause names someone or something
   * else as its subject ("the horse escaped"), and keeps it where the dream leaves the subject unsaid
   * ("Trying to escape in boats", "we fool him and escape") — for acts whose other doers are rarer
   * than the dreamer's own elliptical ones. "thing" turns it away when a character does it: a
   * building or a bridge collapses, a person who collapses only faints.
   */
  subject?: "dreamer" | "notOther" | "thing";
  /**
   * One of these words must stand within `before` words before or `after` words after the match,
   * in the same clause. Some senses are decided by the word right beside the match — its object,
   * owner or frame — which a sentence-wide `requires` is too loose for and `excludes` cannot list
   * ("cut my finger", not "cut our hedges"; "my staff", not "the staff" of a clinic; "I was lost",
   * not "lost 13 pounds"; a "knock at the door", not "knocked over a lamp").
   */
  near?: { words: string[]; before?: number; after?: number };
  /** None of these words may stand that near: the match's other sense ("painted the house" is a chore, not art). */
  far?: { words: string[]; before?: number; after?: number };
  /**
   * Rules for some of the record's forms only, on top of the record's own: one form can need a
   * rule the others must not ("cut" a body part near it, "bruise" nothing). Keys are forms as
   * written in `forms`, "|"-separated when several share the rules; generated plurals count.
   */
  byForm?: Record<string, Omit<Sense, "byForm">>;
};

export type SymbolEntry = {
  /** the canonical symbol, as the dictionary names it (may be several words) */
  name: string;
  /** "|"-separated words or phrases that also evoke it; regular plurals are generated */
  forms?: string;
  /** how prose names it when the dream's own words will not do ("the chase", "being late") */
  noun?: string;
  /** the classic dream theme it belongs to ("chase", "water", "being lost") */
  theme?: string;
  /** how much it matters beside other symbols: -2 scene furniture … +2 a classic dream image */
  salience?: number;
  sense?: Sense;
  meaning: Meaning;
  /** meanings for the situations the dream puts it in; missing fields fall back to `meaning` */
  in?: Partial<Record<SymbolContext, Partial<Meaning>>>;
  /**
   * Meanings for how the symbol stands in this dream when its words say so (whose it is, what is
   * done there, what it is doing), tried in order; the first that holds at one of its mentions
   * replaces `meaning`, and a situation from `in` still goes over it (lib/interpret/symbol-scenes.ts).
   */
  scenes?: Scene[];
};

/**
 * One way a symbol stands in a dream, read from the words around a mention in its own sentence:
 * "my house" is the dreamer's own, "a house" one they do not know, a house with "moving" in it is
 * a move. Every rule given must hold.
 */
export type Scene = {
  /** a short name for it, for tests and reports: "own", "unknown", "moving" */
  id: string;
  /** one of these words or phrases within `window` words of the mention ("clean*" ends a stem) */
  near?: string[];
  /** none of these within the window: the scene's other sense ("clean" of a record, not of a room) */
  not?: string[];
  /** how many words either side `near` and `not` look, in the sentence; 6 unless told */
  window?: number;
  /** one of these words right before the mention, past at most one describing word: "my", "our", "a" */
  owner?: string[];
  /** the mention is one of these forms ("home", "college"), lower case */
  forms?: string[];
  /** the dreamer (I, me, we, my…) is named in the mention's sentence */
  dreamer?: boolean;
  /** who does it, for an act ("driving"): the subject just before it is the dreamer ("I was driving") or someone else ("Mom drove") */
  by?: "dreamer" | "other";
  meaning: Partial<Meaning>;
};
