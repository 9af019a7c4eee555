import { JsonLdScript, OrganizationJsonLd } from "next-seo";
import { absoluteUrl, siteUrl } from "@/lib/seo/metadata";
import { SITE_NAME } from "@/lib/site-config";

export function HomeJsonLd() {
  return (
    <>
      <OrganizationJsonLd name={SITE_NAME} url={siteUrl} logo={absoluteUrl("/icon.svg")} />
      <JsonLdScript
        scriptKey="website"
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: SITE_NAME,
          url: siteUrl,
          description: "Dream interpretation with Jungian and Freudian readings, and a private dream journal.",
        }}
      />
    </>
  );
}
