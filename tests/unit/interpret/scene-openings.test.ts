import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

/** the summary of a dream with no shape, no feeling and no one kind or hostile: it starts from what happens, not from an image */
describe("the summary of a plain scene", () => {
  it("starts from the dreamer's one deed", () => {
    const r = interpretOffline("A grey fox came near the water. I sketched it on a pad by the lake.");
    expect(r.summary).toContain("“I sketched it on a pad by the lake”");
    expect(r.summary).not.toMatch(/good place to begin|image to start from|No single drama/);
  });

  it("starts from what others do when the dreamer does nothing of note", () => {
    const r = interpretOffline("There was a long hall with tall windows. A porter swept the marble floor while the lamps flickered.");
    expect(r.summary).toMatch(/[Oo]thers/);
    expect(r.summary).toContain("“A porter swept the marble floor");
  });

  it("does not take what the dreamer supposes or remembers for a deed", () => {
    const r = interpretOffline("I was in an office. I suppose they were clerks, all of them sorting letters into trays.");
    expect(r.summary).not.toContain("“I suppose");
  });

  it("does not take a name written on something for someone acting", () => {
    const r = interpretOffline("A teacher held up a poster. It had stars and Ollie written all over it in green ink.");
    expect(r.summary).not.toContain("“Ollie written");
  });

  it("does not take a refusal for the dreamer's one deed", () => {
    const r = interpretOffline("We were in a parking lot at night. The stranger asked me for a lift and I said no.");
    expect(r.summary).not.toContain("“I said no”: your own act");
  });
});
