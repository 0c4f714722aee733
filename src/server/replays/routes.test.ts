import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaySchema } from "../../core/api/replays.ts";
import { resultReports, testResults } from "../db/schema.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { grantAdmin, saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: clock.now });
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  admin = await createUser(t.app);
  await grantAdmin(t.app, admin.id);
});
afterAll(() => t.close());

function replay(id: number, cookie?: string) {
  return t.app.inject({ url: `/api/results/${id}/replay`, headers: cookie ? { cookie } : {} });
}

function report(id: number, cookie: string | undefined, reason: unknown = "Too smooth to be real") {
  return t.app.inject({
    method: "POST",
    url: `/api/results/${id}/reports`,
    payload: { reason },
    headers: cookie ? { cookie } : {},
  });
}

async function setVerification(id: number, verification: string) {
  await t.app.database.db.update(testResults).set({ verification }).where(eq(testResults.id, id));
}

describe("GET /api/results/:id/replay", () => {
  it("shows anyone a ranked result's passage, keystrokes, score, typist and date", async () => {
    const saved = await saveRankedResult(t.app, clock, owner);
    const response = await replay(saved.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = replaySchema.parse(response.json());
    expect(body.ranked).toBe(true);
    expect(body.username).toBe(owner.username);
    expect(body.passage).toBe(saved.rawText);
    expect(body.result).toMatchObject({ id: saved.id, wpm: saved.wpm, createdAt: saved.createdAt });
    expect(body.timeline.version).toBe(2);
    expect(body.timeline.edits.map((edit) => edit[3]).join("")).toBe(saved.typedText);
    expect(body.moderation).toBeNull();
    expect(body.text).toEqual({ kind: "passages", language: "en" });
  });

  it("says what the text was, which sets its direction and whether lines bring indentation", async () => {
    const hebrew = await saveRankedResult(t.app, clock, owner, {
      seed: 7,
      text: { kind: "words", language: "he", punctuation: false, numbers: false, code: "python" },
    });
    expect((await replay(hebrew.id)).json().text).toEqual({ kind: "words", language: "he" });
    const code = await saveRankedResult(t.app, clock, owner, {
      seed: 8,
      text: { kind: "code", language: "en", punctuation: false, numbers: false, code: "python" },
    });
    expect((await replay(code.id, owner.cookie)).json().text).toEqual({
      kind: "code",
      language: "python",
    });
  });

  it("tells only a moderator what they need to act on the result", async () => {
    const saved = await saveRankedResult(t.app, clock, owner, { seed: 6 });
    for (const cookie of [undefined, owner.cookie, stranger.cookie]) {
      expect((await replay(saved.id, cookie)).json().moderation).toBeNull();
    }
    expect((await replay(saved.id, admin.cookie)).json().moderation).toEqual({
      userId: owner.id,
      rankable: true,
      banned: false,
    });
  });

  it("hides an unranked result from strangers and the signed-out, but not from its typist or a moderator", async () => {
    const saved = await saveRankedResult(t.app, clock, owner, { seed: 2 });
    for (const verification of ["flagged", "pending", "removed"]) {
      await setVerification(saved.id, verification);
      expect((await replay(saved.id)).statusCode).toBe(404);
      const hidden = await replay(saved.id, stranger.cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe("This result has no public replay.");
      const own = await replay(saved.id, owner.cookie);
      expect(own.statusCode).toBe(200);
      expect(own.json().ranked).toBe(false);
      expect((await replay(saved.id, admin.cookie)).statusCode).toBe(200);
    }
  });

  it("answers 404 for a result that does not exist and 400 for an id that is not one", async () => {
    expect((await replay(999_999)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999999999999"]) {
      const response = await t.app.inject({ url: `/api/results/${id}/replay` });
      expect(response.statusCode, id).toBe(400);
    }
  });
});

describe("POST /api/results/:id/reports", () => {
  it("takes one report per typist and result, and refuses a second", async () => {
    const saved = await saveRankedResult(t.app, clock, owner, { seed: 3 });
    const first = await report(saved.id, stranger.cookie);
    expect(first.statusCode, first.body).toBe(201);
    const again = await report(saved.id, stranger.cookie, "Still doubtful");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "already-reported",
      message: "You have already reported this result.",
    });
    const stored = await t.app.database.db
      .select()
      .from(resultReports)
      .where(eq(resultReports.resultId, saved.id));
    expect(stored.map((r) => [r.reporterId, r.reason])).toEqual([
      [stranger.id, "Too smooth to be real"],
    ]);
  });

  it("takes 10 reports a day from one typist, then refuses until a day has passed", async () => {
    const reporter = await createUser(t.app);
    const typists = await Promise.all(Array.from({ length: 11 }, () => createUser(t.app)));
    const results = [];
    for (const [i, typist] of typists.entries()) {
      results.push(await saveRankedResult(t.app, clock, typist, { seed: 10 + i }));
    }
    for (const result of results.slice(0, 10)) {
      expect((await report(result.id, reporter.cookie)).statusCode).toBe(201);
    }
    const eleventh = await report(results[10]!.id, reporter.cookie);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: "report-limit",
      message: "You can report 10 results a day. Please try again tomorrow.",
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect((await report(results[10]!.id, reporter.cookie)).statusCode).toBe(201);
  });

  it("refuses the signed-out, one's own result, unranked results and bad reasons, storing nothing", async () => {
    const saved = await saveRankedResult(t.app, clock, owner, { seed: 4 });
    const before = await t.app.database.db.$count(resultReports);
    expect((await report(saved.id, undefined)).statusCode).toBe(401);
    const own = await report(saved.id, owner.cookie);
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe("own-result");
    for (const reason of ["no", "x".repeat(201), "   ", 42]) {
      const bad = await report(saved.id, stranger.cookie, reason);
      expect(bad.statusCode, String(reason)).toBe(400);
    }
    expect((await report(saved.id, stranger.cookie, "  ok!  ")).statusCode).toBe(201);
    const unranked = await saveRankedResult(t.app, clock, owner, { seed: 5 });
    await setVerification(unranked.id, "flagged");
    expect((await report(unranked.id, stranger.cookie)).statusCode).toBe(404);
    expect((await report(999_999, stranger.cookie)).statusCode).toBe(404);
    expect(await t.app.database.db.$count(resultReports)).toBe(before + 1);
  });
});
