import type { Metadata, Viewport } from "next";
import Script from "next/script";
import "./globals.css";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { Toaster } from "@/components/layout/Toaster";
import { OfflineAgent } from "@/components/offline/OfflineAgent";
import { publicEnv } from "@/lib/env/public";
import { siteUrl } from "@/lib/seo/metadata";
import { SITE_NAME } from "@/lib/site-config";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { template: `%s | ${SITE_NAME}`, default: `${SITE_NAME} — Dream Interpretation & Dream Journal` },
  applicationName: SITE_NAME,
};

export const viewport: Viewport = {
  themeColor: "#0b1027",
  colorScheme: "dark",
};

const adsenseClient = publicEnv.NEXT_PUBLIC_ADSENSE_CLIENT;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-aurora-600 focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <OfflineAgent />
        {adsenseClient && (
          <Script
            id="adsense"
            strategy="lazyOnload"
            crossOrigin="anonymous"
            src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${adsenseClient}`}
          />
        )}
      </body>
    </html>
  );
}
