import type InterpretResult from "./InterpretResult";

/** The result view (`InterpretResult.tsx`): its own chunk, not part of /interpret's first load. */
export type ResultView = typeof InterpretResult;

let view: ResultView | null = null;
let loading: Promise<ResultView> | null = null;

/**
 * Fetches the result view's chunk (once; a failed fetch is tried again next time). The form starts
 * it on submit, so the chunk arrives while the server interprets.
 */
export function loadResultView(): Promise<ResultView> {
  loading ??= import("./InterpretResult").then(
    (m) => (view = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The result view if its chunk has arrived, else null. Rendering it directly (not through
 * React.lazy) shows the result in the same commit as the answer: a lazy component suspends once
 * even when its chunk is there, and React then holds the result back behind the fallback for its
 * 300 ms reveal throttle.
 */
export function loadedResultView(): ResultView | null {
  return view;
}
