import { expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

it("the story leaves out the dreamer's remarks on the dream itself", () => {
  const story = interpretOffline(
    "This dream was partly a nightmare. The same cousins were in another dream I reported. I stood in the square of a small town in the south when I saw my mother across the fountain. We looked for a way not to meet face to face, and we climbed over walls and hid in shops and crossed a river on a rope bridge, until the dream ended in a market full of birds and I woke up.",
  ).story;
  expect(story).not.toMatch(/another report|partly a nightmare/);
  expect(story).toMatch(/your mother/);
});
