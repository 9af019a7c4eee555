import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const misfortunes = (dream: string) => interpretOffline(dream).outcomes.filter((o) => o.type === "misfortune");
const outcomes = (dream: string) => interpretOffline(dream).outcomes.map((o) => o.type);

describe("forgetting: a thing or a duty let slip, not a memory", () => {
  it.each([
    "At the beach I saw that I had forgotten my towel.",
    "I forgot to bring my coat and shivered all day.",
    "My sister had forgotten all about her chemistry exam.",
  ])("%s", (dream) => {
    expect(misfortunes(dream).length).toBeGreaterThan(0);
  });

  it.each([
    "After that I forget what Nell said.",
    "I forgot what the village was called.",
    "I'd forgotten about that old song.",
    "I forgot to ask him about the boat.",
    "We found the boxes we'd forgotten were still in the loft.",
  ])("not: %s", (dream) => {
    expect(misfortunes(dream)).toEqual([]);
  });
});

describe("illness put as what the body does or a place", () => {
  it.each([
    ["My aunt was coughing and I fetched her a glass of water.", "your aunt"],
    ["I caught a cold on the boat trip.", "you"],
    ["I threw up on the kitchen floor.", "you"],
    ["My brother is in the hospital with his leg in plaster.", "your brother"],
  ])("%s", (dream, who) => {
    expect(misfortunes(dream)[0]?.who).toBe(who);
  });

  it.each(["He threw up his hands and laughed.", "I worked at the hospital on weekends.", "The goalkeeper caught the ball."])(
    "not: %s",
    (dream) => {
      expect(misfortunes(dream)).toEqual([]);
    },
  );
});

describe("small mishaps", () => {
  it.each([
    "Later I realised I'd left my glasses on the tram.",
    "The roof leaked over my bed.",
    "We lost track of time and the shop was shut.",
    "Our group came really late to the concert.",
  ])("%s", (dream) => {
    expect(misfortunes(dream).length).toBeGreaterThan(0);
  });

  it.each([
    "Then I saw I'd left my room without a word.",
    "I flip the switch and sit down.",
    "In the interview I kept stumbling over my words.",
    "I knew that was wrong and said so.",
    "He swore it had not caused any fire.",
    "She asked me to stroke her hair.",
    "We were coming home so late that the streets were empty.",
  ])("not: %s", (dream) => {
    expect(misfortunes(dream)).toEqual([]);
  });
});

describe("not finding what one never had is a failed search, not a loss", () => {
  it("not finding a toilet is failure", () => {
    expect(outcomes("Bo and Mia couldn't find a toilet in the depot.")).toContain("failure");
    expect(outcomes("Bo and Mia couldn't find a toilet in the depot.")).not.toContain("misfortune");
  });

  it("not finding one's own keys is still a loss", () => {
    expect(misfortunes("My keys? I could not find them anywhere.").length).toBeGreaterThan(0);
  });
});
