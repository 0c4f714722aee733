import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  leaderboardResponseSchema,
  leaderboardStatsSchema,
  type LeaderboardRow,
} from "../../core/api/leaderboard.ts";
import {
  boardParams,
  DEFAULT_BOARD,
  type LeaderboardBoard,
} from "../../core/leaderboard/boards.ts";
import { DIFFICULTIES } from "../../core/typing/difficulty.ts";
import {
  LEADERBOARD_DURATIONS,
  LEADERBOARD_PAGE_SIZE,
} from "../../core/leaderboard/leaderboard.ts";
import type { LeaderboardPeriod } from "../../core/leaderboard/periods.ts";
import { modeName } from "../../core/typing/test-modes.ts";
import { sql } from "drizzle-orm";
import {
  leaderboardBest,
  leaderboardPeriodBest,
  leaderboardPeriodTotals,
  leaderboardSpeedCounts,
  leaderboardTotals,
  testResults,
  users,
} from "../db/schema.ts";
import {
  type ReferenceResult,
  referencePage,
  referenceStats,
} from "../../../tests/support/leaderboard-reference.ts";
import { seedResults, timedResult } from "../../../tests/support/leaderboard-seed.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

type Seed = ReferenceResult;

const FRENCH_WORDS: LeaderboardBoard = {
  text: "words",
  language: "fr",
  punctuation: false,
  numbers: false,
};

let t: TestApp;
/** The server's clock: Thursday 1 January 2026, noon UTC, in the week from Monday 29 December. */
const NOW = Date.UTC(2026, 0, 1, 12);
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.database.db.delete(users);
});

const seed = (rows: Omit<Seed, "id">[]) => seedResults(t.app, rows);
const timed = timedResult;

async function list(query: string) {
  const response = await t.app.inject({ method: "GET", url: `/api/leaderboard${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/leaderboard", () => {
  it("keeps each user's best per duration and difficulty, fastest first, ties to the earlier", async () => {
    await seed([
      timed(60, 1, "ann", 70),
      timed(60, 2, "ann", 90),
      timed(60, 3, "bob", 90),
      timed(30, 4, "bob", 95),
      timed(60, 5, "cy", 90, { difficulty: "hard" }),
      { ...timed(60, 6, "dee", 200), mode: "300 Characters", duration: 60 },
      timed(60, 7, "eve", 50, { username: null }),
      timed(60, 8, "fay", 150, { verification: "flagged" }),
      timed(60, 9, "gus", 140, { verification: "unverified" }),
    ]);
    const { status, body } = await list("");
    expect(status).toBe(200);
    const parsed = leaderboardResponseSchema.parse(body);
    expect(parsed.rows.map((r) => [r.rank, r.username, r.wpm, r.duration, r.difficulty])).toEqual([
      [1, "BOB", 95, 30, "medium"],
      [2, "ANN", 90, 60, "medium"],
      [3, "BOB", 90, 60, "medium"],
      [4, "CY", 90, 60, "hard"],
      [5, null, 50, 60, "medium"],
    ]);
    expect(parsed.hasNextPage).toBe(false);
  });

  it("promotes the fastest remaining result when a best one is removed, ties to the earlier", async () => {
    const [, best] = await seed([
      timed(60, 1, "ann", 70),
      timed(60, 2, "ann", 90),
      timed(60, 3, "ann", 80),
      timed(60, 4, "ann", 85),
      timed(60, 5, "ann", 85, { accuracy: 99 }),
    ]);
    await t.app.database.db.delete(testResults).where(sql`${testResults.id} = ${best!.id}`);
    const { body } = await list("?duration=60");
    // Not the earliest (70) nor the first inserted after it (80): the fastest, 85, first typed.
    expect(
      body.rows.map((r: LeaderboardRow) => [r.username, r.wpm, r.accuracy, r.createdAt]),
    ).toEqual([["ANN", 85, 95, "2026-01-01T00:00:04.000Z"]]);
  });

  it("has a next page only past exactly 100 rows", async () => {
    const typists = (count: number) =>
      Array.from({ length: count }, (_, i) => timed(60, i, `p${i}`, 200 - i));
    await seed(typists(100));
    const full = await list("?page=1");
    expect(full.body.rows).toHaveLength(100);
    expect(full.body.hasNextPage).toBe(false);
    expect((await list("?page=2")).body.rows).toEqual([]);

    await seed([timed(60, 100, "p100", 100)]);
    const first = await list("?page=1");
    expect(first.body.rows).toHaveLength(100);
    expect(first.body.hasNextPage).toBe(true);
    const second = await list("?page=2");
    expect(second.body.rows.map((r: LeaderboardRow) => [r.rank, r.wpm])).toEqual([[101, 100]]);
    expect(second.body.hasNextPage).toBe(false);
  });

  it("filters by duration and difficulty", async () => {
    await seed([
      timed(60, 1, "ann", 70),
      timed(30, 2, "bob", 80),
      timed(60, 3, "cy", 60, { difficulty: "easy" }),
    ]);
    const { body } = await list("?duration=60&difficulty=easy");
    expect(body.rows.map((r: LeaderboardRow) => r.username)).toEqual(["CY"]);
  });

  it("names the last page on a page past the end, and only there", async () => {
    await seed(Array.from({ length: 205 }, (_, i) => timed(60, i, `u${i}`, 10 + i)));
    expect((await list("?page=3")).body.lastPage).toBeUndefined();
    expect((await list("?page=4")).body).toMatchObject({ rows: [], lastPage: 3 });
    expect((await list("?page=99&duration=30")).body).toMatchObject({ rows: [], lastPage: 1 });
  });

  it("filters by 10 minutes, whose results are ranked like any timed test", async () => {
    await seed([timed(600, 1, "ann", 70), timed(300, 2, "bob", 80), timed(600, 3, "cy", 90)]);
    const { status, body } = await list("?duration=600");
    expect(status).toBe(200);
    expect(body.rows.map((r: LeaderboardRow) => [r.rank, r.username, r.duration])).toEqual([
      [1, "CY", 600],
      [2, "ANN", 600],
    ]);
    const stats = await t.app.inject({ url: "/api/leaderboard/stats?duration=600" });
    expect(stats.json()).toMatchObject({ totalTests: 2, highestWpm: 90 });
  });

  it("ranks each text on its own board: common words never beside prose", async () => {
    await seed([
      timed(60, 1, "ann", 70),
      timed(60, 2, "ann", 120, { board: "words:fr" }),
      timed(60, 3, "bob", 80, { board: "words:fr" }),
      timed(60, 4, "cy", 90, { board: "words:fr:punctuation" }),
      timed(60, 5, "dee", 95, { board: "words:fr:punctuation:numbers" }),
      timed(60, 6, "eve", 60, { board: "quotes:en" }),
      timed(60, 7, "fay", 65, { board: "code:python" }),
      timed(60, 8, "gus", 66, { board: "code:go" }),
      timed(60, 10, "ida", 71, { board: "passages:fr" }),
      { ...timed(60, 9, "hal", 300, { board: "words:fr" }), mode: "300 Characters" },
    ]);
    const names = async (query: string) => {
      const { status, body } = await list(query);
      expect(status, query).toBe(200);
      return body.rows.map((r: LeaderboardRow) => [r.username, r.wpm, r.board]);
    };
    expect(await names("")).toEqual([["ANN", 70, "passages:en"]]);
    expect(await names("?text=passages&language=en&punctuation=false")).toEqual([
      ["ANN", 70, "passages:en"],
    ]);
    expect(await names("?text=words&language=fr")).toEqual([
      ["ANN", 120, "words:fr"],
      ["BOB", 80, "words:fr"],
    ]);
    expect(await names("?text=words&language=fr&punctuation=true")).toEqual([
      ["CY", 90, "words:fr:punctuation"],
    ]);
    expect(await names("?text=words&language=fr&punctuation=true&numbers=true")).toEqual([
      ["DEE", 95, "words:fr:punctuation:numbers"],
    ]);
    expect(await names("?text=words")).toEqual([]);
    expect(await names("?text=passages&language=fr")).toEqual([["IDA", 71, "passages:fr"]]);
    expect(await names("?text=quotes")).toEqual([["EVE", 60, "quotes:en"]]);
    expect(await names("?text=code&language=python")).toEqual([["FAY", 65, "code:python"]]);
    expect(await names("?text=code")).toEqual([]);

    const stats = async (query: string) =>
      (await t.app.inject({ url: `/api/leaderboard/stats${query}` })).json();
    expect(await stats("")).toMatchObject({ totalTests: 1, highestWpm: 70 });
    expect(await stats("?text=words&language=fr")).toMatchObject({
      totalTests: 2,
      highestWpm: 120,
      averageWpm: 100,
    });
    expect(await stats("?text=code&language=go&duration=60")).toMatchObject({
      totalTests: 1,
      highestWpm: 66,
    });
  });

  it.each([
    ["?text=quotes&punctuation=true", "toggles of common words"],
    ["?text=code&numbers=true", "toggles of common words"],
    ["?text=passages&language=it", "no passages board in 'it'"],
    ["?text=words&language=xx", "Unknown language 'xx'"],
    ["?text=code&language=en", "no code board in 'en'"],
    ["?text=zen", ""],
    ["?text=words&punctuation=yes", ""],
  ])("answers a board that does not exist, %s, with a clear 400", async (query, message) => {
    for (const url of [`/api/leaderboard${query}`, `/api/leaderboard/stats${query}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });

  it.each([
    ["?duration=900"],
    ["?duration=45"],
    ["?difficulty=expert"],
    ["?page=0"],
    ["?page=two"],
    ["?sort=wpm"],
    ["?duration=60&duration=30"],
  ])("answers %s with a JSON 400", async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error).toBe("Bad Request");
  });

  /** Every filter and page of the API against the plain reference over `seeds`, on a board. */
  async function expectReferenceAgreement(
    seeds: Seed[],
    board = DEFAULT_BOARD,
    period: LeaderboardPeriod = "all",
  ) {
    const boardQuery = new URLSearchParams({ ...boardParams(board), period }).toString();
    for (const duration of ["all", ...LEADERBOARD_DURATIONS] as const) {
      for (const difficulty of ["all", ...DIFFICULTIES] as const) {
        const filters = { board, duration, difficulty, period, now: NOW };
        // Past the last page too: there are never more best rows than results.
        const pages = Math.ceil(seeds.length / LEADERBOARD_PAGE_SIZE) + 1;
        for (let page = 1; page <= pages; page++) {
          const query = `?duration=${duration}&difficulty=${difficulty}&page=${page}&${boardQuery}`;
          const { body } = await list(query);
          expect({ rows: body.rows, hasNextPage: body.hasNextPage }, query).toEqual(
            referencePage(seeds, filters, page),
          );
        }
        const stats = leaderboardStatsSchema.parse(
          (
            await t.app.inject({
              url: `/api/leaderboard/stats?duration=${duration}&difficulty=${difficulty}&${boardQuery}`,
            })
          ).json(),
        );
        const expected = referenceStats(seeds, filters);
        expect(stats.totalTests).toBe(expected.totalTests);
        expect(stats.highestWpm).toBe(expected.highestWpm);
        expect(stats.averageWpm).toBeCloseTo(expected.averageWpm, 6);
        expect(stats.averageAccuracy).toBeCloseTo(expected.averageAccuracy, 6);
      }
    }
  }

  /** The trigger-kept tables, in a stable order, to compare with a rebuild from scratch. */
  async function leaderboardTables() {
    const { db } = t.app.database;
    return {
      best: await db
        .select()
        .from(leaderboardBest)
        .orderBy(sql`user_id, board, duration, difficulty`),
      counts: await db
        .select()
        .from(leaderboardSpeedCounts)
        .orderBy(sql`board, duration, difficulty, wpm`),
      totals: await db
        .select()
        .from(leaderboardTotals)
        // A filter's totals row stays, emptied, when its last result leaves (other tests'
        // boards); a rebuild leaves none.
        .where(sql`tests <> 0`)
        .orderBy(sql`board, duration, difficulty`),
      periodBest: await db
        .select()
        .from(leaderboardPeriodBest)
        .orderBy(sql`user_id, period, period_start, board, duration, difficulty`),
      periodTotals: await db
        .select()
        .from(leaderboardPeriodTotals)
        .where(sql`tests <> 0`)
        .orderBy(sql`period, period_start, board, duration, difficulty`),
    };
  }

  it("matches the specification's algorithm on random data, through inserts, updates and deletes", async () => {
    const durations = LEADERBOARD_DURATIONS;
    const arbitrary = fc.array(
      fc.record({
        user: fc.integer({ min: 1, max: 40 }),
        wpm: fc.integer({ min: 10, max: 30 }),
        duration: fc.constantFrom(...durations),
        difficulty: fc.constantFrom(...DIFFICULTIES),
        length: fc.boolean(),
        verification: fc.constantFrom("verified", "verified", "verified", "flagged", "unverified"),
        at: fc.integer({ min: 0, max: 20 }),
        board: fc.constantFrom("passages:en", "passages:en", "words:fr", "code:go"),
      }),
      { minLength: 300, maxLength: 600 },
    );
    const [sample] = fc.sample(arbitrary, { numRuns: 1, seed: 20261122 });
    let seeds = await seed(
      sample!.map((s) => ({
        userId: `u${s.user}`,
        username: s.user % 7 === 0 ? null : `user${s.user}`,
        wpm: s.wpm,
        accuracy: 80 + (s.wpm % 20),
        duration: s.duration,
        difficulty: s.difficulty,
        mode: s.length ? "500 Characters" : modeName({ kind: "timed", seconds: s.duration }),
        verification: s.verification,
        // Sunday 28 December to Saturday 3 January: both sides of the week's and the day's start.
        createdAt: new Date(Date.UTC(2025, 11, 28 + (s.at % 7), 0, 0, s.at)),
        board: s.board,
      })),
    );
    await expectReferenceAgreement(seeds);
    await expectReferenceAgreement(seeds, FRENCH_WORDS);
    await expectReferenceAgreement(seeds, DEFAULT_BOARD, "day");
    await expectReferenceAgreement(seeds, FRENCH_WORDS, "week");

    // Deleting results (best ones among them), a whole user, and changing verification all
    // go through the triggers' removal path.
    const { db } = t.app.database;
    const doomed = seeds.filter((s) => s.id % 5 === 0).map((s) => s.id);
    await db.delete(testResults).where(sql`${testResults.id} in ${doomed}`);
    await db.delete(users).where(sql`${users.id} = 'u3'`);
    const demoted = seeds.filter((s) => s.id % 7 === 1 && s.verification === "verified");
    await db
      .update(testResults)
      .set({ verification: "flagged" })
      .where(sql`${testResults.id} in ${demoted.map((s) => s.id)}`);
    const promoted = seeds.filter((s) => s.id % 4 === 2 && s.verification !== "verified");
    await db
      .update(testResults)
      .set({ verification: "verified" })
      .where(sql`${testResults.id} in ${promoted.map((s) => s.id)}`);
    seeds = seeds
      .filter((s) => !doomed.includes(s.id) && s.userId !== "u3")
      .map((s) =>
        demoted.includes(s)
          ? { ...s, verification: "flagged" }
          : promoted.includes(s)
            ? { ...s, verification: "verified" }
            : s,
      );
    await expectReferenceAgreement(seeds);
    await expectReferenceAgreement(seeds, FRENCH_WORDS);
    await expectReferenceAgreement(seeds, DEFAULT_BOARD, "week");
    await expectReferenceAgreement(seeds, FRENCH_WORDS, "day");

    const kept = await leaderboardTables();
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables()).toEqual(kept);
  });
});

describe("GET /api/leaderboard/stats", () => {
  it("is all zeros without results", async () => {
    const response = await t.app.inject({ url: "/api/leaderboard/stats" });
    expect(response.json()).toEqual({
      totalTests: 0,
      averageWpm: 0,
      highestWpm: 0,
      averageAccuracy: 0,
    });
  });

  it("rejects a page parameter and other unknown keys", async () => {
    const response = await t.app.inject({ url: "/api/leaderboard/stats?page=1" });
    expect(response.statusCode).toBe(400);
  });
});
