import type { Metadata } from "next";
import { publicEnv } from "@/lib/env/public";
import { SITE_NAME } from "@/lib/site-config";
import { truncate } from "@/lib/text/truncate";
import { DEFAULT_OG_IMAGE } from "./routes";

export const DESCRIPTION_LIMIT = 155;
export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

type PageMeta = {
  /** Without the site name: the layout's template appends " | Oneira". Omit on the home page. */
  title?: string;
  description: string;
  /** Canonical path, e.g. "/dream-dictionary/flying-dreams". */
  path: string;
  keywords?: string;
  ogType?: "website" | "article";
  /** Defaults to the site-wide image (app/opengraph-image): a page's own openGraph no longer inherits it. */
  ogImage?: string;
  noIndex?: boolean;
};

/** Metadata every page sets: title, 155-character description, canonical URL, social tags. */
export function pageMetadata({ title, description, path, keywords, ogType = "website", ogImage, noIndex }: PageMeta): Metadata {
  const desc = truncate(description, DESCRIPTION_LIMIT);
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — Dream Interpretation & Dream Journal`;
  const images = [{ url: ogImage ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: title ?? SITE_NAME }];
  return {
    title: title ?? { absolute: fullTitle },
    description: desc,
    keywords: keywords
      ?.split(",")
      .map((k) => k.trim())
      .filter(Boolean),
    alternates: { canonical: absoluteUrl(path) },
    openGraph: { type: ogType, siteName: SITE_NAME, title: fullTitle, description: desc, url: absoluteUrl(path), locale: "en_US", images },
    twitter: { card: "summary_large_image", title: fullTitle, description: desc, images: images.map((i) => i.url) },
    ...(noIndex && { robots: { index: false, follow: false } }),
  };
}
