import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightSchema } from "../../core/api/insight.ts";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import {
  historyPageSchema,
  resultListSchema,
  type SaveResultRequest,
} from "../../core/api/results.ts";
import type { StartTestRequest } from "../../core/api/typing-tests.ts";
import { FALLBACK_PASSAGES } from "../../core/typing/fallback-passages.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import { spentTestTokens, testResults } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

/**
 * A test started while TypeTempo could not be reached has built-in passages and no token; the
 * browser keeps its run and sends it once the server can be reached, naming its passages and an
 * id of its own. It is checked as any other and saved flagged `offline`: in the typist's history,
 * never on the leaderboard nor anyone's best (docs/trusted-results.md).
 */
const RATE_LIMIT = 20;
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: "1000",
      TESTS_RATE_LIMIT_MAX: "1000",
      RESULTS_RATE_LIMIT_MAX: String(RATE_LIMIT),
    },
    { now: clock.now },
  );
});
afterAll(() => t.close());

const text = (id: number) => FALLBACK_PASSAGES.find((passage) => passage.id === id)!.text;
let ids = 0;
/** A new id as a browser makes one: 32 hex digits. */
const offlineId = () => (++ids).toString(16).padStart(32, "0");

/** A one-minute test on two built-in medium passages, 250 characters typed right. */
function offlineMinute(): SaveResultRequest & { offline: { id: string; passageIds: number[] } } {
  const rawText = `${text(-4)} ${text(-5)}`;
  const typedText = rawText.slice(0, 250);
  return {
    offline: { id: offlineId(), passageIds: [-4, -5] },
    mode: "1-minute",
    difficulty: "medium",
    duration: 60,
    rawText,
    typedText,
    timeline: humanTimeline(typedText, 59_500),
  };
}

function save(payload: object, typist: TestUser) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: typist.cookie },
  });
}

async function get(url: string, typist?: TestUser) {
  const response = await t.app.inject({ url, headers: typist ? { cookie: typist.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

const resultsOf = (typist: TestUser) =>
  t.app.database.db.select().from(testResults).where(eq(testResults.userId, typist.id));
const spentOf = (typist: TestUser) =>
  t.app.database.db.select().from(spentTestTokens).where(eq(spentTestTokens.userId, typist.id));

describe("a run of a test started offline", () => {
  it("is scored by the server and saved flagged offline: in the history, never ranked nor a best", async () => {
    const typist = await createVerifiedUser(t.app);
    const saved = await save(offlineMinute(), typist);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      wpm: 50,
      accuracy: 100,
      mistakes: 0,
      mode: "1-minute",
      verification: "flagged",
      flags: ["offline"],
      personalBest: null,
      awaitingEmailVerification: false,
    });
    const { id } = saved.json() as { id: number };

    const history = historyPageSchema.parse(await get("/api/me/history", typist));
    expect(history.results).toMatchObject([{ id, verification: "flagged", flags: ["offline"] }]);
    const board = leaderboardResponseSchema.parse(await get("/api/leaderboard?duration=60"));
    expect(board.rows.map((row) => row.resultId)).not.toContain(id);
    const insight = insightSchema.parse(await get("/api/me/insight", typist));
    expect(insight.personalBests).toEqual([]);
    expect(resultListSchema.parse(await get("/api/me/results", typist)).results).toEqual([]);
  });

  it("takes the figures from its keystrokes, never the browser's, and adds its other flags", async () => {
    const typist = await createVerifiedUser(t.app);
    const run = offlineMinute();
    // A third of the characters mistyped: the server's accuracy is below what ranks.
    const typedText = `${run.typedText.slice(0, 150)}${run.typedText.slice(150).replace(/\S/g, "#")}`;
    const saved = await save(
      { ...run, typedText, timeline: humanTimeline(typedText, 59_500) },
      typist,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ verification: "flagged" });
    expect(saved.json().flags).toEqual(["offline", "low-accuracy"]);
    expect(saved.json().accuracy).toBeLessThan(75);

    const forged = await save({ ...offlineMinute(), wpm: 180, accuracy: 100 }, typist);
    expect(forged.statusCode).toBe(400);
    expect(await resultsOf(typist)).toHaveLength(1);
  });

  it("of a length test is checked against its passages as the offline page joined and cut them", async () => {
    const typist = await createVerifiedUser(t.app);
    const passageIds = [-2, -1];
    const rawText = buildLengthPassage(passageIds.map(text), 300);
    const saved = await save(
      {
        offline: { id: offlineId(), passageIds },
        mode: "300 Characters",
        difficulty: "easy",
        duration: 80,
        elapsedMs: 80_000,
        rawText,
        typedText: rawText,
        timeline: humanTimeline(rawText, 79_000),
      },
      typist,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ mode: "300 Characters", flags: ["offline"] });
  });

  it("sent again, after a lost answer or from another tab, is saved once and answered the same", async () => {
    const typist = await createVerifiedUser(t.app);
    const run = offlineMinute();
    const first = await save(run, typist);
    expect(first.statusCode, first.body).toBe(201);
    const rows = await resultsOf(typist);
    clock.advance(24 * 60 * 60 * 1000);
    const again = await save(run, typist);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await resultsOf(typist)).toEqual(rows);

    // Other keystrokes under the same id are another attempt, refused as a reused token is.
    const altered = await save(
      { ...run, timeline: humanTimeline(run.typedText, 59_500, 7) },
      typist,
    );
    expect(altered.statusCode).toBe(409);
    expect(altered.json()).toMatchObject({ code: "reused-token" });
    // The id is the typist's own: another account's browser may have made the same.
    const other = await createVerifiedUser(t.app);
    expect((await save(run, other)).statusCode).toBe(201);
    expect(await resultsOf(typist)).toEqual(rows);
  });

  it("moves no later test's end: a test issued before it was sent still ranks", async () => {
    const typist = await createVerifiedUser(t.app);
    const online: StartTestRequest = { mode: "1-minute", difficulty: "medium" };
    let issued = await startTest(t.app, online);
    let shown = issued.passage.text;
    while (shown.length < 250) {
      issued = await continueTest(t.app, issued.token);
      shown = `${shown} ${issued.passage.text}`;
    }
    clock.advance(60_000);
    // The outbox sends the offline run the moment the server can be reached, before this one.
    expect((await save(offlineMinute(), typist)).statusCode).toBe(201);
    const ranked = await save(
      timedSubmission(issued.token, { ...online, seconds: 60 }, shown, shown.slice(0, 250)),
      typist,
    );
    expect(ranked.statusCode, ranked.body).toBe(201);
    expect(ranked.json()).toMatchObject({ verification: "verified", flags: [] });
    expect((await spentOf(typist)).map((spent) => spent.testEndedAt === null).sort()).toEqual([
      false,
      true,
    ]);
  });

  describe("is refused, storing nothing,", () => {
    it.each([
      ["a passage that is not built in", { passageIds: [-99] }, "foreign-text"],
      ["a built-in passage of another difficulty", { passageIds: [-1, -5] }, "foreign-text"],
      ["passages in another order than shown", { passageIds: [-5, -4] }, "foreign-text"],
    ])("for %s", async (_case, offline, code) => {
      const typist = await createVerifiedUser(t.app);
      const run = offlineMinute();
      const refused = await save({ ...run, offline: { ...run.offline, ...offline } }, typist);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code });
      expect(await resultsOf(typist)).toEqual([]);
    });

    it("for a text no built-in passage makes, or keystrokes that do not make what was typed", async () => {
      const typist = await createVerifiedUser(t.app);
      const run = offlineMinute();
      const foreign = `${run.rawText.slice(0, 200)} and then some words of my own.`;
      const forgedText = await save(
        {
          ...run,
          rawText: foreign,
          typedText: foreign.slice(0, 230),
          timeline: humanTimeline(foreign.slice(0, 230), 59_500),
        },
        typist,
      );
      expect(forgedText.statusCode).toBe(422);
      expect(forgedText.json()).toMatchObject({ code: "foreign-text" });

      const other = offlineMinute();
      const replayed = await save(
        { ...other, timeline: humanTimeline(other.typedText.slice(0, 200), 59_500) },
        typist,
      );
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json()).toMatchObject({ code: "replay-mismatch" });

      const late = offlineMinute();
      const pastTheEnd = await save(
        { ...late, timeline: humanTimeline(late.typedText, 75_000) },
        typist,
      );
      expect(pastTheEnd.statusCode).toBe(422);
      expect(await resultsOf(typist)).toEqual([]);
    });

    it.each([
      ["both a token and an offline test", { token: "a.b" }],
      ["an offline test without its id", { offline: { passageIds: [-4, -5] } }],
      ["an offline id that is not one", { offline: { id: "../../x", passageIds: [-4, -5] } }],
      ["passage ids that are not numbers", { offline: { id: offlineId(), passageIds: ["-4"] } }],
      ["a mode's wrong duration", { duration: 30 }],
      ["a mode that is not offered", { mode: "7-seconds" }],
    ])("for a malformed body: %s", async (_case, fields) => {
      const typist = await createVerifiedUser(t.app);
      const refused = await save({ ...offlineMinute(), ...fields }, typist);
      expect(refused.statusCode).toBe(400);
      expect(await resultsOf(typist)).toEqual([]);
      expect(await spentOf(typist)).toEqual([]);
    });
  });

  it("counts toward the typist's saves a minute like any other", async () => {
    const typist = await createVerifiedUser(t.app);
    const run = offlineMinute();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await save(run, typist)).statusCode);
    expect(statuses).toEqual([201, ...Array<number>(RATE_LIMIT - 1).fill(200), 429]);
  });

  it("needs a signed-in typist", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload: offlineMinute(),
    });
    expect(response.statusCode).toBe(401);
  });
});
