import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { Logo } from "./Logo";
import { mainNav } from "./nav-links";
import { AccountArea, AccountPlaceholder } from "./AccountArea";

/**
 * Static, like every page it sits on: the account area fills itself in on the client. (It reads
 * the path, which a route with dynamic params only knows at request time: hence the boundary.)
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-night-700/70 bg-night-900/85 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Logo and nav hold the left, so the nav never moves when the account area's width is known. */}
        <div className="flex items-center gap-4 lg:gap-10">
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="rounded-full px-3 py-2 text-sm font-medium text-mist-300 transition hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Suspense fallback={<AccountPlaceholder />}>
          <AccountArea />
        </Suspense>
      </div>
    </header>
  );
}
