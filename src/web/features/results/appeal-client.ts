import type { AppealResponse } from "../../../core/api/appeals.ts";
import { postAppeal } from "../../../core/api/endpoints/appeals.ts";
import { api } from "../../lib/api-client.ts";

/** Asks a moderator to review the typist's flagged result, with their note if any. */
export function requestReview(resultId: number, message: string): Promise<AppealResponse> {
  return api(postAppeal, { params: { id: resultId }, body: { message } });
}
