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
