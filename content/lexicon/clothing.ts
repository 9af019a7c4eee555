import type { SymbolEntry } from "./types";

export const clothing: SymbolEntry[] = [
  {
    name: "clothes", forms: "clothing|outfit|outfits|garment|garments|wardrobe|dressed|dressing|get dressed", salience: -2, sense: { excludes: ["dressing room", "salad dressing", "window dressing"] },
    meaning: { jung: "the persona and how you choose to appear", freud: "modesty and concealment", everyday: "self-presentation and fitting in" },
    in: {
      lost: { jung: "the persona stripped away before you are ready", freud: "exposure and its shame", everyday: "feeling unprepared, exposed, or out of place" },
      found: { jung: "a new persona offered to you", everyday: "a fresh way of presenting yourself" },
      broken: { jung: "a persona torn or no longer fitting", everyday: "an image of yourself that is wearing out" },
    },
  },
  { name: "dress", forms: "dresses|gown|skirt|skirts|ball gown", sense: { pos: "noun", excludes: ["dress code", "dress rehearsal", "dress myself", "dress shirt", "dress shoes", "dress up", "dresses up", "dress for", "dress him", "dress her", "dress the", "dress in"] }, meaning: { jung: "the feminine persona displayed", freud: "display and seduction", everyday: "appearance and occasions" } },
  { name: "shirt", forms: "shirts|t-shirt|blouse|sweater|jumper|hoodie|vest|tank top|crop top|tee shirt|polo shirt|button-down", sense: { excludes: ["keep your shirt on"] }, salience: -2, meaning: { jung: "the everyday persona", freud: "what covers the chest and heart", everyday: "your public image" } },
  { name: "pants", forms: "trousers|jeans|shorts|slacks|leggings", sense: { excludes: ["scared the pants off", "bored the pants off"] }, meaning: { jung: "the practical persona", freud: "the covered lower body", everyday: "readiness and decorum" } },
  { name: "coat", forms: "coats|jacket|jackets|cloak|cape|overcoat", sense: { excludes: ["coat of paint", "coats of paint", "fresh coat", "cape cod", "cape town"] }, meaning: { jung: "a protective layer around the self", freud: "shielding from exposure", everyday: "protection and warmth" } },
  {
    name: "hat", forms: "hats|cap|caps|helmet|crown|hood", sense: { byForm: { "cap|caps": { far: { words: ["paint", "bottle", "bottles", "pen", "pens", "lens", "jar", "tube", "spray", "gas", "lid", "marker", "toothpaste", "can"], after: 4 } } }, excludes: ["beer caps", "beer cap", "bottle cap", "knee cap", "kneecap", "hat trick", "hood of the car", "car hood", "under the hood", "the hood of", "crown of the head", "crown of my head", "crown molding"] },
    meaning: { jung: "the role or thoughts you wear on your head", freud: "status and authority", everyday: "identity and roles" },
    in: {
      lost: { jung: "a role or status slipping away", everyday: "uncertainty about your role" },
    },
  },
  { name: "underwear", forms: "bra|panties|underpants|boxers|lingerie|pajamas|pyjamas|nightgown|bathing suit|swimsuit|bikini", theme: "nudity and exposure", sense: { excludes: ["pajama party", "pajama pants"] }, meaning: { jung: "the intimate persona close to the skin", freud: "intimacy and sexuality", everyday: "vulnerability and privacy" } },
  { name: "uniform", forms: "uniforms|school uniform|work uniform", meaning: { jung: "a collective role worn over the self", freud: "conformity to authority", everyday: "belonging and duty" } },
  { name: "wrong clothes", forms: "wrong clothes|wearing pajamas|inappropriate clothes|mismatched|in my pajamas|half dressed", noun: "the wrong clothes", theme: "nudity and exposure", meaning: { jung: "the persona not fitting the situation", freud: "a slip that exposes the wish", everyday: "fear of social embarrassment" } },
  {
    name: "bag", forms: "handbag|purse strap|tote|purse|purses|backpack|backpacks|suitcase|suitcases|luggage|briefcase|duffel bag|fanny pack|shoulder bag", sense: { excludes: ["bag of chips", "bag of tricks", "mixed bag", "in the bag", "let the cat out of the bag", "sleeping bag", "tea bag", "punching bag", "trash bag", "garbage bag", "bean bag", "body bag", "air bag", "airbag", "bags under my eyes"] },
    meaning: { jung: "what you carry of your identity", freud: "the container of secrets", everyday: "what you carry with you" },
    in: {
      threatens: { jung: "baggage grown too heavy for the ego to carry", everyday: "burdens or old issues weighing you down" },
      lost: { jung: "part of your identity, and what you carry of it, left behind", freud: "fear of losing what holds your secrets", everyday: "worry about being unprepared, or about losing something that defines you" },
      found: { jung: "what you carry of yourself returned to you", everyday: "relief, readiness, or getting something of yours back" },
      broken: { jung: "the container of identity splitting open", freud: "private things spilling into view", everyday: "feeling overloaded, or fear that your private life will be exposed" },
    },
  },
  { name: "gloves", forms: "glove|mittens|mitten", sense: { excludes: ["glove compartment", "glove compartments", "glove box", "glove boxes"] }, meaning: { jung: "a cover for how you handle things", freud: "protection from touch", everyday: "caution and protection" } },
  { name: "scarf", forms: "scarves|tie|necktie|bow tie", sense: { pos: "noun",
      // (a tie in a vote, a race or a score is a dead heat, not a necktie)
      byForm: { tie: { avoids: ["vote", "votes", "voted", "voting", "election", "elections", "score", "scored", "points", "race", "candidate", "candidates", "ballot", "ballots", "draw", "match", "contest", "poll", "polls"] } }, excludes: ["tie down", "tie them", "to tie", "tie together", "tied", "tie-down", "tie score", "tie game", "it was a tie", "coming a tie", "came a tie", "come a tie", "come to a tie", "came to a tie", "coming to a tie", "a tie between", "were a tie", "it's a tie", "a tie at", "ended in a tie", "tie a knot", "tie the knot", "tie it", "tie up", "tie the", "tie my", "tie his", "tie her", "tie him", "ties it", "ties them", "ties the", "ties my", "ties his", "ties her", "railroad ties", "railroad tie", "railway ties", "railway sleepers", "zip tie", "zip ties", "twist tie", "twist ties", "cable tie", "cable ties", "in a tie", "tie breaker", "tiebreaker", "family ties", "close ties", "ties to", "ties with"] }, meaning: { jung: "a connection between head and heart", freud: "constriction around the throat", everyday: "formality or comfort" } },
  { name: "makeup", forms: "lipstick|mascara|nail polish|perfume", sense: { excludes: ["make-up exam", "make-up test", "makeup exam", "makeup test", "makeup class", "make up"] }, meaning: { jung: "the persona's painted face", freud: "seduction", everyday: "self-presentation" } },
  { name: "socks", forms: "sock|stockings|tights", meaning: { jung: "comfort at the foundation", freud: "intimate covering", everyday: "everyday comfort" } },
  { name: "costume party", forms: "dressed up as|dress up|fancy dress", noun: "the costume", meaning: { jung: "trying on another identity", freud: "disguised wishes", everyday: "play and experimentation" } },
  {
    name: "wedding dress", forms: "bridal gown|veil|bridesmaid dress|bridesmaid",
    meaning: { jung: "the ritual persona of union", freud: "the wish for union", everyday: "commitment and celebration" },
    in: {
      lost: { jung: "a longed-for union out of reach", everyday: "worry about readiness for commitment" },
      broken: { jung: "the ritual of union marred", freud: "ambivalence about the wished-for union", everyday: "anxiety about a wedding, a commitment, or things not going to plan" },
    },
  },
  { name: "jewelry box", forms: "jewellery box|treasure chest|music box", meaning: { jung: "a container of cherished values", freud: "hidden treasure", everyday: "memories and keepsakes" } },
];
