import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const summary = (dream: string) => interpretOffline(dream).summary;
const first = (dream: string) => summary(dream).split(/(?<=[.!?])\s+(?=[A-Z“])/)[0];

describe("the summary opens on the dream's charged event, told plainly", () => {
  it("tells one taken for dead who comes back to life, and the dreamer's rescue", () => {
    const s = first(
      "I was cleaning the garage with my brother. A small puppy lay under a box and I was sure it was dead but then it moved. I helped it out and gave it some water.",
    );
    expect(s).toMatch(/you took for dead turns out to be alive, and you come to its aid/);
  });

  it("does not take a dull party for one come back to life", () => {
    expect(summary("I thought the party was dead but then the music started and everyone danced.")).not.toMatch(/took for dead/);
  });

  it("names the part of the body that comes out of the dreamer", () => {
    const s = first(
      "I was at my desk at work and felt sick. I coughed up a piece of my lung and it landed on the keyboard. My boss looked at it.",
    );
    expect(s).toMatch(/A piece of your own lung comes out of your body/);
  });

  it("does not read blowing one's nose as a bodily shock", () => {
    expect(summary("I had a cold, so I blew my nose and went to the lecture with my friend.")).not.toMatch(
      /out of your body|your own nose/,
    );
  });

  it("tells a loss by the thing lost", () => {
    const s = summary(
      "We were running for the train at the station. My sister got on first. I didn't know whether my backpack was on the seat or not and I kept looking around.",
    );
    // (told plainly by the centre, or quoted by the loss-and-search shape when that leads)
    expect(s.split(". ")[0]).toMatch(/your backpack|my backpack/);
  });

  it("does not count losing one's way as a lost thing", () => {
    expect(summary("I lost my way in the woods and then found a river and a cabin.")).not.toMatch(/lose track of your/);
  });

  it("tells being unprepared, and being spared just before one's turn", () => {
    const s = summary(
      "I was in a seminar room with other students. I had to give a short talk. I hadn't prepared at all, but I hoped nobody would notice. The teacher ran out of time just before me.",
    );
    expect(s).toMatch(/You come unprepared to what is asked of you, and are spared at the last moment/);
  });

  it("weighs a killer's past, told of a bare plural, below what then happens", () => {
    const s = first(
      "This man killed people and lived on my street. Later I was in his yard and found a bird. I was sure it was dead, but then it moved. I helped it out.",
    );
    expect(s).toMatch(/took for dead/);
  });

  it("opens a shape on who did what, with the one named", () => {
    const s = first("I was at a party with my friend Jake. Later that night Jake kissed me on the balcony and we talked for hours.");
    expect(s).toMatch(/^Jake kissed you\b/);
    expect(s).not.toMatch(/^Desire is at the centre/);
  });

  it("does not tell what is only meant as done", () => {
    const s = first("I was at the dance with my friend Sam. I was going to kiss Sam but the music stopped and everyone left.");
    expect(s).not.toMatch(/^You (was|were) going to kiss/);
  });

  it("does not tell a question as an act", () => {
    expect(summary("My aunt asked what does she have to kill him for, and we argued about it.")).not.toMatch(/^(A|Your) \w+ have to kill/);
  });
});

describe("the opening tells who did what before it names the kind of moment", () => {
  it("tells a move against the dreamer by its doer and act", () => {
    const s = first("I was at school in the hallway. The bully shoved me into the lockers. Then I went to math class.");
    expect(s).toMatch(/^The bully shoved you into the lockers/);
    expect(s).not.toMatch(/Someone moves against you/);
  });

  it("tells what the dreamer is afraid of in the dream's own words", () => {
    const s = first("I was in the garden with my dog and we dug a hole. I was afraid the neighbour would see us.");
    expect(s).toMatch(/^You were afraid the neighbour would see you/);
  });

  it("keeps violence between others on a screen out of the first sentence", () => {
    const s = first(
      "I was watching a show at home. On the show some men were trying to catch a wolf with nets. I felt so nervous because my test was the next day.",
    );
    expect(s).not.toMatch(/violence is the heart of it/);
  });
});

describe("the story and the reveal keep to what happened", () => {
  it("reads 'as it turned out' as how things went, not a reveal", () => {
    const s = summary(
      "I had to read my essay aloud in class and I had not written it. As it turned out, the teacher stopped one student before me and the bell rang.",
    );
    expect(s).not.toMatch(/reveal/);
  });

  it("puts no ending link before a clause that looks back", () => {
    const story = interpretOffline(
      "I was at the beach with my cousin. We built a sand castle and swam. The waves got big and we ran up the sand. Some time before, I was watching a film at home with my mom.",
    ).story;
    expect(story).not.toMatch(/(By the end|In the end|Finally), some time before/i);
  });

  it("leaves the reporter's aside and waking comment out of the story", () => {
    const story = interpretOffline(
      "I was at the lake with my uncle. A woman on a bike rang her bell and I rang mine. My uncle laughed and we rode home. It was winter in the dream and it was snowing hard.",
    ).story;
    expect(story).not.toMatch(/winter in the dream/);
  });

  it("reads no reveal into a remark on the dream itself", () => {
    expect(summary("I was in a big hall with my friend Ana. We ate cake and danced. It was really a strange dream.")).not.toMatch(
      /reveal|surprise —/,
    );
  });
});
