import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";

// Dreams written for this test. Words read in the sense their sentence gives them: a tie in a
// vote, a race for president, a truck someone else left parked, tracks with no railway, tripping
// someone up, a crowd that stampedes, grief with no funeral, a firm dealt with, a capsule that is
// no pill.
const symbolsOf = (text: string) => analyze(text).symbols.map((s) => s.def.name);

type Case = [sentence: string, symbol: string];
function check(kept: Case[], dropped: Case[]) {
  for (const [text, symbol] of kept) it(`keeps ${symbol}: "${text}"`, () => expect(symbolsOf(text)).toContain(symbol));
  for (const [text, symbol] of dropped) it(`drops ${symbol}: "${text}"`, () => expect(symbolsOf(text)).not.toContain(symbol));
}

describe("words read in their sentence's sense", () => {
  check(
    [
      ["He wore a red tie to the dinner.", "scarf"],
      ["I parked the car behind the bakery.", "parking"],
      ["We waited by the railroad tracks for the train.", "train"],
      ["I could take a train or a bus to the coast.", "train"],
      ["We took a trip to the coast.", "journey"],
      ["A stampede of cattle came down the valley.", "bull"],
      ["We were mourning at the funeral in the rain.", "funeral"],
      ["My boss at the company yelled at me.", "office"],
      ["I swallowed a capsule the doctor gave me.", "medicine"],
      ["We climbed the hill all afternoon.", "climbing"],
      ["My cousins took me to the Royal Show on Sunday.", "fair"],
    ],
    [
      ["The vote came to a tie and everyone laughed.", "scarf"],
      ["Two women were racing for mayor. The count was coming a tie, forty each.", "scarf"],
      ["Two men were running for president on television.", "celebrity"],
      ["All night a lorry parked outside the bakery.", "parking"],
      ["In the snow I found tracks leading to the shed.", "train"],
      // (modifiers joined by "or" share the head after the second: a station, no train)
      ["In the rain we hunted for a subway or bus station.", "train"],
      ["I trip him with my foot and he falls.", "journey"],
      ["The audience stampedes out of the hall.", "bull"],
      ["I was mourning my aunt in the kitchen.", "funeral"],
      ["The insurance company refused to pay for the roof.", "office"],
      ["A capsule like a pod nearly crushed me.", "medicine"],
      ["We opened the time capsule at school.", "medicine"],
      ["I climbed through the window and hid in the yard.", "climbing"],
      ["She climbed into bed and fell asleep.", "climbing"],
      ["The kids built a cubby house by the fence.", "house"],
    ],
  );
});
