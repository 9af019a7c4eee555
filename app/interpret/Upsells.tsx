import Link from "@/components/layout/Link";
import type { AccountSnapshot } from "@/components/layout/account-store";
import { ROUTES } from "@/lib/routes";
import { PRICE_LABEL } from "@/lib/site-config";

/**
 * The box under the form: an account for visitors, Unlimited for free users, the DreamLog for
 * members (never an upgrade prompt). The page is static, so who is asking is known only after the
 * first paint; the box keeps one height for every viewer so the tips below never move.
 */
export function Upsells({ account }: { account: AccountSnapshot }) {
  return (
    <div className="min-h-52">
      {account.status === "ready" && <Offer signedIn={account.account.signedIn} isPremium={account.account.isPremium} />}
    </div>
  );
}

function Offer({ signedIn, isPremium }: { signedIn: boolean; isPremium: boolean }) {
  if (isPremium)
    return (
      <aside className="rounded-2xl border border-night-700 bg-night-800/40 p-6">
        <h2 className="text-lg font-semibold text-mist-50">Unlimited, for life</h2>
        <p className="mt-2 text-sm text-mist-300">
          Every dream you interpret is saved to your DreamLog, where the symbols that keep returning are gathered.
        </p>
        <Link href={ROUTES.dashboard} className="btn-secondary mt-4">
          Open your DreamLog
        </Link>
      </aside>
    );
  if (!signedIn)
    return (
      <aside className="rounded-2xl border border-night-700 bg-gradient-to-br from-aurora-700/25 to-night-800/40 p-6">
        <h2 className="text-lg font-semibold text-mist-50">Keep every dream you interpret</h2>
        <p className="mt-2 text-sm text-mist-300">
          A free account saves your interpretations to a private DreamLog and shows the symbols that keep returning.
        </p>
        <Link href={ROUTES.register} className="btn-primary mt-4">
          Create Free Account
        </Link>
      </aside>
    );
  return (
    <aside className="rounded-2xl border border-moon-400/30 bg-moon-400/5 p-6">
      <h2 className="text-lg font-semibold text-mist-50">Dreaming more than once a day?</h2>
      <p className="mt-2 text-sm text-mist-300">
        Unlimited interpretations and your full dream patterns, for a one-time {PRICE_LABEL} — no subscription.
      </p>
      <Link href={ROUTES.upgrade} className="btn-primary mt-4">
        Upgrade to Unlimited
      </Link>
    </aside>
  );
}
