import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { HistoryPage, SaveResultRequest, SaveResultResponse } from "../core/api/results.ts";
import { POSTGRES_TEMPLATE_ENV } from "../../tests/support/database-templates.ts";
import { openDatabase } from "./db/client.ts";
import { finishedTimedTest } from "../../tests/support/finished-test.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../tests/support/server-process.ts";
import { type Answer, SiteVisitor } from "../../tests/support/site-visitor.ts";
import {
  createPostgresDatabase,
  pgliteConfig,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from "../../tests/support/test-app.ts";

/**
 * Instances killed with saves in flight (docs/trusted-results.md, "A save is one transaction"):
 * every save the killed instance did not answer is sent again, as a browser's retry would be,
 * and every run must end saved exactly once, none stranded with a spent token and no result.
 */
const SECRET = randomBytes(32).toString("hex");
const TYPISTS = 4;
/** Saves sent at once to the instance that is killed. */
const IN_FLIGHT = 40;
/** Saves it answers before the kill, so that the rest are caught in every stage of theirs. */
const ANSWERED_BEFORE_KILL = 10;
const tag = randomBytes(4).toString("hex");

const baseEnv = {
  BETTER_AUTH_SECRET: SECRET,
  AUTH_RATE_LIMIT_MAX: "1000",
  TESTS_RATE_LIMIT_MAX: "1000",
  RESULTS_RATE_LIMIT_MAX: "1000",
  WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
};

/** A server process on `env`'s database, stopped after the tests whatever becomes of them. */
async function start(env: NodeJS.ProcessEnv, cleanups: Cleanups): Promise<ServerProcess> {
  const server = spawnServer(await freePort(), { ...baseEnv, ...env });
  cleanups.push(() => server.stop());
  await waitForHealth(server);
  return server;
}

async function signUpTypists(server: ServerProcess, label: string): Promise<SiteVisitor[]> {
  const typists: SiteVisitor[] = [];
  for (let n = 0; n < TYPISTS; n++) {
    const typist = new SiteVisitor(server.url);
    await typist.signUp({
      email: `${label}${n}-${tag}@example.com`,
      password: "correct-horse",
      username: `${label}${n}_${tag}`,
    });
    typists.push(typist);
  }
  return typists;
}

interface Run {
  typist: SiteVisitor;
  submission: SaveResultRequest;
}

/** `count` finished 30-second tests, dealt to the typists in turn, each a different rhythm. */
async function finishedRuns(typists: SiteVisitor[], count: number): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < count; i++) {
    const typist = typists[i % typists.length]!;
    const submission = await finishedTimedTest(typist.post, SECRET, {
      seconds: 30,
      difficulty: "easy",
      wpm: 35 + (i % 30),
      seed: i + 1,
    });
    runs.push({ typist, submission });
  }
  return runs;
}

type Cleanups = (() => Promise<unknown>)[];

const isSaved = (answer: Answer) => answer.status === 200 || answer.status === 201;

/**
 * Sends every run's save to `victim` at once and kills it with SIGKILL once it has answered
 * ANSWERED_BEFORE_KILL: the rest are in flight, in every stage of their save. Answers the saves
 * it acknowledged, by run.
 */
async function killMidSave(victim: ServerProcess, runs: Run[]): Promise<Map<Run, number>> {
  const acknowledged = new Map<Run, number>();
  await Promise.all(
    runs.map(async (run) => {
      try {
        const answer = await run.typist.at(victim.url).post("/api/results", run.submission);
        if (acknowledged.size === ANSWERED_BEFORE_KILL) return;
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        acknowledged.set(run, (answer.body as SaveResultResponse).id);
        if (acknowledged.size === ANSWERED_BEFORE_KILL) victim.child.kill("SIGKILL");
      } catch (error) {
        // The connection was cut by the kill.
        if (!/fetch failed/.test(String(error))) throw error;
      }
    }),
  );
  expect(await victim.exited).toBeNull();
  return acknowledged;
}

/**
 * Sends every unacknowledged save again to `survivor` and counts what each run ends as: saved
 * by the retry (201), saved before the kill, its answer lost (200, the same result), or
 * stranded (anything else: 409 `reused-token` was a spent token with no result). Checks that
 * each typist's results are exactly the runs, each once.
 */
async function retryAndCount(
  survivor: ServerProcess,
  typists: SiteVisitor[],
  runs: Run[],
  acknowledged: Map<Run, number>,
) {
  const unanswered = runs.filter((run) => !acknowledged.has(run));
  const retries = await Promise.all(
    unanswered.map((run) => run.typist.at(survivor.url).post("/api/results", run.submission)),
  );
  const ids = [
    ...acknowledged.values(),
    ...retries.filter(isSaved).map((answer) => (answer.body as SaveResultResponse).id),
  ];
  let stored = 0;
  for (const typist of typists) {
    const history = await typist.at(survivor.url).get("/api/me/history?pageSize=100");
    expect(history.status).toBe(200);
    const page = history.body as HistoryPage;
    stored += page.total;
    expect(page.results.every((result) => ids.includes(result.id))).toBe(true);
  }
  const figures = {
    inFlight: unanswered.length,
    acknowledged: acknowledged.size,
    retried: retries.length,
    savedByRetry: retries.filter((answer) => answer.status === 201).length,
    savedBeforeKill: retries.filter((answer) => answer.status === 200).length,
    stranded: retries.filter((answer) => !isSaved(answer)).length,
    runs: runs.length,
    stored,
    distinctIds: new Set(ids).size,
  };
  return { figures, refusals: retries.filter((answer) => !isSaved(answer)) };
}

function report(setting: string, retriedOn: string, figures: Record<string, number>) {
  console.log(
    `${setting}: ${figures.runs} saves sent, ${figures.acknowledged} acknowledged before the ` +
      `SIGKILL, ${figures.inFlight} in flight; ${figures.retried} retried on the ${retriedOn}: ` +
      `${figures.savedByRetry} saved by the retry (201), ${figures.savedBeforeKill} saved ` +
      `before the kill (200), ${figures.stranded} stranded; ${figures.stored} results stored.`,
  );
}

function expectEverySavedOnce(figures: Record<string, number>, refusals: Answer[]) {
  expect(refusals).toEqual([]);
  expect(figures.stranded).toBe(0);
  expect(figures.stored).toBe(figures.runs);
  expect(figures.distinctIds).toBe(figures.runs);
  // The kill came mid-stream: the test says nothing if every save was answered first.
  expect(figures.inFlight).toBeGreaterThan(0);
}

describe("saves in flight when an instance is killed", () => {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "each end saved exactly once: two instances on PostgreSQL, one killed",
    async () => {
      const template = process.env[POSTGRES_TEMPLATE_ENV];
      const database: TestDatabase = await createPostgresDatabase(
        TEST_POSTGRES_URL,
        template ? { template } : {},
      );
      cleanups.push(() => database.drop());
      if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
      const env = { DATABASE_URL: database.config.url };
      const [victim, survivor] = await Promise.all([start(env, cleanups), start(env, cleanups)]);
      const typists = await signUpTypists(survivor, "pgkill");
      const runs = await finishedRuns(
        typists.map((typist) => typist.at(survivor.url)),
        IN_FLIGHT,
      );

      const acknowledged = await killMidSave(victim, runs);
      const { figures, refusals } = await retryAndCount(survivor, typists, runs, acknowledged);
      report("PostgreSQL, two instances", "surviving instance", figures);

      // No token is left spent without its result.
      const client = new pg.Client({ connectionString: database.config.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ stranded: number }>(
          `select count(*)::int as stranded from spent_test_tokens s
           where not exists (select 1 from test_results r where r.test_id = s.test_id)`,
        );
        expect(rows[0]!.stranded).toBe(0);
      } finally {
        await client.end();
      }
      expectEverySavedOnce(figures, refusals);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "each end saved exactly once: the embedded database's one instance, killed and restarted",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-save-kill-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      // Made from the suite's migrated template, which spares the server's first start initdb.
      await (await openDatabase(pgliteConfig(dataDir))).close();
      const env = { DATA_DIR: dataDir };
      const victim = await start(env, cleanups);
      const typists = await signUpTypists(victim, "pgliteKill");
      const runs = await finishedRuns(typists, IN_FLIGHT);

      const acknowledged = await killMidSave(victim, runs);
      const restarted = await start(env, cleanups);
      const { figures, refusals } = await retryAndCount(restarted, typists, runs, acknowledged);
      report("Embedded database, one instance", "restarted instance", figures);
      expectEverySavedOnce(figures, refusals);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
