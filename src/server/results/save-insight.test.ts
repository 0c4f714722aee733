import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightSchema } from "../../core/api/insight.ts";
import { saveResultResponseSchema, savedResultSchema } from "../../core/api/results.ts";
import { keyStats, mergeKeyStats, type KeyStats } from "../../core/insight/key-stats.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { testResults, userKeyStats } from "../db/schema.ts";
import { recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import { createUser, createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { grantAdmin } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";
import { humanKeys } from "../../../tests/support/typist-models.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
});
afterAll(() => t.close());

const ONE_MINUTE = { mode: "1-minute", difficulty: "medium", seconds: 60 } as const;

/** A one-minute test typed for its whole minute: `typed(text)` is what the typist left. */
async function typedOneMinute(
  typed: (text: string) => string,
  seed = 1,
  difficulty: Difficulty = "medium",
  length = 300,
) {
  let issued = await startTest(t.app, { mode: "1-minute", difficulty });
  let text = issued.passage.text;
  while (text.length < length) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(60_000);
  return timedSubmission(issued.token, { ...ONE_MINUTE, difficulty }, text, typed(text), seed);
}

const total = (stats: KeyStats, field: 0 | 1) =>
  Object.values(stats.keys).reduce((sum, stat) => sum + stat[field], 0);

describe("key figures saved with each result", () => {
  it("keeps each result's figures and adds them to its typist's sum", async () => {
    const typist = await createUser(t.app);
    const first = await typedOneMinute(
      (text) => `${text.slice(0, 100)}${text[100] === "x" ? "y" : "x"}${text.slice(101, 200)}`,
    );
    const second = await typedOneMinute((text) => text.slice(0, 150), 2);
    const ids: number[] = [];
    for (const payload of [first, second]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/results",
        payload,
        headers: { cookie: typist.cookie },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(savedResultSchema.parse(response.json()).id);
    }

    const [row] = await t.app.database.db
      .select({ keyStats: testResults.keyStats, elapsedMs: testResults.elapsedMs })
      .from(testResults)
      .where(eq(testResults.id, ids[0]!));
    // 200 keystrokes, one character each, the 101st wrong.
    expect(total(row!.keyStats!, 0)).toBe(200);
    expect(total(row!.keyStats!, 1)).toBe(1);
    expect(row!.keyStats).toEqual(keyStats(first.rawText, first.timeline));
    expect(row!.elapsedMs).toBe(60_000);

    const [sum] = await t.app.database.db
      .select({ stats: userKeyStats.stats })
      .from(userKeyStats)
      .where(eq(userKeyStats.userId, typist.id));
    expect(total(sum!.stats, 0)).toBe(350);
    expect(total(sum!.stats, 1)).toBe(1);
    expect(sum!.stats).toEqual(
      mergeKeyStats(
        keyStats(first.rawText, first.timeline),
        keyStats(second.rawText, second.timeline),
      ),
    );
  });

  it("changes no one's figures when a save is repeated or refused", async () => {
    const typist = await createUser(t.app);
    const payload = await typedOneMinute((text) => text.slice(0, 100));
    const headers = { cookie: typist.cookie };
    const saved = await t.app.inject({ method: "POST", url: "/api/results", payload, headers });
    const before = await t.app.database.db.select().from(userKeyStats);
    const again = await t.app.inject({ method: "POST", url: "/api/results", payload, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(saved.json().id);
    const changed = { ...payload, typedText: payload.typedText.slice(0, -1) };
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload: changed,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(await t.app.database.db.select().from(userKeyStats)).toEqual(before);
  });
});

describe("a personal best in the save's answer", () => {
  it("compares each result with the typist's earlier ones of its mode and difficulty", async () => {
    const typist = await createUser(t.app);
    const saveTyped = async (characters: number, difficulty?: Difficulty) => {
      const payload = await typedOneMinute((text) => text.slice(0, characters), 1, difficulty);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/results",
        payload,
        headers: { cookie: typist.cookie },
      });
      expect(response.statusCode, response.body).toBe(201);
      return saveResultResponseSchema.parse(response.json());
    };
    // Characters in a minute / 5: 20, 40, 31 and 50 WPM.
    expect((await saveTyped(100)).personalBest).toEqual({
      previousBestWpm: null,
      averageWpm: null,
    });
    expect((await saveTyped(200)).personalBest).toEqual({ previousBestWpm: 20, averageWpm: 20 });
    expect((await saveTyped(155)).personalBest).toBeNull();
    const fastest = await saveTyped(250);
    // (20 + 40 + 31) / 3 = 30.33…
    expect(fastest.personalBest).toEqual({ previousBestWpm: 40, averageWpm: 30.3 });
    expect((await saveTyped(250)).personalBest).toBeNull();
    // Another difficulty starts afresh.
    expect((await saveTyped(100, "hard")).personalBest).toEqual({
      previousBestWpm: null,
      averageWpm: null,
    });

    // A moderator removes both 50 WPM results: 45 beats the 40 that stands.
    await t.app.database.db
      .update(testResults)
      .set({ verification: "removed" })
      .where(and(eq(testResults.userId, typist.id), eq(testResults.wpm, 50)));
    expect((await saveTyped(225)).personalBest).toEqual({
      previousBestWpm: 40,
      averageWpm: 30.3,
    });
  });
});

describe("results that do not count until they rank", () => {
  const get = async (url: string, user: TestUser) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** What the profile reads: its averages' results, the chart of one mode, its personal bests. */
  const profileFigures = async (user: TestUser) => ({
    recent: await get("/api/me/results", user),
    chart: await get("/api/me/results?mode=1-minute&limit=20", user),
    bests: insightSchema.parse(await get("/api/me/insight", user)).personalBests,
  });
  const save = async (payload: object, user: TestUser) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return saveResultResponseSchema.parse(response.json());
  };

  it("keeps a flagged result out of personal bests, averages and the chart", async () => {
    const typist = await createUser(t.app);
    // 150 characters in a minute: 30 WPM.
    const first = await save(await typedOneMinute((text) => text.slice(0, 150)), typist);
    expect(first.personalBest).toEqual({ previousBestWpm: null, averageWpm: null });
    const before = await profileFigures(typist);
    expect(before.recent.results).toHaveLength(1);
    expect(before.chart.results).toHaveLength(1);
    expect(before.bests.map((best) => best.wpm)).toEqual([30]);

    // 250 characters, the last 150 pasted at once: 50 WPM, flagged.
    const pasted = await typedOneMinute((text) => text.slice(0, 250), 2);
    const timeline = [
      ...pasted.timeline.slice(0, 100),
      [50_000, 100, 0, pasted.typedText.slice(100)],
    ];
    const flagged = await save({ ...pasted, timeline }, typist);
    expect(flagged).toMatchObject({ verification: "flagged", wpm: 50, personalBest: null });
    expect(await profileFigures(typist)).toEqual(before);
    // It stays in the history, where the typist sees it with its standing.
    const history = await get("/api/me/history", typist);
    expect(history.results.map((row: { verification: string }) => row.verification)).toEqual([
      "flagged",
      "verified",
    ]);

    // 40 WPM beats the 30 that counts, against an average of 30: the flagged 50 is neither.
    const next = await save(await typedOneMinute((text) => text.slice(0, 200), 3), typist);
    expect(next.personalBest).toEqual({ previousBestWpm: 30, averageWpm: 30 });
  });

  it("keeps a held result out until it ranks, and counts it from then", async () => {
    const typist = await createVerifiedUser(t.app);
    const moderator = await createUser(t.app);
    await grantAdmin(t.app, moderator.id);
    await save(await typedOneMinute((text) => text.slice(0, 300)), typist);
    const before = await profileFigures(typist);

    // 650 characters in a minute: 130 WPM, held for the speed challenge.
    const fast = await typedOneMinute((text) => text.slice(0, 650), 2, "medium", 650);
    const keys = humanKeys(fast.timeline);
    const held = await save({ ...fast, timeline: recordedTimeline(fast.timeline, keys) }, typist);
    expect(held).toMatchObject({ verification: "pending", wpm: 130, personalBest: null });
    expect(await profileFigures(typist)).toEqual(before);

    const ranked = await t.app.inject({
      method: "POST",
      url: `/api/admin/results/${held.id}/rank`,
      payload: { reason: "Watched the replay: a real typist" },
      headers: { cookie: moderator.cookie },
    });
    expect(ranked.statusCode, ranked.body).toBe(200);
    const after = await profileFigures(typist);
    expect(after.recent.results.map((row: { id: number }) => row.id)).toEqual([
      held.id,
      ...before.recent.results.map((row: { id: number }) => row.id),
    ]);
    expect(after.chart.results).toHaveLength(2);
    expect(after.bests).toMatchObject([{ wpm: 130, resultId: held.id }]);
  });
});
