import type { ModerationLog, ReviewKind, ReviewList } from "../../../core/api/admin.ts";
import { getJson } from "../../lib/api-client.ts";

export function fetchReview(kind: ReviewKind, signal: AbortSignal): Promise<ReviewList> {
  return getJson<ReviewList>(`/api/admin/results?kind=${kind}`, signal);
}

export function fetchLog(signal: AbortSignal): Promise<ModerationLog> {
  return getJson<ModerationLog>("/api/admin/log", signal);
}
