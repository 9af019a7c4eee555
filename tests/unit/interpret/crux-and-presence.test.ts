/**
 * The reading starts from what the dreamer says matters — a feeling and the reason given for it —
 * names only the people who are in the scene, calls no one a helper for a ride or a greeting, and
 * asks each question about different words. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";
import { gatherPlot } from "@/lib/interpret/plot";

const plot = (text: string) => gatherPlot(analyze(text));
const quotes = (x: string) => [...x.matchAll(/“([^”]+)”/g)].map((m) => m[1]);

describe("a feeling and its reason", () => {
  it("finds the reason given after the feeling", () => {
    const p = plot("We moved to a new town. I was terribly upset and crying because I would never see my sister again.");
    expect(p.feelingScene?.words).toBe("I was terribly upset and crying because I would never see my sister again");
    expect(p.feelingScene?.cause).toBe("because I would never see my sister again");
    expect(p.feelingScene?.after).toBe(true);
  });
  it("finds the clause before the feeling, as before", () => {
    const p = plot("The guests started arriving before I had cooked anything, and I was embarrassed.");
    expect(p.feelingScene?.words).toMatch(/^The guests started arriving before I had cooked anything, and I was embarrassed$/);
    expect(p.feelingScene?.after).toBe(false);
  });
  it("never cuts the reason mid-phrase", () => {
    const p = plot(
      "I was happy to find the old bicycle lying in the grass behind the barn where nobody had touched it for many years and where the fence had fallen down long before we came",
    );
    expect(p.feelingScene).toBeUndefined();
  });
  it("leads the summary when the dream has no shape, and Jung reads the feeling through its reason", () => {
    const r = interpretOffline(
      "I was at a school reunion. My old friends kept asking me to give a speech about our class. I was getting angry because I felt everyone was pushing me into something I did not want to do.",
    );
    // (the reason after the feeling is told as its reason, in the second person)
    expect(r.summary).toMatch(/anger because you felt everyone was pushing you/);
    expect(r.psychologicalAnalysis).toMatch(/Jung[^.]*(anger|defends)/);
  });
});

describe("who is there", () => {
  it("does not keep you company with someone you will not see", () => {
    const r = interpretOffline("My aunt said my hair was a mess. I stared at the mirror for a long time. I will not go to a barber.");
    expect(r.summary).not.toMatch(/barber (is|are) (there|with you)|share the scene|company you keep here is a barber/);
  });
  it("leaves out friends who are only missed", () => {
    const p = plot("I was alone in a grey city and sobbed because I would never see my friends again.");
    expect(p.present.map((c) => c.head)).not.toContain("friends");
  });
  it("keeps people who are in the scene", () => {
    const p = plot("My brother and I walked along the river. He pointed at a heron.");
    expect(p.present.map((c) => c.head)).toContain("brother");
  });
});

describe("help and kindness", () => {
  it("a ride or a greeting is no help", () => {
    const p = plot("My partner was driving me through an empty town. A neighbour waved and said hello.");
    expect(p.help).toBeUndefined();
    const r = interpretOffline("My partner was driving me through an empty town. A neighbour waved and said hello.");
    expect(`${r.summary} ${r.psychologicalAnalysis}`).not.toMatch(/helpful figure|a guide|on your side|Help comes from/);
  });
  it("a rescue is help", () => {
    const p = plot("I slipped into the icy river and my uncle pulled me out and saved me.");
    expect(p.help?.from?.head).toBe("uncle");
  });
});

describe("the questions", () => {
  it("pick the dream up where it leaves off", () => {
    const p = plot("I was in a dark hallway looking for my keys. Finally my mother opened the door at the end of the hall.");
    expect(p.last).toBe("my mother opened the door at the end of the hall");
  });
  it("a last clause that is only a waking or a purpose is no place to leave off", () => {
    expect(plot("I ran across the field. Then I woke up.").last).toBe("I ran across the field");
    expect(plot("The teacher asked a question. I put up my hand to answer it").last).toBe("I put up my hand to answer it");
  });
  it("never ask twice about the same words", () => {
    for (const text of [
      "When I saw Deb I told her I was really glad to see her, that I needed to talk to her. We walked to a bench and sat down.",
      "I was at a party and my sister kept teasing me. I was annoyed because she would not stop. I left the party early.",
    ]) {
      const qs = interpretOffline(text).reflectionQuestions;
      const all = qs.flatMap(quotes);
      for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(a.includes(b) || b.includes(a)).toBe(false);
      expect(qs.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("the retelling", () => {
  it("keeps an opening word that has its own subject after it", () => {
    const r = interpretOffline('My aunt tells me my coat is too old. Annoyed I answer, "I like this coat."');
    expect(r.story).toMatch(/Annoyed, you answer/);
    expect(r.story).not.toMatch(/You annoyed you/);
  });
});

describe("senses", () => {
  it("reads objects breaking up, a flight of stairs, a printing plant and a wave hello in their sense", () => {
    const r = interpretOffline(
      "The pavement was breaking up in places. Where the second flight should have been there was a wall. I worked at a printing plant. The neighbours wave and say hello. I am feeling calm and grounded.",
    );
    const names = r.symbols.map((s) => s.symbol);
    for (const wrong of ["breakup", "plane", "plant", "ocean", "punishment"]) expect(names).not.toContain(wrong);
  });
});

describe("shapes told by what happens", () => {
  it("a killing only threatened is no death", () => {
    const r = interpretOffline(
      "My cousin said he was going to kill the mailman with an old rifle. But when he went to shoot him, the rifle jammed.",
    );
    expect(r.arc.type).not.toBe("death");
  });
  it("being told you are late is lateness", () => {
    const r = interpretOffline("I ran up the steps of the office. Someone told me I was late.");
    expect(r.arc.type).toBe("unprepared-late");
  });
});

describe("whose feeling, which shape, which thing", () => {
  it("a heart that breaks is the dreamer's sadness", () => {
    const r = interpretOffline("I watched a father reading to his little girl, and it made my heart break.");
    expect(r.emotions.map((e) => e.code)).toContain("SD");
  });
  it("a look's object is not the one who feels", () => {
    expect(interpretOffline("I told a silly joke and she looked at me confused.").emotions).toEqual([]);
    expect(interpretOffline("I looked at him confused.").emotions.map((e) => e.code)).toEqual(["CO"]);
  });
  it("turning back into a house is a change of direction, not of shape", () => {
    expect(interpretOffline("I stood on the porch a while, then I turned back into the house.").arc.type).not.toBe("transformation");
    expect(interpretOffline("The old dog turned into a young man.").arc.type).toBe("transformation");
  });
  it("a missing piece of someone's ear is a wound, not a search", () => {
    expect(interpretOffline("My friend stepped inside and I noticed part of his ear was missing.").arc.type).not.toBe("loss-search");
  });
  it("what something only resembles is no symbol of the dream", () => {
    const names = interpretOffline(
      "My arms were covered in red splotches, like hives. Far below, the earth looked larger than the moon.",
    ).symbols.map((s) => s.symbol);
    expect(names).not.toContain("bee");
    expect(names).not.toContain("moon");
  });
});

describe("what is not the dream", () => {
  it("what the dreamer had read the day before is no event of the dream", () => {
    const r = interpretOffline(
      "A man took me to a cabin in the woods and taught me how to punch. I was angry and scared. I had just read a book where a girl got kidnapped by her uncle.",
    );
    expect(r.interactions.some((i) => /kidnapped/.test(i.evidence))).toBe(false);
  });
  it("starts from the moment the dreamer marks when there is no drama or feeling", () => {
    const r = interpretOffline(
      "We were standing on a high mountain with my daughter. Far below us the whole earth was floating and turning slowly in the dark. My daughter reached out toward it.",
    );
    expect(r.summary).toMatch(/the whole earth was floating and turning slowly in the dark/);
  });
  it("a chase reading claims nothing about how the chase ends", () => {
    const r = interpretOffline("A man with a knife chased me through the mall. I ran and ran but he still caught me.");
    expect(r.psychologicalAnalysis).not.toMatch(/never quite catch/);
  });
});

describe("a word before the thing it describes", () => {
  it("is not the thing itself", () => {
    const names = interpretOffline(
      "We played capture the flag with water guns. A girl with a beehive hairdo ran past the floating docks, and a fire crew stood by with a beach towel.",
    ).symbols.map((s) => s.symbol);
    for (const wrong of ["water", "bee", "flying", "fire", "beach"]) expect(names).not.toContain(wrong);
  });
  it("while the thing on its own still is, and so is a person", () => {
    const r = interpretOffline("An open door bright with white light stood at the end of the hall. My mother waited by the fire.");
    const names = r.symbols.map((s) => s.symbol);
    expect(names).toContain("door");
    expect(names).toContain("fire");
  });
});

describe("who is a character", () => {
  it("a town a train goes to is no one", () => {
    const labels = interpretOffline("I walked to the depot and caught a train for Leominster to see my dentist.").characters.map(
      (c) => c.label,
    );
    expect(labels.join(" ")).not.toMatch(/Leominster/);
  });
  it("an animal in a figure of speech or before the thing it describes is not in the dream", () => {
    const a = interpretOffline('She asked if I was serious. I said, "Does a fish have fins?" and we both laughed.');
    expect(a.characters.map((c) => c.kind)).not.toContain("animal");
    const b = interpretOffline("A girl with a beehive hairdo sat at the desk and smiled at me.");
    expect(b.characters.map((c) => c.kind)).not.toContain("animal");
  });
});

describe("more of what the dreamer says", () => {
  it("names written as initials are people", () => {
    const r = interpretOffline(
      "RJ, Oliver and I were staying over at my aunt's flat. RJ walked in and was planning to sleep there as well. We watched TV.",
    );
    const labels = r.characters.map((c) => c.label);
    expect(labels).toContain("RJ");
    expect(labels).not.toContain("TV");
  });
  it("a short feeling sentence takes the happening before it as its cause", () => {
    const p = plot("I was in my old house. Dozens of black cows were running in circles around it. I was trapped and a bit scared.");
    expect(p.feelingScene?.words).toBe("Dozens of black cows were running in circles around it. I was trapped and a bit scared");
  });
  it("a dream the dreamer says comes back is read as one", () => {
    const r = interpretOffline(
      "I was on a bridge that kept swaying and I was afraid to cross. I have had this dream many times since I was a child.",
    );
    expect(r.summary).toMatch(/comes back|recurs/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/came back/);
  });
});

describe("acts read for what they are", () => {
  it("hurt feelings are sadness, not a blow", () => {
    const r = interpretOffline(
      "I noticed my uncle sitting at a counter with a stranger, and I was slightly hurt that he didn't join us at our table.",
    );
    expect(r.emotions.map((e) => e.code)).toContain("SD");
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("taking someone by the hand to lead them out is no attack", () => {
    const r = interpretOffline('A nurse grabs me by the hand and whispers, "Hurry, we have to go." We ran out through the back door.');
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("'them' after plural things is those things", () => {
    const r = interpretOffline(
      "All the waiters went home. There were three hooks and I tried to tie them together but they kept slipping loose.",
    );
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("grave harm the dreamer does is read as such, not as a quarrel", () => {
    const r = interpretOffline(
      "I must execute a soldier with an axe. The soldier moans in agony. I am the one who is causing his suffering.",
    );
    expect(r.summary).toMatch(/you are the one who does harm|violence here is yours/);
    expect(`${r.summary} ${r.psychologicalAnalysis}`).not.toMatch(/quarrel|clash with|answer as plainly/);
  });
  it("a few sentences about the day before 'I dreamt that' are not the dream", () => {
    const r = interpretOffline(
      "Yesterday at work the printer kept jamming all afternoon. So I suppose that is why it showed up in my sleep. I dreamt that I was in a meeting and a man threw the printer out of the window.",
    );
    expect(r.story).not.toMatch(/Yesterday/);
  });
});

describe("shapes and harm from what really happens", () => {
  it("someone else's forgetting is not the dreamer's lateness", () => {
    const r = interpretOffline("My dog had died and they had forgot to tell me. I cried and cried at the kitchen table.");
    expect(r.arc.type).not.toBe("unprepared-late");
  });
  it("searching a batter for weaknesses is no loss", () => {
    const r = interpretOffline("I was pitching and searching for any weakness in the batter. Then I hit a line drive and slid into third.");
    expect(r.arc.type).not.toBe("loss-search");
    expect(r.symbols.map((s) => s.symbol)).not.toContain("driving");
  });
  it("a lawyer taking your case takes nothing from you", () => {
    expect(interpretOffline("A friendly lawyer has taken my court case.").interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("a warning shot after being shot at is not grave harm", () => {
    const r = interpretOffline("John shot at me from the porch. I shot over his head with my rifle.");
    expect(r.summary).not.toMatch(/you are the one who does harm|violence here is yours/);
  });
  it("someone else's relative stays theirs", () => {
    const labels = interpretOffline(
      "Julie came over and Julie's youngest daughter was flying a plane. My mother-in-law waved.",
    ).characters.map((c) => c.label);
    expect(labels).toContain("Julie's daughter");
    expect(labels).toContain("your mother-in-law");
    expect(labels).not.toContain("your daughter");
  });
});

describe("confusion the dreamer states", () => {
  const codes = (t: string) => interpretOffline(t).emotions.map((e) => e.code);
  it("is found in its plain forms", () => {
    expect(codes("I thought about how weird it felt to be living with my boss.")).toContain("CO");
    expect(codes("The sailor told the riddle again but we still didn't really understand it, so we walked off.")).toContain("CO");
    expect(codes("I'm not sure this is kind or cruel.")).toContain("CO");
    expect(codes("I stood in a dark hall and did not know where I was.")).toContain("CO");
    expect(codes("The keys are in my hand but I don't know how to drive.")).toContain("CO");
  });
  it("not in the writer's doubts about the memory", () => {
    expect(codes("I'm not sure if it was my brother or my cousin.")).not.toContain("CO");
    expect(codes("I don't know how to describe it.")).not.toContain("CO");
  });
});

describe("small things that change a reading", () => {
  it("the state a clause turns on is kept in its quotation", () => {
    const r = interpretOffline(
      "My sister brought up the old horse. I was truly devastated that it was dead because she was the gentlest horse I ever rode.",
    );
    expect(`${r.summary} ${r.arc.evidence.join(" ")}`).toMatch(/it was dead/);
  });
  it("losing sight of someone is no loss", () => {
    expect(interpretOffline("A friendly lawyer has my case. I lose sight of the lawyer. I am concerned but not worried.").arc.type).toBe(
      "none",
    );
  });
  it("a stronger feeling with its reason leads before a passing puzzlement", () => {
    const p = plot("I had no idea who he meant because nobody had died. Then I was terribly sad because my dog was dead.");
    expect(p.feelingScene?.feeling.code).toBe("SD");
  });
});

describe("what the dreamer only considers, and services", () => {
  it("being tempted to shoot is no stepping in", () => {
    const r = interpretOffline(
      "I watched a thief knock an old woman down. I was tempted to shoot him. I raised the gun, but held my fire.",
    );
    expect(`${r.summary} ${r.psychologicalAnalysis}`).not.toMatch(/you step in|stepping between/);
  });
  it("a car taken away for a while, with another lent, is no theft", () => {
    const r = interpretOffline("The mechanics were taking my van to the shop and they gave me an old truck in the meantime.");
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
});

describe("the centre of a dream that is hard on the dreamer", () => {
  it("being kicked off a team is an aggression, even in a sports dream", () => {
    const r = interpretOffline(
      "I pitched terribly in the baseball game. After the match the manager kicked me off the roster and shouted at me.",
    );
    expect(r.interactions.some((i) => i.type === "aggression" && /kicked me off/.test(i.evidence))).toBe(true);
  });
  it("a verdict on the sentence before points at that sentence", () => {
    const p = plot("The priest said your shadow crawls inside your bones and you can never shake it off. And that was kind of odd.");
    expect(p.striking?.words).toMatch(/shadow crawls inside your bones/);
  });
});

describe("feelings only wondered about", () => {
  it("are not the dreamer's when someone else wonders", () => {
    const r = interpretOffline("She lingered by the gate, silent, wondering if I was still mad at her.");
    expect(r.emotions.map((e) => e.code)).not.toContain("AN");
  });
});

describe("quotations a reader can follow", () => {
  it("start at the subject, not at the scene-setting, and leave no scrap after 'and'", () => {
    const r = interpretOffline(
      "The manager sent me in and I pitched poorly. After the match he kicked me off the roster and both him and my uncle shouted at me.",
    );
    const kicked = r.interactions.find((i) => /kicked/.test(i.evidence));
    expect(kicked?.evidence).toBe("he kicked me off the roster");
  });
  it("a strange feeling that is another feeling is that feeling", () => {
    const codes = interpretOffline("I sat down at my desk and began to get a strange nervous feeling in my chest.").emotions.map(
      (e) => e.code,
    );
    expect(codes).toEqual(["AP"]);
  });
});

describe("assault, annoyance and leaving", () => {
  it("an attempted rape is a violation, never desire or kindness", () => {
    const r = interpretOffline(
      "A stranger was following me through the empty parking garage. He rushed up and seized my wrists. He was heavy and forced me down onto the concrete to rape me and I screamed.",
    );
    expect(r.interactions.some((i) => i.type === "sexuality")).toBe(true);
    expect(r.summary).toMatch(/violation|intrusion/);
    expect(`${r.summary} ${r.psychologicalAnalysis}`).not.toMatch(/something kind|warmth|desire is at the centre/i);
  });
  it("a thing that annoys the dreamer is no one's hostility", () => {
    const r = interpretOffline(
      "I spotted an actor posing for photos by the stage. He had dyed his beard green, which annoyed me, but I was thrilled he had come.",
    );
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("a place gone to in order to leave is not lost, and a lost virginity is no search", () => {
    const r = interpretOffline("I headed to this spot to leave, which was a ferry terminal. Dad showed up and I couldn't find my ticket.");
    expect(r.reflectionQuestions.join(" ")).not.toMatch(/terminal you lose/);
    expect(interpretOffline("We talk about the night when I lost my virginity.").arc.type).not.toBe("loss-search");
  });
});

describe("an accident and a rescue", () => {
  it("a mishap to the dreamer comes before a dinner's company, and being got out of a wreck is help", () => {
    const r = interpretOffline(
      "I had gone out to lunch with my husband. Then my van flipped over and rolled three times. My husband crawled in and got me out. Moments later the van burst into flames.",
    );
    expect(r.interactions.some((i) => i.type === "friendliness" && /got me out/.test(i.evidence))).toBe(true);
    expect(r.summary).not.toMatch(/your warmth toward|Your own kindness/);
  });
});

describe("being shut out, and other people's errands", () => {
  it("someone who won't talk to you and turns his back is rejecting you", () => {
    const r = interpretOffline(
      "A boy I have had a crush on for years wouldn't talk to me. I said hi to him. He simply turned his back and strolled off.",
    );
    expect(r.interactions.filter((i) => i.type === "aggression" && i.recipient === "you").length).toBeGreaterThan(0);
  });
  it("a stranger who cannot find what she wants gives the dream no search", () => {
    const r = interpretOffline(
      "I wandered around the pharmacy. Some old man near the counter was looking for a certain shampoo, but he couldn't find it.",
    );
    expect(r.arc.type).not.toBe("loss-search");
  });
  it("an owner named in passing is not the person the dream keeps returning to", () => {
    const p = plot(
      "I stepped into Uncle Ned's garage, and Father was there. Uncle Ned's boat was gone. Father was trying to catch a trout.",
    );
    expect(p.between?.who.head).not.toBe("ned");
  });
  it("a short feeling sentence after a long one takes that one's last clause", () => {
    const p = plot(
      "As I crept along the narrow ledge inside the old barn, I noticed that there were four or five huge spiders in the rafters, each about the size of a dinner plate. It was very unnerving.",
    );
    expect(p.feelingScene?.words).toMatch(/It was very unnerving$/);
  });
});

describe("a task the dreamer labours at", () => {
  it("is the centre of a dream with nothing more marked", () => {
    const r = interpretOffline(
      "I was in the attic of my aunt's cottage. I was trying to patch a hole in the roof above the bed. The beams were dusty.",
    );
    expect(r.summary).toMatch(/I was trying to patch a hole in the roof above the bed/);
  });
});

describe("rescues, quiet moves and haircuts", () => {
  it("grabbing a child just in time is a rescue", () => {
    const r = interpretOffline("A snake reared up by the sandbox. I grabbed the baby just in time.");
    expect(r.interactions.some((i) => i.type === "friendliness" && /grabbed the baby/.test(i.evidence))).toBe(true);
    expect(r.interactions.some((i) => i.type === "aggression" && i.recipient === "the baby")).toBe(false);
  });
  it("slipping behind something is no fall, and a haircut no mishap", () => {
    expect(interpretOffline("When the king enters, I slip behind a convenient shell.").arc.type).not.toBe("falling");
    expect(interpretOffline("My old friend Kevin came by. He has cut his hair.").outcomes).toEqual([]);
  });
  it("a bell that rings and a watch's bands are no jewellery or music", () => {
    const names = interpretOffline("A bell rings throughout the theater. I looked at watches with colorful bands.").symbols.map(
      (s) => s.symbol,
    );
    expect(names).not.toContain("ring");
    expect(names).not.toContain("music");
  });
});

describe("what the dreamer decides, and duties that are no people", () => {
  it("a decision inside the dream is its turning point, told whole", () => {
    const r = interpretOffline(
      "I was standing guard outside a warehouse. I was meant to quit the post at 6:00, but I walked off at 5:50. After a few blocks, I decided that I had gone too soon, so I turned around.",
    );
    expect(r.summary).toMatch(/I decided that I had gone too soon/);
    expect(r.characters.map((c) => c.label).join(" ")).not.toMatch(/guard/);
  });
  it("a marked phrase without a verb marks the sentence before it", () => {
    const p = plot("The town was bigger than before. Each block was very large. Incredible size.");
    expect(p.striking?.words).toBe("Each block was very large");
  });
});

describe("last words in their sense", () => {
  it("a UV light is no one, and measures, a spell of time and a charity ball are no symbols of their surface word", () => {
    expect(interpretOffline("Somebody brought this UV lamp and it had scratches on it.").characters.map((c) => c.label)).not.toContain(
      "UV",
    );
    const names = interpretOffline(
      "We sat on a bank of earth. The hole was 6 feet in diameter. It rained for quite a spell. We went to the charity ball.",
    ).symbols.map((s) => s.symbol);
    for (const wrong of ["money", "feet", "magic", "ball"]) expect(names).not.toContain(wrong);
  });
});

describe("a reveal felt as a shock", () => {
  it("leads as the reveal, told once", () => {
    const r = interpretOffline(
      "I was getting ready for my wedding and felt very calm. When I reached the front, the groom turned around and to my shock it was my father. I ran out into the rain.",
    );
    const times = r.summary.split("the groom turned around and to my shock it was my father").length - 1;
    expect(times).toBe(1);
    expect(r.summary).not.toMatch(/small but telling/);
  });
});

describe("feelings told in the present", () => {
  it("are found in a causative's present tense", () => {
    expect(interpretOffline("It disappoints me.").emotions.map((e) => e.code)).toEqual(["SD"]);
    expect(interpretOffline("The letter surprises me.").emotions.map((e) => e.code)).toEqual(["CO"]);
    expect(interpretOffline("The puzzles were hard.").emotions).toEqual([]);
  });
});

describe("insight after waking", () => {
  it("is not the dream's turning point, and the insight question is worded more than one way", () => {
    const r = interpretOffline("I grew hungrier and hungrier until I awoke and realized my stomach was empty.");
    expect(r.summary).not.toMatch(/turning point is something you grasp/);
    expect(interpretOffline("I realize my father is dead.").reflectionQuestions.join(" ")).not.toMatch(
      /Where, awake, might the same thing be true\?/,
    );
  });
});

describe("the dreamer's own title", () => {
  it("leads a dream without a shape, with the sentence it names", () => {
    const r = interpretOffline(
      "Grandma's Fishing Rod On Ice I'm at my grandparents' old cabin by the lake. The porch is full of coats. Grandma has a fishing rod made of bone. We walk onto the ice.",
    );
    expect(r.summary).toMatch(/“Grandma's Fishing Rod On Ice”/);
    expect(r.summary).toMatch(/“Grandma has a fishing rod made of bone”/);
    // a title is no part of the dream's own story
    expect(r.story).toMatch(/^You're at your grandparents' old cabin/);
  });
  it("puts the images it names first for Jung and Freud", () => {
    const r = interpretOffline(
      "Grandma's Fishing Rod On Ice I'm at my grandparents' old cabin by the lake. The porch is full of coats. Grandma has a fishing rod made of bone. We walk onto the ice.",
    );
    expect(r.psychologicalAnalysis).toMatch(/fishing|ice/);
    expect(r.psychologicalAnalysis).not.toMatch(/cabin/);
  });
  it("weighs what is done above a name", () => {
    const p = plot("Eating Plums With Nora I'm on a bus. Her name is Nora. Later we sit on a wall with a bag of plums, eating them.");
    expect(p.titled?.words).toBe("Later we sit on a wall with a bag of plums, eating them");
  });
  it("is not read into a first sentence that only starts with capitals", () => {
    expect(plot("I'm At The Station And the train is late. I wait on the platform.").titled).toBeUndefined();
  });
});

describe("a feeling told as a reaction", () => {
  it("takes the news before it as its reason", () => {
    const p = plot(
      "My neighbour phoned me at work. She said that she and my brother Tomas were moving to Spain together. I was dismayed, and asked Tomas whether it was really so, and he nodded that it was.",
    );
    expect(p.feelingScene?.words).toBe("She said that she and my brother Tomas were moving to Spain together. I was dismayed");
  });
});
