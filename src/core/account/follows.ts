import { boardLabel } from "../leaderboard/board-label.ts";
import { boardOfKey } from "../leaderboard/board-rules.ts";
import { boardKey, DEFAULT_BOARD } from "../leaderboard/boards.ts";
import { DIFFICULTY_LABELS, type Difficulty } from "../typing/difficulty.ts";
import { modeLabel } from "../typing/mode-label.ts";

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

/**
 * What a followed typist's best was typed as: '1 Minute · Medium', then its text unless it is
 * the default board's English passages: '30 Seconds · Hard · Common words · Français'.
 */
export function bestTestLabel(best: { board: string; mode: string; difficulty: Difficulty }) {
  const test = `${modeLabel(best.mode)} · ${DIFFICULTY_LABELS[best.difficulty]}`;
  const board = best.board === boardKey(DEFAULT_BOARD) ? null : boardOfKey(best.board);
  return board ? `${test} · ${boardLabel(board)}` : test;
}
