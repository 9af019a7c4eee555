import type { SymbolEntry } from "./types";

export const medical: SymbolEntry[] = [
  { name: "doctor visit", forms: "doctor's office|doctor's appointment|doctors office|doctor appointment|went to the doctor|go to the doctor|going to the doctor|see the doctor|saw the doctor|see a doctor|saw a doctor|checkup|check-up|physical exam|medical appointment|waiting room at the doctor", noun: "the visit to the doctor", theme: "illness and injury", sense: { excludes: ["check up front", "check up on", "checked up on", "checking up on", "check up there", "check up the"] }, meaning: { jung: "the psyche asking for its condition to be examined", freud: "handing over the body to an authority who knows its secrets", everyday: "health concerns, or wanting reassurance that you are all right" } },
  {
    name: "medical examination", forms: "medical examinations|examination table|examined me|examining me|x-ray|x-rays|xray|mri|ct scan|cat scan|ultrasound|blood test|blood tests|biopsy|diagnosis|diagnosed|lab results|medical tests", noun: "the examination", theme: "illness and injury", salience: 1,
    meaning: { jung: "an inner inspection that reveals what lies below the surface", freud: "exposure of the body to a probing gaze", everyday: "health worries, waiting for news, or feeling scrutinised" },
    in: {
      found: { jung: "a hidden condition brought to light", everyday: "news that clarifies something you had been worrying about" },
    },
  },
  {
    name: "injection", forms: "injections|needle|needles|syringe|syringes|shot in the arm|vaccine|vaccines|vaccination|vaccinations|vaccinated|flu shot|flu shots|injected|iv drip|hooked up to an iv|hypodermic", noun: "the injection", theme: "illness and injury", salience: 1, sense: { byForm: { "needle|needles": { avoids: ["valve", "valves", "tire", "tires", "tyre", "tyres", "stem", "sewing", "thread", "knitting", "compass", "record", "pine", "gauge"] } }, excludes: ["tyre valve", "tire valve", "valve", "needle into the tyre", "needle into the tire", "sewing needle", "needle and thread", "knitting needle", "needle in a haystack", "needle and thread", "sewing needle", "knitting needles", "pine needles", "on pins and needles", "record needle", "injected humor", "injected some humor"] },
    meaning: { jung: "a small, sharp intrusion that changes the whole system", freud: "penetration and the fear of being hurt by care", everyday: "a painful but necessary step, health anxiety, or an outside influence getting under your skin" },
    in: {
      threatens: { jung: "something foreign forced into the self", freud: "fear of penetration and of being invaded", everyday: "feeling that something is being imposed on you against your will" },
      helps: { jung: "a hard medicine accepted for the sake of healing", everyday: "a short pain for a longer benefit" },
    },
  },
  { name: "medicine", forms: "medicines|medication|medications|pill|pills|tablet|tablets|capsule|capsules|prescription|prescriptions|pharmacy|pharmacist|dosage|overdose", noun: "the medicine", theme: "illness and injury", salience: 1, sense: { excludes: ["bitter pill", "a pill to swallow", "chill pill", "sleeping pill joke", "stone tablet", "stone tablets", "tablets of stone", "tablet computer", "time capsule", "time capsules", "space capsule", "escape capsule"],
      // (a capsule is a medicine only beside taking or a cure: not the capsule of a spacecraft, a pod, a container of water)
      byForm: { "capsule|capsules": { requires: ["pill", "pills", "tablet", "tablets", "swallow", "swallowed", "swallowing", "take", "took", "taking", "medicine", "medicines", "medication", "doctor", "nurse", "dose", "vitamin", "vitamins", "poison", "poisoned", "drug", "drugs", "prescription", "pharmacy", "sick", "ill", "cure", "overdose"] } } }, meaning: { jung: "a remedy the psyche prescribes itself, or one forced on it", freud: "what is taken in on another's authority", everyday: "health worries, dependence, or a quick fix for what ails you" },
    in: {
      threatens: { jung: "a cure turned poison: help that harms", freud: "fear of what others make you swallow", everyday: "distrust of a treatment or of those who give it" },
      helps: { jung: "healing accepted from outside", everyday: "accepting help for something you cannot fix alone" },
      lost: { jung: "a remedy slipping out of reach", everyday: "worry about losing the support you rely on" },
    },
  },
  { name: "turbulence", forms: "air pocket|bumpy flight|the plane shook|plane was shaking|plane started shaking|plane shaking", theme: "vehicle trouble", salience: 1, sense: { excludes: ["emotional turbulence"] }, meaning: { jung: "the ego shaken while suspended between places", freud: "helpless dependence on someone else's control", everyday: "an unsettled phase, nerves about a transition, or fear of flying" } },
];
