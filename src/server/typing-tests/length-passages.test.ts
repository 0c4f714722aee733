import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
} from "../../../tests/support/typing.ts";
import corpus from "../passages/corpus.json" with { type: "json" };

const clock = new TestClock();
let t: TestApp;
let typist: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  typist = await createUser(t.app);
});
afterAll(() => t.close());

/** Saves a 500-character medium test typed right over `text` in 100 s. */
function saveTyped(token: string, text: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    headers: { cookie: typist.cookie },
    payload: {
      token,
      mode: "500 Characters",
      difficulty: "medium",
      duration: 100,
      elapsedMs: 100_000,
      rawText: text,
      typedText: text,
      timeline: humanTimeline(text, 100_000),
    },
  });
}

describe("a character test's passages (docs/product.md 'Where TypeTempo goes beyond the specification')", () => {
  it("draws distinct passages, enough for 1.2× the target, and lists them all in order", async () => {
    const issued = await startTest(t.app, { mode: "2000 Characters", difficulty: "easy" });
    const ids = issued.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(issued.passage).toEqual(issued.passages[0]);
    const joined = issued.passages.map((passage) => passage.text).join(" ");
    expect(joined.length).toBeGreaterThanOrEqual(2400);
    // One passage fewer would not have been enough: nothing is drawn that the test cannot show.
    expect(joined.length - issued.passages.at(-1)!.text.length - 1).toBeLessThan(2400);

    const text = buildLengthPassage(
      issued.passages.map((passage) => passage.text),
      2000,
    );
    expect(text.length).toBeGreaterThanOrEqual(1800);
    expect(text.length).toBeLessThanOrEqual(2400);
    expect(joined.startsWith(text)).toBe(true);
    expect(joined.charAt(text.length)).toBe(" ");
  });

  it("repeats a passage only once its difficulty's pool is used up", async () => {
    const pool = corpus.hard.length;
    const served = new Set<number>();
    for (;;) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/tests",
        headers: { cookie: typist.cookie },
        payload: { mode: "2000 Characters", difficulty: "hard" },
      });
      const issued: IssuedTest = response.json();
      const ids = issued.passages.map((passage) => passage.id);
      if (issued.reset) {
        // The pool ran out during this draw: the rest of it came first, then distinct repeats.
        expect(served.size + new Set(ids.filter((id) => !served.has(id))).size).toBe(pool);
        expect(new Set(ids).size).toBe(ids.length);
        break;
      }
      for (const id of ids) expect(served.has(id)).toBe(false);
      for (const id of ids) served.add(id);
    }
    expect(served.size).toBeGreaterThan(pool / 2);
  });

  it("saves a verified result typed over the whole text built from them", async () => {
    const issued = await startTest(t.app, { mode: "500 Characters", difficulty: "medium" });
    const text = buildLengthPassage(
      issued.passages.map((passage) => passage.text),
      500,
    );
    clock.advance(120_000);
    const response = await saveTyped(issued.token, text);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ verification: "verified", rawText: text });
  });

  it("refuses a result over the old text, one passage repeated", async () => {
    const issued = await startTest(t.app, { mode: "500 Characters", difficulty: "medium" });
    const repeated = buildLengthPassage([issued.passage.text], 500);
    clock.advance(120_000);
    const response = await saveTyped(issued.token, repeated);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("gives a timed test one passage per call", async () => {
    const issued = await startTest(t.app, { mode: "1-minute", difficulty: "easy" });
    expect(issued.passages).toEqual([issued.passage]);
  });
});

describe("a custom length's passages (issue 34)", () => {
  it("draws a count's passages as a character test's, beyond the fixed lengths", async () => {
    const issued = await startTest(t.app, { mode: "custom 3000 characters", difficulty: "easy" });
    const ids = issued.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    const joined = issued.passages.map((passage) => passage.text).join(" ");
    expect(joined.length).toBeGreaterThanOrEqual(3600);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/tests/passages",
      payload: { token: issued.token },
    });
    expect(response.statusCode).toBe(400);
  });

  it("gives a duration one passage per call, and more as it runs", async () => {
    const issued = await startTest(t.app, { mode: "custom 45 seconds", difficulty: "easy" });
    expect(issued.passages).toEqual([issued.passage]);
    const next = await continueTest(t.app, issued.token);
    expect(next.passage.id).not.toBe(issued.passage.id);
  });

  it("answers 400 for a length out of bounds or not a custom length's name", async () => {
    for (const mode of [
      "custom 9 seconds",
      "custom 901 seconds",
      "custom 49 characters",
      "custom 045 seconds",
      "custom 45 words",
      "custom 1e3 characters",
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/tests",
        payload: { mode, difficulty: "easy" },
      });
      expect(response.statusCode, mode).toBe(400);
    }
  });

  it("is never saved as a test: its run is saved as practice is", async () => {
    const issued = await startTest(t.app, { mode: "custom 45 seconds", difficulty: "easy" });
    const text = issued.passage.text;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      headers: { cookie: typist.cookie },
      payload: {
        token: issued.token,
        mode: "custom 45 seconds",
        difficulty: "easy",
        duration: 45,
        rawText: text,
        typedText: text.slice(0, 100),
        timeline: humanTimeline(text.slice(0, 100), 40_000),
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
