import "server-only";
import type { Tx } from "@/lib/db/sql";
import type { UserClaims } from "@/lib/db/with-user";
import { actAsService, actAsUser, asService, asServiceThen, asUserThen, transaction } from "@/lib/db/with-user";
import type { Recurrences } from "@/lib/interpret/history";
import type { Interpretation } from "@/lib/interpret/schema";
import { FREE_DAILY_INTERPRETATIONS } from "@/lib/site-config";
import {
  commitVisitorReservation,
  quotaDay,
  readUserUsage,
  releaseReservation,
  reserveUserQuota,
  reserveVisitorQuota,
  type UsageStatus,
  type UserReservation,
} from "@/lib/usage/quota";
import { defaultNight } from "./journal-input";
import { saveInterpretation } from "./journal";
import { saveInterpretedDream } from "./log";
import { readRecurrences } from "./pattern-counts";

type Interpreter = (input: { text: string; history?: Recurrences }) => Promise<Interpretation>;

export class QuotaExhausted extends Error {
  constructor() {
    super("daily quota exhausted");
  }
}

export class DreamLogFull extends Error {
  constructor() {
    super("the DreamLog holds the maximum number of dreams");
  }
}

/** A saved dream to interpret is not the user's, or no longer exists. */
export class DreamGone extends Error {
  constructor() {
    super("the dream is gone");
  }
}

/** The dream's text was edited while it was being interpreted: the interpretation is not kept. */
export class DreamChanged extends Error {
  constructor() {
    super("the dream changed while it was interpreted");
  }
}

/** The journal fields of a dream interpreted from /interpret. */
export type InterpretedEntry = { dreamtOn: string; title: string | null; tags: string[]; kinds: string[] };

/**
 * Gives a reservation back after a failure. If the database cannot be reached now, the
 * reservation expires and is swept (private.sweep_expired_reservations), so the count still
 * comes back; the original error is what the caller reports.
 */
async function giveBack(reservation: string | null) {
  if (!reservation) return;
  await asService((tx) => releaseReservation(tx, reservation)).catch((error) =>
    console.error("[quota] release failed; the reservation will expire", error),
  );
}

/**
 * What is left of a free user's quota today, read as the user at the end of the saving
 * transaction; premium users have no quota, so nothing is read (nor the role switched) for them.
 */
async function usageAfter(tx: Tx, claims: UserClaims, outcome: UserReservation["outcome"], day: string): Promise<UsageStatus | null> {
  if (outcome === "premium") return null;
  return asUserThen(tx, claims, () => readUserUsage(tx, day));
}

/**
 * A signed-in user's interpretation in three steps, none holding a transaction while the engine
 * works: (1) reserve the quota and read the journal's recurring names, (2) interpret, (3) save the dream, which
 * turns the reservation into the saved row. A failure after (1) gives the reservation back.
 */
export async function interpretForUser(
  claims: UserClaims,
  text: string,
  interpret: Interpreter,
  day = quotaDay(),
  entry: InterpretedEntry = { dreamtOn: defaultNight(new Date(), "UTC"), title: null, tags: [], kinds: [] },
) {
  // Each role switch goes out with the statements after it (asServiceThen / asUserThen in lib/db/with-user.ts).
  const { outcome, reservation, history } = await transaction(async (tx) => {
    const reserved = await asServiceThen(tx, () => reserveUserQuota(tx, claims.sub, day));
    if (reserved.outcome === "limit") return { ...reserved, history: undefined };
    return { ...reserved, history: await asUserThen(tx, claims, () => readRecurrences(tx)) };
  });
  if (outcome === "limit") throw new QuotaExhausted();

  try {
    const interpretation = await interpret({ text, history });
    return await transaction(async (tx) => {
      const saved = await asServiceThen(tx, () =>
        saveInterpretedDream(tx, {
          userId: claims.sub,
          reservation,
          dreamText: text,
          interpretation,
          day,
          dailyLimit: FREE_DAILY_INTERPRETATIONS,
          entry,
        }),
      );
      if (saved.outcome !== "saved") throw saved.outcome === "limit" ? new QuotaExhausted() : new DreamLogFull();
      return { interpretation, saved: { id: saved.id, createdAt: saved.createdAt }, usage: await usageAfter(tx, claims, outcome, day) };
    });
  } catch (error) {
    await giveBack(reservation);
    throw error;
  }
}

/**
 * Interprets a dream already in the DreamLog (saved without interpreting, or edited since), in
 * the same three steps and with the same quota as a new one: reserve and read the dream, run the
 * engine, then store the interpretation if the text is still the one interpreted.
 */
export async function interpretSavedForUser(claims: UserClaims, id: string, interpret: Interpreter, day = quotaDay()) {
  const { outcome, reservation, dream, history } = await transaction(async (tx) => {
    await actAsUser(tx, claims);
    const [row] = await tx<{ dream_text: string }[]>`select dream_text from public.dream_logs where id = ${id}`;
    if (!row) return { outcome: "gone" as const, reservation: null, dream: null, history: undefined };
    await actAsService(tx);
    const reserved = await reserveUserQuota(tx, claims.sub, day);
    if (reserved.outcome === "limit") return { ...reserved, dream: row, history: undefined };
    await actAsUser(tx, claims);
    return { ...reserved, dream: row, history: await readRecurrences(tx) };
  });
  if (outcome === "gone" || !dream) throw new DreamGone();
  if (outcome === "limit") throw new QuotaExhausted();

  try {
    const interpretation = await interpret({ text: dream.dream_text, history });
    return await transaction(async (tx) => {
      await actAsService(tx);
      const saved = await saveInterpretation(tx, {
        userId: claims.sub,
        reservation,
        id,
        text: dream.dream_text,
        interpretation,
        day,
        dailyLimit: FREE_DAILY_INTERPRETATIONS,
      });
      if (saved === "limit") throw new QuotaExhausted();
      if (saved === "gone") throw new DreamGone();
      if (saved === "changed") throw new DreamChanged();
      return { interpretation, usage: await usageAfter(tx, claims, outcome, day) };
    });
  } catch (error) {
    await giveBack(reservation);
    throw error;
  }
}

/** A visitor's interpretation: reserved against their cookie and IP keys, kept only on success. */
export async function interpretForVisitor(keys: { key: string; limit: number }[], text: string, interpret: Interpreter, day = quotaDay()) {
  const reservation = await asService((tx) => reserveVisitorQuota(tx, keys, day));
  if (!reservation) throw new QuotaExhausted();
  try {
    const interpretation = await interpret({ text });
    if (!(await asService((tx) => commitVisitorReservation(tx, reservation, keys, day)))) throw new QuotaExhausted();
    return interpretation;
  } catch (error) {
    await giveBack(reservation);
    throw error;
  }
}
