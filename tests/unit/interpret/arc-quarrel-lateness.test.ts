/**
 * Shapes a careful reader names that the engine used to miss: a quarrel in which someone turns
 * angry on the dreamer, hostility both ways between the dreamer and one person, and lateness said
 * with a measure ("two hours late", "slept in late"). Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const shape = (text: string) => interpretOffline(text).arc.type;

describe("a quarrel with the dreamer", () => {
  it("someone getting furious with the dreamer over what the dreamer did is a conflict", () => {
    expect(
      shape(
        "I was staying at my cousin's flat for the week. I borrowed his bike without asking and rode it to the lake. When I came back the chain was broken. My cousin was furious with me. I went to my room and read a book. Later we had dinner with his friends.",
      ),
    ).toBe("conflict");
  });

  it("a mild word each way between the dreamer and one person is a quarrel", () => {
    expect(
      shape(
        "We were at the bakery on the square. The baker complained about me to the other customers. I complained about the baker to my sister. We bought two loaves and some rolls. Then we walked home along the canal. It started to rain a little. At home we put the bread on the table.",
      ),
    ).toBe("conflict");
  });

  it("a single passing complaint in a long dream is no quarrel", () => {
    expect(
      shape(
        "We were at the bakery on the square. The baker complained about the weather. We bought two loaves and some rolls. Then we walked home along the canal. It started to rain a little. At home we put the bread on the table.",
      ),
    ).not.toBe("conflict");
  });
});

describe("lateness with a measure", () => {
  it("'told me I was two hours late' is the dreamer's lateness", () => {
    expect(shape("I was walking through the market. My aunt was waiting by the fountain. She told me I was two hours late.")).toBe(
      "unprepared-late",
    );
  });

  it("'I had slept in very late' is lateness; 'late at night' is only the hour", () => {
    expect(shape("It was the morning of the exam. I had slept in very late. I ran to the bus stop.")).toBe("unprepared-late");
    expect(shape("I came home late at night. The kitchen light was on. I made some tea.")).not.toBe("unprepared-late");
  });
});

describe("attraction and a person lost from sight", () => {
  it("being attracted to someone is a passing thought, not the dream's sexual encounter", () => {
    expect(
      shape(
        "I was at the library returning books. A man at the desk helped me carry them. I'm attracted to him. I checked the shelves for a cookbook. The lights went off at closing time. I walked to the bus stop. The bus came late.",
      ),
    ).not.toBe("sexual-encounter");
  });

  it("'I lost sight of her' loses a person; 'lost sight of the shore' loses no one", () => {
    expect(
      shape(
        "I met a woman in the corridor and asked her out. She agreed, and we raced down the corridor, where I lost sight of her. I looked everywhere.",
      ),
    ).toBe("loss-search");
    expect(shape("We rowed out across the bay until I lost sight of the shore. The water was calm and green.")).not.toBe("loss-search");
  });
});

describe("someone of yours gone", () => {
  it("'she was gone' of the dreamer's sister is a loss; 'she was gone for an hour' is only an absence", () => {
    expect(shape("My sister and I were at the fair. We rode the wheel and ate candy floss. Then I turned round and she was gone.")).toBe(
      "loss-search",
    );
    expect(shape("My sister and I were at the fair. She was gone for an hour, so I rode the wheel and ate candy floss.")).not.toBe(
      "loss-search",
    );
  });
});

describe("not ready to leave", () => {
  it("'I wasn't ready to go home yet' is unwillingness to leave, not being unprepared; 'I wasn't ready for the exam' is", () => {
    expect(
      shape("We were at the seaside with my cousins. It got dark and everyone packed up, but I wasn't ready to go home yet."),
    ).not.toBe("unprepared-late");
    expect(shape("I was sitting in the school hall. The exam papers were handed out and I wasn't ready for the exam.")).toBe(
      "unprepared-late",
    );
  });
});
