import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    // Integration tests share one local stack; files run in parallel but must use their own users.
    // Test ports and data dir, so a running `npm run dev` is never touched.
    env: {
      ONEIRA_PG_PORT: "55432",
      ONEIRA_AUTH_PORT: "55421",
      ONEIRA_MAIL_PORT: "55424",
      ONEIRA_DATA_DIR: ".local/test-postgres",
      PORT: "3100",
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/fixtures/server-only.ts") },
  },
});
