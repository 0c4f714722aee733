import type { ApiError } from "../../../core/api/error.ts";
import type { SaveResultRequest, SavedResult } from "../../../core/api/results.ts";

export type { SaveResultRequest, SavedResult };

/** A refused or failed save; `code` is the server's name for a refusal (see POST /api/results). */
export class SaveError extends Error {
  readonly code: string | undefined;
  /** The server's explanation, worth showing; absent when the request itself failed. */
  readonly reason: string | undefined;
  constructor(message: string, reason?: string, code?: string) {
    super(message);
    this.reason = reason;
    this.code = code;
  }
}

/**
 * Saves a finished test for the signed-in user. The server verifies and scores it; what it
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
      (SavedResult & Partial<ApiError>) | null;
    if (!response.ok || !body) {
      const message = body?.message ?? `The server answered ${response.status}`;
      console.error("Failed to save test result:", message);
      throw new SaveError(message, response.status < 500 ? body?.message : undefined, body?.code);
    }
    return body;
  } catch (error) {
    console.error("Error saving test result", error);
    throw error;
  }
}
