import { pageMetadata } from "@/lib/seo/metadata";
import { getStaticPage } from "@/lib/dictionary/pages";
import { StaticPageView } from "@/lib/dictionary/static-page-view";
import { ROUTES } from "@/lib/routes";

const page = getStaticPage("terms");

export const metadata = pageMetadata({ title: page.title, description: page.description, path: ROUTES.terms });

export default function TermsPage() {
  return <StaticPageView page={page} eyebrow="Legal" />;
}
