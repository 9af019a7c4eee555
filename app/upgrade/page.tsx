import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { connection } from "next/server";
import { Check, Crown, Sparkles } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { serverEnv } from "@/lib/env/server";
import { FREE_DAILY_INTERPRETATIONS, PRICE } from "@/lib/site-config";
import { pageMetadata } from "@/lib/seo/metadata";
import { UpgradeCheckout } from "./UpgradeCheckout";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Upgrade to Unlimited",
  description: `Unlock unlimited dream interpretations, advanced psychological analysis and a personal dream journal with insights — one payment of $${PRICE} for life, no subscription.`,
  path: ROUTES.upgrade,
});

const freeFeatures = [`${FREE_DAILY_INTERPRETATIONS} free interpretation per day`, "Basic symbolism analysis", "Access to tips"];
const unlimitedFeatures = [
  "Unlimited interpretations",
  "Advanced psychological analysis",
  "Email notifications for dream patterns",
  "Personal dream journal with insights",
  "Priority customer support",
];

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function FeatureList({ items, accent }: { items: string[]; accent: string }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-mist-100">
          <Check className={`mt-0.5 h-5 w-5 shrink-0 ${accent}`} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The per-user part: premium users see since when; visitors are asked to sign in or register
 * (and come back here); free users get 'Upgrade Now'. In local mode `?checkout=paypal-sdk` shows
 * PayPal's real button component (its script is stubbed by the e2e test) instead of the local one.
 */
async function PlanAction({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Per user and per request: never part of a prerender or a runtime prefetch.
  await connection();
  const viewer = await getViewer();
  if (viewer?.isPremium) {
    return (
      <div role="status" className="rounded-xl border border-moon-400/40 bg-moon-400/10 p-4 text-center">
        <p className="font-semibold text-moon-300">
          <Crown className="mr-1.5 inline-block h-5 w-5 align-[-4px]" aria-hidden="true" />
          You have the Unlimited Plan
        </p>
        {viewer.premiumSince && (
          <p className="mt-1 text-sm text-mist-300">Premium since {longDate.format(new Date(viewer.premiumSince))}</p>
        )}
        <Link href={ROUTES.interpret} className="btn-secondary mt-4">
          Interpret a Dream
        </Link>
      </div>
    );
  }
  if (!viewer) {
    return (
      <div className="text-center">
        <p className="text-sm text-mist-300">Sign in or create a free account first — you will come back here to upgrade.</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link href={withNext(ROUTES.login, ROUTES.upgrade)} className="btn-primary flex-1">
            Sign In to Upgrade
          </Link>
          <Link href={withNext(ROUTES.register, ROUTES.upgrade)} className="btn-secondary flex-1">
            Register
          </Link>
        </div>
      </div>
    );
  }
  const params = await searchParams;
  const sdkInLocal = serverEnv.mode === "local" && params.checkout === "paypal-sdk";
  return (
    <UpgradeCheckout
      kind={serverEnv.mode === "hosted" || sdkInLocal ? "paypal" : "local"}
      clientId={serverEnv.NEXT_PUBLIC_PAYPAL_CLIENT_ID}
      localApproval={sdkInLocal}
    />
  );
}

function PlanActionPlaceholder() {
  return <div aria-hidden="true" className="h-12 w-full animate-pulse rounded-full bg-night-700/70" />;
}

export default function UpgradePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="text-center">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-night-600 bg-night-800/60 px-4 py-1.5 text-sm text-mist-300">
          <Sparkles className="h-4 w-4 text-moon-400" aria-hidden="true" /> One payment, yours for life
        </p>
        <h1 className="mt-6 font-serif text-4xl text-mist-50 sm:text-5xl">Unlock Unlimited Dream Insights</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-mist-300">
          Interpret every dream you remember, and let your DreamLog show you the patterns behind them.
        </p>
      </header>

      <div className="mt-12 grid gap-6 md:grid-cols-2 md:items-stretch">
        <section aria-labelledby="free-plan" className="card flex flex-col p-6 sm:p-8">
          <h2 id="free-plan" className="text-xl font-semibold text-mist-50">
            Free Plan
          </h2>
          <p className="mt-4 text-mist-300">
            <span className="text-4xl font-bold text-mist-50">$0</span> / month
          </p>
          <FeatureList items={freeFeatures} accent="text-mist-400" />
          <div className="mt-auto pt-8">
            <Link href={ROUTES.interpret} className="btn-secondary w-full">
              Interpret a Dream
            </Link>
          </div>
        </section>

        <section
          aria-labelledby="unlimited-plan"
          className="card relative flex flex-col border-aurora-400/70 p-6 shadow-aurora-700/30 ring-1 ring-aurora-400/40 sm:p-8"
        >
          <p className="absolute -top-3 right-6 rounded-full bg-moon-400 px-3 py-1 text-xs font-bold tracking-wider text-night-950">
            RECOMMENDED
          </p>
          <h2 id="unlimited-plan" className="text-xl font-semibold text-mist-50">
            Unlimited Plan
          </h2>
          <p className="mt-4 text-mist-300">
            <span className="text-4xl font-bold text-mist-50">${PRICE}</span> / Lifetime
          </p>
          <FeatureList items={unlimitedFeatures} accent="text-aurora-300" />
          <div className="mt-auto pt-8">
            <Suspense fallback={<PlanActionPlaceholder />}>
              <PlanAction searchParams={searchParams} />
            </Suspense>
          </div>
        </section>
      </div>

      <p className="mt-8 text-center text-sm text-mist-400">
        One-time payment. No recurring charges. Payments are processed securely by PayPal.
      </p>
    </div>
  );
}
