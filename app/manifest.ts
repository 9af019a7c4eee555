import type { MetadataRoute } from "next";
import { SITE_NAME } from "@/lib/site-config";
import { ROUTES } from "@/lib/routes";

/** /manifest.webmanifest: makes Oneira installable; public/sw.js makes its dream form work offline. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: `${SITE_NAME} — Dream Journal`,
    short_name: SITE_NAME,
    description: "Write your dreams down as you wake, even offline, and read what they may mean.",
    start_url: ROUTES.interpret,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#0b1027",
    theme_color: "#0b1027",
    categories: ["lifestyle", "health"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Write down a dream", url: ROUTES.interpret, icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "DreamLog", url: ROUTES.dashboard, icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
