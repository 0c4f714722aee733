import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveResultResponseSchema, savedResultSchema } from "../../core/api/results.ts";
import { keyStats, mergeKeyStats, type KeyStats } from "../../core/insight/key-stats.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { testResults, userKeyStats } from "../db/schema.ts";
import { createUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

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
) {
  let issued = await startTest(t.app, { mode: "1-minute", difficulty });
  let text = issued.passage.text;
  while (text.length < 300) {
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

  it("counts flagged results, which stay in the typist's history", async () => {
    const typist = await createUser(t.app);
    const headers = { cookie: typist.cookie };
    const pasted = await typedOneMinute((text) => text.slice(0, 200));
    const timeline = [
      ...pasted.timeline.slice(0, 100),
      [50_000, 100, 0, pasted.typedText.slice(100)],
    ];
    const flagged = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload: { ...pasted, timeline },
      headers,
    });
    expect(flagged.json()).toMatchObject({
      verification: "flagged",
      personalBest: { previousBestWpm: null, averageWpm: null },
    });
    const slower = await typedOneMinute((text) => text.slice(0, 150));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload: slower,
      headers,
    });
    expect(response.json()).toMatchObject({ verification: "verified", personalBest: null });
  });
});
