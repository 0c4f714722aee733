import type { ProfileResponse, SessionUser } from "../../../core/api/account.ts";
import type { ResultList } from "../../../core/api/results.ts";
import { PROFILE_RESULT_LIMIT } from "../../../core/account/profile-stats.ts";
import { postJson, request } from "../auth/auth-client.ts";

export function fetchProfile(): Promise<ProfileResponse> {
  return request<ProfileResponse>("/api/me/profile");
}

export function fetchRecentResults(): Promise<ResultList> {
  return request<ResultList>(`/api/me/results?limit=${PROFILE_RESULT_LIMIT}`);
}

export function changeUsername(username: string): Promise<SessionUser> {
  return postJson<SessionUser>("/api/me/username", { username }, "PATCH");
}

export async function deleteAccount(): Promise<void> {
  await postJson("/api/me", { confirm: true }, "DELETE");
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return postJson("/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}
