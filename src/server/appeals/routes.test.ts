import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewListSchema } from "../../core/api/admin.ts";
import { appealResponseSchema } from "../../core/api/appeals.ts";
import { saveResultResponseSchema, type SaveResultRequest } from "../../core/api/results.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import type { TimelineEditV1 } from "../../core/typing/recorded-timeline.ts";
import { testResults, users } from "../db/schema.ts";
import { createUser, createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { grantAdmin, saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000", RESULTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
  moderator = await createUser(t.app);
  await grantAdmin(t.app, moderator.id);
});
afterAll(() => t.close());

function post(url: string, user: TestUser | null, payload: object = {}) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  });
}

const appeal = (resultId: number | string, user: TestUser | null, payload: object = {}) =>
  post(`/api/results/${resultId}/appeal`, user, payload);

/** Half a minute's test whose last 100 characters were pasted in one piece: flagged. */
async function saveFlagged(user: TestUser) {
  let issued = await startTest(t.app, { mode: "30-seconds", difficulty: "easy" });
  let text = issued.passage.text;
  while (text.length < 200) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(31_000);
  const test = { mode: "30-seconds", difficulty: "easy", seconds: 30 } as const;
  const typed = timedSubmission(issued.token, test, text, text.slice(0, 200));
  const pasted: TimelineEditV1[] = [
    ...typed.timeline.slice(0, 100),
    [25_000, 100, 0, typed.typedText.slice(100)],
  ];
  const response = await post("/api/results", user, { ...typed, timeline: pasted });
  expect(response.statusCode, response.body).toBe(201);
  const saved = saveResultResponseSchema.parse(response.json());
  expect(saved).toMatchObject({ verification: "flagged", flags: ["pasted"] });
  return saved;
}

async function reviewQueue(kind: string) {
  const response = await t.app.inject({
    url: `/api/admin/results?kind=${kind}`,
    headers: { cookie: moderator.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return reviewListSchema.parse(response.json()).results;
}

async function storedRequest(resultId: number) {
  const [row] = await t.app.database.db
    .select({ at: testResults.reviewRequestedAt, message: testResults.reviewMessage })
    .from(testResults)
    .where(eq(testResults.id, resultId));
  return row!;
}

describe("asking for a review of a flagged result", () => {
  it("puts the result in the moderators' queue with its replay and message, once", async () => {
    const typist = await createVerifiedUser(t.app);
    const flagged = await saveFlagged(typist);
    expect(await reviewQueue("review-requested")).not.toContainEqual(
      expect.objectContaining({ id: flagged.id }),
    );

    const message = "  I type with a macro pad for long words; happy to record a video.  ";
    const response = await appeal(flagged.id, typist, { message });
    expect(response.statusCode, response.body).toBe(201);
    const requestedAt = new Date(clock.now()).toISOString();
    expect(appealResponseSchema.parse(response.json())).toEqual({
      resultId: flagged.id,
      reviewRequestedAt: requestedAt,
      message: message.trim(),
    });

    const queued = (await reviewQueue("review-requested")).find((item) => item.id === flagged.id);
    expect(queued).toMatchObject({
      verification: "flagged",
      flags: ["pasted"],
      reviewRequestedAt: requestedAt,
      reviewMessage: message.trim(),
    });
    expect((await reviewQueue("all")).map((item) => item.id)).toContain(flagged.id);
    // The moderator watches it from the queue's link.
    const replay = await t.app.inject({
      url: `/api/results/${flagged.id}/replay`,
      headers: { cookie: moderator.cookie },
    });
    expect(replay.statusCode).toBe(200);
    // Its typist sees the request on the result's own page.
    const detail = await t.app.inject({
      url: `/api/me/results/${flagged.id}`,
      headers: { cookie: typist.cookie },
    });
    expect(detail.json()).toMatchObject({ reviewRequestedAt: requestedAt });

    clock.advance(1000);
    const again = await appeal(flagged.id, typist, { message: "Please look again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "review-requested",
      message: "You have already asked for a review of this result.",
    });
    expect(await storedRequest(flagged.id)).toEqual({
      at: new Date(requestedAt),
      message: message.trim(),
    });

    // A moderator ranks it: it leaves the queue of requests waiting for a review.
    const ranked = await post(`/api/admin/results/${flagged.id}/rank`, moderator, {
      reason: "Watched the replay: a macro key, allowed",
    });
    expect(ranked.statusCode, ranked.body).toBe(200);
    expect((await reviewQueue("review-requested")).map((item) => item.id)).not.toContain(
      flagged.id,
    );
  });

  it("takes one of two requests sent at once, and a blank message as none", async () => {
    const typist = await createVerifiedUser(t.app);
    const flagged = await saveFlagged(typist);
    const answers = await Promise.all([
      appeal(flagged.id, typist, { message: "   " }),
      appeal(flagged.id, typist),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await storedRequest(flagged.id)).message).toBeNull();
  });

  it("refuses, clearly and changing nothing, what cannot be reviewed on request", async () => {
    const typist = await createVerifiedUser(t.app);
    const flagged = await saveFlagged(typist);
    const stranger = await createVerifiedUser(t.app);

    expect((await appeal(flagged.id, null)).statusCode).toBe(401);
    const foreign = await appeal(flagged.id, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "no-result" });

    const long = await appeal(flagged.id, typist, { message: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Message must be at most 200 characters/);
    const extra = await appeal(flagged.id, typist, { message: "hi", wpm: 200 });
    expect(extra.statusCode).toBe(400);
    expect((await appeal("abc", typist)).statusCode).toBe(400);

    const clean = await saveRankedResult(t.app, clock, typist);
    const notFlagged = await appeal(clean.id, typist);
    expect(notFlagged.statusCode).toBe(409);
    expect(notFlagged.json()).toMatchObject({
      code: "not-flagged",
      message: "This result is not flagged.",
    });

    // A flagged character test: it could never rank, so a moderator has nothing to decide.
    const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
    const text = buildLengthPassage(
      issued.passages.map((p) => p.text),
      300,
    );
    clock.advance(40_000);
    const edits: TimelineEditV1[] = [
      ...humanTimeline(text.slice(0, 100), 20_000),
      [25_000, 100, 0, text.slice(100)],
    ];
    const lengthTest = await post("/api/results", typist, {
      token: issued.token,
      mode: "300 Characters",
      difficulty: "easy",
      duration: 30,
      elapsedMs: 30_000,
      rawText: text,
      typedText: text,
      timeline: edits,
    } satisfies SaveResultRequest);
    expect(lengthTest.json()).toMatchObject({ verification: "flagged" });
    const unrankable = await appeal(lengthTest.json().id, typist);
    expect(unrankable.statusCode).toBe(422);
    expect(unrankable.json()).toMatchObject({ code: "not-rankable" });

    await t.app.database.db
      .update(users)
      .set({ bannedAt: new Date(clock.now()) })
      .where(eq(users.id, typist.id));
    expect((await appeal(flagged.id, typist)).json()).toMatchObject({ code: "banned" });

    expect(await storedRequest(flagged.id)).toEqual({ at: null, message: null });
  });

  it("limits each typist to 10 requests an hour", async () => {
    const typist = await createVerifiedUser(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await appeal(999_999_000 + i, typist)).statusCode).toBe(404);
    }
    const limited = await appeal(999_999_999, typist);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many review requests in an hour\. Please try again in /,
    );
    // Another typist is counted apart.
    const other = await createVerifiedUser(t.app);
    expect((await appeal(999_999_999, other)).statusCode).toBe(404);
  });
});
