/** A settings form's save button, usable once something changed, and the note that says so. */
export function SaveRow({ label, pending, dirty }: { label: string; pending: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={pending || !dirty}>
        {pending ? "Saving..." : label}
      </button>
      <p className="text-sm text-mist-400">{dirty ? "You have unsaved changes." : ""}</p>
    </div>
  );
}
