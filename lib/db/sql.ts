import "server-only";
import postgres from "postgres";
import { serverEnv } from "@/lib/env/server";
import { socketWithResponseDeadline } from "./response-deadline";

/**
 * One pool per server process (kept on globalThis so dev reloads do not open new pools).
 * Hosted mode talks to Supabase's pooler in transaction mode, which cannot keep prepared
 * statements.
 */
const globalForDb = globalThis as unknown as { oneiraSql?: postgres.Sql };

export const sql =
  globalForDb.oneiraSql ??
  postgres(serverEnv.DATABASE_URL, {
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    prepare: serverEnv.mode === "local",
    idle_timeout: 20,
    // Every wait on Postgres is bounded from here: a hung server fails a query like a down one.
    connect_timeout: serverEnv.DATABASE_TIMEOUT_MS / 1000,
    // postgres.js takes a socket factory (documented, not in its types).
    ...({ socket: socketWithResponseDeadline(serverEnv.DATABASE_TIMEOUT_MS) } as object),
    onnotice: () => {},
  });
globalForDb.oneiraSql = sql;

export type Tx = postgres.TransactionSql;
