import type {
  SaveResultRequest,
  SaveResultResponse,
  SavedResult,
} from "../../../core/api/results.ts";
import { ApiRequestError, postJson } from "../../lib/api-client.ts";

export type { SaveResultRequest, SaveResultResponse, SavedResult };

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
 * stored comes back. Failures are logged (product 'The error catalogue') and rethrown, so the
 * caller keeps the result on screen and can say it was not saved.
 */
export async function saveResult(input: SaveResultRequest): Promise<SaveResultResponse> {
  try {
    const saved = await postJson<SaveResultResponse | null>("/api/results", input).catch(refusal);
    if (!saved) throw new SaveError("The server answered without the saved result");
    return saved;
  } catch (error) {
    console.error("Error saving test result", error);
    throw error;
  }
}

/** The server's refusal as a SaveError, with its explanation when that is worth showing. */
function refusal(error: unknown): never {
  if (!(error instanceof ApiRequestError) || error.status === 0) throw error;
  console.error("Failed to save test result:", error.message);
  const reason = error.status < 500 ? error.serverMessage : undefined;
  throw new SaveError(error.message, reason, error.code);
}
