"use server";

import { z } from "zod";
import { refresh } from "next/cache";
import { withUser } from "@/lib/db/with-user";
import { deleteDream, listDreams } from "@/lib/dreams/log";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";

const loadFailed = { message: "Failed to load your dreams" };
const deleteFailed = { message: "Failed to delete dream" };

export const loadDreamsAction = defineAction(
  {
    log: "[dreams:list]",
    schema: z.string().max(200).nullable().default(null),
    invalid: { ...loadFailed, fieldErrors: false },
    auth: "user",
    signedOut: loadFailed,
    unexpected: loadFailed,
  },
  async (cursor, { viewer }) => ok(await withUser(viewer.claims, (tx) => listDreams(tx, cursor))),
);

export const deleteDreamAction = defineAction(
  {
    log: "[dreams:delete]",
    schema: z.uuid(),
    invalid: { ...deleteFailed, fieldErrors: false },
    auth: "user",
    signedOut: deleteFailed,
    unexpected: deleteFailed,
  },
  async (id, { viewer }) => {
    const removed = await withUser(viewer.claims, (tx) => deleteDream(tx, id));
    if (!removed) return fail(deleteFailed);
    refresh();
    return ok();
  },
);
