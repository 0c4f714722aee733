import type { SaveResultRequest, SavedResult } from "../../../core/api/results.ts";

export type { SaveResultRequest, SavedResult };

/**
 * Saves a finished test for the signed-in user. The server recomputes the score; what it
 * stored comes back. Failures are logged (SPEC §8) and rethrown, so the caller keeps the
 * result on screen and can say it was not saved.
 */
export async function saveResult(input: SaveResultRequest): Promise<SavedResult> {
  try {
    const response = await fetch("/api/results", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => null)) as
      (SavedResult & { message?: string }) | null;
    if (!response.ok || !body) {
      const message = body?.message ?? `The server answered ${response.status}`;
      console.error("Failed to save test result:", message);
      throw new Error(message);
    }
    return body;
  } catch (error) {
    console.error("Error saving test result", error);
    throw error;
  }
}
