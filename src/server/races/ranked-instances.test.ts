import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RaceClient } from "../../../tests/support/race-client.ts";
import { raceChunks, type TimedChunk } from "../../../tests/support/racers.ts";
import { clearRaceKeys, onlyHardPassage, typeAcked } from "../../../tests/support/race-servers.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../../tests/support/server-process.ts";
import { SiteVisitor } from "../../../tests/support/site-visitor.ts";
import {
  createPostgresDatabase,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  type TestDatabase,
} from "../../../tests/support/test-app.ts";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";

/** A Redis database of these tests' own, emptied of race keys first: rooms of no live server. */
const redisUrl = new URL(TEST_REDIS_URL);
redisUrl.pathname = "/7";
const PASSAGE = "The quick brown fox jumps over the dog.";
const tag = randomBytes(4).toString("hex");

describe("the ranked queue of two server processes sharing Redis", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  const cookies: string[] = [];

  beforeAll(async () => {
    await clearRaceKeys(redisUrl.toString());
    database = await createPostgresDatabase(TEST_POSTGRES_URL);
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    databaseUrl = database.config.url;
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
      RACE_COUNTDOWN_MS: "300",
      RACE_QUICK_WAIT_MS: "300",
    };
    a = spawnServer(await freePort(), env);
    b = spawnServer(await freePort(), env);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    await onlyHardPassage(databaseUrl, PASSAGE);
    for (const [name, server] of [
      ["ada", a],
      ["bo", b],
    ] as const) {
      const visitor = new SiteVisitor(server.url);
      await visitor.signUp({
        email: `${name}-${tag}@example.com`,
        password: "correct-horse",
        username: `${name}_${tag}`,
      });
      cookies.push(visitor.cookie);
    }
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  function chunksAt(wpm: number, seed: number): TimedChunk[] {
    const spanMs = (PASSAGE.length * 12_000) / wpm;
    return raceChunks(timeShifted(physicalTypist({ text: PASSAGE, wpm, spanMs, seed }), 200), 500);
  }

  it(
    "meets typists who queue at once on different instances in one room, and rates them there",
    async () => {
      const onA = await RaceClient.connect(a.url, { cookie: cookies[0]! });
      const onB = await RaceClient.connect(b.url, { cookie: cookies[1]! });
      // At the same moment: each may open a room of its own, and one then moves to the other.
      onA.send({ type: "ranked", difficulty: "hard" });
      onB.send({ type: "ranked", difficulty: "hard" });
      const counting = (client: RaceClient) =>
        client.next("room", (m) => m.room.phase === "countdown", 10_000);
      const [roomA, roomB] = await Promise.all([counting(onA), counting(onB)]);
      expect(roomB.room.code).toBe(roomA.room.code);
      expect(roomA.room.racers.map((racer) => racer.rating)).toEqual([
        { rating: 1500, rd: 350 },
        { rating: 1500, rd: 350 },
      ]);

      const [startA] = await Promise.all([onA.next("start"), onB.next("start")]);
      await Promise.all([
        typeAcked(onA, startA.startedAt, chunksAt(150, 1)),
        typeAcked(onB, startA.startedAt, chunksAt(100, 2)),
      ]);
      const [ratedA, ratedB] = await Promise.all([onA.next("rated"), onB.next("rated")]);
      expect(ratedB).toEqual(ratedA);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ username: string; rating: number; races: number }>(
        `select u.username, r.rating, r.races_rated as races
           from race_ratings r join users u on u.id = r.user_id order by r.rating desc`,
      );
      await client.end();
      expect(rows.map((row) => [row.username, row.races])).toEqual([
        [`ada_${tag}`, 1],
        [`bo_${tag}`, 1],
      ]);
      expect(rows[0]!.rating).toBeGreaterThan(1500);
      onA.close();
      onB.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
