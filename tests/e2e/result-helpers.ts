import { type APIRequestContext, expect } from "@playwright/test";
import type { SavedResult } from "../../src/core/api/results.ts";
import type { IssuedTest } from "../../src/core/api/typing-tests.ts";
import type { Difficulty } from "../../src/core/difficulty.ts";
import { type TimedDuration, timedModeName } from "../../src/core/test-modes.ts";
import { testText } from "../../src/core/test-text.ts";
import { issuedToken, timedSubmission } from "../../src/server/test-support/typing.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

async function issue(api: APIRequestContext, url: string, data: object): Promise<IssuedTest> {
  const response = await api.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Passages the server really serves for a test, appended until their text is long enough. */
async function servedPassages(
  api: APIRequestContext,
  mode: string,
  difficulty: Difficulty,
  length: number,
) {
  let issued = await issue(api, "/api/tests", { mode, difficulty });
  const passages = [issued.passage];
  while (
    testText(
      mode,
      passages.map((p) => p.text),
    ).length < length
  ) {
    issued = await issue(api, "/api/tests/passages", { token: issued.token });
    passages.push(issued.passage);
  }
  return passages;
}

/**
 * Saves a finished timed test for the request's signed-in user, typed at a human rhythm with
 * every character right, so the server scores it at exactly `wpm`. Its token says it was
 * issued the test's duration ago, as if the typist had just finished.
 */
export async function saveTimedResult(
  api: APIRequestContext,
  test: { seconds: TimedDuration; difficulty: Difficulty; wpm: number; seed?: number },
): Promise<SavedResult> {
  const mode = timedModeName(test.seconds);
  const typedLength = Math.round((test.wpm * 5 * test.seconds) / 60);
  const passages = await servedPassages(api, mode, test.difficulty, typedLength);
  const text = testText(
    mode,
    passages.map((p) => p.text),
  );
  const token = issuedToken(
    E2E_AUTH_SECRET,
    { mode, difficulty: test.difficulty, passageIds: passages.map((p) => p.id) },
    Date.now() - test.seconds * 1000 - 2000,
  );
  const response = await api.post("/api/results", {
    data: timedSubmission(
      token,
      { mode, difficulty: test.difficulty, seconds: test.seconds },
      text,
      text.slice(0, typedLength),
      test.seed,
    ),
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SavedResult;
  expect(saved.verification).toBe("verified");
  return saved;
}
