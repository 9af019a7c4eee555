import type { RawSymbol } from "./types";

export const clothing: RawSymbol[] = [
  ["clothes", "clothing|outfit|outfits|garment|garments|wardrobe|dressed|dressing|get dressed", "the persona and how you choose to appear", "modesty and concealment", "self-presentation and fitting in"],
  ["dress", "dresses|gown|skirt|skirts|wedding dress|ball gown", "the feminine persona displayed", "display and seduction", "appearance and occasions"],
  ["shirt", "shirts|t-shirt|blouse|sweater|jumper|hoodie|top|vest", "the everyday persona", "what covers the chest and heart", "your public image"],
  ["pants", "trousers|jeans|shorts|slacks|leggings", "the practical persona", "the covered lower body", "readiness and decorum"],
  ["coat", "coats|jacket|jackets|cloak|cape|overcoat", "a protective layer around the self", "shielding from exposure", "protection and warmth"],
  ["hat", "hats|cap|caps|helmet|crown|hood", "the role or thoughts you wear on your head", "status and authority", "identity and roles"],
  ["underwear", "bra|panties|underpants|boxers|lingerie|pajamas|pyjamas|nightgown|bathing suit|swimsuit|bikini", "the intimate persona close to the skin", "intimacy and sexuality", "vulnerability and privacy"],
  ["uniform", "uniforms|school uniform|work uniform", "a collective role worn over the self", "conformity to authority", "belonging and duty"],
  ["wrong clothes", "wrong clothes|wearing pajamas|inappropriate clothes|mismatched|in my pajamas|half dressed", "the persona not fitting the situation", "a slip that exposes the wish", "fear of social embarrassment"],
  ["bag", "handbag|purse strap|tote", "what you carry of your identity", "the container of secrets", "what you carry with you"],
  ["gloves", "glove|mittens|mitten", "a cover for how you handle things", "protection from touch", "caution and protection"],
  ["scarf", "scarves|tie|necktie|bow tie", "a connection between head and heart", "constriction around the throat", "formality or comfort"],
  ["makeup", "lipstick|mascara|make-up|nail polish|perfume", "the persona's painted face", "seduction", "self-presentation"],
  ["socks", "sock|stockings|tights", "comfort at the foundation", "intimate covering", "everyday comfort"],
  ["costume party", "dressed up as|dress up|fancy dress", "trying on another identity", "disguised wishes", "play and experimentation"],
  ["wedding dress", "bridal gown|veil|bridesmaid dress|bridesmaid", "the ritual persona of union", "the wish for union", "commitment and celebration"],
  ["jewelry box", "jewellery box|treasure chest|music box", "a container of cherished values", "hidden treasure", "memories and keepsakes"],
];
