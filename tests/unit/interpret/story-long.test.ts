import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const LONG = [
  "I was at a summer camp by a wide green lake, the kind with wooden cabins and a dock that creaks when you walk on it.",
  "The counsellors were setting up tables for a big dinner and everyone seemed busy with something.",
  "I wandered along the shore for a long time, looking at the boats tied up there and the reeds moving in the wind.",
  "There was a smell of pine and smoke from somewhere behind the cabins.",
  "Some kids were playing a game with a ball near the flagpole, and a dog kept running after it.",
  "My old piano teacher was sitting on a bench reading a newspaper, which seemed odd but nobody else noticed.",
  "I sat down on the dock and put my feet in the cold water for a while.",
  "Then a tall man in a red jacket shoved me hard into the lake and laughed.",
  "The water was freezing and I could not find the bottom with my feet.",
  "A girl from the camp threw me a rope and pulled me back to the dock.",
  "We walked up to the cabins together and talked about the man, but nobody had seen where he went.",
  "Later the dinner started and there were long tables full of corn and bread and fish.",
  "I sat at the end of a table and tried to eat, but my clothes were still wet and heavy.",
  "The piano teacher came over and handed me a dry towel without saying anything.",
  "At the end I was standing on the dock again, looking at the dark water, and I felt calm.",
].join(" ");

describe("the story of a long dream", () => {
  it("tells its second turn too, not only the opening, the weightiest moment and the end", () => {
    const { story } = interpretOffline(LONG);
    expect(story).toContain("shoved you hard into the lake");
    // (the rope thrown in the water is help in danger, coded as friendliness: the weightier second turn)
    expect(story).toContain("threw you a rope");
    expect(story).toMatch(/you felt calm\.$/);
  });

  it("never tells the same sentence twice", () => {
    const parts = interpretOffline(LONG)
      .story.split(/(?<=[.!?])\s+/)
      .map((x) => x.replace(/^(Later|Then|Soon|After that|Finally|In the end|By the end),?\s+/i, "").toLowerCase());
    expect(new Set(parts).size).toBe(parts.length);
  });
});

describe("a dream told as 'I dreamt of …'", () => {
  it("keeps its opener rather than leaving a bare noun phrase", () => {
    expect(interpretOffline("I dreamt of a huge picnic by the river. My brother brought a kite.").story).toMatch(
      /^You dreamt of a huge picnic by the river\./,
    );
    expect(interpretOffline("I dreamed about trying to fix a flat tyre in the rain.").story).toMatch(/^You dreamed about trying/);
  });

  it("still drops an opener followed by the dream itself", () => {
    expect(interpretOffline("I dreamt that I was climbing a ladder into the clouds.").story).toMatch(/^You were climbing/);
  });
});

describe("a story piece cut to fit", () => {
  it("keeps a pronoun that is the object of its last verb", () => {
    const { story } = interpretOffline(
      [
        "I was in a toy shop with my cousin and we were looking at model trains on a long table near the window.",
        "The owner was a short man with a beard and he kept telling us not to touch anything on the shelves at all.",
        "We went to the back room where there were boxes stacked up to the ceiling and a cat sleeping on a chair.",
        "My cousin found a tin drum and started to play it loudly, and the owner shouted at him to stop it right away.",
        "Then we walked home through the park, where the ducks were gathered by the pond and some boys were fishing.",
        "At home my mother handed me a small wrapped parcel from my grandfather and I opened it, and it was a brass compass with my name engraved on the back of its lid.",
      ].join(" "),
    );
    expect(story).toMatch(/you opened it\.$/);
  });
});
