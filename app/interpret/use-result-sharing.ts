"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { interpretationAsText, interpretationShareText } from "@/lib/dreams/as-text";
import type { Interpreted } from "./DreamForm";

const COPIED_MS = 3000;

/** Copy (the whole interpretation) and Share (a short summary, by the system sheet or the clipboard). */
export function useResultSharing(result: Interpreted) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(interpretationAsText(result.dreamText, result.interpretation));
      setCopied(true);
      toast.success("Copied to clipboard");
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error("Couldn't copy", { description: "Your browser blocked clipboard access." });
    }
  }

  async function share() {
    const shareText = interpretationShareText(result.interpretation);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "My dream interpretation — Oneira", text: shareText });
      } catch (error) {
        if ((error as Error).name !== "AbortError") toast.error("Couldn't share", { description: "Please try copying instead." });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(shareText);
      toast.success("Copied to clipboard", { description: "A short summary is ready to paste and share." });
    } catch {
      toast.error("Couldn't share", { description: "Your browser blocked clipboard access." });
    }
  }

  function save() {
    if (result.saved) {
      toast.success("Already in your DreamLog", { description: "Every interpretation is saved automatically." });
      return;
    }
    toast.info("Save your dreams with a free account", {
      description: "Register or log in to keep your interpretations in your private DreamLog.",
    });
  }

  return { copied, copy, share, save };
}
