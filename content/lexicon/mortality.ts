import type { SymbolEntry } from "./types";

export const mortality: SymbolEntry[] = [
  {
    name: "corpse", forms: "corpses|dead body|dead bodies|body bag|body bags|cadaver|cadavers|carcass|carcasses|decomposing|rotting body|lifeless body", noun: "the dead body", theme: "death", salience: 2,
    meaning: { jung: "a part of the self or a phase of life that is over", freud: "death wishes and the guilt that guards them", everyday: "an ending you have not yet accepted, or a fear about mortality" },
    in: {
      mastered: { jung: "handling what is dead so it can be laid to rest", everyday: "dealing with the practical side of an ending" },
      fled: { jung: "the ego running from what is finished and must be let go", everyday: "avoiding grief or an ending you know has happened" },
      found: { jung: "the discovery of something in you that has already died", freud: "a hidden guilt or wish uncovered", everyday: "facing something that ended long ago but was never dealt with" },
    },
  },
  {
    name: "burial", forms: "burials|buried|bury|burying|buries|buried alive|lowered into the ground|dug a grave|digging a grave", noun: "the burial", theme: "death", salience: 1, sense: { excludes: ["buried in paperwork", "buried in work", "buried treasure", "bury the hatchet", "buried the hatchet", "buried my face", "buried her face", "buried his face", "bury my face", "buried my head", "buried in the sand", "buried deep"] },
    meaning: { jung: "putting an old part of life to rest so something new can grow", freud: "repression itself: covering what must not be seen", everyday: "letting go, closure, or hiding something away" },
    in: {
      threatens: { jung: "the ego fearing to be covered over by the unconscious", freud: "the terror of being buried alive, with its old infantile roots", everyday: "feeling smothered or overwhelmed" },
    },
  },
  { name: "autopsy", forms: "autopsies|morgue|morgues|mortuary|coroner|embalmed|embalming|post-mortem|postmortem|forensic", theme: "death", salience: 1, sense: { excludes: ["post-mortem of the project", "postmortem of the project", "post-mortem meeting"] }, meaning: { jung: "examining what has died to understand it", freud: "morbid curiosity about the body's secrets", everyday: "analysing a past failure or loss in detail" } },
  { name: "urn", forms: "urns|cremation|cremated|crematorium|ashes of|scattered the ashes|scattering the ashes|scatter his ashes|scatter her ashes", noun: "the ashes", theme: "death", salience: 1, meaning: { jung: "what remains after transformation by fire, kept and honoured", freud: "the beloved reduced to something that can be held", everyday: "grief, remembrance, and carrying the memory of someone" } },
  { name: "obituary", forms: "obituaries|death notice|eulogy|eulogies|gave a eulogy|epitaph", theme: "death", meaning: { jung: "looking back on a life, or a phase, as a finished story", freud: "the wish to be mourned and honoured", everyday: "how you want to be remembered, or reflection on what has ended" } },
  { name: "execution", forms: "executions|firing squad|death penalty|death row|electric chair|guillotine|hanged|lethal injection|beheaded|beheading|gallows|noose", noun: "the execution", theme: "death", salience: 2, sense: { excludes: ["execution of the plan", "executed the plan", "executed a plan", "hanged the picture", "hanged the painting"] }, meaning: { jung: "a harsh inner judgement that demands an ending", freud: "the superego's ultimate punishment", everyday: "severe guilt, fear of judgement, or a decision that feels final" } },
];
