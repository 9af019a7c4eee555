import Link from "@/components/layout/Link";
import type { AccountSnapshot } from "@/components/layout/account-store";
import { ROUTES } from "@/lib/routes";
import { PRICE_LABEL } from "@/lib/site-config";

/**
 * The offer under the form: an account for visitors, Unlimited for free users, nothing for
 * members. Its box keeps one height from the first paint (before the account is known) to the
 * answer, so nothing below it moves for visitors and free users.
 */
export function Upsells({ account }: { account: AccountSnapshot }) {
  if (account.status === "ready" && account.account.isPremium) return null;
  return <div className="min-h-52">{account.status === "ready" && <Offer signedIn={account.account.signedIn} />}</div>;
}

function Offer({ signedIn }: { signedIn: boolean }) {
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
