"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Sparkles } from "lucide-react";
import { toast } from "@/components/layout/toast";
import { interpretSavedDream } from "@/lib/dreams/interpret-saved-dream";

/** Interprets a saved dream (or again, after an edit); the page re-renders with the result. */
export function InterpretSavedButton({ id, again }: { id: string; again: boolean }) {
  const router = useRouter();
  const [pending, start] = useTransition();

  function run() {
    start(async () => {
      const result = await interpretSavedDream(id).catch(() => ({
        ok: false as const,
        title: "We couldn't interpret your dream",
        message: "Something went wrong. Please check your connection and try again.",
      }));
      if (!result.ok) {
        toast.error(result.title ?? "We couldn't interpret your dream", { description: result.message });
        return;
      }
      toast.success("Dream interpretation saved to your DreamLog");
      router.refresh();
    });
  }

  return (
    <button type="button" className="btn-primary" onClick={run} disabled={pending} aria-busy={pending}>
      <Sparkles className="h-4 w-4" aria-hidden="true" />
      {pending ? "Interpreting..." : again ? "Interpret again" : "Interpret this dream"}
    </button>
  );
}
