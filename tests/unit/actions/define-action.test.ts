import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Viewer } from "@/lib/auth/current-user";

/** Issue 17, item 1: the spine every server action runs on, step by step. */
const viewer = vi.hoisted(() => ({ current: null as Viewer | null }));
const getViewer = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/lib/auth/current-user", () => ({
  getViewer: async () => (getViewer.calls++, viewer.current),
  getSessionClaims: async () => viewer.current?.claims ?? null,
}));
vi.mock("@/lib/security/rate-limit", () => ({ RATE_LIMIT_MESSAGE: "Too many attempts. Please wait a few minutes and try again." }));

const { defineAction } = await import("@/lib/actions/define-action");
const { fail, ok } = await import("@/lib/actions/result");

const member = (isPremium: boolean): Viewer => ({
  id: "7a1f5d0e-2b3c-4d5e-8f90-a1b2c3d4e5f6",
  email: "owner@example.test",
  fullName: "Owner",
  isPremium,
  premiumSince: null,
  claims: { sub: "7a1f5d0e-2b3c-4d5e-8f90-a1b2c3d4e5f6", email: "owner@example.test" } as Viewer["claims"],
});
const schema = z.object({
  name: z.string().min(2, { message: "Name must be at least 2 characters" }),
  email: z.email({ message: "Please enter a valid email address" }),
});
const unexpected = { message: "An unexpected error occurred. Please try again." };

afterEach(() => {
  viewer.current = null;
  getViewer.calls = 0;
  vi.restoreAllMocks();
});

describe("defineAction", () => {
  it("refuses input the schema refuses with the standard failure and the first message per field, without running the handler", async () => {
    const handler = vi.fn(async () => ok());
    const action = defineAction({ log: "[test]", title: "Not saved", schema, unexpected }, handler);
    expect(await action({ name: "A", email: "nope" })).toEqual({
      ok: false,
      title: "Not saved",
      message: "Please check the highlighted fields.",
      fieldErrors: { name: "Name must be at least 2 characters", email: "Please enter a valid email address" },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("keeps an action's own wording for refused input, with or without field messages", async () => {
    const plain = defineAction(
      { log: "[test]", schema, invalid: { message: "Please enter a valid email address", fieldErrors: false }, unexpected },
      async () => ok(),
    );
    expect(await plain({})).toEqual({ ok: false, message: "Please enter a valid email address" });
    const custom = defineAction(
      { log: "[test]", schema, invalid: (_e: z.ZodError, input: unknown) => ({ message: `refused ${JSON.stringify(input)}` }), unexpected },
      async () => ok(),
    );
    expect(await custom(1)).toEqual({ ok: false, message: "refused 1" });
  });

  it("hands the parsed data, the viewer and the extra arguments to the handler", async () => {
    viewer.current = member(false);
    const action = defineAction(
      { log: "[test]", schema, auth: "user", signedOut: unexpected, unexpected },
      async (data, { viewer: who }, next) => ok({ data, id: who.id, next }),
    );
    expect(await action({ name: "Ada", email: "ada@example.test", extra: 1 }, "/dashboard")).toEqual({
      ok: true,
      data: { data: { name: "Ada", email: "ada@example.test" }, id: member(false).id, next: "/dashboard" },
    });
  });

  it("refuses a signed-out caller when the action needs a user, and a free one when it needs premium", async () => {
    const signedOut = { title: "You're signed out", message: "Please sign in again to change your settings." };
    const handler = vi.fn(async () => ok());
    const forUsers = defineAction({ log: "[test]", auth: "user", signedOut, unexpected }, handler);
    expect(await forUsers()).toEqual({ ok: false, ...signedOut });
    const notPremium = { title: "Not saved", message: "Pattern e-mails are part of the Unlimited plan." };
    const forPremium = defineAction({ log: "[test]", auth: "premium", signedOut, notPremium, unexpected }, handler);
    viewer.current = member(false);
    expect(await forPremium()).toEqual({ ok: false, ...notPremium });
    expect(handler).not.toHaveBeenCalled();
    viewer.current = member(true);
    expect(await forPremium()).toEqual({ ok: true, data: undefined });
  });

  it("a gate without its own refusal is refused when the action is defined", () => {
    expect(() => defineAction({ log: "[test]", auth: "user", unexpected }, async () => ok())).toThrow(
      '[test]: auth "user" needs signedOut',
    );
    expect(() => defineAction({ log: "[test]", auth: "premium", signedOut: unexpected, unexpected }, async () => ok())).toThrow(
      "needs notPremium",
    );
  });

  it("an optional viewer may be absent", async () => {
    const action = defineAction({ log: "[test]", auth: "optional", unexpected }, async (_input, { viewer: who }) =>
      ok(who?.id ?? "visitor"),
    );
    expect(await action()).toEqual({ ok: true, data: "visitor" });
  });

  it("a session viewer is the verified session alone: no profile is read (issue 16, the interpret action)", async () => {
    const action = defineAction({ log: "[test]", auth: "session", unexpected }, async (_input, { viewer: who }) =>
      ok(who ? who.claims.sub : "visitor"),
    );
    expect(await action()).toEqual({ ok: true, data: "visitor" });
    viewer.current = member(false);
    expect(await action()).toEqual({ ok: true, data: member(false).claims.sub });
    expect(getViewer.calls).toBe(0);
  });

  it("answers the rate-limit message, or the action's own, once the limit says no, without running the handler", async () => {
    const handler = vi.fn(async () => ok());
    const allow = vi.fn(async (data: { name: string }) => data.name !== "Bob");
    const action = defineAction({ log: "[test]", title: "Sign up failed", schema, rateLimit: { allow }, unexpected }, handler);
    expect(await action({ name: "Bob", email: "bob@example.test" })).toEqual({
      ok: false,
      title: "Sign up failed",
      message: "Too many attempts. Please wait a few minutes and try again.",
    });
    expect(allow).toHaveBeenCalledWith({ name: "Bob", email: "bob@example.test" }, { viewer: null });
    expect(handler).not.toHaveBeenCalled();
    const own = defineAction(
      { log: "[test]", rateLimit: { allow: async () => false, failure: { title: "Slow down a little", message: "Wait." } }, unexpected },
      handler,
    );
    expect(await own()).toEqual({ ok: false, title: "Slow down a little", message: "Wait." });
  });

  it("logs a thrown error once and answers the action's generic failure (message only, where asked)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = new Error("database is down");
    const action = defineAction(
      { log: "[signup]", title: "Sign up failed", unexpected: { message: "An error occurred during sign up" } },
      async () => {
        throw boom;
      },
    );
    expect(await action()).toEqual({ ok: false, title: "Sign up failed", message: "An error occurred during sign up" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("[signup]", boom);
    const quiet = defineAction({ log: "[payments] x", logMessageOnly: true, unexpected }, async () => {
      throw boom;
    });
    await quiet();
    expect(log).toHaveBeenLastCalledWith("[payments] x", "database is down");
  });

  it("passes the handler's own failures through untouched", async () => {
    const action = defineAction({ log: "[test]", title: "Login failed", unexpected }, async () =>
      fail({ title: "Login failed", message: "Please check your credentials and try again" }),
    );
    expect(await action()).toEqual({ ok: false, title: "Login failed", message: "Please check your credentials and try again" });
  });
});
