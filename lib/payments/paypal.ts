import "server-only";
import { Client, Environment, OrdersController, PaymentsController, type OAuthToken } from "@paypal/paypal-server-sdk";
import { serverEnv } from "@/lib/env/server";

/**
 * The PayPal REST client for this process (live or sandbox from PAYPAL_ENVIRONMENT; in local mode
 * the sandbox host, answered in-process by the msw stand-in). One OAuth token is shared by the SDK
 * and by the calls the SDK does not cover (verify-webhook-signature).
 */
type PaypalContext = { client: Client; orders: OrdersController; payments: PaymentsController; token?: OAuthToken };
const g = globalThis as unknown as { oneiraPaypal?: PaypalContext };

export function paypalApiBase(): string {
  return serverEnv.PAYPAL_ENVIRONMENT === "live" ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com";
}

function isFresh(token: OAuthToken | undefined): token is OAuthToken {
  // expiry is in seconds (bigint); renew a minute early.
  return Boolean(token?.accessToken && token.expiry && token.expiry > BigInt(Math.floor(Date.now() / 1000) + 60));
}

export function paypal(): PaypalContext {
  if (g.oneiraPaypal) return g.oneiraPaypal;
  const context = {} as PaypalContext;
  context.client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: serverEnv.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
      oAuthClientSecret: serverEnv.PAYPAL_CLIENT_SECRET,
      oAuthTokenProvider: async (last, manager) => {
        if (isFresh(context.token)) return context.token;
        if (isFresh(last)) return (context.token = last);
        return (context.token = await manager.fetchToken());
      },
    },
    environment: serverEnv.PAYPAL_ENVIRONMENT === "live" ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
  });
  context.orders = new OrdersController(context.client);
  context.payments = new PaymentsController(context.client);
  g.oneiraPaypal = context;
  return context;
}

/** A valid access token (cached until a minute before expiry). */
export async function paypalAccessToken(): Promise<string> {
  const context = paypal();
  if (!isFresh(context.token)) context.token = await context.client.clientCredentialsAuthManager.fetchToken();
  return context.token.accessToken;
}

/** Forget the client (tests switch the mock between runs). */
export function resetPaypalClient() {
  g.oneiraPaypal = undefined;
}
