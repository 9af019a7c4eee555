import type { SymbolEntry } from "./types";

export const aircraft: SymbolEntry[] = [
  {
    name: "helicopter", forms: "helicopters|chopper|choppers", theme: "flying", salience: 1, sense: { excludes: ["helicopter parent", "helicopter parents", "helicopter mom", "helicopter mother", "chopper bike"] },
    meaning: { jung: "the ability to rise straight up and see from a hovering height", freud: "a wish to lift free of obstacles on the ground", everyday: "perspective, rescue, or being watched from above" },
    in: {
      threatens: { jung: "a surveillance from above that cannot be escaped", freud: "the watching eye of authority", everyday: "feeling monitored or hunted" },
      mastered: { jung: "the ego able to rise, hover and choose its landing", everyday: "control and flexibility in a tricky situation" },
      broken: { jung: "a vantage point collapsing straight down", everyday: "sudden loss of a position you relied on" },
    },
  },
  { name: "glider", forms: "gliders|hang glider|hang gliders|hang gliding|hang-gliding|paraglider|paragliding|gliding through the air|glided through the air", theme: "flying", salience: 1, meaning: { jung: "riding the currents of the psyche without an engine", freud: "effortless pleasure that depends on surrender", everyday: "going with the flow, trust, and quiet freedom" } },
  {
    name: "hot-air balloon", forms: "hot air balloon|hot air balloons|hot-air balloons|balloon ride|balloon basket", theme: "flying", salience: 1,
    meaning: { jung: "a gentle rise carried by warmth, not force", freud: "inflated hopes lifted by feeling", everyday: "optimism, perspective, or drifting where the wind decides" },
    in: {
      lost: { jung: "the uplift drifting out of reach", everyday: "a hope or plan floating away" },
      broken: { jung: "a buoyant mood deflating", everyday: "optimism meeting a hard landing" },
    },
  },
  { name: "blimp", forms: "blimps|zeppelin|zeppelins|airship|airships|dirigible", theme: "flying", salience: 1, meaning: { jung: "a huge, slow presence drifting over the scene of life", freud: "inflated importance hanging over everyone", everyday: "something large that everyone can see, moving slowly" } },
  {
    name: "ufo", forms: "ufos|flying saucer|flying saucers|spaceship|spaceships|spacecraft|mothership|mother ship|alien ship|alien spaceship|alien spacecraft", noun: "the UFO", theme: "the supernatural", salience: 2,
    meaning: { jung: "a mandala in the sky: the Self appearing as something wholly other", freud: "a wish for rescue or contact from beyond ordinary life", everyday: "the unfamiliar, wonder, or something you cannot explain" },
    in: {
      threatens: { jung: "the unknown descending and seizing the ego", freud: "helplessness before an alien will", everyday: "fear of something strange disrupting your life" },
      found: { jung: "a sign from the unknown asking to be understood", everyday: "a surprising new idea or encounter" },
    },
  },
  {
    name: "parachute", forms: "parachutes|parachuting|parachuted|skydiving|skydive|skydived|sky diving|parachute jump|jumped out of the plane|jumped out of a plane", theme: "falling", salience: 1,
    meaning: { jung: "a leap of faith with a means to land safely", freud: "surrender to the fall, with protection", everyday: "taking a risk, trust, or a safety net" },
    in: {
      mastered: { jung: "a controlled descent after a daring leap", everyday: "a risk taken with preparation" },
      broken: { jung: "the safety net failing at the moment of the leap", freud: "fear of punishment for daring", everyday: "worry that your backup plan will not hold" },
    },
  },
  { name: "fighter jet", forms: "fighter jets|fighter plane|fighter planes|jet fighter|jet fighters|warplane|warplanes|military jet|military jets|bomber plane|bomber planes|stealth bomber", theme: "conflict", salience: 1, meaning: { jung: "aggression with speed and height, striking from above", freud: "power and potency at its most aggressive", everyday: "conflict, competition, or a sudden attack" } },
  { name: "drone", forms: "drones", sense: { pos: "noun", excludes: ["droning"] }, meaning: { jung: "an eye detached from the self, watching from above", freud: "surveillance by an unseen authority", everyday: "feeling watched, or controlling things from a distance" } },
];
