import type { ProfileResponse, SessionUser } from "../../../core/api/account.ts";
import type { ResultList } from "../../../core/api/results.ts";
import { PROFILE_RESULT_LIMIT } from "../../../core/account/profile-stats.ts";
import { apiRequest, getJson, postJson } from "../../lib/api-client.ts";

export function fetchProfile(): Promise<ProfileResponse> {
  return getJson<ProfileResponse>("/api/me/profile");
}

export function fetchRecentResults(): Promise<ResultList> {
  return getJson<ResultList>(`/api/me/results?limit=${PROFILE_RESULT_LIMIT}`);
}

export function changeUsername(username: string): Promise<SessionUser> {
  return apiRequest<SessionUser>("/api/me/username", { method: "PATCH", body: { username } });
}

export async function deleteAccount(): Promise<void> {
  await apiRequest("/api/me", { method: "DELETE", body: { confirm: true } });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return postJson("/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}

/** Sends the verification link to the signed-in user's own address again. */
export async function resendVerification(email: string): Promise<void> {
  await postJson("/api/auth/send-verification-email", { email });
}
