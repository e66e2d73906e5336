import { defineConfig, devices } from "@playwright/test";
import { E2E_SETUP_TOKEN } from "./tests/e2e/setup-token";

const port = Number(process.env.E2E_PORT ?? 5099);
const chromium = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.e2e\.ts/,
  outputDir: "test-results",
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ar-JO",
    timezoneId: "Asia/Amman",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    // Creates the first admin through /admin/setup; everything else signs in as that admin.
    {
      name: "setup",
      testMatch: /admin-setup\.e2e\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Tests that change what every page shows (settings, terms, the questions every application
    // answers): first, one at a time, each leaving the site as it found it or in a state any test
    // can read; nothing changes those under the tests that follow.
    {
      name: "site-wide",
      dependencies: ["setup"],
      testIgnore: /admin-setup\.e2e\.ts/,
      grep: /@site-wide/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Every other test, on rows of its own, in any order and beside any other.
    {
      name: "chromium",
      dependencies: ["site-wide"],
      testIgnore: /admin-setup\.e2e\.ts/,
      grepInvert: /@site-wide/,
      fullyParallel: true,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/site-settings`,
    env: { PORT: String(port), SETUP_TOKEN: E2E_SETUP_TOKEN },
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets scripts/e2e-server.mjs stop the server and remove its throwaway database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
