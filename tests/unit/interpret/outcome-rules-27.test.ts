import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const outcomes = (dream: string) => interpretOffline(dream).outcomes;
const misfortunes = (dream: string) => outcomes(dream).filter((o) => o.type === "misfortune");
const ofType = (dream: string, type: string) => outcomes(dream).filter((o) => o.type === type);

describe("what is not told as happening is no outcome", () => {
  it.each([
    ["a would-clause put as 'd", "The puppies climbed onto the lorry. It might drive off and they'd get hurt."],
    ["an alternative still to come", "I am scared that my cat went up the ladder and either fell off already or will."],
    ["the content of a fear", "I was terrified that my brother had slipped on the ice."],
    ["a likeness", "The goat nudged my knees like it wouldn't ever stop."],
    ["what a feeling is about", "I mourned for the chances that my uncle was missing out on."],
  ])("%s", (_, dream) => {
    expect(outcomes(dream).filter((o) => o.type === "misfortune" || o.type === "failure")).toEqual([]);
  });

  it("a goal is no success", () => {
    expect(ofType("The committee was supposed to be planning the fair, or accomplishing something.", "success")).toEqual([]);
    expect(ofType("Nobody worked hard to achieve the goal.", "success")).toEqual([]);
  });

  it("a try whose end the writer forgets is no failure", () => {
    expect(ofType("We were trying to flee the storm, but I can't recall how it ended.", "failure")).toEqual([]);
  });

  it("does not fire on what happens", () => {
    expect(misfortunes("The puppies climbed onto the lorry and they fell off.").length).toBeGreaterThan(0);
    expect(misfortunes("Later I realised I'd lost my wallet on the tram.").length).toBeGreaterThan(0);
    expect(ofType("The lock was stuck, but I managed to open it with a pin.", "success").length).toBeGreaterThan(0);
    expect(ofType("I was trying to find a cash machine but nobody knew where one was, so I gave up.", "failure")).toBeDefined();
  });
});

describe("whose mishap it is", () => {
  it("the owner of a wounded body part, not the one who sees it", () => {
    const found = misfortunes("My son Leo came running. Then I see his shin which is swollen and bleeding.");
    expect(found.map((o) => o.who)).toContain("Leo");
    expect(found.map((o) => o.who)).not.toContain("you");
  });

  it("the dreamer who trips an intruder meets no mishap", () => {
    expect(misfortunes("A tall grey shape rushes toward me. I trip it with my foot and it falls over.")).toEqual([]);
  });

  it("but the dreamer who trips over something does", () => {
    expect(misfortunes("I tripped over a root and scraped my hands.").length).toBeGreaterThan(0);
  });
});

describe("mishaps the clause parser leaves out", () => {
  it.each([
    ["a thing cracking in the dreamer's hands", "Dad and I lift the old table onto the van. The leg of the table cracks."],
    ["a fixture coming loose", "I have pins in my wrist. Then the pins came loose."],
  ])("%s", (_, dream) => {
    expect(misfortunes(dream).map((o) => o.who)).toContain("you");
  });

  it("one of a group of creatures falling", () => {
    const found = misfortunes("There were three kittens on the wall. My friend lifted two of them down and then the little one falls off.");
    expect(found.length).toBeGreaterThan(0);
  });

  it("a hurt put as a state", () => {
    expect(misfortunes("My sister came back from the field and was badly bruised.").map((o) => o.who)).toContain("your sister");
  });

  it("a sore body part is its owner's", () => {
    expect(misfortunes("My uncle sat down. His thumb was really sore from the digging.").map((o) => o.who)).toContain("your uncle");
    expect(misfortunes("I was afraid my neck was sore.")).toEqual([]);
  });

  it("a thing that gets bent or torn", () => {
    expect(misfortunes("I cast the line again. The hook on the line gets bent.").map((o) => o.who)).toContain("you");
  });

  it("not knowing which room one is in", () => {
    expect(misfortunes("I stood in the hall and saw I did not know which floor I was on.").map((o) => o.who)).toContain("you");
    expect(misfortunes("I forget which floor I was on.")).toEqual([]);
  });

  it("a setback: starting over", () => {
    expect(misfortunes("I finished the essay, then the teacher said I had to start over again.").map((o) => o.who)).toContain("you");
  });

  it("an effort that works after all, and one the other side defeats anyway", () => {
    expect(ofType("We had to get past the guard, and it took a long plan. But we did it.", "success").length).toBeGreaterThan(0);
    expect(ofType("I locked every door but the man still got in.", "failure").length).toBeGreaterThan(0);
  });

  it.each([
    "The day broke over the hills and we walked on.",
    "His voice cracked when he sang.",
    "I punched the glass door and the glass breaks.",
    'He kept shouting, "The bridge collapsed!" but it was fine.',
    "The shelf sags and buckles unless it is propped up.",
    "My coat is falling apart.",
    "The walls were cracked and peeling.",
  ])("does not fire: %s", (dream) => {
    expect(misfortunes(dream)).toEqual([]);
  });
});
