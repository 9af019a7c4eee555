/**
 * Which dream-dictionary article (/dream-dictionary/{slug}) explains a symbol, if any. Matched on
 * whole words of the symbol's name, so "wedding ring" → rings, "old school friend" → old friends.
 * Order matters: the more specific rules come first.
 */
import { articlePath, type DictionarySlug } from "@/lib/dictionary/themes";

const RULES: { slug: DictionarySlug; title: string; pattern: RegExp }[] = [
  { slug: "gifts-from-dead", title: "Gifts from the dead", pattern: /\b(dead|deceased|ghosts?|spirits?|gifts?|grave|funeral|departed)\b/ },
  {
    slug: "old-friend-dreams",
    title: "Old friends",
    pattern: /\b(old friends?|childhood friends?|school friends?|former friends?|friends? from (school|childhood))\b/,
  },
  { slug: "teeth-dreams", title: "Teeth", pattern: /\b(tooth|teeth|dentist|molars?|fangs?)\b/ },
  { slug: "flying-dreams", title: "Flying", pattern: /\b(fly|flying|flight|flew|soaring|levitat\w*|wings?)\b/ },
  {
    slug: "heights-dreams",
    title: "Heights and falling",
    pattern: /\b(falling|fall|fell|heights?|cliffs?|ledges?|edge|rooftops?|skyscrapers?|towers?|balcon(y|ies))\b/,
  },
  { slug: "ring-dreams", title: "Rings", pattern: /\b(rings?|engagement ring|wedding band)\b/ },
  { slug: "cellphone-dreams", title: "Phones", pattern: /\b(phones?|cell ?phones?|smartphones?|mobile|calls?|texts?|messages?)\b/ },
  {
    slug: "flower-dreams",
    title: "Flowers",
    pattern: /\b(flowers?|roses?|lil(y|ies)|tulips?|blossoms?|bouquets?|daisy|daisies|petals?|garden)\b/,
  },
  {
    slug: "study-dreams",
    title: "Exams and school",
    pattern: /\b(exams?|tests?|school|class(room)?|study|studying|homework|teachers?|university|college|lessons?)\b/,
  },
  {
    slug: "celebrity-dreams",
    title: "Celebrities",
    pattern: /\b(celebrit(y|ies)|famous|movie stars?|pop stars?|actors?|actress(es)?|singers?|idols?)\b/,
  },
  { slug: "ear-dreams", title: "Ears", pattern: /\b(ears?|earrings?|hearing|deaf)\b/ },
  {
    slug: "relationship-dreams",
    title: "Relationships",
    pattern:
      /\b(partners?|boyfriends?|girlfriends?|husbands?|wife|wives|spouses?|lovers?|wedding|marriage|married|ex|crush|kiss(ing)?|romance|dating)\b/,
  },
];

export type DictionaryLink = { slug: string; title: string; href: string };

export function dictionaryLinkFor(symbol: string): DictionaryLink | null {
  const name = symbol
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!name) return null;
  const rule = RULES.find((r) => r.pattern.test(name));
  return rule ? { slug: rule.slug, title: rule.title, href: articlePath(rule.slug) } : null;
}
