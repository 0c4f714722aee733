import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { challengeOutcomeSchema, issuedChallengeSchema } from "../../core/api/challenges.ts";
import { unpackFrames } from "../../core/typing/challenge-frames.ts";
import { savedResultSchema, type SavedResult } from "../../core/api/results.ts";
import { loadConfig } from "../config.ts";
import { leaderboardBest, speedChallenges, testResults, users } from "../db/schema.ts";
import { createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";
import { humanKeys } from "../../../tests/support/typist-models.ts";
import { recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: clock.now });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

function request(method: "GET" | "POST", url: string, user?: TestUser, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** Saves a one-minute test (medium unless said) typed right for the whole minute at exactly `wpm`. */
async function saveOneMinute(
  user: TestUser,
  wpm: number,
  difficulty: Difficulty = "medium",
): Promise<SavedResult> {
  const typed = wpm * 5;
  let issued = await startTest(t.app, { mode: "1-minute", difficulty });
  let text = issued.passage.text;
  while (text.length < typed) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(60_000);
  const test = { mode: "1-minute", difficulty, seconds: 60 } as const;
  const submission = timedSubmission(issued.token, test, text, text.slice(0, typed));
  // Above the challenge threshold a physical keyboard's key presses are required.
  const keys = humanKeys(submission.timeline);
  const payload = { ...submission, timeline: recordedTimeline(submission.timeline, keys) };
  const response = await request("POST", "/api/results", user, payload);
  expect(response.statusCode, response.body).toBe(201);
  const saved = savedResultSchema.parse(response.json());
  expect(saved.wpm).toBe(wpm);
  return saved;
}

/** Whether the typist has a row on the leaderboard, wherever it places. */
async function onLeaderboard(user: TestUser): Promise<boolean> {
  const rows = await t.app.database.db
    .select({ resultId: leaderboardBest.resultId })
    .from(leaderboardBest)
    .where(eq(leaderboardBest.userId, user.id));
  return rows.length > 0;
}

async function verificationOf(resultId: number) {
  const [row] = await t.app.database.db
    .select({ verification: testResults.verification, review: testResults.reviewRequestedAt })
    .from(testResults)
    .where(eq(testResults.id, resultId));
  return row!;
}

async function issueChallenge(user: TestUser, resultId: number) {
  const response = await request("POST", "/api/challenges", user, { resultId });
  expect(response.statusCode, response.body).toBe(201);
  return { issued: issuedChallengeSchema.parse(response.json()), body: response.body };
}

/** The challenge's words as the server keeps them: the test's stand-in for reading the image. */
async function challengeText(id: string): Promise<string> {
  const [row] = await t.app.database.db
    .select({ text: speedChallenges.text })
    .from(speedChallenges)
    .where(eq(speedChallenges.id, id));
  return row!.text;
}

/** A person's copy of `typed`: its text and keystrokes, the first to the last `spanMs` apart. */
function copyOf(typed: string, spanMs: number, keys = true) {
  const edits = humanTimeline(typed, spanMs);
  return { typedText: typed, timeline: recordedTimeline(edits, keys ? humanKeys(edits) : []) };
}

/** How long copying `typed` takes at `wpm`, from the first keystroke to the last. */
const spanAt = (typed: string, wpm: number) => Math.round(((typed.length / 5) * 60_000) / wpm);

/** Opens the frames, takes 2 s to read and copies `typed` at `wpm`, then answers. */
async function answerAt(user: TestUser, id: string, typed: string, wpm: number, keys = true) {
  const frames = await request("GET", `/api/challenges/${id}/frames`, user);
  expect(frames.statusCode, frames.body).toBe(200);
  const span = spanAt(typed, wpm);
  clock.advance(span + 2000);
  return request("POST", `/api/challenges/${id}`, user, copyOf(typed, span, keys));
}

describe("the speed challenge's setting", () => {
  it("holds results above 120 WPM unless SPEED_CHALLENGE_WPM says otherwise", () => {
    expect(loadConfig({}).speedChallenge).toEqual({ thresholdWpm: 120, floorWpm: 80 });
    expect(
      loadConfig({ SPEED_CHALLENGE_WPM: "140", SPEED_CHALLENGE_FLOOR_WPM: "90" }).speedChallenge,
    ).toEqual({ thresholdWpm: 140, floorWpm: 90 });
    expect(() => loadConfig({ SPEED_CHALLENGE_WPM: "fast" })).toThrow(/SPEED_CHALLENGE_WPM/);
  });
});

describe("the challenge routes", () => {
  it("are in the OpenAPI document", async () => {
    const doc = (await request("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/challenges",
        "/api/challenges/{id}/frames",
        "/api/challenges/{id}",
        "/api/results/{id}/review",
      ]),
    );
  });

  it("are for signed-in typists only", async () => {
    const response = await request("POST", "/api/challenges", undefined, { resultId: 1 });
    expect(response.statusCode).toBe(401);
  });
});

/** Puts `count` other typists' verified one-minute results at `wpm` on a board. */
async function fillBoard(count: number, wpm: number, difficulty: Difficulty) {
  const { db } = t.app.database;
  const ids = Array.from({ length: count }, (_, i) => `board-${difficulty}-${wpm}-${i}`);
  await db
    .insert(users)
    .values(
      ids.map((id) => ({ id, email: `${id}@example.com`, username: id, emailVerified: true })),
    );
  await db.insert(testResults).values(
    ids.map((userId) => ({
      userId,
      wpm,
      accuracy: 100,
      duration: 60,
      mode: "1-minute",
      rankable: true,
      difficulty,
      rawText: "passage",
      typedText: "typed",
      verification: "verified" as const,
      createdAt: new Date(clock.now() - DAY_MS),
    })),
  );
}

describe("holding fast results", () => {
  it("holds a clean 121 WPM result wherever it would place", async () => {
    const typist = await createVerifiedUser(t.app);
    await fillBoard(100, 200, "hard");
    expect((await saveOneMinute(typist, 121, "hard")).verification).toBe("pending");
  });

  it("ranks a result at the 80 WPM floor at once, first on an empty board", async () => {
    const typist = await createVerifiedUser(t.app);
    expect((await saveOneMinute(typist, 80, "easy")).verification).toBe("verified");
    expect(await onLeaderboard(typist)).toBe(true);
  });

  it("holds a 110 WPM result that would enter its board's top 100", async () => {
    const typist = await createVerifiedUser(t.app);
    const saved = await saveOneMinute(typist, 110, "easy");
    expect(saved.verification).toBe("pending");
    expect(saved.flags).toEqual([]);
    expect(await onLeaderboard(typist)).toBe(false);
  });

  it("ranks a result above the floor at once when a hundred typists are faster on its board", async () => {
    await fillBoard(100, 115, "easy");
    const typist = await createVerifiedUser(t.app);
    expect((await saveOneMinute(typist, 110, "easy")).verification).toBe("verified");
    expect(await onLeaderboard(typist)).toBe(true);
    // 116 WPM would pass the hundred, whose ties go to them as the earlier results.
    expect((await saveOneMinute(typist, 116, "easy")).verification).toBe("pending");
    const other = await createVerifiedUser(t.app);
    expect((await saveOneMinute(other, 115, "easy")).verification).toBe("verified");
  });

  it("saves a clean 130 WPM result pending, off the leaderboard", async () => {
    const typist = await createVerifiedUser(t.app);
    const saved = await saveOneMinute(typist, 130);
    expect(saved.verification).toBe("pending");
    expect(saved.flags).toEqual([]);
    expect(await onLeaderboard(typist)).toBe(false);
  });
});

describe("a passed challenge", () => {
  let alice: TestUser;
  let held: SavedResult;
  let id: string;

  beforeAll(async () => {
    alice = await createVerifiedUser(t.app);
    held = await saveOneMinute(alice, 130);
  });

  it("is issued as moving dots, with the words nowhere in the answer", async () => {
    const { issued, body } = await issueChallenge(alice, held.id);
    id = issued.id;
    // 75 % of 130 WPM, rounded up.
    expect(issued.requiredWpm).toBe(98);
    expect(issued.words).toBe(20);
    expect(issued.framesUrl).toBe(`/api/challenges/${id}/frames`);
    const text = await challengeText(id);
    expect(text.split(" ")).toHaveLength(20);
    // The time a perfect copy takes at 98 WPM, plus 2 s to read, in whole seconds.
    expect(issued.timeLimitSeconds).toBe(Math.ceil(((text.length / 5) * 60) / 98 + 2));
    // Exactly these fields and nothing more: the words reach the typist only through the frames.
    expect(JSON.parse(body)).toStrictEqual({
      id,
      framesUrl: issued.framesUrl,
      words: 20,
      timeLimitSeconds: issued.timeLimitSeconds,
      requiredWpm: 98,
    });

    const response = await request("GET", issued.framesUrl, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["cache-control"]).toBe("no-store");
    const frames = unpackFrames(response.rawPayload);
    // 600 px wide in 2 px dots, four lines of words or more, looping in a second or more.
    expect(frames.columns).toBe(300);
    expect(frames.rows).toBeGreaterThanOrEqual((4 * 68) / 2);
    expect(frames.frames.length).toBeGreaterThanOrEqual(frames.framesPerSecond);
    // Every frame is even noise: about half its dots lit, letters or not.
    for (const frame of frames.frames) {
      const lit = frame.reduce((sum, dot) => sum + dot, 0) / frame.length;
      expect(lit).toBeGreaterThan(0.47);
      expect(lit).toBeLessThan(0.53);
    }
    expect(response.rawPayload.includes(Buffer.from(text.split(" ")[0]!))).toBe(false);
    // The same frames on every load: no differently drawn copies to average.
    const again = await request("GET", issued.framesUrl, alice);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("refuses the frames and the answer to another typist", async () => {
    const mallory = await createVerifiedUser(t.app);
    expect((await request("GET", `/api/challenges/${id}/frames`, mallory)).statusCode).toBe(404);
    const answer = await request("POST", `/api/challenges/${id}`, mallory, copyOf("x", 0));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: "no-challenge" });
    const steal = await request("POST", "/api/challenges", mallory, { resultId: held.id });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().message).toBe("You have no result with this id.");
    expect((await request("GET", `/api/challenges/${id}/frames`)).statusCode).toBe(401);
  });

  it("ranks the held result and certifies 125 % of the challenge speed", async () => {
    const text = await challengeText(id);
    const response = await answerAt(alice, id, text, 110);
    expect(response.statusCode, response.body).toBe(200);
    expect(challengeOutcomeSchema.parse(response.json())).toEqual({
      passed: true,
      wpm: 110,
      accuracy: 100,
      requiredWpm: 98,
      certifiedWpm: 137,
    });
    expect((await verificationOf(held.id)).verification).toBe("verified");
    expect(await onLeaderboard(alice)).toBe(true);
  });

  it("is used up: a second answer and the frames are refused with 409", async () => {
    const again = await request("POST", `/api/challenges/${id}`, alice, copyOf("again", 500));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "challenge-used" });
    expect((await request("GET", `/api/challenges/${id}/frames`, alice)).statusCode).toBe(409);
  });

  it("ranks later results up to the certified speed at once, and holds faster ones", async () => {
    // 1.2 × 110 = 132 WPM is within 137; 1.3 × 110 = 143 WPM is not.
    expect((await saveOneMinute(alice, 132)).verification).toBe("verified");
    expect((await saveOneMinute(alice, 143)).verification).toBe("pending");
  });

  it("lasts 30 days", async () => {
    clock.advance(31 * DAY_MS);
    expect((await saveOneMinute(alice, 132)).verification).toBe("pending");
  });

  it("is not issued for a result that is not pending", async () => {
    const response = await request("POST", "/api/challenges", alice, { resultId: held.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "not-pending" });
  });
});

describe("a certificate", () => {
  it("is never more than 125 % of the held result's speed, however fast the copy", async () => {
    const dave = await createVerifiedUser(t.app);
    const held = await saveOneMinute(dave, 130);
    const { issued } = await issueChallenge(dave, held.id);
    const response = await answerAt(dave, issued.id, await challengeText(issued.id), 300);
    expect(response.statusCode, response.body).toBe(200);
    // 125 % of the copy's 300 WPM would be 375; of the held 130 WPM, 162.
    expect(response.json()).toMatchObject({ passed: true, wpm: 300, certifiedWpm: 162 });
    expect((await saveOneMinute(dave, 162)).verification).toBe("verified");
    expect((await saveOneMinute(dave, 163)).verification).toBe("pending");
  });
});

describe("a failed challenge", () => {
  let carol: TestUser;
  let held: SavedResult;
  beforeAll(async () => {
    carol = await createVerifiedUser(t.app);
    held = await saveOneMinute(carol, 130);
  });
  // Each test starts a challenge, and a typist has 3 a day.
  beforeEach(() => clock.advance(DAY_MS));

  async function expectStillHeld() {
    expect((await verificationOf(held.id)).verification).toBe("pending");
    expect(await onLeaderboard(carol)).toBe(false);
  }

  it("does not rank a copy typed under 75 % of the claimed speed", async () => {
    const { issued } = await issueChallenge(carol, held.id);
    const response = await answerAt(carol, issued.id, await challengeText(issued.id), 90);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ passed: false, wpm: 90, accuracy: 100, requiredWpm: 98 });
    await expectStillHeld();
  });

  it("does not rank a fast copy under 95 % accuracy", async () => {
    const { issued } = await issueChallenge(carol, held.id);
    const text = await challengeText(issued.id);
    // The first letters swapped for wrong ones until 6 % of the text is wrong.
    let wrong = Math.ceil(text.length * 0.06);
    const typed = [...text].map((c) => {
      if (c === " " || wrong === 0) return c;
      wrong -= 1;
      return c === "q" ? "z" : "q";
    });
    const response = await answerAt(carol, issued.id, typed.join(""), 120);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = challengeOutcomeSchema.parse(response.json());
    expect(outcome.passed).toBe(false);
    expect(outcome.accuracy).toBeLessThan(95);
    expect(outcome.accuracy).toBeGreaterThanOrEqual(90);
    await expectStillHeld();
  });

  it("does not rank a copy faster than 350 WPM", async () => {
    const { issued } = await issueChallenge(carol, held.id);
    const response = await answerAt(carol, issued.id, await challengeText(issued.id), 400);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ passed: false, wpm: 400, accuracy: 100 });
    await expectStillHeld();
  });

  it("refuses keystrokes the server did not see time for, as a bot answering at once sends, and uses it up", async () => {
    // Past the previous challenges' ten minutes, which allow five.
    clock.advance(10 * 60_000);
    const { issued } = await issueChallenge(carol, held.id);
    const text = await challengeText(issued.id);
    expect((await request("GET", issued.framesUrl, carol)).statusCode).toBe(200);
    // The copy claims 110 WPM, but arrives one second after the image.
    clock.advance(1000);
    const copy = copyOf(text, spanAt(text, 110));
    const answer = await request("POST", `/api/challenges/${issued.id}`, carol, copy);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toMatchObject({
      code: "replay-mismatch",
      message: expect.stringMatching(
        /^This copy's keystrokes do not match its text: edit \d+ happens after the test ended\.$/,
      ),
    });
    const again = await request("POST", `/api/challenges/${issued.id}`, carol, copy);
    expect(again.statusCode).toBe(409);
    await expectStillHeld();
  });

  it("does not rank a copy from a keyboard that sent no key presses, and says why", async () => {
    // Past the previous challenges' ten minutes, which allow five.
    clock.advance(10 * 60_000);
    const { issued } = await issueChallenge(carol, held.id);
    const text = await challengeText(issued.id);
    const response = await answerAt(carol, issued.id, text, 110, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      passed: false,
      wpm: 110,
      accuracy: 100,
      requiredWpm: 98,
      reason: "a fast result from a keyboard that sent no key presses",
    });
    await expectStillHeld();
  });

  it("refuses a perfect copy sent after the time limit and 5 s with 410, and uses it up", async () => {
    const { issued } = await issueChallenge(carol, held.id);
    const text = await challengeText(issued.id);
    expect((await request("GET", issued.framesUrl, carol)).statusCode).toBe(200);
    clock.advance(issued.timeLimitSeconds * 1000 + 5001);
    const copy = copyOf(text, spanAt(text, 110));
    const late = await request("POST", `/api/challenges/${issued.id}`, carol, copy);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "challenge-expired" });
    const again = await request("POST", `/api/challenges/${issued.id}`, carol, copy);
    expect(again.statusCode).toBe(409);
    await expectStillHeld();
  });

  it("refuses frames not opened within 5 minutes", async () => {
    const { issued } = await issueChallenge(carol, held.id);
    clock.advance(5 * 60_000 + 1);
    const frames = await request("GET", issued.framesUrl, carol);
    expect(frames.statusCode).toBe(410);
    expect(frames.json().message).toBe("This challenge's time ran out. Start a new one.");
  });

  it("issues at most 3 challenges a day", async () => {
    const dave = await createVerifiedUser(t.app);
    const pending = await saveOneMinute(dave, 125);
    for (let i = 0; i < 3; i++) await issueChallenge(dave, pending.id);
    const fourth = await request("POST", "/api/challenges", dave, { resultId: pending.id });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: "too-many-challenges",
      message:
        "You have had 3 speed challenges today. Please try again tomorrow, or ask for a review.",
    });
    clock.advance(DAY_MS - 60_000);
    expect(
      (await request("POST", "/api/challenges", dave, { resultId: pending.id })).statusCode,
    ).toBe(429);
    clock.advance(60_000);
    await issueChallenge(dave, pending.id);
  });
});

describe("asking for review instead", () => {
  it("marks a pending result for a moderator, once, and only the typist's own", async () => {
    const erin = await createVerifiedUser(t.app);
    const held = await saveOneMinute(erin, 130);
    const response = await request("POST", `/api/results/${held.id}/review`, erin);
    expect(response.statusCode, response.body).toBe(200);
    const requestedAt = new Date(clock.now()).toISOString();
    expect(response.json()).toEqual({ resultId: held.id, reviewRequestedAt: requestedAt });
    const stored = await verificationOf(held.id);
    expect(stored.verification).toBe("pending");
    expect(stored.review?.toISOString()).toBe(requestedAt);

    clock.advance(1000);
    const twice = await request("POST", `/api/results/${held.id}/review`, erin);
    expect(twice.json().reviewRequestedAt).toBe(requestedAt);

    const other = await createVerifiedUser(t.app);
    const foreign = await request("POST", `/api/results/${held.id}/review`, other);
    expect(foreign.statusCode).toBe(404);

    const ranked = await saveOneMinute(erin, 60);
    const notHeld = await request("POST", `/api/results/${ranked.id}/review`, erin);
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json()).toMatchObject({ code: "not-pending" });
  });

  it("answers a malformed id with 400", async () => {
    const frank = await createVerifiedUser(t.app);
    const response = await request("POST", "/api/results/abc/review", frank);
    expect(response.statusCode).toBe(400);
    const challenge = await request("GET", "/api/challenges/..%2F..%2Fetc/frames", frank);
    expect(challenge.statusCode).toBe(400);
  });
});
