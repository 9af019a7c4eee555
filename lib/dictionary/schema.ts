import { z } from "zod";
import { DICTIONARY_SLUGS } from "./themes";

/** lucide-react icon names the articles may use; lib/dictionary/icons.ts maps each to its component. */
export const ICON_NAMES = [
  "Mountain",
  "Smile",
  "Gift",
  "Users",
  "Ear",
  "Star",
  "Smartphone",
  "Flower2",
  "Feather",
  "Gem",
  "BookOpen",
  "Heart",
] as const;

export const iconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconNameSchema>;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const slugSchema = z.enum(DICTIONARY_SLUGS);

export const relatedDreamSchema = z.strictObject({
  title: text(3, 60),
  description: text(20, 240),
  slug: slugSchema,
});
export type RelatedDream = z.infer<typeof relatedDreamSchema>;

/** The YAML front matter of content/dictionary/<slug>.md. */
export const articleFrontMatterSchema = z.strictObject({
  slug: slugSchema,
  title: text(5, 80),
  cardTitle: text(3, 40),
  description: text(40, 200),
  // Shown whole in search results: at most the 155 characters pageMetadata keeps.
  metaDescription: text(50, 155),
  keywords: text(3, 400).refine((k) => k.split(",").every((part) => part.trim().length > 0), "keywords: comma-separated, no empty entries"),
  icon: iconNameSchema,
  relatedDreams: z.array(relatedDreamSchema).length(3),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** The YAML front matter of content/pages/<name>.md (About, Privacy, Terms). */
export const pageFrontMatterSchema = z.strictObject({
  title: text(3, 80),
  heading: text(3, 120),
  description: text(50, 155),
  lead: text(20, 400).optional(),
  updated: z.iso.date().optional(),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
