"use client";

import { BookmarkCheck, BookmarkPlus, Check, Copy, Share2 } from "lucide-react";
import type { Interpreted } from "./DreamForm";
import { useResultSharing } from "./use-result-sharing";

/** Save, Copy and Share under an interpretation. */
export function ResultActions({ result }: { result: Interpreted }) {
  const { copied, copy, share, save } = useResultSharing(result);
  const savedLabel = result.saved ? "Saved to DreamLog" : "Save to DreamLog";
  return (
    <div className="mt-8 flex flex-wrap gap-3 border-t border-night-700 pt-6">
      <button type="button" className="btn-secondary" onClick={save} aria-label={savedLabel}>
        {result.saved ? (
          <BookmarkCheck className="h-4 w-4 text-moon-400" aria-hidden="true" />
        ) : (
          <BookmarkPlus className="h-4 w-4" aria-hidden="true" />
        )}
        {savedLabel}
      </button>
      <button type="button" className="btn-secondary" onClick={copy}>
        {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
        {copied ? "Copied" : "Copy"}
      </button>
      <button type="button" className="btn-secondary" onClick={share}>
        <Share2 className="h-4 w-4" aria-hidden="true" /> Share
      </button>
    </div>
  );
}
