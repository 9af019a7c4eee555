"use client";

import { useAccount } from "./account-store";
import { AccountLinks } from "./AccountLinks";
import { MobileMenu } from "./MobileMenu";

/** The header's per-visitor part: account links and the mobile menu, once the state is known. */
export function AccountArea() {
  const state = useAccount();
  if (state.status !== "ready") return <AccountPlaceholder still={state.status === "unavailable"} />;
  return (
    <>
      <AccountLinks account={state.account} />
      <MobileMenu account={state.account} />
    </>
  );
}

/** Same size as the account area, shows no state: never the wrong one. */
export function AccountPlaceholder({ still = false }: { still?: boolean }) {
  const pulse = still ? "" : "animate-pulse ";
  return (
    <div aria-hidden="true" className="flex items-center gap-2">
      <div className={`hidden h-10 w-44 ${pulse}rounded-full bg-night-800 md:block`} />
      <div className={`h-11 w-11 ${pulse}rounded-full bg-night-800 md:hidden`} />
    </div>
  );
}
