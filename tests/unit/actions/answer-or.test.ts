import { describe, expect, it } from "vitest";
import { UNEXPECTED_ERROR, answerOr, ok } from "@/lib/actions/result";
import { fallbackFailure } from "@/components/forms/use-action-form";

describe("answerOr", () => {
  it("passes the action's own answer through, success or failure", async () => {
    expect(await answerOr(Promise.resolve(ok({ id: "d1" })), { message: "unused" })).toEqual({ ok: true, data: { id: "d1" } });
    expect(await answerOr(Promise.resolve({ ok: false as const, message: "Not yours" }), { message: "unused" })).toEqual({
      ok: false,
      message: "Not yours",
    });
  });

  it("answers the given failure when the call itself fails", async () => {
    expect(await answerOr(Promise.reject(new TypeError("Failed to fetch")), { title: "Not saved", message: "Try again" })).toEqual({
      ok: false,
      title: "Not saved",
      message: "Try again",
    });
  });
});

describe("fallbackFailure", () => {
  it("gives a bare title the unexpected-error message and keeps a full fallback as it is", () => {
    expect(fallbackFailure("Name not saved")).toEqual({ title: "Name not saved", message: UNEXPECTED_ERROR });
    expect(fallbackFailure({ title: "Dream not saved", message: "Check your connection" })).toEqual({
      title: "Dream not saved",
      message: "Check your connection",
    });
  });
});
