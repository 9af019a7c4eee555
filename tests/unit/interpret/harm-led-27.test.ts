import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("grave harm the dreamer does is told from that act", () => {
  it("quotes the stabbing, not the refusal said before it", () => {
    const r = interpretOffline(
      "I was walking home when a man in a van asked me to get in. I said no and walked on. Later I found him inside my flat going through my drawers. I grabbed a knife from the kitchen and stabbed him in the leg. I rang my sister and told her.",
    );
    expect(r.summary).toMatch(/you are the one who does harm|violence here is yours/);
    expect(r.summary).toMatch(/stabbed him in the leg/);
    expect(r.summary).not.toMatch(/gravely: “I said no”/);
  });

  it("leaves a quarrel without grave harm to the clash's own words", () => {
    const r = interpretOffline(
      "My brother took my bike without asking. I said no and shouted at him to bring it back. He laughed and rode off.",
    );
    expect(r.summary).not.toMatch(/does harm, and gravely/);
  });
});
