import { defineConfig } from "vitest/config";
import path from "node:path";
import { testEnv } from "./tests/test-env.ts";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    // Integration tests share one local stack; files run in parallel but must use their own users.
    env: testEnv,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/fixtures/server-only.ts") },
  },
});
