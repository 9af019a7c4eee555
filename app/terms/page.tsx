import { pageMetadata } from "@/lib/seo/metadata";
import { getStaticPage } from "@/lib/dictionary/pages";
import { StaticPageView } from "@/lib/dictionary/static-page-view";

const page = getStaticPage("terms");

export const metadata = pageMetadata({ title: page.title, description: page.description, path: "/terms" });

export default function TermsPage() {
  return <StaticPageView page={page} eyebrow="Legal" />;
}
