"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/layout/toast";
import { joinDictation, speechRecognition, transcriptOf, type Recognition } from "./speech-recognition";

const ERRORS: Record<string, { title: string; message: string }> = {
  "not-allowed": {
    title: "The microphone is blocked",
    message: "Allow this site to use the microphone in your browser's settings, or type your dream.",
  },
  "service-not-allowed": {
    title: "Dictation isn't available",
    message: "Your browser doesn't allow speech recognition here. Please type your dream.",
  },
  network: {
    title: "Dictation needs a connection",
    message: "Your browser recognises speech online. Please type your dream while you're offline.",
  },
  "audio-capture": { title: "No microphone found", message: "Connect a microphone, or type your dream." },
};

const noChanges = () => () => {};

/**
 * Dictation into a text field: what is heard appears in the field as it is recognised (interim
 * words too, replaced as the recognizer settles) after the text already there. Typing stops it,
 * so the member's corrections are never overwritten.
 */
export function useDictation({ read, write, maxLength }: { read: () => string; write: (text: string) => void; maxLength: number }) {
  // Known only in the browser: the button appears after hydration, never in the server's HTML.
  const supported = useSyncExternalStore(
    noChanges,
    () => speechRecognition() !== null,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognizer = speechRecognition();
    if (!Recognizer || recognition.current) return;
    const before = read();
    const r = new Recognizer();
    r.lang = document.documentElement.lang || "en";
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => write(joinDictation(before, transcriptOf(event)).slice(0, maxLength));
    r.onerror = (event) => {
      const known = ERRORS[event.error];
      if (known) toast.error(known.title, { description: known.message });
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
    }
  }, [read, write, maxLength]);

  /** Stops listening and keeps what was heard. */
  const stop = useCallback(() => recognition.current?.stop(), []);

  /**
   * The member typed: stop at once, dropping words still on their way, and keep the field as it is.
   * A change with no browser event behind it is the form library taking over what was typed before
   * it loaded (`components/forms/lazy-form.ts`), not typing: dictation started meanwhile goes on.
   */
  const yieldToTyping = useCallback((event?: { nativeEvent?: unknown }) => {
    const r = recognition.current;
    if (!r || (event && !event.nativeEvent)) return;
    r.onresult = null;
    r.abort();
  }, []);

  return { supported, listening, start, stop, yieldToTyping };
}
