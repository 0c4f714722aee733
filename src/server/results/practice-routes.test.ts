import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightSchema, resultDetailSchema } from "../../core/api/insight.ts";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import type { SavePracticeRequest } from "../../core/api/practice.ts";
import {
  historyPageSchema,
  resultListSchema,
  saveResultResponseSchema,
} from "../../core/api/results.ts";
import { testResults } from "../db/schema.ts";
import { createUser, createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { humanTimeline } from "../../../tests/support/typing.ts";

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  alice = await createUser(t.app);
});
afterAll(() => t.close());

function save(payload: object, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/practice-results",
    payload,
    headers: cookie ? { cookie } : {},
  });
}

function get(url: string, user: TestUser) {
  return t.app.inject({ url, headers: { cookie: user.cookie } });
}

/** Stored as never rankable, with no test token behind it. */
async function expectStoredUnranked(id: number) {
  const [row] = await t.app.database.db
    .select({ rankable: testResults.rankable, testId: testResults.testId })
    .from(testResults)
    .where(eq(testResults.id, id));
  expect(row).toEqual({ rankable: false, testId: null });
}

/** Nowhere on the one-minute board, the duration these runs were typed over. */
async function expectOffTheBoard(username: string) {
  const board = await t.app.inject({ url: "/api/leaderboard?duration=60" });
  const rows = leaderboardResponseSchema.parse(board.json()).rows;
  expect(rows.map((row) => row.username)).not.toContain(username);
}

const TEXT = "the quick brown fox";

/** `typed` typed one character at a time over `elapsedMs`. */
function run(typed: string, elapsedMs = 6000, text = TEXT): SavePracticeRequest {
  return { text, typedText: typed, elapsedMs, timeline: humanTimeline(typed, elapsedMs) };
}

describe("POST /api/practice-results", () => {
  it("saves a run with the score it computes itself, unranked and never a best", async () => {
    const typist = await createUser(t.app);
    const response = await save(run("the quick brown fix"), typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    // 18 of 19 characters right: 95 %; 18 / 5 words in 6 s (a tenth of a minute) is 36 WPM.
    expect(saveResultResponseSchema.parse(response.json())).toMatchObject({
      wpm: 36,
      accuracy: 95,
      mistakes: 1,
      duration: 6,
      mode: "practice",
      verification: "unverified",
      flags: [],
      personalBest: null,
    });
    await expectStoredUnranked(response.json().id);
  });

  it("ignores a score the client sends, refusing the request", async () => {
    const response = await save({ ...run(TEXT), wpm: 300 }, alice.cookie);
    expect(response.statusCode).toBe(400);
  });

  it("refuses keystrokes that do not rebuild the typed text, or come after the run", async () => {
    const mismatched = await save(
      { ...run("the quick brown fix"), typedText: "the quick brown fox" },
      alice.cookie,
    );
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json()).toMatchObject({ code: "replay-mismatch" });
    const late = await save({ ...run(TEXT, 6000), elapsedMs: 3000 }, alice.cookie);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/happens after the test ended/);
  });

  it("answers 400 for malformed runs", async () => {
    const cases: object[] = [
      {},
      { ...run(TEXT), text: "" },
      { ...run(TEXT), text: "a".repeat(5001) },
      { ...run(TEXT), text: `${TEXT}\t` },
      { ...run(TEXT), text: "the  quick brown fox" },
      { ...run(TEXT), typedText: `${TEXT}!` },
      { ...run(TEXT), elapsedMs: 0 },
      { ...run(TEXT), timeline: [] },
      { ...run(TEXT), token: "x" },
    ];
    for (const payload of cases) {
      const response = await save(payload, alice.cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it("needs a session", async () => {
    expect((await save(run(TEXT))).statusCode).toBe(401);
  });

  it("never reaches the leaderboard, even over a ranked duration", async () => {
    // Verified, as a typist whose tests rank: only the run being practice keeps it off.
    const typist = await createVerifiedUser(t.app);
    const text = Array(60).fill("the quick brown fox").join(" ");
    const response = await save(run(text, 60_000, text), typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().duration).toBe(60);
    await expectOffTheBoard(typist.username);
  });

  it("is practice in the history, and kept out of the profile's tests and bests", async () => {
    const typist = await createUser(t.app);
    const { id } = (await save(run("the quick brown fix"), typist.cookie)).json();
    const practice = historyPageSchema.parse(
      (await get("/api/me/history?kind=practice", typist)).json(),
    );
    expect(practice.results).toMatchObject([{ id, kind: "practice", mode: "practice" }]);
    const tests = historyPageSchema.parse((await get("/api/me/history?kind=test", typist)).json());
    expect(tests.total).toBe(0);
    // Practice has no difficulty, so choosing one, the one its column holds included, leaves it out.
    for (const difficulty of ["easy", "medium", "hard"]) {
      const page = historyPageSchema.parse(
        (await get(`/api/me/history?difficulty=${difficulty}`, typist)).json(),
      );
      expect(page.total).toBe(0);
    }
    const recent = resultListSchema.parse((await get("/api/me/results", typist)).json());
    expect(recent.results).toEqual([]);
    const insight = insightSchema.parse((await get("/api/me/insight", typist)).json());
    expect(insight.personalBests).toEqual([]);
    expect(insight.totals).toEqual({ tests: 0, secondsTyped: 6 });
  });

  it("is explained like a test, over its own time", async () => {
    const typist = await createUser(t.app);
    const { id } = (await save(run("the quick brown"), typist.cookie)).json();
    const response = await get(`/api/me/results/${id}`, typist);
    expect(response.statusCode, response.body).toBe(200);
    const { figures } = resultDetailSchema.parse(response.json());
    // 15 characters, all right, in a tenth of a minute: 30 WPM; " fox" is left untyped.
    expect(figures).toMatchObject({
      rawWpm: 30,
      netWpm: 30,
      timeMs: 6000,
      characters: { correct: 15, incorrect: 0, extra: 0, missed: 4, corrected: 0 },
    });
  });

  it("adds its keystrokes to the typist's key figures", async () => {
    const typist = await createUser(t.app);
    await save(run("the quick brown fix"), typist.cookie);
    await save(run("the quick"), typist.cookie);
    const { keyStats } = insightSchema.parse((await get("/api/me/insight", typist)).json());
    // t and q once in each run; o in "brown" and, typed as an i, in "fox".
    expect(keyStats.keys.t!.slice(0, 2)).toEqual([2, 0]);
    expect(keyStats.keys.q!.slice(0, 2)).toEqual([2, 0]);
    expect(keyStats.keys.o!.slice(0, 2)).toEqual([2, 1]);
    expect(keyStats.keys.space!.slice(0, 2)).toEqual([4, 0]);
  });

  it("limits saves per user to 12 a minute, without limiting other typists", async () => {
    const busy = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await save(run(TEXT), busy.cookie)).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect(statuses[12]).toBe(429);
    expect((await save(run(TEXT), busy.cookie)).json()).toMatchObject({
      message: expect.stringMatching(/^Too many practice runs saved in a minute\./),
    });
    const other = await createUser(t.app);
    expect((await save(run(TEXT), other.cookie)).statusCode).toBe(201);
  });
});

describe("POST /api/practice-results for zen and custom text tests", () => {
  /** A zen run: its text is what was typed, spaces and line breaks as they came. */
  function zen(typed: string, elapsedMs = 6000): SavePracticeRequest {
    return { ...run(typed, elapsedMs, typed), kind: "zen" };
  }

  it("scores a zen run from every character typed, unranked and never a best", async () => {
    const typist = await createVerifiedUser(t.app);
    const typed = "my own words  ,\nas they came. ";
    const response = await save(zen(typed), typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    // 30 characters, every one counted, in a tenth of a minute: 60 WPM.
    expect(saveResultResponseSchema.parse(response.json())).toMatchObject({
      wpm: 60,
      accuracy: 100,
      mistakes: 0,
      mode: "zen",
      verification: "unverified",
      personalBest: null,
    });
    const [row] = await t.app.database.db
      .select({ rankable: testResults.rankable, rawText: testResults.rawText })
      .from(testResults)
      .where(eq(testResults.id, response.json().id));
    expect(row).toEqual({ rankable: false, rawText: typed });
  });

  it("saves a custom text test as custom, unranked, even over a ranked duration", async () => {
    const typist = await createVerifiedUser(t.app);
    const text = Array(60).fill("the quick brown fox").join(" ");
    const response = await save({ ...run(text, 60_000, text), kind: "custom" }, typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mode: "custom", duration: 60, personalBest: null });
    await expectOffTheBoard(typist.username);
  });

  it("shows zen and custom runs in the history, out of the profile's tests", async () => {
    const typist = await createUser(t.app);
    const custom = (await save({ ...run(TEXT), kind: "custom" }, typist.cookie)).json();
    const free = (await save(zen("typed freely"), typist.cookie)).json();
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.results).toMatchObject([
      { id: free.id, kind: "practice", mode: "zen" },
      { id: custom.id, kind: "practice", mode: "custom" },
    ]);
    const tests = historyPageSchema.parse((await get("/api/me/history?kind=test", typist)).json());
    expect(tests.total).toBe(0);
    const recent = resultListSchema.parse((await get("/api/me/results", typist)).json());
    expect(recent.results).toEqual([]);
    const insight = insightSchema.parse((await get("/api/me/insight", typist)).json());
    expect(insight.personalBests).toEqual([]);
    expect(insight.totals.tests).toBe(0);
  });

  it("refuses a zen run whose keystrokes do not rebuild what it says was typed", async () => {
    const response = await save(
      { ...zen("typed freely"), timeline: humanTimeline("typed", 6000) },
      (await createUser(t.app)).cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "replay-mismatch" });
  });

  it("answers 400 for malformed zen and custom runs, saving nothing", async () => {
    const typist = await createUser(t.app);
    const cases: object[] = [
      { ...zen("typed freely"), text: "something else" },
      { ...zen("typed freely"), typedText: "typed freely!" },
      { ...zen("typed freely"), kind: "ranked" },
      { ...zen("typed freely"), kind: 1 },
      { ...zen("a".repeat(5001)) },
      { ...run(TEXT), kind: "custom", text: `  ${TEXT}` },
      { ...run(TEXT), kind: "custom", elapsedMs: "6000" },
    ];
    for (const payload of cases) {
      const response = await save(payload, typist.cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.total).toBe(0);
  });
});

describe("POST /api/practice-results for a repeat", () => {
  it("saves a test's text typed again as a repeat, never ranked, whatever its length", async () => {
    const typist = await createVerifiedUser(t.app);
    // Served code keeps its indentation, which practice text would not.
    const text = Array(40).fill("if (ready) {\n  go();\n}").join("\n");
    const response = await save({ ...run(text, 60_000, text), kind: "repeat" }, typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      mode: "repeat",
      verification: "unverified",
      accuracy: 100,
      personalBest: null,
    });
    await expectStoredUnranked(response.json().id);
    await expectOffTheBoard(typist.username);
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.results).toMatchObject([{ kind: "practice", mode: "repeat" }]);
  });

  it("answers 400 for a malformed repeat", async () => {
    const typist = await createUser(t.app);
    const cases: object[] = [
      { ...run(TEXT), kind: "repeat", text: "a".repeat(20_001) },
      { ...run(TEXT), kind: "repeat", typedText: `${TEXT}!` },
      { ...run(TEXT), kind: "repeat", token: "a spent token" },
    ];
    for (const payload of cases) {
      expect((await save(payload, typist.cookie)).statusCode).toBe(400);
    }
  });
});

describe("POST /api/practice-results for a lesson", () => {
  /** A lesson's text: the keys in play in made-up words, cleaned as practice text is. */
  const LESSON = Array(30).fill("tea ate; neat tan eat").join(" ");

  it("saves a lesson as practice, unranked and never a best, even over a ranked duration", async () => {
    const typist = await createVerifiedUser(t.app);
    const first = await save({ ...run(LESSON, 60_000, LESSON), kind: "lesson" }, typist.cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(saveResultResponseSchema.parse(first.json())).toMatchObject({
      mode: "lesson",
      duration: 60,
      accuracy: 100,
      verification: "unverified",
      personalBest: null,
    });
    // Faster the second time: still no best, since a lesson is no test.
    const faster = await save({ ...run(LESSON, 40_000, LESSON), kind: "lesson" }, typist.cookie);
    expect(faster.json()).toMatchObject({ mode: "lesson", personalBest: null });
    await expectStoredUnranked(first.json().id);
    await expectStoredUnranked(faster.json().id);
    await expectOffTheBoard(typist.username);

    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.results).toMatchObject([
      { id: faster.json().id, kind: "practice", mode: "lesson" },
      { id: first.json().id, kind: "practice", mode: "lesson" },
    ]);
    const practice = historyPageSchema.parse(
      (await get("/api/me/history?kind=practice", typist)).json(),
    );
    expect(practice.total).toBe(2);
    const tests = historyPageSchema.parse((await get("/api/me/history?kind=test", typist)).json());
    expect(tests.total).toBe(0);
    const insight = insightSchema.parse((await get("/api/me/insight", typist)).json());
    expect(insight.personalBests).toEqual([]);
    expect(insight.totals).toEqual({ tests: 0, secondsTyped: 100 });
  });

  it("answers 400 for a malformed lesson, saving nothing", async () => {
    const typist = await createUser(t.app);
    const lesson = { ...run(TEXT), kind: "lesson" };
    const cases: object[] = [
      { ...lesson, text: `${TEXT}  ` },
      { ...lesson, text: "tea ".repeat(1300).trim() },
      { ...lesson, length: { unit: "seconds", value: 30 } },
      { ...lesson, kind: "lessons" },
    ];
    for (const payload of cases) {
      const response = await save(payload, typist.cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.total).toBe(0);
  });
});

describe("POST /api/practice-results for a custom length", () => {
  it("saves a test of the typist's own duration under its length, over it, never ranked", async () => {
    const typist = await createVerifiedUser(t.app);
    const text = Array(60).fill("the quick brown fox").join(" ");
    const response = await save(
      { ...run(text, 60_000, text), kind: "custom-length", length: { unit: "seconds", value: 60 } },
      typist.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    // 1,199 correct characters over the set minute: 240 WPM.
    expect(saveResultResponseSchema.parse(response.json())).toMatchObject({
      mode: "custom 60 seconds",
      wpm: 240,
      accuracy: 100,
      verification: "unverified",
      personalBest: null,
    });
    await expectStoredUnranked(response.json().id);
    await expectOffTheBoard(typist.username);
  });

  it("keeps custom lengths in the history as practice, out of the profile's tests and bests", async () => {
    const typist = await createUser(t.app);
    const counted = (
      await save(
        { ...run(TEXT), kind: "custom-length", length: { unit: "characters", value: 50 } },
        typist.cookie,
      )
    ).json();
    const timed = (
      await save(
        { ...run(TEXT), kind: "custom-length", length: { unit: "seconds", value: 45 } },
        typist.cookie,
      )
    ).json();
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.results).toMatchObject([
      { id: timed.id, kind: "practice", mode: "custom 45 seconds" },
      { id: counted.id, kind: "practice", mode: "custom 50 characters" },
    ]);
    const practice = historyPageSchema.parse(
      (await get("/api/me/history?kind=practice", typist)).json(),
    );
    expect(practice.total).toBe(2);
    const tests = historyPageSchema.parse((await get("/api/me/history?kind=test", typist)).json());
    expect(tests.total).toBe(0);
    const medium = historyPageSchema.parse(
      (await get("/api/me/history?difficulty=medium", typist)).json(),
    );
    expect(medium.total).toBe(0);
    const recent = resultListSchema.parse((await get("/api/me/results", typist)).json());
    expect(recent.results).toEqual([]);
    const insight = insightSchema.parse((await get("/api/me/insight", typist)).json());
    expect(insight.personalBests).toEqual([]);
    expect(insight.totals.tests).toBe(0);
  });

  it("answers 400 for a malformed or out-of-range length, saving nothing", async () => {
    const typist = await createUser(t.app);
    const custom = { ...run(TEXT), kind: "custom-length" };
    const cases: object[] = [
      custom,
      { ...custom, length: { unit: "seconds", value: 9 } },
      { ...custom, length: { unit: "seconds", value: 901 } },
      { ...custom, length: { unit: "characters", value: 10_001 } },
      { ...custom, length: { unit: "seconds", value: 4.5 } },
      { ...custom, length: { unit: "minutes", value: 3 } },
      { ...custom, length: { unit: "seconds", value: "45" } },
      { ...custom, length: { unit: "seconds", value: 45, extra: true } },
      { ...custom, length: "custom 45 seconds" },
      // Longer than its duration, or its text longer than its count allows.
      { ...custom, length: { unit: "seconds", value: 10 }, elapsedMs: 10_001 },
      { ...custom, length: { unit: "characters", value: 50 }, text: `${TEXT} `.repeat(4) },
      // Only a custom-length run names a length.
      { ...run(TEXT), kind: "custom", length: { unit: "seconds", value: 45 } },
    ];
    for (const payload of cases) {
      const response = await save(payload, typist.cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const history = historyPageSchema.parse((await get("/api/me/history", typist)).json());
    expect(history.total).toBe(0);
  });
});
