import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiError, CheckoutPaymentIntent, ItemCategory, type Order } from "@paypal/paypal-server-sdk";
import { asService, withUser, type UserClaims } from "@/lib/db/with-user";
import { CURRENCY, PRICE } from "@/lib/site-config";
import { PLAN_DESCRIPTION, PLAN_NAME } from "./constants";
import { paypal } from "./paypal";
import { firstName } from "@/lib/text/names";

/**
 * Orders v2 on the server: create an order for the signed-in user, capture it, and grant premium
 * only after checking what PayPal says was captured. The browser only ever passes an order id.
 */

export type PaymentUser = { id: string; isPremium: boolean; claims: UserClaims; fullName?: string | null };

export type CreateOrderResult = { ok: true; orderId: string } | { ok: false; reason: "signed-out" | "already-premium" | "paypal" };

export type CaptureResult =
  | { ok: true; status: "granted" | "already"; payerName: string }
  | { ok: false; reason: "signed-out" | "invalid-order" | "not-found" | "declined" | "pending" | "rejected" | "paypal" };

/** PayPal order ids are upper-case letters and digits (17 today); accept a little more, never less strict. */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{10,36}$/, "Invalid order id");

function log(message: string, detail?: unknown) {
  console.warn(`[payments] ${message}`, detail instanceof Error ? detail.message : (detail ?? ""));
}

function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return result?.details?.[0]?.issue ?? result?.name;
}

export async function createOrderForUser(user: PaymentUser | null): Promise<CreateOrderResult> {
  if (!user) return { ok: false, reason: "signed-out" };
  // Read premium fresh from the database (the caller's copy may be from before a webhook).
  const [profile] = await withUser(
    user.claims,
    (tx) => tx<{ is_premium: boolean }[]>`select is_premium from public.profiles where id = ${user.id}`,
  );
  if (user.isPremium || profile?.is_premium) return { ok: false, reason: "already-premium" };

  let order: Order;
  try {
    const response = await paypal().orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: "oneira-unlimited-lifetime",
            description: PLAN_DESCRIPTION,
            customId: user.id,
            amount: { currencyCode: CURRENCY, value: PRICE, breakdown: { itemTotal: { currencyCode: CURRENCY, value: PRICE } } },
            items: [
              {
                name: PLAN_NAME,
                description: "Lifetime access, one-time payment",
                quantity: "1",
                category: ItemCategory.DigitalGoods,
                unitAmount: { currencyCode: CURRENCY, value: PRICE },
              },
            ],
          },
        ],
      },
      // Idempotency key: a retried request returns the same order instead of a second one.
      paypalRequestId: `oneira-order-${randomUUID()}`,
      prefer: "return=minimal",
    });
    order = response.result;
  } catch (error) {
    log("createOrder failed", paypalIssue(error) ?? error);
    return { ok: false, reason: "paypal" };
  }
  if (!order.id) return { ok: false, reason: "paypal" };

  await asService((tx) => tx`select private.record_order(${user.id}::uuid, ${order.id!}, ${PRICE}::numeric, ${CURRENCY})`);
  return { ok: true, orderId: order.id };
}

export type CheckedCapture =
  | { ok: true; captureId: string; amount: string; currency: string; userId: string }
  | { ok: false; reason: "pending" | "rejected"; detail: string };

/**
 * What PayPal says was captured for this order, checked against what we sell: order COMPLETED,
 * one purchase unit for `expectedUser` (custom_id), its capture COMPLETED for exactly PRICE CURRENCY.
 * `captureId`, when given, must be that capture (webhooks name one).
 */
export function checkCapturedOrder(order: Order, expectedUser: string | null, captureId?: string): CheckedCapture {
  const units = order.purchaseUnits ?? [];
  if (units.length !== 1) return { ok: false, reason: "rejected", detail: "purchase units" };
  const unit = units[0];
  if (!unit.customId || (expectedUser !== null && unit.customId !== expectedUser)) {
    return { ok: false, reason: "rejected", detail: "custom_id does not match the user" };
  }
  const captures = unit.payments?.captures ?? [];
  const capture = captureId ? captures.find((c) => c.id === captureId) : captures.length === 1 ? captures[0] : undefined;
  if (!capture?.id) return { ok: false, reason: "rejected", detail: "no capture" };
  if (capture.status === "PENDING") return { ok: false, reason: "pending", detail: capture.statusDetails?.reason ?? "PENDING" };
  if (capture.status !== "COMPLETED" || order.status !== "COMPLETED") {
    return { ok: false, reason: "rejected", detail: `status ${capture.status}/${order.status}` };
  }
  const amount = capture.amount;
  if (!amount || amount.currencyCode !== CURRENCY || amount.value !== PRICE) {
    return { ok: false, reason: "rejected", detail: `amount ${amount?.value} ${amount?.currencyCode}` };
  }
  return { ok: true, captureId: capture.id, amount: amount.value, currency: amount.currencyCode, userId: unit.customId };
}

/** Records the capture and flips premium in one transaction (private.grant_premium_from_capture). */
export async function grantPremium(orderId: string, checked: Extract<CheckedCapture, { ok: true }>) {
  const [row] = await asService(
    (tx) =>
      tx<{ outcome: string }[]>`
      select private.grant_premium_from_capture(${orderId}, ${checked.captureId}, ${checked.userId}::uuid,
        ${checked.amount}::numeric, ${checked.currency}) as outcome`,
  );
  return row.outcome as "granted" | "already" | "unknown_order" | "wrong_user" | "wrong_amount" | "capture_conflict" | "revoked";
}

export async function captureOrderForUser(user: PaymentUser | null, rawOrderId: unknown): Promise<CaptureResult> {
  if (!user) return { ok: false, reason: "signed-out" };
  const parsed = orderIdSchema.safeParse(rawOrderId);
  if (!parsed.success) return { ok: false, reason: "invalid-order" };
  const orderId = parsed.data;
  const fallbackName = firstName(user.fullName) ?? "Dreamer";

  // Only the user who created the order may capture it: row level security shows a user their own
  // payments only, so another user's order id is simply not found.
  const [row] = await withUser(
    user.claims,
    (tx) =>
      tx<{ status: string; capture_id: string | null }[]>`
      select status, capture_id from public.payments where order_id = ${orderId} and user_id = ${user.id}`,
  );
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status === "REFUNDED" || row.status === "REVERSED" || row.status === "DENIED") return { ok: false, reason: "rejected" };

  const { orders } = paypal();
  let order: Order;
  if (row.status === "COMPLETED") {
    // The webhook (or an earlier call) got here first: premium is granted; just say thank you.
    try {
      order = (await orders.getOrder({ id: orderId })).result;
      return { ok: true, status: "already", payerName: order.payer?.name?.givenName || fallbackName };
    } catch {
      return { ok: true, status: "already", payerName: fallbackName };
    }
  }

  try {
    order = (
      await orders.captureOrder({
        id: orderId,
        paypalRequestId: `oneira-capture-${orderId}-${randomUUID()}`,
        prefer: "return=representation",
      })
    ).result;
  } catch (error) {
    const issue = paypalIssue(error);
    if (issue === "ORDER_ALREADY_CAPTURED") {
      // Captured by another tab or request: verify what PayPal holds, the same way.
      try {
        order = (await orders.getOrder({ id: orderId })).result;
      } catch (again) {
        log("getOrder after ORDER_ALREADY_CAPTURED failed", again);
        return { ok: false, reason: "paypal" };
      }
    } else {
      log(`captureOrder ${orderId} failed`, issue ?? error);
      return { ok: false, reason: issue === "INSTRUMENT_DECLINED" || issue === "ORDER_NOT_APPROVED" ? "declined" : "paypal" };
    }
  }

  const checked = checkCapturedOrder(order, user.id);
  if (!checked.ok) {
    log(`capture ${orderId} not granted: ${checked.detail}`);
    return { ok: false, reason: checked.reason };
  }
  const outcome = await grantPremium(orderId, checked);
  if (outcome !== "granted" && outcome !== "already") {
    log(`capture ${orderId} refused by the database: ${outcome}`);
    return { ok: false, reason: "rejected" };
  }
  return { ok: true, status: outcome, payerName: order.payer?.name?.givenName || fallbackName };
}
