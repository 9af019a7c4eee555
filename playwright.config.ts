import { defineConfig, devices } from "@playwright/test";
import { testEnv } from "./tests/test-env.ts";

/** End-to-end tests: the production build on a fresh local stack, in Debian's Chromium. */
const e2eEnv = { ...testEnv, ONEIRA_DATA_DIR: `${testEnv.ONEIRA_DATA_DIR}-e2e`, ONEIRA_FRESH: "1" };
// Workers inherit this, so fixtures reach the same stack (local/config.ts reads these ports).
Object.assign(process.env, e2eEnv);
const baseURL = `http://localhost:${e2eEnv.PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx local/preview.ts",
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
