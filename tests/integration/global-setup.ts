import { startLocalStack } from "@/local/stack";

/** One fresh local stack (own ports and data dir, see vitest.config.ts) for all vitest files. */
export default async function setup() {
  const stack = await startLocalStack({ fresh: true });
  return () => stack.stop();
}
