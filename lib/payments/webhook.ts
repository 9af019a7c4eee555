import "server-only";
import { z } from "zod";
import { ApiError, type Order } from "@paypal/paypal-server-sdk";
import { asService } from "@/lib/db/with-user";
import { serverEnv } from "@/lib/env/server";
import { checkCapturedOrder } from "./orders";
import { paypal, paypalAccessToken, paypalApiBase } from "./paypal";

/**
 * PayPal webhooks. Every delivery is checked with PayPal (verify-webhook-signature, with our
 * PAYPAL_WEBHOOK_ID and the transmission headers) before anything changes. Then:
 *   PAYMENT.CAPTURE.COMPLETED            grant premium if the browser never came back — after
 *                                        re-fetching the order from PayPal, not from the payload
 *   PAYMENT.CAPTURE.REFUNDED / .REVERSED revoke premium and record why
 *   anything else                        acknowledged (200) and ignored
 * The event id is claimed in the same transaction as the change, so a replay changes nothing.
 */

const MAX_BODY_BYTES = 256 * 1024;

const headersSchema = z.object({
  "paypal-transmission-id": z.string().min(1).max(100),
  "paypal-transmission-time": z.string().min(1).max(100),
  "paypal-transmission-sig": z.string().min(1).max(1000),
  "paypal-cert-url": z.url().max(500),
  "paypal-auth-algo": z.string().min(1).max(100),
});

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource_type: z.string().max(100).optional(),
  resource: z.record(z.string(), z.unknown()),
});
export type PaypalWebhookEvent = z.infer<typeof eventSchema>;

const captureResourceSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1).max(100).optional() }).optional() }).optional(),
});

const linkSchema = z.object({ href: z.string(), rel: z.string() });
const refundResourceSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().optional(),
  note_to_payer: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  links: z.array(linkSchema).optional(),
});

const verifyResponseSchema = z.object({ verification_status: z.enum(["SUCCESS", "FAILURE"]) });

function json(status: number, body: Record<string, unknown>) {
  return Response.json(body, { status });
}

/** Asks PayPal whether this delivery is genuine. The raw body is passed through byte for byte. */
export async function verifyWebhookSignature(headers: z.infer<typeof headersSchema>, rawBody: string): Promise<boolean> {
  const envelope = {
    auth_algo: headers["paypal-auth-algo"],
    cert_url: headers["paypal-cert-url"],
    transmission_id: headers["paypal-transmission-id"],
    transmission_sig: headers["paypal-transmission-sig"],
    transmission_time: headers["paypal-transmission-time"],
    webhook_id: serverEnv.PAYPAL_WEBHOOK_ID,
  };
  // Re-serialising the event could change it (number formats, escapes) and fail verification.
  const body = `${JSON.stringify(envelope).slice(0, -1)},"webhook_event":${rawBody}}`;
  const response = await fetch(`${paypalApiBase()}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await paypalAccessToken()}` },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 400) return false;
  if (!response.ok) throw new Error(`verify-webhook-signature answered ${response.status}`);
  return verifyResponseSchema.parse(await response.json()).verification_status === "SUCCESS";
}

function captureIdFromLinks(links: { href: string; rel: string }[] | undefined): string | undefined {
  const up = links?.find((l) => l.rel === "up" && /\/v2\/payments\/captures\//.test(l.href));
  return up ? /\/v2\/payments\/captures\/([A-Za-z0-9]+)/.exec(up.href)?.[1] : undefined;
}

/** Claims the event and runs `change` in one transaction; a replay (already claimed) does nothing. */
async function once(
  event: PaypalWebhookEvent,
  resourceId: string | null,
  change: (tx: Parameters<Parameters<typeof asService>[0]>[0]) => Promise<string>,
) {
  return asService(async (tx) => {
    const [claim] = await tx<{ claimed: boolean }[]>`
      select private.claim_paypal_event(${event.id}, ${event.event_type}, ${resourceId}) as claimed`;
    if (!claim.claimed) return "replay";
    const outcome = await change(tx);
    await tx`select private.set_paypal_event_outcome(${event.id}, ${outcome})`;
    return outcome;
  });
}

async function onCaptureCompleted(event: PaypalWebhookEvent): Promise<string> {
  const resource = captureResourceSchema.safeParse(event.resource);
  if (!resource.success) return once(event, null, async () => "ignored: malformed capture");
  const captureId = resource.data.id;
  const orderId = resource.data.supplementary_data?.related_ids?.order_id;
  if (!orderId) return once(event, captureId, async () => "ignored: no order id");

  // Trust PayPal's current state of the order, not the payload.
  let order: Order;
  try {
    order = (await paypal().orders.getOrder({ id: orderId })).result;
  } catch (error) {
    // An order PayPal does not know cannot be granted; anything else is retried by PayPal later.
    if (error instanceof ApiError && error.statusCode === 404) return once(event, captureId, async () => "ignored: order not found");
    throw new Error(`getOrder ${orderId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = checkCapturedOrder(order, null, captureId);
  if (!checked.ok) return once(event, captureId, async () => `ignored: ${checked.reason} (${checked.detail})`);
  return once(event, captureId, async (tx) => {
    const [row] = await tx<{ outcome: string }[]>`
      select private.grant_premium_from_capture(${orderId}, ${checked.captureId}, ${checked.userId}::uuid,
        ${checked.amount}::numeric, ${checked.currency}) as outcome`;
    return row.outcome;
  });
}

async function onCaptureReversed(event: PaypalWebhookEvent, status: "REFUNDED" | "REVERSED"): Promise<string> {
  const resource = refundResourceSchema.safeParse(event.resource);
  if (!resource.success) return once(event, null, async () => "ignored: malformed refund");
  const captureId = captureIdFromLinks(resource.data.links) ?? (event.resource_type === "capture" ? resource.data.id : undefined);
  if (!captureId) return once(event, resource.data.id, async () => "ignored: no capture id");
  const why = [
    status === "REFUNDED" ? `refund ${resource.data.id}` : `reversal ${resource.data.id}`,
    resource.data.status_details?.reason,
    resource.data.note_to_payer,
  ]
    .filter(Boolean)
    .join(": ");
  return once(event, captureId, async (tx) => {
    const [row] = await tx<{ outcome: string }[]>`
      select private.revoke_premium_for_capture(${captureId}, ${status}, ${`PayPal ${event.event_type} (${why})`}) as outcome`;
    return row.outcome;
  });
}

export async function handlePaypalWebhook(request: Request): Promise<Response> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return json(413, { error: "payload too large" });
  const rawBody = await request.text();
  if (rawBody.length > MAX_BODY_BYTES) return json(413, { error: "payload too large" });

  const headers = headersSchema.safeParse(Object.fromEntries(request.headers));
  if (!headers.success) return json(400, { error: "missing or malformed PayPal transmission headers" });

  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    return json(400, { error: "body is not JSON" });
  }
  const event = eventSchema.safeParse(parsedJson);
  if (!event.success) return json(400, { error: "not a PayPal webhook event" });

  let genuine: boolean;
  try {
    genuine = await verifyWebhookSignature(headers.data, rawBody);
  } catch (error) {
    console.error("[payments] webhook verification unavailable", error instanceof Error ? error.message : error);
    return json(503, { error: "verification unavailable, retry later" });
  }
  if (!genuine) return json(400, { error: "signature verification failed" });

  let outcome: string;
  try {
    switch (event.data.event_type) {
      case "PAYMENT.CAPTURE.COMPLETED":
        outcome = await onCaptureCompleted(event.data);
        break;
      case "PAYMENT.CAPTURE.REFUNDED":
        outcome = await onCaptureReversed(event.data, "REFUNDED");
        break;
      case "PAYMENT.CAPTURE.REVERSED":
        outcome = await onCaptureReversed(event.data, "REVERSED");
        break;
      default:
        return json(200, { received: true, ignored: event.data.event_type });
    }
  } catch (error) {
    // Nothing was claimed: PayPal retries the delivery later.
    console.error("[payments] webhook handling failed", error instanceof Error ? error.message : error);
    return json(500, { error: "could not process the event now" });
  }
  return json(200, { received: true, outcome });
}
