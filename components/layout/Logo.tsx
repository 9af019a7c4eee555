import Link from "@/components/layout/Link";
import { ROUTES } from "@/lib/routes";

export function MoonMark({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="oneira-moon" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe2a3" />
          <stop offset="1" stopColor="#c6b8ff" />
        </linearGradient>
      </defs>
      <path d="M20.5 4.5a12 12 0 1 0 7 17.2A10 10 0 0 1 20.5 4.5Z" fill="url(#oneira-moon)" />
      <circle cx="25" cy="7" r="1.3" fill="#ffe2a3" />
      <circle cx="28.5" cy="12.5" r="0.8" fill="#c6b8ff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href={ROUTES.home} className="flex items-center gap-2 font-serif text-xl font-semibold tracking-wide text-mist-50">
      <MoonMark />
      <span>Oneira</span>
    </Link>
  );
}
