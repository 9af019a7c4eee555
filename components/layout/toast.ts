"use client";

import type { ExternalToast } from "sonner";

/**
 * sonner's toast, loaded with its toaster on the first toast. Content pages never toast while
 * loading, and sonner's code and the stylesheet it injects cost a full style recalculation of
 * the page: so neither is part of loading a page. Toasts asked for before the toaster subscribed
 * are replayed by sonner.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** The layout's Toaster mounts sonner's once this fires (at once if a toast was already asked for). */
export function onFirstToast(listener: () => void): () => void {
  if (wanted) listener();
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "message" | "success" | "error" | "info", message: string, data?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  void import("sonner").then(({ toast: sonner }) => (kind === "message" ? sonner(message, data) : sonner[kind](message, data)));
}

export const toast = Object.assign((message: string, data?: ExternalToast) => show("message", message, data), {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
  info: (message: string, data?: ExternalToast) => show("info", message, data),
});
