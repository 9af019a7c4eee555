/**
 * The summary names the event that carries the dream (event-weight.ts, reading-centre.ts): a killing,
 * a body harmed, an armed man, what the dreamer cannot do — told in the dreamer's words with who does
 * what to whom — when the opening (a title, an image, a feeling) does not already tell it. Narration,
 * a thing someone only says, a plan and a mind that goes blank are no centre. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { centreOf } from "@/lib/interpret/event-weight";
import { interpretOffline } from "@/lib/interpret/offline";

const centre = (text: string) => centreOf(analyze(text));
const summary = (text: string) => interpretOffline(text).summary;

describe("the event that carries the dream", () => {
  it("a killing told by its noun leads over a scene with a relative", () => {
    const text =
      "My aunt and I were sorting old coats in her attic. We folded them into boxes. Then we went down to the lake. There was a murder in the boathouse. Everyone went quiet.";
    expect(centre(text)?.kind).toBe("killing");
    expect(summary(text)).toContain("“There was a murder in the boathouse”");
  });

  it("harm to the dreamer's own body is the centre, told once (here the shape of a fall already quotes it)", () => {
    const text =
      "I was standing in a garden full of roses. Small grey moths came out of my sleeve. Then my tooth cracked and fell out. My sister said it was nothing. We walked on to the station.";
    expect(centre(text)?.kind).toBe("injury");
    expect(summary(text).split("my tooth cracked and fell out").length).toBe(2);
  });

  it("what the dreamer's body cannot do is told (by the shape of being unable, where it leads)", () => {
    const text =
      "I was at my old school with my cousin Ravi. We were leaving after lunch and my father had to carry me out because I couldn't walk. Ravi laughed at a poster.";
    expect(centre(text)?.kind).toBe("unable");
    expect(summary(text)).toContain("“I couldn't walk”");
  });

  it("someone armed, and the dreamer's terror after, is the danger at the centre", () => {
    const text = "We drove to a gas station at night. A man with a knife came up to my brother. I locked the doors and I was terrified.";
    const c = centre(text);
    expect(c?.kind).toBe("armed");
    expect(c?.who?.label).toBe("a man");
  });

  it("a mind that goes blank, a plan, and a line someone says aloud are no centre", () => {
    expect(
      centre("I was in a library with my friend Tomas. I couldn't think of the word for the book I wanted. Tomas smiled."),
    ).toBeUndefined();
    expect(
      centre("I was at the fair with my niece. I was going to shoot the target at the stall but we left. We ate popcorn."),
    ).toBeUndefined();
    expect(
      centre('My neighbour stood at the fence and said, "I can burn you with this sparkler." We laughed and went in.'),
    ).toBeUndefined();
  });

  it("flames shooting and a shot glass are no killing", () => {
    expect(centre("We sat on the porch. Orange flames were shooting over the hill far away. My mother poured tea.")?.kind).not.toBe(
      "killing",
    );
    expect(centre("At the bar my friend drank two shots of whiskey, not finishing the second shot. We talked about work.")).toBeUndefined();
  });

  it("a quiet dream keeps its own opening: nothing is added", () => {
    const text = "I walked along the beach with my grandmother. We picked up shells and put them in a bucket. The sun was warm.";
    expect(centre(text)).toBeUndefined();
    expect(summary(text)).not.toContain("the heart of it");
  });

  it("the summary stays at most four sentences", () => {
    const text =
      "Grandma's Boathouse. I was rowing with my uncle. There was a murder in the boathouse and I was terrified. My uncle told me to hide. Then I woke up.";
    expect(summary(text).split(/(?<=[.!?”])\s+(?=[A-Z“])/).length).toBeLessThanOrEqual(4);
  });
});
