import { getPublicProfile } from "../../../core/api/endpoints/profiles.ts";
import type { PublicProfile } from "../../../core/api/public-profile.ts";
import { api } from "../../lib/api-client.ts";

export type { PublicProfile };

/** A typist's public profile, or their own view of a private one; a 404 when hidden or unknown. */
export function fetchPublicProfile(username: string, signal: AbortSignal): Promise<PublicProfile> {
  return api(getPublicProfile, { params: { username } }, signal);
}
