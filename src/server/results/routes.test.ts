import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultListSchema, savedResultSchema } from "../../core/api/results.ts";
import { testResults } from "../db/schema.ts";
import { createUser, type TestUser } from "../test-support/accounts.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});
afterAll(() => t.close());

const PASSAGE = "The quick brown fox jumps over the lazy dog. ".repeat(10).trim();

function save(payload: object, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: cookie ? { cookie } : {},
  });
}

function timed(overrides: object = {}) {
  return {
    mode: "1-minute",
    difficulty: "medium",
    duration: 60,
    rawText: PASSAGE,
    typedText: PASSAGE.slice(0, 200),
    ...overrides,
  };
}

describe("POST /api/results", () => {
  it("refuses an anonymous visitor with 401", async () => {
    const response = await save(timed());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "Unauthorized" });
  });

  it("stores a timed result with the score the server computed", async () => {
    const typed = `${PASSAGE.slice(0, 100)}xx${PASSAGE.slice(102, 200)}`;
    const response = await save(timed({ typedText: typed }), alice.cookie);
    expect(response.statusCode).toBe(201);
    const saved = savedResultSchema.parse(response.json());
    // 198 correct characters in one minute: 198 / 5 = 39.6 → 40 WPM; 198 / 200 → 99 %.
    expect(saved).toMatchObject({
      wpm: 40,
      accuracy: 99,
      mistakes: 2,
      duration: 60,
      mode: "1-minute",
      difficulty: "medium",
      includePunctuation: false,
      includeNumbers: false,
      rawText: PASSAGE,
      typedText: typed,
    });
    const [row] = await t.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, saved.id));
    expect(row).toMatchObject({ userId: alice.id, wpm: 40, accuracy: 99 });
  });

  it("scores a length test by its elapsed time", async () => {
    const response = await save(
      {
        mode: "300 Characters",
        difficulty: "easy",
        duration: 30,
        elapsedMs: 30_000,
        rawText: PASSAGE.slice(0, 300),
        typedText: PASSAGE.slice(0, 300),
      },
      alice.cookie,
    );
    expect(response.statusCode).toBe(201);
    // 300 correct characters in half a minute: 300 / 5 / 0.5 = 120 WPM.
    expect(response.json()).toMatchObject({ wpm: 120, accuracy: 100, mistakes: 0 });
  });

  it.each([
    ["a score sent by the browser", timed({ wpm: 250 })],
    ["an accuracy sent by the browser", timed({ accuracy: 100 })],
    ["a duration that does not match the mode", timed({ duration: 30 })],
    ["an unknown mode", timed({ mode: "7-minute" })],
    ["an unknown difficulty", timed({ difficulty: "insane" })],
    ["typed text longer than the passage", timed({ typedText: `${PASSAGE}extra` })],
    ["an empty passage", timed({ rawText: "", typedText: "" })],
    ["an overlong passage", timed({ rawText: "a".repeat(20_001), typedText: "" })],
    ["elapsedMs on a timed test", timed({ elapsedMs: 60_000 })],
    ["a length test without elapsedMs", { ...timed(), mode: "300 Characters", duration: 30 }],
    [
      "a length test whose duration disagrees with elapsedMs",
      { ...timed(), mode: "300 Characters", duration: 90, elapsedMs: 30_000 },
    ],
    ["a missing field", { mode: "1-minute", difficulty: "easy", duration: 60, rawText: "abc" }],
  ])("answers %s with a JSON 400 and stores nothing", async (_case, payload) => {
    const before = await t.app.database.db.$count(testResults);
    const response = await save(payload, alice.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "Bad Request" });
    expect(await t.app.database.db.$count(testResults)).toBe(before);
  });
});

describe("GET /api/me/results", () => {
  it("lists only the signed-in user's results, newest first, up to the limit", async () => {
    for (let i = 0; i < 3; i++) {
      await save(timed({ typedText: PASSAGE.slice(0, 50 * (i + 1)) }), bob.cookie);
    }
    const response = await t.app.inject({
      url: "/api/me/results?limit=2",
      headers: { cookie: bob.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { results } = resultListSchema.parse(response.json());
    expect(results.map((r) => r.wpm)).toEqual([30, 20]);

    const all = resultListSchema.parse(
      (await t.app.inject({ url: "/api/me/results", headers: { cookie: alice.cookie } })).json(),
    );
    expect(all.results.length).toBe(2);
    expect(all.results.map((r) => r.mode)).toEqual(["300 Characters", "1-minute"]);
  });

  it("needs a session, and refuses a limit above 50", async () => {
    expect((await t.app.inject({ url: "/api/me/results" })).statusCode).toBe(401);
    const tooMany = await t.app.inject({
      url: "/api/me/results?limit=51",
      headers: { cookie: alice.cookie },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
