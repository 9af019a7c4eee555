import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { noRealtime } from "@/lib/supabase/no-realtime";

/**
 * Issue 15 item 12, the Auth side: an Auth service that accepts the request and never answers
 * (hung, or behind a partition) must not hold the request; the Supabase clients' fetch gives up
 * after AUTH_TIMEOUT_MS and supabase-js reports it as it reports an unreachable service.
 */
let server: http.Server;
let url = "";
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req) => seen.push(req.url ?? "")); // never answers
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("calls to a hung Auth service", () => {
  it("give up after AUTH_TIMEOUT_MS with the error of an unreachable service", async () => {
    vi.stubEnv("AUTH_TIMEOUT_MS", "700");
    vi.resetModules();
    const { fetchWithTimeout } = await import("@/lib/supabase/fetch-with-timeout");
    const supabase = createClient(url, "sb_publishable_test", {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: noRealtime,
      global: { fetch: fetchWithTimeout },
    });
    const { data, error } = await supabase.auth.signInWithPassword({ email: "someone@example.test", password: "night-sky-42" });
    expect(data.session).toBeNull();
    expect(error?.name).toBe("AuthRetryableFetchError");
    expect(seen.some((u) => u.startsWith("/auth/v1/token"))).toBe(true);
    vi.unstubAllEnvs();
  });
});
