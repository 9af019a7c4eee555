import { spawn } from "node:child_process";
import { startLocalStack } from "./stack";

/**
 * `npm run dev`: with no hosted configuration, start the local stack (Postgres, Auth stand-in,
 * mail outbox) and then `next dev` on it. With NEXT_PUBLIC_SUPABASE_URL set, start nothing
 * local and run `next dev` against the hosted services.
 */
const hosted = Boolean(process.env.NEXT_PUBLIC_SUPABASE_URL);
const args = process.argv.slice(2);

async function main() {
  const stack = hosted ? null : await startLocalStack({ log: (m) => console.log(m) });
  if (stack) console.log(`[stack] mail outbox: ${stack.mailUrl}`);
  const next = spawn("npx", ["next", "dev", ...args], {
    stdio: "inherit",
    env: { ...process.env, ...(stack && { DATABASE_URL: stack.databaseUrl }) },
  });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    next.kill("SIGTERM");
    await stack?.stop();
    process.exit(code);
  };
  next.on("exit", (code) => void stop(code ?? 0));
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
