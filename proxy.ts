import type { NextRequest } from "next/server";
import { updateSession } from "@/lib/supabase/proxy";

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  // Pages only: no build assets, images, icons or files with an extension.
  matcher: ["/((?!_next/static|_next/image|api/|favicon\\.ico|icon|apple-icon|opengraph-image|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)"],
};
