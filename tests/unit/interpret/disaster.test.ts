/**
 * A fire, flood, storm or crash breaking over the dreamer's scene is a threat with no one behind it:
 * read as danger (Jung's elemental unconscious, Freud's anxiety dream), never as a shadow figure or
 * a disowned wish; one small bang is no shape. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a disaster in the dream", () => {
  it("is a threat when the dreamer flees it", () => {
    const r = interpretOffline("The barn was on fire and we ran out into the field with the horses.");
    expect(r.arc.type).toBe("threat");
    expect(r.arc.evidence[0]).toMatch(/on fire/);
  });

  it("is read as danger, not as an attacker or a wish", () => {
    const r = interpretOffline(
      "We were visiting my aunt when a flood came through the valley. The water was flooding the streets and we climbed onto the roof of the church. We waited there all night.",
    );
    const reading = `${r.summary} ${r.psychologicalAnalysis}`;
    expect(r.arc.type).toBe("threat");
    expect(reading).toMatch(/disaster|danger|flood|catastrophe/i);
    expect(reading).not.toMatch(/shadow|aggressor|attacker|hostility turned round|punishment/i);
  });

  it("is no shape when it is one small bang among other things", () => {
    const r = interpretOffline(
      "I was in the garage with my uncle sorting old tools. I threw a firecracker down and it exploded. Then we went in for lunch and talked about his boat.",
    );
    expect(r.arc.type).not.toBe("threat");
  });

  it("on a screen is not the dream's", () => {
    const r = interpretOffline("We were watching a movie where a city was flooded and everyone ran. I ate popcorn.");
    expect(r.arc.type).not.toBe("threat");
  });
});

describe("pulling someone out of the danger", () => {
  it("is a rescue, not an attack", () => {
    const r = interpretOffline("The cabin was on fire and the two pilots were trapped inside. I opened the hatch and dragged them out.");
    expect(r.interactions.map((i) => `${i.type}: ${i.initiator} → ${i.recipient}`)).toEqual(["friendliness: you → two pilots"]);
  });

  it("but dragging someone out of a room before a blow is still an attack", () => {
    const r = interpretOffline("He dragged me out of the room and hit me.");
    expect(r.interactions.every((i) => i.type === "aggression")).toBe(true);
  });
});
