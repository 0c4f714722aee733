import { postResult } from "../../core/api/endpoints/results.ts";
import type { SaveResultRequest, SaveResultResponse } from "../../core/api/results.ts";
import { ApiRequestError, api } from "./api-client.ts";

/**
 * Saves a finished test for the signed-in user. The server verifies and scores it; what it
 * stored comes back. Failures are logged (product 'The error catalogue') and rethrown, so the
 * caller keeps the result on screen and can say it was not saved.
 */
export async function saveResult(input: SaveResultRequest): Promise<SaveResultResponse> {
  try {
    // The answer is typed, not parsed: an empty success from anything in between is null.
    const saved: SaveResultResponse | null = await api(postResult, { body: input });
    if (!saved) throw new Error("The server answered without the saved result");
    return saved;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status > 0) {
      console.error("Failed to save test result:", error.message);
    }
    console.error("Error saving test result", error);
    throw error;
  }
}

/** The server's explanation of a refused save, worth showing; a 5xx's says only that it broke. */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : undefined;
}
