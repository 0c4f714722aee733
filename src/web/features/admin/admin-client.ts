import type {
  ModerationAction,
  ModerationLog,
  ReviewKind,
  ReviewList,
} from "../../../core/api/admin.ts";
import { getJson, postJson } from "../../lib/api-client.ts";

export function fetchReview(kind: ReviewKind, signal: AbortSignal): Promise<ReviewList> {
  return getJson<ReviewList>(`/api/admin/results?kind=${kind}`, signal);
}

export function fetchLog(signal: AbortSignal): Promise<ModerationLog> {
  return getJson<ModerationLog>("/api/admin/log", signal);
}

/** Ranks or unranks a result, or bans its typist (`target` is then the user's id). */
export function moderate(action: ModerationAction, target: string | number, reason: string) {
  const url =
    action === "ban"
      ? `/api/admin/users/${encodeURIComponent(String(target))}/ban`
      : `/api/admin/results/${target}/${action}`;
  return postJson(url, { reason });
}
