import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from "msw";
import { localConfig } from "../config";
import {
  captureScenarios,
  debugId,
  MERCHANT,
  paypalId,
  type CaptureScenario,
  type MockCapture,
  type MockOrder,
  type PaypalMockStore,
} from "./store";
import { verifyLocalSignature } from "./webhook-signing";

/**
 * msw 2 handlers for the part of PayPal's REST API that Oneira uses, answering with PayPal's
 * response shapes and error bodies:
 *   POST /v1/oauth2/token                        client-credentials token
 *   POST /v2/checkout/orders                     create (PayPal-Request-Id idempotent)
 *   GET  /v2/checkout/orders/:id                 show
 *   POST /v2/checkout/orders/:id/capture         capture (422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED / INSTRUMENT_DECLINED)
 *   GET  /v2/payments/captures/:id               show capture
 *   POST /v1/notifications/verify-webhook-signature
 * and two local-only controls (never called in hosted mode): the buyer's approval step and a
 * merchant refund, under /__local/.
 */
export const PAYPAL_SANDBOX_API = "https://api-m.sandbox.paypal.com";

type ErrorDetail = { issue: string; description: string; field?: string; value?: string; location?: string };

function paypalError(status: number, name: string, message: string, details: ErrorDetail[] = []) {
  return HttpResponse.json(
    {
      name,
      ...(details.length > 0 && { details }),
      message,
      debug_id: debugId(),
      links: details.length
        ? [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${details[0].issue}`, rel: "information_link", method: "GET" }]
        : [],
    },
    { status, headers: { "paypal-debug-id": debugId() } },
  );
}

const UNPROCESSABLE = "The requested action could not be performed, semantically incorrect, or failed business validation.";

function unauthorized() {
  return HttpResponse.json(
    {
      name: "AUTHENTICATION_FAILURE",
      message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
    },
    { status: 401 },
  );
}

function notFound() {
  return paypalError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
    { issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist. Please check the resource ID and try again." },
  ]);
}

function orderLinks(order: MockOrder) {
  const self = `${PAYPAL_SANDBOX_API}/v2/checkout/orders/${order.id}`;
  if (order.status === "COMPLETED") return [{ href: self, rel: "self", method: "GET" }];
  return [
    { href: self, rel: "self", method: "GET" },
    { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" },
    { href: self, rel: "update", method: "PATCH" },
    { href: `${self}/capture`, rel: "capture", method: "POST" },
  ];
}

function captureJson(capture: MockCapture) {
  const { order_id, ...rest } = capture;
  return { ...rest, supplementary_data: { related_ids: { order_id } } };
}

function orderJson(store: PaypalMockStore, order: MockOrder) {
  const { scenario: _scenario, captureIds, ...rest } = order;
  const captures = captureIds.map((id) => store.captures.get(id)).filter((c): c is MockCapture => Boolean(c));
  return {
    ...rest,
    purchase_units: rest.purchase_units.map((pu, index) => ({
      ...pu,
      ...(index === 0 && captures.length > 0 && { payments: { captures: captures.map(({ order_id: _o, ...c }) => c) } }),
    })),
    ...(order.payer && {
      payment_source: {
        paypal: {
          email_address: order.payer.email_address,
          account_id: order.payer.payer_id,
          account_status: "VERIFIED",
          name: order.payer.name,
          address: order.payer.address,
        },
      },
    }),
    links: orderLinks(order),
  };
}

function bearer(request: Request, store: PaypalMockStore): boolean {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  return Boolean(match && store.tokens.has(match[1]));
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Replays the first response for a repeated PayPal-Request-Id, as PayPal does. */
async function idempotent(
  store: PaypalMockStore,
  request: Request,
  key: string,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<Response> {
  const requestId = request.headers.get("paypal-request-id");
  const storeKey = requestId ? `${key}|${requestId}` : null;
  const remembered = storeKey ? store.idempotent.get(storeKey) : undefined;
  const result = remembered ?? (await run());
  if (storeKey && !remembered && result.status < 500) store.idempotent.set(storeKey, result);
  return HttpResponse.json(result.body as never, { status: result.status });
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

function validateOrderRequest(body: unknown): ErrorDetail | MockOrder["purchase_units"] {
  const b = body as { intent?: unknown; purchase_units?: unknown };
  if (!b || typeof b !== "object") return { issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." };
  if (b.intent !== "CAPTURE" && b.intent !== "AUTHORIZE") {
    return { field: "/intent", location: "body", issue: "INVALID_PARAMETER_VALUE", description: "The value of a field is invalid." };
  }
  if (!Array.isArray(b.purchase_units) || b.purchase_units.length === 0) {
    return {
      field: "/purchase_units",
      location: "body",
      issue: "MISSING_REQUIRED_PARAMETER",
      description: "A required field / parameter is missing.",
    };
  }
  const units: MockOrder["purchase_units"] = [];
  for (const [i, raw] of (b.purchase_units as Record<string, unknown>[]).entries()) {
    const amount = raw?.amount as { currency_code?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.currency_code !== "string" || !/^[A-Z]{3}$/.test(amount.currency_code)) {
      return {
        field: `/purchase_units/${i}/amount/currency_code`,
        location: "body",
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field / parameter is missing.",
      };
    }
    if (typeof amount.value !== "string" || !AMOUNT.test(amount.value) || Number(amount.value) <= 0) {
      return {
        field: `/purchase_units/${i}/amount/value`,
        location: "body",
        issue: "INVALID_PARAMETER_SYNTAX",
        description: "The value of a field does not conform to the expected format.",
      };
    }
    const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : undefined);
    units.push({
      reference_id: str(raw.reference_id, 256) ?? "default",
      amount: { currency_code: amount.currency_code, value: amount.value },
      description: str(raw.description, 127),
      custom_id: str(raw.custom_id, 127),
      invoice_id: str(raw.invoice_id, 127),
      payee: MERCHANT,
    });
  }
  return units;
}

function capture(store: PaypalMockStore, order: MockOrder): { status: number; body: unknown } {
  const unit = order.purchase_units[0];
  const scenario: CaptureScenario = order.scenario;
  let amount = { ...unit.amount };
  if (scenario === "wrong-amount") amount = { currency_code: unit.amount.currency_code, value: "0.01" };
  if (scenario === "wrong-currency")
    amount = { currency_code: unit.amount.currency_code === "EUR" ? "USD" : "EUR", value: unit.amount.value };
  const now = new Date().toISOString();
  const id = paypalId();
  const fee = (Math.round(Number(amount.value) * 3.49 + 49) / 100).toFixed(2);
  const c: MockCapture = {
    id,
    status: scenario === "pending" ? "PENDING" : "COMPLETED",
    ...(scenario === "pending" && { status_details: { reason: "PENDING_REVIEW" } }),
    amount,
    final_capture: true,
    custom_id: unit.custom_id,
    seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
    seller_receivable_breakdown: {
      gross_amount: amount,
      paypal_fee: { currency_code: amount.currency_code, value: fee },
      net_amount: { currency_code: amount.currency_code, value: (Number(amount.value) - Number(fee)).toFixed(2) },
    },
    links: [
      { href: `${PAYPAL_SANDBOX_API}/v2/payments/captures/${id}`, rel: "self", method: "GET" },
      { href: `${PAYPAL_SANDBOX_API}/v2/payments/captures/${id}/refund`, rel: "refund", method: "POST" },
      { href: `${PAYPAL_SANDBOX_API}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
    ],
    create_time: now,
    update_time: now,
    order_id: order.id,
  };
  store.captures.set(id, c);
  order.captureIds.push(id);
  order.status = "COMPLETED";
  order.update_time = now;
  return { status: 201, body: orderJson(store, order) };
}

function issueToken(store: PaypalMockStore, request: Request, form: URLSearchParams): Response {
  const expected = `Basic ${Buffer.from(`${localConfig.paypalClientId}:${localConfig.paypalClientSecret}`).toString("base64")}`;
  if (request.headers.get("authorization") !== expected) {
    return HttpResponse.json({ error: "invalid_client", error_description: "Client Authentication failed" }, { status: 401 });
  }
  if (form.get("grant_type") !== "client_credentials") {
    return HttpResponse.json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, { status: 400 });
  }
  return HttpResponse.json({
    scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks openid",
    access_token: store.issueToken(),
    token_type: "Bearer",
    app_id: "APP-80W284485P519543T",
    expires_in: 32400,
    nonce: `${new Date().toISOString()}${paypalId(20)}`,
  });
}

function invalidRequest(details: ErrorDetail[]): { status: number; body: unknown } {
  return {
    status: 400,
    body: {
      name: "INVALID_REQUEST",
      message: "Request is not well-formed, syntactically incorrect, or violates schema.",
      debug_id: debugId(),
      details,
    },
  };
}

async function createOrder(store: PaypalMockStore, request: Request): Promise<{ status: number; body: unknown }> {
  const body = await readJson(request);
  if (body === undefined) {
    return invalidRequest([{ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed.", location: "body" }]);
  }
  const units = validateOrderRequest(body);
  if (!Array.isArray(units)) return invalidRequest([units]);
  const now = new Date().toISOString();
  const order: MockOrder = {
    id: paypalId(),
    intent: (body as { intent: "CAPTURE" | "AUTHORIZE" }).intent,
    status: "CREATED",
    purchase_units: units,
    scenario: "success",
    captureIds: [],
    create_time: now,
    update_time: now,
  };
  store.orders.set(order.id, order);
  const full = (request.headers.get("prefer") ?? "").includes("return=representation");
  return { status: 201, body: full ? orderJson(store, order) : { id: order.id, status: order.status, links: orderLinks(order) } };
}

/** Why PayPal refuses to capture this order (422 UNPROCESSABLE_ENTITY), or null when it captures. */
function captureRefusal(order: MockOrder): ErrorDetail | null {
  if (order.status === "COMPLETED")
    return {
      issue: "ORDER_ALREADY_CAPTURED",
      description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    };
  if (order.status !== "APPROVED")
    return {
      issue: "ORDER_NOT_APPROVED",
      description:
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
    };
  if (order.intent !== "CAPTURE")
    return {
      issue: "ACTION_DOES_NOT_MATCH_INTENT",
      description:
        "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
    };
  if (order.scenario === "declined")
    return {
      issue: "INSTRUMENT_DECLINED",
      description: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
    };
  return null;
}

const internalServerError = () => ({
  status: 500,
  body: {
    name: "INTERNAL_SERVER_ERROR",
    message: "An internal server error has occurred.",
    debug_id: debugId(),
    links: [
      { href: "https://developer.paypal.com/docs/api/orders/v2/#error-INTERNAL_SERVER_ERROR", rel: "information_link", method: "GET" },
    ],
  },
});

async function captureOrder(store: PaypalMockStore, id: string): Promise<{ status: number; body: unknown }> {
  const order = store.orders.get(id);
  if (!order) return { status: 404, body: await notFound().json() };
  const refusal = captureRefusal(order);
  if (refusal) return { status: 422, body: await paypalError(422, "UNPROCESSABLE_ENTITY", UNPROCESSABLE, [refusal]).json() };
  if (order.scenario === "server-error") return internalServerError();
  return capture(store, order);
}

const WEBHOOK_VERIFY_FIELDS = [
  "auth_algo",
  "cert_url",
  "transmission_id",
  "transmission_sig",
  "transmission_time",
  "webhook_id",
  "webhook_event",
];

async function verifyWebhookSignature(request: Request): Promise<Response> {
  const body = (await readJson(request)) as Record<string, unknown> | undefined;
  const missing = WEBHOOK_VERIFY_FIELDS.filter((k) => body?.[k] === undefined || body?.[k] === "");
  if (!body || missing.length > 0) {
    return HttpResponse.json(
      {
        name: "VALIDATION_ERROR",
        message: "Invalid request - see details",
        debug_id: debugId(),
        details: missing.map((field) => ({ field, location: "body", issue: "MISSING_REQUIRED_PARAMETER" })),
        links: [],
      },
      { status: 400 },
    );
  }
  const ok = verifyLocalSignature(body as Parameters<typeof verifyLocalSignature>[0]);
  return HttpResponse.json({ verification_status: ok ? "SUCCESS" : "FAILURE" });
}

/** Local-only: the buyer approves in the pop-up; the scenario says how the capture will go. */
async function approveOrder(store: PaypalMockStore, request: Request, id: string): Promise<Response> {
  const body = ((await readJson(request)) ?? {}) as { scenario?: string; given_name?: string; surname?: string };
  const scenario = captureScenarios.includes(body.scenario as CaptureScenario) ? (body.scenario as CaptureScenario) : undefined;
  const order = store.approve(id, { scenario, givenName: body.given_name, surname: body.surname });
  if (!order) return notFound();
  return HttpResponse.json({ id: order.id, status: order.status });
}

export function createPaypalHandlers(store: PaypalMockStore, base = PAYPAL_SANDBOX_API): HttpHandler[] {
  /** A PayPal API route: refused without a token this mock issued. */
  const authed =
    (handle: (request: Request, id: string) => Response | Promise<Response>): HttpResponseResolver =>
    ({ request, params }) =>
      bearer(request, store) ? handle(request, String(params.id)) : unauthorized();
  return [
    http.post(`${base}/v1/oauth2/token`, async ({ request }) => issueToken(store, request, new URLSearchParams(await request.text()))),
    http.post(
      `${base}/v2/checkout/orders`,
      authed((request) => idempotent(store, request, "create-order", () => createOrder(store, request))),
    ),
    http.get(
      `${base}/v2/checkout/orders/:id`,
      authed((_request, id) => {
        const order = store.orders.get(id);
        return order ? HttpResponse.json(orderJson(store, order)) : notFound();
      }),
    ),
    http.post(
      `${base}/v2/checkout/orders/:id/capture`,
      authed((request, id) => idempotent(store, request, `capture-${id}`, () => captureOrder(store, id))),
    ),
    http.get(
      `${base}/v2/payments/captures/:id`,
      authed((_request, id) => {
        const c = store.captures.get(id);
        return c ? HttpResponse.json(captureJson(c)) : notFound();
      }),
    ),
    http.post(`${base}/v1/notifications/verify-webhook-signature`, authed(verifyWebhookSignature)),
    http.post(`${base}/__local/orders/:id/approve`, ({ request, params }) => approveOrder(store, request, String(params.id))),
    // Local-only: a merchant refund from PayPal's dashboard.
    http.post(`${base}/__local/captures/:id/refund`, ({ params }) => {
      const c = store.refund(String(params.id));
      return c ? HttpResponse.json(captureJson(c)) : notFound();
    }),
  ];
}
