import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/env reads what the platform — or local/ for the local stack — put in the environment. */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("lib/env/public", () => {
  it("reads the local stack's values from the environment local/ sets, without importing local/", async () => {
    const { publicEnv, isLocalMode } = await import("@/lib/env/public");
    expect(isLocalMode).toBe(true);
    expect(publicEnv.NEXT_PUBLIC_SUPABASE_URL).toBe(`http://127.0.0.1:${process.env.ONEIRA_AUTH_PORT}`);
    expect(publicEnv.NEXT_PUBLIC_SITE_URL).toBe(`http://localhost:${process.env.PORT}`);
  });

  it("refuses the local mode (and its free local checkout) against an Auth service that is not on this machine", async () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "https://abcdefgh.supabase.co");
    await expect(import("@/lib/env/public")).rejects.toThrow(/ONEIRA_LOCAL_STACK=1 is for the local stack only/);
  });

  it("names a missing variable, and says how to get the local stack's", async () => {
    vi.stubEnv("ONEIRA_LOCAL_STACK", "");
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "");
    await expect(import("@/lib/env/public")).rejects.toThrow(/hosted mode; `npm run dev`[\s\S]*NEXT_PUBLIC_SITE_URL/);
  });
});

describe("lib/env/server", () => {
  it("requires SMTP_URL: there is one mailer, SMTP, locally too", async () => {
    vi.stubEnv("SMTP_URL", "");
    await expect(import("@/lib/env/server")).rejects.toThrow(/SMTP_URL/);
  });

  it("is in local mode only when local/ says so", async () => {
    expect((await import("@/lib/env/server")).serverEnv.mode).toBe("local");
    vi.resetModules();
    vi.stubEnv("ONEIRA_LOCAL_STACK", "");
    expect((await import("@/lib/env/server")).serverEnv.mode).toBe("hosted");
  });
});
