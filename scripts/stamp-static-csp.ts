/**
 * Runs after `next build` (npm run build): gives every fully static page of the build its own
 * <meta> Content-Security-Policy listing the sha256 of its inline scripts (lib/security/csp.ts).
 * Pages rendered per request (a "postponed" state in their .meta) are left alone: their scripts
 * carry the nonce of each response.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stampStaticPage } from "../lib/security/static-page-csp";

const appDir = path.resolve(import.meta.dirname, "../.next/server/app");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file);
    else if (entry.name.endsWith(".html")) yield file;
  }
}

function isFullyStatic(htmlFile: string): boolean {
  const metaFile = htmlFile.replace(/\.html$/, ".meta");
  if (!existsSync(metaFile)) return true;
  return !(JSON.parse(readFileSync(metaFile, "utf8")) as { postponed?: string }).postponed;
}

if (!existsSync(appDir)) {
  console.error(`[csp] ${appDir} does not exist: run next build first`);
  process.exit(1);
}
const ads = Boolean(process.env.NEXT_PUBLIC_ADSENSE_CLIENT);
let stamped = 0;
for (const file of htmlFiles(appDir)) {
  if (!isFullyStatic(file)) continue;
  writeFileSync(file, stampStaticPage(readFileSync(file, "utf8"), { ads }));
  stamped++;
}
console.log(`[csp] script hashes written into ${stamped} static pages`);
