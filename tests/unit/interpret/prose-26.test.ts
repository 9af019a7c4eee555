/**
 * Jung's and Freud's paragraphs say something of this dream, not a line that stood in one dream in
 * twenty-five: a mishap read by its kind (an illness, harm of the dreamer's own doing, a fire no one
 * starts) and by who comes after it; a vivid moment read by what makes it vivid; a hope or a "no"
 * never read as a deed; a wish that waits on another's act; the dream's last clause read by what it
 * is; spoken words read by what they do; a danger only watched given no "care" line.
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { endingOf } from "@/lib/interpret/reading-happens";
import { notDoneIn } from "@/lib/interpret/agent-words";

const analysis = (text: string) => interpretOffline(text).psychologicalAnalysis;

describe("Freud on a mishap, by its kind", () => {
  it("reads an illness by what it brings, naming who comes", () => {
    const a = analysis("I was at the clinic in town. I was a patient there and my sister visited me and brought flowers.");
    expect(a).toMatch(/You are the one who is ill here, and it brings your sister to you \(“my sister visited me”\)/);
    expect(a).not.toMatch(/punishment the dream hands out/);
  });

  it("reads harm the dreamer does to themself as a purposeful accident", () => {
    const a = analysis("We went to the lake. I dove in and hit my head on a rock.");
    expect(a).toMatch(/The harm here is your own doing/);
  });

  it("reads a fire no one starts by the doer the dream leaves out", () => {
    const a = analysis("I was cooking soup at home. Suddenly the curtains caught fire.");
    expect(a).toMatch(/No one in the dream starts it/);
    expect(a).not.toMatch(/staged rather than felt/);
  });

  it("reads the dreamer's body in pain as the body's complaint", () => {
    expect(analysis("I was coming back from the shops. My foot was bleeding and I had pains in my chest.")).not.toMatch(
      /punishment the dream hands out/,
    );
  });

  it("does not take the dreamer seeing a harm for harm the dreamer does", () => {
    expect(analysis("My daughter was on the swing. I see her arm is broken.")).not.toMatch(/your own doing/);
  });

  it("does not fire on harm to someone else", () => {
    const a = analysis("We were walking by the harbour. My cousin slipped on the wet stones and broke his arm.");
    expect(a).not.toMatch(/your own doing|one who is ill|No one in the dream starts it/);
  });
});

describe("Jung on a vivid moment, by what makes it vivid", () => {
  it("reads a repeated act as repetition", () => {
    expect(analysis("I was at home. I kept opening and closing the fridge door.")).toMatch(/the dream does it again and again/);
  });

  it("reads a vanishing as something lost sight of", () => {
    expect(analysis("We were at the mall buying shoes for school. Then my brother vanished into the crowd.")).not.toMatch(
      /most vivid image|grow by association/,
    );
  });
});

describe("a hope or a 'no' is not a deed", () => {
  it("finds the hope and the denial in the dreamer's clause", () => {
    expect(notDoneIn("I hoped he would ring me")).toBe("wished");
    expect(notDoneIn("I did not miss him at all")).toBe("denied");
    expect(notDoneIn("I gave him the keys")).toBeUndefined();
    // (care not to disturb someone is no "no" to them)
    expect(notDoneIn("I didn't want to wake him")).toBeUndefined();
  });

  it("does not read a hope as what you do to someone", () => {
    const a = analysis("I sat by the radio in the kitchen. Tom was in town and I hoped he would ring me and ask me out.");
    expect(a).not.toMatch(/what you do to Tom/);
    expect(a).toMatch(/You do nothing to Tom here; you hope/);
    expect(a).toMatch(/The wish here waits on someone else/);
  });

  it("does not read a 'no' as room made for someone", () => {
    const a = analysis(
      "I was on a ferry with Greg, my old boyfriend. We sailed to the island. I did not miss him at all and I longed for Paul.",
    );
    expect(a).not.toMatch(/making room for|single quality/);
    expect(a).toMatch(/What the dream says of you and Greg is a "no"/);
  });
});

describe("Freud on a wish", () => {
  it("reads a wish to go unseen as that", () => {
    expect(analysis("I was at the fair. I hoped my aunt would not see the stain on my dress.")).toMatch(/to go unseen/);
  });

  it("quotes no wish cut to nothing", () => {
    const a = analysis("I was fixing the printer at the office. It never printed, though I wanted it to.");
    expect(a).not.toMatch(/“I wanted it to”/);
  });
});

describe("an errand is no wish to build on beside a person the dream returns to", () => {
  it("does not read the errand as the dream's wish", () => {
    const a = analysis(
      "We were at the bus depot with Greg, my old boyfriend. He waited by the door while I looked for coins. I wanted to get a muffin. We rode off with Greg. Greg looked tired.",
    );
    expect(a).not.toMatch(/“I wanted to get a muffin”/);
  });
});

describe("the dream's last clause, read by what it is", () => {
  it("tells a look, a thought, a going, a deed and another's move apart", () => {
    expect(endingOf("I was watching this")).toBe("look");
    expect(endingOf("I see nothing wrong with it")).toBe("thought");
    expect(endingOf("I realize something")).toBe("thought");
    expect(endingOf("I went outside")).toBe("going");
    expect(endingOf("we got to the station")).toBe("deed");
    expect(endingOf("I closed the shutters")).toBe("deed");
    expect(endingOf("she locked the gate")).toBe("theirs");
    expect(endingOf("Nell and I went down the hill")).toBe("going");
  });

  it("reads nothing into a description at the close", () => {
    expect(endingOf("The walls are yellow")).toBeUndefined();
    expect(endingOf("The jars are full of honey")).toBeUndefined();
  });
});

describe("Freud on the dreamer's own words, by what they do", () => {
  it("reads words said to someone's face", () => {
    const a = analysis('My boss came into the office. I told him, "You never listen to what I say." He looked at the floor.');
    expect(a).toMatch(/You say it to someone's face/);
    expect(a).not.toMatch(/whose words those first were/);
  });
});
