import { notFound } from "next/navigation";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";
import { getArticle } from "@/lib/dictionary/articles";
import { DICTIONARY_SLUGS } from "@/lib/dictionary/themes";

export const alt = "Oneira Dream Dictionary article";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return DICTIONARY_SLUGS.map((slug) => ({ slug }));
}

export default async function ArticleOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return renderOgImage({ eyebrow: "Oneira Dream Dictionary", title: article.title, subtitle: article.description });
}
