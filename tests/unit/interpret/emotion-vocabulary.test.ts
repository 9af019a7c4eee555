/**
 * The dreamer's feelings by Hall/Van de Castle class: the vocabulary of each class in the frames a
 * dream report uses ("I felt X", "I was so X that…", "to my X", "X-ly, I…"), and whose feeling a
 * word is. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);

describe("whose feeling it is", () => {
  it.each([
    ["Scared, I ran back to the car.", "AP"],
    ["Angrily, I slammed the door behind me.", "AN"],
    ["I began to get scared when the lights went out.", "AP"],
    ["When the dog barked I started to get nervous.", "AP"],
    ["We spotted Jack Nicholson and giggled.", "HA"],
    ["I hugged him and cried.", "SD"],
    ["I screamed and went after him, crying.", "SD"],
    ["I didn't have my passport with me and was very upset.", "SD"],
    ["I was thinking of the old people in the shelter and felt sorry for them.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's question about the dreamer, nor what the dreamer makes another feel", () => {
    expect(codes("Someone asked me if I was nervous at the concert.")).toEqual([]);
    expect(codes("I pat the puppy, trying not to get it too excited.")).toEqual([]);
    expect(codes("My uncle wanted to get angry at the waiter.")).toEqual([]);
    expect(codes("She saw Mary and laughed.")).toEqual([]);
    expect(codes("We see him, shocked at the news.")).toEqual([]);
    expect(codes("He came to me and was happy.")).toEqual([]);
    expect(codes("I stabbed at the dummy and cried out 'where is it?'")).toEqual([]);
    expect(codes("She shudders, I think in pleasure.")).toEqual([]);
    expect(codes("When he left, I think I was happy.")).toEqual(["HA"]);
  });
});

describe("the words of each class, in the frames a report uses", () => {
  const words: Record<string, string[]> = {
    AN: ["incensed", "disgusted", "repulsed", "belligerent", "furious", "irritated"],
    AP: ["jumpy", "timid", "unsettled", "remorseful", "terrified", "embarrassed"],
    SD: ["glum", "lonesome", "heartsick", "crestfallen", "downcast", "miserable"],
    CO: ["awestruck", "befuddled", "flummoxed", "nonplussed", "stupefied", "bewildered"],
    HA: ["jubilant", "exuberant", "giddy", "enthusiastic", "happier", "relieved"],
  };
  const frames = ["I felt X.", "I was so X that I sat down.", "We were X about the news.", "When the train left I became X."];
  const cases = Object.entries(words).flatMap(([code, ws]) => ws.flatMap((w) => frames.map((f) => [f.replace("X", w), code])));
  it.each(cases)("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it.each([
    ["I was filled with hatred for the landlord.", "AN"],
    ["To my outrage, the shop had closed.", "AN"],
    ["It was frustrating, the bus never came.", "AN"],
    ["I looked at the sky in alarm.", "AP"],
    ["To my alarm, the door opened by itself.", "AP"],
    ["I felt great remorse for leaving him.", "AP"],
    ["My desperate concern was that the baby would wake.", "AP"],
    ["I feel almost disgusted with myself for lying.", "AP"],
    ["I felt a wave of misery.", "SD"],
    ["I waited by the window in anguish.", "SD"],
    ["I bawled like a child.", "SD"],
    ["I stared at the map in bewilderment.", "CO"],
    ["I felt a shock when I saw the house.", "CO"],
    ["I feel great uncertainty about the wedding.", "CO"],
    ["I watched my daughter with pride.", "HA"],
    ["I felt a little pleasure at seeing him slip.", "HA"],
    ["I ran excitedly to the gate.", "HA"],
    ["I thanked her gratefully.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not the thing the word also names", () => {
    expect(codes("The alarm clock rang at six.")).toEqual([]);
    expect(codes("I said my alarm didn't go off.")).toEqual([]);
    expect(codes("We took a pleasure boat to the island.")).toEqual([]);
    expect(codes("It's my pleasure, the host said to the guests.")).toEqual([]);
    expect(codes("My pride was at stake in the match.")).toEqual([]);
    expect(codes("So I bawled her out in front of the class.")).toEqual([]);
    expect(codes("Then the teacher came and I sad 'this one is yours'.")).toEqual([]);
    expect(codes("I felt sad and I was sad for days.")).toEqual(["SD"]);
    expect(codes("She thought my old annoying roommate would get the part.")).toEqual([]);
    expect(codes("Everybody was very disgusted and turned away.")).toEqual([]);
  });
});

describe("a state named after 'felt' is a feeling there", () => {
  it.each([
    ["I felt trapped in the little room.", "AP"],
    ["I felt so foolish for asking.", "AP"],
    ["I feel dumb in front of the class.", "AP"],
    ["I felt vulnerable on the open road.", "AP"],
    ["I feel awful, stupid.", "AP"],
    ["I felt so alone in the big house.", "SD"],
    ["I felt tired and alone.", "SD"],
    ["I was feeling down after the party.", "SD"],
    ["I felt blue and went to bed.", "SD"],
    ["I felt rejected by the team.", "SD"],
    ["I felt lucky to be alive.", "HA"],
    ["They made me feel welcome.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a hand feeling its way, a colour, or a thing found", () => {
    expect(codes("I felt down the wall for the switch.")).toEqual([]);
    expect(codes("Lynne found this pretty blue skirt.")).toEqual([]);
    expect(codes("We found abandoned cars by the road.")).toEqual([]);
    expect(codes("Feel free to call me, he said.")).toEqual([]);
  });
});

describe("what a denial reaches", () => {
  it("'wasn't X or Y' denies both", () => {
    expect(codes("I wasn't scared or even slightly angry.")).toEqual([]);
    expect(codes("I didn't feel embarrassed or overly nervous about it.")).toEqual([]);
    expect(codes("I wasn't hungry or tired, but I was really angry.")).toEqual(["AN"]);
  });
  it("'I don't think I…' denies what follows, in its clause", () => {
    expect(codes("I don't think I really have much to be afraid of from the guard.")).toEqual([]);
    expect(codes("I didn't think it was scary.")).toEqual([]);
    expect(codes("I didn't think much of it and was happy.")).toEqual(["HA"]);
    expect(codes("I don't think so, but I was scared.")).toEqual(["AP"]);
  });
  it("a feeling that would not stop is no denial", () => {
    expect(codes("We danced and I just couldn't stop crying.")).toEqual(["SD"]);
    expect(codes("I couldn't help laughing.")).toEqual(["HA"]);
  });
  it("an effort not to feel it shows the feeling", () => {
    expect(codes("The plumber was late again and I was trying not to be annoyed or irritated.")).toEqual(["AN"]);
    expect(codes("I tried not to cry in front of them.")).toEqual(["SD"]);
  });
});

describe("feelings said by an idiom", () => {
  it.each([
    ["I was taken aback by her answer.", "CO"],
    ["Suddenly I was caught off guard.", "CO"],
    ["I was at a loss when the map ended.", "CO"],
    ["I had a sense of loss when the house was sold.", "SD"],
    ["The band never came. That was a bummer.", "SD"],
    ["I choked up when I saw the old photos.", "SD"],
    ["I broke down and cried on the stairs.", "SD"],
    ["I had a lump in my throat.", "SD"],
    ["I left the farm with a heavy heart.", "SD"],
    ["My feelings were hurt by the joke.", "SD"],
    ["Tears ran down my face as the train left.", "SD"],
    ["My eyes filled with tears.", "SD"],
    ["I lost my temper with the clerk.", "AN"],
    ["The way he talked made my blood boil.", "AN"],
    ["The buzzing got on my nerves.", "AN"],
    ["I was on edge the whole evening.", "AP"],
    ["I had butterflies in my stomach before the speech.", "AP"],
    ["A chill ran down my spine.", "AP"],
    ["I felt self-conscious in the old dress.", "AP"],
    ["The wave scared the hell out of me.", "AP"],
    ["I was over the moon about the job.", "HA"],
    ["I cried tears of joy when she came back.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a car breaking down, someone else's temper or happy tears", () => {
    expect(codes("The car broke down on the bridge.")).toEqual([]);
    expect(codes("I broke down the door with an axe.")).toEqual([]);
    expect(codes("He lost his temper with the waiter.")).toEqual([]);
    expect(codes("We sat on the edge of the pool.")).toEqual([]);
    expect(codes("I cried tears of joy when she came back.")).not.toContain("SD");
    expect(codes("There were tears in the old paper.")).toEqual([]);
  });
});

describe("a verb of feeling with the dreamer as its object", () => {
  it.each([
    ["The noise infuriated me.", "AN"],
    ["His answer really frustrated me.", "AN"],
    ["The mask horrified me.", "AP"],
    ["The dark hallway unnerved me.", "AP"],
    ["The news saddened me.", "SD"],
    ["I was greatly saddened by the letter.", "SD"],
    ["The empty room depressed me.", "SD"],
    ["The door that opened by itself baffled me.", "CO"],
    ["Her size astonished me.", "CO"],
    ["The song comforted me.", "HA"],
    ["The clown amused me.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not what the dreamer makes someone else feel", () => {
    expect(codes("I startled the cat.")).toEqual([]);
    expect(codes("I amused the kids with a trick.")).toEqual([]);
    expect(codes("I comforted her on the bench.")).toEqual([]);
    expect(codes("I baffled them with my answer.")).toEqual([]);
  });
});

describe("confusion in the scene", () => {
  it("'there was some confusion' is the dreamer's, unless it is among others", () => {
    expect(codes("We got our plates, and there was some confusion about which plate was whose.")).toEqual(["CO"]);
    expect(codes("There is confusion over who has the ball.")).toEqual(["CO"]);
    expect(codes("Later there was confusion among the patients.")).toEqual([]);
  });
});

describe("the narrator's own experience of the moment", () => {
  it("'it's sad', 'and it was scary' after a conjunction", () => {
    expect(codes("There was more to do, and it's sad.")).toEqual(["SD"]);
    expect(codes("The lights went out and it was so scary.")).toEqual(["AP"]);
  });
  it("is not a verb with its object, nor a remark", () => {
    expect(codes("And this was kind of upsetting Samantha.")).toEqual([]);
    expect(codes("It's amazing how little the town has changed.")).toEqual([]);
  });
});

describe("feelings carried across waking", () => {
  it("'woke up mad and scared' carries both; 'woke up and was happy it was a dream' is after the dream", () => {
    expect(codes("The phone went dead. I woke up mad and scared.")).toEqual(["AN", "AP"]);
    expect(codes("The phone went dead. I woke up and was happy it was a dream.")).toEqual([]);
  });
});

describe("the writer unsure of the memory", () => {
  const past = "We were at the lake. The water was cold and the boat was red. My brother was there and we were fishing. ";
  it("'I'm not sure if…' in a dream told in the past is a note on the memory", () => {
    expect(codes(`${past}I'm not sure if we waved at the girls.`)).toEqual([]);
    expect(codes(`${past}I wasn't sure which way to row.`)).toEqual(["CO"]);
  });
  it("is the dreamer's uncertainty in a dream told in the present", () => {
    expect(codes("I am at the lake. I'm not sure if this is the right boat.")).toEqual(["CO"]);
  });
});

describe("a word of feeling used as a degree", () => {
  it("'surprisingly calm' is calm, not surprise; 'Surprisingly, he came' is surprise", () => {
    expect(codes("He laughed at my hat. I was surprisingly not bothered.")).toEqual([]);
    expect(codes("I offered the squirrel a nut. Surprisingly, he took it.")).toEqual(["CO"]);
    expect(codes("I have a lot of mail, surprisingly.")).toEqual(["CO"]);
  });
});

describe("fright the body shows: a scream with no words and no one screamed at", () => {
  it.each([
    "A goat butted the gate open and I screamed.",
    "We screamed and ran for the stairs.",
    "The lift dropped a floor. I started screaming as the lights flickered.",
    "I woke up screaming.",
  ])("%s → AP", (text) => expect(codes(text)).toContain("AP"));
  it("is not a scream at someone, a call, a scream with its words, nor another's", () => {
    expect(codes("I screamed at my cousin to close the window.")).toEqual([]);
    expect(codes("I was screaming for Grandpa to bring the ladder.")).toEqual([]);
    expect(codes('I screamed, "Over here!"')).toEqual([]);
    expect(codes("The waitress screamed and dropped the tray.")).toEqual([]);
    expect(codes("I was screaming and kicking the locker.")).toEqual([]);
  });
});

describe("feelings that are not the dreamer's now", () => {
  const codes = (t: string) => interpretOffline(t).emotions.map((e) => e.code);
  it("a word that sizes the feeling noun after it is not a feeling of its own", () => {
    expect(codes("I felt great remorse for not passing the course.")).toEqual(["AP"]);
    expect(codes("I felt great.")).toEqual(["HA"]);
  });
  it("fun or a feeling only foretold, wished or planned is not felt", () => {
    expect(codes("It's going to be lots of fun, she said.")).toEqual([]);
    expect(codes("We're gonna have fun at the lake.")).toEqual([]);
    expect(codes("We were planning surprises for each other.")).toEqual([]);
    expect(codes("We had lots of fun at the lake.")).toEqual(["HA"]);
  });
});

describe("a word that describes a thing is not the dreamer's feeling", () => {
  it.each([
    "At the fair there was this scary clown by the gate.",
    "We drove to a really huge fun park near the coast.",
    "That annoying waiter brought the wrong soup.",
    "I read my cousin's depressing poem out loud.",
    "Under the bridge it was this weird, damp tunnel.",
    "A frightening looking dog sat on the porch.",
    "The station was vast and confusing.",
    "My aunt thought I was being odd.",
    "My aunt thought that I was being odd.",
  ])("%s → none", (text) => expect(codes(text)).toEqual([]));
  it("is still a feeling when the dreamer is said to feel it", () => {
    expect(codes("The clown at the gate was scary and I was scared.")).toEqual(["AP"]);
    expect(codes("It was a scary feeling.")).toEqual(["AP"]);
    expect(codes("I was scared looking at the clown.")).toEqual(["AP"]);
    expect(codes("I thought it was weird that the park was closed.")).toEqual(["CO"]);
    expect(codes("We had a really fun time at the park.")).toEqual(["HA"]);
  });
});

describe("another's feeling in the dreamer's sentence", () => {
  it.each([
    "I banged the pots together and it scared the pigeons.",
    "I dropped my tray, which annoyed her.",
    "When I honked, the noise frightened the cows.",
    "I grinned because she'd be furious.",
    "I read that most cats are uncomfortable with baths.",
  ])("%s → none", (text) => expect(codes(text)).toEqual([]));
  it("is still the dreamer's when the thing acts on the dreamer or the dreamer is the subject", () => {
    expect(codes("The thunder scared me.")).toEqual(["AP"]);
    expect(codes("It scared the life out of me.")).toEqual(["AP"]);
    expect(codes("I was scared the whole time.")).toEqual(["AP"]);
    expect(codes("We are happy at the lake.")).toEqual(["HA"]);
  });
});

describe("a feeling only imagined or foretold", () => {
  it.each([
    "I thought it would be great fun to paint the barn.",
    "I told my cousins how much fun the lake would be.",
    "I kept picturing how fun the sled ride would be.",
    "I pictured how happy she'd be with the puppy.",
    "Climbing that ladder would usually be a bit scary for me.",
  ])("%s → none", (text) => expect(codes(text)).toEqual([]));
  it("is felt when said of the moment, or by the dreamer's own 'I'd'", () => {
    expect(codes("We had a lot of fun painting the barn.")).toEqual(["HA"]);
    expect(codes("I smiled and told him I'd be glad to come.")).toEqual(["HA"]);
    expect(codes("I was worried I would be late.")).toEqual(["AP"]);
  });
});

describe("the dreamer's own word for the moment", () => {
  it.each([
    ["The ferry left without us. It was a huge disappointment.", "SD"],
    ["The dog came home at last. That was such a relief.", "HA"],
    ["We heard the mill had burned down. It was a real shock.", "CO"],
    ["They closed the old cinema, which we thought was depressing.", "SD"],
    ["The last bus had gone. I thought it was really depressing.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toEqual([code]));
  it("is not someone else's word for it, nor a noun that names a thing", () => {
    expect(codes("My sister said it was a surprise.")).toEqual([]);
    expect(codes("It was a relief pitcher who came in.")).toEqual([]);
  });
});

describe("a word of feeling in its other sense", () => {
  it.each([
    "I trod on a nail and it really hurt.",
    "My ankle hurt so much on the stairs.",
    "The older kids stood around me, making fun.",
    "I threw the ball at the cans, but each time the ball missed them.",
  ])("%s → none", (text) => expect(codes(text)).toEqual([]));
  it("is the feeling when the dreamer is hurt, misses someone, or has fun", () => {
    expect(codes("I was really hurt that she never wrote.")).toEqual(["SD"]);
    expect(codes("I was missing my mom at camp.")).toEqual(["SD"]);
    expect(codes("We had fun on the swings.")).toEqual(["HA"]);
  });
});

describe("at a loss: the question word is in the same clause", () => {
  it("'didn't know, who…' opens another clause; 'didn't know who to ask' is at a loss", () => {
    expect(codes("Next to me sat a girl whose name I did not know, who wore a red scarf.")).toEqual([]);
    expect(codes("I was lost in the market and didn't know who to ask.")).toEqual(["CO"]);
  });
});

describe("a denial's reach ends at the next clause's subject", () => {
  it("'doing nothing and I was panicking' is panic; 'I didn't feel scared' is none", () => {
    expect(codes("The others stood about doing nothing and I was panicking.")).toEqual(["AP"]);
    expect(codes("Nobody answered and we were nervous.")).toEqual(["AP"]);
    expect(codes("I didn't feel scared at all.")).toEqual([]);
  });
});

describe("a quote mark left open is not a quotation running to the next one", () => {
  it("the narration between is the dreamer's", () => {
    const text =
      'The teacher wrote "Seven apples and two pears on the board. We copied it down slowly and then packed up our bags. ' +
      "The hallway outside was dark and long and nobody else was there. The lockers were all open and the lights hummed. " +
      "I was really afraid to walk down it alone, so I counted the doors as I went past them one by one. " +
      'At the end my brother waited and said "Hurry up."';
    expect(codes(text)).toEqual(["AP"]);
    expect(codes('My aunt said "I was so afraid for you." Then we ate.')).toEqual([]);
  });
});

describe("'the day before' inside the dream is not a waking note", () => {
  it("'it was the day before the exam and I was nervous' is the dream's own time", () => {
    expect(codes("I was at my old school. It was the day before the exam and I was really nervous.")).toEqual(["AP"]);
  });
});

describe("the dreamer's 'I was like \"…\"'", () => {
  it("is the dreamer's own words, so the feeling in them is the dreamer's", () => {
    expect(codes('The bell rang early and we were all like "Yay!" and ran outside.')).toEqual(["HA"]);
    expect(codes("My cousin showed me the old photo and I was like 'I can't believe it's him'.")).toEqual(["CO"]);
  });
  it("another's 'like \"…\"' stays theirs", () => {
    expect(codes('The bell rang early and the twins were like "Yay!" and ran outside.')).toEqual([]);
  });
});

describe("laughter in the present and past, and a laugh that could not be helped", () => {
  it.each([
    ["The waiter brings me a cake shaped like a shoe. I laugh.", "HA"],
    ["My uncle told the story of the goat again and I chuckled.", "HA"],
    ["The tent fell down on all of us and we had to laugh about it.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not laughing at someone, a laugh only wished for, nor a transcriber's '[laugh]'", () => {
    expect(codes("A man slips on the ice and I laugh at him.")).toEqual([]);
    expect(codes("The room was grey and I wanted to shout and laugh.")).toEqual([]);
    expect(codes("There was a blue bicycle in the kitchen [laugh] and a ladder by the door.")).toEqual([]);
  });
});

describe("not knowing whether", () => {
  it("'I didn't know if…' is the dreamer's uncertainty, as 'I wasn't sure if…'", () => {
    expect(codes("The hall had two doors and I didn't know if the left one led outside.")).toEqual(["CO"]);
    expect(codes("We stood at the gate. We did not know whether the bus had already gone.")).toEqual(["CO"]);
  });
  it("another's not knowing is theirs", () => {
    expect(codes("The guard didn't know if the museum was open.")).toEqual([]);
  });
});

describe("the dreamer's own face, voice or eyes showing the feeling", () => {
  it.each([
    ["The clerk shrugged and kept chewing. My face was angry.", "AN"],
    ["At the station I said goodbye to Grandpa and my eyes were tearing.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's face, nor tearing paper", () => {
    expect(codes("The clerk shrugged. Her face was angry.")).toEqual([]);
    expect(codes("I was tearing the wrapping paper off the box.")).toEqual([]);
  });
});

describe("a temper rising, told as a change of state", () => {
  it.each([
    ["We argued about the map and I became really heated.", "AN"],
    ["The bus was late again and by then I was so worked up I kicked the bench.", "AN"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a heated thing, another's temper, nor a plan worked up", () => {
    expect(codes("The argument between the twins got heated.")).toEqual([]);
    expect(codes("We worked up a plan to cross the river.")).toEqual([]);
  });
});

describe("a feeling named by its noun as what comes over the dreamer, and a few more idioms", () => {
  it.each([
    ["When the lift doors finally opened, a wave of relief washed over me.", "HA"],
    ["I saw the shadow on the stairs and a feeling of dread came over me.", "AP"],
    ["To my dismay, the bakery had sold the last loaf.", "SD"],
    ["Leaving the old dog at the shelter broke my heart.", "SD"],
    ["I waited for the results on pins and needles.", "AP"],
    ["When the statue spoke I was lost for words.", "CO"],
    ["I crossed the finish line grinning from ear to ear.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's dismay, another's broken heart, nor a chill", () => {
    expect(codes("To her dismay, the bakery had sold the last loaf.")).toEqual([]);
    expect(codes("I told Sam I was moving away and broke his heart.")).toEqual([]);
    expect(codes("The cat was grinning from ear to ear.")).toEqual([]);
  });
});

describe("fun as a motive or a manner", () => {
  it("'for the fun of it', 'just in fun' say why or how, not a feeling; 'we had fun' is one", () => {
    expect(codes("I put on the huge paper hat for the fun of it.")).toEqual([]);
    expect(codes("I chased my cousin around the yard just in fun.")).toEqual([]);
    expect(codes("We had so much fun at the lake.")).toEqual(["HA"]);
  });
});

describe("puzzlement at what happens, and not making out what is before one", () => {
  it.each([
    ["The train stopped in the middle of the field, which seemed really strange because there was no station.", "CO"],
    ["It struck me as a little bit odd that the clock had no hands.", "CO"],
    ["My cousin handed me a key. That seemed odd to me.", "CO"],
    ["A shape flickered behind the curtain, yet I could not tell what it was.", "CO"],
    ["I couldn't tell if the man at the gate was joking.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a strange thing or person, another's uncertainty, nor a remark to the reader", () => {
    expect(codes("I bought a hat which was odd.")).toEqual([]);
    expect(codes("My uncle seemed strange that day.")).toEqual([]);
    expect(codes("His face struck me as odd.")).toEqual([]);
    expect(codes("She could not tell what it was.")).toEqual([]);
    expect(codes("I couldn't tell you when the party started.")).toEqual([]);
    expect(
      codes(
        "We drove to the lake. It was late and the water was cold. We were tired and the boat was leaking. It seems strange that we had a boat at all.",
      ),
    ).toEqual([]);
  });
});

describe("regret and quiet weeping as sadness", () => {
  it.each([
    ["When the bus pulled away, I regretted that I had not said goodbye.", "SD"],
    ["By the second night I was regretting the move.", "SD"],
    ["I sat on the stairs whimpering after the dog ran off.", "SD"],
    ["We lost the house and I was inconsolable.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's regret, nor one denied", () => {
    expect(codes("My brother regretted selling the car.")).toEqual([]);
    expect(codes("I didn't regret leaving the party early.")).toEqual([]);
    expect(codes("The puppy was whimpering by the door.")).toEqual([]);
  });
});

describe("fear of dying, put as a future the dreamer expects", () => {
  it.each([
    ["The boat tipped over and I thought I was going to die.", "AP"],
    ["The ladder swayed and I was sure I was going to be killed.", "AP"],
    ["The scratch was tiny, but I felt that I was still going to die.", "AP"],
    ["The water rose over the seats and I felt like I was going to drown.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's fear for the dreamer, nor one denied", () => {
    expect(codes("My aunt felt that I was going to die.")).toEqual([]);
    expect(codes("She thought I would die in the storm.")).toEqual([]);
    expect(codes("I didn't feel like I was going to die.")).toEqual([]);
  });
});

describe("indecision, surprise the face shows, disappointment and longing in a few more words", () => {
  it.each([
    ["The doors opened on two hallways and I couldn't decide which one to take.", "CO"],
    ["I was torn between the red boat and the blue one.", "CO"],
    ["When my teacher walked in wearing a crown, my jaw dropped.", "CO"],
    ["I passed the shop window and did a double take.", "CO"],
    ["Nobody came to my party and I felt let down.", "SD"],
    ["I stood at the gate and longed for my old house.", "SD"],
    ["Walking through the school, I felt nostalgic.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's indecision or surprise, nor a thing let down", () => {
    expect(codes("My sister couldn't decide which dress to buy.")).toEqual([]);
    expect(codes("The guard looked at my pass and did a double take.")).toEqual([]);
    expect(codes("She let down the rope from the window.")).toEqual([]);
  });
});

describe("surprise and being at a loss, in a few more frames", () => {
  it.each([
    ["The curtain went up and it was a complete surprise.", "CO"],
    ["I was taken by surprise when the lights came on.", "CO"],
    ["I opened the lid. What a surprise!", "CO"],
    ["I stood on the stage and had no clue what I was doing.", "CO"],
    ["The whistle blows and I have no clue where to go next.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a surprise party, another's surprise, nor the writer's present remark", () => {
    expect(codes("It was a surprise party.")).toEqual([]);
    expect(codes("She said it was a surprise.")).toEqual([]);
    expect(codes("The guards were caught by surprise.")).toEqual([]);
    expect(codes("There were two women on the porch and I have no idea who those women were.")).toEqual([]);
  });
});

describe("sorry: an apology, a sorrow, or guilt", () => {
  it.each([
    ["I was so sorry that my grandfather had to leave.", "SD"],
    ["I was sorry that I had lied to my sister.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toEqual([code]));
  it("is no feeling in an apology said aloud, with or without a degree word", () => {
    expect(codes("I bumped into the man and said, I am so sorry. Then I went home.")).toEqual([]);
    expect(codes("I'm really sorry, I told the clerk.")).toEqual([]);
  });
});

describe("unease and fear the body shows, in two idioms", () => {
  it.each([
    ["The old doll on the shelf gave me the creeps.", "AP"],
    ["I broke out in a cold sweat when the door creaked.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's", () => {
    expect(codes("The doll gave my sister the creeps.")).toEqual([]);
    expect(codes("The guard broke out in a cold sweat.")).toEqual([]);
  });
});

describe("a feeling after 'being', set off from the dreamer's clause", () => {
  it.each([
    ["We walked along the pier and chatted with old neighbours, being very glad to be home.", "HA"],
    ["I steered the boat from the shore and being a little amazed at how well it obeyed.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is another's when someone else is the subject", () => {
    expect(codes("She left the room, being very angry.")).toEqual([]);
    expect(codes("I watched as he drove off, being very sad.")).toEqual([]);
  });
});

describe("hurt joined to a state of the body", () => {
  it("is pain, not hurt feelings", () => {
    expect(codes("I was bruised and hurt after the fall.")).toEqual([]);
    expect(codes("After the crash I felt hurt and dazed.")).not.toContain("SD");
  });
  it("is hurt feelings beside another feeling", () => {
    expect(codes("I felt hurt and lost when they ignored me.")).toContain("SD");
  });
});

describe("what someone else says of the dreamer, with the sayer's verb joined on", () => {
  it("is the sayer's account, not the dreamer's feeling", () => {
    expect(codes("She climbs up the steps and she's saying she's sorry she scared me like that.")).toEqual([]);
    expect(codes("She's telling everyone I was scared of the dog.")).toEqual([]);
  });
  it("is the dreamer's when the dreamer says it", () => {
    expect(codes("We're telling them we were happy there.")).toEqual(["HA"]);
  });
});

describe("mad as out of one's mind", () => {
  it("is no anger", () => {
    expect(codes("The walls began to melt. I thought I was mad.")).toEqual([]);
    expect(codes("I felt like I was going mad in that house.")).not.toContain("AN");
  });
  it("is anger at someone, or said of the dreamer's temper", () => {
    expect(codes("I was mad at my brother for taking the car.")).toEqual(["AN"]);
    expect(codes("He got mad and I was mad too.")).toEqual(["AN"]);
  });
});

describe("a present-tense feeling set off by commas amid a sentence told in the past", () => {
  it("is the writer's remark at the telling", () => {
    expect(codes("We went to the lake. All of a sudden, it puzzles me, we were outside a school.")).toEqual([]);
  });
  it("is the dreamer's in a dream told in the present", () => {
    expect(codes("Then, it scares me, the lights go out.")).toEqual(["AP"]);
    expect(codes("The man asks for a tire for breakfast. This puzzles me.")).toEqual(["CO"]);
  });
});

describe("the dreamer's own cry of dismay opening a sentence", () => {
  it.each([
    ["I look all over the suite for the cat. Uh-oh. He is gone.", "AP"],
    ["There are spots all over the desk. O dear, my host won't be pleased.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's cry, nor a 'dear' that is no cry", () => {
    expect(codes("He looked at the check and said, oh dear.")).toEqual([]);
    expect(codes("My dear friend came over.")).toEqual([]);
  });
});

describe("waking with the body still shaking with the dream's feeling", () => {
  it("is the dream's feeling", () => {
    expect(codes("The candle was burning in the empty room. I started awake and lay trembling with dread.")).toEqual(["AP"]);
  });
  it("is not a feeling well after waking", () => {
    expect(codes("I woke up and lay in bed and later I was happy about the day.")).toEqual([]);
  });
});

describe("a diary's sentence with its 'I' left out, opening on the feeling and its cause", () => {
  it.each([
    ["Went to the bank. Quite worked up because mother asks me to make ten calls.", "AN"],
    ["Go to the station. Very scared of the guard at the gate.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is another's when a comma sets off its subject after all", () => {
    expect(codes("Angry about the delay, the man left.")).toEqual([]);
  });
});

describe("wondering whether, why or how", () => {
  it("is named uncertainty, a confusion (CO), not wonder", () => {
    const e = interpretOffline("The road narrowed as I drove and I wondered whether the truck behind me would fit.").emotions;
    expect(e.map((x) => [x.code, x.label])).toContainEqual(["CO", "uncertainty"]);
  });
});
