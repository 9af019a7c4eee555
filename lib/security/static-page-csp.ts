import { createHash } from "node:crypto";
import { staticPageScriptPolicy } from "./csp";

/**
 * The <meta> policy of a fully static page (see lib/security/csp.ts): written into the built HTML
 * by scripts/stamp-static-csp.ts, because only the finished HTML knows its inline scripts.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const STAMP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** sha256 of every inline script the browser would run (JSON-LD and other data blocks do not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attrs)) continue;
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1]?.toLowerCase() ?? "";
    if (!JS_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page with its policy as the first thing in <head> after the charset (once, however often it runs). */
export function stampStaticPage(html: string, options: { ads?: boolean } = {}): string {
  const page = html.replace(STAMP, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${staticPageScriptPolicy(inlineScriptHashes(page), options)}"/>`;
  const anchor = /<meta charSet="utf-8"\/>/i.exec(page) ?? /<head>/i.exec(page);
  if (!anchor) throw new Error("no <head> to put the policy in");
  const at = anchor.index + anchor[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}
