import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/browser-launch";
import { E2E_SETUP_TOKEN } from "./tests/e2e/setup-token";

const port = Number(process.env.E2E_PORT ?? 5099);
// The tests that change what every page shows run against a server of their own, beside the others.
const siteWidePort = Number(process.env.E2E_SITE_WIDE_PORT ?? port + 1000);
const desktop = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions };
const server = (serverPort: number) => ({
  command: "node scripts/e2e-server.mjs",
  url: `http://127.0.0.1:${serverPort}/api/site-settings`,
  env: { PORT: String(serverPort), SETUP_TOKEN: E2E_SETUP_TOKEN },
  reuseExistingServer: false,
  timeout: 120_000,
  // SIGTERM lets scripts/e2e-server.mjs stop the server and remove its throwaway database.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.e2e\.ts/,
  outputDir: "test-results",
  // One more worker than this 2-core machine has cores: a browser test spends about a fifth of its time
  // waiting on the page and the server, and a third worker fills that time (measured: 338 s with two
  // workers, 298 s with three, all green). `--workers` overrides.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ar-JO",
    timezoneId: "Asia/Amman",
    // A trace records every step of every test and costs about a sixth of the run; a failure keeps its
    // screenshot and page snapshot. `npx playwright test --trace on` records traces when debugging.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
    // A visitor who asked for reduced motion: the home page's carousels stand still instead of animating
    // every 3 s, which took an eighth of the suite's time (measured: 298 s -> 261 s).
    // The tests of motion itself (autoplay, scrolling to a section) ask for it with
    // `test.use({ reducedMotion: "no-preference" })`.
    reducedMotion: "reduce",
  },
  projects: [
    // Creates the first admin through /admin/setup; everything else signs in as that admin.
    { name: "setup", testMatch: /admin-setup\.e2e\.ts/, use: desktop },
    // Tests that change what every page shows (settings, terms, the questions every application
    // answers, the branch list, ordering): on a server of their own, one at a time, so no other test
    // reads the site while they change it. They run beside the other tests, not before them.
    {
      name: "site-wide-setup",
      testMatch: /admin-setup\.e2e\.ts/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${siteWidePort}` },
    },
    {
      name: "site-wide",
      dependencies: ["site-wide-setup"],
      testIgnore: /admin-setup\.e2e\.ts/,
      grep: /@site-wide/,
      workers: 1,
      use: { ...desktop, baseURL: `http://127.0.0.1:${siteWidePort}` },
    },
    // Every other test, on rows of its own, in any order and beside any other.
    {
      name: "chromium",
      dependencies: ["setup"],
      testIgnore: /admin-setup\.e2e\.ts/,
      grepInvert: /@site-wide/,
      fullyParallel: true,
      use: desktop,
    },
  ],
  webServer: [server(port), server(siteWidePort)],
});
