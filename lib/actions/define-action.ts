import "server-only";
import { z } from "zod";
import { getSessionClaims, getViewer, type SessionViewer, type Viewer } from "@/lib/auth/current-user";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { fieldErrorsOf, type ActionResult, type FailureOf, type ResultOf } from "@/lib/actions/result";

/**
 * The one spine of every server action (in the spirit of makerkit's `enhanceAction`):
 * parse the input with zod → resolve the viewer → count the attempt → run the handler, with
 * one try/catch that logs and answers the action's own generic failure. Each step's failure
 * keeps the action's own wording, so moving an action onto the spine changes no text.
 */

type Auth = "none" | "session" | "optional" | "user" | "premium";
type ViewerOf<A extends Auth> = A extends "user" | "premium"
  ? Viewer
  : A extends "optional"
    ? Viewer | null
    : A extends "session"
      ? SessionViewer | null
      : null;
/** Any zod schema: full zod, or zod/mini for the schemas the browser shares (lib/validation/zod-setup.ts). */
type Schema = z.core.$ZodType;
type Input<S> = S extends Schema ? z.output<S> : unknown;
type Failure<R> = Omit<FailureOf<R>, "ok">;

type ActionContext<A extends Auth> = { viewer: ViewerOf<A> };

export type ActionOptions<S extends Schema | undefined, A extends Auth, R> = {
  /** The tag of the one console.error line, e.g. "[signup]". */
  log: string;
  /** Logs only an Error's message (payments: the SDK's errors carry request details). */
  logMessageOnly?: boolean;
  /** The title of the step failures below that do not give their own. */
  title?: string;
  schema?: S;
  /**
   * The answer to input the schema refuses: by default "Please check the highlighted fields."
   * with the zod messages per field; `fieldErrors: false` for forms without per-field messages.
   */
  invalid?: { title?: string; message: string; fieldErrors?: boolean } | ((error: z.ZodError, input: unknown) => Failure<R>);
  /**
   * "user" and "premium" refuse without a (premium) viewer; "optional" resolves one if there is;
   * "session" resolves only the verified session (no profile read: for actions whose SQL decides
   * the rest, under RLS and in `private` functions).
   */
  auth?: A;
  signedOut?: Failure<R>;
  notPremium?: Failure<R>;
  /** Counted after the viewer is known (limits may be per user); answers RATE_LIMIT_MESSAGE by default. */
  rateLimit?: { allow: (data: Input<S>, context: ActionContext<A>) => Promise<boolean>; failure?: Failure<R> };
  /** The answer to anything thrown. */
  unexpected: Failure<R>;
};

type Handler<S, A extends Auth, R> = (data: Input<S>, context: ActionContext<A>, ...extra: unknown[]) => Promise<R>;

const CHECK_FIELDS = "Please check the highlighted fields.";

export function defineAction<R extends ActionResult<unknown>, S extends Schema | undefined = undefined, A extends Auth = "none">(
  options: ActionOptions<S, A, R>,
  handler: Handler<S, A, R>,
): (input?: unknown, ...extra: unknown[]) => Promise<ResultOf<R>> {
  const titled = (failure: Failure<R>) => ({ ok: false, ...(options.title ? { title: options.title } : {}), ...failure }) as FailureOf<R>;

  // Each action words its own refusals: a gate without its answer is a mistake found at start-up.
  const auth = options.auth ?? "none";
  if ((auth === "user" || auth === "premium") && !options.signedOut) throw new Error(`${options.log}: auth "${auth}" needs signedOut`);
  if (auth === "premium" && !options.notPremium) throw new Error(`${options.log}: auth "premium" needs notPremium`);

  return async (input, ...extra) => {
    let data = input as Input<S>;
    if (options.schema) {
      // Full zod's own parse: its errors are ZodErrors whatever the schema was built with.
      const parsed = z.safeParse(options.schema, input);
      if (!parsed.success) {
        const invalid = options.invalid ?? { message: CHECK_FIELDS };
        if (typeof invalid === "function") return titled(invalid(parsed.error, input));
        const { fieldErrors = true, ...rest } = invalid;
        return titled({ ...rest, ...(fieldErrors ? { fieldErrors: fieldErrorsOf(parsed.error) } : {}) } as Failure<R>);
      }
      data = parsed.data as Input<S>;
    }
    try {
      const viewer: Viewer | SessionViewer | null = auth === "none" ? null : auth === "session" ? await sessionViewer() : await getViewer();
      if ((auth === "user" || auth === "premium") && !viewer) return titled(options.signedOut!);
      if (auth === "premium" && !(viewer as Viewer | null)?.isPremium) return titled(options.notPremium!);
      const context = { viewer } as ActionContext<A>;
      if (options.rateLimit && !(await options.rateLimit.allow(data, context))) {
        return titled(options.rateLimit.failure ?? ({ message: RATE_LIMIT_MESSAGE } as Failure<R>));
      }
      return (await handler(data, context, ...extra)) as ResultOf<R>;
    } catch (error) {
      console.error(options.log, options.logMessageOnly && error instanceof Error ? error.message : error);
      return titled(options.unexpected);
    }
  };
}

async function sessionViewer(): Promise<SessionViewer | null> {
  const claims = await getSessionClaims();
  return claims && { claims };
}
