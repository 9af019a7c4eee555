import { describe, expect, it } from "vitest";
import { joinDictation, transcriptOf, type RecognitionResultEvent } from "@/components/dictation/speech-recognition";
import { draftPreview, offlineDraftSchema } from "@/lib/offline/draft";

function event(...pieces: [string, boolean][]): RecognitionResultEvent {
  const results = pieces.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
  return { results: Object.assign(results, { length: results.length }) } as unknown as RecognitionResultEvent;
}

describe("dictation text", () => {
  it("reads final and interim pieces in order, as one line", () => {
    expect(transcriptOf(event(["I was on a boat", true], [" and the sea  was", false]))).toBe("I was on a boat and the sea was");
  });

  it("puts what was heard after the text already typed, with one space", () => {
    expect(joinDictation("The house was dark.", "then a door opened")).toBe("The house was dark. then a door opened");
    expect(joinDictation("The house was dark. ", "then")).toBe("The house was dark. then");
    expect(joinDictation("  ", "then")).toBe("then");
    expect(joinDictation("Kept as is", "")).toBe("Kept as is");
  });
});

describe("offline drafts", () => {
  it("refuses a draft that could not be saved (too short, no owner)", () => {
    const ok = {
      key: "00000000-0000-4000-8000-000000000001",
      owner: "00000000-0000-4000-8000-00000000000a",
      text: "A long corridor of doors",
      dreamtOn: "2026-11-22",
      interpret: true,
      writtenAt: 1,
    };
    expect(offlineDraftSchema.parse(ok).problem).toBeNull();
    expect(offlineDraftSchema.safeParse({ ...ok, text: "short" }).success).toBe(false);
    expect(offlineDraftSchema.safeParse({ ...ok, owner: "me" }).success).toBe(false);
  });

  it("previews the first words on one line", () => {
    expect(draftPreview("A  corridor\nof doors", 90)).toBe("A corridor of doors");
    expect(draftPreview("abcdefghij", 5)).toBe("abcd…");
  });
});
