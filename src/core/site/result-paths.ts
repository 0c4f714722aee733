// Apart from the client pages' titles and descriptions (client-pages.ts), which a page that
// only links to results and profiles need not carry; profiles' are here too, so that a page
// linking to both (the leaderboard) loads no module more for them.

/** The address of a result's replay. */
export function replayPath(resultId: number): string {
  return `/replay/${resultId}`;
}

/**
 * The address of the race against a result's replay (issue 36): its replay's page, racing it
 * instead of playing it, so that the router's manifest, on every page's first load, names no
 * route more.
 */
export function raceRunPath(resultId: number): string {
  return `${replayPath(resultId)}?race`;
}

/** The address of a saved result's page: public, unless its typist keeps their results private. */
export function resultPath(resultId: number): string {
  return `/results/${resultId}`;
}

/** The address of a saved result's link-preview picture, which its page's og:image names. */
export function resultCardPath(resultId: number): string {
  return `${resultPath(resultId)}/card.png`;
}

/** The address of a typist's public profile. */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** The address of a profile's link-preview picture, which its page's og:image names. */
export function profileCardPath(username: string): string {
  return `${profilePath(username)}/card.png`;
}
