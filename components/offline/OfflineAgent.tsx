"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { refreshAccount, useAccountSnapshot } from "@/components/layout/account-store";
import { toast } from "@/components/layout/toast";
import { onDraftsChanged, rememberAccount } from "@/lib/offline/drafts-db";
import { draftPreview } from "@/lib/offline/draft";
import { syncDrafts, type SavedDraft } from "@/lib/offline/sync-drafts";
import { indexedDbDrafts } from "./draft-store";
import { sendDraft } from "./send-draft";

/**
 * The service worker: only in production builds (next dev rebuilds chunks a cache would pin).
 * Each online page load lets it refresh its copy of the offline page (it decides how often), so
 * the copy follows deployments.
 */
function registerServiceWorker() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => {
      if (navigator.onLine) navigator.serviceWorker.controller?.postMessage("refresh-shell");
    })
    .catch((error: unknown) => console.warn("[sw] not registered", error));
}

function announceSaved({ draft, id, interpreted, interpretRefused }: SavedDraft, go: (path: string) => void) {
  const description = draftPreview(draft.text, 60);
  const open = id ? { action: { label: "Open", onClick: () => go(`/dashboard/dreams/${id}`) } } : {};
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

/**
 * Present on every page: registers the service worker, remembers which member is signed in on
 * this device (so a dream written offline knows its owner) and forgets them on sign-out, and
 * saves waiting dreams whenever that member is online — at load, and when the connection returns.
 */
export function OfflineAgent() {
  const router = useRouter();
  const account = useAccountSnapshot();
  const userId = account.status === "ready" ? account.account.userId : undefined;

  useEffect(registerServiceWorker, []);

  useEffect(() => {
    if (userId === undefined) return;
    void rememberAccount(userId).catch(() => {});
    if (userId) void syncFor(userId, router.push);
  }, [userId, router]);

  useEffect(() => {
    // A dream just kept on this device while online (or in another tab) goes at once.
    if (!userId) return;
    return onDraftsChanged(() => {
      if (navigator.onLine) void syncFor(userId, router.push);
    });
  }, [userId, router]);

  useEffect(() => {
    // Back online: ask who is signed in (the answer re-runs the sync above if it changed), and try again.
    const online = () => {
      void refreshAccount();
      if (userId) void syncFor(userId, router.push);
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [userId, router]);

  return null;
}
