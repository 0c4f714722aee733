import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedResultSchema } from "../../core/api/results.ts";
import { recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { TimelineEdit } from "../../core/typing/timeline.ts";
import { testResults } from "../db/schema.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock, startTest, timedSubmission } from "../../../tests/support/typing.ts";
import { loadResultTimeline } from "./repository.ts";

const clock = new TestClock();
let t: TestApp;
let typist: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  typist = await createUser(t.app);
});
afterAll(() => t.close());

/** A row as the server stored it before timelines had versions, or before they were kept. */
async function storedRow(timeline: Uint8Array | null) {
  const [row] = await t.app.database.db
    .insert(testResults)
    .values({
      userId: typist.id,
      wpm: 40,
      accuracy: 100,
      duration: 60,
      mode: "1-minute",
      rankable: true,
      difficulty: "medium",
      rawText: "the cat",
      typedText: "the",
      verification: "verified",
      timeline,
    })
    .returning({ id: testResults.id });
  return row!.id;
}

describe("loadResultTimeline", () => {
  it("reads back a timeline saved through the API, key presses and flags included", async () => {
    const issued = await startTest(t.app, { mode: "1-minute", difficulty: "medium" });
    clock.advance(60_000);
    const typed = issued.passage.text.slice(0, 60);
    const submission = timedSubmission(
      issued.token,
      { mode: "1-minute", difficulty: "medium", seconds: 60 },
      issued.passage.text,
      typed,
    );
    // The last character composed by an input method; every key's down and up time.
    const edits = submission.timeline.map((edit, i, all): TimelineEdit =>
      i === all.length - 1 ? [edit[0], edit[1], edit[2], edit[3], 2] : edit,
    );
    const keys = edits.map(([ms, , , inserted], i): [number, number | null, string, string] => [
      ms,
      i === edits.length - 1 ? null : ms + 40,
      "KeyX",
      inserted,
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload: { ...submission, timeline: { version: 2, edits, keys } },
      headers: { cookie: typist.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = savedResultSchema.parse(response.json());
    expect(saved).toMatchObject({ verification: "verified", flags: [] });

    expect(await loadResultTimeline(t.app.database.db, saved.id)).toEqual({
      version: 2,
      edits,
      keys,
    });
  });

  it("reads a row stored as a bare array of edits as version 2 without keys", async () => {
    const legacy = [
      [0, 0, 0, "t"],
      [180, 1, 0, "h"],
      [330, 2, 0, "e", 1],
    ];
    const id = await storedRow(gzipSync(JSON.stringify(legacy)));
    expect(await loadResultTimeline(t.app.database.db, id)).toEqual(
      recordedTimeline([
        [0, 0, 0, "t"],
        [180, 1, 0, "h"],
        [330, 2, 0, "e", 1],
      ]),
    );
  });

  it("is null for a result saved before timelines were kept, and for no result", async () => {
    const id = await storedRow(null);
    expect(await loadResultTimeline(t.app.database.db, id)).toBeNull();
    expect(await loadResultTimeline(t.app.database.db, id + 1000)).toBeNull();
  });

  it("refuses a stored timeline it cannot read rather than call it empty", async () => {
    const id = await storedRow(gzipSync(JSON.stringify({ version: 9 })));
    await expect(loadResultTimeline(t.app.database.db, id)).rejects.toThrow(TypeError);
  });
});
