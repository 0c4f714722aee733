import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RaceHistoryPage } from "../../core/api/races.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { RaceClient } from "../../../tests/support/race-client.ts";
import { raceChunks, type TimedChunk } from "../../../tests/support/racers.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { races, testResults, typingTexts, users } from "../db/schema.ts";
import { ROOM_CLOSED } from "./hub.ts";

/** The one hard passage of these tests, short so that a race is a dozen chunks per racer. */
const PASSAGE = "The quick brown fox jumps over the lazy dog near the river bank.";
const COUNTDOWN_MS = 3000;
const QUICK_WAIT_MS = 2000;
const TIME_LIMIT_MS = 60_000;
const HEARTBEAT_MS = 200;

const clock = new TestClock();
let t: TestApp;
let baseUrl: string;
let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  t = await createTestApp(
    {
      RACE_COUNTDOWN_MS: String(COUNTDOWN_MS),
      RACE_QUICK_WAIT_MS: String(QUICK_WAIT_MS),
      RACE_TIME_LIMIT_MS: String(TIME_LIMIT_MS),
      RACE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    { now: clock.now },
  );
  const { db } = t.app.database;
  await db.delete(typingTexts).where(eq(typingTexts.difficulty, "hard"));
  await db.insert(typingTexts).values({ text: PASSAGE, difficulty: "hard" });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  ada = await createUser(t.app, { username: "ada_races" });
  bo = await createUser(t.app, { username: "bo_races" });
});

afterAll(async () => {
  await t?.close();
});

async function openRoom(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/races",
    payload: { difficulty: "hard" },
  });
  expect(response.statusCode).toBe(201);
  const { code, path } = response.json();
  expect(path).toBe(`/race/${code}`);
  return code;
}

const signedIn = (user: TestUser) => ({ cookie: user.cookie });

async function join(code: string, headers: Record<string, string> = {}) {
  const client = await RaceClient.connect(baseUrl, headers);
  client.send({ type: "join", code });
  const joined = await client.next("joined");
  return { client, joined };
}

/** Lets the server's clock reach `at`; it never goes back. */
function clockTo(at: number) {
  if (at > clock.now()) clock.advance(at - clock.now());
}

/** The host starts; the countdown passes on the server's clock; everyone gets the start. */
async function startRace(host: RaceClient, all: RaceClient[]) {
  host.send({ type: "start" });
  const countdown = await host.next("countdown");
  expect(countdown.startsAt).toBe(clock.now() + COUNTDOWN_MS);
  clock.advance(COUNTDOWN_MS);
  const starts = await Promise.all(all.map((client) => client.next("start")));
  for (const start of starts) {
    expect(start).toMatchObject({ passage: PASSAGE, startedAt: countdown.startsAt });
    expect(start.endsAt).toBe(countdown.startsAt + TIME_LIMIT_MS);
  }
  return starts[0]!.startedAt;
}

function chunksAt(wpm: number, seed: number, reactionMs = 400): TimedChunk[] {
  const spanMs = (PASSAGE.length * 12_000) / wpm;
  const run = physicalTypist({ text: PASSAGE, wpm, spanMs, seed });
  return raceChunks(timeShifted(run, reactionMs), 1000);
}

/** Sends each chunk when the server's clock says its time has come, and waits for its ack. */
async function send(startedAt: number, plan: { client: RaceClient; chunk: TimedChunk }[]) {
  for (const { client, chunk } of plan) {
    clockTo(startedAt + chunk.sendAtMs);
    client.send(chunk.message);
    await client.next("ack", (ack) => ack.seq === chunk.message.seq);
  }
}

const interleave = (...racers: { client: RaceClient; chunks: TimedChunk[] }[]) =>
  racers
    .flatMap(({ client, chunks }) => chunks.map((chunk) => ({ client, chunk })))
    .sort((a, b) => a.chunk.sendAtMs - b.chunk.sendAtMs);

describe("a private race over WebSockets", () => {
  it("runs three racers to the end, placed by when the server got their last keystrokes", async () => {
    const { db } = t.app.database;
    // A banned typist races, but their result is not saved.
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, bo.id));
    const code = await openRoom();
    const a = await join(code, signedIn(ada));
    const b = await join(code, signedIn(bo));
    const c = await join(code);
    expect(a.joined.room).toMatchObject({ code, phase: "waiting", hostId: a.joined.racerId });
    expect(c.joined.room.racers.map((racer) => [racer.name, racer.guest])).toEqual([
      ["ada_races", false],
      ["bo_races", false],
      [expect.stringMatching(/^Guest \d{4}$/), true],
    ]);
    // No one reads the passage before the start.
    expect(c.joined.room.passage).toBeNull();
    c.client.send({ type: "start" });
    expect(await c.client.next("error")).toMatchObject({ code: "not-host" });

    const startedAt = await startRace(a.client, [a.client, b.client, c.client]);
    // The guest types fastest, but holds back the chunk that completes the passage until after
    // the others have finished: the server places racers by when it got that chunk.
    const guest = chunksAt(85, 3);
    const last = guest.pop()!;
    await send(
      startedAt,
      interleave(
        { client: a.client, chunks: chunksAt(55, 1) },
        { client: b.client, chunks: chunksAt(70, 2) },
        { client: c.client, chunks: guest },
      ),
    );
    const lanes = await c.client.next(
      "progress",
      (p) => p.racers.filter((r) => r.finished).length === 2,
    );
    expect(lanes.racers.map((r) => r.place)).toEqual([2, 1, null]);
    clock.advance(1500);
    c.client.send(last.message);
    const finish = await a.client.next("finish");
    expect(finish.results.map((r) => [r.name, r.place])).toEqual([
      ["bo_races", 1],
      ["ada_races", 2],
      [c.joined.room.racers[2]!.name, 3],
    ]);
    const guestResult = finish.results[2]!;
    // Its speed is over the server's time to the last chunk, not the times it claimed.
    expect(guestResult.timeMs).toBe(clock.now() - startedAt);
    expect(guestResult.wpm).toBe(Math.round(PASSAGE.length / 5 / (guestResult.timeMs! / 60_000)));
    expect(guestResult.wpm).toBeLessThan(85);
    for (const result of finish.results) {
      expect(result).toMatchObject({ finished: true, unplaced: null, accuracy: 100 });
    }

    await t.app.races.idle();
    const history = await t.app.inject({ url: "/api/me/races", headers: signedIn(ada) });
    expect(history.statusCode).toBe(200);
    const page = history.json() as RaceHistoryPage;
    expect(page).toMatchObject({ page: 1, hasMore: false });
    expect(page.races).toHaveLength(1);
    expect(page.races[0]).toMatchObject({ kind: "private", difficulty: "hard" });
    expect(page.races[0]!.racers.map((r) => [r.name, r.place, r.you, r.guest])).toEqual([
      ["bo_races", 1, false, false],
      ["ada_races", 2, true, false],
      [guestResult.name, 3, false, true],
    ]);
    const own = page.races[0]!.racers[1]!;
    expect(own.wpm).toBe(finish.results[1]!.wpm);
    expect(own.resultId).not.toBeNull();
    expect(page.races[0]!.racers[0]!.resultId).toBeNull();
    expect(await db.$count(testResults, eq(testResults.userId, ada.id))).toBe(1);
    expect(await db.$count(testResults, eq(testResults.userId, bo.id))).toBe(0);

    // The race is in the typist's history as a result of its own mode, never ranked.
    const saved = await t.app.inject({
      url: `/api/me/results/${own.resultId}`,
      headers: signedIn(ada),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      mode: "race",
      wpm: own.wpm,
      verification: "verified",
      rawText: PASSAGE,
    });

    // But none of the test figures count it: races have their own (issue 33).
    const insight = await t.app.inject({ url: "/api/me/insight", headers: signedIn(ada) });
    expect(insight.json()).toMatchObject({
      personalBests: [],
      totals: { tests: 0, secondsTyped: 0 },
      races: { run: 1, wins: 0, podiums: 1, bestWpm: own.wpm },
    });
    const recent = await t.app.inject({ url: "/api/me/results", headers: signedIn(ada) });
    expect(recent.json()).toEqual({ results: [] });
    for (const client of [a, b, c]) client.client.close();
  });

  it("refuses forged progress and keeps the racer where the real keystrokes left them", async () => {
    const code = await openRoom();
    const a = await join(code);
    const b = await join(code);
    const startedAt = await startRace(a.client, [a.client, b.client]);
    clockTo(startedAt + 1000);
    a.client.send({ type: "progress", seq: 0, length: 3, edits: [[600, 0, 0, "The"]], keys: [] });
    expect(await a.client.next("ack")).toEqual({ type: "ack", seq: 0, length: 3 });

    const forged = [
      // the whole passage, typed after the chunk arrived
      { seq: 1, length: PASSAGE.length, edits: [[5000, 3, 0, PASSAGE.slice(3)]] },
      // a length the keystrokes do not make
      { seq: 2, length: 20, edits: [[900, 3, 0, " "]] },
      // back in time, before the racer's last keystroke
      { seq: 3, length: 4, edits: [[500, 3, 0, " "]] },
      // past the passage's end
      { seq: 4, length: PASSAGE.length + 1, edits: [[900, 3, 0, "x".repeat(PASSAGE.length - 2)]] },
    ];
    for (const chunk of forged) {
      a.client.send({ type: "progress", keys: [], ...chunk });
      const error = await a.client.next("error", (e) => e.seq === chunk.seq);
      expect(error.code).toBe("forged-progress");
      expect(error.message).toMatch(/^This progress was refused: /);
    }
    a.client.send({ type: "progress", seq: 5, length: 4, edits: [[900, 3, 0, " "]], keys: [] });
    expect(await a.client.next("ack", (ack) => ack.seq === 5)).toMatchObject({ length: 4 });
    const lanes = await b.client.next("progress", (p) => p.racers[0]!.position === 4);
    expect(lanes.racers[0]).toMatchObject({ finished: false, place: null });
    a.client.close();
    b.client.close();
  });

  it("shows a finish the checks refused with no speed, only why, and keeps no speed for it", async () => {
    const eve = await createUser(t.app, { username: "eve_races" });
    const code = await openRoom();
    const a = await join(code, signedIn(eve));
    const b = await join(code);
    const startedAt = await startRace(a.client, [a.client, b.client]);
    // The whole passage pasted in one piece, a second and a half in.
    clockTo(startedAt + 1500);
    const paste = [1400, 0, 0, PASSAGE];
    a.client.send({ type: "progress", seq: 0, length: PASSAGE.length, edits: [paste], keys: [] });
    await a.client.next("ack");
    const lanes = await b.client.next("progress", (p) => p.racers[0]!.finished);
    const reason = lanes.racers[0]!.unplaced;
    expect(reason).toMatch(/pasted/);
    expect(lanes.racers[0]).toMatchObject({ wpm: null, place: null, position: PASSAGE.length });

    await send(
      startedAt,
      chunksAt(60, 6).map((chunk) => ({ client: b.client, chunk })),
    );
    const finish = await a.client.next("finish");
    expect(finish.results.map((r) => [r.id, r.place, r.wpm, r.unplaced])).toEqual([
      [b.joined.racerId, 1, expect.any(Number), null],
      [a.joined.racerId, null, null, reason],
    ]);

    await t.app.races.idle();
    const history = await t.app.inject({ url: "/api/me/races", headers: signedIn(eve) });
    const race = (history.json() as RaceHistoryPage).races[0]!;
    expect(race.racers.map((r) => [r.you, r.place, r.wpm])).toEqual([
      [false, 1, finish.results[0]!.wpm],
      [true, null, null],
    ]);
    a.client.close();
    b.client.close();
  });

  it("lets a racer who lost the connection rejoin the running race and finish it", async () => {
    const code = await openRoom();
    const a = await join(code);
    const b = await join(code);
    const startedAt = await startRace(a.client, [a.client, b.client]);
    const chunks = chunksAt(60, 5);
    const half = Math.floor(chunks.length / 2);
    await send(
      startedAt,
      chunks.slice(0, half).map((chunk) => ({ client: b.client, chunk })),
    );
    b.client.close();
    const gone = await a.client.next("room", (m) => m.room.racers[1]?.connected === false);
    expect(gone.room.phase).toBe("running");

    const back = await RaceClient.connect(baseUrl);
    back.send({ type: "join", code, rejoin: b.joined.rejoinKey });
    const rejoined = await back.next("joined");
    expect(rejoined.racerId).toBe(b.joined.racerId);
    expect(rejoined.typed.length).toBe(chunks[half - 1]!.message.length);
    expect(rejoined.room).toMatchObject({ phase: "running", passage: PASSAGE });
    await a.client.next("room", (m) => m.room.racers[1]?.connected === true);
    // A stranger cannot take a running race's seat, nor the rejoined racer a second one.
    const stranger = await RaceClient.connect(baseUrl);
    stranger.send({ type: "join", code });
    expect(await stranger.next("error")).toMatchObject({ code: "race-started" });
    stranger.send({ type: "join", code, rejoin: b.joined.rejoinKey });
    expect(await stranger.next("error")).toMatchObject({ code: "already-joined" });

    await send(
      startedAt,
      chunks.slice(half).map((chunk) => ({ client: back, chunk })),
    );
    const lanes = await a.client.next("progress", (p) => p.racers[1]!.finished);
    expect(lanes.racers[1]).toMatchObject({ place: 1, position: PASSAGE.length });
    // The race ends at its time limit for whoever has not finished.
    clockTo(startedAt + TIME_LIMIT_MS);
    const finish = await back.next("finish");
    expect(finish.results.map((r) => [r.id, r.place, r.finished])).toEqual([
      [b.joined.racerId, 1, true],
      [a.joined.racerId, null, false],
    ]);
    a.client.close();
    back.close();
    stranger.close();
  });
});

describe("a quick race", () => {
  it("matches typists waiting for the same difficulty and starts after the wait", async () => {
    const first = await RaceClient.connect(baseUrl);
    const second = await RaceClient.connect(baseUrl, signedIn(ada));
    first.send({ type: "quick", difficulty: "hard" });
    const one = await first.next("joined");
    second.send({ type: "quick", difficulty: "hard" });
    const two = await second.next("joined");
    expect(two.room.code).toBe(one.room.code);
    expect(two.room).toMatchObject({ kind: "quick", hostId: null, phase: "waiting" });
    // Nobody starts a quick race by hand.
    second.send({ type: "start" });
    expect(await second.next("error")).toMatchObject({ code: "not-host" });
    clock.advance(QUICK_WAIT_MS);
    const countdown = await first.next("countdown");
    clock.advance(countdown.startsAt - clock.now());
    expect(await second.next("start")).toMatchObject({ passage: PASSAGE });
    // Another typist now gets a room of their own.
    const third = await RaceClient.connect(baseUrl);
    third.send({ type: "quick", difficulty: "hard" });
    expect((await third.next("joined")).room.code).not.toBe(one.room.code);
    for (const client of [first, second, third]) client.close();
  });
});

describe("the race socket", () => {
  it("answers malformed messages with an error, and joining an unknown room too", async () => {
    const client = await RaceClient.connect(baseUrl);
    client.send({ type: "progress", seq: 0, length: 0, edits: [], keys: [] });
    expect(await client.next("error")).toMatchObject({ code: "bad-message" });
    client.socket.send("not json");
    expect(await client.next("error")).toMatchObject({ code: "bad-message" });
    client.send({ type: "start" });
    expect(await client.next("error")).toMatchObject({ code: "not-joined" });
    client.send({ type: "join", code: "ZZZZZZ" });
    expect(await client.next("error")).toMatchObject({ code: "room-not-found" });
    client.send({ type: "ping", t: 42 });
    expect(await client.next("pong")).toEqual({ type: "pong", t: 42, serverNow: clock.now() });
    client.close();
  });

  it("gives a guest the name their browser raced under before, unless it is taken", async () => {
    const code = await openRoom();
    const first = await RaceClient.connect(baseUrl);
    first.send({ type: "join", code, guestName: "Guest 4242" });
    const second = await RaceClient.connect(baseUrl);
    second.send({ type: "join", code, guestName: "Guest 4242" });
    const [a, b] = [await first.next("joined"), await second.next("joined")];
    const names = b.room.racers.map((racer) => racer.name);
    expect(names[0]).toBe("Guest 4242");
    expect(names[1]).toMatch(/^Guest \d{4}$/);
    expect(names[1]).not.toBe("Guest 4242");
    expect(a.racerId).not.toBe(b.racerId);
    // Only a name of the server's own form is asked for.
    const odd = await RaceClient.connect(baseUrl);
    odd.send({ type: "join", code, guestName: "Admin" });
    expect(await odd.next("error")).toMatchObject({ code: "bad-message" });
    for (const client of [first, second, odd]) client.close();
  });

  it("closes a socket that sends a message over the size bound or floods the server", async () => {
    const big = await RaceClient.connect(baseUrl);
    big.socket.send(JSON.stringify({ type: "ping", t: 1, pad: "x".repeat(20_000) }));
    expect((await big.closed).code).toBe(1009);

    const flood = await RaceClient.connect(baseUrl);
    for (let i = 0; i < 50; i++) flood.send({ type: "ping", t: i });
    expect(await flood.next("error")).toMatchObject({ code: "rate-limited" });
    expect(await flood.closed).toEqual({ code: 1008, reason: "Too many messages" });
  });

  it("drops a socket that stops answering pings, and shows its racer disconnected", async () => {
    const code = await openRoom();
    const a = await join(code);
    const silent = await RaceClient.connect(baseUrl, {}, { answerPings: false });
    silent.send({ type: "join", code });
    await silent.next("joined");
    await startRace(a.client, [a.client, silent]);
    expect((await silent.closed).code).toBe(1006);
    const gone = await a.client.next("room", (m) => m.room.racers[1]?.connected === false);
    expect(gone.room.phase).toBe("running");
    a.client.close();
  });

  it("answers a request without an upgrade, and refuses a socket from another site", async () => {
    const plain = await t.app.inject({ url: "/api/races/ws" });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().message).toMatch(/WebSocket upgrade/);
    await expect(
      RaceClient.connect(baseUrl, { origin: "https://elsewhere.example" }),
    ).rejects.toThrow(/403/);
  });

  it("shows the race history to its typist only", async () => {
    expect((await t.app.inject({ url: "/api/me/races" })).statusCode).toBe(401);
    const page = await t.app.inject({ url: "/api/me/races?page=2", headers: signedIn(bo) });
    expect(page.json()).toEqual({ races: [], page: 2, hasMore: false });
  });

  it("refuses a room of no known difficulty", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/races",
      payload: { difficulty: "brutal" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("racing again", () => {
  /** A second hard passage, so that a rematch has another to draw. */
  const SECOND = "A lark sang from a post while the mist lifted off the field.";

  beforeAll(async () => {
    await t.app.database.db.insert(typingTexts).values({ text: SECOND, difficulty: "hard" });
  });

  afterAll(async () => {
    await t.app.database.db.delete(typingTexts).where(eq(typingTexts.text, SECOND));
  });

  /** A few chunks a race: each socket's messages in a second of real time stay within bounds. */
  function chunksFor(text: string, wpm: number, seed: number): TimedChunk[] {
    const spanMs = (text.length * 12_000) / wpm;
    return raceChunks(timeShifted(physicalTypist({ text, wpm, spanMs, seed }), 400), 3000);
  }

  /** Counts down a room started by `host` (null: a quick room) and answers each start. */
  async function started(host: RaceClient | null, all: RaceClient[]) {
    host?.send({ type: "start" });
    const countdown = await all[0]!.next("countdown", () => true, 10_000);
    clockTo(countdown.startsAt);
    return Promise.all(all.map((client) => client.next("start")));
  }

  it("forms a private room's next race when its host asks, on another passage, and keeps both", async () => {
    const code = await openRoom();
    const a = await join(code, signedIn(ada));
    const b = await join(code);
    const c = await join(code);
    const [first] = await started(a.client, [a.client, b.client, c.client]);
    await send(
      first!.startedAt,
      interleave(
        { client: a.client, chunks: chunksFor(first!.passage, 60, 1) },
        { client: b.client, chunks: chunksFor(first!.passage, 70, 2) },
      ),
    );
    clockTo(first!.startedAt + TIME_LIMIT_MS);
    const [finish] = await Promise.all([b.client.next("finish"), a.client.next("finish")]);
    const passageId = (
      await t.app.database.db
        .select({ id: typingTexts.id })
        .from(typingTexts)
        .where(eq(typingTexts.text, first!.passage))
    )[0]!.id;
    expect(finish.source).toEqual({ passageId, quote: null });
    // Each finisher's speed over their own keystroke times too; none for the one who typed nothing.
    expect(finish.results.map((r) => [r.id, r.place, typeof r.unlaggedWpm])).toEqual([
      [b.joined.racerId, 1, "number"],
      [a.joined.racerId, 2, "number"],
      [c.joined.racerId, null, "object"],
    ]);
    expect(finish.results[0]!.unlaggedWpm).toBeGreaterThanOrEqual(finish.results[0]!.wpm!);

    // The guest asks first: everyone sees it, and the race stays over until the host asks.
    b.client.send({ type: "rematch" });
    const asked = await c.client.next("room", (m) => (m.room.rematch ?? []).length === 1);
    expect(asked.room).toMatchObject({ phase: "finished", round: 1, rematch: [b.joined.racerId] });
    // The host cannot start a race that is over: racing again is asked for.
    a.client.send({ type: "start" });
    expect(await a.client.next("error")).toMatchObject({ code: "race-started" });
    // The third racer goes, and is dropped.
    c.client.close();
    await a.client.next("room", (m) => m.room.racers[2]?.connected === false);
    a.client.send({ type: "rematch" });
    const next = await b.client.next("room", (m) => m.room.round === 2);
    expect(next.room).toMatchObject({
      phase: "waiting",
      hostId: a.joined.racerId,
      passage: null,
      rematch: [],
    });
    expect(next.room.racers.map((r) => [r.id, r.position, r.finished])).toEqual([
      [a.joined.racerId, 0, false],
      [b.joined.racerId, 0, false],
    ]);
    b.client.send({ type: "rematch" });
    b.client.send({ type: "progress", seq: 0, length: 1, edits: [[0, 0, 0, "A"]], keys: [] });
    expect(await b.client.next("error")).toMatchObject({ code: "not-running" });

    const [second] = await started(a.client, [a.client, b.client]);
    expect(second!.passage).not.toBe(first!.passage);
    await send(
      second!.startedAt,
      interleave(
        { client: a.client, chunks: chunksFor(second!.passage, 80, 3) },
        { client: b.client, chunks: chunksFor(second!.passage, 50, 4) },
      ),
    );
    const again = await a.client.next("finish");
    expect(again.results.map((r) => [r.id, r.place])).toEqual([
      [a.joined.racerId, 1],
      [b.joined.racerId, 2],
    ]);

    await t.app.races.idle();
    const history = (
      await t.app.inject({ url: "/api/me/races", headers: signedIn(ada) })
    ).json() as RaceHistoryPage;
    const [latest, earlier] = history.races;
    expect(latest!.racers.map((r) => [r.you, r.place])).toEqual([
      [true, 1],
      [false, 2],
    ]);
    expect(earlier!.racers.map((r) => [r.you, r.place])).toEqual([
      [false, 1],
      [true, 2],
      [false, null],
    ]);
    const stored = await t.app.database.db
      .select({ passage: races.passage })
      .from(races)
      .where(eq(races.code, code));
    expect(stored.map((race) => race.passage).sort()).toEqual(
      [first!.passage, second!.passage].sort(),
    );
    a.client.close();
    b.client.close();
  });

  async function quickRoom(count: number) {
    const clients: RaceClient[] = [];
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const client = await RaceClient.connect(baseUrl);
      client.send({ type: "quick", difficulty: "hard" });
      ids.push((await client.next("joined")).racerId);
      clients.push(client);
    }
    clockTo(clock.now() + QUICK_WAIT_MS);
    const [start] = await started(null, clients);
    clockTo(start!.startedAt + TIME_LIMIT_MS);
    await Promise.all(clients.map((client) => client.next("finish")));
    return { clients, ids };
  }

  it("starts a quick room's next race once two ask and everyone still there is in", async () => {
    const { clients, ids } = await quickRoom(3);
    clients[2]!.send({ type: "rematch" });
    await clients[0]!.next("room", (m) => (m.room.rematch ?? []).length === 1);
    clients[0]!.send({ type: "rematch" });
    const next = await clients[1]!.next("room", (m) => m.room.round === 2);
    expect(next.room.racers.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    // The server's clock stands still: only the last one's ask starts it now.
    clients[1]!.send({ type: "rematch" });
    const [start] = await started(null, clients);
    expect(start).toBeDefined();
    for (const client of clients) client.close();
  });

  it("starts a quick room's next race after the wait without one who does not ask, who is told", async () => {
    const { clients, ids } = await quickRoom(3);
    clients[0]!.send({ type: "rematch" });
    clients[1]!.send({ type: "rematch" });
    // The one who did not ask sees the next race form, and its countdown, but not its start.
    const next = await clients[2]!.next("room", (m) => m.room.round === 2);
    expect(next.room.racers.map((r) => r.id)).toEqual([ids[0], ids[1]]);
    clockTo(clock.now() + QUICK_WAIT_MS);
    await clients[2]!.next("countdown", () => true, 10_000);
    await started(null, clients.slice(0, 2));
    clients[2]!.send({ type: "rematch" });
    expect(await clients[2]!.next("error")).toMatchObject({
      code: "race-started",
      message: "The next race has started without you.",
    });
    await expect(clients[2]!.next("start", () => true, 300)).rejects.toThrow();
    for (const client of clients) client.close();
  });
});

describe("a finished room", () => {
  it("closes five minutes after its race if no one races again, and says so", async () => {
    const code = await openRoom();
    const a = await join(code);
    const b = await join(code);
    const startedAt = await startRace(a.client, [a.client, b.client]);
    clockTo(startedAt + TIME_LIMIT_MS);
    await Promise.all([a.client.next("finish"), b.client.next("finish")]);
    clock.advance(5 * 60_000 + 1);
    for (const client of [a.client, b.client]) {
      expect(await client.next("error")).toEqual({
        type: "error",
        code: "room-not-found",
        message: ROOM_CLOSED,
      });
    }
    const late = await RaceClient.connect(baseUrl);
    late.send({ type: "watch", code });
    expect(await late.next("error")).toMatchObject({ code: "room-not-found" });
    for (const client of [a.client, b.client, late]) client.close();
  });
});

describe("a spectator", () => {
  async function watch(code: string) {
    const client = await RaceClient.connect(baseUrl);
    client.send({ type: "watch", code });
    const watching = await client.next("watching");
    return { client, watching };
  }

  it("watches a race live, read-only, without a lane, and cannot type, start or join", async () => {
    const code = await openRoom();
    const a = await join(code);
    const s = await watch(code);
    expect(s.watching.room).toMatchObject({ code, phase: "waiting", watching: 1 });
    expect(s.watching.room.racers).toHaveLength(1);
    expect(await a.client.next("room", (m) => m.room.watching === 1)).toBeDefined();

    const refusals = [
      { type: "start" },
      { type: "rematch" },
      { type: "join", code },
      { type: "watch", code },
      { type: "quick", difficulty: "hard" },
      { type: "progress", seq: 4, length: 3, edits: [[100, 0, 0, "The"]], keys: [] },
    ];
    for (const message of refusals) {
      s.client.send(message);
      const error = await s.client.next("error");
      expect(error).toMatchObject({
        code: "spectator",
        message: "You are watching this race: spectators cannot type, start or join it.",
      });
      if (message.type === "progress") expect(error.seq).toBe(4);
    }

    // A spectator neither counts toward a start nor holds a seat.
    a.client.send({ type: "start" });
    expect(await a.client.next("error")).toMatchObject({ code: "too-few-racers" });
    const b = await join(code);
    expect(b.joined.room.racers).toHaveLength(2);
    const [start] = await Promise.all([
      startRace(a.client, [a.client, b.client]),
      s.client.next("countdown"),
    ]);
    const seen = await s.client.next("start");
    expect(seen.passage).toBe(PASSAGE);
    await send(
      start,
      chunksAt(60, 8)
        .slice(0, 3)
        .map((chunk) => ({ client: a.client, chunk })),
    );
    const lanes = await s.client.next("progress", (p) => p.racers[0]!.position > 0);
    expect(lanes.racers.map((r) => r.id)).toEqual([a.joined.racerId, b.joined.racerId]);

    clockTo(start + TIME_LIMIT_MS);
    const finish = await s.client.next("finish");
    expect(finish.results).toHaveLength(2);
    expect(finish.source).toMatchObject({ quote: null });
    // One who comes to watch once it is over sees its standings.
    const late = await watch(code);
    expect(late.watching.room.phase).toBe("finished");
    expect((await late.client.next("finish")).results).toEqual(finish.results);
    s.client.close();
    await a.client.next("room", (m) => m.room.watching === 1);
    for (const client of [a.client, b.client, late.client]) client.close();
  });

  it("is refused past fifty in a room, and an unknown room is said", async () => {
    const code = await openRoom();
    const watchers = await Promise.all(Array.from({ length: 50 }, () => watch(code)));
    const extra = await RaceClient.connect(baseUrl);
    extra.send({ type: "watch", code });
    expect(await extra.next("error")).toMatchObject({
      code: "room-full",
      message: "This race has 50 spectators already, as many as it takes. Try again later.",
    });
    extra.send({ type: "watch", code: "ZZZZZZ" });
    expect(await extra.next("error")).toMatchObject({ code: "room-not-found" });
    for (const { client } of watchers) client.close();
    extra.close();
  });
});
