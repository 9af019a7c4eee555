/**
 * Runs once per server process before it serves requests. On the local stack
 * (ONEIRA_LOCAL_STACK=1, set by local/) PayPal's REST API is answered by the in-process stand-in
 * (local/paypal, msw), so the real @paypal/paypal-server-sdk stays in the path and no PayPal
 * account is needed. msw is imported dynamically inside the Node.js check: a top-level import
 * would pull it into the edge bundle and break the build. Hosted mode starts nothing.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.ONEIRA_LOCAL_STACK !== "1") return;
  const { startPaypalMock } = await import("./local/paypal/server");
  startPaypalMock({ log: (message) => console.log(message) });
}
