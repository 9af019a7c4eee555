import "server-only";
import { z } from "zod";
import { actAsService, transaction, userClaimsSchema, type UserClaims } from "@/lib/db/with-user";
import { INTERPRETATION_MAX_BYTES, storedInterpretationSchema } from "@/lib/interpret/schema";
import { allowAttempt } from "@/lib/security/rate-limit";
import { DREAM_MAX, DREAM_MIN } from "./input";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./export";
import { kindsSchema, nightSchema, tagsSchema, titleSchema } from "./journal-input";
import { MAX_DREAMS_PER_USER } from "./log";

/**
 * Import of a DreamLog export (this account's or another's). The file as a whole must be an
 * export; each entry is validated on its own, and a bad entry is skipped and reported rather than
 * failing the rest. Entries already in the log (same text, same date) are skipped as duplicates.
 * Everything is written in one transaction: an error part-way changes nothing. Only what the
 * schema parsed is stored (the trimmed text, the interpretation's known and bounded fields).
 * Limits: 10 MB and 5,000 dreams per file, 10 imports per user per hour, and a DreamLog holds at
 * most MAX_DREAMS_PER_USER dreams (entries beyond that are skipped and reported).
 */

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_DREAMS = 5_000;
export const importRateLimit = { windowSeconds: 3600, max: 10 };
const BATCH = 500; // each statement stays well inside DATABASE_TIMEOUT_MS

export class ImportError extends Error {}

export type ImportSkip = { entry: number; reason: string };
export type ImportReport = { total: number; added: number; duplicates: number; skipped: ImportSkip[] };

const fileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  // Version 1 files (before the night, title, tags and kinds) still import.
  version: z.union([z.literal(1), z.literal(EXPORT_VERSION)]),
  exportedAt: z.string().optional(),
  dreams: z.array(z.unknown()),
});

const entrySchema = z.object({
  id: z.string().optional(),
  dreamText: z
    .string({ message: "the dream text is missing" })
    .trim()
    .min(DREAM_MIN, { message: `the dream text is shorter than ${DREAM_MIN} characters` })
    .max(DREAM_MAX, { message: `the dream text is longer than ${DREAM_MAX.toLocaleString("en-US")} characters` }),
  interpretation: storedInterpretationSchema
    .refine((i) => Buffer.byteLength(JSON.stringify(i)) <= INTERPRETATION_MAX_BYTES, {
      message: `the interpretation is larger than ${INTERPRETATION_MAX_BYTES / 1024} kB`,
    })
    .nullable(),
  interpretationOutdated: z.boolean().optional(),
  title: titleSchema,
  dreamtOn: z.optional(nightSchema),
  tags: z.optional(tagsSchema),
  kinds: z.optional(kindsSchema),
  editedAt: z.iso.datetime({ offset: true, message: "the edit date is not an ISO date" }).nullish(),
  createdAt: z.iso
    .datetime({ offset: true, message: "the date is missing or not an ISO date" })
    .refine((t) => new Date(t).getTime() <= Date.now() + 24 * 3600_000, { message: "the date is in the future" })
    .refine((t) => new Date(t).getUTCFullYear() >= 1900, { message: "the date is before 1900" }),
});

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "it is not a dream entry";
  if (issue.path.length === 0) return issue.code === "invalid_type" ? "it is not a dream entry" : issue.message;
  const [field, ...rest] = issue.path.map(String);
  if (field === "interpretation") {
    if (issue.code === "custom") return issue.message;
    if (issue.code === "too_big") return `the interpretation holds a text or list longer than allowed (${rest.join(".")})`;
    return `the interpretation is incomplete or malformed${rest.length ? ` (${rest.join(".")})` : ""}`;
  }
  return issue.message.startsWith("the ") ? issue.message : `${field}: ${issue.message}`;
}

type Valid = { entry: number; value: z.output<typeof entrySchema> };

/** Parses and checks a file; throws ImportError with a sentence for the user when it is not an export. */
export function readExport(text: string): { valid: Valid[]; invalid: ImportSkip[]; total: number } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError("This file isn't valid JSON. Choose a DreamLog export (.json) downloaded from Oneira.");
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    const format = (json as { format?: unknown } | null)?.format;
    const version = (json as { version?: unknown } | null)?.version;
    if (format === EXPORT_FORMAT && version !== EXPORT_VERSION && version !== 1) {
      throw new ImportError(`This export has version ${String(version)}; this Oneira reads versions 1 and ${EXPORT_VERSION}.`);
    }
    throw new ImportError(`This JSON file isn't a Oneira DreamLog export (expected "format": "${EXPORT_FORMAT}" and a list of dreams).`);
  }
  const dreams = file.data.dreams;
  if (dreams.length > IMPORT_MAX_DREAMS) {
    throw new ImportError(
      `This export holds ${dreams.length.toLocaleString("en-US")} dreams; at most ${IMPORT_MAX_DREAMS.toLocaleString("en-US")} can be imported at once.`,
    );
  }
  const valid: Valid[] = [];
  const invalid: ImportSkip[] = [];
  dreams.forEach((raw, n) => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      invalid.push({ entry: n + 1, reason: `invalid entry #${n + 1}: ${describeIssue(parsed.error)}` });
      return;
    }
    // Only what the schema parsed: unknown keys are dropped, every string and list is bounded.
    const { dreamText, interpretation, createdAt, title, dreamtOn, tags, kinds, editedAt, interpretationOutdated } = parsed.data;
    valid.push({
      entry: n + 1,
      value: { dreamText, interpretation, createdAt, title, dreamtOn, tags, kinds, editedAt, interpretationOutdated },
    });
  });
  return { valid, invalid, total: dreams.length };
}

/** Imports an export into the signed-in user's log (claims from a verified session). */
export async function importDreams(claims: UserClaims, text: string): Promise<ImportReport> {
  const userId = userClaimsSchema.parse(claims).sub;
  if (!(await allowAttempt([{ kind: "import:user", value: userId, rule: importRateLimit }]))) {
    throw new ImportError("Too many imports in an hour. Please wait a while and try again.");
  }
  const { valid, invalid, total } = readExport(text);
  const skipped: ImportSkip[] = [...invalid];
  let added = 0;
  let duplicates = 0;
  if (valid.length > 0) {
    await transaction(async (tx) => {
      await actAsService(tx);
      for (let start = 0; start < valid.length; start += BATCH) {
        const batch = valid.slice(start, start + BATCH);
        const payload = batch.map((v) => v.value);
        const rows = await tx<{ entry_index: number; outcome: string }[]>`
          select entry_index, outcome from private.import_dreams(${userId}::uuid, ${tx.json(payload as unknown as Parameters<typeof tx.json>[0])})`;
        if (rows.length !== batch.length) throw new Error("import: the account was not found");
        for (const row of rows) {
          if (row.outcome === "added") added++;
          else if (row.outcome === "full") {
            skipped.push({
              entry: batch[row.entry_index].entry,
              reason: `not imported: your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams`,
            });
          } else {
            duplicates++;
            skipped.push({
              entry: batch[row.entry_index].entry,
              reason: `duplicate: entry #${batch[row.entry_index].entry} is already in your DreamLog`,
            });
          }
        }
      }
    });
  }
  skipped.sort((a, b) => a.entry - b.entry);
  return { total, added, duplicates, skipped };
}
