import type { RawSymbol } from "./types";

export const creatures: RawSymbol[] = [
  ["monster", "monsters|creature from|beast from|thing chasing|something chasing", "the shadow given a face", "repressed fear personified", "an overwhelming problem or fear"],
  ["ghost", "ghosts|spirit|spirits|phantom|apparition|haunted|haunting|poltergeist", "an unresolved content of the past", "the return of the repressed", "unfinished business or a lingering memory"],
  ["demon", "demons|devil|satan|evil spirit|possessed|possession|lucifer", "the dark side of the psyche claiming attention", "forbidden impulses made diabolical", "guilt, temptation, or fear of evil"],
  ["angel", "angels|guardian angel|cherub", "a messenger of the Self", "the idealised protective parent", "guidance, comfort, or hope"],
  ["god", "jesus|christ|lord|allah|buddha|deity|divine", "the image of the Self and the numinous", "the ultimate father", "faith, meaning, and guidance"],
  ["vampire", "vampires|dracula", "a force that drains the ego's energy", "seduction and draining desire", "a draining relationship"],
  ["zombie", "zombies|undead|walking dead", "a lifeless part of the psyche still moving", "fear of the dead returning", "burnout or feeling numb"],
  ["alien", "aliens|extraterrestrial|extraterrestrials", "the radically other within", "estrangement from oneself", "feeling out of place"],
  ["witch", "witches|wizard|wizards|sorcerer|sorceress|magician|warlock", "the magical transformer, dark or wise", "the feared mother", "power, magic, or manipulation"],
  ["dragon", "dragons", "the primordial guardian of treasure", "the devouring parent", "a great challenge guarding a reward"],
  ["fairy", "fairies|elf|elves|gnome|gnomes|pixie|dwarf|dwarves|leprechaun", "small helpful powers of nature", "childhood wish-fulfilment", "whimsy and imagination"],
  ["giant", "giants|ogre|troll|trolls|titan", "an inflated power that dwarfs the ego", "the parent as seen by a small child", "feeling small before something huge"],
  ["mermaid", "mermaids|siren|sirens", "the anima luring toward the depths", "seduction from the deep", "temptation and fantasy"],
  ["werewolf", "werewolves", "the wild instinct breaking through the civilised self", "beastly desire", "loss of control or hidden anger"],
  ["superhero", "superheroes|superman|batman|spiderman|spider-man|super powers|superpowers|super power|superpower", "the hero archetype and inflated power", "wishful omnipotence", "wanting to be capable and admired"],
  ["magic", "magical|spell|spells|curse|cursed|enchanted|potion", "the transforming power of the unconscious", "omnipotent wishful thinking", "wonder or wishing for an easy fix"],
  ["shadow figure", "shadow|shadows|shadowy figure|dark figure|figure in black|hooded figure|man in black", "the shadow archetype itself", "the threatening intruder", "an unnamed fear"],
  ["skeleton figure", "grim reaper|reaper|death himself", "death as a personified guide", "mortality made visible", "fear of endings"],
  ["doll come alive", "possessed doll|creepy doll|puppet|puppets|clown|clowns", "a persona without a soul", "the uncanny", "unease and distrust of appearances"],
  ["mythical beast", "phoenix|griffin|centaur|minotaur|sphinx|hydra", "a composite image from the collective myths", "condensed wishes", "imagination and rebirth"],
];
