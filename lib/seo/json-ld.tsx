import { ArticleJsonLd, BreadcrumbJsonLd, FAQJsonLd } from "next-seo";
import { SITE_NAME } from "@/lib/site-config";
import { absoluteUrl, siteUrl } from "./metadata";

type Crumb = { name: string; path: string };

/** BreadcrumbList for a page, e.g. Home › Dream Dictionary › Flying Dreams. */
export function BreadcrumbsJsonLd({ trail }: { trail: Crumb[] }) {
  return <BreadcrumbJsonLd scriptKey="breadcrumbs" items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />;
}

/** Article for a dream-dictionary page, published by the site itself. */
export function DictionaryArticleJsonLd(props: {
  title: string;
  description: string;
  path: string;
  image: string;
  keywords: string;
  datePublished: string;
  dateModified: string;
}) {
  const url = absoluteUrl(props.path);
  const publisher = { name: SITE_NAME, url: siteUrl, logo: absoluteUrl("/icon.svg") };
  return (
    <ArticleJsonLd
      scriptKey="article"
      headline={props.title}
      description={props.description}
      url={url}
      mainEntityOfPage={url}
      image={absoluteUrl(props.image)}
      datePublished={props.datePublished}
      dateModified={props.dateModified}
      author={{ "@type": "Organization", name: SITE_NAME, url: siteUrl }}
      publisher={publisher}
      isAccessibleForFree
    />
  );
}

/** FAQPage from question/answer pairs (answers as plain text). */
export function FaqPageJsonLd({ items }: { items: { question: string; answer: string }[] }) {
  return <FAQJsonLd scriptKey="faq" questions={items} />;
}
