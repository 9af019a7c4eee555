"use client";

import { useEffect } from "react";
import { TEXT_DRAFT_KEY as DRAFT_KEY } from "@/lib/offline/capture";

/**
 * The dream being typed survives reloads and failed attempts: restored once on load, written on
 * every change, and cleared only once an interpretation is shown (`clearDraft`).
 */
export function useDreamDraft(text: string, restore: (draft: string) => void) {
  useEffect(() => {
    const draft = window.localStorage.getItem(DRAFT_KEY);
    if (draft) restore(draft);
  }, [restore]);
  useEffect(() => {
    if (text) window.localStorage.setItem(DRAFT_KEY, text);
  }, [text]);
}

export function clearDraft() {
  window.localStorage.removeItem(DRAFT_KEY);
}
