import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

// Dreams written for these tests: "late" marks a death only as "my late father", not as the hour.
describe("'late' before a relative", () => {
  it("reads 'my late father' as someone dead, met again", () => {
    expect(interpretOffline("My late father sat in the kitchen and smiled at me. I was happy to see him again.").arc.type).toBe("reunion");
  });

  it("does not make a parent dead after 'came home late'", () => {
    expect(interpretOffline("I came home late, Mom hugged me at the door and I cried.").arc.type).not.toBe("reunion");
  });
});
