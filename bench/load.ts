/**
 * `npm run bench:load`: 60 s of mixed traffic against the production build, on the embedded
 * database and on PostgreSQL: page loads, test starts, the leaderboard and its stats, saves
 * from 200 signed-in typists and sign-ins, each at a fixed rate (autocannon). It prints each
 * kind's throughput, p50/p99 latency and errors, then stops the server and checks that every
 * save it acknowledged is in the database.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { testResults } from "../src/server/db/schema.ts";
import { spawnServer, waitForHealth } from "../tests/support/server-process.ts";
import { createPostgresDatabase, TEST_POSTGRES_URL } from "../tests/support/test-app.ts";
import { buildSite } from "./lib/site.ts";
import { type LoadFigures, runTraffic, type TrafficClass } from "./load/traffic.ts";
import {
  leaderboardRequests,
  pageRequests,
  passageRequests,
  planSaves,
  saveRequests,
  signInRequests,
  signUpTypists,
  verifyTypists,
} from "./load/visitors.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TYPISTS = 200;
const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench-load";
const PORT = 4573;
const P99_TARGET_MS = 100;

/** Requests per second by kind: a busy hour of a typing site, all from one address. */
const RATES = { pages: 120, passages: 40, leaderboard: 40, saves: 25, signIns: 2 };

function entryScript(webRoot: string): string {
  const html = fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
  const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error("no modulepreload link in the home page");
  return script;
}

async function savedIds(config: DatabaseConfig): Promise<Set<number>> {
  const database = await openDatabase(config);
  try {
    const rows = await database.db.select({ id: testResults.id }).from(testResults);
    return new Set(rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function print(figures: LoadFigures) {
  console.log(
    `  ${"".padEnd(14)}${"requests".padStart(9)}${"req/s".padStart(8)}${"p50".padStart(10)}${"p99".padStart(10)}${"errors".padStart(8)}`,
  );
  for (const row of [...figures.classes, figures.total]) {
    console.log(
      `  ${row.name.padEnd(14)}${String(row.sent).padStart(9)}${row.perSecond.toFixed(1).padStart(8)}${ms(row.p50)}${ms(row.p99)}${String(row.errors).padStart(8)}`,
    );
    if ("statuses" in row && row.errors > 0) console.log(`    ${JSON.stringify(row.statuses)}`);
  }
}

/** `dataDir`: the server's DATA_DIR, the embedded database's and the mail outbox's home. */
async function measure(name: string, database: DatabaseConfig, dataDir: string, webRoot: string) {
  const secret = randomBytes(32).toString("hex");
  const server = spawnServer(PORT, {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: secret,
    WEB_ROOT: webRoot,
    ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    // Every simulated visitor shares 127.0.0.1, so the per-address sign-in and test-start
    // limits are lifted; the per-user save limit and the per-account sign-in limit stay as
    // configured.
    AUTH_RATE_LIMIT_MAX: "100000",
    TESTS_RATE_LIMIT_MAX: "100000",
  });
  try {
    await waitForHealth(server);
    console.log(`\n${name}: signing up ${TYPISTS} typists and preparing their tests…`);
    const typists = await signUpTypists(server.url, TYPISTS);
    await verifyTypists(dataDir, typists);
    const plans = await planSaves(
      server.url,
      secret,
      typists,
      Math.ceil(RATES.saves * SECONDS * 1.2) + TYPISTS,
    );
    const acknowledged: number[] = [];
    const classes: TrafficClass[] = [
      {
        name: "page loads",
        rate: RATES.pages,
        requests: pageRequests(entryScript(webRoot)),
      },
      { name: "test starts", rate: RATES.passages, requests: passageRequests() },
      {
        name: "leaderboard",
        rate: RATES.leaderboard,
        requests: leaderboardRequests(),
      },
      {
        name: "saves",
        rate: RATES.saves,
        requests: saveRequests(plans, (id) => acknowledged.push(id)),
      },
      { name: "sign-ins", rate: RATES.signIns, requests: signInRequests(typists) },
    ];
    console.log(`${name}: ${SECONDS} s of mixed traffic…`);
    const figures = await runTraffic(server.url, classes, SECONDS);
    const exitCode = await server.stop("SIGTERM");
    const stored = await savedIds(database);
    const lost = acknowledged.filter((id) => !stored.has(id));
    print(figures);
    console.log(
      `  acknowledged saves: ${acknowledged.length}, found in the database: ${acknowledged.length - lost.length}, lost: ${lost.length}; server exit code after SIGTERM: ${exitCode}`,
    );
    return { figures, lost: lost.length, exitCode };
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop("SIGKILL");
  }
}

async function main() {
  const webRoot = process.argv.includes("--no-build")
    ? path.resolve(BUILD_DIR, "client")
    : buildSite(BUILD_DIR);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-load-"));
  const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-load-pg-"));
  const postgres = await createPostgresDatabase(TEST_POSTGRES_URL);
  try {
    const embedded = await measure("PGlite", { kind: "pglite", dataDir }, dataDir, webRoot);
    const server = await measure("PostgreSQL", postgres.config, postgresDataDir, webRoot);
    console.log("\nSummary (p99 against the 100 ms target)");
    let failed = false;
    for (const [name, run] of [
      ["PGlite", embedded],
      ["PostgreSQL", server],
    ] as const) {
      const p99 = run.figures.total.p99;
      console.log(
        `  ${name.padEnd(11)} ${run.figures.total.perSecond.toFixed(0)} req/s, p99 ${p99.toFixed(1)} ms = ${(p99 / P99_TARGET_MS).toFixed(2)}× the target, ${run.figures.total.errors} errors, ${run.lost} lost saves`,
      );
      failed ||= run.figures.total.errors > 0 || run.lost > 0 || run.exitCode !== 0;
    }
    failed ||= server.figures.total.p99 > P99_TARGET_MS;
    if (failed) process.exitCode = 1;
  } finally {
    await postgres.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(postgresDataDir, { recursive: true, force: true });
  }
}

await main();
