import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const all = (dream: string) => {
  const r = interpretOffline(dream);
  return [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join("\n");
};
const freud = (dream: string) => interpretOffline(dream).psychologicalAnalysis.split("\n\n")[1] ?? "";

const STOCK_THREAT =
  /Freud read being attacked|victim's position can hide a wish|whose pressure you have been absorbing|someone has pushed at you the way/;

describe("a threat the dreamer only receives is read by what is done to them", () => {
  it("a blow or a capture is asked after as where the dreamer feels unsafe, quoting the act", () => {
    const out = all("A tall man attacked me in the parking lot. The lights were flickering.");
    expect(out).toMatch(/go(es)? for you here \(“[^”]*attacked me/);
    expect(out).toMatch(/feel unsafe with someone/);
    expect(out).not.toMatch(STOCK_THREAT);
  });

  it("a temper (mockery, anger) is asked after as who treats the dreamer like that, not as danger", () => {
    const out = all("My coworker Dana made fun of me in the meeting. Everyone looked at the floor.");
    expect(out).toMatch(/treatment like Dana's here|the way Dana meets you here|what Dana does to you here|How Dana treats you/);
    expect(out).not.toMatch(/feel unsafe|goes for you/);
    expect(out).not.toMatch(STOCK_THREAT);
  });

  it("a theft is read as what is taken from the dreamer", () => {
    const out = all("A stranger stole my wallet on the bus. I got off at the next stop.");
    expect(out).toMatch(/tak(es|ing) from you/);
    expect(out).not.toMatch(STOCK_THREAT);
  });

  it("when the dreamer gets away, Freud reads the getaway rather than the stock line on being attacked", () => {
    const f = freud("A big dog attacked me in the yard. I ran away from the dog and hid in the shed.");
    expect(f).not.toMatch(STOCK_THREAT);
  });

  it("does not fire on a dream with no one turning on the dreamer", () => {
    const out = all("I walked along the beach with my sister. We collected shells and talked about school.");
    expect(out).not.toMatch(/feel unsafe with someone|treats you the way|taking from you/);
  });
});

describe("a reveal with no one in another's place", () => {
  it("Freud reads it by what the reveal takes back, in its own words, not by a fixed line on the swap", () => {
    const out = all("I was in a shop full of toys. I realized the shop was actually my old school. Then I woke up.");
    expect(out).not.toMatch(/look hard at the swap itself/);
  });
});

describe("a clash's question asks how the dreamer would want it to end", () => {
  it("quotes the clash rather than asking what is unresolved", () => {
    const r = interpretOffline("I argued with my neighbour Paul about the fence. I shouted at him and he shouted back.");
    const out = [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join("\n");
    expect(out).not.toMatch(/What is unresolved between you and/);
  });
});

describe("a parent's act is read by the act, not by a fixed line on the parental image", () => {
  it("does not say the parental image comes loose", () => {
    const out = all("My father painted the whole kitchen blue while I watched from the door. It smelled of paint.");
    expect(out).not.toMatch(/parental image coming loose/);
  });
});

describe("a clash that is a shooting", () => {
  it("is not asked how the dreamer would want it to go on", () => {
    const r = interpretOffline(
      "Two men broke into our cabin and pushed my brother against the wall. I grabbed the rifle and shot at the men until they ran. My brother shouted at me and I shouted back.",
    );
    expect(r.reflectionQuestions.join(" ")).not.toMatch(/shot[^?]*how would you want it to end/);
  });
});
