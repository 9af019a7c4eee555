import { NextResponse, connection } from "next/server";
import { getViewer } from "@/lib/auth/current-user";
import type { AccountState } from "@/lib/account/account-state";

const noStore = { "cache-control": "private, no-store" };

/**
 * GET /api/account: what the header shows (signed in, premium). The pages themselves are static
 * and cacheable, so the one per-visitor part of the layout asks here after it loads. Reading the
 * session may refresh it; the new cookies go out with this response.
 */
export async function GET() {
  await connection();
  try {
    const viewer = await getViewer();
    const account: AccountState = { signedIn: Boolean(viewer), isPremium: viewer?.isPremium ?? false, userId: viewer?.id ?? null };
    return NextResponse.json(account, { headers: noStore });
  } catch (error) {
    console.error("[account] could not read the session", error);
    return NextResponse.json({ error: "Your account could not be checked right now." }, { status: 503, headers: noStore });
  }
}
