import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const questions = (dream: string) => interpretOffline(dream).reflectionQuestions.join("\n");
const analysis = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const jung = (dream: string) => analysis(dream).split("\n\n")[0] ?? "";

const STOCK_PERSON =
  /last have a moment like|if this were about you and|Does anything between you and|what would .* make of that, if you told/;

describe("the question about someone of the dreamer's life goes through the turn of the moment", () => {
  it("a blow returned is asked after as how the dreamer answers that person awake", () => {
    const qs = questions("My brother hit me in the garden and I hit him back. Then we went home.");
    expect(qs).toMatch(/Your brother turns on you and you give it back/);
    expect(qs).not.toMatch(STOCK_PERSON);
  });

  it("care from a parent is asked after as the parent the dreamer has, or wishes for", () => {
    const qs = questions("My mother hugged me at the station. I was going to Paris.");
    expect(qs).toMatch(/is that the mother you have awake, or the one you wish for/);
    expect(qs).not.toMatch(STOCK_PERSON);
  });

  it("a turn of the dreamer's own that the analysis has already put is not asked again in other words", () => {
    const qs = questions("I yelled at my friend Tom in the car park. He said nothing.");
    expect(qs).not.toMatch(/it is you who turns on Tom/);
    expect(qs).not.toMatch(STOCK_PERSON);
  });

  it("a kindness of the dreamer's to a friend asks whether the friend knows it, and whether it goes both ways", () => {
    const qs = questions("I gave my friend Anna a big box of chocolates at her party. She smiled.");
    expect(qs).toMatch(/does Anna know awake that you would do that for her/);
    expect(qs).not.toMatch(/whom are you looking after/);
  });

  it("does not fire on someone the dream tells nothing of", () => {
    const qs = questions("I was at the lake with my cousin Bea. The water was green and still.");
    expect(qs).not.toMatch(/turns on you|reaches out to|does you a kindness/);
  });
});

describe("the practical note reads a feeling's cause by what it is made of", () => {
  it("a mishap in the scene is named as nobody's doing, with its own words", () => {
    const a = analysis("I was scared because the bridge collapsed under the truck. I ran.");
    expect(a).toMatch(/Something goes wrong that is nobody's doing — “the bridge collapsed under the truck”/);
    expect(a).not.toMatch(/gives your fear its cause|has a reason in the dream/);
  });

  it("with nothing but the cause, asks one question in the dream's words", () => {
    const a = analysis("The classroom was full of strangers. I felt nervous when the bell rang loudly.");
    expect(a).not.toMatch(/gives your nervousness its cause|has a reason in the dream/);
  });
});

describe("a feeling the analysis has already asked after is not asked again in the same words", () => {
  it("asks what the dreamer did with it instead", () => {
    const qs = questions("The classroom was full of strangers. I felt nervous when the bell rang loudly.");
    // (the summary now tells the scene in its own terms, not in the dreamer's quotation, so a question may quote it once)
    expect(qs).toMatch(/(the|that) nervousness/);
  });
});

describe("Freud and the practical note on the dreamer's anger, by whom it lands on", () => {
  it("a blow at a stranger is read as anger looking for somewhere to land, not a stock 'angry and polite'", () => {
    const a = analysis("I punched a man at the bus stop. Then I walked home.");
    expect(a).toMatch(/You strike at the man/);
    expect(a).not.toMatch(/angry with and polite/);
  });

  it("a dislike of someone known asks what they did to earn it", () => {
    const a = analysis("I was at a picnic in the park. I didn't like my neighbour Carl at all.");
    expect(a).not.toMatch(/at face value first/);
  });
});

describe("Jung on a dream that gives one image", () => {
  it("a thing in the dreamer's own hands is read through the deed", () => {
    // (session 27: by the deed — taking it up, using it, losing hold of it)
    expect(jung("I picked up the red umbrella and opened it in the hall.")).toMatch(
      /You take up the umbrella yourself \(“I picked up the red umbrella”\)/,
    );
  });

  it("a setting nothing happens in is said to be one, with the book meaning as a possibility", () => {
    const j = jung("There was a big old barn on a hill. It was quiet.");
    expect(j).toMatch(/where it happens|where the dream is set|dream is set in/);
    expect(j).not.toMatch(/speaks in Jung's language|Jung would give weight to/);
  });

  it("does not call a place a thing in someone's hands", () => {
    expect(jung("A man was polishing a silver trumpet in the garden.")).not.toMatch(/garden is in the man's hands/);
  });
});

describe("Jung and Freud on where a feeling goes", () => {
  it("fear that gives way to relief is read as the dream's work done", () => {
    const a = analysis("I was walking in a dark forest and I was terrified. Then I found a cabin and I was so relieved to be safe.");
    expect(a).toMatch(/turns to relief/);
    expect(a).not.toMatch(/pressing against the censor|measure of a gap/);
  });
});
