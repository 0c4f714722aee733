import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightSchema, resultDetailSchema } from "../../core/api/insight.ts";
import { historyPageSchema, savedResultSchema } from "../../core/api/results.ts";
import { testResults } from "../db/schema.ts";
import { rankKeys } from "../../core/insight/key-ranking.ts";
import { keyStats, mergeKeyStats } from "../../core/insight/key-stats.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000", RESULTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});
afterAll(() => t.close());

/** A test of `seconds` typed for its whole time: `typed(text)` is what the typist left. */
async function typedTest(
  typed: (text: string) => string,
  {
    mode = "1-minute",
    seconds = 60,
    difficulty = "medium",
    seed = 1,
  }: { mode?: string; seconds?: number; difficulty?: Difficulty; seed?: number } = {},
) {
  let issued = await startTest(t.app, { mode, difficulty });
  let text = issued.passage.text;
  while (text.length < 1000) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(seconds * 1000);
  return timedSubmission(issued.token, { mode, difficulty, seconds }, text, typed(text), seed);
}

async function save(payload: object, user: TestUser) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (url: string, user?: TestUser) =>
  t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

/** Saves a result and dates it `at`, as if it had been saved then. */
async function savedAt(at: string, payload: object, user: TestUser) {
  const saved = savedResultSchema.parse(await save(payload, user));
  await t.app.database.db
    .update(testResults)
    .set({ createdAt: new Date(at) })
    .where(eq(testResults.id, saved.id));
  return saved.id;
}

describe("GET /api/me/results/:id", () => {
  it("explains one of the typist's results in full", async () => {
    const payload = await typedTest(
      (text) => `${text.slice(0, 100)}${text[100] === "x" ? "y" : "x"}${text.slice(101, 200)}`,
    );
    const saved = savedResultSchema.parse(await save(payload, alice));
    const response = await get(`/api/me/results/${saved.id}`, alice);
    expect(response.statusCode, response.body).toBe(200);
    const detail = resultDetailSchema.parse(response.json());
    expect(detail.result).toEqual(saved);
    // 200 characters in a minute, the 101st wrong: 200 / 5 = 40 raw, 40 − 1 = 39 net;
    // 199 of 200 keystrokes right.
    expect(detail.figures).toEqual({
      rawWpm: 40,
      netWpm: 39,
      keystrokeAccuracy: 99.5,
      consistency: expect.any(Number),
      timeMs: 60_000,
      characters: { correct: 199, incorrect: 1, extra: 0, missed: 0, corrected: 0 },
    });
    expect(detail.mistakes).toHaveLength(1);
    const [mistake] = detail.mistakes;
    expect(mistake).toMatchObject({ position: 100, expected: payload.rawText[100] });
    expect(mistake!.start + mistake!.index).toBe(100);
    expect(payload.rawText.slice(mistake!.start)).toMatch(new RegExp(`^${mistake!.word}`));
    // A sample per second from 1 to 60; the last is the result's net speed.
    expect(detail.speed).toHaveLength(60);
    expect(detail.speed.at(-1)!.net).toBe(39);
    expect(detail.speed.reduce((sum, s) => sum + s.errors, 0)).toBe(1);
    expect(detail.keyStats).toEqual(keyStats(payload.rawText, payload.timeline));
    expect(detail.hasReplay).toBe(true);
  });

  it("answers another typist's result as it answers an unknown id: 404", async () => {
    const saved = savedResultSchema.parse(await save(await typedTest((s) => s.slice(0, 150)), bob));
    const others = await get(`/api/me/results/${saved.id}`, alice);
    const unknown = await get(`/api/me/results/${saved.id + 1000}`, alice);
    expect(others.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
  });

  it.each(["abc", "0", "1.5", "-3"])("refuses the malformed id %s with 400", async (id) => {
    const response = await get(`/api/me/results/${id}`, alice);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid params: id: /);
  });

  it("needs a session", async () => {
    expect((await get("/api/me/results/1")).statusCode).toBe(401);
  });
});

describe("GET /api/me/history", () => {
  let typist: TestUser;
  let ids: number[];
  beforeAll(async () => {
    typist = await createUser(t.app);
    ids = [
      await savedAt("2026-11-20T23:59:59Z", await typedTest((s) => s.slice(0, 100)), typist),
      await savedAt("2026-11-21T00:00:00Z", await typedTest((s) => s.slice(0, 150)), typist),
      await savedAt(
        "2026-11-22T12:00:00Z",
        await typedTest((s) => s.slice(0, 100), {
          mode: "30-seconds",
          seconds: 30,
          difficulty: "easy",
        }),
        typist,
      ),
    ];
  });

  async function history(query: string) {
    const response = await get(`/api/me/history${query}`, typist);
    expect(response.statusCode, response.body).toBe(200);
    const page = historyPageSchema.parse(response.json());
    return { ...page, ids: page.results.map((r) => r.id) };
  }

  it("lists the typist's results newest first, a page at a time, with the total", async () => {
    const first = await history("");
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(first.ids).toEqual([ids[2], ids[1], ids[0]]);
    // 100 characters in 30 seconds is 40 WPM; 150 and 100 in a minute, 30 and 20.
    expect(
      first.results.map((r) => [r.wpm, r.mode, "difficulty" in r && r.difficulty, r.kind]),
    ).toEqual([
      [40, "30-seconds", "easy", "test"],
      [30, "1-minute", "medium", "test"],
      [20, "1-minute", "medium", "test"],
    ]);
    expect(await history("?pageSize=2&page=2")).toMatchObject({ ids: [ids[0]], total: 3 });
    expect(await history("?pageSize=2&page=3")).toMatchObject({ ids: [], total: 3 });
  });

  it("filters by mode, difficulty and kind", async () => {
    expect(await history("?mode=1-minute")).toMatchObject({ ids: [ids[1], ids[0]], total: 2 });
    expect(await history("?difficulty=easy")).toMatchObject({ ids: [ids[2]], total: 1 });
    expect(await history("?mode=1-minute&difficulty=easy")).toMatchObject({ ids: [], total: 0 });
    expect(await history("?kind=test")).toMatchObject({ total: 3 });
    expect(await history("?kind=practice")).toMatchObject({ ids: [], total: 0 });
  });

  it("filters by UTC days, both ends included", async () => {
    expect(await history("?from=2026-11-21")).toMatchObject({ ids: [ids[2], ids[1]] });
    expect(await history("?to=2026-11-20")).toMatchObject({ ids: [ids[0]], total: 1 });
    expect(await history("?from=2026-11-21&to=2026-11-21")).toMatchObject({ ids: [ids[1]] });
    expect(await history("?from=2026-11-23")).toMatchObject({ ids: [], total: 0 });
  });

  it("shows no one else's results", async () => {
    const response = await get("/api/me/history", bob);
    expect(historyPageSchema.parse(response.json()).results.map((r) => r.id)).not.toContain(ids[0]);
  });

  it.each([
    ["?page=0", /page/],
    ["?pageSize=101", /pageSize/],
    ["?mode=7-minute", /mode/],
    ["?difficulty=insane", /difficulty/],
    ["?kind=race", /kind/],
    ["?from=2026-13-01", /from/],
    ["?from=21.11.2026", /from/],
    ["?from=2026-11-22&to=2026-11-21", /to: must not be before from/],
    ["?sort=wpm", /sort/],
  ])("refuses %s with 400 and says why", async (query, message) => {
    const response = await get(`/api/me/history${query}`, typist);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("needs a session", async () => {
    expect((await get("/api/me/history")).statusCode).toBe(401);
  });
});

describe("GET /api/me/insight", () => {
  let typist: TestUser;
  let ids: number[];
  let payloads: { rawText: string; timeline: Parameters<typeof keyStats>[1] }[];
  const thirtySeconds = { mode: "30-seconds", seconds: 30, difficulty: "easy" } as const;
  beforeAll(async () => {
    typist = await createUser(t.app);
    payloads = [
      await typedTest((s) => s.slice(0, 100)),
      await typedTest((s) => s.slice(0, 150), { seed: 2 }),
      await typedTest((s) => s.slice(0, 100), thirtySeconds),
      await typedTest((s) => s.slice(0, 250), { seed: 3 }),
    ];
    // A day with no test (7 December) breaks the run before the last three days.
    const dates = [
      "2026-12-06T10:00:00Z",
      "2026-12-08T10:00:00Z",
      "2026-12-09T23:59:00Z",
      "2026-12-10T00:00:30Z",
    ];
    ids = [];
    for (const [i, payload] of payloads.entries()) {
      ids.push(await savedAt(dates[i]!, payload, typist));
    }
    // The fastest, 50 WPM, taken off by a moderator.
    await t.app.database.db
      .update(testResults)
      .set({ verification: "removed" })
      .where(eq(testResults.id, ids[3]!));
  });

  async function insight() {
    const response = await get("/api/me/insight", typist);
    expect(response.statusCode, response.body).toBe(200);
    return insightSchema.parse(response.json());
  }

  it("sums up the typist's results", async () => {
    clock.advance(Date.parse("2026-12-10T00:01:00Z") - clock.now());
    const summary = await insight();
    // 150 characters in a minute is 30 WPM, 100 in 30 seconds 40; the removed 50 does not count.
    expect(summary.personalBests).toEqual([
      {
        board: "passages:en",
        mode: "30-seconds",
        difficulty: "easy",
        wpm: 40,
        accuracy: 100,
        resultId: ids[2],
        createdAt: "2026-12-09T23:59:00.000Z",
      },
      {
        board: "passages:en",
        mode: "1-minute",
        difficulty: "medium",
        wpm: 30,
        accuracy: 100,
        resultId: ids[1],
        createdAt: "2026-12-08T10:00:00.000Z",
      },
    ]);
    // The newest result was removed: the profile opens on the board of the one before.
    expect(summary.latestBoard).toBe("passages:en");
    // Every result typed, the removed one too: 60 + 60 + 30 + 60 seconds.
    expect(summary.totals).toEqual({ tests: 4, secondsTyped: 210 });
    // 8, 9 and 10 December, the last two a minute apart across midnight.
    expect(summary.streak).toEqual({ days: 3, lastDay: "2026-12-10" });
    const all = payloads
      .map((p) => keyStats(p.rawText, p.timeline))
      .reduce((sum, stats) => mergeKeyStats(sum, stats));
    expect(summary.keyStats).toEqual(all);
    expect(Object.values(summary.keyStats.keys).reduce((n, [hits]) => n + hits, 0)).toBe(600);
    expect(summary.keyRanking).toEqual(rankKeys(all));
  });

  it("keeps the streak through the day after its last test, and ends it at the next midnight", async () => {
    clock.advance(Date.parse("2026-12-11T23:59:59Z") - clock.now());
    expect((await insight()).streak).toEqual({ days: 3, lastDay: "2026-12-10" });
    clock.advance(1000);
    expect((await insight()).streak).toEqual({ days: 0, lastDay: null });
  });

  it("is empty for a typist without results", async () => {
    const newcomer = await createUser(t.app);
    const response = await get("/api/me/insight", newcomer);
    expect(insightSchema.parse(response.json())).toEqual({
      personalBests: [],
      latestBoard: null,
      totals: { tests: 0, secondsTyped: 0 },
      imported: { tests: 0, secondsTyped: 0 },
      races: { run: 0, wins: 0, podiums: 0, bestWpm: null },
      streak: { days: 0, lastDay: null },
      keyStats: { keys: {}, bigrams: {} },
      keyRanking: { slowestKeys: [], errorKeys: [], slowestBigrams: [], errorBigrams: [] },
    });
  });

  it("needs a session", async () => {
    expect((await get("/api/me/insight")).statusCode).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it.each([
    ["/api/me/results/{id}", "results"],
    ["/api/me/history", "results"],
    ["/api/me/insight", "results"],
  ])("describes %s", async (path, tag) => {
    const doc = (await get("/api/openapi.json")).json();
    expect(doc.paths[path].get.tags).toEqual([tag]);
    expect(Object.keys(doc.paths[path].get.responses)).toEqual(
      expect.arrayContaining(["200", "401"]),
    );
  });
});
