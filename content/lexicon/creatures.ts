import type { SymbolEntry } from "./types";

export const creatures: SymbolEntry[] = [
  { name: "monster", forms: "monsters|creature from|beast from|thing chasing|something chasing", theme: "chase", meaning: { jung: "the shadow given a face", freud: "repressed fear personified", everyday: "an overwhelming problem or fear" } },
  { name: "ghost", forms: "ghosts|spirit|spirits|phantom|apparition|haunted|haunting|poltergeist", theme: "the supernatural", meaning: { jung: "an unresolved content of the past", freud: "the return of the repressed", everyday: "unfinished business or a lingering memory" } },
  { name: "demon", forms: "demons|devil|satan|evil spirit|possessed|possession|lucifer", theme: "the supernatural", meaning: { jung: "the dark side of the psyche claiming attention", freud: "forbidden impulses made diabolical", everyday: "guilt, temptation, or fear of evil" } },
  { name: "angel", forms: "angels|guardian angel|cherub", theme: "the supernatural", meaning: { jung: "a messenger of the Self", freud: "the idealised protective parent", everyday: "guidance, comfort, or hope" } },
  { name: "god", forms: "jesus|christ|lord|allah|buddha|deity|divine", meaning: { jung: "the image of the Self and the numinous", freud: "the ultimate father", everyday: "faith, meaning, and guidance" } },
  { name: "vampire", forms: "vampires|dracula", theme: "the supernatural", meaning: { jung: "a force that drains the ego's energy", freud: "seduction and draining desire", everyday: "a draining relationship" } },
  { name: "zombie", forms: "zombies|undead|walking dead", theme: "the supernatural", meaning: { jung: "a lifeless part of the psyche still moving", freud: "fear of the dead returning", everyday: "burnout or feeling numb" } },
  { name: "alien", forms: "aliens|extraterrestrial|extraterrestrials", theme: "the supernatural", meaning: { jung: "the radically other within", freud: "estrangement from oneself", everyday: "feeling out of place" } },
  { name: "witch", forms: "witches|wizard|wizards|sorcerer|sorceress|magician|warlock", theme: "the supernatural", meaning: { jung: "the magical transformer, dark or wise", freud: "the feared mother", everyday: "power, magic, or manipulation" } },
  { name: "dragon", forms: "dragons", meaning: { jung: "the primordial guardian of treasure", freud: "the devouring parent", everyday: "a great challenge guarding a reward" } },
  { name: "fairy", forms: "fairies|elf|elves|gnome|gnomes|pixie|dwarf|dwarves|leprechaun", meaning: { jung: "small helpful powers of nature", freud: "childhood wish-fulfilment", everyday: "whimsy and imagination" } },
  { name: "giant", forms: "giants|ogre|troll|trolls|titan", meaning: { jung: "an inflated power that dwarfs the ego", freud: "the parent as seen by a small child", everyday: "feeling small before something huge" } },
  { name: "mermaid", forms: "mermaids|siren|sirens", meaning: { jung: "the anima luring toward the depths", freud: "seduction from the deep", everyday: "temptation and fantasy" } },
  { name: "werewolf", forms: "werewolves", meaning: { jung: "the wild instinct breaking through the civilised self", freud: "beastly desire", everyday: "loss of control or hidden anger" } },
  { name: "superhero", forms: "superheroes|superman|batman|spiderman|spider-man|super powers|superpowers|super power|superpower", meaning: { jung: "the hero archetype and inflated power", freud: "wishful omnipotence", everyday: "wanting to be capable and admired" } },
  { name: "magic", forms: "magical|spell|spells|curse|cursed|enchanted|potion", theme: "the supernatural", meaning: { jung: "the transforming power of the unconscious", freud: "omnipotent wishful thinking", everyday: "wonder or wishing for an easy fix" } },
  { name: "shadow figure", forms: "shadow|shadows|shadowy figure|dark figure|figure in black|hooded figure|man in black", theme: "chase", meaning: { jung: "the shadow archetype itself", freud: "the threatening intruder", everyday: "an unnamed fear" } },
  { name: "skeleton figure", forms: "grim reaper|reaper|death himself", theme: "death", meaning: { jung: "death as a personified guide", freud: "mortality made visible", everyday: "fear of endings" } },
  { name: "doll come alive", forms: "possessed doll|creepy doll|puppet|puppets|clown|clowns", meaning: { jung: "a persona without a soul", freud: "the uncanny", everyday: "unease and distrust of appearances" } },
  { name: "mythical beast", forms: "phoenix|griffin|centaur|minotaur|sphinx|hydra", meaning: { jung: "a composite image from the collective myths", freud: "condensed wishes", everyday: "imagination and rebirth" } },
];
