"use server";

import { z } from "zod";
import { refresh } from "next/cache";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { deleteDream, listDreams, type DreamEntry } from "@/lib/dreams/log";

export type DreamPage = { ok: true; entries: DreamEntry[]; nextCursor: string | null } | { ok: false; message: string };

export async function loadDreamsAction(cursor: unknown): Promise<DreamPage> {
  const parsed = z
    .string()
    .max(200)
    .nullable()
    .safeParse(cursor ?? null);
  const viewer = await getViewer();
  if (!parsed.success || !viewer) return { ok: false, message: "Failed to load your dreams" };
  try {
    const page = await withUser(viewer.claims, (tx) => listDreams(tx, parsed.data));
    return { ok: true, ...page };
  } catch (error) {
    console.error("[dreams:list]", error);
    return { ok: false, message: "Failed to load your dreams" };
  }
}

export type DeleteResult = { ok: true } | { ok: false; message: string };

export async function deleteDreamAction(id: unknown): Promise<DeleteResult> {
  const parsed = z.uuid().safeParse(id);
  const viewer = await getViewer();
  if (!parsed.success || !viewer) return { ok: false, message: "Failed to delete dream" };
  try {
    const removed = await withUser(viewer.claims, (tx) => deleteDream(tx, parsed.data));
    if (!removed) return { ok: false, message: "Failed to delete dream" };
    refresh();
    return { ok: true };
  } catch (error) {
    console.error("[dreams:delete]", error);
    return { ok: false, message: "Failed to delete dream" };
  }
}
