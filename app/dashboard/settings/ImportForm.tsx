"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toast";
import { Upload } from "lucide-react";
import { useHydrated } from "@/components/forms/use-hydrated";

type Report = { total: number; added: number; duplicates: number; skipped: { entry: number; reason: string }[] };
type Outcome = { kind: "report"; fileName: string; report: Report } | { kind: "error"; message: string } | null;

const SHOWN_REASONS = 50;

function plural(n: number, one: string, many = `${one}s`) {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** Sends the chosen file to the import route and keeps what came back. */
function useDreamImport(maxBytes: number) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setOutcome({ kind: "error", message: "Choose a DreamLog export file (.json) first." });
      return;
    }
    if (file.size > maxBytes) {
      setOutcome({
        kind: "error",
        message: `This file is larger than ${maxMb} MB. Export files from Oneira are smaller; check that you chose the right file.`,
      });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const res = await fetch("/api/dreams/import", { method: "POST", headers: { "content-type": "application/json" }, body: file });
      const body = (await res.json().catch(() => null)) as { ok: true; report: Report } | { ok: false; error: string } | null;
      if (!body) throw new Error(`import: ${res.status}`);
      if (!body.ok) {
        setOutcome({ kind: "error", message: body.error });
        toast.error("Nothing was imported", { description: body.error });
        return;
      }
      setOutcome({ kind: "report", fileName: file.name, report: body.report });
      toast.success(body.report.added ? `Imported ${plural(body.report.added, "dream")}` : "No new dreams to import");
      if (fileRef.current) fileRef.current.value = "";
      if (body.report.added) router.refresh();
    } catch {
      const message = "The import failed and nothing was changed. Please try again.";
      setOutcome({ kind: "error", message });
      toast.error("Nothing was imported", { description: message });
    } finally {
      setBusy(false);
    }
  }

  return { fileRef, busy, outcome, clearOutcome: () => setOutcome(null), onSubmit, maxMb };
}

export function ImportForm({ maxBytes }: { maxBytes: number }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { fileRef, busy, outcome, clearOutcome, onSubmit, maxMb } = useDreamImport(maxBytes);

  return (
    <form onSubmit={onSubmit} aria-label="Import dreams" aria-busy={busy}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-mist-100">
        DreamLog export file (.json)
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          name="file"
          accept="application/json,.json"
          aria-describedby={hintId}
          disabled={busy || !hydrated}
          onChange={clearOutcome}
          className="field file:mr-3 file:rounded-full file:border-0 file:bg-night-700 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-mist-100"
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={busy || !hydrated}>
          <Upload className="h-4 w-4" aria-hidden="true" /> {busy ? "Importing..." : "Import"}
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-mist-400">
        A JSON export from Oneira (this account or another), up to {maxMb} MB. Dreams already in your log are skipped.
      </p>

      <div aria-live="polite" className="mt-4">
        {outcome?.kind === "error" && (
          <p role="alert" className="rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-sm text-rose-200">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === "report" && <ImportReport fileName={outcome.fileName} report={outcome.report} />}
      </div>
    </form>
  );
}

function ImportReport({ fileName, report }: { fileName: string; report: Report }) {
  const { added, duplicates, skipped } = report;
  return (
    <div className="rounded-xl border border-night-600 bg-night-900/60 p-4 text-sm" data-testid="import-report">
      <p className="font-semibold text-mist-50">
        Imported from {fileName}: added {plural(added, "dream")}; skipped {skipped.length.toLocaleString("en-US")}.
      </p>
      {skipped.length > 0 && (
        <>
          <p className="mt-2 text-mist-300">
            {duplicates > 0 && `${plural(duplicates, "duplicate")} already in your log`}
            {duplicates > 0 && skipped.length > duplicates && "; "}
            {skipped.length > duplicates && `${plural(skipped.length - duplicates, "invalid entry", "invalid entries")}`}.
          </p>
          <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-mist-300">
            {skipped.slice(0, SHOWN_REASONS).map((s) => (
              <li key={s.entry}>{s.reason}</li>
            ))}
          </ul>
          {skipped.length > SHOWN_REASONS && (
            <p className="mt-2 text-mist-400">…and {plural(skipped.length - SHOWN_REASONS, "more entry", "more entries")}.</p>
          )}
        </>
      )}
    </div>
  );
}
