import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
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
import {
  createPostgresDatabase,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  type TestDatabase,
} from "../../../tests/support/test-app.ts";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";

/** A Redis database of these tests' own, emptied of race keys first: rooms of no live server. */
const redisUrl = new URL(TEST_REDIS_URL);
redisUrl.pathname = "/3";
const PASSAGE = "The quick brown fox jumps over the dog.";

describe("two server processes sharing race rooms through Redis", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await clearRaceKeys(redisUrl.toString());
    database = await createPostgresDatabase(TEST_POSTGRES_URL);
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    const env = {
      DATABASE_URL: database.config.url,
      REDIS_URL: redisUrl.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
      RACE_COUNTDOWN_MS: "300",
      RACE_QUICK_WAIT_MS: "300",
    };
    a = spawnServer(await freePort(), env);
    b = spawnServer(await freePort(), env);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    // One short hard passage, so a race in real time takes a few seconds.
    await onlyHardPassage(database.config.url, PASSAGE);
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
    "runs a room opened on one with a racer on each, who may rejoin through the other",
    async () => {
      const opened = await fetch(`${b.url}/api/races`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ difficulty: "hard" }),
      });
      expect(opened.status).toBe(201);
      const { code } = (await opened.json()) as { code: string };
      const onA = await RaceClient.connect(a.url);
      onA.send({ type: "join", code });
      const hostJoined = await onA.next("joined");
      const onB = await RaceClient.connect(b.url);
      onB.send({ type: "join", code });
      const joined = await onB.next("joined");
      expect(joined.room.racers.map((r) => r.id)).toEqual([hostJoined.racerId, joined.racerId]);
      await onA.next("room", (m) => m.room.racers.length === 2);

      // The racer on B cannot start the room; its host on A can, for both.
      onB.send({ type: "start" });
      expect(await onB.next("error")).toMatchObject({ code: "not-host" });
      onA.send({ type: "start" });
      const [startA, startB] = await Promise.all([onA.next("start"), onB.next("start")]);
      expect(startB).toEqual({ ...startA, serverNow: startB.serverNow });
      expect(startB.passage).toBe(PASSAGE);

      const fast = chunksAt(160, 1);
      const half = Math.floor(fast.length / 2);
      const slow = chunksAt(120, 2);
      const slowRun = typeAcked(onA, startA.startedAt, slow);
      await typeAcked(onB, startA.startedAt, fast.slice(0, half));
      // B's racer loses the connection, and comes back through A.
      onB.close();
      await onA.next("room", (m) => m.room.racers[1]?.connected === false);
      const back = await RaceClient.connect(a.url);
      back.send({ type: "join", code, rejoin: joined.rejoinKey });
      const rejoined = await back.next("joined");
      expect(rejoined.racerId).toBe(joined.racerId);
      expect(rejoined.typed.length).toBe(fast[half - 1]!.message.length);
      await typeAcked(back, startA.startedAt, fast.slice(half));
      await slowRun;

      const [finishA, finishBack] = await Promise.all([onA.next("finish"), back.next("finish")]);
      expect(finishBack).toEqual(finishA);
      expect(finishA.results.map((r) => [r.id, r.place])).toEqual([
        [joined.racerId, 1],
        [hostJoined.racerId, 2],
      ]);
      onA.close();
      back.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "races again, and is watched, through the other instance",
    async () => {
      const opened = await fetch(`${a.url}/api/races`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ difficulty: "hard" }),
      });
      const { code } = (await opened.json()) as { code: string };
      const host = await RaceClient.connect(a.url);
      host.send({ type: "join", code });
      const hostJoined = await host.next("joined");
      const racer = await RaceClient.connect(b.url);
      racer.send({ type: "join", code });
      const racerJoined = await racer.next("joined");
      // A spectator on B watches the room on A, read-only, and counts for nothing.
      const spectator = await RaceClient.connect(b.url);
      spectator.send({ type: "watch", code });
      const watching = await spectator.next("watching");
      expect(watching.room.racers).toHaveLength(2);
      await host.next("room", (m) => m.room.watching === 1);
      spectator.send({ type: "start" });
      expect(await spectator.next("error")).toMatchObject({ code: "spectator" });

      for (let round = 1; round <= 2; round++) {
        if (round === 2) {
          racer.send({ type: "rematch" });
          await host.next("room", (m) => (m.room.rematch ?? []).includes(racerJoined.racerId));
          host.send({ type: "rematch" });
          const next = await spectator.next("room", (m) => m.room.round === 2);
          expect(next.room.racers.map((r) => r.id)).toEqual([
            hostJoined.racerId,
            racerJoined.racerId,
          ]);
        }
        host.send({ type: "start" });
        const [start] = await Promise.all([
          host.next("start"),
          racer.next("start"),
          spectator.next("start"),
        ]);
        await Promise.all([
          typeAcked(host, start.startedAt, chunksAt(120, round)),
          typeAcked(racer, start.startedAt, chunksAt(150, round + 2)),
        ]);
        const [finish, seen] = await Promise.all([host.next("finish"), spectator.next("finish")]);
        expect(seen.results).toEqual(finish.results);
        expect(finish.results.map((r) => r.id)).toEqual([racerJoined.racerId, hostJoined.racerId]);
      }
      for (const client of [host, racer, spectator]) client.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("matches quick racers on different instances into one room", async () => {
    const onA = await RaceClient.connect(a.url);
    const onB = await RaceClient.connect(b.url);
    onA.send({ type: "quick", difficulty: "hard" });
    const first = await onA.next("joined");
    onB.send({ type: "quick", difficulty: "hard" });
    const second = await onB.next("joined");
    expect(second.room.code).toBe(first.room.code);
    const [startA, startB] = await Promise.all([onA.next("start"), onB.next("start")]);
    expect(startB.startedAt).toBe(startA.startedAt);
    onA.close();
    onB.close();
  });
});
