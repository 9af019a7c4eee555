import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import postgres from "postgres";
import { localConfig, localPorts } from "@/local/config";
import { startPostgres } from "@/local/postgres";
import { socketWithResponseDeadline } from "@/lib/db/response-deadline";
import { freezePostgres } from "../fixtures/freeze-postgres";

/**
 * Issue 15 item 12, the mechanism: a Postgres of its own (so the shared test database is never
 * frozen), stopped with SIGSTOP. Without the deadline a query on it waits forever (the kernel
 * still accepts the bytes); with it, the query fails like a refused one and the pool works again
 * once the server resumes. The whole app under a frozen database: tests/e2e/faults.spec.ts.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.resolve(root, `${localConfig.dataDir}-hung`);
const port = localPorts.postgres + 61;
let pg: Awaited<ReturnType<typeof startPostgres>>;
let sql: postgres.Sql;
let thaw: (() => void) | null = null;

beforeAll(async () => {
  pg = await startPostgres({ dataDir, port, fresh: true });
  sql = postgres(pg.url, {
    max: 3,
    connect_timeout: 1,
    idle_timeout: 20,
    onnotice: () => {},
    ...({ socket: socketWithResponseDeadline(1000) } as object),
  });
}, 120_000);

afterAll(async () => {
  thaw?.();
  await sql?.end({ timeout: 1 }).catch(() => {});
  await pg?.stop().catch(() => {});
});

describe("a hung Postgres (its processes stopped)", () => {
  it("fails queries on open and on new connections instead of waiting, and recovers when it resumes", async () => {
    await sql`create table if not exists marks (n integer)`;
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);

    thaw = freezePostgres(dataDir);
    // An open pooled connection, several at once (more than the pool: new connections too).
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, (_, n) => sql.begin((tx) => tx`insert into marks values (${n})`)));
    expect(attempts.map((a) => a.status)).toEqual(Array(5).fill("rejected"));
    for (const a of attempts)
      expect(String((a as PromiseRejectedResult).reason)).toMatch(/CONNECTION_CLOSED|CONNECT_TIMEOUT|connect timeout/);

    thaw();
    // The pool opens fresh connections by itself; a query in flight at the first moment may still fail.
    let recovered: unknown = null;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = await sql`select count(*)::int as n from marks`.catch(() => null);
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    // Nothing of the abandoned transactions was committed: the server saw them closed.
    expect(recovered).toEqual([{ n: 0 }]);
  });
});
