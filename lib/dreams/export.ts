import "server-only";
import { withUser, type UserClaims } from "@/lib/db/with-user";
import { storedInterpretationSchema, type StoredInterpretation } from "@/lib/interpret/schema";
import { displayTitle, longUsDate } from "./as-text";

/**
 * The whole DreamLog as a file, streamed: rows are read in keyset-paged batches (oldest first),
 * each batch in its own short transaction under RLS, and written out as they come, so 10,000
 * dreams never sit in memory at once and no connection is held while the client reads slowly.
 */

export const EXPORT_FORMAT = "oneira-dreamlog";
/** 2 added the night, title, edit time, tags, kinds and dreams without an interpretation. */
export const EXPORT_VERSION = 2;
export const EXPORT_BATCH = 500;

export type ExportFormat = "json" | "md";

export type ExportedDream = {
  id: string;
  dreamText: string;
  title: string | null;
  dreamtOn: string;
  tags: string[];
  kinds: string[];
  /** Null for a dream saved without interpreting. */
  interpretation: unknown;
  interpretationOutdated: boolean;
  createdAt: string;
  editedAt: string | null;
};

type Row = {
  id: string;
  dream_text: string;
  title: string | null;
  dreamt_on: string;
  tags: string[];
  kinds: string[];
  interpretation: unknown;
  interpretation_outdated: boolean;
  created_at: string;
  edited_at: string | null;
};

const US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The user's dreams, oldest first, batch by batch. createdAt keeps Postgres' microseconds. */
export async function* exportBatches(claims: UserClaims, batchSize = EXPORT_BATCH): AsyncGenerator<ExportedDream[]> {
  let after: { t: string; id: string } | null = null;
  for (;;) {
    const cursor: { t: string; id: string } | null = after;
    const rows: Row[] = await withUser(
      claims,
      (tx) => tx<Row[]>`
      select id, dream_text, title, dreamt_on::text as dreamt_on, tags, kinds, interpretation, interpretation_outdated,
        to_char(created_at at time zone 'UTC', ${tx.unsafe(US)}) as created_at,
        to_char(edited_at at time zone 'UTC', ${tx.unsafe(US)}) as edited_at
      from public.dream_logs
      ${cursor ? tx`where (created_at, id) > (${cursor.t}::timestamptz, ${cursor.id}::uuid)` : tx``}
      order by created_at, id
      limit ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      id: r.id,
      dreamText: r.dream_text,
      title: r.title,
      dreamtOn: r.dreamt_on,
      tags: r.tags,
      kinds: r.kinds,
      interpretation: r.interpretation,
      interpretationOutdated: r.interpretation_outdated,
      createdAt: r.created_at,
      editedAt: r.edited_at,
    }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { t: last.created_at, id: last.id };
  }
}

export function exportFileName(format: ExportFormat, now: Date): string {
  return `oneira-dreamlog-${now.toISOString().slice(0, 10)}.${format}`;
}

async function* jsonChunks(batches: AsyncIterable<ExportedDream[]>, now: Date): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(now.toISOString())},"dreams":[`;
  let first = true;
  for await (const batch of batches) {
    let out = "";
    for (const d of batch) {
      out += `${first ? "" : ","}\n${JSON.stringify(d)}`;
      first = false;
    }
    yield out;
  }
  yield `${first ? "" : "\n"}]}\n`;
}

function quote(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line.trim() ? `> ${line}` : ">"))
    .join("\n");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** One readable Markdown section per dream. */
export function dreamAsMarkdown(
  d: Pick<ExportedDream, "dreamText" | "interpretation"> &
    Partial<Pick<ExportedDream, "title" | "dreamtOn" | "tags" | "kinds">> & { createdAt: string },
): string {
  const parsed = storedInterpretationSchema.safeParse(d.interpretation);
  const i: StoredInterpretation | null = parsed.success ? parsed.data : null;
  const heading = oneLine(displayTitle({ title: d.title ?? null, dreamText: d.dreamText })).replace(/^#+\s*/, "");
  const lines = [`## ${longUsDate(d.dreamtOn ?? d.createdAt)} — ${heading}`, ""];
  const labels = [...(d.kinds ?? []), ...(d.tags ?? []).map((t) => `#${t}`)];
  if (labels.length) lines.push(`*${labels.map(oneLine).join(", ")}*`, "");
  lines.push(quote(d.dreamText), "");
  if (d.interpretation === null) {
    lines.push("*Not interpreted yet.*", "");
    return lines.join("\n");
  }
  if (!i) {
    lines.push("*The interpretation of this dream could not be read.*", "");
    return lines.join("\n");
  }
  if (i.story) lines.push("### What happens", "", i.story, "");
  lines.push("### Summary", "", i.summary, "", "### Psychological analysis", "", i.psychologicalAnalysis, "");
  if (i.symbols.length) {
    lines.push("### Key symbols", "");
    for (const s of i.symbols) lines.push(`- **${oneLine(s.symbol)}**${s.quote ? ` (“${oneLine(s.quote)}”)` : ""}: ${oneLine(s.meaning)}`);
    lines.push("");
  }
  if (i.emotions?.length) {
    lines.push("### Feelings", "");
    for (const e of i.emotions) lines.push(`- ${oneLine(e.label)} — “${oneLine(e.evidence)}”`);
    lines.push("");
  }
  if (i.characters?.length) lines.push(`**People:** ${i.characters.map((c) => oneLine(c.label)).join(", ")}`, "");
  if (i.setting?.places.length) lines.push(`**Places:** ${i.setting.places.map(oneLine).join(", ")}`, "");
  if (i.themes?.length) lines.push(`**Themes:** ${i.themes.map(oneLine).join(", ")}`, "");
  if (i.reflectionQuestions?.length) {
    lines.push("### Questions to reflect on", "");
    i.reflectionQuestions.forEach((q, n) => lines.push(`${n + 1}. ${oneLine(q)}`));
    lines.push("");
  }
  return lines.join("\n");
}

async function* markdownChunks(batches: AsyncIterable<ExportedDream[]>, now: Date): AsyncGenerator<string> {
  yield `# My Oneira DreamLog\n\nExported on ${longUsDate(now.toISOString())}. Oldest dream first.\n`;
  let count = 0;
  for await (const batch of batches) {
    yield batch.map((d) => `\n---\n\n${dreamAsMarkdown(d)}`).join("");
    count += batch.length;
  }
  yield count === 0 ? "\nNo dreams saved yet.\n" : `\n---\n\n${count.toLocaleString("en-US")} ${count === 1 ? "dream" : "dreams"}.\n`;
}

/** The export file as a byte stream; pulling drives the reads, cancelling stops them. */
export function exportStream(
  claims: UserClaims,
  format: ExportFormat,
  now = new Date(),
  batches: AsyncIterable<ExportedDream[]> = exportBatches(claims),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = format === "json" ? jsonChunks(batches, now) : markdownChunks(batches, now);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          console.error("[dreams:export]", error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
