import type { ProfileResponse, SessionUser } from "../../../core/api/account.ts";
import type { Insight } from "../../../core/api/insight.ts";
import type { HistoryPage, ResultList } from "../../../core/api/results.ts";
import { PROFILE_CHART_POINTS, PROFILE_RESULT_LIMIT } from "../../../core/account/profile-stats.ts";
import {
  ALL_HISTORY,
  type HistoryView,
  historyApiQuery,
} from "../../../core/account/history-view.ts";
import { apiRequest, getJson, postJson } from "../../lib/api-client.ts";

export function fetchProfile(): Promise<ProfileResponse> {
  return getJson<ProfileResponse>("/api/me/profile");
}

export function fetchRecentResults(): Promise<ResultList> {
  return getJson<ResultList>(`/api/me/results?limit=${PROFILE_RESULT_LIMIT}`);
}

export function fetchHistory(view: HistoryView, signal?: AbortSignal): Promise<HistoryPage> {
  return getJson<HistoryPage>(`/api/me/history${historyApiQuery(view)}`, signal);
}

/** The newest results of one mode, as many as the progress chart draws. */
export function fetchModeProgress(mode: string, signal?: AbortSignal): Promise<HistoryPage> {
  const view = { ...ALL_HISTORY, mode, page: 1 };
  return getJson<HistoryPage>(
    `/api/me/history${historyApiQuery(view, PROFILE_CHART_POINTS)}`,
    signal,
  );
}

export function fetchInsight(signal?: AbortSignal): Promise<Insight> {
  return getJson<Insight>("/api/me/insight", signal);
}

export function changeUsername(username: string): Promise<SessionUser> {
  return apiRequest<SessionUser>("/api/me/username", { method: "PATCH", body: { username } });
}

export async function deleteAccount(): Promise<void> {
  await apiRequest("/api/me", { method: "DELETE", body: { confirm: true } });
}

/**
 * Asks to move the account to a new address: a link goes there, and the address changes only
 * when it is opened.
 */
export async function changeEmail(newEmail: string): Promise<void> {
  await postJson("/api/auth/change-email", { newEmail });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return postJson("/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}
