import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { localConfig } from "../config";
import { newTransmissionId } from "./store";

/**
 * Local stand-in for PayPal's webhook signatures. Real PayPal signs
 * `transmission_id|transmission_time|webhook_id|crc32(body)` with RSA (SHA256withRSA) and the app
 * asks PayPal's verify-webhook-signature endpoint whether a delivery is genuine; locally that
 * endpoint is the msw handler, which checks an HMAC over the same fields with a key only the local
 * stack knows. The app code is identical in both cases: it never checks signatures itself.
 */
const LOCAL_SIGNING_KEY = "oneira-local-paypal-webhook-signing-key";
export const LOCAL_CERT_URL = "https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-oneira-local";
export const LOCAL_AUTH_ALGO = "SHA256withRSA";

/** Serialises the event the same way on both sides (key order of the parsed JSON). */
function eventDigest(event: unknown): string {
  return createHash("sha256").update(JSON.stringify(event)).digest("hex");
}

export function computeLocalSignature(transmissionId: string, transmissionTime: string, webhookId: string, event: unknown): string {
  return createHmac("sha256", LOCAL_SIGNING_KEY)
    .update(`${transmissionId}|${transmissionTime}|${webhookId}|${eventDigest(event)}`)
    .digest("base64");
}

export function verifyLocalSignature(input: {
  transmission_id: string;
  transmission_time: string;
  transmission_sig: string;
  webhook_id: string;
  auth_algo: string;
  cert_url: string;
  webhook_event: unknown;
}): boolean {
  if (input.webhook_id !== localConfig.paypalWebhookId) return false;
  if (input.auth_algo !== LOCAL_AUTH_ALGO || input.cert_url !== LOCAL_CERT_URL) return false;
  const expected = Buffer.from(
    computeLocalSignature(input.transmission_id, input.transmission_time, input.webhook_id, input.webhook_event),
  );
  const given = Buffer.from(input.transmission_sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Headers PayPal would send with this body, signed for the local webhook id. For tests and for
 * replaying events by hand against `npm run dev`.
 */
export function signLocalWebhook(
  rawBody: string,
  options: { transmissionId?: string; transmissionTime?: string; webhookId?: string } = {},
) {
  const transmissionId = options.transmissionId ?? newTransmissionId();
  const transmissionTime = options.transmissionTime ?? new Date().toISOString();
  const webhookId = options.webhookId ?? localConfig.paypalWebhookId;
  return {
    "content-type": "application/json",
    "paypal-transmission-id": transmissionId,
    "paypal-transmission-time": transmissionTime,
    "paypal-transmission-sig": computeLocalSignature(transmissionId, transmissionTime, webhookId, JSON.parse(rawBody)),
    "paypal-cert-url": LOCAL_CERT_URL,
    "paypal-auth-algo": LOCAL_AUTH_ALGO,
  };
}
