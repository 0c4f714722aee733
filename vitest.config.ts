import os from "node:os";
import { defineConfig } from "vitest/config";

const EMBEDDED_ONLY = [
  "src/server/db/pglite-thread.test.ts",
  "src/server/db/data-dir-lock.test.ts",
  "src/server/admin/running-server.test.ts",
];

/**
 * Tests that start PostgreSQL clusters of their own, whatever DATABASE_URL says: run once, in
 * the run on PostgreSQL (CI's second), whose machine has its server programs.
 */
const OWN_CLUSTERS = ["src/server/db/read-replica.test.ts"];

/**
 * Four projects, each a tier to run alone (README, "Tests"): `core` and `web` are plain
 * functions and take seconds; `server` runs the real app on a real database; `fuzz` throws
 * hostile requests at every route.
 */
export default defineConfig({
  test: {
    environment: "node",
    // Vitest leaves a core free by default: one worker on a 2-core machine. Most files wait on
    // a database thread, Redis or timers, so one worker per core ran the suite in 8.0 min
    // instead of 10.4 on 2 cores.
    maxWorkers: os.availableParallelism(),
    // A file's worker is reused for the next file, so the app's module graph is imported once
    // per worker rather than once per file: the server and fuzz projects ran in 4.9 min instead
    // of 8.2. No test mocks a module, stubs a global or changes the environment, and every
    // file builds its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "core", include: ["src/core/**/*.test.{ts,tsx}"] },
      },
      {
        extends: true,
        test: { name: "web", include: ["src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          // These test the embedded database alone, whatever DATABASE_URL says: the run on
          // PostgreSQL (CI's second) would repeat them unchanged.
          exclude: process.env.DATABASE_URL ? EMBEDDED_ONLY : OWN_CLUSTERS,
          globalSetup: ["tests/support/database-templates.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/support/database-templates.ts"],
        },
      },
    ],
  },
});
