"use server";

import { refresh } from "next/cache";
import { getViewer, type Viewer } from "@/lib/auth/current-user";
import { PAYMENT_MESSAGES } from "@/lib/payments/constants";
import { approveLocalOrder } from "@/lib/payments/local-checkout";
import { allowAttempt, ORDER_RATE_LIMIT_MESSAGE, rateLimits } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { captureOrderForUser, createOrderForUser, type CaptureResult, type PaymentUser } from "@/lib/payments/orders";

/**
 * The browser's only way into payments: create an order (price decided here), capture it (only
 * an order id comes in), and — in local mode — the stand-in for PayPal's approval pop-up.
 */

export type CreateOrderActionResult = { ok: true; orderId: string } | { ok: false; message: string };
export type CaptureOrderActionResult = { ok: true; message: string } | { ok: false; message: string; pending?: boolean };

function toPaymentUser(viewer: Viewer | null): PaymentUser | null {
  return viewer && { id: viewer.id, isPremium: viewer.isPremium, claims: viewer.claims, fullName: viewer.fullName };
}

function failure(reason: Extract<CaptureResult, { ok: false }>["reason"] | "already-premium"): CaptureOrderActionResult {
  switch (reason) {
    case "signed-out":
      return { ok: false, message: PAYMENT_MESSAGES.signInRequired };
    case "already-premium":
      return { ok: false, message: PAYMENT_MESSAGES.alreadyPremium };
    case "pending":
      return { ok: false, message: PAYMENT_MESSAGES.pending, pending: true };
    default:
      return { ok: false, message: PAYMENT_MESSAGES.processingError };
  }
}

export async function createOrderAction(): Promise<CreateOrderActionResult> {
  try {
    const viewer = await getViewer();
    // Per user and per address, in Postgres so the limit holds across server instances.
    const allowed = await allowAttempt([
      { kind: "order:ip", value: await clientIp(), rule: rateLimits.orderPerIp },
      ...(viewer ? [{ kind: "order:user", value: viewer.id, rule: rateLimits.orderPerUser }] : []),
    ]);
    if (!allowed) return { ok: false, message: ORDER_RATE_LIMIT_MESSAGE };
    const result = await createOrderForUser(toPaymentUser(viewer));
    if (result.ok) return result;
    return { ok: false, message: failure(result.reason).message };
  } catch (error) {
    console.error("[payments] createOrderAction", error instanceof Error ? error.message : error);
    return { ok: false, message: PAYMENT_MESSAGES.processingError };
  }
}

export async function captureOrderAction(orderId: unknown): Promise<CaptureOrderActionResult> {
  try {
    const result = await captureOrderForUser(toPaymentUser(await getViewer()), orderId);
    if (!result.ok) return failure(result.reason);
    // Premium changed on the server: the header, /upgrade and /dashboard render it on refresh.
    refresh();
    return { ok: true, message: PAYMENT_MESSAGES.success(result.payerName) };
  } catch (error) {
    console.error("[payments] captureOrderAction", error instanceof Error ? error.message : error);
    return { ok: false, message: PAYMENT_MESSAGES.processingError };
  }
}

/** Local mode only (refused otherwise): the buyer approves the order, choosing a test outcome. */
export async function approveLocalOrderAction(orderId: unknown, scenario: unknown): Promise<{ ok: boolean }> {
  try {
    return { ok: await approveLocalOrder(toPaymentUser(await getViewer()), orderId, scenario) };
  } catch (error) {
    console.error("[payments] approveLocalOrderAction", error instanceof Error ? error.message : error);
    return { ok: false };
  }
}
