import { MoonMark } from "@/components/layout/Logo";

/** The centred card that frames every account page. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="card p-6 sm:p-8">
        <div className="mb-6 text-center">
          <MoonMark className="mx-auto h-10 w-10" />
          <h1 className="mt-4 font-serif text-3xl text-mist-50">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-mist-300">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

export function Divider({ label = "or" }: { label?: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-mist-400" role="separator">
      <span className="h-px flex-1 bg-night-600" />
      {label}
      <span className="h-px flex-1 bg-night-600" />
    </div>
  );
}

export function FormSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <div aria-hidden="true" className="space-y-4">
      {Array.from({ length: fields + 1 }, (_, i) => (
        <div key={i} className="h-11 animate-pulse rounded-xl bg-night-700/60" />
      ))}
    </div>
  );
}
