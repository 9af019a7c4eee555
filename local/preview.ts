import { spawnSync } from "node:child_process";
import { LocalSetupError } from "./postgres-user-access";
import { usesHostedServices } from "./app-env";
import { startLocalStack } from "./stack";
import { localPorts } from "./config";
import { supervise } from "./supervise";

/**
 * `npm run preview`: the production build on the local stack (what the end-to-end tests and
 * benchmarks run against). ONEIRA_FRESH=1 starts from an empty database; --no-build reuses .next.
 */
const hosted = usesHostedServices();
const skipBuild = process.argv.includes("--no-build");

async function main() {
  const stack = hosted ? null : await startLocalStack({ fresh: process.env.ONEIRA_FRESH === "1", log: (m) => console.log(m) });
  const env = { ...process.env, ...stack?.appEnv };
  const stopStack = async () => stack?.stop();

  if (!skipBuild) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
    if (build.status !== 0) {
      await stopStack();
      process.exit(build.status ?? 1);
    }
  }
  supervise("npx", ["next", "start", "-p", String(localPorts.app)], env, stopStack);
}

main().catch((error) => {
  console.error(error instanceof LocalSetupError ? error.message : error);
  process.exit(1);
});
