/**
 * Questions built on what happens to or by the dreamer — a failure, help, a success — come before
 * the bare questions about someone the dream tells nothing of. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const questions = (text: string) => interpretOffline(text).reflectionQuestions;
const BARE = /remind you of|came into this dream|stays with you from the dream|stood for someone you know|What word first comes to you/;

describe("questions on what happens", () => {
  it("a failure of the dreamer's is asked about in its own words, once", () => {
    const r = interpretOffline(
      "I was in a big hotel with a woman I did not know. We had to get to the roof before the fireworks began. I tried to open the heavy door to the stairs but I couldn't open the heavy door. The woman watched from a sofa. The fireworks started without us.",
    );
    const asked = [r.psychologicalAnalysis, ...r.reflectionQuestions]
      .join(" ")
      .split(/(?<=[.!?])\s+/)
      .filter((x) => x.endsWith("?"));
    expect(asked.filter((x) => x.includes("“I tried to open the heavy door to the stairs”"))).toHaveLength(1);
    expect(r.reflectionQuestions.join(" ")).not.toMatch(BARE);
  });

  it("a failure the analysis has already asked about is not asked about again", () => {
    const r = interpretOffline(
      "I was in a big hotel with a woman I did not know. We had to get to the roof before the fireworks began. I tried to open the heavy door to the stairs but I couldn't open the heavy door. The woman watched from a sofa. The fireworks started without us.",
    );
    const asked = r.psychologicalAnalysis.split(/(?<=[.!?])\s+/).filter((x) => x.endsWith("?"));
    const quoted = (x: string) => [...x.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    const inAnalysis = asked.flatMap(quoted);
    expect(inAnalysis.length).toBeGreaterThan(0);
    for (const q of r.reflectionQuestions) expect(quoted(q).filter((w) => inAnalysis.includes(w))).toEqual([]);
  });

  it("help given to the dreamer is asked about as help", () => {
    const qs = questions(
      "I was at a market in a town I did not know and it was getting dark. An old man helped me carry my bags to the station. I caught the last train home and fell asleep on it.",
    );
    expect(qs.join(" ")).toMatch(/help/);
    expect(qs.join(" ")).toContain("helped me carry my bags");
  });

  it("someone who is only there is still asked about when the dream gives nothing else", () => {
    const qs = questions(
      "A tall stranger in a grey coat stood at the end of the pier. The sea was flat and the sky was white. I stood on the sand.",
    );
    expect(qs.length).toBeGreaterThanOrEqual(2);
  });
});
