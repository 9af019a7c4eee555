import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { offlineDraftSchema, type OfflineDraft } from "./draft";

/**
 * The browser's store of dreams not yet in the DreamLog (IndexedDB through `idb`). Browser-only.
 *
 * Two stores: `drafts`, one record per dream written on this device, and `account`, the id of
 * the member last seen signed in, so a dream written offline (when no server can say who is
 * signed in) still knows its owner. Signing out forgets the account; a draft is only ever listed
 * for, and synced by, its own owner.
 */

interface OfflineDb extends DBSchema {
  drafts: { key: string; value: OfflineDraft; indexes: { owner: string } };
  account: { key: "current"; value: { userId: string } };
}

const DB_NAME = "oneira-offline";
/** Tabs hear about every change here, so their "waiting to sync" lists stay the same. */
const CHANNEL = "oneira-offline-drafts";

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      const drafts = database.createObjectStore("drafts", { keyPath: "key" });
      drafts.createIndex("owner", "owner");
      database.createObjectStore("account");
    },
  });
  return opened;
}

function announce() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` when any tab changes the drafts; returns the unsubscribe. */
export function onDraftsChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}

/** Keeps a draft; the promise resolves once IndexedDB has committed it. */
export async function putDraft(draft: OfflineDraft): Promise<void> {
  await (await db()).put("drafts", offlineDraftSchema.parse(draft));
  announce();
}

/** The owner's drafts, oldest first. Records that no longer parse are left alone, never shown. */
export async function listDrafts(owner: string): Promise<OfflineDraft[]> {
  const rows = await (await db()).getAllFromIndex("drafts", "owner", owner);
  return rows
    .flatMap((row) => {
      const parsed = offlineDraftSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.writtenAt - b.writtenAt);
}

export async function deleteDraft(key: string): Promise<void> {
  await (await db()).delete("drafts", key);
  announce();
}

export async function rememberAccount(userId: string | null): Promise<void> {
  const database = await db();
  if (userId) await database.put("account", { userId }, "current");
  else await database.delete("account", "current");
  announce();
}

export async function rememberedAccount(): Promise<string | null> {
  return (await (await db()).get("account", "current"))?.userId ?? null;
}
