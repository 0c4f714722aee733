import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.ts";
import { E2E_AUTH_SECRET } from "./tests/e2e/server-secret.ts";
import { APPEARANCE } from "./tests/e2e/axe-helpers.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// A local OpenID Connect provider, so external sign-in is tested end to end.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const E2E_OIDC_NAME = "Local ID";
// A fresh embedded database per run, unless DATABASE_URL points the server at PostgreSQL. The
// config is read again in each worker, which inherits the first one's environment: the
// directories are named there, so the tests find the servers' mail outboxes (account-helpers.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "typetempo-e2e-"),
));
// The leaderboard spec checks exact ranks, so its server has a database of its own that no
// other spec writes to; it is always a fresh embedded one. The run with DATABASE_URL would
// repeat it unchanged, so only the run on the embedded database has it.
const onPostgres = Boolean(process.env.DATABASE_URL);
const leaderboardPort = port + 2;
const leaderboardDataDir = (process.env.E2E_LEADERBOARD_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "typetempo-e2e-lb-"),
));

const appEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  WEB_ROOT: process.env.WEB_ROOT ?? "build/client",
  BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
  // Many test accounts come from one address within a minute, and seeding saves many results
  // for each of them.
  AUTH_RATE_LIMIT_MAX: "1000",
  RESULTS_RATE_LIMIT_MAX: "1000",
  TESTS_RATE_LIMIT_MAX: "1000",
  // Races start soon after their racers are in, so the race spec does not wait long.
  RACE_COUNTDOWN_MS: "1500",
  RACE_QUICK_WAIT_MS: "1000",
  // The specs share nearly empty boards, where every result above the floor would enter the
  // top 100 and wait for a challenge: only results above the threshold (120) are held here.
  // The floor's own hold is tested on the server (src/server/challenges/routes.test.ts).
  SPEED_CHALLENGE_FLOOR_WPM: "120",
};

/**
 * Specs that open pages and read them, with nothing typed against the clock: `npm run test:e2e`
 * runs them first, two at a time, and the rest one at a time after them (scripts/e2e.ts).
 */
const PAGE_SPECS = [
  "accessibility.spec.ts",
  "routes.spec.ts",
  "content.spec.ts",
  "shell.spec.ts",
  "security.spec.ts",
  "delivery.spec.ts",
];

const leaderboardProject = {
  name: "leaderboard",
  testMatch: "leaderboard.spec.ts",
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    baseURL: `http://127.0.0.1:${leaderboardPort}`,
  },
};

const leaderboardServer = {
  // The server's clock can be moved, for the daily board's reset (tests/e2e/clock.ts).
  command: "node tests/e2e/clocked-server.ts",
  url: `http://127.0.0.1:${leaderboardPort}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    ...appEnv,
    PORT: String(leaderboardPort),
    DATA_DIR: leaderboardDataDir,
    DATABASE_URL: "",
    // Its seeded typists reach 131 WPM; the spec checks ranks, not the speed challenge.
    SPEED_CHALLENGE_WPM: "200",
    SPEED_CHALLENGE_FLOOR_WPM: "200",
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Runs on different ports (parallel checkouts) keep their artifacts apart.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // One worker, but for the page specs (scripts/e2e.ts). With two at once the race tests'
  // scripted typists were judged inhuman: their key timings depend on the browser's pace, which
  // a second worker on two cores slows and bunches.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // CI runs the suite twice, on the embedded database and on PostgreSQL. The sweeps of every
  // page in every theme (tests/e2e/axe-helpers.ts, APPEARANCE) are a third of the suite and do
  // not depend on the database, so the PostgreSQL run leaves them to the embedded one.
  grepInvert: onPostgres ? new RegExp(APPEARANCE) : undefined,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slows every action by about a fifth: CI skips it to keep within its
    // time, and a failure there is rerun locally, where a failed test keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The site's service worker would answer pages from its precache and hide requests from
    // page.route, which many specs use to stand in for the server: it is tested on its own
    // (pwa.spec.ts, which allows it), and blocked everywhere else.
    serviceWorkers: "block",
  },
  // Phone-width behaviour is tested by the specs that need it, with their own viewport.
  projects: [
    {
      name: "pages",
      testMatch: PAGE_SPECS,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      testIgnore: [...PAGE_SPECS, "leaderboard.spec.ts"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    ...(onPostgres ? [] : [leaderboardProject]),
  ],
  webServer: [
    {
      command: `node tests/e2e/oidc-server.ts ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node tests/e2e/seed.ts && node src/server/main.ts",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // The seeding opens the embedded database before the server does.
      timeout: 120_000,
      env: {
        ...appEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: "typetempo-e2e",
        OIDC_CLIENT_SECRET: "e2e-client-secret",
        OIDC_NAME: E2E_OIDC_NAME,
      },
    },
    ...(onPostgres ? [] : [leaderboardServer]),
  ],
});
