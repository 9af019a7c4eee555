import { setupServer } from "msw/node";
import { createPaypalHandlers } from "@/local/paypal/handlers";
import { PaypalMockStore, type CaptureScenario } from "@/local/paypal/store";
import type { PaymentUser } from "@/lib/payments/orders";
import { adminSql, insertUser, type DbUser } from "./db";

/** The same PayPal stand-in local mode runs, inside the test process (intercepts the real SDK). */
export function startPaypal() {
  const store = new PaypalMockStore();
  const server = setupServer(...createPaypalHandlers(store));
  const requests: Request[] = [];
  server.events.on("request:start", ({ request }) => {
    requests.push(request.clone());
  });
  return { store, server, requests };
}

export async function newUser(options: { premium?: boolean; name?: string } = {}) {
  const db = await insertUser(options);
  return { db, payer: paymentUser(db, options.premium ?? false, options.name ?? "Test Dreamer") };
}

export function paymentUser(db: DbUser, isPremium = false, fullName = "Test Dreamer"): PaymentUser {
  return { id: db.id, isPremium, claims: db.claims, fullName };
}

export async function profileOf(userId: string) {
  const [row] = await adminSql<{ is_premium: boolean; premium_since: Date | null }[]>`
    select is_premium, premium_since from public.profiles where id = ${userId}`;
  return row;
}

export async function paymentsOf(userId: string) {
  return adminSql<
    { order_id: string; capture_id: string | null; status: string; status_reason: string | null; amount: string; currency: string }[]
  >`
    select order_id, capture_id, status, status_reason, amount::text, currency from public.payments where user_id = ${userId} order by created_at`;
}

export function approve(store: PaypalMockStore, orderId: string, scenario: CaptureScenario = "success", givenName = "Ada") {
  const order = store.approve(orderId, { scenario, givenName });
  if (!order) throw new Error(`cannot approve ${orderId}`);
}
