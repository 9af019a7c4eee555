import { pageMetadata } from "@/lib/seo/metadata";
import { DEFAULT_OG_IMAGE } from "@/lib/seo/routes";
import { getStaticPage } from "@/lib/dictionary/pages";
import { StaticPageView } from "@/lib/dictionary/static-page-view";

const page = getStaticPage("privacy");

export const metadata = pageMetadata({ title: page.title, description: page.description, path: "/privacy", ogImage: DEFAULT_OG_IMAGE });

export default function PrivacyPage() {
  return <StaticPageView page={page} eyebrow="Legal" />;
}
