import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultDetailSchema } from "../../core/api/insight.ts";
import { savedResultSchema } from "../../core/api/results.ts";
import { keyStats } from "../../core/insight/key-stats.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000", RESULTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});
afterAll(() => t.close());

/** A test of `seconds` typed for its whole time: `typed(text)` is what the typist left. */
async function typedTest(
  typed: (text: string) => string,
  { mode = "1-minute", seconds = 60, difficulty = "medium" as const, seed = 1 } = {},
) {
  let issued = await startTest(t.app, { mode, difficulty });
  let text = issued.passage.text;
  while (text.length < 1000) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(seconds * 1000);
  return timedSubmission(issued.token, { mode, difficulty, seconds }, text, typed(text), seed);
}

async function save(payload: object, user: TestUser) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (url: string, user?: TestUser) =>
  t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

describe("GET /api/me/results/:id", () => {
  it("explains one of the typist's results in full", async () => {
    const payload = await typedTest(
      (text) => `${text.slice(0, 100)}${text[100] === "x" ? "y" : "x"}${text.slice(101, 200)}`,
    );
    const saved = savedResultSchema.parse(await save(payload, alice));
    const response = await get(`/api/me/results/${saved.id}`, alice);
    expect(response.statusCode, response.body).toBe(200);
    const detail = resultDetailSchema.parse(response.json());
    expect(detail.result).toEqual(saved);
    // 200 characters in a minute, the 101st wrong: 200 / 5 = 40 raw, 40 − 1 = 39 net;
    // 199 of 200 keystrokes right.
    expect(detail.figures).toEqual({
      rawWpm: 40,
      netWpm: 39,
      keystrokeAccuracy: 99.5,
      consistency: expect.any(Number),
      timeMs: 60_000,
      characters: { correct: 199, incorrect: 1, extra: 0, missed: 0, corrected: 0 },
    });
    expect(detail.mistakes).toHaveLength(1);
    const [mistake] = detail.mistakes;
    expect(mistake).toMatchObject({ position: 100, expected: payload.rawText[100] });
    expect(mistake!.start + mistake!.index).toBe(100);
    expect(payload.rawText.slice(mistake!.start)).toMatch(new RegExp(`^${mistake!.word}`));
    // A sample per second from 1 to 60; the last is the result's net speed.
    expect(detail.speed).toHaveLength(60);
    expect(detail.speed.at(-1)!.net).toBe(39);
    expect(detail.speed.reduce((sum, s) => sum + s.errors, 0)).toBe(1);
    expect(detail.keyStats).toEqual(keyStats(payload.rawText, payload.timeline));
    expect(detail.hasReplay).toBe(true);
  });

  it("answers another typist's result as it answers an unknown id: 404", async () => {
    const saved = savedResultSchema.parse(await save(await typedTest((s) => s.slice(0, 150)), bob));
    const others = await get(`/api/me/results/${saved.id}`, alice);
    const unknown = await get(`/api/me/results/${saved.id + 1000}`, alice);
    expect(others.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
  });

  it.each(["abc", "0", "1.5", "-3"])("refuses the malformed id %s with 400", async (id) => {
    const response = await get(`/api/me/results/${id}`, alice);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid params: id: /);
  });

  it("needs a session", async () => {
    expect((await get("/api/me/results/1")).statusCode).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it.each([["/api/me/results/{id}", "results"]])("describes %s", async (path, tag) => {
    const doc = (await get("/api/openapi.json")).json();
    expect(doc.paths[path].get.tags).toEqual([tag]);
    expect(Object.keys(doc.paths[path].get.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401"]),
    );
  });
});
