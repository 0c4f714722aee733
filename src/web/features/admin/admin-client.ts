import type { ModerationLog, ReviewKind, ReviewList } from "../../../core/api/admin.ts";
import { getModerationLog, getReviewQueue } from "../../../core/api/endpoints/admin.ts";
import { api } from "../../lib/api-client.ts";

export function fetchReview(kind: ReviewKind, signal: AbortSignal): Promise<ReviewList> {
  return api(getReviewQueue, { query: { kind } }, signal);
}

export function fetchLog(signal: AbortSignal): Promise<ModerationLog> {
  return api(getModerationLog, {}, signal);
}
