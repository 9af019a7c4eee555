import type { SymbolEntry } from "./types";

export const clothing: SymbolEntry[] = [
  { name: "clothes", forms: "clothing|outfit|outfits|garment|garments|wardrobe|dressed|dressing|get dressed", salience: -2, meaning: { jung: "the persona and how you choose to appear", freud: "modesty and concealment", everyday: "self-presentation and fitting in" } },
  { name: "dress", forms: "dresses|gown|skirt|skirts|wedding dress|ball gown", meaning: { jung: "the feminine persona displayed", freud: "display and seduction", everyday: "appearance and occasions" } },
  { name: "shirt", forms: "shirts|t-shirt|blouse|sweater|jumper|hoodie|top|vest", meaning: { jung: "the everyday persona", freud: "what covers the chest and heart", everyday: "your public image" } },
  { name: "pants", forms: "trousers|jeans|shorts|slacks|leggings", meaning: { jung: "the practical persona", freud: "the covered lower body", everyday: "readiness and decorum" } },
  { name: "coat", forms: "coats|jacket|jackets|cloak|cape|overcoat", meaning: { jung: "a protective layer around the self", freud: "shielding from exposure", everyday: "protection and warmth" } },
  { name: "hat", forms: "hats|cap|caps|helmet|crown|hood", meaning: { jung: "the role or thoughts you wear on your head", freud: "status and authority", everyday: "identity and roles" } },
  { name: "underwear", forms: "bra|panties|underpants|boxers|lingerie|pajamas|pyjamas|nightgown|bathing suit|swimsuit|bikini", theme: "nudity and exposure", meaning: { jung: "the intimate persona close to the skin", freud: "intimacy and sexuality", everyday: "vulnerability and privacy" } },
  { name: "uniform", forms: "uniforms|school uniform|work uniform", meaning: { jung: "a collective role worn over the self", freud: "conformity to authority", everyday: "belonging and duty" } },
  { name: "wrong clothes", forms: "wrong clothes|wearing pajamas|inappropriate clothes|mismatched|in my pajamas|half dressed", theme: "nudity and exposure", meaning: { jung: "the persona not fitting the situation", freud: "a slip that exposes the wish", everyday: "fear of social embarrassment" } },
  { name: "bag", forms: "handbag|purse strap|tote", meaning: { jung: "what you carry of your identity", freud: "the container of secrets", everyday: "what you carry with you" } },
  { name: "gloves", forms: "glove|mittens|mitten", meaning: { jung: "a cover for how you handle things", freud: "protection from touch", everyday: "caution and protection" } },
  { name: "scarf", forms: "scarves|tie|necktie|bow tie", meaning: { jung: "a connection between head and heart", freud: "constriction around the throat", everyday: "formality or comfort" } },
  { name: "makeup", forms: "lipstick|mascara|make-up|nail polish|perfume", meaning: { jung: "the persona's painted face", freud: "seduction", everyday: "self-presentation" } },
  { name: "socks", forms: "sock|stockings|tights", meaning: { jung: "comfort at the foundation", freud: "intimate covering", everyday: "everyday comfort" } },
  { name: "costume party", forms: "dressed up as|dress up|fancy dress", meaning: { jung: "trying on another identity", freud: "disguised wishes", everyday: "play and experimentation" } },
  { name: "wedding dress", forms: "bridal gown|veil|bridesmaid dress|bridesmaid", meaning: { jung: "the ritual persona of union", freud: "the wish for union", everyday: "commitment and celebration" } },
  { name: "jewelry box", forms: "jewellery box|treasure chest|music box", meaning: { jung: "a container of cherished values", freud: "hidden treasure", everyday: "memories and keepsakes" } },
];
