/**
 * The dreamer's feelings by Hall/Van de Castle class: the vocabulary of each class in the frames a
 * dream report uses ("I felt X", "I was so X that…", "to my X", "X-ly, I…"), and whose feeling a
 * word is. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);

describe("whose feeling it is", () => {
  it.each([
    ["Scared, I ran back to the car.", "AP"],
    ["Angrily, I slammed the door behind me.", "AN"],
    ["I began to get scared when the lights went out.", "AP"],
    ["When the dog barked I started to get nervous.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's question about the dreamer, nor what the dreamer makes another feel", () => {
    expect(codes("Someone asked me if I was nervous at the concert.")).toEqual([]);
    expect(codes("I pat the puppy, trying not to get it too excited.")).toEqual([]);
    expect(codes("My uncle wanted to get angry at the waiter.")).toEqual([]);
  });
});
