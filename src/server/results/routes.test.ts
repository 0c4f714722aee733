import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import {
  historyPageSchema,
  resultListSchema,
  savedResultSchema,
  type SaveResultRequest,
} from "../../core/api/results.ts";
import type { StartTestRequest } from "../../core/api/typing-tests.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import { recordedTimeline, type TimelineEditV1 } from "../../core/typing/recorded-timeline.ts";
import type { StopOnError } from "../../core/typing/stop-on-error.ts";
import { TypingSession } from "../../core/typing/typing-session.ts";
import { testResults } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, TEST_REDIS_URL, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  issuedToken,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";
import { humanKeys } from "../../../tests/support/typist-models.ts";
import { readTicket, signTicket, ticketKey } from "../typing-tests/token.ts";
import { unpackTimeline } from "./timeline-archive.ts";

/** The secret the test app signs with, so that a test can sign a token of its own. */
const SECRET = "results-routes-test-secret-results-routes";

const clock = new TestClock();
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
/** A new user for each refusal test, so saves stay under the per-session rate limit. */
let refuser: TestUser;
const appOfThisFile = (env: NodeJS.ProcessEnv = {}) =>
  createTestApp(
    {
      BETTER_AUTH_SECRET: SECRET,
      AUTH_RATE_LIMIT_MAX: "1000",
      TESTS_RATE_LIMIT_MAX: "1000",
      ...env,
    },
    { now: clock.now },
  );
beforeAll(async () => {
  t = await appOfThisFile();
  alice = await createVerifiedUser(t.app);
  bob = await createVerifiedUser(t.app);
});
afterAll(() => t.close());

function save(payload: object, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: cookie ? { cookie } : {},
  });
}

const ONE_MINUTE_MEDIUM = { mode: "1-minute", difficulty: "medium" } satisfies StartTestRequest;
const ONE_MINUTE = { ...ONE_MINUTE_MEDIUM, seconds: 60 } as const;

/** A one-minute test issued now, with passages appended until its text is `length` long. */
async function oneMinuteTest(length = 0) {
  let issued = await startTest(t.app, ONE_MINUTE_MEDIUM);
  let text = issued.passage.text;
  while (text.length < length) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  return { token: issued.token, text };
}

/** A one-minute test typed for its whole minute: `typed` characters, all correct. */
async function typedOneMinute(typed: number, seed = 1) {
  const { token, text } = await oneMinuteTest(typed);
  clock.advance(60_000);
  return timedSubmission(token, ONE_MINUTE, text, text.slice(0, typed), seed);
}

/** The submission with the key presses a person's keyboard would have given, as version 2. */
function withKeys(payload: SaveResultRequest & { timeline: TimelineEditV1[] }): SaveResultRequest {
  return { ...payload, timeline: recordedTimeline(payload.timeline, humanKeys(payload.timeline)) };
}

async function expectRefused(
  payload: object,
  status: number,
  code: string,
  message: string | RegExp,
) {
  const before = await t.app.database.db.$count(testResults);
  const response = await save(payload, refuser.cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(response.json().message).toMatch(message);
  expect(await t.app.database.db.$count(testResults)).toBe(before);
}

/**
 * A one-minute test typed in the browser's session under `rule`: 120 characters with a wrong
 * key at 50 followed by two more keys, then Backspace until it is gone and the rest typed
 * right. Under letter the two keys after the wrong one are refused, as the browser refuses them,
 * and are in no edit.
 */
async function typedWithSlip(rule: StopOnError) {
  const { token, text } = await oneMinuteTest(120);
  const session = new TypingSession({ kind: "timed", seconds: 60 }, text);
  session.setStopOnError(rule);
  let ms = 0;
  const press = (value: string) => {
    session.input(value, ms);
    ms += 250;
  };
  for (const key of text.slice(0, 50)) press(session.typed + key);
  for (const key of [text[50] === "x" ? "y" : "x", text[51], text[52]]) press(session.typed + key);
  while (session.typed.length > 50) press(session.typed.slice(0, -1));
  for (const key of text.slice(50, 120)) press(session.typed + key);
  clock.advance(60_000);
  const result = session.result();
  return {
    token,
    mode: "1-minute",
    difficulty: "medium",
    duration: 60,
    rawText: text,
    typedText: result.typed,
    timeline: recordedTimeline([...result.edits]),
    stopOnError: rule,
  } satisfies SaveResultRequest;
}

async function ranked(duration: number) {
  const response = await t.app.inject({ url: `/api/leaderboard?duration=${duration}` });
  return leaderboardResponseSchema.parse(response.json()).rows.map((row) => row.username);
}

describe("POST /api/tests", () => {
  it("issues a passage with a signed token", async () => {
    const issued = await startTest(t.app, ONE_MINUTE_MEDIUM);
    expect(issued.passage.difficulty).toBe("medium");
    expect(issued.passage.text.length).toBeGreaterThan(50);
    expect(issued.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(issued.source).toBe("database");
  });

  it("does not repeat an excluded passage", async () => {
    const first = await startTest(t.app, ONE_MINUTE_MEDIUM);
    const next = await startTest(t.app, { ...ONE_MINUTE_MEDIUM, exclude: [first.passage.id] });
    expect(next.passage.id).not.toBe(first.passage.id);
  });

  it("appends another passage to a timed test, never one it already has", async () => {
    const first = await startTest(t.app, ONE_MINUTE_MEDIUM);
    const second = await continueTest(t.app, first.token);
    expect(second.passage.id).not.toBe(first.passage.id);
    expect(second.token).not.toBe(first.token);
  });

  it.each([
    ["an unknown mode", { url: "/api/tests", payload: { mode: "7-minute", difficulty: "easy" } }],
    ["a forged token", { url: "/api/tests/passages", payload: { token: "e30.c2lnbmF0dXJl" } }],
  ])("answers %s with a 400", async (_case, request) => {
    const response = await t.app.inject({ method: "POST", ...request });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("message");
  });

  it("keeps a character test to the passage it started with", async () => {
    const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/tests/passages",
      payload: { token: issued.token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A character test keeps the passage it started with.");
  });
});

describe("POST /api/results", () => {
  it("refuses an anonymous visitor with 401", async () => {
    const response = await save(await typedOneMinute(200));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "Unauthorized" });
  });

  it("stores a verified timed result with the score it computed and the timeline", async () => {
    const { token, text } = await oneMinuteTest(200);
    clock.advance(60_000);
    const typed = `${text.slice(0, 100)}${text[100] === "x" ? "y" : "x"}${text.slice(101, 200)}`;
    const payload = timedSubmission(token, ONE_MINUTE, text, typed);
    const response = await save(payload, alice.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const saved = savedResultSchema.parse(response.json());
    // 199 correct characters in one minute: 199 / 5 = 39.8 → 40 WPM; 199 / 200 → 100 %.
    expect(saved).toMatchObject({
      wpm: 40,
      accuracy: 100,
      mistakes: 1,
      duration: 60,
      mode: "1-minute",
      difficulty: "medium",
      rawText: text,
      typedText: typed,
      verification: "verified",
      flags: [],
    });
    const [row] = await t.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, saved.id));
    expect(row).toMatchObject({
      userId: alice.id,
      wpm: 40,
      mode: "1-minute",
      rankable: true,
      verification: "verified",
    });
    expect(row?.testId).toMatch(/^[\w-]{16,}$/);
    expect(unpackTimeline(row!.timeline!)).toEqual({
      version: 2,
      edits: payload.timeline,
      keys: [],
    });
  });

  it("stores the stop on error setting a run kept to, with the same score as without", async () => {
    const underLetter = await typedWithSlip("letter");
    // The two keys after the wrong one were refused: one Backspace took the wrong key back.
    expect(underLetter.timeline.edits).toHaveLength(120 + 2);
    const response = await save(underLetter, alice.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const saved = savedResultSchema.parse(response.json());
    expect(saved).toMatchObject({ stopOnError: "letter", wpm: 24, accuracy: 100, mistakes: 0 });
    const [row] = await t.app.database.db
      .select({ stopOnError: testResults.stopOnError })
      .from(testResults)
      .where(eq(testResults.id, saved.id));
    expect(row?.stopOnError).toBe("letter");

    const { stopOnError: _rule, ...unstated } = await typedWithSlip("off");
    const off = savedResultSchema.parse((await save(unstated, alice.cookie)).json());
    expect(off).toMatchObject({ stopOnError: "off", wpm: 24, accuracy: 100 });
  });

  it("scores what was typed, whatever the client claims the score is", async () => {
    const payload = await typedOneMinute(150);
    const forged = await save({ ...payload, wpm: 200, accuracy: 100 }, alice.cookie);
    expect(forged.statusCode).toBe(400);
    const honest = await save(payload, alice.cookie);
    expect(honest.json()).toMatchObject({ wpm: 30 });
  });

  it("scores a length test by its elapsed time, on the text built from its passage", async () => {
    const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
    const text = buildLengthPassage(
      issued.passages.map((p) => p.text),
      300,
    );
    clock.advance(40_000);
    const elapsedMs = 30_000;
    const edits = humanTimeline(text, elapsedMs);
    const response = await save(
      {
        token: issued.token,
        mode: "300 Characters",
        difficulty: "easy",
        duration: 30,
        elapsedMs,
        rawText: text,
        typedText: text,
        // Above 120 WPM: the key presses of a physical keyboard are required.
        timeline: recordedTimeline(edits, humanKeys(edits)),
      } satisfies SaveResultRequest,
      alice.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    // All characters correct in half a minute: length / 5 / 0.5 WPM.
    expect(response.json()).toMatchObject({
      wpm: Math.round(text.length / 5 / 0.5),
      accuracy: 100,
      verification: "verified",
    });
    // Verified, yet never ranked: length tests are not on the leaderboard.
    const [row] = await t.app.database.db
      .select({ mode: testResults.mode, rankable: testResults.rankable })
      .from(testResults)
      .where(eq(testResults.id, response.json().id));
    expect(row).toEqual({ mode: "300 Characters", rankable: false });
  });

  it("accepts text across appended passages, and a passage served but not yet shown", async () => {
    const first = await startTest(t.app, ONE_MINUTE_MEDIUM);
    const second = await continueTest(t.app, first.token);
    const third = await continueTest(t.app, second.token);
    const shown = `${first.passage.text} ${second.passage.text}`;
    clock.advance(60_000);
    const typed = shown.slice(0, first.passage.text.length + 20);
    const response = await save(timedSubmission(third.token, ONE_MINUTE, shown, typed), bob.cookie);
    expect(response.statusCode, response.body).toBe(201);
  });

  describe("refuses, storing nothing,", () => {
    beforeEach(async () => {
      refuser = await createVerifiedUser(t.app);
    });

    it("a token the server did not sign", async () => {
      const payload = await typedOneMinute(200);
      const [body] = payload.token.split(".");
      await expectRefused(
        { ...payload, token: `${body}.${"A".repeat(43)}` },
        400,
        "invalid-token",
        "This result's test was not issued by TypeTempo.",
      );
      const otherKey = issuedToken(
        "another-secret-another-secret-another",
        { mode: "1-minute", difficulty: "medium", passageIds: [1] },
        clock.now() - 60_000,
      );
      await expectRefused({ ...payload, token: otherKey }, 400, "invalid-token", /not issued/);
    });

    it("a stop on error setting its keystrokes did not keep to", async () => {
      // Typed on past the wrong key, as stop on error off allows, but said to be under letter.
      const underOff = await typedWithSlip("off");
      await expectRefused(
        { ...underOff, stopOnError: "letter" },
        422,
        "replay-mismatch",
        "This result's keystrokes do not match its text: edit 51 goes past a mistake, which stop on error (letter) holds.",
      );
      const unknown = await save(
        { ...(await typedWithSlip("word")), stopOnError: "sentence" },
        refuser.cookie,
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^Invalid body: stopOnError: Invalid option/);
    });

    it("a mode or difficulty other than the test's", async () => {
      await expectRefused(
        { ...(await typedOneMinute(200)), difficulty: "hard" },
        400,
        "test-mismatch",
        "This result's mode or difficulty is not its test's.",
      );
      await expectRefused(
        { ...(await typedOneMinute(200)), mode: "2-minute", duration: 120 },
        400,
        "test-mismatch",
        /not its test's/,
      );
    });

    it("text the server did not serve for the test", async () => {
      const other = await startTest(t.app, { ...ONE_MINUTE_MEDIUM, exclude: [] });
      const payload = await typedOneMinute(200);
      for (const rawText of [
        `${payload.rawText.slice(0, 250)} `,
        other.passage.text === payload.rawText ? "Another text entirely." : other.passage.text,
        "a".repeat(payload.rawText.length),
      ]) {
        const typedText = rawText.slice(0, 200);
        // A test of its own, whose passages are drawn at random: never the text being tried.
        let fresh = await typedOneMinute(200);
        while (fresh.rawText.includes(rawText.trim())) fresh = await typedOneMinute(200);
        const { token } = fresh;
        await expectRefused(
          { ...payload, token, rawText, typedText, timeline: humanTimeline(typedText, 59_000) },
          422,
          "foreign-text",
          "This result's passage is not the text TypeTempo served for it.",
        );
      }
    });

    it("a token naming a passage that does not exist, even signed", async () => {
      const payload = await typedOneMinute(200);
      const key = ticketKey(SECRET);
      const ticket = readTicket(key, payload.token)!;
      const token = signTicket(key, { ...ticket, passageIds: [...ticket.passageIds, 2 ** 31 - 1] });
      // The text served and the joining space of one more passage, which no text may stand for.
      await expectRefused(
        { ...payload, token, rawText: `${payload.rawText} ` },
        422,
        "foreign-text",
        "This result's passage is not the text TypeTempo served for it.",
      );
    });

    it("a timed result arriving before its duration has passed, using its token up", async () => {
      const early = await oneMinuteTest();
      const onTime = await oneMinuteTest();
      const payload = (test: { token: string; text: string }) =>
        timedSubmission(test.token, ONE_MINUTE, test.text, test.text.slice(0, 100));
      // One second early is clock skew; a millisecond more is too early.
      clock.advance(58_999);
      await expectRefused(
        payload(early),
        422,
        "too-early",
        "This result arrived before its test could have ended.",
      );
      clock.advance(1);
      expect((await save(payload(onTime), refuser.cookie)).statusCode).toBe(201);
      await expectRefused(payload(early), 409, "reused-token", /used already/);
    });

    it("a length result claiming more time than has passed since it was issued", async () => {
      const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
      const text = buildLengthPassage(
        issued.passages.map((p) => p.text),
        300,
      );
      clock.advance(20_000);
      await expectRefused(
        {
          token: issued.token,
          mode: "300 Characters",
          difficulty: "easy",
          duration: 60,
          elapsedMs: 60_000,
          rawText: text,
          typedText: text,
          timeline: humanTimeline(text, 60_000),
        },
        422,
        "too-early",
        /arrived before/,
      );
    });

    it("keystrokes that do not rebuild the typed text", async () => {
      const payload = await typedOneMinute(200);
      await expectRefused(
        { ...payload, timeline: payload.timeline.slice(0, -1) },
        422,
        "replay-mismatch",
        "This result's keystrokes do not match its text: the keystrokes do not rebuild the typed text.",
      );
      const fresh = await typedOneMinute(200);
      const late: TimelineEditV1[] = fresh.timeline.map(([ms, ...rest]) => [ms + 1000, ...rest]);
      await expectRefused(
        { ...fresh, timeline: late },
        422,
        "replay-mismatch",
        /happens after the test ended/,
      );
    });

    it("a keystroke a millisecond after the test's end, and takes one at its end", async () => {
      type BareSave = SaveResultRequest & { timeline: TimelineEditV1[] };
      const lastAt = (payload: BareSave, ms: number): BareSave => {
        const timeline = payload.timeline.map((edit): TimelineEditV1 => [...edit]);
        timeline.at(-1)![0] = ms;
        return { ...payload, timeline };
      };
      const timed = await typedOneMinute(200);
      await expectRefused(lastAt(timed, 60_001), 422, "replay-mismatch", /after the test ended/);
      const again = await typedOneMinute(200);
      expect((await save(lastAt(again, 60_000), refuser.cookie)).statusCode).toBe(201);

      // A length test's own time is rounded, so it may end a millisecond before its last key.
      const issued = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
      const retry = await startTest(t.app, { mode: "300 Characters", difficulty: "easy" });
      const text = buildLengthPassage(
        issued.passages.map((p) => p.text),
        300,
      );
      clock.advance(40_000);
      const length: BareSave = {
        token: issued.token,
        mode: "300 Characters",
        difficulty: "easy",
        duration: 30,
        elapsedMs: 30_000,
        rawText: text,
        typedText: text,
        timeline: humanTimeline(text, 29_000),
      };
      await expectRefused(lastAt(length, 30_002), 422, "replay-mismatch", /after the test ended/);
      const rawText = buildLengthPassage(
        retry.passages.map((p) => p.text),
        300,
      );
      const retried: BareSave = {
        ...length,
        token: retry.token,
        rawText,
        typedText: rawText,
        timeline: humanTimeline(rawText, 29_000),
      };
      // Saved a minute after the refused one: no sooner than a 30-second test could be taken.
      clock.advance(60_000);
      expect((await save(lastAt(retried, 30_001), refuser.cookie)).statusCode).toBe(201);
    });

    it("a test saved again from other keystrokes, or by another account", async () => {
      const payload = await typedOneMinute(200);
      expect((await save(payload, refuser.cookie)).statusCode).toBe(201);
      const later = payload.timeline.map(([time, ...edit]) => [time + 1, ...edit]);
      await expectRefused(
        { ...payload, timeline: later },
        409,
        "reused-token",
        "This test was used already: start a new test to save another result.",
      );
      const byAnother = await save(payload, bob.cookie);
      expect(byAnother.statusCode).toBe(409);
    });

    it("over 320 WPM on a test of a minute or more", async () => {
      // 1,610 correct characters in a minute is 322 WPM.
      await expectRefused(
        await typedOneMinute(1610),
        422,
        "impossible-speed",
        "No one types faster than 320 WPM for a minute or more, so this result was not saved.",
      );
    });

    it.each([
      ["a client-sent score", { wpm: 250 }],
      ["a duration that does not match the mode", { duration: 30 }],
      ["an unknown difficulty", { difficulty: "insane" }],
      ["no token", { token: undefined }],
      ["no timeline", { timeline: undefined }],
      ["a malformed timeline edit", { timeline: [[0, 0, "a"]] }],
      [
        "a malformed key press",
        { timeline: { version: 2, edits: [[0, 0, 0, "a"]], keys: [[0, 10, "KeyA"]] } },
      ],
      ["an unknown timeline version", { timeline: { version: 3, edits: [[0, 0, 0, "a"]] } }],
      ["typed text longer than the passage", { typedText: "x".repeat(20_001) }],
      ["elapsedMs on a timed test", { elapsedMs: 60_000 }],
    ])("%s, with a JSON 400", async (_case, fields) => {
      const before = await t.app.database.db.$count(testResults);
      const response = await save({ ...(await typedOneMinute(100)), ...fields }, refuser.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "Bad Request" });
      expect(await t.app.database.db.$count(testResults)).toBe(before);
    });
  });

  describe("saves to the typist's history but keeps off the leaderboard", () => {
    let flagger: TestUser;
    beforeEach(async () => {
      flagger = await createVerifiedUser(t.app);
    });

    async function expectFlagged(payload: SaveResultRequest, flags: string[]) {
      const response = await save(payload, flagger.cookie);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ verification: "flagged", flags });
      const read = async (url: string) =>
        (await t.app.inject({ url, headers: { cookie: flagger.cookie } })).json();
      const history = historyPageSchema.parse(await read("/api/me/history"));
      expect(history.results).toHaveLength(1);
      // Nor does it count for the profile's averages and chart.
      expect(resultListSchema.parse(await read("/api/me/results")).results).toEqual([]);
      expect(await ranked(payload.duration)).not.toContain(flagger.username);
    }

    it("a result above 250 WPM", async () => {
      // 1,260 correct characters in a minute is 252 WPM.
      await expectFlagged(withKeys(await typedOneMinute(1260)), ["speed"]);
    });

    it("a result of exactly 320 WPM on a one-minute test", async () => {
      // 1,600 correct characters in a minute: fast enough to flag, not to refuse.
      await expectFlagged(withKeys(await typedOneMinute(1600)), ["speed"]);
    });

    it("a burst above 320 WPM on a test shorter than a minute", async () => {
      const issued = await startTest(t.app, { mode: "30-seconds", difficulty: "medium" });
      let { token, passage } = issued;
      let text = passage.text;
      while (text.length < 900) {
        ({ token, passage } = await continueTest(t.app, token));
        text = `${text} ${passage.text}`;
      }
      clock.advance(30_000);
      const payload = timedSubmission(
        token,
        { mode: "30-seconds", difficulty: "medium", seconds: 30 },
        text,
        text.slice(0, 900),
      );
      await expectFlagged(withKeys(payload), ["speed"]);
    });

    it("pasted text", async () => {
      const payload = await typedOneMinute(200);
      const pasted: TimelineEditV1[] = [
        ...payload.timeline.slice(0, 100),
        [50_000, 100, 0, payload.typedText.slice(100)],
      ];
      await expectFlagged({ ...payload, timeline: pasted }, ["pasted"]);
    });

    it("input a script sent", async () => {
      const payload = await typedOneMinute(200);
      const timeline = payload.timeline.map((edit, i): TimelineEditV1 =>
        i === 50 ? [edit[0], edit[1], edit[2], edit[3], 1] : edit,
      );
      await expectFlagged({ ...payload, timeline }, ["scripted"]);
    });

    it("keystrokes at machine-regular intervals", async () => {
      const payload = await typedOneMinute(200);
      const timeline = payload.timeline.map(([, at, removed, inserted], i): TimelineEditV1 => [
        i * 250,
        at,
        removed,
        inserted,
      ]);
      await expectFlagged({ ...payload, timeline }, ["uniform-rhythm"]);
    });

    it("keystrokes faster than a human's", async () => {
      const payload = await typedOneMinute(200);
      // Bursts of ten characters 1–20 ms apart, then a pause: varied, but never human.
      let ms = 0;
      const timeline = payload.timeline.map(([, at, removed, inserted], i): TimelineEditV1 => {
        ms += i % 10 === 0 ? 2000 : 1 + ((i * 7) % 20);
        return [ms, at, removed, inserted];
      });
      await expectFlagged({ ...payload, timeline }, ["inhuman-rhythm"]);
    });
  });

  it("limits saves per user to 12 a minute, counted in Redis, without limiting other typists", async () => {
    // An app of the test's own: the limit is set up as the app starts, and the trust code's
    // mutation run (stryker.trust.config.json) credits that set-up to the test that saw it
    // happen, and to no test when it happens before them all.
    const shared = t;
    t = await appOfThisFile({ REDIS_URL: TEST_REDIS_URL });
    try {
      const busy = await createVerifiedUser(t.app);
      const other = await createVerifiedUser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        statuses.push((await save(await typedOneMinute(100, i), busy.cookie)).statusCode);
      }
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
      expect(statuses[12]).toBe(429);
      const limited = await save(await typedOneMinute(100), busy.cookie);
      expect(limited.json()).toMatchObject({
        error: "Too Many Requests",
        message: expect.stringMatching(/^Too many results saved in a minute\. Please try again in/),
      });
      expect((await save(await typedOneMinute(100), other.cookie)).statusCode).toBe(201);
      // Reading one's results is not counted with saving them.
      const read = await t.app.inject({ url: "/api/me/results", headers: { cookie: busy.cookie } });
      expect(read.statusCode).toBe(200);
      expect(read.headers["x-ratelimit-limit"]).toBeUndefined();
      // Counted under the limit's own name, where every instance sharing the Redis reads it.
      const redis = new Redis(TEST_REDIS_URL);
      try {
        expect(await redis.keys(`typetempo:result-saves:*${busy.id}`)).toHaveLength(1);
      } finally {
        redis.disconnect();
      }
    } finally {
      await t.close();
      t = shared;
    }
  });

  it("ranks a verified result on the leaderboard", async () => {
    const typist = await createVerifiedUser(t.app);
    const response = await save(await typedOneMinute(300, 7), typist.cookie);
    expect(response.statusCode).toBe(201);
    expect(await ranked(60)).toContain(typist.username);
  });
});

describe("GET /api/me/results", () => {
  it("lists only the signed-in user's results, newest first, up to the limit", async () => {
    const carol = await createVerifiedUser(t.app);
    for (let i = 0; i < 3; i++) {
      await save(await typedOneMinute(50 * (i + 1), i), carol.cookie);
    }
    const response = await t.app.inject({
      url: "/api/me/results?limit=2",
      headers: { cookie: carol.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { results } = resultListSchema.parse(response.json());
    expect(results.map((r) => r.wpm)).toEqual([30, 20]);
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
