import { z } from "zod";
import { refuseCrossSite } from "@/lib/security/same-origin";

const bodySchema = z.object({ path: z.string().min(1).max(300).startsWith("/") });

/**
 * The 404 page reports the unknown path here once it is actually shown, so the server log gets
 * each missing path (the page itself is prerendered and cannot see the request).
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  console.warn(`[404] ${parsed.data.path.replace(/[\r\n]/g, "")}`);
  return new Response(null, { status: 204 });
}
