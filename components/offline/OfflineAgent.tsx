"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { refreshAccount, useAccountSnapshot } from "@/components/layout/account-store";
import { toast } from "@/components/layout/toast";
import { whenIdle } from "@/components/forms/when-idle";
import { rememberAccount } from "@/lib/offline/drafts-db";
import { draftPreview } from "@/lib/offline/draft-preview";
import { syncDrafts, type SavedDraft } from "@/lib/offline/sync-drafts";
import { indexedDbDrafts, useWaitingDrafts } from "./draft-store";
import { sendDraft } from "./send-draft";
import { dreamPath } from "@/lib/routes";

/**
 * The service worker: only in production builds (next dev rebuilds chunks a cache would pin).
 * Each online page load lets it refresh its copy of the offline page (it decides how often), so
 * the copy follows deployments. Registered once the page has loaded and is idle: installing it
 * fetches the offline page and its files, which would compete with the page's own loading.
 */
function registerServiceWorkerAfterLoad() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  let cancelIdle = () => {};
  const schedule = () => {
    cancelIdle = whenIdle(registerServiceWorker);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

function registerServiceWorker() {
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => {
      if (navigator.onLine) navigator.serviceWorker.controller?.postMessage("refresh-shell");
    })
    .catch((error: unknown) => console.warn("[sw] not registered", error));
}

function announceSaved({ draft, id, interpreted, interpretRefused }: SavedDraft, go: (path: string) => void) {
  const description = draftPreview(draft.text, 60);
  const open = id ? { action: { label: "Open", onClick: () => go(dreamPath(id)) } } : {};
  if (interpreted) toast.success("Your dream was saved and interpreted", { description, ...open });
  else if (interpretRefused) {
    toast.info("Your dream was saved to your DreamLog", {
      description: "Today's free interpretation is used up: interpret it from your DreamLog later.",
      ...open,
    });
  } else toast.success("Your dream was saved to your DreamLog", { description, ...open });
}

async function syncFor(owner: string, go: (path: string) => void) {
  try {
    const report = await syncDrafts(owner, indexedDbDrafts, sendDraft);
    for (const saved of report.saved) announceSaved(saved, go);
  } catch (error) {
    // IndexedDB unavailable or a lock refused: the drafts stay and the next chance tries again.
    console.warn("[offline] sync postponed", error);
  }
}

/** While dreams wait, how often to look for the connection: the "online" event alone is not enough. */
const RETRY_MS = 5_000;

/**
 * Present on every page: registers the service worker, remembers which member is signed in on
 * this device (so a dream written offline knows its owner) and forgets them on sign-out, and
 * saves waiting dreams whenever that member is online — at load, when a dream is kept, when the
 * connection returns, and every few seconds while some wait (a page loaded offline may never
 * hear an "online" event, and a network can be up with no way through).
 */
export function OfflineAgent() {
  const router = useRouter();
  const account = useAccountSnapshot();
  const drafts = useWaitingDrafts();
  // Known from /api/account once it answers; until then (e.g. offline) the member last seen here.
  // The server checks the draft's owner against the session either way.
  const userId = account.status === "ready" ? account.account.userId : undefined;
  const owner = userId !== undefined ? userId : drafts.status === "ready" ? drafts.owner : null;
  const pending =
    drafts.status === "ready"
      ? drafts.drafts
          .filter((d) => !d.problem)
          .map((d) => d.key)
          .join()
      : "";

  useEffect(registerServiceWorkerAfterLoad, []);

  useEffect(() => {
    if (userId !== undefined) void rememberAccount(userId).catch(() => {});
  }, [userId]);

  useEffect(() => {
    // At load, and whenever the drafts change (one just kept, or saved by another tab).
    if (owner && navigator.onLine) void syncFor(owner, router.push);
  }, [owner, pending, router]);

  useEffect(() => {
    if (!owner) return;
    const retry = () => {
      if (!navigator.onLine) return;
      if (userId === undefined) void refreshAccount();
      void syncFor(owner, router.push);
    };
    window.addEventListener("online", retry);
    const timer = pending ? window.setInterval(retry, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [owner, userId, pending, router]);

  return null;
}
