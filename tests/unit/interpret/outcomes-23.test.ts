import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const misfortunes = (text: string) => interpretOffline(text).outcomes.filter((o) => o.type === "misfortune");

describe("a craft that tips over", () => {
  it("is a misfortune", () => {
    expect(misfortunes("We paddled out at dawn. The canoe tipped over in the middle of the lake.")).toHaveLength(1);
  });

  it("is not a tip given on purpose, nor a tipped arrow", () => {
    expect(misfortunes("After dinner I tipped the waiter and we went home.")).toHaveLength(0);
    expect(misfortunes("The guard raised his hat and tipped it to me.")).toHaveLength(0);
    expect(misfortunes("The hunters carried arrows that were poison-tipped.")).toHaveLength(0);
  });
});

describe("what happens on a screen the dreamer watches", () => {
  const coded = (text: string) => interpretOffline(text).interactions.map((i) => i.type);

  it("is coded for no one in the dream", () => {
    expect(coded("I was watching a cop show at home. On the show, a sergeant kissed the new recruit behind the van.")).toEqual([]);
    expect(coded("I was watching a movie where a miner punched his foreman.")).toEqual([]);
  });

  it("still codes what happens in the room, and what the dreamer does", () => {
    expect(coded("I was watching a movie where a miner punched his foreman. Then my aunt came in and hugged me.")).toEqual([
      "friendliness",
    ]);
    expect(coded("I was watching TV when my cousin shoved me off the couch.")).toEqual(["aggression"]);
  });
});
