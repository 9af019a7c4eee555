import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OfflineDraft } from "./draft";

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

/**
 * The drafts' schema (and zod with it) is fetched when drafts are first read or written, not with
 * every page. Pages where a dream can be kept offline fetch it once they are idle
 * (preloadDraftSchema), while the network is surely there.
 */
let schema: Promise<typeof import("./draft").offlineDraftSchema> | null = null;
function draftSchema() {
  schema ??= import("./draft").then(
    (m) => m.offlineDraftSchema,
    (error: unknown) => {
      schema = null;
      throw error;
    },
  );
  return schema;
}

export function preloadDraftSchema(): void {
  draftSchema().catch(() => {});
}

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
  const valid = (await draftSchema()).parse(draft);
  await (await db()).put("drafts", valid);
  announce();
}

/** The owner's drafts, oldest first. Records that no longer parse are left alone, never shown. */
export async function listDrafts(owner: string): Promise<OfflineDraft[]> {
  const [rows, offlineDraftSchema] = await Promise.all([(await db()).getAllFromIndex("drafts", "owner", owner), draftSchema()]);
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
