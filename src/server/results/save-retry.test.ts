import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaveResultRequest } from "../../core/api/results.ts";
import type { StartTestRequest } from "../../core/api/typing-tests.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import { spentTestTokens, testResults, userKeyStats } from "../db/schema.ts";
import { createUser, createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

/**
 * A save is one transaction (save-test.ts): spending the token and storing the result happen
 * together or not at all, and the same run sent again is answered with what it saved.
 */
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
});
afterAll(() => t.close());

const ONE_MINUTE = { mode: "1-minute", difficulty: "medium" } satisfies StartTestRequest;

/** A one-minute test issued signed out and typed for its minute: `typed` characters, all right. */
async function typedMinute(typed: number) {
  let issued = await startTest(t.app, ONE_MINUTE);
  let text = issued.passage.text;
  while (text.length < typed) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(60_000);
  return timedSubmission(issued.token, { ...ONE_MINUTE, seconds: 60 }, text, text.slice(0, typed));
}

function save(payload: object, typist: TestUser) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: typist.cookie },
  });
}

const resultsOf = (typist: TestUser) =>
  t.app.database.db.select().from(testResults).where(eq(testResults.userId, typist.id));

const spentBy = (typist: TestUser) =>
  t.app.database.db.$count(spentTestTokens, eq(spentTestTokens.userId, typist.id));

describe("a save sent again", () => {
  it("is answered 200 with the result its run saved, as first answered, and stores nothing", async () => {
    // Unverified: the answer says the result waits for the address, and so must the retry's.
    const typist = await createUser(t.app);
    expect((await save(await typedMinute(200), typist)).statusCode).toBe(201);
    const best = await typedMinute(300);
    const first = await save(best, typist);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      wpm: 60,
      personalBest: { previousBestWpm: 40 },
      awaitingEmailVerification: true,
    });
    // A slower result saved since does not change what the first answer said.
    expect((await save(await typedMinute(250), typist)).statusCode).toBe(201);
    const rows = await resultsOf(typist);

    const again = await save(best, typist);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await resultsOf(typist)).toEqual(rows);
  });

  it("is saved once when both copies arrive together", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(200);
    const answers = await Promise.all([save(payload, typist), save(payload, typist)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await resultsOf(typist)).toHaveLength(1);
  });

  it("is refused 409 with other keystrokes, text, mode or difficulty, or by another account", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(200);
    expect((await save(payload, typist)).statusCode).toBe(201);
    const rows = await resultsOf(typist);
    const others = [
      { ...payload, timeline: payload.timeline.map(([time, ...edit]) => [time + 1, ...edit]) },
      {
        ...payload,
        typedText: payload.typedText.slice(0, -1),
        timeline: payload.timeline.slice(0, -1),
      },
      { ...payload, typedText: `${payload.typedText.slice(0, -1)}#` },
      { ...payload, rawText: `${payload.rawText.slice(0, -1)}#` },
      { ...payload, difficulty: "easy" },
      { ...payload, mode: "2-minute", duration: 120 },
      // Saved under "off": the same keystrokes under another setting are another run.
      { ...payload, stopOnError: "word" },
    ];
    for (const other of others) {
      const refused = await save(other, typist);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "reused-token" });
    }
    // The token was issued signed out: the same run from another account is not theirs.
    const stranger = await save(payload, await createVerifiedUser(t.app));
    expect(stranger.statusCode).toBe(409);
    expect(await resultsOf(typist)).toEqual(rows);
  });

  it("is refused 409 when its result was saved before timelines were kept", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(200);
    const saved = await save(payload, typist);
    await t.app.database.db
      .update(testResults)
      .set({ timeline: null })
      .where(eq(testResults.id, saved.json().id));
    const again = await save(payload, typist);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "reused-token" });
  });

  it("is refused 409, storing nothing, when its result is stored but its token's spending is not", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(200);
    expect((await save(payload, typist)).statusCode).toBe(201);
    const rows = await resultsOf(typist);
    // As a database restored without that row would be: the token spends again, the test is saved.
    await t.app.database.db.delete(spentTestTokens).where(eq(spentTestTokens.userId, typist.id));
    const again = await save(payload, typist);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "reused-token" });
    expect(await resultsOf(typist)).toEqual(rows);
  });

  it("of a length test is answered only with the same time and mode", async () => {
    const typist = await createVerifiedUser(t.app);
    const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
    const text = buildLengthPassage(
      issued.passages.map((p) => p.text),
      300,
    );
    clock.advance(70_000);
    const payload = {
      token: issued.token,
      mode: "300 Characters",
      difficulty: "easy",
      duration: 60,
      elapsedMs: 60_000,
      rawText: text,
      typedText: text,
      timeline: humanTimeline(text, 59_000),
    } satisfies SaveResultRequest;
    const first = await save(payload, typist);
    expect(first.statusCode, first.body).toBe(201);
    for (const other of [
      { ...payload, elapsedMs: 60_400 },
      { ...payload, duration: 61 },
      { ...payload, mode: "600 Characters" },
    ]) {
      expect((await save(other, typist)).statusCode).toBe(409);
    }
    const again = await save(payload, typist);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe("a save that fails after spending its token", () => {
  it("leaves the token unspent and nothing else written, so its retry is saved", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(200);
    // A real constraint the result's row breaks, as a database refusing mid-save would.
    const constraint = sql.raw(`"fail_save_${typist.id.replace(/\W/g, "")}"`);
    const db = t.app.database.db;
    await db.execute(
      sql`alter table ${testResults} add constraint ${constraint} check (user_id <> ${sql.raw(`'${typist.id.replace(/'/g, "''")}'`)}) not valid`,
    );
    try {
      const failed = await save(payload, typist);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table ${testResults} drop constraint ${constraint}`);
    }
    expect(await spentBy(typist)).toBe(0);
    expect(await db.$count(userKeyStats, eq(userKeyStats.userId, typist.id))).toBe(0);

    const retried = await save(payload, typist);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await resultsOf(typist)).toHaveLength(1);
    expect(await spentBy(typist)).toBe(1);
  });
});
