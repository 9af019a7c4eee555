import "server-only";
import type { UserClaims } from "@/lib/db/with-user";
import { actAsService, actAsUser, asService, transaction } from "@/lib/db/with-user";
import type { DreamHistoryItem, Interpretation } from "@/lib/interpret/schema";
import {
  FREE_DAILY_INTERPRETATIONS,
  commitVisitorReservation,
  quotaDay,
  readUserUsage,
  releaseReservation,
  reserveUserQuota,
  reserveVisitorQuota,
  type UsageStatus,
} from "@/lib/usage/quota";
import { defaultNight } from "./journal-input";
import { saveInterpretation } from "./journal";
import { dreamHistoryRows, parseHistory, saveInterpretedDream } from "./log";

type Interpreter = (input: { text: string; history?: DreamHistoryItem[] }) => Promise<Interpretation>;

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
 * A signed-in user's interpretation in three steps, none holding a transaction while the engine
 * works: (1) reserve the quota and read the history, (2) interpret, (3) save the dream, which
 * turns the reservation into the saved row. A failure after (1) gives the reservation back.
 */
export async function interpretForUser(
  claims: UserClaims,
  text: string,
  interpret: Interpreter,
  day = quotaDay(),
  entry: InterpretedEntry = { dreamtOn: defaultNight(new Date(), "UTC"), title: null, tags: [], kinds: [] },
) {
  const { outcome, reservation, historyRows } = await transaction(async (tx) => {
    await actAsService(tx);
    const reserved = await reserveUserQuota(tx, claims.sub, day);
    if (reserved.outcome === "limit") return { ...reserved, historyRows: [] };
    await actAsUser(tx, claims);
    return { ...reserved, historyRows: await dreamHistoryRows(tx) };
  });
  if (outcome === "limit") throw new QuotaExhausted();

  try {
    // Parsed after the commit: the connection goes back to the pool first.
    const interpretation = await interpret({ text, history: parseHistory(historyRows) });
    return await transaction(async (tx) => {
      await actAsService(tx);
      const saved = await saveInterpretedDream(tx, {
        userId: claims.sub,
        reservation,
        dreamText: text,
        interpretation,
        day,
        dailyLimit: FREE_DAILY_INTERPRETATIONS,
        entry,
      });
      if (saved.outcome !== "saved") throw saved.outcome === "limit" ? new QuotaExhausted() : new DreamLogFull();
      await actAsUser(tx, claims);
      const usage: UsageStatus | null = outcome === "premium" ? null : await readUserUsage(tx, day);
      return { interpretation, saved: { id: saved.id, createdAt: saved.createdAt }, usage };
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
  const { outcome, reservation, dream, historyRows } = await transaction(async (tx) => {
    await actAsUser(tx, claims);
    const [row] = await tx<{ dream_text: string }[]>`select dream_text from public.dream_logs where id = ${id}`;
    if (!row) return { outcome: "gone" as const, reservation: null, dream: null, historyRows: [] };
    await actAsService(tx);
    const reserved = await reserveUserQuota(tx, claims.sub, day);
    if (reserved.outcome === "limit") return { ...reserved, dream: row, historyRows: [] };
    await actAsUser(tx, claims);
    return { ...reserved, dream: row, historyRows: await dreamHistoryRows(tx, 50, id) };
  });
  if (outcome === "gone" || !dream) throw new DreamGone();
  if (outcome === "limit") throw new QuotaExhausted();

  try {
    const interpretation = await interpret({ text: dream.dream_text, history: parseHistory(historyRows) });
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
      await actAsUser(tx, claims);
      const usage: UsageStatus | null = outcome === "premium" ? null : await readUserUsage(tx, day);
      return { interpretation, usage };
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
