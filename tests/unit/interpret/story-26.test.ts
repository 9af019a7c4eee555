import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { capitaliseKinNames } from "@/lib/interpret/story-names";
import { mendPersons } from "@/lib/interpret/story-grammar";

// Dreams written for these tests.
const story = (text: string) => interpretOffline(text).story;
const cast = (text: string) =>
  interpretOffline(text)
    .characters.map((c) => c.label)
    .filter((l) => !/dreamer/.test(l));

describe("the story reads as English after 'I' becomes 'you'", () => {
  it("mends 'you still was' to 'you still were', not quoted words", () => {
    expect(mendPersons("Then you still was quite tired.")).toBe("Then you still were quite tired.");
    expect(mendPersons("You then wasn't sure.")).toBe("You then weren't sure.");
    expect(mendPersons('She said, "you still was late".')).toBe('She said, "you still was late".');
    expect(mendPersons("The lamp still was on.")).toBe("The lamp still was on.");
  });
  it("mends a 'was' joined to 'you' by 'and', not one with a subject of its own", () => {
    expect(mendPersons("You tried to stand up and was stuck to the chair.")).toBe("You tried to stand up and were stuck to the chair.");
    expect(mendPersons("You saw that he ran and was gone.")).toBe("You saw that he ran and was gone.");
    expect(mendPersons("You called her. She turned and was gone.")).toBe("You called her. She turned and was gone.");
    expect(mendPersons("Then Mom drove you home and was quiet.")).toBe("Then Mom drove you home and was quiet.");
    expect(mendPersons("You heard Ann was ill and was in bed.")).toBe("You heard Ann was ill and was in bed.");
  });
  it("an opening participle clause keeps its own 'I': 'Stung by …, you picture', not 'You stung by …'", () => {
    const s = story("Stung by her laughter, I picture throwing the cake at the wall.");
    expect(s).toMatch(/^Stung by her laughter, you picture/);
  });
  it("a verb keeps its object 'it' when the clause is cut: 'would lend it'", () => {
    const s = story(
      "My brother and I went down to the coast in his old van. The road was long and dusty and we stopped twice for coffee at small cafes. A woman at a petrol station lent us her map; I was amazed she would lend it, because she did not know us at all and the map looked precious and old. We found the beach by evening and swam until dark. Then we slept in the van with the doors open and listened to the sea all night long.",
    );
    expect(s).not.toMatch(/would lend\./);
  });
  it("a remark in brackets the cut leaves open goes whole, not run on into the clause", () => {
    const s = story(
      "I am helping at a conference in a hotel by a lake, and the rooms are dark and full of old chairs. My job is to cook lunch for the speakers and there is no food anywhere in the building. I feel upset about it. I search the cupboards and the cellar and find only flour and salt. So I run back across the big hall (it looks like an old ballroom with mirrors and candles everywhere and a piano in the corner that nobody plays) and out into the garden to pick apples from the trees.",
    );
    expect(s).not.toMatch(/hall it looks/);
  });
  it("does not take 'trying to think of a way out' for an aside", () => {
    const s = story(
      "I was at a noisy party in a hotel with my cousin. A loud woman grabbed my arm and pulled me over to a table of strangers. She talked and talked and would not let go of me. The music was very loud and the lights were flashing. In the end I was trying to think of a way to slip off quietly.",
    );
    expect(s).toMatch(/trying to think of a way/);
  });
  it("a waking aside ('I'm trying to think') is not told as part of the dream", () => {
    const s = story(
      "We sailed a ship across a grey sea and the captain was shouting at the crew. I think we were looking for an island with a lighthouse. Then a storm came up and the waves washed over the deck. Now I'm trying to think, hmm, no. A dolphin swam beside the boat for a while. In the end we reached the harbour and my sister was waiting on the pier with a lantern.",
    );
    expect(s).not.toMatch(/trying to think/);
  });
  it("a very short dream is still told whole", () => {
    expect(story("I was in a boat. My uncle was rowing. We laughed.")).toBe("You were in a boat. Your uncle was rowing. You laughed.");
  });
  it("a feeling added to the story is told where it comes in the dream, not after the ending", () => {
    const s = story(
      "I was getting ready for a concert in a big church in the city centre. The chairs were set out and the programmes were printed and the flowers were arranged. But I was still very nervous about the solo. My teacher drove me to the church in her red car and we talked about old times on the way there for a long while. Finally I walked onto the stage and the lights went out and everyone started laughing at the dark.",
    );
    const nervous = s.indexOf("nervous");
    if (nervous >= 0) expect(nervous).toBeLessThan(s.indexOf("stage"));
  });
});

describe("the cast holds the dream's people once each", () => {
  it("the dreamer greeted by name by someone else is no one new", () => {
    expect(cast('I walked into the bank. The clerk looked up and she said, "Good morning, Mrs. Lund." I was pleased.')).not.toContain(
      "Mrs. Lund",
    );
  });
  it("does not fire when the dreamer greets someone by name", () => {
    expect(cast('I walked into the shop and saw Tom at the till. I said, "Hello, Tom." He smiled.')).toContain("Tom");
  });
  it("a stranger's mother is 'a mother', not yours, and so is a father listed after her", () => {
    const c = cast("I queued at the bakery behind a Mexican mother, father and baby. The father paid.");
    expect(c).toContain("a mother");
    expect(c).toContain("a father");
    expect(c).not.toContain("your mother");
    expect(c).not.toContain("your father");
  });
  it("'the woman' and 'his wife' after 'a mother, father and baby' are the mother again", () => {
    const c = cast(
      "I queued at the bakery behind a mother, father and baby. The woman bent to fix the baby's hat. The father kissed his wife on the cheek.",
    );
    expect(c.filter((l) => /mother|woman|wife/.test(l))).toEqual(["a mother"]);
  });
  it("does not fire on the dreamer's own mother and a woman next door", () => {
    const c = cast("My mother and father came to the party. The woman from the flat above waved at us.");
    expect(c).toContain("your mother");
    expect(c).toContain("the woman");
  });
  it("a kin word listed after a noun is no name: 'your mother, father and brother'", () => {
    expect(capitaliseKinNames("Your mother, father and brother came.")).toBe("Your mother, father and brother came.");
    expect(capitaliseKinNames("Then mom and dad left.")).toBe("Then Mom and Dad left.");
  });
});

describe("the cast: one person named two ways, and people only spoken of in general", () => {
  it("'whose wife' is someone else's wife, not the dreamer's", () => {
    const c = cast("My wife and I visited the baker, whose wife poured us some tea in the garden.");
    expect(c).toContain("the baker's wife");
    expect(c.filter((l) => l === "your wife")).toHaveLength(1);
  });
  it("'a thin man … the fellow' is one man", () => {
    expect(cast("A thin man ran at me. I grabbed the fellow and held him.")).toHaveLength(1);
  });
  it("'another dog … the other dog' is one dog", () => {
    expect(cast("Our dog Rex and another dog were fighting. I kept pulling the other dog away from Rex.")).toEqual([
      "your dog Rex",
      "a dog",
    ]);
  });
  it("'Ana, a 30-year-old cousin' is Ana", () => {
    expect(cast("Ana, a 30-year-old cousin, and I sat in the garden. She was digging.")).toEqual(["Ana"]);
  });
  it("people talked of in general ('whether painters and singers ever rest') are no one in the dream", () => {
    expect(cast("Ana and I rested on the porch. We argued about whether painters and singers ever rest. My sister came out.")).toEqual([
      "Ana",
      "your sister",
    ]);
  });
  it("does not fire when they come into the dream", () => {
    expect(cast("We argued about whether singers ever rest. Then the singers came in and played.")).toContain("singers");
  });
});

describe("what the dreamer did after waking is no part of the story", () => {
  it("leaves out a check made after waking up", () => {
    const s = story(
      "I was in a classroom and a boy named Oren sat next to me. He gave me a drawing of a boat. The teacher took it away. After I woke up I looked for the name Oren in my old notebook.",
    );
    expect(s).not.toMatch(/notebook/);
    expect(s).toMatch(/teacher/);
  });
});

describe("an aside left at the end of a cut clause", () => {
  it("drops 'I think' when the clause it was about is cut off", () => {
    const s = story(
      "I got on a small red bus with some other people, all children I think, and we drove for hours and hours past wide fields and old farms and little sleepy towns and slow brown rivers and long rows of tall trees and empty churches and closed shops and silent schools until the road finally ran out at the edge of a very high cliff above the grey and restless sea. Everyone got out to look at the water. I felt calm.",
    );
    expect(s).toMatch(/all children\./);
    expect(s).not.toMatch(/you think\b/);
  });
});
