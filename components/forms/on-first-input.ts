const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Runs `task` once, at the first sign that someone is about to use the page (a pointer pressed, a
 * key, focus moving into it); returns the cancel.
 */
export function onFirstInput(task: () => void): () => void {
  const cancel = () => {
    for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, run, true);
  };
  function run() {
    cancel();
    task();
  }
  for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
