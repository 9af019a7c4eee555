"use server";

import { refresh } from "next/cache";
import { withUser } from "@/lib/db/with-user";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { dreamEditSchema } from "./journal-input";
import { updateDream } from "./journal";
import { KEEPS_CHANGES } from "./write-failures";

const title = "Changes not saved";

/**
 * Changes a dream's text, title, night, tags and kinds, as the user under RLS (another user's id
 * changes nothing). Changing the text marks its interpretation as made from an earlier version.
 */
export const editDream = defineAction(
  {
    log: "[dreams:edit]",
    title,
    schema: dreamEditSchema,
    ...KEEPS_CHANGES,
  },
  async ({ id, ...entry }, { viewer }): Promise<ActionResult<{ id: string }>> => {
    const changed = await withUser(viewer.claims, (tx) => updateDream(tx, id, entry));
    if (!changed) return fail({ message: "This dream is no longer in your DreamLog." });
    refresh();
    return ok({ id });
  },
);
