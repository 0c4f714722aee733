// Kept apart from the profile's head (public-profile.ts), which pages that only link to a
// profile, the leaderboard's among them, need not carry.

/** The address of a typist's public profile. */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** The address of a profile's link-preview picture, which its page's og:image names. */
export function profileCardPath(username: string): string {
  return `${profilePath(username)}/card.png`;
}
