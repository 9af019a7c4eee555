import type { SymbolEntry } from "./types";

export const creatures: SymbolEntry[] = [
  {
    name: "monster", forms: "monsters|creature from|beast from|thing chasing|something chasing", theme: "chase", salience: 2, sense: { excludes: ["monster truck", "monster trucks", "monster energy", "cookie monster", "green-eyed monster"] },
    meaning: { jung: "the shadow given a face", freud: "repressed fear personified", everyday: "an overwhelming problem or fear" },
    in: {
      threatens: { jung: "the shadow given a face and closing in", freud: "a repressed fear pursuing the dreamer", everyday: "an overwhelming problem or fear you have been avoiding" },
      helps: { jung: "the shadow turned ally, with energy to offer", everyday: "a fear or flaw that turns out to be useful" },
      mastered: { jung: "the ego turning to face the shadow and taking its power", freud: "the repressed confronted and disarmed", everyday: "facing a fear and finding it smaller than it seemed" },
      fled: { jung: "the ego running from what it has refused to look at", everyday: "avoiding a problem that grows the longer it is ignored" },
    },
  },
  {
    name: "ghost", forms: "ghosts|spirit|spirits|phantom|apparition|haunted|haunting|poltergeist", theme: "the supernatural", salience: 1, sense: { excludes: ["team spirit", "good spirits", "high spirits", "low spirits", "school spirit", "in the spirit of", "holy spirit", "spirit of the law", "community spirit", "free spirit", "ghost town", "ghost of a chance", "mixing spirits", "ghosted me"] },
    meaning: { jung: "an unresolved content of the past", freud: "the return of the repressed", everyday: "unfinished business or a lingering memory" },
    in: {
      threatens: { jung: "the past haunting the present", freud: "the repressed returning to accuse", everyday: "guilt, unresolved grief, or something you cannot let go of" },
      helps: { jung: "a message from the past offered in kindness", everyday: "comfort from a memory, or insight from someone you lost" },
      fled: { jung: "the ego avoiding unfinished business", everyday: "avoiding a memory or an old problem" },
    },
  },
  {
    name: "demon", forms: "demons|devil|satan|evil spirit|possessed|possession|lucifer", theme: "the supernatural", salience: 1, sense: {
      // ("a few possessions", "in possession of the keys": belongings and holding, unless a spirit is about)
      byForm: { "possession|possessions": { requires: ["demon", "demons", "demonic", "spirit", "spirits", "devil", "exorcism", "exorcist", "evil", "satan", "ghost", "ghosts"] } },
      excludes: ["possessed by the idea", "speed demon", "devil's advocate", "devil may care", "tasmanian devil", "dirt devil"] },
    meaning: { jung: "the dark side of the psyche claiming attention", freud: "forbidden impulses made diabolical", everyday: "guilt, temptation, or fear of evil" },
    in: {
      threatens: { jung: "a dark autonomous complex seeking possession of the ego", freud: "forbidden impulses turned diabolical", everyday: "guilt, temptation, or a habit that feels like it controls you" },
      mastered: { jung: "the ego casting out or taming its darkness", everyday: "overcoming a temptation or a destructive pattern" },
      fled: { jung: "the ego running from its own darkness", everyday: "avoiding a guilt or craving you have not faced" },
    },
  },
  {
    name: "angel", forms: "angels|guardian angel|cherub", theme: "the supernatural", sense: { excludes: ["los angeles", "angel food", "snow angel", "snow angels"] },
    meaning: { jung: "a messenger of the Self", freud: "the idealised protective parent", everyday: "guidance, comfort, or hope" },
    in: {
      threatens: { jung: "the numinous as overwhelming judgement", everyday: "moral pressure or an ideal you cannot live up to" },
      helps: { jung: "the Self's messenger offering guidance and protection", freud: "the idealised parent watching over you", everyday: "comfort, hope, or help arriving when you need it" },
    },
  },
  { name: "god", forms: "jesus|christ|lord|allah|buddha|deity|divine", sense: { excludes: ["oh my god", "oh god", "my god", "thank god", "thank the lord", "god knows", "god only knows", "for god's sake", "oh lord", "my lord", "good lord", "god damn", "goddamn", "god forbid", "oh jesus", "jesus christ", "swear to god", "i swear to god", "god bless", "god willing", "good god", "dear god", "lord knows", "lord of the rings", "landlord", "drug lord"] }, meaning: { jung: "the image of the Self and the numinous", freud: "the ultimate father", everyday: "faith, meaning, and guidance" } },
  {
    name: "vampire", forms: "vampires|dracula", theme: "the supernatural", salience: 1,
    meaning: { jung: "a force that drains the ego's energy", freud: "seduction and draining desire", everyday: "a draining relationship" },
    in: {
      threatens: { jung: "a force draining the ego's life", freud: "seduction that feeds on you", everyday: "a draining relationship or obligation" },
      mastered: { jung: "the ego refusing to be fed upon", everyday: "setting a boundary with someone who takes too much" },
    },
  },
  {
    // "mummy" is mum unless an article or the tomb around it makes it the embalmed dead
    name: "mummy", forms: "mummies", theme: "the supernatural", salience: 1, sense: { pos: "noun", near: { words: ["a", "an", "the", "ancient", "egyptian", "giant", "undead", "another", "some", "two", "three", "rotting"], before: 2 } },
    meaning: { jung: "the preserved past, kept whole but lifeless", freud: "what was buried intact and may stir again", everyday: "something from the past kept unchanged, or a fear that will not stay buried" },
    in: {
      threatens: { jung: "the preserved past stirring and coming for the ego", freud: "the buried returning", everyday: "an old matter you thought settled coming back at you" },
      fled: { jung: "the ego escaping what the past has kept", everyday: "getting away from an old fear or an unchanged situation" },
    },
  },
  {
    name: "zombie", forms: "zombies|undead|walking dead", theme: "the supernatural", salience: 1, sense: { excludes: ["like a zombie", "zombie mode"] },
    meaning: { jung: "a lifeless part of the psyche still moving", freud: "fear of the dead returning", everyday: "burnout or feeling numb" },
    in: {
      threatens: { jung: "lifeless parts of the psyche pressing in on you", freud: "the dead returning", everyday: "burnout, routines that drain you, or people who take without giving" },
      mastered: { jung: "the ego defeating the forces of numbness", everyday: "taking control back from a draining situation" },
      fled: { jung: "the ego escaping numbness and mechanical living", everyday: "a wish to get away from a deadening situation" },
    },
  },
  {
    name: "alien", forms: "aliens|extraterrestrial|extraterrestrials", theme: "the supernatural", salience: 1, sense: { excludes: ["alien to me", "illegal alien", "illegal aliens", "alien concept"] },
    meaning: { jung: "the radically other within", freud: "estrangement from oneself", everyday: "feeling out of place" },
    in: {
      threatens: { jung: "the radically unknown seizing the ego", freud: "estrangement from your own body and will", everyday: "feeling invaded, examined, or out of place" },
      helps: { jung: "the other bringing knowledge from beyond", everyday: "a new perspective or unexpected help" },
    },
  },
  {
    name: "witch", forms: "witches|wizard|wizards|sorcerer|sorceress|magician|warlock", theme: "the supernatural", sense: { excludes: ["wizard of oz", "witch hunt", "wizard at"] },
    meaning: { jung: "the magical transformer, dark or wise", freud: "the feared mother", everyday: "power, magic, or manipulation" },
    in: {
      threatens: { jung: "the dark feminine power that curses and binds", freud: "the feared, punishing mother", everyday: "manipulation or a person whose influence scares you" },
      helps: { jung: "the wise woman who transforms with knowledge", everyday: "help from an unconventional source" },
    },
  },
  {
    name: "dragon", forms: "dragons", salience: 1,
    meaning: { jung: "the primordial guardian of treasure", freud: "the devouring parent", everyday: "a great challenge guarding a reward" },
    in: {
      threatens: { jung: "the primordial guardian barring the way to the treasure", freud: "the devouring parent", everyday: "a formidable obstacle" },
      mastered: { jung: "the hero's victory: the treasure won from the dragon", everyday: "overcoming a great challenge and earning a reward" },
      fled: { jung: "the ego retreating from the great trial", everyday: "avoiding a challenge that could change you" },
    },
  },
  { name: "fairy", forms: "fairies|elf|elves|gnome|gnomes|pixie|dwarf|dwarves|leprechaun", sense: { excludes: ["fairy tale", "fairy tales", "fairytale", "tooth fairy", "fairy lights"] }, meaning: { jung: "small helpful powers of nature", freud: "childhood wish-fulfilment", everyday: "whimsy and imagination" } },
  { name: "giant", forms: "giants|ogre|troll|trolls|titan", sense: { pos: "noun", excludes: ["a giant", "giant step", "giant leap", "giant sized", "giant size", "giant steps", "the giants"] }, meaning: { jung: "an inflated power that dwarfs the ego", freud: "the parent as seen by a small child", everyday: "feeling small before something huge" } },
  { name: "mermaid", forms: "mermaids", sense: { excludes: ["siren call"] }, meaning: { jung: "the anima luring toward the depths", freud: "seduction from the deep", everyday: "temptation and fantasy" } },
  { name: "werewolf", forms: "werewolves", meaning: { jung: "the wild instinct breaking through the civilised self", freud: "beastly desire", everyday: "loss of control or hidden anger" } },
  { name: "superhero", forms: "superheroes|superman|batman|spiderman|spider-man|super powers|superpowers|super power|superpower", meaning: { jung: "the hero archetype and inflated power", freud: "wishful omnipotence", everyday: "wanting to be capable and admired" } },
  { name: "magic", forms: "magical|spell|spells|curse|cursed|enchanted|potion", theme: "the supernatural", sense: {
      // ("put a curse on", "the house was cursed", "an ancient curse" — not "kicks and curses", "I cursed", swearing)
      byForm: { "curse|curses|cursed": { near: { words: ["a", "an", "the", "this", "that", "was", "were", "is", "been", "be", "ancient", "evil", "family", "old", "witch's", "under"], before: 2 } } },
      excludes: ["quite a spell", "a spell of", "for a spell", "dry spell", "cold spell", "spell it", "spell my", "spell the", "spelled", "spelling", "how to spell", "dry spell", "spell check", "spell checker", "cold spell", "spell your", "curse word", "curse words", "magic marker", "magic markers", "spell it", "spell my", "spell the", "spell out", "spell his", "spell her", "cursed at", "cursed me", "curse at"] }, meaning: { jung: "the transforming power of the unconscious", freud: "omnipotent wishful thinking", everyday: "wonder or wishing for an easy fix" } },
  {
    name: "shadow figure", forms: "shadow|shadows|shadowy figure|dark figure|figure in black|hooded figure|man in black", theme: "chase", salience: 1, sense: { excludes: ["half-shadow", "half shadow", "half-shadows", "semi-shadow", "a shadow at", "be a shadow", "was a shadow for", "as a shadow", "shadow someone", "shadow a student", "shadowing", "to shadow", "shadow me", "shadow him", "shadow her", "shadow of a doubt", "in the shadows of", "eye shadow", "eyeshadow", "shadow boxing", "shadowed", "in the shadow", "in the shadows", "in shadow", "in a shadow", "into a shadow", "into the shadow", "into the shadows", "the shadow of the", "shadow of a tree", "shadow of the building", "sat in the shadow", "stood in the shadow"] },
    meaning: { jung: "the shadow archetype itself", freud: "the threatening intruder", everyday: "an unnamed fear" },
    in: {
      threatens: { jung: "the shadow archetype closing in", freud: "the intruder in the dark", everyday: "an unnamed fear or a sense of menace" },
      fled: { jung: "the ego escaping its disowned side", everyday: "avoiding a feeling you do not want to name" },
    },
  },
  { name: "skeleton figure", forms: "grim reaper|reaper|death himself", theme: "death", meaning: { jung: "death as a personified guide", freud: "mortality made visible", everyday: "fear of endings" } },
  { name: "doll come alive", forms: "possessed doll|creepy doll|puppet|puppets", noun: "the living doll", meaning: { jung: "a persona without a soul", freud: "the uncanny", everyday: "unease and distrust of appearances" } },
  { name: "mythical beast", forms: "phoenix|griffin|centaur|minotaur|sphinx|hydra", meaning: { jung: "a composite image from the collective myths", freud: "condensed wishes", everyday: "imagination and rebirth" } },
];
