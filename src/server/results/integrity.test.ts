import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaderboardResponseSchema } from "../../core/api/leaderboard.ts";
import type { SaveResultRequest } from "../../core/api/results.ts";
import { recordedTimeline, type KeyEvent } from "../../core/typing/recorded-timeline.ts";
import type { TimelineEdit } from "../../core/typing/timeline.ts";
import { BANNED_MESSAGE } from "../admin/roles.ts";
import { spentTestTokens, testResults, users } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock, continueTest, startTest } from "../../../tests/support/typing.ts";
import {
  botTypist,
  burstTypist,
  composingTypist,
  physicalTypist,
  type TypedRun,
} from "../../../tests/support/typist-models.ts";

/**
 * The leaderboard's integrity rules (docs/trusted-results.md), each with its documented number,
 * on the real server: how text arrived, key presses above 120 WPM, accuracy, spacing of saves,
 * tokens bound to their typist and spent by any attempt, and the limits of POST /api/results.
 */

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000", RESULTS_RATE_LIMIT_MAX: "12" },
    { now: clock.now },
  );
});
afterAll(() => t.close());

function save(payload: object, cookie?: string, extraHeaders: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...extraHeaders },
  });
}

const MINUTE = { mode: "1-minute", difficulty: "medium" } as const;

/** A one-minute test issued now (to `cookie`'s user, if given), its text at least `length` long. */
async function oneMinuteTest(length: number, cookie?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tests",
    payload: MINUTE,
    headers: cookie ? { cookie } : {},
  });
  let issued = response.json();
  let text: string = issued.passage.text;
  while (text.length < length + 1) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  return { token: issued.token as string, text };
}

/** A one-minute test typed by `typist` at `wpm`, its minute passed on the server's clock. */
async function typedMinute(
  wpm: number,
  typist: (spec: { text: string; wpm: number; spanMs: number; seed: number }) => TypedRun,
  options: { cookie?: string; seed?: number } = {},
): Promise<SaveResultRequest> {
  const { token, text } = await oneMinuteTest(wpm * 5, options.cookie);
  clock.advance(60_000);
  const run = typist({ text, wpm, spanMs: 60_000, seed: options.seed ?? wpm });
  return {
    token,
    ...MINUTE,
    duration: 60,
    rawText: text,
    typedText: run.typed,
    timeline: run.timeline,
  };
}

async function savedAs(payload: object, user: TestUser) {
  const response = await save(payload, user.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { verification: string; flags: string[]; wpm: number };
}

async function ranked() {
  const response = await t.app.inject({ url: "/api/leaderboard?duration=60" });
  return leaderboardResponseSchema.parse(response.json()).rows.map((row) => row.username);
}

describe("how the text arrived", () => {
  it("ranks a new account's first honest result at ordinary speed at once", async () => {
    const newcomer = await createVerifiedUser(t.app);
    const saved = await savedAs(await typedMinute(60, physicalTypist), newcomer);
    expect(saved).toMatchObject({ wpm: 60, verification: "verified", flags: [] });
    expect(await ranked()).toContain(newcomer.username);
  });

  it("ranks a phone typist whose keyboard composes words and names no key", async () => {
    const phone = await createVerifiedUser(t.app);
    const saved = await savedAs(await typedMinute(45, composingTypist), phone);
    expect(saved).toMatchObject({ verification: "verified", flags: [] });
  });

  it("flags thirty 19-character inserts at one instant on a 30-second test", async () => {
    const bot = await createVerifiedUser(t.app);
    const issued = await startTest(t.app, { mode: "30-seconds", difficulty: "medium" });
    let { token } = issued;
    let text = issued.passage.text;
    while (text.length < 30 * 19) {
      const next = await continueTest(t.app, token);
      token = next.token;
      text = `${text} ${next.passage.text}`;
    }
    clock.advance(30_000);
    const edits = Array.from({ length: 30 }, (_, i): TimelineEdit => [
      0,
      i * 19,
      0,
      text.slice(i * 19, i * 19 + 19),
    ]);
    const saved = await savedAs(
      {
        token,
        mode: "30-seconds",
        difficulty: "medium",
        duration: 30,
        rawText: text,
        typedText: text.slice(0, 570),
        timeline: edits,
      },
      bot,
    );
    expect(saved.wpm).toBe(228);
    expect(saved.verification).toBe("flagged");
    expect(saved.flags).toEqual(expect.arrayContaining(["inhuman-rhythm", "bulk-inserts"]));
  });

  it("flags text inserted a few characters at a time at a person's rhythm", async () => {
    const saved = await savedAs(
      await typedMinute(70, burstTypist),
      await createVerifiedUser(t.app),
    );
    expect(saved).toMatchObject({ verification: "flagged", flags: ["bulk-inserts"] });
  });
});

describe("key presses above the challenge threshold of 120 WPM", () => {
  it("accepts a fast physical typist's key presses", async () => {
    const saved = await savedAs(
      await typedMinute(150, physicalTypist),
      await createVerifiedUser(t.app),
    );
    expect(saved).toMatchObject({ wpm: 150, flags: [] });
  });

  it("flags a fast key-by-key result without key presses, but not one at 120 WPM", async () => {
    const noKeys = (spec: Parameters<typeof physicalTypist>[0]) =>
      physicalTypist(spec, { keys: false });
    const fast = await savedAs(await typedMinute(121, noKeys), await createVerifiedUser(t.app));
    expect(fast).toMatchObject({ wpm: 121, flags: ["no-key-data"] });
    const atThreshold = await savedAs(
      await typedMinute(120, noKeys),
      await createVerifiedUser(t.app),
    );
    expect(atThreshold).toMatchObject({ wpm: 120, flags: [] });
  });

  it("flags keys that come up as they go down, as a scripted browser's do", async () => {
    const scripted = (spec: Parameters<typeof physicalTypist>[0]) =>
      botTypist(spec, "log-normal", "instant");
    const saved = await savedAs(await typedMinute(200, scripted), await createVerifiedUser(t.app));
    expect(saved).toMatchObject({ verification: "flagged", flags: ["key-timing"] });
  });
});

describe("eligibility", () => {
  it("keeps a result under 75 % accuracy off the leaderboard, and ranks one at 75 %", async () => {
    const typist = await createVerifiedUser(t.app);
    const { token, text } = await oneMinuteTest(200);
    clock.advance(60_000);
    // 74 of 100 characters right: 74 %; then 75 of 100.
    const wrong = (count: number) =>
      [...text.slice(0, 100)].map((c, i) => (i < count ? (c === "x" ? "y" : "x") : c)).join("");
    const typed = wrong(26);
    const edits = [...typed].map((c, i): TimelineEdit => [i * 500 + ((i * 37) % 200), i, 0, c]);
    const low = await savedAs(
      { token, ...MINUTE, duration: 60, rawText: text, typedText: typed, timeline: edits },
      typist,
    );
    expect(low).toMatchObject({ accuracy: 74, verification: "flagged", flags: ["low-accuracy"] });

    const next = await oneMinuteTest(200);
    clock.advance(60_000);
    const typed75 = [...next.text.slice(0, 100)]
      .map((c, i) => (i < 25 ? (c === "x" ? "y" : "x") : c))
      .join("");
    const edits75 = [...typed75].map((c, i): TimelineEdit => [i * 500 + ((i * 37) % 200), i, 0, c]);
    const ok = await savedAs(
      {
        token: next.token,
        ...MINUTE,
        duration: 60,
        rawText: next.text,
        typedText: typed75,
        timeline: edits75,
      },
      typist,
    );
    expect(ok).toMatchObject({ accuracy: 75, verification: "verified", flags: [] });
  });

  it("flags tests that could not have been typed one after another, with 1 s of margin", async () => {
    const typist = await createVerifiedUser(t.app);
    // Three one-minute tests issued at once: they can end a minute apart at the earliest.
    const tests = [];
    for (let i = 0; i < 3; i++) tests.push(await oneMinuteTest(300));
    clock.advance(60_000);
    const payload = ({ token, text }: { token: string; text: string }, seed: number) => {
      const run = physicalTypist({ text, wpm: 60, spanMs: 60_000, seed });
      return {
        token,
        ...MINUTE,
        duration: 60,
        rawText: text,
        typedText: run.typed,
        timeline: run.timeline,
      };
    };
    expect((await savedAs(payload(tests[0]!, 1), typist)).flags).toEqual([]);
    expect(await savedAs(payload(tests[1]!, 2), typist)).toMatchObject({
      verification: "flagged",
      flags: ["overlapping"],
    });
    // The third could have ended three minutes after they were issued: it may arrive 1 s sooner.
    clock.advance(119_000);
    expect((await savedAs(payload(tests[2]!, 3), typist)).flags).toEqual([]);
  });
});

describe("test tokens", () => {
  it("name the signed-in typist: another account cannot save the test, and spends nothing", async () => {
    const owner = await createVerifiedUser(t.app);
    const thief = await createVerifiedUser(t.app);
    const payload = await typedMinute(60, physicalTypist, { cookie: owner.cookie });
    const before = await t.app.database.db.$count(testResults);
    const stolen = await save(payload, thief.cookie);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({
      code: "other-user",
      message: "This test was started by another account.",
    });
    expect(await t.app.database.db.$count(testResults)).toBe(before);
    expect((await savedAs(payload, owner)).verification).toBe("verified");
  });

  it("are refused to a banned typist, who is told why, and nothing is stored or spent", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(60, physicalTypist, { cookie: typist.cookie });
    await t.app.database.db
      .update(users)
      .set({ bannedAt: new Date(clock.now()) })
      .where(eq(users.id, typist.id));
    const before = await t.app.database.db.$count(testResults);
    const refused = await save(payload, typist.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "banned", message: BANNED_MESSAGE });
    expect(await t.app.database.db.$count(testResults)).toBe(before);
    expect(
      await t.app.database.db.$count(spentTestTokens, eq(spentTestTokens.userId, typist.id)),
    ).toBe(0);
  });

  it("issued signed out are bound to the first account that saves them", async () => {
    const payload = await typedMinute(60, physicalTypist);
    expect((await savedAs(payload, await createVerifiedUser(t.app))).verification).toBe("verified");
    const second = await save(payload, (await createVerifiedUser(t.app)).cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "reused-token" });
  });

  it("are used up by a refused attempt, and a spent one is refused before its replay", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(60, physicalTypist);
    const broken = { ...payload, typedText: payload.typedText.slice(0, -1) };
    const refused = await save(broken, typist.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "replay-mismatch" });
    const retried = await save(payload, typist.cookie);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ code: "reused-token" });
  });

  it("last the test's duration plus 15 minutes", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(60, physicalTypist);
    // typedMinute let the test's minute pass: 15 minutes more is the last moment.
    clock.advance(15 * 60 * 1000);
    expect((await savedAs(payload, typist)).verification).toBe("verified");
  });
});

describe("POST /api/results limits", () => {
  it("refuses a signed-out save with 401 before reading its body", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/results",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(response.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/results",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(401);
  });

  it("counts saves per user: a decoy session cookie in front does not lift the 12 a minute", async () => {
    const busy = await createVerifiedUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const decoy = `decoy_session_token=${i}; ${busy.cookie}`;
      statuses.push((await save({}, decoy)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(12).fill(400), 429]);
    expect((await save({}, (await createVerifiedUser(t.app)).cookie)).statusCode).toBe(400);
  });

  it("refuses a timeline longer than 4 edits per passage character plus 200", async () => {
    const typist = await createVerifiedUser(t.app);
    const payload = await typedMinute(40, physicalTypist);
    const limit = payload.rawText.length * 4 + 200;
    const edits: TimelineEdit[] = [];
    for (let i = 0; edits.length < limit + 1; i++) {
      edits.push([i, 0, 0, "a"], [i, 0, 1, ""]);
    }
    const over = await save(
      { ...payload, timeline: recordedTimeline(edits.slice(0, limit + 1)) },
      typist.cookie,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/at most 4 edits per character of rawText plus 200/);
    const keys = Array.from({ length: limit * 2 + 1 }, (_, i): KeyEvent => [i, i, "KeyA", "a"]);
    const tooManyKeys = await save(
      { ...payload, timeline: recordedTimeline(edits.slice(0, 2), keys) },
      typist.cookie,
    );
    expect(tooManyKeys.statusCode).toBe(400);
    // Refused by the schema, before the token was looked at: it is still good.
    expect((await save(payload, typist.cookie)).statusCode).toBe(201);
  });
});
