"use client";

import { Mic, Square } from "lucide-react";

type Props = { listening: boolean; disabled?: boolean; onStart: () => void; onStop: () => void; controls: string };

/** The microphone button; render it only where useDictation says the browser can listen. */
export function DictationButton({ listening, disabled, onStart, onStop, controls }: Props) {
  return (
    <>
      <button
        type="button"
        className={`btn-secondary shrink-0 px-4 py-2 ${listening ? "border-rose-300/60 text-rose-200" : ""}`}
        aria-controls={controls}
        disabled={disabled}
        onClick={listening ? onStop : onStart}
      >
        {listening ? <Square className="h-4 w-4" aria-hidden="true" /> : <Mic className="h-4 w-4" aria-hidden="true" />}
        {listening ? "Stop dictation" : "Dictate"}
      </button>
      <span className="sr-only" role="status">
        {listening ? "Listening. Your words appear in the dream field as they are recognised." : ""}
      </span>
    </>
  );
}
