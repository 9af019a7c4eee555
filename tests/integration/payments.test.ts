import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CheckoutPaymentIntent } from "@paypal/paypal-server-sdk";
import { captureOrderForUser, createOrderForUser } from "@/lib/payments/orders";
import { paypal } from "@/lib/payments/paypal";
import { adminSql } from "./db";
import { approve, newUser, paymentsOf, profileOf, startPaypal } from "./payments-helpers";

const mock = startPaypal();
beforeAll(() => mock.server.listen({ onUnhandledRequest: "error" }));
afterAll(() => mock.server.close());
beforeEach(() => {
  mock.requests.length = 0;
});

async function createdOrder(user: Awaited<ReturnType<typeof newUser>>) {
  const created = await createOrderForUser(user.payer);
  if (!created.ok) throw new Error(`createOrder failed: ${created.reason}`);
  return created.orderId;
}

describe("createOrder (server action logic, real SDK against the PayPal stand-in)", () => {
  it("creates a 9.99 USD order for the user with an idempotency key and records it as CREATED", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);

    const order = mock.store.getOrder(orderId)!;
    expect(order.intent).toBe("CAPTURE");
    expect(order.purchase_units).toHaveLength(1);
    expect(order.purchase_units[0].amount).toEqual({ currency_code: "USD", value: "9.99" });
    expect(order.purchase_units[0].custom_id).toBe(user.db.id);
    expect(order.purchase_units[0].description).toMatch(/Unlimited Plan.*lifetime/i);
    const createRequest = mock.requests.find((r) => r.method === "POST" && r.url.endsWith("/v2/checkout/orders"));
    expect(createRequest?.headers.get("paypal-request-id")).toMatch(/^oneira-order-[0-9a-f-]{36}$/);
    expect(createRequest?.headers.get("authorization")).toMatch(/^Bearer /);

    expect(await paymentsOf(user.db.id)).toEqual([
      { order_id: orderId, capture_id: null, status: "CREATED", status_reason: null, amount: "9.99", currency: "USD" },
    ]);
  });

  it("refuses a signed-out caller and a premium user, and creates nothing at PayPal", async () => {
    expect(await createOrderForUser(null)).toEqual({ ok: false, reason: "signed-out" });
    const premium = await newUser({ premium: true });
    // Even when the caller's copy of the viewer is stale, the database decides.
    expect(await createOrderForUser({ ...premium.payer, isPremium: false })).toEqual({ ok: false, reason: "already-premium" });
    expect(mock.requests.filter((r) => r.url.includes("/v2/checkout/orders"))).toHaveLength(0);
    expect(await paymentsOf(premium.db.id)).toEqual([]);
  });
});

describe("captureOrder: premium only for a real, complete 9.99 USD payment by this user", () => {
  it("captures an approved order, grants premium once and thanks the payer by name", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    approve(mock.store, orderId, "success", "Ada");

    const result = await captureOrderForUser(user.payer, orderId);
    expect(result).toEqual({ ok: true, status: "granted", payerName: "Ada" });
    const profile = await profileOf(user.db.id);
    expect(profile.is_premium).toBe(true);
    expect(profile.premium_since).toBeInstanceOf(Date);
    const [payment] = await paymentsOf(user.db.id);
    expect(payment.status).toBe("COMPLETED");
    expect(payment.capture_id).toBe(mock.store.getOrder(orderId)!.captureIds[0]);
  });

  it("the same capture twice grants nothing twice and does not error", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    approve(mock.store, orderId);
    expect((await captureOrderForUser(user.payer, orderId)).ok).toBe(true);
    const first = await profileOf(user.db.id);

    const again = await Promise.all([captureOrderForUser(user.payer, orderId), captureOrderForUser(user.payer, orderId)]);
    expect(again.map((r) => r.ok && r.status)).toEqual(["already", "already"]);
    expect((await profileOf(user.db.id)).premium_since).toEqual(first.premium_since);
    expect(mock.store.getOrder(orderId)!.captureIds).toHaveLength(1);
    expect(await paymentsOf(user.db.id)).toHaveLength(1);
  });

  it("two simultaneous captures of one order grant exactly once", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    approve(mock.store, orderId);
    const results = await Promise.all([captureOrderForUser(user.payer, orderId), captureOrderForUser(user.payer, orderId)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.status === "granted")).toHaveLength(1);
    expect(mock.store.getOrder(orderId)!.captureIds).toHaveLength(1);
  });

  it("another user's order: not found, nothing captured, nobody granted", async () => {
    const owner = await newUser();
    const thief = await newUser();
    const orderId = await createdOrder(owner);
    approve(mock.store, orderId);

    expect(await captureOrderForUser(thief.payer, orderId)).toEqual({ ok: false, reason: "not-found" });
    expect(mock.store.getOrder(orderId)!.status).toBe("APPROVED");
    expect((await profileOf(thief.db.id)).is_premium).toBe(false);
    expect((await profileOf(owner.db.id)).is_premium).toBe(false);
  });

  it("an order PayPal holds for someone else (custom_id) is refused even if recorded for the caller", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    // Forged: an order created at PayPal for the victim's id, then recorded under the attacker.
    const forged = await paypal().orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ customId: victim.db.id, amount: { currencyCode: "USD", value: "9.99" } }],
      },
    });
    const orderId = forged.result.id!;
    await adminSql`select private.record_order(${attacker.db.id}::uuid, ${orderId}, 9.99, 'USD')`;
    approve(mock.store, orderId);

    expect(await captureOrderForUser(attacker.payer, orderId)).toEqual({ ok: false, reason: "rejected" });
    expect((await profileOf(attacker.db.id)).is_premium).toBe(false);
    expect((await profileOf(victim.db.id)).is_premium).toBe(false);
  });

  it.each([
    ["wrong-amount", "rejected"],
    ["wrong-currency", "rejected"],
    ["pending", "pending"],
    ["declined", "declined"],
    ["server-error", "paypal"],
  ] as const)("capture scenario %s → %s, and no premium", async (scenario, reason) => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    approve(mock.store, orderId, scenario);

    expect(await captureOrderForUser(user.payer, orderId)).toEqual({ ok: false, reason });
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
    const [payment] = await paymentsOf(user.db.id);
    expect(payment.status).toBe("CREATED");
    expect(payment.capture_id).toBeNull();
  });

  it("an order the payer never approved is not captured (ORDER_NOT_APPROVED)", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    expect(await captureOrderForUser(user.payer, orderId)).toEqual({ ok: false, reason: "declined" });
    expect((await profileOf(user.db.id)).is_premium).toBe(false);
  });

  it("rejects malformed order ids and signed-out callers before calling PayPal", async () => {
    const user = await newUser();
    for (const bad of ["", "abc", "../../v1/oauth2/token", "5O190127TN364715T/capture", 42, null, { id: "X" }]) {
      expect(await captureOrderForUser(user.payer, bad)).toEqual({ ok: false, reason: "invalid-order" });
    }
    expect(await captureOrderForUser(null, "5O190127TN364715T")).toEqual({ ok: false, reason: "signed-out" });
    expect(mock.requests).toHaveLength(0);
  });

  it("a capture made elsewhere (another tab) is verified and granted once (ORDER_ALREADY_CAPTURED)", async () => {
    const user = await newUser();
    const orderId = await createdOrder(user);
    approve(mock.store, orderId);
    await paypal().orders.captureOrder({ id: orderId });

    expect(await captureOrderForUser(user.payer, orderId)).toEqual({ ok: true, status: "granted", payerName: "Ada" });
    expect((await profileOf(user.db.id)).is_premium).toBe(true);
  });
});

describe("private.grant_premium_from_capture (the database's own checks)", () => {
  it("refuses a capture id already used by another order, a wrong user and a wrong amount", async () => {
    const a = await newUser();
    const b = await newUser();
    await adminSql`select private.record_order(${a.db.id}::uuid, 'ORDERAAAAAAAAAAA1', 9.99, 'USD')`;
    await adminSql`select private.record_order(${b.db.id}::uuid, 'ORDERBBBBBBBBBBB1', 9.99, 'USD')`;
    const grant = async (order: string, capture: string, user: string, amount: string, currency = "USD") =>
      (
        await adminSql`select private.grant_premium_from_capture(${order}, ${capture}, ${user}::uuid, ${amount}::numeric, ${currency}) as o`
      )[0].o;

    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA1", b.db.id, "9.99")).toBe("wrong_user");
    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA1", a.db.id, "0.99")).toBe("wrong_amount");
    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA1", a.db.id, "9.99", "EUR")).toBe("wrong_amount");
    expect(await grant("ORDERUNKNOWN00001", "CAPAAAAAAAAAAAAA1", a.db.id, "9.99")).toBe("unknown_order");
    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA1", a.db.id, "9.99")).toBe("granted");
    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA1", a.db.id, "9.99")).toBe("already");
    expect(await grant("ORDERAAAAAAAAAAA1", "CAPAAAAAAAAAAAAA2", a.db.id, "9.99")).toBe("capture_conflict");
    expect(await grant("ORDERBBBBBBBBBBB1", "CAPAAAAAAAAAAAAA1", b.db.id, "9.99")).toBe("capture_conflict");
    expect((await profileOf(b.db.id)).is_premium).toBe(false);
  });

  it("refuses to record an existing order for another user", async () => {
    const a = await newUser();
    const b = await newUser();
    await adminSql`select private.record_order(${a.db.id}::uuid, 'ORDERCCCCCCCCCCC1', 9.99, 'USD')`;
    await adminSql`select private.record_order(${a.db.id}::uuid, 'ORDERCCCCCCCCCCC1', 9.99, 'USD')`;
    await expect(adminSql`select private.record_order(${b.db.id}::uuid, 'ORDERCCCCCCCCCCC1', 9.99, 'USD')`).rejects.toThrow(/another user/);
  });
});
