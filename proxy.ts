import { NextResponse, type NextRequest } from "next/server";
import { updateSession } from "@/lib/supabase/proxy";
import { isUnknownDictionaryArticle } from "@/lib/dictionary/routing";

export async function proxy(request: NextRequest) {
  // A prerendered article shell would answer 200 before the page could call notFound().
  if (isUnknownDictionaryArticle(request.nextUrl.pathname)) {
    console.warn(`[404] ${request.nextUrl.pathname}`);
    return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
  }
  return updateSession(request);
}

export const config = {
  // Pages only: no build assets, images, icons or files with an extension.
  matcher: ["/((?!_next/static|_next/image|api/|favicon\\.ico|icon|apple-icon|opengraph-image|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)"],
};
