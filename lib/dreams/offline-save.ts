import "server-only";
import { z } from "zod";
import { asService, type UserClaims } from "@/lib/db/with-user";
import type { OfflineDraft } from "@/lib/offline/draft";

const outcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("saved"), id: z.uuid(), interpreted: z.boolean() }),
  z.object({ outcome: z.literal("existing"), id: z.uuid().nullable(), interpreted: z.boolean() }),
  z.object({ outcome: z.literal("full") }),
]);
export type OfflineSaveOutcome = z.infer<typeof outcomeSchema>;

/**
 * Saves a dream written offline, once per key: a repeated key answers the dream it saved before
 * ("existing"), so a reload mid-sync or a second tab never makes a second dream. No quota: it is
 * saved without an interpretation, like any journal entry.
 */
export async function saveOfflineDream(
  claims: UserClaims,
  draft: Pick<OfflineDraft, "key" | "text" | "dreamtOn">,
): Promise<OfflineSaveOutcome> {
  return asService(async (tx) => {
    const [row] = await tx`
      select outcome, id, interpreted
      from private.save_offline_dream(${claims.sub}, ${draft.key}::uuid, ${draft.text}, ${draft.dreamtOn}::date)`;
    return outcomeSchema.parse(row);
  });
}
