import http from "node:http";
import type { AddressInfo } from "node:net";
import { API, createContext, type AuthServerOptions, type Req } from "./context";
import { ApiError, GatewayError, readBody, sendError, sendResult } from "./responses";
import { route } from "./routes";

export type { AuthServerOptions } from "./context";

/**
 * A local stand-in for Supabase Auth (GoTrue): the subset of its HTTP API that the app and
 * @supabase/supabase-js use, with users in auth.users of the local Postgres, sessions and rotating
 * refresh tokens in auth.sessions / auth.refresh_tokens, ES256 access tokens with Supabase's claims,
 * and e-mails delivered to the local mail outbox. The endpoints are listed in ./routes.ts; each
 * concern has its module (users, sessions, email-flows, oauth, admin).
 */
export async function startAuthServer(opts: AuthServerOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const ctx = await createContext(opts);

  const server = http.createServer(async (request, res) => {
    const url = new URL(request.url ?? "/", "http://auth.local");
    try {
      if (!url.pathname.startsWith(API + "/") && url.pathname !== API) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "no Route matched with those values" }));
        return;
      }
      const req: Req = {
        method: request.method ?? "GET",
        path: url.pathname.slice(API.length).replace(/\/+$/, "") || "/",
        query: url.searchParams,
        headers: request.headers,
        body: await readBody(request),
      };
      sendResult(res, await route(ctx, req), ctx.siteOrigin);
    } catch (e) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (e instanceof ApiError) return sendError(res, request.headers, e);
      if (e instanceof GatewayError) {
        res.writeHead(e.status, { "content-type": "application/json" });
        res.end(JSON.stringify(e.body));
        return;
      }
      ctx.log(`[auth] ${request.method} ${url.pathname} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      sendError(
        res,
        request.headers,
        new ApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
      );
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  ctx.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: ctx.baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await ctx.sql.end({ timeout: 5 });
    },
  };
}
