import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import { historyPageSchema, type SaveResultRequest } from "../../core/api/results.ts";
import type { StartTestRequest } from "../../core/api/typing-tests.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import {
  LENGTH_TEST_TOKEN_LIFETIME_MS,
  TEST_TOKEN_MARGIN_MS,
} from "../../core/typing/result-verification.ts";
import { testResults } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { grantAdmin } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

/**
 * A run the browser kept while TypeTempo could not be reached (its outbox) may be sent after its
 * token's lifetime: it is checked as any other and saved, flagged `late`, off the leaderboard
 * (docs/trusted-results.md).
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
/** A one-minute token's lifetime from its issue: the minute and the margin. */
const MINUTE_LIFETIME_MS = 60_000 + TEST_TOKEN_MARGIN_MS;

/** A one-minute test issued now and typed for its minute: 250 characters, all right. */
async function typedMinute() {
  let issued = await startTest(t.app, ONE_MINUTE);
  let text = issued.passage.text;
  while (text.length < 250) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(60_000);
  return timedSubmission(issued.token, { ...ONE_MINUTE, seconds: 60 }, text, text.slice(0, 250));
}

function save(payload: object, typist: TestUser) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: typist.cookie },
  });
}

async function rankedResultIds(duration: number): Promise<number[]> {
  const response = await t.app.inject({ url: `/api/leaderboard?duration=${duration}` });
  return leaderboardResponseSchema.parse(response.json()).rows.map((row) => row.resultId);
}

const resultsOf = (typist: TestUser) =>
  t.app.database.db.select().from(testResults).where(eq(testResults.userId, typist.id));

describe("a run saved after its token's lifetime", () => {
  it("is stored flagged late, off the leaderboard, and the same save sent again answers it", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute();
    // typedMinute took the test's minute: a millisecond past the margin, the token has expired.
    clock.advance(TEST_TOKEN_MARGIN_MS + 1);
    const first = await save(payload, typist);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      wpm: 50,
      verification: "flagged",
      flags: ["late"],
      personalBest: null,
    });
    expect(await rankedResultIds(60)).not.toContain(first.json().id);
    const history = await t.app.inject({
      url: "/api/me/history",
      headers: { cookie: typist.cookie },
    });
    expect(historyPageSchema.parse(history.json()).results).toMatchObject([
      { id: first.json().id, verification: "flagged" },
    ]);
    const rows = await resultsOf(typist);

    // Its answer was lost: the browser sends it again, a day later, and is answered the same.
    clock.advance(24 * 60 * 60 * 1000);
    const again = await save(payload, typist);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await resultsOf(typist)).toEqual(rows);
  });

  it("is never ranked: neither its typist's request for a review nor a moderator can rank it", async () => {
    const typist = await createVerifiedUser(t.app);
    const moderator = await createVerifiedUser(t.app);
    await grantAdmin(t.app, moderator.id);
    const payload = await typedMinute();
    clock.advance(TEST_TOKEN_MARGIN_MS + 1);
    const saved = await save(payload, typist);
    expect(saved.statusCode, saved.body).toBe(201);
    const id: number = saved.json().id;

    const appeal = await t.app.inject({
      method: "POST",
      url: `/api/results/${id}/appeal`,
      payload: { message: "My connection dropped" },
      headers: { cookie: typist.cookie },
    });
    expect(appeal.statusCode).toBe(422);
    expect(appeal.json()).toMatchObject({
      code: "unverifiable",
      message:
        "This result could not be checked against its test when it was saved, so it is never ranked.",
    });
    const ranked = await t.app.inject({
      method: "POST",
      url: `/api/admin/results/${id}/rank`,
      payload: { reason: "Looks human" },
      headers: { cookie: moderator.cookie },
    });
    expect(ranked.statusCode).toBe(422);
    expect(ranked.json().code).toBe("unverifiable");
    const [row] = await resultsOf(typist);
    expect(row).toMatchObject({ verification: "flagged", reviewRequestedAt: null });
    expect(await rankedResultIds(60)).not.toContain(id);
  });

  it("ranks up to the end of the lifetime itself", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute();
    clock.advance(MINUTE_LIFETIME_MS - 60_000);
    const saved = await save(payload, typist);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ verification: "verified", flags: [] });
    expect(await rankedResultIds(60)).toContain(saved.json().id);
  });

  it("of a length test is late after an hour and a quarter, and flagged for any other reason too", async () => {
    const typist = await createVerifiedUser(t.app);
    const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
    const text = buildLengthPassage(
      issued.passages.map((p) => p.text),
      300,
    );
    const typed = `${text.slice(0, 100)}${text.slice(100).replace(/\S/g, "#")}`;
    clock.advance(LENGTH_TEST_TOKEN_LIFETIME_MS + 1);
    const payload = {
      token: issued.token,
      mode: "300 Characters",
      difficulty: "easy",
      duration: 60,
      elapsedMs: 60_000,
      rawText: text,
      typedText: typed,
      timeline: humanTimeline(typed, 59_000),
    } satisfies SaveResultRequest;
    const saved = await save(payload, typist);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      verification: "flagged",
      flags: ["low-accuracy", "late"],
    });
  });

  it("is still refused for text the server did not serve, other keystrokes or a forged token", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute();
    clock.advance(MINUTE_LIFETIME_MS);
    const before = await resultsOf(typist);

    const foreign = `${payload.rawText.slice(0, 200)} and more.`;
    const forged = await save(
      {
        ...payload,
        rawText: foreign,
        typedText: foreign.slice(0, 200),
        timeline: humanTimeline(foreign.slice(0, 200), 59_000),
      },
      typist,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: "foreign-text" });
    // That attempt spent the token: the honest run on it is refused as any reuse is.
    const spent = await save(payload, typist);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ code: "reused-token" });

    const other = await typedMinute();
    clock.advance(MINUTE_LIFETIME_MS);
    const [body] = other.token.split(".");
    const unsigned = await save({ ...other, token: `${body}.${"A".repeat(43)}` }, typist);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: "invalid-token" });
    expect(await resultsOf(typist)).toEqual(before);
  });
});
