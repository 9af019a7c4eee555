/** A blow at someone already attacked joins the attack; it is not stepping in to protect them. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("the dreamer and violence between others", () => {
  it("hitting the one already attacked is not read as protecting them", () => {
    const r = interpretOffline("In the bar my cousin punched a sailor. Then I kicked the sailor too while he lay on the floor.");
    expect(r.psychologicalAnalysis).not.toMatch(/as you protect|stepping between/);
  });
  it("going at the attacker still is", () => {
    const r = interpretOffline("In the bar my cousin punched a sailor. Then I grabbed my cousin and shoved him against the wall.");
    expect(`${r.summary} ${r.psychologicalAnalysis}`).toMatch(/protect|step(ping)? (in|between)|become the one who acts/);
  });
});
