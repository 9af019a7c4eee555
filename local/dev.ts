import { usesHostedServices } from "./app-env";
import { startLocalStack } from "./stack";
import { LocalSetupError } from "./postgres-user-access";
import { supervise } from "./supervise";

/**
 * `npm run dev`: with no hosted configuration, start the local stack (Postgres, Auth stand-in,
 * mail outbox) and then `next dev` on it. With NEXT_PUBLIC_SUPABASE_URL set, start nothing
 * local and run `next dev` against the hosted services.
 */
const hosted = usesHostedServices();

async function main() {
  const stack = hosted ? null : await startLocalStack({ log: (m) => console.log(m) });
  if (stack) console.log(`[stack] mail outbox: ${stack.mailUrl}`);
  const env = { ...process.env, ...stack?.appEnv };
  supervise("npx", ["next", "dev", ...process.argv.slice(2)], env, async () => stack?.stop());
}

main().catch((error) => {
  console.error(error instanceof LocalSetupError ? error.message : error);
  process.exit(1);
});
