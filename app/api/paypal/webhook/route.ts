import { handlePaypalWebhook } from "@/lib/payments/webhook";

/** PayPal webhook deliveries (see docs/paypal.md). Verified with PayPal before anything changes. */
export async function POST(request: Request): Promise<Response> {
  return handlePaypalWebhook(request);
}
