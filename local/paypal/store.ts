import { randomBytes, randomUUID } from "node:crypto";

/**
 * In-memory state of the local PayPal stand-in: orders, captures, access tokens and the responses
 * remembered per PayPal-Request-Id. Shapes follow PayPal's REST API (snake_case JSON).
 */

/** What the buyer's "bank" does when the order is captured (chosen at the local approval step). */
export const captureScenarios = ["success", "declined", "pending", "wrong-amount", "wrong-currency", "server-error"] as const;
export type CaptureScenario = (typeof captureScenarios)[number];

export type Money = { currency_code: string; value: string };

export type MockCapture = {
  id: string;
  status: "COMPLETED" | "PENDING" | "DECLINED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "FAILED";
  status_details?: { reason: string };
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  links: { href: string; rel: string; method: string }[];
  create_time: string;
  update_time: string;
  order_id: string;
};

export type MockOrder = {
  id: string;
  intent: "CAPTURE" | "AUTHORIZE";
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED" | "PAYER_ACTION_REQUIRED";
  purchase_units: {
    reference_id: string;
    amount: Money;
    description?: string;
    custom_id?: string;
    invoice_id?: string;
    payee: { email_address: string; merchant_id: string };
  }[];
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string; address: { country_code: string } };
  scenario: CaptureScenario;
  captureIds: string[];
  create_time: string;
  update_time: string;
};

export const MERCHANT = { email_address: "merchant@oneira.example", merchant_id: "ONEIRALOCALMRCH" };

/** PayPal ids: 17 upper-case letters and digits. */
export function paypalId(length = 17): string {
  const alphabet = "ABCDEFGHJKLMNPRSTUVWXY0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (let i = 0; i < length; i++) id += alphabet[bytes[i] % alphabet.length];
  return id;
}

export function debugId(): string {
  return randomBytes(7).toString("hex");
}

export class PaypalMockStore {
  readonly orders = new Map<string, MockOrder>();
  readonly captures = new Map<string, MockCapture>();
  readonly tokens = new Set<string>();
  /** `${method} ${path} ${PayPal-Request-Id}` → the first response (status and body). */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** Scenario applied to the next approval that does not name one (for tests). */
  nextScenario: CaptureScenario | null = null;

  issueToken(): string {
    const token = `A21AA${randomBytes(24).toString("base64url")}`;
    this.tokens.add(token);
    return token;
  }

  /** Orders as the server would see them with PayPal; used by tests to inspect or forge state. */
  getOrder(id: string): MockOrder | undefined {
    return this.orders.get(id);
  }

  /** The buyer approves the order in PayPal's pop-up (or the local checkout). */
  approve(orderId: string, options: { scenario?: CaptureScenario; givenName?: string; surname?: string } = {}): MockOrder | null {
    const order = this.orders.get(orderId);
    if (!order || order.status !== "CREATED") return order?.status === "APPROVED" ? order : null;
    order.status = "APPROVED";
    order.scenario = options.scenario ?? this.nextScenario ?? "success";
    this.nextScenario = null;
    order.payer = {
      name: { given_name: options.givenName?.trim() || "Test", surname: options.surname?.trim() || "Buyer" },
      email_address: "buyer@oneira.example",
      payer_id: paypalId(13),
      address: { country_code: "US" },
    };
    order.update_time = new Date().toISOString();
    return order;
  }

  /** Merchant refunds a capture in PayPal's dashboard. */
  refund(captureId: string): MockCapture | null {
    const capture = this.captures.get(captureId);
    if (!capture) return null;
    capture.status = "REFUNDED";
    capture.update_time = new Date().toISOString();
    return capture;
  }

  reset() {
    this.orders.clear();
    this.captures.clear();
    this.tokens.clear();
    this.idempotent.clear();
    this.nextScenario = null;
  }
}

export function newEventId(): string {
  return `WH-${paypalId(17)}-${paypalId(17)}`;
}

export function newTransmissionId(): string {
  return randomUUID();
}
