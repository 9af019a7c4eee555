/**
 * The summary says what the dream is about when nothing grave happens in it (event-weight.ts,
 * reading-centre.ts, reading-opening.ts): the dreamer's own deed (a theft the dream itself calls
 * stealing, a cry that drives someone off), keeping out of someone's way, and otherwise the dream's
 * course from its first beat to its last — in place of a title, an image or a scene. Help that fails
 * is told failing; a death is not told twice; company is named only when it is there through the
 * dream. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { centreOf } from "@/lib/interpret/event-weight";
import { interpretOffline } from "@/lib/interpret/offline";

const centre = (text: string) => centreOf(analyze(text));
const summary = (text: string) => interpretOffline(text).summary;

describe("the dreamer's own deed", () => {
  it("a taking the dream itself calls stealing is the dreamer's theft", () => {
    const text =
      "My cousin and I wandered round a summer fair. We stopped at the stalls for ages. A row of glass beads lay on a table, so I snatched a handful and slid them into my coat. I knew stealing them was wrong. We rode home on the tram.";
    const c = centre(text);
    expect(c?.kind).toBe("theft");
    expect(summary(text)).toContain("you take what is not yours");
  });

  it("a taking no one calls stealing, or someone else's theft, is not the dreamer's", () => {
    expect(centre("In the kitchen I took an apple from the bowl. My brother sat reading. We chatted about school.")?.kind).not.toBe(
      "theft",
    );
    expect(
      centre("I put my coat on the chair at the café. Someone had stolen my bag by the time I came back. I looked around.")?.kind,
    ).not.toBe("theft");
  });

  it("a cry that drives the intruders off is the centre, told with what it did", () => {
    const text =
      "My friend and I stayed in a tall old house by the sea. We ate cake and looked at the paintings. Two men crept up the path toward the back door, so I rushed out and yelled and that frightened them off. Then we finished the cake.";
    const c = centre(text);
    expect(c?.kind).toBe("defence");
    expect(c?.words).toContain("frightened them off");
    expect(summary(text)).toContain("you cry out");
  });

  it("a scream that does nothing to anyone is no deed", () => {
    expect(centre("My sister and I crossed a dark field. I screamed. We kept walking toward the barn and found the lamp.")?.kind).not.toBe(
      "defence",
    );
  });
});

describe("keeping apart", () => {
  it("trying not to meet face to face is what the dream is about, told once", () => {
    const text =
      "I was at the market square in a small town. I saw my uncle and my cousins near the fountain. We tried hard not to meet face to face, so we went around the stalls and through the alleys. Then the dream ended.";
    expect(centre(text)?.kind).toBe("avoidance");
    const s = summary(text);
    expect(s).toMatch(/Keeping out of|not being seen|keep out of/);
    expect(s.split("not to meet").length).toBe(2);
  });

  it("keeping out of someone's way with no hiding word is told by the centre", () => {
    const text =
      "The wedding was held in a big hall. My old teacher came too. All evening I avoided my teacher and talked to the band instead. At the end we danced in a circle and sang.";
    expect(centre(text)?.kind).toBe("avoidance");
    expect(summary(text)).toMatch(/Keeping out of|keep out of|not being seen/);
  });

  it("a car swerved around is no avoidance", () => {
    expect(centre("I drove home late. A deer stood in the lane and I swerved to avoid it. I got home and slept.")?.kind).not.toBe(
      "avoidance",
    );
  });
});

describe("the dream's course", () => {
  it("a dream with no weightier event is told from its first beat to its last, not by its title", () => {
    const text =
      "Market Day\nI carry a basket of pears down to the river. The stalls are full of people. A woman sells me a hat. My friend Oona waves from a boat. I climb into the boat with her and we row across to the island.";
    const c = centre(text);
    expect(c?.kind).toBe("course");
    const s = summary(text);
    expect(s).toContain("I carry a basket of pears down to the river");
    expect(s).toContain("I climb into the boat with her and we row across to the island");
    expect(s).not.toContain("you called it");
  });

  it("a dream of two sentences has no course to tell", () => {
    expect(centre("I carry a basket of pears to the river. Then I row across to the island.")).toBeUndefined();
  });
});

describe("what the summary no longer says", () => {
  it("help that fails is told failing, not as someone on your side", () => {
    const text =
      "We hiked the hills near our old farm. I found my old dog lying dead in the grass and I cried and cried. My brother tried to cheer me up to no avail. I stayed there until dark.";
    const s = summary(text);
    expect(s).not.toMatch(/on your side/);
  });

  it("someone met only in the first lines is not said to be beside you for much of it", () => {
    const text =
      "My aunt and I chatted in her garden. Then I left and walked to the station alone. I took a train to the coast. I walked along the beach and looked for shells. I was nervous about the storm. At the end I found a white shell and felt calm.";
    expect(summary(text)).not.toMatch(/your aunt (is|keeps)|with your aunt|Beside you/);
  });

  it("hair cut by choice is no harm to the body", () => {
    const text = "I cut my hair short and dyed it green. My friend laughed. Then we watched a film about whales at the cinema.";
    expect(centre(text)?.kind).not.toBe("injury");
    expect(summary(text)).not.toMatch(/body that is harmed/);
  });

  it("a thing wanted only on a condition is not the thing the dream wants", () => {
    const text =
      "I carried my old lamp from room to room. I set the lamp on the table and polished the lamp. A woman said she would lend me hers if I wanted it. I put the lamp back on the shelf and the lamp glowed.";
    expect(summary(text)).not.toContain("“if I wanted it”");
    expect(summary(text)).not.toMatch(/your wish to keep|You want the lamp/);
  });
});
