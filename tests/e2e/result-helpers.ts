import { type APIRequestContext, expect } from "@playwright/test";
import type { SaveResultResponse } from "../../src/core/api/results.ts";
import type { TimelineEdit } from "../../src/core/typing/timeline.ts";
import { type FinishedTimedTest, finishedTimedTest } from "../support/finished-test.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

/** POSTs JSON with the request's session, answering the status and the parsed body. */
const poster = (api: APIRequestContext) => async (url: string, data: object) => {
  const response = await api.post(url, { data });
  return { status: response.status(), body: await response.json() };
};

/**
 * Saves a finished timed test for the request's signed-in user, typed at a human rhythm with
 * every character right, so the server scores it at exactly `wpm`.
 */
export async function saveTimedResult(
  api: APIRequestContext,
  test: FinishedTimedTest,
): Promise<SaveResultResponse> {
  const response = await api.post("/api/results", {
    data: await finishedTimedTest(poster(api), E2E_AUTH_SECRET, test),
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SaveResultResponse;
  expect(saved.verification).toBe("verified");
  expect(saved.wpm).toBe(test.wpm);
  return saved;
}

/**
 * Saves, for the request's signed-in user, a half-minute test whose text after the first 50
 * characters was pasted in: flagged, so it waits in the moderators' list.
 */
export async function flaggedResult(api: APIRequestContext): Promise<SaveResultResponse> {
  const typed = await finishedTimedTest(poster(api), E2E_AUTH_SECRET, {
    seconds: 30,
    difficulty: "medium",
    wpm: 50,
  });
  const edits: TimelineEdit[] = [
    ...typed.timeline.edits.slice(0, 50),
    [20_000, 50, 0, typed.typedText.slice(50)],
  ];
  const response = await api.post("/api/results", {
    data: { ...typed, timeline: { ...typed.timeline, edits } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SaveResultResponse;
  expect(saved.verification).toBe("flagged");
  return saved;
}
