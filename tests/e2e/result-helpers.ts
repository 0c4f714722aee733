import { type APIRequestContext, expect } from "@playwright/test";
import type { SaveResultResponse } from "../../src/core/api/results.ts";
import { type FinishedTimedTest, finishedTimedTest } from "../support/finished-test.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

/**
 * Saves a finished timed test for the request's signed-in user, typed at a human rhythm with
 * every character right, so the server scores it at exactly `wpm`.
 */
export async function saveTimedResult(
  api: APIRequestContext,
  test: FinishedTimedTest,
): Promise<SaveResultResponse> {
  const post = async (url: string, data: object) => {
    const response = await api.post(url, { data });
    return { status: response.status(), body: await response.json() };
  };
  const response = await api.post("/api/results", {
    data: await finishedTimedTest(post, E2E_AUTH_SECRET, test),
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SaveResultResponse;
  expect(saved.verification).toBe("verified");
  expect(saved.wpm).toBe(test.wpm);
  return saved;
}
