import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { typistPercentileSchema } from "../../core/api/lessons.ts";
import {
  MIN_TYPISTS,
  PERCENTILE_BOARD,
  typistPercentile,
} from "../../core/lessons/typist-percentile.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { testResults, users } from "../db/schema.ts";
import { queryRows } from "../db/query-rows.ts";
import { ownBestQuery, percentileCounts } from "./percentile-repository.ts";
import { createVerifiedUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let nextId = 1;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.database.db.delete(users);
});

/** A saved result: by default a ranked minute on English passages at medium. */
interface Seed {
  userId: string;
  wpm: number;
  mode?: string;
  duration?: number;
  difficulty?: Difficulty;
  board?: string;
  verification?: string;
}

/** Typists and their results, stored as a save stores them; the leaderboard's triggers follow. */
async function seed(results: Seed[], { emailVerified = true } = {}) {
  const { db } = t.app.database;
  const ids = [...new Set(results.map((r) => r.userId))];
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, email: `${id}@example.com`, username: id, emailVerified })))
    .onConflictDoNothing();
  await db.insert(testResults).values(
    results.map((r) => {
      const [textKind, language] = (r.board ?? PERCENTILE_BOARD).split(":");
      const mode = r.mode ?? "1-minute";
      return {
        id: nextId++,
        userId: r.userId,
        wpm: r.wpm,
        accuracy: 95,
        duration: r.duration ?? 60,
        mode,
        rankable: mode.endsWith("-minute") || mode.endsWith("-seconds"),
        difficulty: r.difficulty ?? "medium",
        textKind: textKind!,
        language: language!,
        rawText: "passage",
        typedText: "typed",
        verification: r.verification ?? "verified",
      };
    }),
  );
}

/** `count` typists whose one ranked minute is at 31, 32, 33 … WPM. */
const minuteTypists = (count: number, prefix = "typist") =>
  Array.from({ length: count }, (_, i) => ({ userId: `${prefix}-${i}`, wpm: 31 + i }));

async function ask(wpm: string, cookie?: string) {
  const response = await t.app.inject({
    url: `/api/typists/percentile?wpm=${wpm}`,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET /api/typists/percentile", () => {
  it("is null under the least number of typists, and the share strictly slower from it on", async () => {
    await seed(minuteTypists(MIN_TYPISTS - 1));
    expect((await ask("40")).body).toEqual({ best: null, percent: null, typists: MIN_TYPISTS - 1 });
    await seed([{ userId: "last", wpm: 200 }]);
    // 20 typists at 31 … 49 and 200: 9 of them under 40, 45 %.
    const answer = await ask("40");
    expect(answer.status).toBe(200);
    expect(typistPercentileSchema.parse(answer.body)).toEqual({
      best: null,
      percent: 45,
      typists: 20,
    });
    expect((await ask("31")).body.percent).toBe(0);
    expect((await ask("31.5")).body.percent).toBe(5);
    expect((await ask("400")).body.percent).toBe(100);
    expect((await ask("0")).body.percent).toBe(0);
  });

  it("compares each typist's best ranked minute on English passages, over the difficulties", async () => {
    const counted = minuteTypists(24);
    await seed([
      ...counted,
      // Their best over the difficulties is what counts: typist-0 is at 90 on hard.
      { userId: "typist-0", wpm: 90, difficulty: "hard" },
      { userId: "typist-1", wpm: 20, difficulty: "easy" },
      // Other boards and durations, and results that do not rank, count for nothing.
      { userId: "typist-2", wpm: 150, board: "words:en" },
      { userId: "typist-3", wpm: 150, duration: 30, mode: "30-seconds" },
      { userId: "typist-4", wpm: 150, mode: "300 Characters" },
      { userId: "typist-5", wpm: 150, verification: "flagged" },
      { userId: "words-only", wpm: 10, board: "words:en" },
      { userId: "half-minute", wpm: 10, duration: 30, mode: "30-seconds" },
      { userId: "held", wpm: 10, verification: "pending" },
    ]);
    // Ranked, but their e-mail address is not verified: not one of the site's typists yet.
    await seed([{ userId: "unverified", wpm: 10 }], { emailVerified: false });

    const bests = counted.map(({ wpm }) => wpm);
    bests[0] = 90;
    for (const wpm of [10, 31, 40, 45.5, 54, 55, 89.9, 90, 120]) {
      const answer = await ask(String(wpm));
      expect(answer.body, `at ${wpm}`).toEqual({
        best: null,
        percent: typistPercentile(wpm, bests),
        typists: bests.length,
      });
    }
  });

  it("does not count a typist whose best is the speed asked as slower, decimals included", async () => {
    // 72.2 is stored as the nearest `real`, a little under 72.2 as a double.
    await seed(Array.from({ length: 30 }, (_, i) => ({ userId: `t-${i}`, wpm: 72.2 })));
    expect((await ask("72.2")).body).toEqual({ best: null, percent: 0, typists: 30 });
    expect((await ask("72.21")).body).toEqual({ best: null, percent: 100, typists: 30 });
  });

  it("leaves a signed-in asker out of the typists compared, and needs no session", async () => {
    const asker = await createVerifiedUser(t.app);
    await seed([...minuteTypists(MIN_TYPISTS), { userId: asker.id, wpm: 20 }]);
    const signedOut = await ask("45");
    expect(signedOut.status).toBe(200);
    // 21 typists at 20 and 31 … 50: the asker and 14 others are under 45.
    expect(signedOut.body).toEqual({ best: null, percent: 71, typists: MIN_TYPISTS + 1 });
    const signedIn = await ask("45", asker.cookie);
    // The speed asked is compared; the asker's own best is answered beside it.
    expect(signedIn.body).toEqual({ best: 20, percent: 70, typists: MIN_TYPISTS });
    // A cookie that is no session is a visitor's.
    expect((await ask("45", "session_token=forged")).body).toEqual(signedOut.body);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedOut.headers["cache-control"]).toBe("no-store");
  });

  it("compares a signed-in asker's own best when no speed is asked, and answers it", async () => {
    const asker = await createVerifiedUser(t.app);
    await seed([
      ...minuteTypists(MIN_TYPISTS),
      // Their best ranked minute on English passages over the difficulties is 45.5 …
      { userId: asker.id, wpm: 40 },
      { userId: asker.id, wpm: 45.5, difficulty: "hard" },
      // … not a faster minute of another board, a shorter test, or an unranked one.
      { userId: asker.id, wpm: 150, board: "words:en" },
      { userId: asker.id, wpm: 150, duration: 30, mode: "30-seconds" },
      { userId: asker.id, wpm: 150, mode: "300 Characters" },
      { userId: asker.id, wpm: 150, verification: "flagged" },
    ]);
    const answer = await t.app.inject({
      url: "/api/typists/percentile",
      headers: { cookie: asker.cookie },
    });
    expect(answer.statusCode).toBe(200);
    // 20 others at 31 … 50: 15 of them are under 45.5.
    expect(typistPercentileSchema.parse(answer.json())).toEqual({
      best: 45.5,
      percent: 75,
      typists: MIN_TYPISTS,
    });
  });

  it("has no percent for a signed-in asker without a ranked minute, but counts the typists", async () => {
    const asker = await createVerifiedUser(t.app);
    await seed([...minuteTypists(MIN_TYPISTS), { userId: asker.id, wpm: 90, board: "words:en" }]);
    const answer = await t.app.inject({
      url: "/api/typists/percentile",
      headers: { cookie: asker.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ best: null, percent: null, typists: MIN_TYPISTS });
  });

  it("asks a signed-out visitor for a speed, with a message that says so", async () => {
    for (const cookie of [undefined, "session_token=forged"]) {
      const response = await t.app.inject({
        url: "/api/typists/percentile",
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: "Bad Request",
        message: "Give a speed to compare (wpm), or sign in to compare your own best.",
      });
    }
  });

  it("answers 400 with the API's error body for a speed that is none, or out of range", async () => {
    await seed(minuteTypists(MIN_TYPISTS));
    const refused = [
      "/api/typists/percentile",
      ...[
        "",
        "-1",
        "400.01",
        "401",
        "1e2",
        "abc",
        "NaN",
        "Infinity",
        "%2072",
        "72.",
        ".5",
        "0x10",
      ].map((wpm) => `/api/typists/percentile?wpm=${wpm}`),
      "/api/typists/percentile?wpm=50&wpm=60",
      "/api/typists/percentile?wpm=50&board=words",
      `/api/typists/percentile?wpm=${"9".repeat(400)}`,
    ];
    // Signed in, the speed may be left out, but a bad one is still refused.
    const asker = await createVerifiedUser(t.app);
    for (const url of refused) {
      for (const cookie of url === "/api/typists/percentile"
        ? [undefined]
        : [undefined, asker.cookie]) {
        const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({
          error: "Bad Request",
          message: expect.any(String),
        });
      }
    }
  });

  it("counts, and reads the asker's best, from the index of the compared rows alone", async () => {
    await seed(minuteTypists(MIN_TYPISTS));
    const plan = await t.app.database.db.transaction(async (tx) => {
      // A handful of rows would be read whole; the point is that the index can serve the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: SQL) => {
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      };
      return [
        await explain(percentileCounts(50, "someone")),
        await explain(ownBestQuery("someone")),
      ];
    });
    for (const query of plan) expect(query).toContain("leaderboard_best_percentile_idx");
  });

  it("is in the OpenAPI document, with its speed as a query parameter", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const operation = document.paths["/api/typists/percentile"].get;
    expect(operation.summary).toEqual(expect.any(String));
    expect(operation.parameters).toMatchObject([{ in: "query", name: "wpm", required: false }]);
  });
});
