import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";
import { DISALLOWED_PATHS } from "@/lib/seo/routes";

/** robots.txt: crawl everything public; keep the dashboard, auth routes and the API out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
