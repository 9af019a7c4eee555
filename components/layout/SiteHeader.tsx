import { Suspense } from "react";
import Link from "next/link";
import { getViewer } from "@/lib/auth/current-user";
import { Logo } from "./Logo";
import { mainNav } from "./nav-links";
import { AccountLinks } from "./AccountLinks";
import { MobileMenu } from "./MobileMenu";

/** Only the account area reads the session; the rest of the header is part of the static shell. */
async function AccountArea() {
  let viewer: Awaited<ReturnType<typeof getViewer>>;
  try {
    viewer = await getViewer();
  } catch {
    // The database or sign-in is down: show no account state rather than a wrong one or a broken page.
    return <AccountPlaceholder still />;
  }
  const account = { signedIn: Boolean(viewer), isPremium: viewer?.isPremium ?? false };
  return (
    <>
      <AccountLinks account={account} />
      <MobileMenu account={account} />
    </>
  );
}

/** Same size as the account area, shows no state: never the wrong one. */
function AccountPlaceholder({ still = false }: { still?: boolean }) {
  const pulse = still ? "" : "animate-pulse ";
  return (
    <div aria-hidden="true" className="flex items-center gap-2">
      <div className={`hidden h-10 w-44 ${pulse}rounded-full bg-night-800 md:block`} />
      <div className={`h-11 w-11 ${pulse}rounded-full bg-night-800 md:hidden`} />
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-night-700/70 bg-night-900/85 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
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
        <Suspense fallback={<AccountPlaceholder />}>
          <AccountArea />
        </Suspense>
      </div>
    </header>
  );
}
