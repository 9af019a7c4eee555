import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { captureOrderForUser, createOrderForUser } from "@/lib/payments/orders";
import { resetPaypalClient } from "@/lib/payments/paypal";
import { approve, newUser, paymentsOf, profileOf, startPaypal } from "./payments-helpers";

/**
 * PayPal erroring and timing out, for real at the HTTP layer (the real SDK against the stand-in
 * with a fault put in front of it): the caller gets a failure it can turn into a clear message,
 * nothing is recorded or granted, and the next call after PayPal recovers succeeds by itself.
 */
const mock = startPaypal();
const ORDERS = "https://api-m.sandbox.paypal.com/v2/checkout/orders";

beforeAll(() => mock.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mock.server.resetHandlers();
  resetPaypalClient();
});
afterAll(() => mock.server.close());

const outage = () =>
  HttpResponse.json({ name: "INTERNAL_SERVER_ERROR", message: "An internal server error has occurred.", debug_id: "f1" }, { status: 500 });

describe("PayPal faults", () => {
  it("a 500 on order creation fails the call, records no order, and the next call works once PayPal is back", async () => {
    const user = await newUser();
    mock.server.use(http.post(ORDERS, outage));
    expect(await createOrderForUser(user.payer)).toEqual({ ok: false, reason: "paypal" });
    expect(await paymentsOf(user.db.id)).toEqual([]);

    mock.server.resetHandlers(); // PayPal recovers
    const created = await createOrderForUser(user.payer);
    expect(created.ok).toBe(true);
  });

  it("a capture that times out grants nothing and can be retried to completion", async () => {
    const user = await newUser();
    const created = await createOrderForUser(user.payer);
    if (!created.ok) throw new Error(created.reason);
    approve(mock.store, created.orderId);

    // PayPal hangs past the SDK's 15 s timeout.
    mock.server.use(
      http.post(`${ORDERS}/:id/capture`, async () => {
        await delay(25_000);
        return outage();
      }),
    );
    const started = Date.now();
    expect(await captureOrderForUser(user.payer, created.orderId)).toEqual({ ok: false, reason: "paypal" });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect((await profileOf(user.db.id)).is_premium).toBe(false);

    mock.server.resetHandlers();
    const retried = await captureOrderForUser(user.payer, created.orderId);
    expect(retried.ok).toBe(true);
    expect((await profileOf(user.db.id)).is_premium).toBe(true);
  }, 45_000);
});
