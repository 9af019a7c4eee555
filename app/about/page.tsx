import { CallToActionLinks } from "@/components/layout/CallToActionLinks";
import { pageMetadata } from "@/lib/seo/metadata";
import { getStaticPage } from "@/lib/dictionary/pages";
import { StaticPageView } from "@/lib/dictionary/static-page-view";
import { ROUTES } from "@/lib/routes";

const page = getStaticPage("about");

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: ROUTES.about,
  keywords: "how dream interpretation works, dream symbols, Jungian dream analysis, Freudian dream analysis, dream journal",
});

export default function AboutPage() {
  return (
    <StaticPageView page={page} eyebrow="About Oneira">
      <div className="card mt-12 flex flex-col items-center gap-4 p-8 text-center">
        <h2 className="font-serif text-2xl text-mist-50">See it read one of your dreams</h2>
        <p className="max-w-lg text-mist-300">
          Describe last night&apos;s dream in a few sentences. Your first interpretation each day is free.
        </p>
        <CallToActionLinks
          className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row"
          linkClassName="px-6 py-3"
          primary={{ href: ROUTES.interpret, label: "Interpret a dream" }}
          secondary={{ href: ROUTES.register, label: "Create a free account" }}
        />
      </div>
    </StaticPageView>
  );
}
