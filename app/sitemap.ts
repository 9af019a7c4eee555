import type { MetadataRoute } from "next";
import { absoluteUrl, siteUrl } from "@/lib/seo/metadata";
import { CONTENT_UPDATED, PUBLIC_PAGES } from "@/lib/seo/routes";
import { ROUTES } from "@/lib/routes";

/** sitemap.xml: every indexable public page by its canonical URL (no redirecting /common-dreams URLs). */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map(({ path, priority, changeFrequency }) => ({
    // The home page as Next writes its canonical link: the bare origin.
    url: path === ROUTES.home ? siteUrl : absoluteUrl(path),
    lastModified: CONTENT_UPDATED,
    changeFrequency,
    priority,
  }));
}
