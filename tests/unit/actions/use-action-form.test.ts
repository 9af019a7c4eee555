import { describe, expect, it, vi } from "vitest";
import { copyFieldErrors } from "@/components/forms/use-action-form";

/** Issue 17, item 1: the one loop that puts a server action's field messages next to the fields. */
describe("copyFieldErrors", () => {
  it("sets each field's message, as the forms did by hand", () => {
    const setError = vi.fn();
    copyFieldErrors({ email: "That is already your e-mail address", currentPassword: "Your current password is not correct" }, setError);
    expect(setError.mock.calls).toEqual([
      ["email", { message: "That is already your e-mail address" }],
      ["currentPassword", { message: "Your current password is not correct" }],
    ]);
  });

  it("does nothing for a failure without field messages", () => {
    const setError = vi.fn();
    copyFieldErrors(undefined, setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
