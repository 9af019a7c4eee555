import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/paypal/webhook/route";
import { createOrderForUser } from "@/lib/payments/orders";
import { paypal } from "@/lib/payments/paypal";
import { newEventId } from "@/local/paypal/store";
import { signLocalWebhook } from "@/local/paypal/webhook-signing";
import { adminSql } from "./db";
import { approve, newUser, paymentsOf, profileOf, startPaypal } from "./payments-helpers";

const mock = startPaypal();
beforeAll(() => mock.server.listen({ onUnhandledRequest: "error" }));
afterAll(() => mock.server.close());

const BASE = "https://api-m.sandbox.paypal.com";

/** An order the user created and paid at PayPal, but whose browser never came back. */
async function capturedAtPaypal(scenario: "success" | "wrong-amount" | "pending" = "success") {
  const user = await newUser();
  const created = await createOrderForUser(user.payer);
  if (!created.ok) throw new Error(created.reason);
  approve(mock.store, created.orderId, scenario);
  await paypal().orders.captureOrder({ id: created.orderId });
  const captureId = mock.store.getOrder(created.orderId)!.captureIds[0];
  return { user, orderId: created.orderId, captureId };
}

function completedEvent(orderId: string, captureId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: newEventId(),
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "capture",
    resource_version: "2.0",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    summary: "Payment completed for $ 9.99 USD",
    resource: {
      id: captureId,
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "9.99" },
      final_capture: true,
      supplementary_data: { related_ids: { order_id: orderId } },
      links: [{ href: `${BASE}/v2/payments/captures/${captureId}`, rel: "self", method: "GET" }],
      ...overrides,
    },
    links: [],
  };
}

function refundEvent(captureId: string, type: "PAYMENT.CAPTURE.REFUNDED" | "PAYMENT.CAPTURE.REVERSED") {
  const refundId = `RF${captureId.slice(2)}`;
  return {
    id: newEventId(),
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "refund",
    resource_version: "2.0",
    event_type: type,
    summary:
      type === "PAYMENT.CAPTURE.REFUNDED" ? "A $ 9.99 USD capture payment was refunded" : "A $ 9.99 USD capture payment was reversed",
    resource: {
      id: refundId,
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "9.99" },
      note_to_payer: type === "PAYMENT.CAPTURE.REFUNDED" ? "Refund requested by the customer" : undefined,
      ...(type === "PAYMENT.CAPTURE.REVERSED" && { status_details: { reason: "BUYER_COMPLAINT" } }),
      links: [
        { href: `${BASE}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
        { href: `${BASE}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
      ],
    },
    links: [],
  };
}

/** Delivers `event` as PayPal would (signed for our webhook id), or with the given headers. */
async function deliver(event: unknown, headers?: Record<string, string>) {
  const body = JSON.stringify(event);
  const response = await POST(
    new Request("http://localhost/api/paypal/webhook", { method: "POST", body, headers: headers ?? signLocalWebhook(body) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function eventCount() {
  return (await adminSql`select count(*)::int as n from private.paypal_webhook_events`)[0].n as number;
}

describe("PayPal webhook: verified with PayPal before anything changes", () => {
  it("PAYMENT.CAPTURE.COMPLETED grants premium when the browser never came back", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal();
    expect((await profileOf(user.db.id)).is_premium).toBe(false);

    const res = await deliver(completedEvent(orderId, captureId));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "granted" } });
    expect((await profileOf(user.db.id)).is_premium).toBe(true);
    expect((await paymentsOf(user.db.id))[0]).toMatchObject({ status: "COMPLETED", capture_id: captureId });
  });

  it("re-fetches the order instead of trusting the payload (a payload claiming 9.99 for a 0.01 capture grants nothing)", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal("wrong-amount");
    const res = await deliver(completedEvent(orderId, captureId, { amount: { currency_code: "USD", value: "9.99" } }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toMatch(/^ignored: rejected/);
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
  });

  it("a pending capture grants nothing", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal("pending");
    const res = await deliver(completedEvent(orderId, captureId));
    expect(res.body.outcome).toMatch(/^ignored: pending/);
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
  });

  it("rejects a bad signature with 400 and changes nothing", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal();
    const event = completedEvent(orderId, captureId);
    const before = await eventCount();

    // Signed, then tampered with.
    const signed = signLocalWebhook(JSON.stringify(event));
    const tampered = { ...event, resource: { ...event.resource, id: "TAMPEREDCAPTURE01" } };
    expect((await deliver(tampered, signed)).status).toBe(400);
    // Signed for another webhook id.
    expect((await deliver(event, signLocalWebhook(JSON.stringify(event), { webhookId: "SOMEONEELSESHOOK" }))).status).toBe(400);
    // A made-up signature.
    expect((await deliver(event, { ...signed, "paypal-transmission-sig": "Zm9yZ2Vk" })).status).toBe(400);
    // No PayPal headers at all, and a body that is not JSON.
    expect((await deliver(event, { "content-type": "application/json" })).status).toBe(400);
    const notJson = await POST(new Request("http://localhost/api/paypal/webhook", { method: "POST", body: "{nope", headers: signed }));
    expect(notJson.status).toBe(400);

    expect((await profileOf(user.db.id)).is_premium).toBe(false);
    expect((await paymentsOf(user.db.id))[0].status).toBe("CREATED");
    expect(await eventCount()).toBe(before);
  });

  it("refund revokes premium and records why; a replayed completion does not bring it back", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal();
    const completed = completedEvent(orderId, captureId);
    await deliver(completed);
    expect((await profileOf(user.db.id)).is_premium).toBe(true);

    mock.store.refund(captureId);
    const res = await deliver(refundEvent(captureId, "PAYMENT.CAPTURE.REFUNDED"));
    expect(res.body.outcome).toBe("revoked");
    expect(await profileOf(user.db.id)).toEqual({ is_premium: false, premium_since: null });
    const [payment] = await paymentsOf(user.db.id);
    expect(payment.status).toBe("REFUNDED");
    expect(payment.status_reason).toContain("PAYMENT.CAPTURE.REFUNDED");
    expect(payment.status_reason).toContain("Refund requested by the customer");

    // The same completion event replayed, and a fresh one for the same capture: still revoked.
    expect((await deliver(completed)).body.outcome).toBe("replay");
    expect((await deliver(completedEvent(orderId, captureId))).body.outcome).not.toBe("granted");
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
  });

  it("reversal (charge-back) revokes premium", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal();
    await deliver(completedEvent(orderId, captureId));
    const res = await deliver(refundEvent(captureId, "PAYMENT.CAPTURE.REVERSED"));
    expect(res.body.outcome).toBe("revoked");
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
    const [payment] = await paymentsOf(user.db.id);
    expect(payment.status).toBe("REVERSED");
    expect(payment.status_reason).toContain("BUYER_COMPLAINT");
  });

  it("a replayed event changes nothing (same event id, fresh transmission)", async () => {
    const { user, orderId, captureId } = await capturedAtPaypal();
    const completed = completedEvent(orderId, captureId);
    await deliver(completed);
    const since = (await profileOf(user.db.id)).premium_since;
    const refund = refundEvent(captureId, "PAYMENT.CAPTURE.REFUNDED");
    await deliver(refund);
    const afterRefund = await paymentsOf(user.db.id);

    // An attacker (or PayPal's retry) sends both again with valid signatures.
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: "replay" });
    expect((await deliver(refund)).body).toEqual({ received: true, outcome: "replay" });
    expect(await paymentsOf(user.db.id)).toEqual(afterRefund);
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
    expect(since).toBeInstanceOf(Date);
  });

  it("a completion for an order PayPal does not know grants nothing (and is not retried forever)", async () => {
    const { user } = await capturedAtPaypal();
    const res = await deliver(completedEvent("NOSUCHORDER000001", "NOSUCHCAPTURE0001"));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "ignored: order not found" } });
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
  });

  it("acknowledges and ignores unknown events", async () => {
    const before = await eventCount();
    const res = await deliver({
      id: newEventId(),
      event_type: "CHECKOUT.ORDER.APPROVED",
      resource_type: "checkout-order",
      resource: { id: "5O190127TN364715T" },
    });
    expect(res).toEqual({ status: 200, body: { received: true, ignored: "CHECKOUT.ORDER.APPROVED" } });
    expect(await eventCount()).toBe(before);
  });

  it("webhook first, then the browser: one grant, and the browser still hears success", async () => {
    const { captureOrderForUser } = await import("@/lib/payments/orders");
    const { user, orderId, captureId } = await capturedAtPaypal();
    await deliver(completedEvent(orderId, captureId));
    const since = (await profileOf(user.db.id)).premium_since;
    expect(await captureOrderForUser(user.payer, orderId)).toEqual({ ok: true, status: "already", payerName: "Ada" });
    expect((await profileOf(user.db.id)).premium_since).toEqual(since);
  });
});
