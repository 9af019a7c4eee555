import { setupServer, type SetupServer } from "msw/node";
import { createPaypalHandlers } from "./handlers";
import { PaypalMockStore } from "./store";

/**
 * Starts the PayPal stand-in inside this Node process (local mode only; called from
 * instrumentation.ts). msw patches Node's http/https and fetch, so the real
 * @paypal/paypal-server-sdk (axios underneath) talks to these handlers. Every other request
 * passes through untouched. Kept on globalThis so a second register() (dev reloads) reuses it.
 */
const g = globalThis as unknown as { oneiraPaypalMock?: { server: SetupServer; store: PaypalMockStore } };

export function startPaypalMock(options: { log?: (message: string) => void } = {}) {
  if (g.oneiraPaypalMock) return g.oneiraPaypalMock;
  const store = new PaypalMockStore();
  const server = setupServer(...createPaypalHandlers(store));
  server.listen({ onUnhandledRequest: "bypass" });
  g.oneiraPaypalMock = { server, store };
  options.log?.("[paypal] local PayPal stand-in active (msw): no money moves");
  return g.oneiraPaypalMock;
}

export function stopPaypalMock() {
  g.oneiraPaypalMock?.server.close();
  g.oneiraPaypalMock = undefined;
}
