import "server-only";
import { z } from "zod";
import { withUser } from "@/lib/db/with-user";
import { serverEnv } from "@/lib/env/server";
import { orderIdSchema, type PaymentUser } from "./orders";
import { paypalApiBase } from "./paypal";
import { firstName } from "@/lib/text/names";

/**
 * Local mode only: the buyer's approval step that PayPal's pop-up performs in production. It
 * tells the in-process PayPal stand-in (local/paypal) that the order was approved and how the
 * capture should go (a test scenario). In hosted mode it refuses, so it cannot skip real approval.
 */
export const localScenarioSchema = z.enum(["success", "declined", "pending", "wrong-amount", "wrong-currency", "server-error"]);
export type LocalScenario = z.infer<typeof localScenarioSchema>;

export async function approveLocalOrder(user: PaymentUser | null, rawOrderId: unknown, rawScenario: unknown): Promise<boolean> {
  if (serverEnv.mode !== "local" || !user) return false;
  const orderId = orderIdSchema.safeParse(rawOrderId);
  const scenario = localScenarioSchema.safeParse(rawScenario ?? "success");
  if (!orderId.success || !scenario.success) return false;
  const [row] = await withUser(
    user.claims,
    (tx) => tx<{ order_id: string }[]>`select order_id from public.payments where order_id = ${orderId.data} and user_id = ${user.id}`,
  );
  if (!row) return false;
  const response = await fetch(`${paypalApiBase()}/__local/orders/${orderId.data}/approve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scenario: scenario.data, given_name: firstName(user.fullName) ?? "Test" }),
  });
  return response.ok;
}
