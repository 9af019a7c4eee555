import { describe, expect, it } from "vitest";
import { worthQuoting } from "@/lib/interpret/naming";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a quote worth building a sentence on", () => {
  it("names something: not one word, not pronouns and light verbs only", () => {
    expect(worthQuoting("Nervous")).toBe(false);
    expect(worthQuoting("said")).toBe(false);
    expect(worthQuoting("threw them at them")).toBe(false);
    expect(worthQuoting("we did it")).toBe(false);
    expect(worthQuoting("pushed her")).toBe(false);
    expect(worthQuoting("I was surprised")).toBe(true);
    expect(worthQuoting("the lamp broke")).toBe(true);
    expect(worthQuoting("I was nervous about the exam")).toBe(true);
  });

  it("is no bare stock reply", () => {
    expect(worthQuoting("I don't know")).toBe(false);
    expect(worthQuoting("I said no")).toBe(false);
    expect(worthQuoting("No, I didn't")).toBe(false);
    expect(worthQuoting("I don't know where the key is")).toBe(true);
  });

  it("is not cut before its object", () => {
    expect(worthQuoting("I waited for a long")).toBe(false);
    expect(worthQuoting("she handed it to")).toBe(false);
    expect(worthQuoting("I wanted to visit Tom's")).toBe(false);
    expect(worthQuoting("I waited for a long time")).toBe(true);
  });
});

describe("the reading does not build sentences on empty quotes", () => {
  it("a one-word feeling is not quoted on its own", () => {
    const r = interpretOffline(
      "I was on a ferry crossing a grey lake with my uncle. Nervous. The engine stopped halfway and we drifted toward the rocks. My uncle rowed us to a small dock.",
    );
    const text = `${r.summary}\n${r.psychologicalAnalysis}\n${r.reflectionQuestions.join("\n")}`;
    expect(text).not.toMatch(/“Nervous”/);
  });

  it("a feeling told with its cause is read with that cause in the practical note", () => {
    const r = interpretOffline(
      "I was in a bakery with my aunt. We bought a loaf of rye bread and some rolls. I was annoyed because the baker kept ignoring my order. Then the shop closed and we walked home along the canal.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/pairs an event with a feeling|order of things/);
  });

  it("a spoken 'I don't know' is not offered as the dream's centre", () => {
    const r = interpretOffline(
      'I was in a classroom with a tall teacher. She asked me where the map was. I said, "I don\'t know." The lights went out and the room filled with birds.',
    );
    expect(r.summary).not.toMatch(/“I don't know”/);
    expect(r.psychologicalAnalysis).not.toMatch(/Freud held that[^.]*“I don't know”/);
  });
});
