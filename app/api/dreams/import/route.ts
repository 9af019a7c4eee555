import { getViewer } from "@/lib/auth/current-user";
import { IMPORT_MAX_BYTES, ImportError, importDreams } from "@/lib/dreams/import";

const tooLarge = `This file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB. Export files from Oneira are smaller; check that you chose the right file.`;

function fail(status: number, error: string) {
  return Response.json({ ok: false, error }, { status, headers: { "cache-control": "no-store" } });
}

/** Reads the body up to the limit; null when it is larger. */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(parts));
}

/**
 * POST /api/dreams/import — the body is a DreamLog export (JSON). Lives under /api so that the
 * proxy (which buffers at most 10 MB of a body) does not truncate larger files.
 */
export async function POST(request: Request) {
  // Same-site requests only (the session cookie is SameSite=Lax; this also covers older browsers).
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {}
    if (!host || originHost !== host) return fail(403, "This request came from another site.");
  }
  const viewer = await getViewer();
  if (!viewer) return fail(401, "Please sign in to import dreams.");

  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES) return fail(413, tooLarge);
  const text = await readCapped(request, IMPORT_MAX_BYTES);
  if (text === null) return fail(413, tooLarge);
  if (!text.trim()) return fail(400, "The file is empty.");

  try {
    const report = await importDreams(viewer.claims, text);
    return Response.json({ ok: true, report }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof ImportError) return fail(422, error.message);
    console.error("[dreams:import]", error);
    return fail(500, "The import failed and nothing was changed. Please try again.");
  }
}
