import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";

export const alt = "Oneira — Dream Interpretation";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: "Dream interpretation · Dream journal",
    title: "Oneira — Dream Interpretation",
    subtitle: "Jungian and Freudian readings of your own dreams, and a private DreamLog that learns your symbols.",
  });
}
