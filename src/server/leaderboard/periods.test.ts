import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  leaderboardResponseSchema,
  leaderboardStatsSchema,
  leaderboardWinnersSchema,
} from "../../core/api/leaderboard.ts";
import { banUser, setRanked } from "../admin/repository.ts";
import { queryRows } from "../db/query-rows.ts";
import { testResults, users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// The server's clock, moved by each test: the day and week boards follow it.
let clock = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.database.db.delete(users);
});

const at = (iso: string) => Date.parse(iso);

async function typist(id: string) {
  await t.app.database.db
    .insert(users)
    .values({ id, email: `${id}@example.com`, username: id, emailVerified: true })
    .onConflictDoNothing();
}

/** A ranked, verified minute on English passages, typed at the moment given. */
async function save(userId: string, wpm: number, createdAt: string, difficulty = "medium") {
  await typist(userId);
  const [row] = await t.app.database.db
    .insert(testResults)
    .values({
      userId,
      wpm,
      accuracy: 95,
      duration: 60,
      mode: "1-minute",
      rankable: true,
      difficulty,
      textKind: "passages",
      language: "en",
      includePunctuation: false,
      includeNumbers: false,
      rawText: "passage",
      typedText: "typed",
      verification: "verified",
      createdAt: new Date(createdAt),
    })
    .returning({ id: testResults.id });
  return Number(row!.id);
}

async function board(query: string) {
  const response = await t.app.inject({ url: `/api/leaderboard?${query}` });
  expect(response.statusCode).toBe(200);
  return leaderboardResponseSchema.parse(response.json()).rows.map((r) => [r.username, r.wpm]);
}

async function winners(query: string) {
  const response = await t.app.inject({ url: `/api/leaderboard/winners?${query}` });
  expect(response.statusCode).toBe(200);
  const body = leaderboardWinnersSchema.parse(response.json());
  return { periodStart: body.periodStart, rows: body.rows.map((r) => [r.username, r.wpm]) };
}

describe("the daily board", () => {
  it("holds today's results, empties at 00:00 UTC, and keeps yesterday's winners", async () => {
    // Monday 30 November 2026.
    await save("old", 120, "2026-11-29T23:59:59Z");
    await save("ann", 80, "2026-11-30T00:00:00Z");
    await save("bob", 90, "2026-11-30T09:00:00Z");
    await save("bob", 70, "2026-11-30T10:00:00Z");
    await save("cat", 60, "2026-11-30T11:00:00Z", "hard");
    await save("dan", 50, "2026-11-30T12:00:00Z");

    clock = at("2026-11-30T23:59:59.999Z");
    expect(await board("period=day")).toEqual([
      ["bob", 90],
      ["ann", 80],
      ["cat", 60],
      ["dan", 50],
    ]);
    expect(await board("period=day&difficulty=hard")).toEqual([["cat", 60]]);
    expect(await board("")).toEqual([
      ["old", 120],
      ["bob", 90],
      ["ann", 80],
      ["cat", 60],
      ["dan", 50],
    ]);
    const stats = await t.app.inject({ url: "/api/leaderboard/stats?period=day" });
    expect(leaderboardStatsSchema.parse(stats.json())).toEqual({
      totalTests: 5,
      averageWpm: 70,
      highestWpm: 90,
      averageAccuracy: 95,
    });
    expect(await winners("period=day")).toEqual({
      periodStart: "2026-11-29",
      rows: [["old", 120]],
    });

    clock = at("2026-12-01T00:00:00Z");
    expect(await board("period=day")).toEqual([]);
    const empty = await t.app.inject({ url: "/api/leaderboard/stats?period=day" });
    expect(empty.json()).toMatchObject({ totalTests: 0, highestWpm: 0 });
    expect(await winners("period=day")).toEqual({
      periodStart: "2026-11-30",
      rows: [
        ["bob", 90],
        ["ann", 80],
        ["cat", 60],
      ],
    });
    expect(await winners("period=day&difficulty=medium")).toMatchObject({
      rows: [
        ["bob", 90],
        ["ann", 80],
        ["dan", 50],
      ],
    });
  });

  it("names the last page on a page past the end of a period", async () => {
    await save("ann", 80, "2026-11-30T08:00:00Z");
    clock = at("2026-11-30T20:00:00Z");
    const response = await t.app.inject({ url: "/api/leaderboard?period=day&page=3" });
    expect(response.json()).toMatchObject({ rows: [], lastPage: 1, hasNextPage: false });
  });
});

describe("the weekly board", () => {
  it("runs from Monday 00:00 UTC to Sunday, and keeps last week's winners", async () => {
    await save("sun", 70, "2026-11-29T23:59:59Z");
    await save("mon", 60, "2026-11-30T00:00:00Z");
    await save("sat", 50, "2026-12-05T12:00:00Z");

    clock = at("2026-12-06T23:59:59Z");
    expect(await board("period=week")).toEqual([
      ["mon", 60],
      ["sat", 50],
    ]);
    expect(await winners("period=week")).toEqual({
      periodStart: "2026-11-23",
      rows: [["sun", 70]],
    });

    clock = at("2026-12-07T00:00:00Z");
    expect(await board("period=week")).toEqual([]);
    expect(await winners("period=week")).toEqual({
      periodStart: "2026-11-30",
      rows: [
        ["mon", 60],
        ["sat", 50],
      ],
    });
  });
});

describe("moderation on the period boards", () => {
  const moderator = { id: "mod", username: "mod" };

  it("drops a removed result, in favour of the typist's next best of that day", async () => {
    const best = await save("ann", 90, "2026-11-30T09:00:00Z");
    await save("ann", 40, "2026-11-29T09:00:00Z");
    await save("ann", 70, "2026-11-30T10:00:00Z");
    await typist("mod");
    clock = at("2026-11-30T12:00:00Z");
    expect(await board("period=day")).toEqual([["ann", 90]]);

    await setRanked(t.app.database.db, false, {
      moderator,
      resultId: best,
      reason: "x",
      at: clock,
    });
    expect(await board("period=day")).toEqual([["ann", 70]]);
    expect(await board("period=week")).toEqual([["ann", 70]]);
    clock = at("2026-12-01T12:00:00Z");
    expect((await winners("period=day")).rows).toEqual([["ann", 70]]);
  });

  it("takes a banned typist off today's board and yesterday's winners", async () => {
    await save("ann", 90, "2026-11-30T09:00:00Z");
    await save("bob", 80, "2026-11-30T09:30:00Z");
    await save("ann", 95, "2026-12-01T01:00:00Z");
    await typist("mod");
    clock = at("2026-12-01T12:00:00Z");
    expect(await board("period=day")).toEqual([["ann", 95]]);

    await banUser(t.app.database.db, { moderator, userId: "ann", reason: "x", at: clock });
    expect(await board("period=day")).toEqual([]);
    expect(await board("period=week")).toEqual([["bob", 80]]);
    expect((await winners("period=day")).rows).toEqual([["bob", 80]]);
    const left = await queryRows(
      t.app.database.db,
      sql`select count(*)::int as n from leaderboard_period_best where user_id = 'ann'`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe("the period parameter", () => {
  it.each([
    "/api/leaderboard?period=month",
    "/api/leaderboard/stats?period=yesterday",
    "/api/leaderboard/winners?period=all",
    "/api/leaderboard/winners",
    "/api/leaderboard/winners?period=day&page=1",
  ])("refuses %s with a 400", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("error");
  });
});
