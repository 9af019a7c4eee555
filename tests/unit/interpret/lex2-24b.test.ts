import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";

// Dreams written for this test. Wrong senses fixed as classes: a perception is no body part, seeing
// oneself do something is narration, "called me X" is a name, lower-case china at table is porcelain,
// and a sample under test is no food or bodily act.
const symbolsOf = (text: string) => analyze(text).symbols.map((s) => s.def.name);

type Case = [sentence: string, symbol: string];
function check(kept: Case[], dropped: Case[]) {
  for (const [text, symbol] of kept) it(`keeps ${symbol}: "${text}"`, () => expect(symbolsOf(text)).toContain(symbol));
  for (const [text, symbol] of dropped) it(`drops ${symbol}: "${text}"`, () => expect(symbolsOf(text)).not.toContain(symbol));
}

describe("a perception makes no body-part symbol", () => {
  check(
    [
      ["My ear was bleeding after the concert and I kept touching it.", "ears"],
      ["I lost my hearing in the dream and nobody noticed.", "ears"],
      ["There was a horrible smell coming from the basement.", "nose"],
      ["Blood was pouring from my nose in the classroom.", "nose"],
    ],
    [
      ["I woke up hearing the doorbell ring downstairs.", "ears"],
      ["Hearing my brother laugh, I went into the kitchen.", "ears"],
      ["The smell of the soup filled the kitchen and we sat down to eat.", "nose"],
      ["I smelled fresh bread as we walked past the bakery.", "nose"],
    ],
  );
});

describe("seeing oneself do something is narration, not a double", () => {
  check(
    [
      ["I saw myself standing across the room, wearing my old coat.", "self"],
      ["I saw myself in the mirror and my face was grey.", "self"],
      ["I was watching myself from above as I slept.", "self"],
      ["My double walked into the shop ahead of me.", "self"],
    ],
    [
      ["I saw myself walking to the bus stop with my aunt.", "self"],
      ["Then I see myself cooking pasta at my grandmother's house.", "self"],
    ],
  );
});

describe('"called me X" is a name, no phone call', () => {
  check(
    [
      ["My boss called me last night about the schedule.", "phone"],
      ["My sister called me and said the car had broken down.", "phone"],
      ["Nobody answered when my friend called me.", "phone"],
    ],
    [
      ["At the party everyone called me Captain all evening.", "phone"],
      ["The kids at camp called me Pickle and laughed.", "phone"],
      ["My cousin called me the boss of the family.", "phone"],
    ],
  );
});

describe("lower-case china at the table is porcelain", () => {
  check(
    [
      ["We flew to China and drank tea in a small hotel.", "country"],
      ["My parents moved to China for a year.", "country"],
    ],
    [
      ["Grandma set out her best china on the table for the guests.", "country"],
      ["I dropped a stack of china plates and cups in the hall.", "country"],
    ],
  );
});

describe("a sample under test is no food or bodily symbol", () => {
  check(
    [
      ["I poured milk into a big bowl of cereal.", "milk"],
      ["I really had to pee but the line was long.", "urine"],
    ],
    [
      ["At the farm lab we had to test milk from every cow.", "milk"],
      ["The nurse asked me for a urine sample before the exam.", "urine"],
    ],
  );
});
