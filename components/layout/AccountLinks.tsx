import Link from "@/components/layout/Link";
import { Sparkles, LayoutDashboard } from "lucide-react";
import type { AccountState } from "@/lib/account/account-state";
import { SignOutButton } from "./SignOutButton";
import { ROUTES } from "@/lib/routes";

/** Desktop account actions; the same choices as the mobile menu. */
export function AccountLinks({ account }: { account: AccountState }) {
  if (!account.signedIn) {
    return (
      <div className="hidden items-center gap-2 md:flex">
        <Link href={ROUTES.login} className="rounded-full px-4 py-2 text-sm font-medium text-mist-100 hover:text-white">
          Sign In
        </Link>
        <Link href={ROUTES.register} className="btn-primary">
          Register
        </Link>
      </div>
    );
  }
  return (
    <div className="hidden items-center gap-2 md:flex">
      <Link
        href={ROUTES.dashboard}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-mist-100 hover:text-white"
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        Dashboard
      </Link>
      {account.isPremium ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-moon-400/40 px-3 py-1 text-xs font-semibold text-moon-300">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> Premium
        </span>
      ) : (
        <Link
          href={ROUTES.upgrade}
          className="inline-flex items-center gap-1.5 rounded-full border border-moon-400/50 px-3 py-2 text-sm font-medium text-moon-300 hover:bg-moon-400/10"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Upgrade
        </Link>
      )}
      <SignOutButton className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-mist-300 hover:text-white disabled:opacity-60" />
    </div>
  );
}
