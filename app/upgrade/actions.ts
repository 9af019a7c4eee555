"use server";

import { refresh } from "next/cache";
import type { Viewer } from "@/lib/auth/current-user";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionFailure, type ActionResult } from "@/lib/actions/result";
import { PAYMENT_MESSAGES } from "@/lib/payments/constants";
import { approveLocalOrder } from "@/lib/payments/local-checkout";
import { allowAttempt, ORDER_RATE_LIMIT_MESSAGE, rateLimits } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { captureOrderForUser, createOrderForUser, type CaptureResult, type PaymentUser } from "@/lib/payments/orders";

/**
 * The browser's only way into payments: create an order (price decided here), capture it (only
 * an order id comes in), and — in local mode — the stand-in for PayPal's approval pop-up.
 * Order ids are checked by lib/payments, so these actions take no schema.
 */

export type CaptureOrderActionResult = ActionResult<{ message: string }, { pending?: boolean }>;

const processingError = { message: PAYMENT_MESSAGES.processingError };

function toPaymentUser(viewer: Viewer | null): PaymentUser | null {
  return viewer && { id: viewer.id, isPremium: viewer.isPremium, claims: viewer.claims, fullName: viewer.fullName };
}

function failure(reason: Extract<CaptureResult, { ok: false }>["reason"] | "already-premium"): ActionFailure<{ pending?: boolean }> {
  switch (reason) {
    case "signed-out":
      return fail({ message: PAYMENT_MESSAGES.signInRequired });
    case "already-premium":
      return fail({ message: PAYMENT_MESSAGES.alreadyPremium });
    case "pending":
      return fail({ message: PAYMENT_MESSAGES.pending, pending: true });
    default:
      return fail(processingError);
  }
}

export const createOrderAction = defineAction(
  {
    log: "[payments] createOrderAction",
    logMessageOnly: true,
    auth: "optional",
    // Per user and per address, in Postgres so the limit holds across server instances.
    rateLimit: {
      allow: async (_input, { viewer }) =>
        allowAttempt([
          { kind: "order:ip", value: await clientIp(), rule: rateLimits.orderPerIp },
          ...(viewer ? [{ kind: "order:user", value: viewer.id, rule: rateLimits.orderPerUser }] : []),
        ]),
      failure: { message: ORDER_RATE_LIMIT_MESSAGE },
    },
    unexpected: processingError,
  },
  async (_input, { viewer }) => {
    const result = await createOrderForUser(toPaymentUser(viewer));
    if (result.ok) return ok({ orderId: result.orderId });
    return fail({ message: failure(result.reason).message });
  },
);

export const captureOrderAction = defineAction(
  { log: "[payments] captureOrderAction", logMessageOnly: true, auth: "optional", unexpected: processingError },
  async (orderId, { viewer }): Promise<CaptureOrderActionResult> => {
    const result = await captureOrderForUser(toPaymentUser(viewer), orderId);
    if (!result.ok) return failure(result.reason);
    // Premium changed on the server: the header, /upgrade and /dashboard render it on refresh.
    refresh();
    return ok({ message: PAYMENT_MESSAGES.success(result.payerName) });
  },
);

/** Local mode only (refused otherwise): the buyer approves the order, choosing a test outcome. */
export const approveLocalOrderAction = defineAction(
  { log: "[payments] approveLocalOrderAction", logMessageOnly: true, auth: "optional", unexpected: processingError },
  async (orderId, { viewer }, scenario) =>
    (await approveLocalOrder(toPaymentUser(viewer), orderId, scenario)) ? ok() : fail(processingError),
);
