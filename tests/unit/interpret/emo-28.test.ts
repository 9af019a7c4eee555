/**
 * Session 28's feeling, outcome and arc rules: tears beside the dreamer's joy are happy ones, and being
 * moved is a happiness; a feeling in an infinitive the dreamer could not reach, or that is the purpose of
 * a deed, is not had; a diary's fragment "being horrified…" is the dreamer's; the verdict on the
 * dreamer's own work is a success or a failure; an effort that the thing itself defeats ("it kept
 * leaking", "it was too heavy") is a failure; a homecoming after long apart is a reunion; not knowing
 * what is expected, or having prepared poorly, is being unprepared; something of the dreamer's that may
 * be missing is a loss; arriving when it is over is lateness; a thing of the dreamer's that falls is no
 * fall of the dreamer's. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);
const outcomes = (text: string) => interpretOffline(text).outcomes.map((o) => [o.type, o.evidence]);
const arc = (text: string) => interpretOffline(text).arc.type;

describe("tears beside the dreamer's joy", () => {
  it("are happy ones: the joy is coded, not sadness", () => {
    expect(
      codes("I walk up the lane and see my aunt at the gate. I hold her a long while and cry. I am so glad to see her again."),
    ).toEqual(["HA"]);
  });
  it("being moved is a happiness, and the tears it brings are not sorrow", () => {
    expect(codes("The singer held my hand, and I kept crying because I was so touched by it.")).toEqual(["HA"]);
    expect(codes("I was deeply moved by the old choir in the barn.")).toEqual(["HA"]);
  });
  it("does not fire when sorrow is named, or the joy is over before the tears", () => {
    expect(codes("I was happy at the fair. My cat died and I cried.")).toEqual(["HA", "SD"]);
    expect(codes("I was so happy to see him, but then I cried.")).toContain("SD");
    expect(codes("I cried and cried. I was so sad about the house.")).toEqual(["SD"]);
  });
  it("touching and moving things are deeds, not feelings", () => {
    expect(codes("I touched the cold wall of the shed. We moved the table to the porch.")).toEqual([]);
  });
});

describe("a feeling the dreamer could not reach or only aimed at", () => {
  it("is not had when the dreamer was not able to", () => {
    expect(codes("I was stuck in the motel, sad about not being able to unwind and have fun with my cousins.")).toEqual(["SD"]);
    expect(codes("I was unable to relax and be happy at the picnic.")).toEqual([]);
  });
  it("is not had when it is the purpose of a deed", () => {
    expect(codes("We drove out to the quarry to have fun. The water was cold.")).toEqual([]);
  });
  it("is had when it begins or is had", () => {
    expect(codes("After a while I began to have fun at the dance.")).toEqual(["HA"]);
    expect(codes("We were having fun on the sled.")).toEqual(["HA"]);
  });
});

describe("a diary's fragment opening on 'being'", () => {
  it("is the dreamer's feeling", () => {
    expect(codes("Rowing on the lake, losing an oar, being horrified that my boots were full of eels.")).toEqual(["AP"]);
  });
  it("is someone else's when the clause after names them", () => {
    expect(codes("Being scared, he ran off into the field.")).toEqual([]);
  });
});

describe("the verdict on the dreamer's own work", () => {
  it("is a success when it passes", () => {
    expect(outcomes("The tutor called on me and I gave an example. My answer was acceptable and I sat down.")).toContainEqual([
      "success",
      "My answer was acceptable",
    ]);
  });
  it("is a failure, not a mishap, when it fails", () => {
    const o = outcomes("The tutor called on me. My answer was wrong and the room went quiet.");
    expect(o).toContainEqual(["failure", "My answer was wrong"]);
    expect(o.map(([t]) => t)).not.toContain("misfortune");
  });
  it("does not fire on a faint verdict or a fear", () => {
    expect(outcomes("My boss said my work was just okay.").map(([t]) => t)).not.toContain("success");
    expect(outcomes("I was afraid my answer was wrong.")).toEqual([]);
  });
});

describe("an effort that the thing itself defeats", () => {
  it("is a failure", () => {
    expect(outcomes("I tried to plug the pipe but it kept dripping.")).toContainEqual([
      "failure",
      "I tried to plug the pipe but it kept dripping",
    ]);
    expect(outcomes("We tried to lift the crate but it was too heavy.").map(([t]) => t)).toContain("failure");
  });
  it("does not fire when the effort works", () => {
    expect(outcomes("I tried to lift the crate and it came up easily.").map(([t]) => t)).not.toContain("failure");
  });
});

describe("the arc", () => {
  it("a homecoming after long apart is a reunion", () => {
    expect(
      arc(
        "I come back to the village after the war. I see my father on the road and I am very happy to see him. We hug for a long time. It has been so long since we last met.",
      ),
    ).toBe("reunion");
  });
  it("not knowing what is expected, or a poor job preparing, is being unprepared", () => {
    expect(
      arc("I was to move away. Nobody had told me, so I didn't know what was expected of me. I don't know what I am supposed to pack."),
    ).toBe("unprepared-late");
    expect(arc("I had to give a speech in class. I did a very poor job preparing. The teacher looked at me.")).toBe("unprepared-late");
  });
  it("something of the dreamer's that may be missing is a loss", () => {
    expect(arc("We ran for the ferry. I didn't remember whether I had my rucksack or not. I kept asking, where could it be?")).toBe(
      "loss-search",
    );
  });
  it("arriving when it is over is lateness", () => {
    expect(
      arc("I ran to the hall to see the band. By the time I got there, the show was over. The band left before I could say hello."),
    ).toBe("unprepared-late");
  });
  it("a thing that falls is no fall of the dreamer's", () => {
    expect(arc("I was washing up at the sink. My watch slipped off. The watch fell into the drain.")).not.toBe("falling");
    expect(arc("I was on the roof. I fell off the roof.")).toBe("falling");
  });
  it("does not fire on a single word of lateness or someone else's lack", () => {
    expect(arc("He did a poor job preparing the soup. We ate it anyway.")).not.toBe("unprepared-late");
  });
});

describe("being paralyzed", () => {
  it("is the dreamer unable to act only when it is the dreamer", () => {
    expect(arc("I tried to sit up in bed and I was paralyzed. I could not move my arms.")).toBe("unable-to-act");
    expect(arc("A friend phoned: our neighbour had crashed his bike and he was paralyzed. I went to see him at the ward.")).not.toBe(
      "unable-to-act",
    );
  });
});

describe("a thing of the dreamer's left behind, found out", () => {
  it("is a mishap, told as a gerund or a plain past", () => {
    expect(outcomes("We sat in the mess hall when I suddenly remembered leaving a map in the tent.").map(([t]) => t)).toContain(
      "misfortune",
    );
    expect(outcomes("At the bakery I realized that I left my scarf in the bus.").map(([t]) => t)).toContain("misfortune");
  });
  it("does not fire on leaving a place", () => {
    expect(outcomes("I realized I left the party too early. I remembered leaving the hall.")).toEqual([]);
  });
});
