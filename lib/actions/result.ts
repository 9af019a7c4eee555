import type { z } from "zod";

/**
 * What every server action answers, and all the browser may rely on. A failure carries a toast
 * (title, message), per-field messages for the form, and — for the few actions whose callers
 * branch on more than ok — extra details typed by `E` (e.g. the interpret form's `reason`).
 * Client-safe: forms import these types.
 */
export type ActionFailure<E extends object = object> = {
  ok: false;
  title?: string;
  message: string;
  fieldErrors?: Record<string, string>;
} & E;

export type ActionResult<T, E extends object = object> = { ok: true; data: T } | ActionFailure<E>;

/** The failures an action answers: its handler's own (with their extra details), or the plain shape. */
export type FailureOf<R> = [Extract<R, { ok: false }>] extends [never] ? ActionFailure : Extract<R, { ok: false }>;
/** What an action answers: its handler's results and the spine's failures. */
export type ResultOf<R> = Extract<R, { ok: true }> | FailureOf<R>;

/** The first message per top-level field, keyed as the form names its fields. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** What an action (and its form, when the call itself fails) says about a failure it cannot name. */
export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

export function ok(): { ok: true; data: void };
export function ok<T>(data: T): { ok: true; data: T };
export function ok<T>(data?: T) {
  return { ok: true as const, data };
}

export function fail<E extends object = object>(failure: Omit<ActionFailure<E>, "ok">): ActionFailure<E> {
  return { ok: false, ...failure } as ActionFailure<E>;
}

/** An action's answer, or `failure` when the call itself fails (offline, server gone): callers branch on `ok` alone. */
export function answerOr<R>(call: Promise<R>, failure: Omit<ActionFailure, "ok">): Promise<R | ActionFailure> {
  return call.catch(() => fail(failure));
}
