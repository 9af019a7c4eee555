"use client";

import { useEffect, useId, useState } from "react";
import Link from "@/components/layout/Link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import type { AccountState } from "@/lib/account/account-state";
import { mainNav } from "./nav-links";
import { SignOutButton } from "./SignOutButton";
import { ROUTES } from "@/lib/routes";

const itemClass = "block rounded-xl px-4 py-3 text-base font-medium text-mist-100 hover:bg-night-700";

export function MobileMenu({ account }: { account: AccountState }) {
  const pathname = usePathname();
  // The path the menu was opened on: navigating (back/forward too) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();
  const close = () => setOpen(false);

  // Close on Escape.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-night-600 text-mist-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
      >
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full z-40 border-b border-night-700 bg-night-900/98 px-4 pb-5 pt-2 shadow-2xl backdrop-blur"
        >
          <ul className="space-y-1">
            {mainNav.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={itemClass} onClick={close} aria-current={pathname === l.href ? "page" : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 space-y-1 border-t border-night-700 pt-3">
            {account.signedIn ? (
              <>
                <Link href={ROUTES.dashboard} className={itemClass} onClick={close}>
                  Dashboard
                </Link>
                {!account.isPremium && (
                  <Link href={ROUTES.upgrade} className={`${itemClass} text-moon-300`} onClick={close}>
                    Upgrade
                  </Link>
                )}
                <SignOutButton className={`${itemClass} flex w-full items-center gap-2 text-left`} onDone={close} />
              </>
            ) : (
              <>
                <Link href={ROUTES.login} className={itemClass} onClick={close}>
                  Sign In
                </Link>
                <Link href={ROUTES.register} className={itemClass} onClick={close}>
                  Register
                </Link>
              </>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}
