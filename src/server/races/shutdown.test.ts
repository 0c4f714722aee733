import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLOSE_RESTARTING, RESTARTING_REASON } from "../../core/race/protocol.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { RaceClient } from "../../../tests/support/race-client.ts";
import { raceChunks } from "../../../tests/support/racers.ts";
import { createTestDatabase, pgliteConfig } from "../../../tests/support/test-app.ts";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { raceEntries, races, typingTexts } from "../db/schema.ts";

const PASSAGE = "The quick brown fox jumps over the lazy dog near the river bank.";
const COUNTDOWN_MS = 3000;

const clock = new TestClock();
const dir = mkdtempSync(path.join(os.tmpdir(), "typetempo-race-shutdown-"));
// A database that outlives the app, so the stored race can be read after it stopped.
const database = process.env.DATABASE_URL
  ? await createTestDatabase()
  : { config: pgliteConfig(path.join(dir, "db")), drop: async () => {} };
const app = await buildApp({
  config: {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: dir, RACE_COUNTDOWN_MS: String(COUNTDOWN_MS) }),
    database: database.config,
  },
  logger: false,
  now: clock.now,
});
let baseUrl: string;
let ada: TestUser;

beforeAll(async () => {
  const { db } = app.database;
  await db.delete(typingTexts).where(eq(typingTexts.difficulty, "hard"));
  await db.insert(typingTexts).values({ text: PASSAGE, difficulty: "hard" });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  ada = await createUser(app, { username: "ada_shutdown" });
});

afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

it("ends a running race for everyone when the server stops, stores it, and says why each socket closes", async () => {
  const opened = await app.inject({
    method: "POST",
    url: "/api/races",
    payload: { difficulty: "hard" },
  });
  const { code } = opened.json();
  const ready = async (headers: Record<string, string> = {}) => {
    const client = await RaceClient.connect(baseUrl, headers);
    client.send({ type: "join", code });
    await client.next("joined");
    return client;
  };
  const host = await ready({ cookie: ada.cookie });
  const guest = await ready();
  host.send({ type: "start" });
  await host.next("countdown");
  clock.advance(COUNTDOWN_MS);
  const { startedAt } = await host.next("start");
  await guest.next("start");

  // Ada types the first chunks of the passage; the guest nothing.
  const run = physicalTypist({ text: PASSAGE, wpm: 60, spanMs: PASSAGE.length * 200, seed: 3 });
  const chunks = raceChunks(timeShifted(run, 400), 1000).slice(0, 3);
  for (const chunk of chunks) {
    clock.advance(Math.max(0, startedAt + chunk.sendAtMs - clock.now()));
    host.send(chunk.message);
    await host.next("ack", (ack) => ack.seq === chunk.message.seq);
  }

  const stopping = app.close();
  const [hostFinish, guestFinish] = await Promise.all([host.next("finish"), guest.next("finish")]);
  for (const finish of [hostFinish, guestFinish]) {
    expect(finish.results.map((r) => [r.name, r.finished, r.place])).toEqual([
      ["ada_shutdown", false, null],
      [expect.stringMatching(/^Guest \d{4}$/), false, null],
    ]);
    // What each typed is kept: Ada's lane stands where her last chunk took it.
    expect(finish.results[0]!.position).toBeGreaterThan(10);
    expect(finish.results[1]!.position).toBe(0);
  }
  expect(await host.closed).toEqual({ code: CLOSE_RESTARTING, reason: RESTARTING_REASON });
  expect(await guest.closed).toEqual({ code: CLOSE_RESTARTING, reason: RESTARTING_REASON });
  await stopping;

  const reopened = await openDatabase(database.config);
  try {
    const [race] = await reopened.db.select().from(races).where(eq(races.code, code));
    expect(race?.endedAt.getTime()).toBe(clock.now());
    const entries = await reopened.db
      .select()
      .from(raceEntries)
      .where(eq(raceEntries.raceId, race!.id));
    expect(entries).toHaveLength(2);
  } finally {
    await reopened.close();
  }
});
