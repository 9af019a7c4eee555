/**
 * Session 26's feeling rules: a feeling that opens its sentence with its own phrase ("Angered by her
 * silence, I…") is the subject's after the comma; confusion stated as failing to understand ("couldn't
 * work out why", "nothing made sense", "trying to figure out which"); happiness as the dreamer's praise of
 * the moment ("it was pretty good", "which was a relief", "what a wonderful feeling"); apprehension
 * through the stomach and a hope that something will not happen; annoyance as being sick of something;
 * and the guards — a set phrase of the telling ("sad to say"), a state of waking days ("I had been sad
 * that week"), someone else's feeling. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const feelings = (text: string) => interpretOffline(text).emotions;
const codes = (text: string) => feelings(text).map((e) => e.code);

describe("a feeling that opens the sentence with its own phrase", () => {
  it("is the dreamer's when the dreamer is the subject after the comma", () => {
    const angered = feelings("The clerk kept talking on the phone. Angered by his reply, I marched off down the lane.");
    expect(angered.map((e) => e.code)).toEqual(["AN"]);
    expect(angered[0].evidence).toBe("Angered by his reply");
  });
  it("is someone else's when someone else is the subject", () => {
    expect(codes("Angry at me for being late, she left the room without a word.")).toEqual([]);
    expect(codes("Terrified of the goat, my brother climbed the fence.")).toEqual([]);
  });
});

describe("confusion stated as failing to understand", () => {
  it.each([
    ["I parked the van and saw it was already noon, but I couldn't work out why the lift had stopped."],
    ["We could not work out which way the river ran."],
    ["The doors kept moving around the hall. Nothing made sense."],
    ["None of it made any sense to me."],
    ["I paced the platform trying to figure out which train was mine."],
    ["I could not understand why the pages kept sticking together."],
    ["My old teacher was selling fish at the bakery. How bizarre!"],
  ])("finds confusion in: %s", (text) => {
    expect(codes(text)).toContain("CO");
  });
  it("quotes the failure with what was not understood", () => {
    const late = feelings("I parked the van and saw it was already noon, but I couldn't work out why the lift had stopped.");
    expect(late.map((e) => e.evidence)).toEqual(["I couldn't work out why the lift had stopped"]);
    const hall = feelings("I was pacing the station trying to figure out which train was mine because the boards were blank.");
    expect(hall.map((e) => e.evidence)).toEqual(["trying to figure out which train was mine"]);
  });
  it("does not fire on a plan that fails, a wish, or another's words", () => {
    expect(codes("The deal with the builder couldn't work out in the end.")).toEqual([]);
    expect(codes("We tried to figure out a way to carry the boxes.")).toEqual([]);
    expect(codes("I didn't get what I wanted for my birthday.")).toEqual([]);
    expect(codes('He said, "How strange!" and walked away.')).toEqual([]);
  });
});

describe("happiness in the dreamer's praise of the moment", () => {
  it.each([
    ["The actor bent down and pecked my forehead. It was pretty good."],
    ["We rode the ferry across the bay and it was great."],
    ["I looked behind the door. Nobody there, which was a relief."],
    ["I floated over the rooftops. It was a wonderful feeling."],
    ["We were having a very, very nice time by the pond."],
    ["I enjoyed the ride on the little train."],
    ["We danced on the pier and I was loving it."],
  ])("finds happiness in: %s", (text) => {
    expect(codes(text)).toContain("HA");
  });
  it("does not take a thing's description or someone else's word for it", () => {
    expect(codes("He showed me his new backpack. It is nice.")).toEqual([]);
    expect(codes("It was cool and dark in the cave.")).toEqual([]);
    expect(codes("It was a good spot for a picnic.")).toEqual([]);
    expect(codes("My uncle said it was great.")).toEqual([]);
    expect(codes("He enjoyed the ride on the little train.")).toEqual([]);
  });
});

describe("apprehension, sadness and anger said another way", () => {
  it("reads the stomach and a hope against something as apprehension", () => {
    expect(codes("The judge called my name and my stomach dropped.")).toEqual(["AP"]);
    expect(codes("My stomach was in knots as the bus pulled in.")).toEqual(["AP"]);
    const hid = feelings("I hid behind the shed and hoped the goat wouldn't spot me.");
    expect(hid.map((e) => [e.code, e.evidence])).toEqual([["AP", "hoped the goat wouldn't spot me"]]);
    expect(codes("We tried to figure out how to carry the boxes up the hill.")).toEqual([]);
    expect(codes("I hoped she would come to the party.")).toEqual([]);
    expect(codes("His stomach dropped when he saw the bill.")).toEqual([]);
  });
  it("reads the urge to cry and a sentence of feeling nouns as the dreamer's", () => {
    expect(codes("The train pulled out without us, and I wanted to cry.")).toEqual(["SD"]);
    expect(codes("She wanted to cry.")).toEqual([]);
    expect(codes("He showed me the broken cup. Sadness, anxiety. Then the room went dark.")).toEqual(["SD", "AP"]);
  });
  it("reads being sick of something as annoyance, not tiredness", () => {
    expect(codes("They kept teasing me all afternoon and I got sick of their jokes.")).toEqual(["AN"]);
    expect(codes("I was sick and tired of the noise.")).toEqual(["AN"]);
    expect(codes("After a few rides down the slope I grew tired of the sled and went inside.")).toEqual([]);
  });
});

describe("what is not a feeling in the dream", () => {
  it("leaves out the telling's set phrases and the dreamer's waking days", () => {
    expect(codes("Sad to say, I don't remember the rest of the dream.")).toEqual([]);
    expect(codes("I'm sorry to say I forgot the ending.")).toEqual([]);
    expect(codes("I had been sad that week before the dream.")).toEqual([]);
    expect(codes("I was anxious over my tax forms in real life.")).toEqual([]);
  });
  it("keeps the feeling when waking life is only a likeness or part of what is wondered", () => {
    expect(codes("I was sad to say goodbye to the old house.")).toEqual(["SD"]);
    expect(codes("I was scared of him, just like in real life.")).toEqual(["AP"]);
    expect(codes("I wondered why my aunt sold the farm in real life.")).toEqual(["CO"]);
  });
});
