import { NextResponse, connection, type NextRequest } from "next/server";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { readUserUsage } from "@/lib/usage/quota";
import { ensureVisitorId } from "@/lib/usage/visitor";
import type { AccountState } from "@/lib/account/account-state";

const noStore = { "cache-control": "private, no-store" };

/**
 * GET /api/account: what the header shows (signed in, premium) and, for a free user, what is
 * left of today's quota (/interpret's usage line). The pages themselves are static
 * and cacheable, so the one per-visitor part of the layout asks here after it loads. Reading the
 * session may refresh it; the new cookies go out with this response. With ?visitor=1 (from
 * /interpret) a visitor also gets their visitor cookie, before their first submission.
 */
export async function GET(request: NextRequest) {
  await connection();
  try {
    const viewer = await getViewer();
    if (!viewer && request.nextUrl.searchParams.get("visitor") === "1") await ensureVisitorId();
    const usage = viewer && !viewer.isPremium ? await withUser(viewer.claims, (tx) => readUserUsage(tx)) : null;
    const account: AccountState = {
      signedIn: Boolean(viewer),
      isPremium: viewer?.isPremium ?? false,
      userId: viewer?.id ?? null,
      usage: usage && { remaining: usage.remaining, resetsAt: usage.resetsAt },
    };
    return NextResponse.json(account, { headers: noStore });
  } catch (error) {
    console.error("[account] could not read the session", error);
    return NextResponse.json({ error: "Your account could not be checked right now." }, { status: 503, headers: noStore });
  }
}
