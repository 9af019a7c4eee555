import { testEnv } from "../test-env";

/** One fresh local stack (own ports and data dir) for all vitest files. */
export default async function setup() {
  Object.assign(process.env, testEnv);
  // Imported after the env is set: local/config reads the ports at load time.
  const { startLocalStack } = await import("@/local/stack");
  const stack = await startLocalStack({ fresh: true });
  return () => stack.stop();
}
