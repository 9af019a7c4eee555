import type http from "node:http";
import type { Json } from "./context";

/**
 * What handlers return or throw, and how each becomes an HTTP response: GoTrue's two error shapes
 * (chosen by X-Supabase-Api-Version), redirects, HTML pages, raw bodies.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

export const err = {
  badRequest: (code: string, msg: string, extra?: Json) => new ApiError(400, code, msg, extra),
  unauthorized: (code: string, msg: string) => new ApiError(401, code, msg),
  forbidden: (code: string, msg: string) => new ApiError(403, code, msg),
  notFound: (code: string, msg: string) => new ApiError(404, code, msg),
  unprocessable: (code: string, msg: string, extra?: Json) => new ApiError(422, code, msg, extra),
  tooMany: (code: string, msg: string) => new ApiError(429, code, msg),
};

/** Not an API error: the gateway (Kong) answers these before GoTrue sees the request. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export class Redirect {
  constructor(readonly location: string) {}
}
export class Html {
  constructor(
    readonly html: string,
    readonly status = 200,
  ) {}
}
export class Raw {
  constructor(
    readonly body: string,
    readonly contentType: string,
    readonly status = 200,
  ) {}
}
export class NoContent {}
export class JsonWithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

const API_VERSION_2024 = Date.parse("2024-01-01T00:00:00Z");

function apiVersionOf(headers: http.IncomingHttpHeaders): string | null {
  const v = headers["x-supabase-api-version"];
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_2024 ? "2024-01-01" : null;
}

export function sendError(res: http.ServerResponse, headers: http.IncomingHttpHeaders, e: ApiError) {
  const version = apiVersionOf(headers);
  const h: Record<string, string> = { "content-type": "application/json" };
  if (version) h["x-supabase-api-version"] = version;
  const body = version
    ? { code: e.code, message: e.message, ...e.extra }
    : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  res.writeHead(e.status, h);
  res.end(JSON.stringify(body));
}

/** Writes a handler's result; a plain value is JSON. */
export function sendResult(res: http.ServerResponse, out: unknown, siteOrigin: string) {
  if (out instanceof Redirect) {
    res.writeHead(302, { location: out.location, "cache-control": "no-store" });
    res.end();
  } else if (out instanceof Html) {
    res.writeHead(out.status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      // form-action also governs the redirect that follows the form post (Chrome), so the
      // allowed redirect targets are listed.
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${siteOrigin} http://localhost:* http://127.0.0.1:* https://localhost:*; frame-ancestors 'none'`,
      "x-frame-options": "DENY",
    });
    res.end(out.html);
  } else if (out instanceof Raw) {
    res.writeHead(out.status, { "content-type": out.contentType, "cache-control": "public, max-age=3600" });
    res.end(out.body);
  } else if (out instanceof JsonWithHeaders) {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store", ...out.headers });
    res.end(JSON.stringify(out.body));
  } else if (out instanceof NoContent) {
    res.writeHead(204);
    res.end();
  } else {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify(out));
  }
}

/** The request body: JSON or a form, at most 1 MB; GET and HEAD have none. */
export async function readBody(request: http.IncomingMessage): Promise<Json> {
  if (request.method === "GET" || request.method === "HEAD") {
    request.resume();
    return {};
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of request) {
    size += (c as Buffer).length;
    if (size > 1024 * 1024) throw err.badRequest("validation_failed", "Request body too large");
    chunks.push(c as Buffer);
  }
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw.trim()) return {};
  const type = String(request.headers["content-type"] ?? "");
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch (e) {
    throw err.badRequest("bad_json", `Could not parse request body as JSON: ${(e as Error).message}`);
  }
}
