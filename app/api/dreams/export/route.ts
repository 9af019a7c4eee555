import { getViewer } from "@/lib/auth/current-user";
import { exportFileName, exportStream, type ExportFormat } from "@/lib/dreams/export";

/** GET /api/dreams/export?format=json|md — the signed-in user's whole DreamLog, streamed. */
export async function GET(request: Request) {
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "md") {
    return Response.json({ error: "format must be json or md" }, { status: 400 });
  }
  const viewer = await getViewer();
  if (!viewer) {
    return Response.json({ error: "Please sign in to export your DreamLog." }, { status: 401, headers: { "cache-control": "no-store" } });
  }
  const now = new Date();
  const fileName = exportFileName(format as ExportFormat, now);
  return new Response(exportStream(viewer.claims, format as ExportFormat, now), {
    headers: {
      "content-type": format === "json" ? "application/json; charset=utf-8" : "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
