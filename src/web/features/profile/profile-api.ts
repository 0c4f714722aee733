import type { ProfileResponse, SessionUser } from "../../../core/api/account.ts";
import { deleteMe, getProfile, patchUsername } from "../../../core/api/endpoints/account.ts";
import { postChangeEmail, postChangePassword } from "../../../core/api/endpoints/auth.ts";
import { putResultsPrivacy } from "../../../core/api/endpoints/settings.ts";
import { putProfileFields } from "../../../core/api/endpoints/profiles.ts";
import type { ProfileFields } from "../../../core/api/public-profile.ts";
import { getInsight, getRecentResults } from "../../../core/api/endpoints/results.ts";
import type { Insight } from "../../../core/api/insight.ts";
import type { ResultList } from "../../../core/api/results.ts";
import { PROFILE_CHART_POINTS, PROFILE_RESULT_LIMIT } from "../../../core/account/profile-stats.ts";
import { api } from "../../lib/api-client.ts";

export function fetchProfile(): Promise<ProfileResponse> {
  return api(getProfile);
}

export function fetchRecentResults(): Promise<ResultList> {
  return api(getRecentResults, { query: { limit: PROFILE_RESULT_LIMIT } });
}

/** The newest results of one mode that count, as many as the progress chart draws. */
export function fetchModeProgress(mode: string, signal?: AbortSignal): Promise<ResultList> {
  return api(getRecentResults, { query: { limit: PROFILE_CHART_POINTS, mode } }, signal);
}

export function fetchInsight(signal?: AbortSignal): Promise<Insight> {
  return api(getInsight, {}, signal);
}

export function changeUsername(username: string): Promise<SessionUser> {
  return api(patchUsername, { body: { username } });
}

export async function deleteAccount(): Promise<void> {
  await api(deleteMe, { body: { confirm: true } });
}

/**
 * Asks to move the account to a new address: a link goes there, and the address changes only
 * when it is opened.
 */
export async function changeEmail(newEmail: string): Promise<void> {
  await api(postChangeEmail, { body: { newEmail } });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api(postChangePassword, {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** Keeps the typist's results to themselves, or opens their pages to anyone again. */
export async function setResultsPrivate(resultsPrivate: boolean): Promise<void> {
  await api(putResultsPrivacy, { body: { resultsPrivate } });
}

/** Saves the public profile's bio, keyboard and privacy; answers them as the server kept them. */
export function saveProfileFields(fields: ProfileFields): Promise<ProfileFields> {
  return api(putProfileFields, { body: fields });
}
