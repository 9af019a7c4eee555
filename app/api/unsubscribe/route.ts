import { verifyUnsubscribeToken } from "@/lib/digest/unsubscribe-token";
import { unsubscribeUser } from "@/lib/digest/preferences";
import { unsubscribeReminder } from "@/lib/reminders/preferences";
import { ROUTES } from "@/lib/routes";

/**
 * One-click unsubscribe (RFC 8058) for the pattern digest and the morning reminder (the token
 * names which list; only that one is turned off). The e-mail's List-Unsubscribe header
 * points here: mail clients POST `List-Unsubscribe=One-Click`; the confirmation page
 * (/unsubscribe) posts its form here too. A GET never changes anything: it shows that page.
 * The signed token is the only credential; no session is needed. No cross-site refusal here
 * (lib/security/same-origin): mail providers post from their servers or their web apps, and no
 * cookie is involved, so a forged request could only do what the token already allows.
 */
const noStore = { "cache-control": "no-store" };

function pageUrl(request: Request, token: string, done: boolean) {
  const url = new URL(ROUTES.unsubscribe, request.url);
  url.searchParams.set("token", token);
  if (done) url.searchParams.set("done", "1");
  return url;
}

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return Response.redirect(pageUrl(request, token, false), 303);
}

export async function POST(request: Request): Promise<Response> {
  let token = new URL(request.url).searchParams.get("token");
  let fromPage = false;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    const fromForm = form?.get("token");
    if (typeof fromForm === "string" && fromForm) token = fromForm;
    fromPage = form?.get("source") === "page";
  }
  const check = await verifyUnsubscribeToken(token);
  if (!check.ok) {
    if (fromPage) return Response.redirect(pageUrl(request, token ?? "", false), 303);
    return Response.json(
      { error: check.reason === "expired" ? "This unsubscribe link has expired." : "Invalid unsubscribe link." },
      { status: 400, headers: noStore },
    );
  }
  try {
    await (check.list === "reminder" ? unsubscribeReminder : unsubscribeUser)(check.userId);
  } catch (error) {
    console.error("[unsubscribe]", error);
    return Response.json({ error: "Could not unsubscribe right now. Please try again." }, { status: 500, headers: noStore });
  }
  if (fromPage) return Response.redirect(pageUrl(request, token!, true), 303);
  return Response.json({ unsubscribed: true }, { headers: noStore });
}
