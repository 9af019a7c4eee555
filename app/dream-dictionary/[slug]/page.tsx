import type { Metadata } from "next";
import Link from "@/components/layout/Link";
import { CallToActionLinks } from "@/components/layout/CallToActionLinks";
import { notFound } from "next/navigation";
import { ArrowLeft, ArrowRight, ChevronRight, Clock, Sparkles } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbsJsonLd, DictionaryArticleJsonLd } from "@/lib/seo/json-ld";
import { getArticle, type Article } from "@/lib/dictionary/articles";
import { ThemeIcon } from "../ThemeIcon";
import { DICTIONARY_PATH, DICTIONARY_PUBLISHED, DICTIONARY_SLUGS, DICTIONARY_UPDATED, articlePath } from "@/lib/dictionary/themes";
import { ROUTES } from "@/lib/routes";

type Props = { params: Promise<{ slug: string }> };

/**
 * All twelve articles are prerendered in full and any other slug is a 404 decided in proxy.ts, so
 * there is no slug-dependent shell to stream: reading params up front is intended, and Next's
 * instant-navigation check (which would ask for a Suspense boundary around it) is switched off.
 */
export const instant = false;

export function generateStaticParams() {
  return DICTIONARY_SLUGS.map((slug) => ({ slug }));
}

function ogImagePath(slug: string) {
  return `${articlePath(slug)}/opengraph-image`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return pageMetadata({
    title: article.title,
    description: article.metaDescription,
    path: articlePath(article.slug),
    keywords: article.keywords,
    ogType: "article",
    ogImage: ogImagePath(article.slug),
  });
}

export default async function DictionaryArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();

  return (
    <>
      <ArticleJsonLd article={article} />
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
        <Breadcrumb article={article} />
        <ArticleHeader article={article} />
        <div
          className="prose-night mt-8 border-t border-night-700 pt-4 text-[1.0625rem]"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />

        <p className="mt-10 text-sm text-mist-400">
          Dream meanings are offered for reflection, not as medical or psychological advice. If a dream keeps returning or troubles you, a
          counselor or doctor can help.
        </p>
      </article>
      <RelatedDreams article={article} />
      <ArticleCallToAction />
    </>
  );
}

function ArticleJsonLd({ article }: { article: Article }) {
  const path = articlePath(article.slug);
  return (
    <>
      <BreadcrumbsJsonLd
        trail={[
          { name: "Home", path: ROUTES.home },
          { name: "Dream Dictionary", path: DICTIONARY_PATH },
          { name: article.cardTitle, path },
        ]}
      />
      <DictionaryArticleJsonLd
        title={article.title}
        description={article.metaDescription}
        path={path}
        image={ogImagePath(article.slug)}
        keywords={article.keywords}
        datePublished={DICTIONARY_PUBLISHED}
        dateModified={DICTIONARY_UPDATED}
      />
    </>
  );
}

function Breadcrumb({ article }: { article: Article }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-mist-400">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link href={ROUTES.home} className="hover:text-white">
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-3.5 w-3.5" />
        </li>
        <li>
          <Link href={DICTIONARY_PATH} className="hover:text-white">
            Dream Dictionary
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-3.5 w-3.5" />
        </li>
        <li aria-current="page" className="text-mist-300">
          {article.cardTitle}
        </li>
      </ol>
    </nav>
  );
}

function ArticleHeader({ article }: { article: Article }) {
  const minutes = Math.max(1, Math.round(article.wordCount / 220));
  return (
    <header className="mt-8">
      <ThemeIcon name={article.icon} size="article" />
      <h1 className="mt-5 font-serif text-4xl leading-tight text-mist-50 sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-lg text-mist-300">{article.description}</p>
      <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-mist-400">
        <Clock className="h-4 w-4" aria-hidden="true" /> {minutes} min read
      </p>
    </header>
  );
}

function RelatedDreams({ article }: { article: Article }) {
  return (
    <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
      <h2 id="related-title" className="font-serif text-2xl text-mist-50 sm:text-3xl">
        Related dreams
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {article.related.map((r) => (
          <li key={r.title}>
            <Link
              href={articlePath(r.slug)}
              className="card group flex h-full flex-col p-5 transition hover:-translate-y-0.5 hover:border-aurora-400/60"
            >
              <h3 className="font-semibold text-mist-50">{r.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">{r.shortDescription}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-aurora-300 group-hover:text-moon-300">
                Read more <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto mt-12 max-w-5xl px-4 sm:px-6">
      <div className="card flex flex-col items-center gap-4 p-8 text-center sm:p-10">
        <Sparkles className="h-7 w-7 text-moon-400" aria-hidden="true" />
        <h2 id="cta-title" className="font-serif text-2xl text-mist-50">
          Had a dream like this?
        </h2>
        <p className="max-w-xl text-mist-300">
          A guide covers the usual meanings; your dream has its own details. Describe it and get a reading of your own symbols, people and
          feelings.
        </p>
        <CallToActionLinks
          className="mt-2 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row"
          linkClassName="w-full px-6 py-3 sm:w-auto"
          primary={{ href: ROUTES.interpret, label: "Interpret your dream" }}
          secondary={{ href: ROUTES.upgrade, label: "Get unlimited interpretations" }}
        />
      </div>
      <Link
        href={DICTIONARY_PATH}
        className="mt-10 inline-flex items-center gap-2 text-sm font-semibold text-aurora-300 hover:text-moon-300"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dream Dictionary
      </Link>
    </section>
  );
}
