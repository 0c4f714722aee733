import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RaceRatingView } from "../../core/api/race-rating.ts";
import { NEW_RATING, rateRace } from "../../core/race/rating.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { RaceClient } from "../../../tests/support/race-client.ts";
import { raceChunks } from "../../../tests/support/racers.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { physicalTypist, timeShifted } from "../../../tests/support/typist-models.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { raceRatingHistory, raceRatings, typingTexts } from "../db/schema.ts";
import { saveRace } from "./repository.ts";

/** Ranked races (product 'Ranked races'): the queue, its matching by rating, and the ratings. */
const PASSAGE = "The quick brown fox jumps over the lazy dog near the river bank.";
const COUNTDOWN_MS = 3000;
const QUICK_WAIT_MS = 2000;
const TIME_LIMIT_MS = 60_000;

const clock = new TestClock();
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp(
    {
      RACE_COUNTDOWN_MS: String(COUNTDOWN_MS),
      RACE_QUICK_WAIT_MS: String(QUICK_WAIT_MS),
      RACE_TIME_LIMIT_MS: String(TIME_LIMIT_MS),
      AUTH_RATE_LIMIT_MAX: "100",
    },
    { now: clock.now },
  );
  const { db } = t.app.database;
  await db.delete(typingTexts).where(eq(typingTexts.difficulty, "hard"));
  await db.insert(typingTexts).values({ text: PASSAGE, difficulty: "hard" });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await t?.close();
});

/** A signed-in typist's socket, in the ranked queue of hard passages. */
async function queue(user: TestUser | null) {
  const client = await RaceClient.connect(baseUrl, user ? { cookie: user.cookie } : {});
  client.send({ type: "ranked", difficulty: "hard" });
  return client;
}

/** Gives the typist a rating of their own, as earlier ranked races would have. */
async function rate(user: TestUser, rating: number, rd = 80) {
  await t.app.database.db.insert(raceRatings).values({
    userId: user.id,
    rating,
    rd,
    volatility: 0.06,
    racesRated: 10,
    updatedAt: new Date(),
  });
}

/** Types the passage at `wpm`, each chunk sent when the server's clock says its time has come. */
async function typeAll(client: RaceClient, startedAt: number, wpm: number, seed: number) {
  const spanMs = (PASSAGE.length * 12_000) / wpm;
  const run = timeShifted(physicalTypist({ text: PASSAGE, wpm, spanMs, seed }), 400);
  for (const chunk of raceChunks(run, 1000)) {
    const at = startedAt + chunk.sendAtMs;
    if (at > clock.now()) clock.advance(at - clock.now());
    client.send(chunk.message);
    await client.next("ack", (ack) => ack.seq === chunk.message.seq);
  }
}

describe("a ranked race", () => {
  it("rates its two signed-in racers as Glicko-2 says, once however often it is stored", async () => {
    const ada = await createUser(t.app, { username: "ada_ranked" });
    const bo = await createUser(t.app, { username: "bo_ranked" });
    const a = await queue(ada);
    const first = await a.next("joined");
    const b = await queue(bo);
    const second = await b.next("joined");
    // Both new, so both rated 1500: the same room, each lane with its rating.
    expect(second.room.code).toBe(first.room.code);
    expect(second.room).toMatchObject({ kind: "ranked", hostId: null, phase: "waiting" });
    expect(second.room.racers.map((racer) => [racer.name, racer.rating])).toEqual([
      ["ada_ranked", { rating: 1500, rd: 350 }],
      ["bo_ranked", { rating: 1500, rd: 350 }],
    ]);

    clock.advance(QUICK_WAIT_MS);
    const countdown = await a.next("countdown");
    clock.advance(countdown.startsAt - clock.now());
    const { startedAt } = await b.next("start");
    await typeAll(a, startedAt, 70, 1);
    await typeAll(b, startedAt, 50, 2);
    const finish = await a.next("finish");
    expect(finish.results.map((result) => [result.name, result.place])).toEqual([
      ["ada_ranked", 1],
      ["bo_ranked", 2],
    ]);

    const expected = rateRace([
      { id: ada.id, rating: NEW_RATING, place: 1 },
      { id: bo.id, rating: NEW_RATING, place: 2 },
    ])!;
    const rated = await b.next("rated");
    const byRacer = new Map(rated.ratings.map((change) => [change.racerId, change]));
    for (const [racerId, user] of [
      [first.racerId, ada],
      [second.racerId, bo],
    ] as const) {
      const after = expected.get(user.id)!;
      expect(byRacer.get(racerId)).toEqual({
        racerId,
        before: { rating: 1500, rd: 350 },
        after: { rating: after.rating, rd: after.rd },
      });
    }
    expect(expected.get(ada.id)!.rating).toBeGreaterThan(1500);
    expect((await a.next("rated")).ratings).toEqual(rated.ratings);

    // Stored again, as an instance that takes the room over does: nothing is rated twice.
    const { db } = t.app.database;
    await t.app.races.idle();
    const room = t.app.races.room(first.room.code)!;
    expect(await saveRace(db, room, clock.now())).toEqual(
      expect.arrayContaining(rated.ratings.map((change) => expect.objectContaining(change))),
    );
    const [history] = await db
      .select({ rows: count() })
      .from(raceRatingHistory)
      .where(eq(raceRatingHistory.raceId, room.id));
    expect(history!.rows).toBe(2);
    const [row] = await db.select().from(raceRatings).where(eq(raceRatings.userId, ada.id));
    expect(row).toMatchObject({
      rating: expected.get(ada.id)!.rating,
      rd: expected.get(ada.id)!.rd,
      volatility: expected.get(ada.id)!.volatility,
      racesRated: 1,
    });

    // Their profiles show the rating and this race in its history.
    const response = await t.app.inject({ url: "/api/profiles/ADA_ranked/rating" });
    expect(response.statusCode).toBe(200);
    const view = response.json() as RaceRatingView;
    expect(view.rating).toMatchObject({
      rating: expected.get(ada.id)!.rating,
      provisional: true,
      racesRated: 1,
    });
    expect(view.history).toEqual([
      {
        raceId: room.id,
        ratedAt: expect.any(String),
        before: 1500,
        after: expected.get(ada.id)!.rating,
        rd: expected.get(ada.id)!.rd,
      },
    ]);
    a.close();
    b.close();
  });

  it("counts a racer who leaves as losing, and leaves a race no one finished unrated", async () => {
    const start = async () => {
      const [cy, dee] = await Promise.all([createUser(t.app), createUser(t.app)]);
      // One after the other: typists who queue at once may open a room each, and meet later.
      const c = await queue(cy);
      await c.next("joined");
      const d = await queue(dee);
      await d.next("joined");
      clock.advance(QUICK_WAIT_MS);
      await c.next("countdown");
      clock.advance(COUNTDOWN_MS);
      const { startedAt } = await c.next("start");
      return { c, d, startedAt, cy };
    };
    const first = await start();
    first.d.close();
    await typeAll(first.c, first.startedAt, 60, 3);
    // The racer who left keeps their lane: the race ends at its time limit.
    clock.advance(first.startedAt + TIME_LIMIT_MS - clock.now());
    const rated = await first.c.next("rated");
    const after = new Map(rated.ratings.map((change) => [change.after.rating > 1500, change]));
    expect([...after.keys()].sort()).toEqual([false, true]);

    const second = await start();
    clock.advance(TIME_LIMIT_MS);
    expect(await second.c.next("rated")).toEqual({ type: "rated", ratings: [] });
    const { db } = t.app.database;
    const rows = await db.select().from(raceRatings).where(eq(raceRatings.userId, second.cy.id));
    expect(rows).toEqual([]);
    second.c.close();
    second.d.close();
    first.c.close();
  });

  it("turns a guest away from the queue, and from a ranked room's code, saying why", async () => {
    const guest = await queue(null);
    const refused = await guest.next("error");
    expect(refused).toEqual({
      type: "error",
      code: "sign-in-required",
      message: "Ranked races are for signed-in typists: sign in to race ranked and get a rating.",
    });
    const cy = await createUser(t.app);
    const c = await queue(cy);
    const { room } = await c.next("joined");
    guest.send({ type: "join", code: room.code });
    expect(await guest.next("error")).toMatchObject({ code: "sign-in-required" });
    c.close();
    guest.close();
  });

  it("shows a typist no rating before their first rated race, and a private profile's to no one", async () => {
    const dee = await createUser(t.app);
    const response = await t.app.inject({ url: `/api/profiles/${dee.username}/rating` });
    expect(response.json()).toEqual({ rating: null, history: [] });
    await t.app.inject({
      method: "PUT",
      url: "/api/account/profile",
      headers: { cookie: dee.cookie },
      payload: { bio: "", keyboard: "", profilePrivate: true },
    });
    const hidden = await t.app.inject({ url: `/api/profiles/${dee.username}/rating` });
    expect(hidden.statusCode).toBe(404);
    const own = await t.app.inject({
      url: `/api/profiles/${dee.username}/rating`,
      headers: { cookie: dee.cookie },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("ranked matching", () => {
  it("seats a typist with the racers whose ratings are within the window, else alone", async () => {
    const [low, high, near] = await Promise.all([1500, 1800, 1580].map(() => createUser(t.app)));
    await Promise.all([rate(low!, 1500), rate(high!, 1800), rate(near!, 1580)]);
    const l = await queue(low!);
    const lowRoom = (await l.next("joined")).room.code;
    const h = await queue(high!);
    const highJoined = await h.next("joined");
    // 300 points apart: more than the ±100 of a wait just begun.
    expect(highJoined.room.code).not.toBe(lowRoom);
    expect(highJoined.room.racers).toHaveLength(1);
    const n = await queue(near!);
    const nearJoined = await n.next("joined");
    expect(nearJoined.room.code).toBe(lowRoom);
    expect(nearJoined.room.racers.map((racer) => racer.rating?.rating)).toEqual([1500, 1580]);
    for (const client of [l, h, n]) client.close();
  });

  it("widens the window as typists wait, until a lone typist is moved to the other's room", async () => {
    const [early, late] = await Promise.all([1500, 1750].map(() => createUser(t.app)));
    await Promise.all([rate(early!, 1500), rate(late!, 1750)]);
    const e = await queue(early!);
    const earlyRoom = (await e.next("joined")).room.code;
    clock.advance(1000);
    const l = await queue(late!);
    const lateJoined = await l.next("joined");
    expect(lateJoined.room.code).not.toBe(earlyRoom);

    // 250 apart fits a window of ±250: 15 s after the first typist began to wait.
    clock.advance(14_000);
    const moved = await l.next("joined", (joined) => joined.room.code === earlyRoom);
    expect(moved.room.racers.map((racer) => racer.rating?.rating)).toEqual([1500, 1750]);
    await e.next("room", (message) => message.room.racers.length === 2);
    // The typist moved is seated there for good: their socket starts and types in that room.
    clock.advance(QUICK_WAIT_MS);
    expect(await l.next("countdown")).toMatchObject({ type: "countdown" });
    for (const client of [e, l]) client.close();
  });
});
