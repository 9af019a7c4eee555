/**
 * Runs the engine's command line (lib/interpret/cli.ts) from a bundle, as the app ships the
 * engine. Under tsx every start compiles the engine's ~130 modules one by one (about a second of a
 * batch's start-up); esbuild bundles them once, and the bundle is reused until one of its source
 * files changes (the inputs esbuild reported last time are compared with the bundle's age).
 *   node scripts/engine-cli.mjs [--json | --batch] …   the same arguments as cli.ts
 */
import { buildSync } from "esbuild";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, "node_modules/.cache/oneira-engine");
const bundle = path.join(cache, "cli.mjs");
const meta = path.join(cache, "inputs.json");

function fresh() {
  if (!existsSync(bundle) || !existsSync(meta)) return false;
  const built = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(meta, "utf8"));
  return inputs.every((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).mtimeMs < built);
}

// (written under a temporary name and renamed: two batches started together never read half a bundle)
if (!fresh()) {
  const result = buildSync({
    entryPoints: [path.join(root, "lib/interpret/cli.ts")],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    alias: { "@": root },
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  mkdirSync(cache, { recursive: true });
  const temp = `${bundle}.${process.pid}`;
  writeFileSync(temp, result.outputFiles[0].contents);
  writeFileSync(meta, JSON.stringify(Object.keys(result.metafile.inputs).filter((f) => !f.startsWith("node_modules/"))));
  renameSync(temp, bundle);
}

await import(pathToFileURL(bundle).href);
