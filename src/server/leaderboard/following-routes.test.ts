import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followingLeaderboardSchema } from "../../core/api/leaderboard.ts";
import {
  boardParams,
  DEFAULT_BOARD,
  type LeaderboardBoard,
} from "../../core/leaderboard/boards.ts";
import {
  LEADERBOARD_DURATIONS,
  LEADERBOARD_PAGE_SIZE,
} from "../../core/leaderboard/leaderboard.ts";
import type { LeaderboardPeriod } from "../../core/leaderboard/periods.ts";
import { DIFFICULTIES } from "../../core/typing/difficulty.ts";
import { modeName } from "../../core/typing/test-modes.ts";
import { follows, users } from "../db/schema.ts";
import { createUser, markEmailVerified, type TestUser } from "../../../tests/support/accounts.ts";
import {
  type ReferenceResult,
  referenceFollowingPage,
} from "../../../tests/support/leaderboard-reference.ts";
import { seedResults, timedResult } from "../../../tests/support/leaderboard-seed.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

/** The server's clock: Thursday 1 January 2026, noon UTC, in the week from Monday 29 December. */
const NOW = Date.UTC(2026, 0, 1, 12);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: () => NOW });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.database.db.delete(users);
});

/** A signed-in typist whose results rank. */
async function asker(): Promise<TestUser> {
  const user = await createUser(t.app);
  await markEmailVerified(t.app, user.id);
  return user;
}

async function followAll(followerId: string, followeeIds: string[]) {
  await t.app.database.db
    .insert(follows)
    .values(followeeIds.map((followeeId) => ({ followerId, followeeId })));
}

function following(user: TestUser | null, query = "") {
  return t.app.inject({
    url: `/api/leaderboard/following${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

async function followingRows(user: TestUser, query = "") {
  const response = await following(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return followingLeaderboardSchema.parse(response.json());
}

const FRENCH_WORDS: LeaderboardBoard = {
  text: "words",
  language: "fr",
  punctuation: false,
  numbers: false,
};

describe("GET /api/leaderboard/following", () => {
  it("ranks exactly the typist and those they follow, with their places among them and on the whole board", async () => {
    const me = await asker();
    const arbitrary = fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: 24 }),
        wpm: fc.integer({ min: 10, max: 30 }),
        duration: fc.constantFrom(...LEADERBOARD_DURATIONS),
        difficulty: fc.constantFrom(...DIFFICULTIES),
        verification: fc.constantFrom("verified", "verified", "verified", "flagged"),
        at: fc.integer({ min: 0, max: 20 }),
        board: fc.constantFrom("passages:en", "passages:en", "passages:en", "words:fr"),
      }),
      { minLength: 1100, maxLength: 1200 },
    );
    const [sample] = fc.sample(arbitrary, { numRuns: 1, seed: 20261201 });
    // Typist 0 is the one asking; each speed is typed by many, so ties decide ranks too.
    const seeds: ReferenceResult[] = await seedResults(
      t.app,
      sample!.map((s) => ({
        userId: s.user === 0 ? me.id : `u${s.user}`,
        username: s.user === 0 ? me.username : `user${s.user}`,
        wpm: s.wpm,
        accuracy: 80 + (s.wpm % 20),
        duration: s.duration,
        difficulty: s.difficulty,
        mode: modeName({ kind: "timed", seconds: s.duration }),
        verification: s.verification,
        // Sunday 28 December to Saturday 3 January: both sides of the week's and the day's start.
        createdAt: new Date(Date.UTC(2025, 11, 28 + (s.at % 7), 0, 0, s.at)),
        board: s.board,
      })),
    );
    // Followed: typists with results, one without (u40), and one who keeps their profile
    // private, whose rows the whole board shows all the same.
    const followed = ["u1", "u2", "u3", "u5", "u8", "u13", "u17", "u20", "u21", "u23", "u24"];
    await seedResults(t.app, [timedResult(60, 0, "u40", 10, { verification: "flagged" })]);
    await followAll(me.id, [...followed, "u40"]);
    await t.app.database.db.update(users).set({ profilePrivate: true }).where(eq(users.id, "u5"));
    // Someone else's follows are not the asker's.
    await followAll("u1", ["u4", "u6"]);
    const circle = new Set([me.id, ...followed]);

    let pagesSeen = 0;
    const check = async (board: LeaderboardBoard, period: LeaderboardPeriod) => {
      for (const duration of ["all", ...LEADERBOARD_DURATIONS] as const) {
        for (const difficulty of ["all", ...DIFFICULTIES] as const) {
          const filters = { board, duration, difficulty, period, now: NOW };
          for (let page = 1; ; page++) {
            const query = `?${new URLSearchParams({
              ...boardParams(board),
              duration: String(duration),
              difficulty,
              period,
              page: String(page),
            })}`;
            const body = await followingRows(me, query);
            expect(body.followees, query).toBe(followed.length + 1);
            const expected = referenceFollowingPage(seeds, filters, circle, page);
            expect({ rows: body.rows, hasNextPage: body.hasNextPage }, query).toEqual(expected);
            pagesSeen = Math.max(pagesSeen, page);
            if (!body.hasNextPage) break;
          }
        }
      }
    };
    await check(DEFAULT_BOARD, "all");
    await check(FRENCH_WORDS, "all");
    await check(DEFAULT_BOARD, "day");
    await check(DEFAULT_BOARD, "week");
    // The circle's rows of every duration and difficulty take more than a page.
    expect(pagesSeen).toBeGreaterThan(1);
  });

  it("shows a typist who follows no one their own rows, placed among everyone's", async () => {
    const me = await asker();
    await seedResults(t.app, [
      timedResult(60, 1, "ann", 90),
      timedResult(60, 2, me.id, 80, { username: me.username }),
      timedResult(60, 3, "bob", 80),
      timedResult(30, 4, me.id, 70, { username: me.username }),
    ]);
    const body = await followingRows(me);
    expect(body.followees).toBe(0);
    expect(body.rows.map((r) => [r.rank, r.globalRank, r.username, r.wpm, r.duration])).toEqual([
      [1, 2, me.username, 80, 60],
      [2, 4, me.username, 70, 30],
    ]);
  });

  it("says which page is the last one on a page past the end", async () => {
    const me = await asker();
    await seedResults(t.app, [timedResult(60, 1, me.id, 80, { username: me.username })]);
    expect(await followingRows(me, "?page=3")).toMatchObject({
      rows: [],
      hasNextPage: false,
      lastPage: 1,
    });
    expect((await followingRows(me, "?page=1")).lastPage).toBeUndefined();
  });

  it("answers 401 signed out, and a JSON 400 for a board or page that does not exist", async () => {
    const me = await asker();
    expect((await following(null)).statusCode).toBe(401);
    for (const query of ["?text=quotes&language=fr", "?page=0", "?duration=45", "?following=1"]) {
      const response = await following(me, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe("Bad Request");
    }
    // A malformed query is refused before the session is asked for.
    expect((await following(null, "?page=0")).statusCode).toBe(400);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/leaderboard/following"].get.summary).toMatch(/typists they follow/);
  });

  it("pages through more than a page of followed typists", async () => {
    const me = await asker();
    const others = Array.from({ length: 150 }, (_, i) => `p${i}`);
    await seedResults(
      t.app,
      others.map((id, i) => timedResult(60, i, id, 20 + (i % 90))),
    );
    await followAll(me.id, others);
    const first = await followingRows(me, "?duration=60");
    expect(first.rows).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    const second = await followingRows(me, "?duration=60&page=2");
    expect(second.rows.map((r) => r.rank)).toEqual(
      Array.from({ length: 50 }, (_, i) => LEADERBOARD_PAGE_SIZE + i + 1),
    );
    // Everyone on this board is followed: places among them are places on the board.
    expect(second.rows.every((r) => r.rank === r.globalRank)).toBe(true);
  });
});
