"use client";

import { useEffect, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import type { AccountState } from "@/lib/account/account-state";
import { ROUTES } from "@/lib/routes";

/**
 * The header's account state, fetched from /api/account after the page loads, so every content
 * page stays static. "loading" and "unavailable" show no state: never the wrong one.
 */
export type AccountSnapshot = { status: "loading" } | { status: "unavailable" } | { status: "ready"; account: AccountState };

const LOADING: AccountSnapshot = { status: "loading" };
let snapshot: AccountSnapshot = LOADING;
let latestRequest = 0;
const listeners = new Set<() => void>();

function publish(next: AccountSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function isAccountState(value: unknown): value is AccountState {
  const v = value as Partial<AccountState> | null;
  const u = v?.usage;
  const usageOk = u === null || (typeof u?.remaining === "number" && typeof u.resetsAt === "string");
  return typeof v?.signedIn === "boolean" && typeof v.isPremium === "boolean" && usageOk;
}

/**
 * Asks the server again: after sign-in, sign-out, a payment, or a navigation. The newest answer
 * wins. `visitorId`: a visitor also gets the cookie that counts their free interpretation.
 */
export async function refreshAccount({ visitorId = false } = {}): Promise<void> {
  const request = ++latestRequest;
  let next: AccountSnapshot;
  try {
    const res = await fetch(visitorId ? "/api/account?visitor=1" : "/api/account", { cache: "no-store", credentials: "same-origin" });
    const body: unknown = res.ok ? await res.json() : null;
    next = isAccountState(body) ? { status: "ready", account: body } : { status: "unavailable" };
  } catch {
    next = { status: "unavailable" };
  }
  // Keep the state shown so far if the server cannot answer; only a first failure shows "unavailable".
  if (request !== latestRequest || (next.status === "unavailable" && snapshot.status === "ready")) return;
  publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The path whose refresh is on its way: the header and the page both ask when a path opens, once is enough. */
let askingFor: string | null = null;

function refreshForPath(pathname: string) {
  if (askingFor === pathname) return;
  askingFor = pathname;
  // /interpret is static: its visitors get their visitor cookie here, before they submit.
  void refreshAccount({ visitorId: pathname === ROUTES.interpret }).finally(() => {
    if (askingFor === pathname) askingFor = null;
  });
}

/** The account state, refreshed whenever the path changes (sign-in and sign-out both navigate). */
export function useAccount(): AccountSnapshot {
  const pathname = usePathname();
  useEffect(() => refreshForPath(pathname), [pathname]);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}

/** The account state as last fetched, without asking again (for parts that only listen). */
export function useAccountSnapshot(): AccountSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}
