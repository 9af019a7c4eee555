import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

it("the story leaves out the dreamer's remarks on the dream itself", () => {
  const story = interpretOffline(
    "This dream was partly a nightmare. The same cousins were in another dream I reported. I stood in the square of a small town in the south when I saw my mother across the fountain. We looked for a way not to meet face to face, and we climbed over walls and hid in shops and crossed a river on a rope bridge, until the dream ended in a market full of birds and I woke up.",
  ).story;
  expect(story).not.toMatch(/another report|partly a nightmare/);
  expect(story).toMatch(/your mother/);
});

describe("the dreamer's remarks after the dream", () => {
  it("a verdict on the dream or a guess at its cause is not told as its ending", () => {
    const s = interpretOffline(
      "I was on a ferry with my aunt and the sea was grey. She told me she had sold her house by the harbour. I walked to the back of the boat and watched the gulls for a long time. A sailor asked me for the time. Then the ferry reached an island I did not know and everyone got off but me. I guess I dreamt this since I am moving house soon. This is probably the strangest dream I have had all year.",
    ).story;
    expect(s).not.toMatch(/strangest dream|since you are moving/);
  });
  it("a feeling noted on the report form afterwards is not how the dream ends", () => {
    const r = interpretOffline(
      "I was climbing a tree with two friends and I slipped and fell through a hole in the trunk into a dark room. Setting: a park. Characters: two friends. Feelings and Thoughts: Happy.",
    );
    expect(r.summary).not.toMatch(/It ends well/);
  });
});
