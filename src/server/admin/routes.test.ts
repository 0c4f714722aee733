import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationLogSchema, reviewListSchema } from "../../core/api/admin.ts";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import { moderationLog, speedChallenges, testResults, users } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { grantAdmin, saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let admin: TestUser;
let typist: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: clock.now });
  admin = await createVerifiedUser(t.app);
  typist = await createVerifiedUser(t.app);
  await grantAdmin(t.app, admin.id);
});
afterAll(() => t.close());

function act(url: string, cookie: string | undefined, reason: unknown = "Checked the replay") {
  return t.app.inject({
    method: "POST",
    url,
    payload: { reason },
    headers: cookie ? { cookie } : {},
  });
}

async function boardIds(): Promise<number[]> {
  const response = await t.app.inject({ url: "/api/leaderboard?duration=30" });
  return leaderboardResponseSchema.parse(response.json()).rows.map((row) => row.resultId);
}

async function verificationOf(id: number) {
  const [row] = await t.app.database.db
    .select({ verification: testResults.verification })
    .from(testResults)
    .where(eq(testResults.id, id));
  return row?.verification;
}

/** Every admin route of the OpenAPI document, with its parameters filled in. */
function adminRoutes(): { method: string; url: string }[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace("{id}", "1"),
      })),
    );
}

describe("who may use the admin routes", () => {
  it("documents the five admin routes", () => {
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/admin/results",
      "POST /api/admin/results/1/rank",
      "POST /api/admin/results/1/unrank",
      "POST /api/admin/users/1/ban",
      "GET /api/admin/log",
    ]);
  });

  it("answers 401 signed out and 403 to a typist who is not a moderator, on every admin route", async () => {
    const before = await t.app.database.db.$count(testResults);
    for (const { method, url } of adminRoutes()) {
      const body = method === "POST" ? { payload: { reason: "Checked the replay" } } : {};
      const signedOut = await t.app.inject({ method: method as "GET", url, ...body });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      expect(signedOut.json().message).toBe("Sign in to do this.");
      const typistTries = await t.app.inject({
        method: method as "GET",
        url,
        ...body,
        headers: { cookie: typist.cookie },
      });
      expect(typistTries.statusCode, `${method} ${url}`).toBe(403);
      expect(typistTries.json()).toMatchObject({
        code: "not-admin",
        message: "Only moderators can do this.",
      });
    }
    expect(await t.app.database.db.$count(testResults)).toBe(before);
  });

  it("does not let a typist make themself a moderator through the account API", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      payload: { role: "admin" },
      headers: { cookie: typist.cookie },
    });
    const [row] = await t.app.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, typist.id));
    expect(row?.role).toBe("user");
    const tries = await t.app.inject({ url: "/api/admin/log", headers: { cookie: typist.cookie } });
    expect(tries.statusCode).toBe(403);
  });
});

describe("rank and unrank", () => {
  it("unranking takes the result off the leaderboard, ranking puts it back, each logged", async () => {
    const saved = await saveRankedResult(t.app, clock, typist, { seed: 7 });
    expect(await boardIds()).toContain(saved.id);

    const unranked = await act(`/api/admin/results/${saved.id}/unrank`, admin.cookie, "Bot rhythm");
    expect(unranked.statusCode, unranked.body).toBe(200);
    expect(await verificationOf(saved.id)).toBe("removed");
    expect(await boardIds()).not.toContain(saved.id);

    const again = await act(`/api/admin/results/${saved.id}/unrank`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("not-ranked");

    clock.advance(5000);
    const ranked = await act(
      `/api/admin/results/${saved.id}/rank`,
      admin.cookie,
      "Human after all",
    );
    expect(ranked.statusCode, ranked.body).toBe(200);
    expect(await verificationOf(saved.id)).toBe("verified");
    expect(await boardIds()).toContain(saved.id);

    const log = moderationLogSchema.parse(
      (await t.app.inject({ url: "/api/admin/log", headers: { cookie: admin.cookie } })).json(),
    );
    expect(log.entries.slice(0, 2)).toMatchObject([
      {
        moderator: admin.username,
        action: "rank",
        resultId: saved.id,
        targetUserId: typist.id,
        targetUsername: typist.username,
        reason: "Human after all",
        createdAt: new Date(clock.now()).toISOString(),
      },
      {
        moderator: admin.username,
        action: "unrank",
        resultId: saved.id,
        reason: "Bot rhythm",
        createdAt: new Date(clock.now() - 5000).toISOString(),
      },
    ]);
  });

  it("refuses a bad reason, an unknown result and a malformed id, changing nothing", async () => {
    const saved = await saveRankedResult(t.app, clock, typist, { seed: 8 });
    const logged = await t.app.database.db.$count(moderationLog);
    for (const reason of ["", "ab", "x".repeat(201), null]) {
      const bad = await act(`/api/admin/results/${saved.id}/unrank`, admin.cookie, reason);
      expect(bad.statusCode, String(reason)).toBe(400);
    }
    expect(await verificationOf(saved.id)).toBe("verified");
    expect((await act("/api/admin/results/999999/unrank", admin.cookie)).statusCode).toBe(404);
    expect((await act("/api/admin/results/abc/rank", admin.cookie)).statusCode).toBe(400);
    expect(await t.app.database.db.$count(moderationLog)).toBe(logged);
  });
});

describe("the review list", () => {
  it("lists flagged, pending and reported results with their statistics and reports", async () => {
    const reporter = await createVerifiedUser(t.app);
    const flagged = await saveRankedResult(t.app, clock, typist, { seed: 20 });
    const pending = await saveRankedResult(t.app, clock, typist, { seed: 21 });
    const reported = await saveRankedResult(t.app, clock, typist, { seed: 22 });
    const clean = await saveRankedResult(t.app, clock, typist, { seed: 23 });
    await t.app.database.db
      .update(testResults)
      .set({ verification: "flagged", flags: ["uniform-rhythm"] })
      .where(eq(testResults.id, flagged.id));
    await t.app.database.db
      .update(testResults)
      .set({ verification: "pending" })
      .where(eq(testResults.id, pending.id));
    await t.app.inject({
      method: "POST",
      url: `/api/results/${reported.id}/reports`,
      payload: { reason: "Too even" },
      headers: { cookie: reporter.cookie },
    });

    const list = async (kind: string) => {
      const response = await t.app.inject({
        url: `/api/admin/results?kind=${kind}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return reviewListSchema.parse(response.json()).results;
    };
    const all = await list("all");
    const ids = all.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([flagged.id, pending.id, reported.id]));
    expect(ids).not.toContain(clean.id);
    expect(all.find((r) => r.id === flagged.id)).toMatchObject({
      username: typist.username,
      wpm: flagged.wpm,
      accuracy: flagged.accuracy,
      flags: ["uniform-rhythm"],
      reports: 0,
    });
    expect(all.find((r) => r.id === reported.id)).toMatchObject({
      reports: 1,
      reportReasons: ["Too even"],
      verification: "verified",
    });
    expect((await list("flagged")).map((r) => r.id)).toContain(flagged.id);
    expect((await list("flagged")).map((r) => r.id)).not.toContain(pending.id);
    expect((await list("pending")).map((r) => r.id)).toEqual([pending.id]);
    expect((await list("reported")).map((r) => r.id)).toEqual([reported.id]);
    expect(await list("review-requested")).toEqual([]);
    expect(await list("challenge-failed")).toEqual([]);

    // A typist who cannot use the picture asks for a review; another fails the challenge.
    const asked = await saveRankedResult(t.app, clock, typist, { seed: 24 });
    const failed = await saveRankedResult(t.app, clock, typist, { seed: 25 });
    await t.app.database.db
      .update(testResults)
      .set({ verification: "pending", reviewRequestedAt: new Date(clock.now()) })
      .where(eq(testResults.id, asked.id));
    await t.app.database.db
      .update(testResults)
      .set({ verification: "pending" })
      .where(eq(testResults.id, failed.id));
    await t.app.database.db.insert(speedChallenges).values({
      id: "failed-challenge",
      userId: typist.id,
      resultId: failed.id,
      text: "words the typist did not copy fast enough",
      requiredWpm: 98,
      timeLimitMs: 20_000,
      issuedAt: new Date(clock.now()),
      usedAt: new Date(clock.now()),
      passed: false,
    });
    expect((await list("review-requested")).map((r) => r.id)).toEqual([asked.id]);
    expect((await list("challenge-failed")).map((r) => r.id)).toEqual([failed.id]);
    expect((await list("pending")).map((r) => r.id).sort()).toEqual(
      [pending.id, asked.id, failed.id].sort(),
    );
    expect((await list("all")).map((r) => r.id)).toEqual(
      expect.arrayContaining([asked.id, failed.id]),
    );
    const bad = await t.app.inject({
      url: "/api/admin/results?kind=everything",
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("ban", () => {
  it("unranks all of a typist's results, refuses their new saves, and is logged", async () => {
    const cheat = await createVerifiedUser(t.app);
    const first = await saveRankedResult(t.app, clock, cheat, { seed: 30 });
    const second = await saveRankedResult(t.app, clock, cheat, { seed: 31 });
    expect(await boardIds()).toContain(first.id);

    const banned = await act(`/api/admin/users/${cheat.id}/ban`, admin.cookie, "Scripted runs");
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json().entry).toMatchObject({
      moderator: admin.username,
      action: "ban",
      resultId: null,
      targetUserId: cheat.id,
      targetUsername: cheat.username,
      reason: "Scripted runs",
    });
    expect(await verificationOf(first.id)).toBe("removed");
    expect(await verificationOf(second.id)).toBe("removed");
    const board = await boardIds();
    expect(board).not.toContain(first.id);
    expect(board).not.toContain(second.id);

    const results = await t.app.database.db.$count(testResults);
    await expect(saveRankedResult(t.app, clock, cheat, { seed: 32 })).rejects.toThrow(
      /403.*Your account is banned from the leaderboard, so your results are no longer saved\./,
    );
    expect(await t.app.database.db.$count(testResults)).toBe(results);

    // No path ranks a banned typist's result again: not a moderator, not the database.
    const rank = await act(`/api/admin/results/${first.id}/rank`, admin.cookie);
    expect(rank.statusCode).toBe(409);
    expect(rank.json().code).toBe("banned");
    await t.app.database.db
      .update(testResults)
      .set({ verification: "verified" })
      .where(eq(testResults.id, first.id));
    expect(await verificationOf(first.id)).toBe("removed");
    expect(await boardIds()).not.toContain(first.id);

    const twice = await act(`/api/admin/users/${cheat.id}/ban`, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect((await act(`/api/admin/users/${admin.id}/ban`, admin.cookie)).statusCode).toBe(422);
    expect((await act("/api/admin/users/nobody/ban", admin.cookie)).statusCode).toBe(404);
  });
});
