import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";

// Every dream in this file was written for these tests.
const actorOf = (text: string, lemma: string, target = false) => {
  const e = analyze(text).events.find((x) => x.lemmas.includes(lemma))!;
  return (target ? e.target : e.actor)?.entity?.label;
};

describe("who a pronoun is", () => {
  it("never makes an object pronoun the person already named in its own clause", () => {
    expect(actorOf("A goat was asleep in the barn. I sent my cousin out to wake him up.", "wake", true)).toBe("a goat");
    expect(actorOf("My neighbour had a tall son. My neighbour told him to leave.", "tell", true)).toMatch(/son/);
  });
  it("keeps the he of an animal for the animal", () => {
    const text =
      "There was a dog in the yard, and he dug up the roses. I sent my uncle out to catch him. I was furious with him for digging.";
    const a = analyze(text);
    const furious = a.tokens.findIndex((t) => t.w === "furious");
    const him = a.tokens.findIndex((t, i) => i > furious && t.w === "him");
    expect(a.cast.ref[him]?.head).toBe("dog");
  });
  it("does not make 'it was a bee' about the person named before it", () => {
    const a = analyze("I told Marcus it was a wasp but he laughed.");
    const wasp = a.tokens.findIndex((t) => t.w === "wasp");
    expect(a.cast.ref[wasp]?.label).not.toBe("Marcus");
  });
  it("takes a storyteller's 'this guy' as someone new, not the last man named", () => {
    const r = interpretOffline("I argued with Marcus about the map. This guy came out of a shed with a rake, but I hit him with a broom.");
    const hit = r.interactions.find((x) => x.evidence.includes("hit him"));
    expect(hit?.recipient).not.toBe("Marcus");
  });
});

describe("the reveal a dream turns on", () => {
  const wedding =
    "I was getting ready for my wedding and felt very calm. The music started and I walked down the aisle. " +
    "When I reached the front, the groom turned around and to my shock it was my father. Then I woke up.";

  it("finds the reveal and whom it shows", () => {
    const a = analyze(wedding);
    expect(a.twist?.evidence).toContain("it was my father");
    expect(a.twist?.who?.head).toBe("father");
    expect(analyze("The host of the party turned out to be my old piano teacher.").twist?.who?.head).toBe("teacher");
    expect(analyze("I realized that the woman at the desk was actually my sister.").twist?.who?.head).toBe("sister");
  });
  it("finds a correction, 'it wasn't X, it was Y', when Y is someone", () => {
    expect(analyze("A boy waved at me from the escalator. It wasn't just some boy, it was my cousin from Leeds.").twist?.who?.head).toBe(
      "cousin",
    );
    expect(analyze("I saw a woman with dark hair like mine. I knew she wasn't me; she was my aunt.").twist?.who?.head).toBe("aunt");
  });
  it("not whose a thing is, nor a 'but' that goes on to something else", () => {
    expect(analyze("He held up a scarf. I told him it wasn't mine, but my sister's.").twist).toBeNull();
    expect(analyze("The people at the door weren't soldiers, but they were dressed in green.").twist).toBeNull();
  });
  it("is not fooled by a plain 'realized' or 'was'", () => {
    expect(analyze("I realized it couldn't be a bee. It was a sunny day and my sister was there.").twist).toBeNull();
  });
  it("tells the reveal in the story and argues from it", () => {
    const r = interpretOffline(wedding);
    expect(r.story).toContain("to your shock it was your father");
    expect(r.story).not.toMatch(/In the end, you then woke up/);
    expect(r.summary).toContain("it was my father");
    expect(r.psychologicalAnalysis).toMatch(/your father/);
    expect(r.psychologicalAnalysis).toMatch(/substitution|displacement|condensation/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/your father/);
    expect(r.characters.map((c) => c.label)).toContain("your father");
  });
  it("codes no bond with whoever merely announces the wedding", () => {
    const r = interpretOffline("A stranger strolled into the hall saying that the wedding would start soon. I put on my veil.");
    expect(r.interactions.filter((x) => x.type === "friendliness")).toEqual([]);
  });
});

describe("small misreadings, put right", () => {
  it("reads a performance given unprepared as being unprepared", () => {
    const r = interpretOffline(
      "I was singing a solo at the town hall and everybody and their brother was there. I had no clue what I was doing because I didn't practice at all. I made a fool of myself.",
    );
    expect(r.arc.type).toBe("unprepared-late");
    expect(r.characters.map((c) => c.label)).not.toContain("a brother");
  });
  it("keeps someone else's relative theirs", () => {
    const r = interpretOffline("The waiter's mother sat down at our table and smiled at me.");
    expect(r.characters.map((c) => c.label)).toContain("the waiter's mother");
    expect(r.characters.map((c) => c.label)).not.toContain("your mother");
  });
  it("ends a quotation on its particle: 'won't let me in'", () => {
    const r = interpretOffline("The guards at the gate won't let me in. I wait in the rain.");
    expect(r.interactions[0]?.evidence).toBe("The guards at the gate won't let me in");
    expect(r.arc.type).toBe("exclusion");
  });
  it("does not take 'great big giant pieces' for a giant", () => {
    const r = interpretOffline("I was carrying my great big giant pieces of luggage up a hill with my aunt.");
    expect(r.characters.map((c) => c.kind)).not.toContain("creature");
  });
});

describe("titles and idioms are not people or symbols", () => {
  it("reads capitalised titles as titles, and titled names as people", () => {
    const r = interpretOffline("My uncle's website mentioned Gardener and Moonrise. Then Doctor Patel came in and smiled at me.");
    const labels = r.characters.map((c) => c.label);
    expect(labels.some((l) => /gardener|moonrise/i.test(l))).toBe(false);
    expect(labels.some((l) => /Patel/.test(l))).toBe(true);
  });
  it("knows 'stood up' from 'stood up for me'", () => {
    expect(interpretOffline("The woman who stood up was my neighbour Ruth.").interactions).toEqual([]);
    expect(interpretOffline("My cousin stood up for me at the meeting.").interactions[0]?.type).toBe("friendliness");
  });
  it("does not read a run-down building as running, nor floating in a lake as flying", () => {
    const r = interpretOffline("We were floating in a lake beside a run-down building after the boat sank.");
    expect(r.symbols.map((s) => s.symbol)).not.toContain("running");
    expect(r.symbols.map((s) => s.symbol)).not.toContain("flying");
  });
});

describe("whose relative, and the dreamer's own counsel", () => {
  it("names someone else's relative by whose they are, and 'the father' at mass as no father of yours", () => {
    const labels = interpretOffline(
      "At mass the father paused the sermon and left the church. My girlfriend and I needed to get her father a birthday gift.",
    ).characters.map((c) => `${c.label}/${c.kind}`);
    expect(labels).toContain("the father/stranger");
    expect(labels).toContain("your girlfriend's father/known");
    expect(labels).not.toContain("your father/family");
  });
  it("turns the advice the dreamer gives back to the dreamer", () => {
    const r = interpretOffline(
      "My colleague Priya was about to start a huge mural. I was there as her mentor. My advice was not to hold back and to be bold.",
    );
    expect(r.summary).toContain("My advice was not to hold back");
    expect(r.psychologicalAnalysis).toMatch(/advice|counsel/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/advice/);
  });
  it("hears 'I told my brother to sell the house' as advice", () => {
    const r = interpretOffline("I told my brother to sell the old house before winter. He laughed.");
    expect(r.reflectionQuestions.join(" ")).toContain("I told my brother to sell the old house");
  });
});

describe("a sexual act forced on the dreamer", () => {
  const dream =
    "I was in a lift with my daughter and it would not stop. A man got in and blocked the doors. He started groping me and I was terrified. " +
    "I told my daughter to close her eyes. I woke up shaking.";
  it("is coded as aggression too and read as a threat, never as desire", () => {
    const r = interpretOffline(dream);
    expect(r.interactions.map((x) => x.type)).toEqual(expect.arrayContaining(["sexuality", "aggression"]));
    expect(r.arc.type).toBe("threat");
    expect(r.summary).toMatch(/violation|intrusion/);
    const all = [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join(" ");
    expect(all).not.toMatch(/draws you to|intimate|anima|animus|desire made visible|self-care/);
    expect(r.themes).not.toContain("love and relationships");
  });
  it("does not take an order in the moment for advice", () => {
    expect(interpretOffline(dream).summary).not.toMatch(/counsel/);
  });
  it("leaves a welcome kiss an encounter", () => {
    expect(interpretOffline("At the party Lena kissed me and I was so happy.").arc.type).toBe("sexual-encounter");
  });
  it("does not read the emergency button as an emergency", () => {
    expect(interpretOffline("I pressed the emergency button in the lift and waited calmly.").outcomes).toEqual([]);
  });
});

describe("shapes that fit the whole dream", () => {
  it("does not call a fall the dream undoes its shape", () => {
    expect(
      interpretOffline("I ran and leapt off the cliff. I fell short, but I knew I could fly, and I floated up to the top.").arc.type,
    ).not.toBe("falling");
    const home = interpretOffline(
      "I was coming home after years away. I slipped on the ice but was not hurt. I hugged my mom for a long time and cried; it had been so long.",
    );
    expect(home.arc.type).toBe("reunion");
  });
  it("reads losing a pet in your care as loss, and a dream 'leaving me sad' as no exclusion", () => {
    const r = interpretOffline(
      "Another dream leaving me sad. I was minding my neighbour's parrot and somehow I lost it. I searched the garden.",
    );
    expect(r.arc.type).toBe("loss-search");
  });
  it("does not take a precaution for a fall", () => {
    const r = interpretOffline("I didn't want to stand on the wobbly chair in case I fell, so I asked my brother to reach the box.");
    expect(r.outcomes.filter((o) => o.type === "misfortune")).toEqual([]);
  });
});

describe("people as the dream names them", () => {
  it("keeps one person for a name and the relation after it, and for a groups' members", () => {
    const r = interpretOffline("I was at the station with Theo, my ex. He looked cold. There was a group of boys and they laughed at us.");
    const labels = r.characters.map((c) => c.label);
    expect(labels).toContain("Theo");
    expect(labels).not.toContain("your ex");
    expect(labels).toContain("a group of boys");
    expect(labels).not.toContain("boys");
  });
  it("does not count someone only wished for, and joins a first name to its surname", () => {
    const r = interpretOffline("He said he wanted a younger assistant he could train. Later Tova Brandt was there and waved at me.");
    const labels = r.characters.map((c) => c.label);
    expect(labels).not.toContain("a younger assistant");
    expect(labels).toContain("Tova Brandt");
  });
});

describe("more words in their sense", () => {
  it("reads 'wound a blanket around him', 'the cells' of a spreadsheet and 'kill herself' idiomatically", () => {
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("I wound a blanket around my grandfather to keep him warm.")).not.toContain("wound");
    expect(symbols("I was sorting the cells of a spreadsheet for my boss.")).not.toContain("prison");
    expect(symbols("The shopkeeper asked why she should kill herself for a few customers.")).not.toContain("death");
    expect(symbols("We drove past my birth home in the rain.")).not.toContain("birth");
    expect(symbols("My sister won a gold medal at the games.")).toContain("prize");
  });
});

describe("the centre of a dream without a drama", () => {
  it("starts from the feeling and what brings it on", () => {
    const r = interpretOffline(
      "I was laying the tables for a staff lunch. My old headmaster walked in with a television crew, and I was embarrassed. Later I washed cups.",
    );
    // (told in the dream's own terms: the cause in the second person, the feeling after it)
    expect(r.summary).toContain("Your old headmaster walked in with a television crew");
    expect(r.summary).toMatch(/embarrass/);
  });
  it("reads guests arriving before the food is out as being unprepared, quoted with its 'before'", () => {
    const r = interpretOffline(
      "I was laying the tables for a staff lunch. Guests started arriving before I had put out any food, and I was embarrassed.",
    );
    expect(r.arc.type).toBe("unprepared-late");
    expect(r.summary).toContain("before I had put out any food");
  });
  it("starts from the person the dream keeps returning to", () => {
    const r = interpretOffline(
      "I am selling apples at a stall by the road. My aunt is there. She wants a bag of apples. She tries to talk me down from four dollars to two. I think about it.",
    );
    expect(r.summary).toMatch(/your aunt/);
    expect(r.summary).toContain("She tries to talk me down");
  });
  it("does not hand the dreamer what was only wanted", () => {
    const r = interpretOffline("I wanted to get a cookie from the jar but the shop was closing. I walked to the bus.");
    expect(r.symbols.map((s) => s.meaning).join(" ")).not.toMatch(/comes into your hands/);
    expect(r.psychologicalAnalysis).not.toMatch(/comes into your hands/);
  });
});

describe("feelings put as a lack", () => {
  it("hears loneliness in 'feeling like I had no friends'", () => {
    const r = interpretOffline("Everyone on the ferry was singing and I sat at the back feeling like I had no friends.");
    expect(r.emotions.map((e) => e.code)).toContain("SD");
  });
});

describe("evidence a reader can follow", () => {
  it("gives a one-word clause the clause before it", () => {
    const r = interpretOffline("My cousin Ida came in and she was dancing around and did a twirl and fell and everyone laughed.");
    expect(r.outcomes[0]?.evidence).toBe("she was dancing around and did a twirl and fell");
  });
  it("reads what the dreamer only wonders about as no event", () => {
    const r = interpretOffline("I swept the floor. Then I wonder why I should help the people who fired me.");
    expect(r.interactions.filter((x) => x.type === "aggression")).toEqual([]);
  });
  it("keeps a three-part name whole and a titled number out of the cast", () => {
    const labels = interpretOffline("I watched an interview with Jeffrey Dean Morgan. We played Tetris 99 together.").characters.map(
      (c) => c.label,
    );
    expect(labels).toContain("Jeffrey Dean Morgan");
    expect(labels.some((l) => /Tetris/.test(l))).toBe(false);
  });
});

describe("the lucid moment and things said to have happened before", () => {
  it("reads knowing that one dreams", () => {
    const r = interpretOffline(
      "I was sorting papers with my nephew Leo. I looked at him and said, I think I'm dreaming right now. He laughed.",
    );
    expect(r.summary).toContain("I think I'm dreaming right now");
    expect(r.psychologicalAnalysis).toMatch(/lucid|dreaming while dreaming/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/dreaming|a dream/);
  });
  it("does not take 'telling him that I'd been stabbed' for an attack in the dream", () => {
    const r = interpretOffline("I was telling the man at the desk that I'd been stabbed in the arm and wanted to use the pool.");
    expect(r.interactions).toEqual([]);
  });
});

describe("how the dream ends", () => {
  it("tells a good feeling that turns at the end as a turn, not a happy ending", () => {
    const r = interpretOffline(
      "I was copying totals from one sheet into another, one cell at a time. I finally worked out a quicker way and I was feeling good. " +
        "But then I found out that every total was wrong and I got really aggravated.",
    );
    expect(r.summary).toMatch(/I got really aggravated/);
    expect(r.summary).not.toMatch(/It ends well/);
    expect(r.symbols.map((s) => s.symbol)).not.toContain("prison");
  });
});

describe("a dream centred on someone", () => {
  it("starts from what the dreamer and the person do together", () => {
    const r = interpretOffline(
      "My cousin Ezra was at the old house too. Ezra and I started to clean up the kitchen. Later Ezra went upstairs and I sat on the steps.",
    );
    expect(r.summary).toMatch(/Ezra/);
    expect(r.summary).toContain("Ezra and I started to clean up the kitchen");
  });
  it("calls a quarrel between others friction, not violence", () => {
    const r = interpretOffline(
      "I was at the cinema. Two men in front of me were complaining loudly about the film and arguing with the usher.",
    );
    expect(r.summary).not.toMatch(/violence/);
  });
});

describe("words and names from a blind reading", () => {
  it("reads idioms and compounds in their sense", () => {
    expect(interpretOffline("Someone killed the old horse for fun.").emotions).toEqual([]);
    expect(interpretOffline("His hair looked kind of like dread locks.").emotions).toEqual([]);
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("He kept his pipe in an ex-musical instrument case.")).not.toContain("ex");
    expect(symbols("The raft shot forward into the rapids.")).not.toContain("gun");
    expect(symbols("We slept in the granny flat behind the house.")).not.toContain("grandparent");
    expect(symbols("I watched the son of a king ride past.")).not.toContain("son");
  });
  it("does not make a named baby an animal, a granny flat a granny, or a king's son yours", () => {
    const labels = (t: string) => interpretOffline(t).characters.map((c) => `${c.label}/${c.kind}`);
    expect(labels("My friend had a baby called Fox who could talk.")).not.toContain("a fox/animal");
    expect(labels("We slept in the granny flat behind the house.")).not.toContain("your granny/family");
    expect(labels("I watched the son of a king ride past.")).not.toContain("your son/family");
  });
  it("tells a diary's 'Am waiting' as 'You are waiting'", () => {
    expect(interpretOffline("Am waiting on tables in a huge restaurant. People shout orders at me.").story).toMatch(/^You are waiting/);
  });
});

describe("who is meant, and what is no kindness", () => {
  it("keeps 'picked her up' and 'I hate her' for the one picked up", () => {
    const r = interpretOffline(
      "Dad and I were driving home and Greta was standing by the bridge. Dad picked her up and I kept saying how much I hate her.",
    );
    expect(r.interactions.find((x) => x.type === "aggression")?.recipient).toBe("Greta");
  });
  it("does not take sending someone out or an ultimatum for friendliness", () => {
    expect(
      interpretOffline("A strange man was in my room. I told him to go out at once.").interactions.filter((x) => x.type === "friendliness"),
    ).toEqual([]);
    expect(
      interpretOffline("I gave Zack a choice: marry me or stay away from me.").interactions.filter((x) => x.type === "friendliness"),
    ).toEqual([]);
  });
});

describe("becoming someone else", () => {
  it("reads taking over as the main character as a transformation, above a slip on a path", () => {
    const r = interpretOffline(
      "I was reading a novel about a pilot called Marguerite. Soon I was taking over as the main character, and everything felt real. Later I slipped on a muddy path.",
    );
    expect(r.arc.type).toBe("transformation");
  });
});

describe("what is asked for has not happened", () => {
  it("does not code 'he asks me to accompany him' as the dreamer's kindness", () => {
    const r = interpretOffline("I meet Armand on the avenue and he asks me to accompany him to his flat for a while.");
    expect(r.interactions.filter((x) => x.initiator === "you")).toEqual([]);
  });
  it("names no unnamed company", () => {
    const r = interpretOffline(
      "I was asleep and felt someone staring at me. I sat up. Someone else was in the hall too. The nightmare went on.",
    );
    expect(r.summary).not.toMatch(/someone and someone/);
  });
});

describe("counsel is not an order", () => {
  it("does not read a sexual order as advice", () => {
    const r = interpretOffline("I was with my girlfriend at the lake and I told her to undress. We swam for a long time.");
    const all = [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join(" ");
    expect(all).not.toMatch(/advice|counsel/);
  });
});

describe("more from fresh dreams", () => {
  it("reads a brother who disappears as loss", () => {
    expect(
      interpretOffline("We were walking on the cemetery road when suddenly my brother disappears. I looked everywhere.").arc.type,
    ).toBe("loss-search");
  });
  it("takes 'flipped the bird' as a gesture and 'wanted to die' as a feeling, not a death", () => {
    const r = interpretOffline("Lena flipped the referee the bird. That night I felt so miserable that I wanted to die.");
    expect(r.characters.map((c) => c.kind)).not.toContain("animal");
    expect(r.outcomes).toEqual([]);
  });
  it("does not take driving past a group for friendliness", () => {
    expect(interpretOffline("As we drove along the coast we passed a group of hikers.").interactions).toEqual([]);
  });
});

describe("pronouns and quotations", () => {
  it("refers a pronoun outside a quotation past the people named inside it", () => {
    const a = analyze('An old man walked up and I said, "It wasn\'t me! It was my cousin!" He told me that was cowardly.');
    const he = a.tokens.findIndex((t) => t.raw === "He");
    expect(a.cast.ref[he]?.label).toBe("an old man");
  });
});

describe("driving, games and propositions", () => {
  it("does not code swerving to avoid a car as shunning its driver, nor a blocked shot as a gun", () => {
    const r = interpretOffline(
      "I hit the brakes. The last van that I swerved to avoid was a cousin of mine. Later I block a shot during the hockey game.",
    );
    expect(r.interactions.filter((x) => x.type === "aggression")).toEqual([]);
    expect(r.symbols.map((s) => s.symbol)).not.toContain("gun");
  });
  it("codes a proposition as sexuality", () => {
    expect(interpretOffline("A woman with red hair came over and propositioned me.").interactions[0]?.type).toBe("sexuality");
  });
  it("reads lateness's practical note, not bad luck's", () => {
    const r = interpretOffline("I was in nursing school. I was late to an exam and had to sprint with an armful of folders.");
    expect(r.psychologicalAnalysis).not.toMatch(/no one's fault/);
  });
});

describe("forbidding and place names", () => {
  it("reads 'my father didn't want me to' as forbidding, quoted whole, and not as being left out", () => {
    const r = interpretOffline("We were staying at the San Marco hotel. I wanted to go out and dance, but my father didn't want me to.");
    expect(r.arc.type).not.toBe("exclusion");
    expect(r.interactions[0]?.evidence).toBe("my father didn't want me to");
    expect(r.characters.map((c) => c.label)).not.toContain("Marco");
  });
});

describe("from a third blind reading", () => {
  it("does not call 'did not know it was a dream' lucid", () => {
    const r = interpretOffline("I woke up in my room and got dressed, but I did not know it was a dream. Then I woke up for real.");
    expect(r.summary).not.toMatch(/lucid|you know you are dreaming/);
  });
  it("reads idioms, a vocative 'man' and compounds in their sense", () => {
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("That is far-fetched, man.")).not.toContain("man");
    expect(symbols("He collected beer caps in a jar.")).not.toContain("hat");
    expect(symbols("I always land on my feet.")).not.toContain("feet");
    expect(symbols("We sat in a freight car.")).not.toContain("car");
    expect(symbols("We slept together at the cabin.")).not.toContain("sleeping");
  });
  it("does not make 'the student union' a student or 'the brothers of the boy' yours", () => {
    const labels = (t: string) => interpretOffline(t).characters.map((c) => `${c.label}/${c.kind}`);
    expect(labels("We met at the student union.")).not.toContain("the student/stranger");
    expect(labels("The brothers of the boy came in and sat down.")).not.toContain("your brothers/family");
  });
  it("does not call a success the dream then undoes a happy turn", () => {
    const r = interpretOffline("I won the race at the fair. Then on the way home our car crashed and my mother was gone.");
    expect(r.summary).not.toMatch(/turns in your favour/);
  });
});

describe("recognition is not a reveal", () => {
  it("does not read 'we realized it was the farm of a cousin' as someone turning out to be someone else", () => {
    expect(analyze("As we drove past a gate, we realized it was the farm of a cousin whom we hadn't visited in ages.").twist).toBeNull();
    expect(analyze("I looked again and realized the nurse was actually my aunt.").twist?.who?.head).toBe("aunt");
  });
});

describe("a questionnaire's notes", () => {
  it("keeps 'Setting: … Characters: …' out of the story", () => {
    const r = interpretOffline(
      "I went skating with three kids and I was graceful. I could do every spin. Setting: A frozen lake - a park. Characters: Three kids - I don't know who they were. Feelings and Thoughts: Happy and free.",
    );
    expect(r.story).not.toMatch(/park\.|don't know who/);
    expect(r.emotions.map((e) => e.code)).toContain("HA");
  });
});

describe("things, food and others' trouble", () => {
  it("does not code holding reins or tipping over a box as friendliness, nor chicken fingers as an animal", () => {
    const r = interpretOffline(
      "I was holding the reins of one horse. Someone tipped over a box of spiders. There were chicken fingers on a plate.",
    );
    expect(r.interactions.filter((x) => x.type === "friendliness")).toEqual([]);
    expect(r.characters.map((c) => c.label)).not.toContain("some chicken");
  });
  it("does not make others being lost the dreamer's loss", () => {
    expect(
      interpretOffline("Three tourists were wandering around the museum bickering because they were lost. I watched from a bench.").arc
        .type,
    ).not.toBe("loss-search");
  });
});

describe("the practical note's causes", () => {
  it("does not make a kindness the cause of embarrassment", () => {
    const r = interpretOffline(
      "I was laying the tables for a staff lunch. Guests started arriving before I had put out any food, and I was embarrassed. My manager came over and quietly helped me carry the plates.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/has a cause in the dream itself, “quietly helped me/);
    expect(r.psychologicalAnalysis).not.toMatch(/follow the thread from “quietly helped/);
  });
});

describe("from the final blind reading", () => {
  it("reads a blaze, a head cold, a tyre needle, a gallop and 'shot it into' in their sense", () => {
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("The horse had a white star on a wide forehead.")).not.toContain("outer space");
    expect(symbols("I had a head cold all week.")).not.toContain("cold");
    expect(symbols("I was pushing the needle into the tyre valve.")).not.toContain("injection");
    expect(symbols("We were flying at a full gallop across the field.")).not.toContain("flying");
    expect(symbols("He shot it into her mouth.")).not.toContain("gun");
  });
  it("does not make a rocking horse an animal, another couple's wife yours, or catching chickens a clash", () => {
    expect(interpretOffline("There was a toy rocking horse in the corner.").characters.map((c) => c.kind)).not.toContain("animal");
    expect(interpretOffline("A rich couple came in. The wife smiled at me.").characters.map((c) => c.label)).not.toContain("your wife");
    expect(interpretOffline("I went to the farm and caught chickens with a red-haired man.").arc.type).not.toBe("conflict");
  });
});

describe("bribes and flirting", () => {
  it("does not code a bribe as friendliness, and codes flirting as sexuality whoever flirts", () => {
    expect(
      interpretOffline("The kid offered me a bribe of fifty dollars but I refused it.").interactions.filter(
        (x) => x.type === "friendliness",
      ),
    ).toEqual([]);
    expect(interpretOffline("My cousin Heather was flirting with me at the party.").interactions[0]?.type).toBe("sexuality");
    expect(interpretOffline("My mother kissed me goodnight.").interactions[0]?.type).toBe("friendliness");
  });
});
