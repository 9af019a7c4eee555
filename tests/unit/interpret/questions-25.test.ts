import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const questions = (dream: string) => interpretOffline(dream).reflectionQuestions.join("\n");

/** frames that could stand in any dream, or paste a dictionary line into a question */
const TEMPLATE =
  /What word first comes to you|Which side of you|came into this dream, what might|What has brought .* to mind lately|What is happening between you and|Who would you most expect to meet|does any of that fit your life|what in your week answers to/;

describe("questions rest on what the dream gives, not on a template", () => {
  it("someone the dream tells nothing of is not asked after with a stock frame", () => {
    const qs = questions("My cousin Marta was at the fair. The rides were closed and it was cold.");
    expect(qs).not.toMatch(TEMPLATE);
    expect(qs).not.toMatch(/Marta/);
  });

  it("a symbol is not asked about through its dictionary line", () => {
    const qs = questions("I was climbing a long staircase in an old hotel. At the top was a locked door.");
    expect(qs).not.toMatch(/does any of that fit|is about .* here, what in your week|^Read as /m);
  });

  it("still gives at least two questions when the dream is thin", () => {
    expect(interpretOffline("A blue room.").reflectionQuestions.length).toBeGreaterThanOrEqual(2);
  });
});

describe("a threat is asked after by how the dreamer answers it", () => {
  it("a dreamer who gets away is not asked what it would take to stand their ground", () => {
    const qs = questions(
      "We were at the lake. All at once the coach turned on me, ordering me off the team. I escaped before the coach could catch me.",
    );
    expect(qs).not.toMatch(/stand your ground/);
  });

  it("a blow returned is asked after as the answer given", () => {
    const qs = questions("A stranger shoved me at the station and I shoved him back hard.");
    expect(qs).not.toMatch(/stand your ground/);
  });

  it("does not fire when the dreamer only takes it: the shape's own question stays", () => {
    const qs = questions("A man with a knife threatened me in the alley. I froze.");
    expect(qs).not.toMatch(/you give it back|you get away from/);
  });
});

describe("an advance the dreamer pushes off is not asked as an attraction", () => {
  it("asks about the push, not what draws you to him", () => {
    const qs = questions("My friend Dan kissed me in the hallway, so I shoved him off. Everyone laughed.");
    expect(qs).not.toMatch(/What draws you to|What kind of closeness are you wanting|that you want near you/);
    expect(qs).toMatch(/you push back|you fend Dan off/);
  });

  it("does not fire on a kiss the dreamer welcomes", () => {
    const qs = questions("My friend Dan kissed me in the hallway and I kissed him back. It felt lovely.");
    expect(qs).not.toMatch(/you push back|you fend/);
  });
});

describe("a kindness question needs a kindness", () => {
  it("a request is not asked after as a gift given without asking", () => {
    const qs = questions("At the lab I asked three students to step forward for the trial run. It went fine.");
    expect(qs).not.toMatch(/without asking/);
  });

  it("a request is not turned back as the dream's own question", () => {
    const qs = questions("I asked my neighbour Rita to water the plants. She laughed and left.");
    expect(qs).not.toMatch(/what would you want the answer to be|if you asked yourself the same thing/);
  });

  it("does not fire on a real question the dreamer puts", () => {
    const qs = questions("I asked the guard where the exit was. He pointed at a red door.");
    expect(qs).toMatch(/where the exit was/);
  });
});

describe("premises about the dead and about time together", () => {
  it("a dead relative only mentioned by someone else is not asked after as time together", () => {
    const qs = questions("At the wedding my cousin mentioned my uncle who died last year. The band was loud.");
    expect(qs).not.toMatch(/time together the dream gives you/);
  });

  it("a dead grandmother's hug is not asked after as the grandmother you have awake", () => {
    const qs = questions("I saw my grandmother who died last year. She hugged me in her kitchen and we talked for hours.");
    expect(qs).not.toMatch(/the grandmother you have awake/);
    expect(qs).toMatch(/still carry/);
  });
});

describe("the dreamer's words said to someone there", () => {
  it("a call to an animal by name is not asked after as a message someone awake needs to hear", () => {
    const qs = questions('Our cats Pip and Moss were fighting in the hall. I shouted, "Not Pip, you can chase Moss". Then I fed them.');
    expect(qs).not.toMatch(/most needs to hear/);
  });

  it("does not fire on a name the words only mention", () => {
    const qs = questions('My friend Tommy stood by the gate. I said to the clerk, "I only came for Tommy". She let me through.');
    expect(qs).not.toMatch(/calling to order|take charge like that/);
  });
});

describe("getting away is told from getting away with something", () => {
  it("'get away with' is not read as holding out against a threat", () => {
    const qs = questions("The cashier yelled at me and called me a thief. I tried getting away with the cash and two tickets.");
    expect(qs).not.toMatch(/you do not simply take what/);
  });
});

describe("someone else's deed is asked after only when they are the one acting", () => {
  it("an infant dressed by a woman is not asked after as what the infant does", () => {
    const qs = questions(
      "An old woman holding an infant stood by the sink. She pushed the infant's arms into the sleeves of a coat. Then I left.",
    );
    expect(qs).not.toMatch(/what the infant does/);
  });
});
