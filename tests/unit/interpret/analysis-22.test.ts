import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const paras = (dream: string) => interpretOffline(dream).psychologicalAnalysis.split("\n\n");
const jung = (dream: string) => paras(dream)[0] ?? "";
const freud = (dream: string) => paras(dream)[1] ?? "";
const everyday = (dream: string) => paras(dream)[2] ?? "";
const all = (dream: string) => interpretOffline(dream).psychologicalAnalysis;

describe("a threat read by how the dreamer answers it", () => {
  it("reads hitting back as the ego standing its ground, quoting both acts", () => {
    const d = "I was at the market with my sister. A stranger grabbed my bag. I hit him with my umbrella and he let go.";
    expect(jung(d)).toMatch(
      /the stranger comes at you \(“A stranger grabbed my bag”\) and you do not give way \(“I hit him with my umbrella”\)|answer in kind/,
    );
    expect(everyday(d)).toMatch(/you answer the stranger in kind \(“I hit him with my umbrella”\)/);
  });

  it("reads striking first as a wish and its punishment in one scene", () => {
    const d = "I was at school. I punched the new boy in the face. He kicked me in the stomach and I fell down.";
    expect(jung(d)).toMatch(/start it with the boy|You go at the boy/);
    expect(freud(d)).toMatch(/wish and its punishment|The order matters to Freud/);
    expect(everyday(d)).toMatch(/strike at before they have moved/);
  });

  it("names the one who takes the dreamer's side against the one who attacks", () => {
    const d = "My aunt slapped me in the kitchen. My uncle came in and hugged me.";
    expect(jung(d)).toMatch(/your uncle who takes your side|your uncle, for you/);
    expect(everyday(d)).toMatch(/the way your uncle does here when your aunt turns on you/);
  });

  it("reads running from a pursuer as keeping a distance, with the getaway quoted", () => {
    const d = "A dog chased me down the street. I ran away from it and hid in a shop.";
    expect(everyday(d)).toMatch(/get away from the dog here \(“I ran away from it”\)/);
  });

  it("reads goodwill toward the one who turned on the dreamer", () => {
    const d = "My boss shouted at me in the hallway. I apologized to him and brought him coffee.";
    expect(freud(d)).toMatch(/goodwill you show your boss \(“I apologized to him”\)/);
  });

  it("claims no silence the coding cannot see, and lets out no anger the dreamer never shows", () => {
    const d = "I was in a parking lot at night. A tall man yelled at me and pushed me against the car. I did nothing and he walked away.";
    expect(all(d)).not.toMatch(/without answering|without a word back|the anger you act out/);
    // (session 27: a yell is read as a reproach, by the kind of act)
    expect(all(d)).toMatch(/receiving end|do the attacking|reproach/);
  });

  it("does not count an offer, or a kindness from the attacker, as someone taking the dreamer's side", () => {
    for (const d of [
      "A boy at school laughed at me in the hall. Then a girl offered me a cookie.",
      "Two men attacked me in the alley. Later the two men gave me some money and left.",
    ])
      expect(all(d)).not.toMatch(/takes? your side|saves you without your having to fight/);
  });

  it("does not fire in a dream where no one turns on the dreamer", () => {
    const d = "I was at the lake with my friend Sam. We fished all day. Sam caught a huge trout and gave it to me.";
    expect(all(d)).not.toMatch(/receiving end|answer in kind|takes your side|do the attacking|get away from/);
  });
});

describe("a relative read by what passes between them and the dreamer", () => {
  it("reads the dreamer's care for a mother as the archetype's roles turned round", () => {
    expect(jung("I kissed my mother on the forehead in the garden. Then we had tea.")).toMatch(
      /you who look after your mother \(“I kissed my mother on the forehead in the garden”\)/,
    );
  });

  it("does not read asking a favour of a grandfather as looking after him", () => {
    expect(all("I was at the farm. I asked my grandfather if I could borrow his old truck.")).not.toMatch(/look after/);
  });

  it("keeps the plain archetype when nothing passes between them beyond company", () => {
    expect(all("I sat with my mother on the porch. We watched the rain.")).not.toMatch(/giving face|roles turned round|pushing off/);
  });
});

describe("Freud on a feeling by where its cause comes from", () => {
  it("reads fear at another's blow as the deed given to someone else", () => {
    expect(freud("I was scared when my brother hit me with a stick in the yard.")).toMatch(
      /The fear comes from what your brother does to you/,
    );
  });

  it("does not make a bare 'to …' or 'that …' reason the subject of a sentence", () => {
    for (const d of [
      "I was on the roof of the barn. I was afraid to fall through the old boards.",
      "I was at the airport. I was worried that my passport was gone.",
    ])
      expect(freud(d)).not.toMatch(/^“(to|that)\b/);
  });
});

describe("stock sentences no longer written", () => {
  it("reads a mishap by where it stands in the dream, not as 'bad luck in a dream'", () => {
    const d = "My car broke down on the highway. I sat on the grass.";
    expect(everyday(d)).toMatch(/Near its end the dream hands you “My car broke down on the highway” and leaves it there/);
    expect(all(d)).not.toMatch(/Bad luck in a dream/);
  });

  it("never reads a companion as 'a part of yourself you know best through' them", () => {
    const d = "My friend Tom and I were walking through the park together. Tom and I sat on a bench and talked.";
    expect(all(d)).not.toMatch(/you know best through/);
  });
});
