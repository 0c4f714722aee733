/**
 * Friends (issue 36): a typist follows others to see them on the leaderboard's Following view
 * and their newest bests on their profile. product 'Constants and limits': at most this many.
 */
export const FOLLOW_LIMIT = 1000;

/** product 'The error catalogue', Friends. */
export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
  limit: `You already follow ${FOLLOW_LIMIT.toLocaleString("en-US")} typists, the most anyone can. Unfollow someone to follow another.`,
} as const;

/** '1 follower', '1,234 followers'. */
export function followerCount(followers: number): string {
  return followers === 1 ? "1 follower" : `${followers.toLocaleString("en-US")} followers`;
}
