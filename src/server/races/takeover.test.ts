import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARRIED_OVER_REASON, CLOSE_RESTARTING } from "../../core/race/protocol.ts";
import { CLOSE_TRY_AGAIN } from "./connection.ts";
import { RACES_UNAVAILABLE } from "./shared.ts";
import { RaceClient } from "../../../tests/support/race-client.ts";
import { raceChunks, type TimedChunk } from "../../../tests/support/racers.ts";
import {
  clearRaceKeys,
  onlyHardPassage,
  typeAcked,
  until,
} from "../../../tests/support/race-servers.ts";
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

/**
 * A race outlives the instance that ran it (shared.ts): three server processes on one
 * PostgreSQL database and one Redis, a racer relayed from a surviving instance and one on the
 * room's own, which is killed (SIGKILL) or stopped (SIGTERM) mid-race. Both racers finish on
 * the survivor, and the race is stored once.
 */
const redisUrl = new URL(TEST_REDIS_URL);
// A Redis database of these tests' own, emptied of race keys first: rooms of no live server.
redisUrl.pathname = "/5";
const PASSAGE = "The quick brown fox jumps over the lazy dog by the river.";
const WPM = 90;
const tag = randomBytes(4).toString("hex");

describe("a race whose instance dies", () => {
  let database: TestDatabase;
  let survivor: ServerProcess;
  let killed: ServerProcess;
  let stopped: ServerProcess;
  let databaseUrl: string;
  let adaCookie: string;

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
    };
    const start = async () => spawnServer(await freePort(), env);
    [survivor, killed, stopped] = await Promise.all([start(), start(), start()]);
    // Three starting at once take long on a busy machine.
    await Promise.all([survivor, killed, stopped].map((server) => waitForHealth(server, 150_000)));
    await onlyHardPassage(databaseUrl, PASSAGE);
    const ada = new SiteVisitor(survivor.url);
    await ada.signUp({
      email: `ada-${tag}@example.com`,
      password: "correct-horse",
      username: `ada_${tag}`,
    });
    adaCookie = ada.cookie;
  }, 2 * PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([survivor?.stop(), killed?.stop("SIGKILL"), stopped?.stop()]);
    await database?.drop();
  });

  function chunksAt(seed: number): TimedChunk[] {
    const spanMs = (PASSAGE.length * 12_000) / WPM;
    const run = physicalTypist({ text: PASSAGE, wpm: WPM, spanMs, seed });
    return raceChunks(timeShifted(run, 200), 300);
  }

  /**
   * Sends each chunk on time whether or not the earlier ones were acknowledged, as the page
   * does, then waits for every acknowledgement; answers when the first came, and no chunk may
   * be refused.
   */
  async function typeOn(
    client: RaceClient,
    startedAt: number,
    chunks: TimedChunk[],
    answered: (at: number) => void = () => {},
  ) {
    const sending = (async () => {
      for (const chunk of chunks) {
        await until(startedAt + chunk.sendAtMs);
        client.send(chunk.message);
      }
    })();
    let firstAckAt = 0;
    for (const chunk of chunks) {
      const answer = await client.nextOf(
        (m) => (m.type === "ack" && m.seq === chunk.message.seq) || m.type === "error",
        15_000,
      );
      expect(answer).toMatchObject({ type: "ack", seq: chunk.message.seq });
      if (!firstAckAt) answered((firstAckAt = Date.now()));
    }
    await sending;
    return firstAckAt;
  }

  /** A page whose socket dropped: it connects to `server` again until its racer is back. */
  async function rejoin(server: ServerProcess, code: string, rejoinKey: string) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const client = await RaceClient.connect(server.url);
      client.send({ type: "join", code, rejoin: rejoinKey });
      const answer = await client.nextOf((m) => m.type === "joined" || m.type === "error");
      if (answer.type === "joined") return { client, joined: answer, attempts: attempt + 1 };
      // Refused for now (the room's instance is not yet known dead): the page waits and retries.
      expect(answer).toMatchObject({ code: "server-error" });
      client.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("never rejoined");
  }

  /** A room opened on `host`, its guest there, Ada relayed from the survivor; started. */
  async function startRace(host: ServerProcess) {
    const opened = await fetch(`${host.url}/api/races`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ difficulty: "hard" }),
    });
    expect(opened.status).toBe(201);
    const { code } = (await opened.json()) as { code: string };
    const guest = await RaceClient.connect(host.url);
    guest.send({ type: "join", code });
    const guestJoined = await guest.next("joined");
    const ada = await RaceClient.connect(survivor.url, { cookie: adaCookie });
    ada.send({ type: "join", code });
    const adaJoined = await ada.next("joined");
    await guest.next("room", (m) => m.room.racers.length === 2);
    guest.send({ type: "start" });
    const [{ startedAt }] = await Promise.all([guest.next("start"), ada.next("start")]);
    return { code, guest, guestJoined, ada, adaJoined, startedAt };
  }

  async function stored(code: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const races = await client.query<{ id: string }>("select id from races where code = $1", [
        code,
      ]);
      const entries = await client.query<{ finished: boolean; result_id: string | null }>(
        "select finished, result_id from race_entries where race_id = $1 order by place",
        [races.rows[0]?.id],
      );
      return { races: races.rows.length, entries: entries.rows };
    } finally {
      await client.end();
    }
  }

  it(
    "is taken over by the survivor when its instance is killed: both racers finish and it is stored",
    async () => {
      const race = await startRace(killed);
      // A spectator on the survivor, relayed to the room, watches it on wherever it runs.
      const spectator = await RaceClient.connect(survivor.url);
      spectator.send({ type: "watch", code: race.code });
      await spectator.next("watching");
      const guestChunks = chunksAt(1);
      const adaChunks = chunksAt(2);
      const cut = Math.floor(guestChunks.length / 4);
      const adaCut = Math.floor(adaChunks.length / 4);
      await Promise.all([
        typeAcked(race.guest, race.startedAt, guestChunks.slice(0, cut)),
        typeAcked(race.ada, race.startedAt, adaChunks.slice(0, adaCut)),
      ]);

      const killedAt = Date.now();
      await killed.stop("SIGKILL");
      // Ada types on, through the survivor, while the room's instance is gone.
      let adaAnswered!: (at: number) => void;
      const adaBack = new Promise<number>((resolve) => (adaAnswered = resolve));
      const adaTyping = typeOn(race.ada, race.startedAt, adaChunks.slice(adaCut), adaAnswered);
      // The guest's page lost its socket and connects again, to the survivor, at once: the
      // room's instance is not known dead yet, so the page is told to try again, at once rather
      // than after the relay's 5 s wait for an answer.
      await race.guest.closed;
      const early = await RaceClient.connect(survivor.url);
      const askedAt = Date.now();
      early.send({ type: "join", code: race.code, rejoin: race.guestJoined.rejoinKey });
      expect(await early.nextOf((m) => m.type === "joined" || m.type === "error")).toMatchObject({
        type: "error",
        code: "server-error",
        message: RACES_UNAVAILABLE,
      });
      expect((await early.closed).code).toBe(CLOSE_TRY_AGAIN);
      expect(Date.now() - askedAt).toBeLessThan(1000);
      // The survivor sees the instance's key lapse and takes the room over with no one
      // rejoining: Ada's progress is answered again.
      const adaAnsweredAt = await adaBack;
      const back = await rejoin(survivor, race.code, race.guestJoined.rejoinKey);
      const rejoinedAt = Date.now();
      expect(back.joined.racerId).toBe(race.guestJoined.racerId);
      // The room kept what the guest typed before the kill, and the page types on from it.
      expect(back.joined.typed.length).toBe(guestChunks[cut - 1]!.message.length);
      await Promise.all([adaTyping, typeOn(back.client, race.startedAt, guestChunks.slice(cut))]);

      const [adaFinish, guestFinish, seen] = await Promise.all([
        race.ada.next("finish"),
        back.client.next("finish"),
        spectator.next("finish"),
      ]);
      const finishedAt = Date.now();
      expect(guestFinish.results).toEqual(adaFinish.results);
      expect(seen.results).toEqual(adaFinish.results);
      expect(adaFinish.results.map((r) => [r.id, r.finished])).toEqual(
        expect.arrayContaining([
          [race.adaJoined.racerId, true],
          [race.guestJoined.racerId, true],
        ]),
      );
      const saved = await waitFor(
        () => stored(race.code),
        (s) => s.races === 1,
      );
      expect(saved.entries.map((e) => e.finished)).toEqual([true, true]);
      // Ada's result is in her history; the guest has none.
      expect(saved.entries.filter((e) => e.result_id !== null)).toHaveLength(1);
      console.info(
        `kill -9: Ada's chunks acknowledged again ${adaAnsweredAt - killedAt} ms after the kill; ` +
          `the guest rejoined after ${rejoinedAt - killedAt} ms (${back.attempts} tries); ` +
          `finish ${finishedAt - killedAt} ms after the kill`,
      );
      // The room races again where it runs now, its spectator still watching.
      race.ada.send({ type: "rematch" });
      back.client.send({ type: "rematch" });
      const next = await spectator.next("room", (m) => m.room.round === 2);
      expect(next.room.racers.map((r) => r.id).sort()).toEqual(
        [race.adaJoined.racerId, race.guestJoined.racerId].sort(),
      );
      expect(next.room.hostId).toBe(race.guestJoined.racerId);
      back.client.send({ type: "start" });
      await Promise.all([race.ada.next("start"), spectator.next("start")]);
      race.ada.close();
      back.client.close();
      spectator.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "is carried over to another instance on SIGTERM: its racers are told, rejoin, and finish",
    async () => {
      const race = await startRace(stopped);
      const guestChunks = chunksAt(3);
      const adaChunks = chunksAt(4);
      const cut = Math.floor(guestChunks.length / 4);
      const adaCut = Math.floor(adaChunks.length / 4);
      await Promise.all([
        typeAcked(race.guest, race.startedAt, guestChunks.slice(0, cut)),
        typeAcked(race.ada, race.startedAt, adaChunks.slice(0, adaCut)),
      ]);

      const stoppedAt = Date.now();
      const exited = stopped.stop("SIGTERM");
      const adaTyping = typeOn(race.ada, race.startedAt, adaChunks.slice(adaCut));
      expect(await race.guest.closed).toEqual({
        code: CLOSE_RESTARTING,
        reason: CARRIED_OVER_REASON,
      });
      // The race did not end there: no results were sent.
      await expect(race.guest.next("finish", () => true, 0)).rejects.toThrow();
      const back = await rejoin(survivor, race.code, race.guestJoined.rejoinKey);
      const rejoinedAt = Date.now();
      expect(back.joined.typed.length).toBe(guestChunks[cut - 1]!.message.length);
      const [firstAckAt] = await Promise.all([
        adaTyping,
        typeOn(back.client, race.startedAt, guestChunks.slice(cut)),
      ]);
      const [adaFinish] = await Promise.all([race.ada.next("finish"), back.client.next("finish")]);
      const finishedAt = Date.now();
      expect(adaFinish.results.every((r) => r.finished)).toBe(true);
      expect(await exited).toBe(0);
      const saved = await waitFor(
        () => stored(race.code),
        (s) => s.races === 1,
      );
      expect(saved.entries.map((e) => e.finished)).toEqual([true, true]);
      console.info(
        `SIGTERM: Ada's chunks acknowledged again ${firstAckAt - stoppedAt} ms after the signal; ` +
          `the guest rejoined after ${rejoinedAt - stoppedAt} ms (${back.attempts} tries); ` +
          `finish ${finishedAt - stoppedAt} ms after the signal`,
      );
      race.ada.close();
      back.client.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
