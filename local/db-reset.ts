import { rmSync } from "node:fs";
import path from "node:path";
import { localConfig } from "./config";

/** `npm run db:reset`: forget the local database; the next start initialises and migrates a new one. */
const dir = path.resolve(import.meta.dirname, "..", localConfig.dataDir);
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next \`npm run dev\` starts with an empty, freshly migrated database.`);
