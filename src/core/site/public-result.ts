import type { VerificationStatus } from "../api/results.ts";
import type { Difficulty } from "../typing/difficulty.ts";
import { customLengthSearch } from "../typing/custom-length-input.ts";
import { difficultyLabel, modeLabel } from "../typing/mode-label.ts";
import {
  characterTestPath,
  isPractice,
  parseModeName,
  timedTestPath,
  wordTestPath,
} from "../typing/test-modes.ts";
import { type MetaTag, previewTags } from "./page-meta.ts";
import { PATHS } from "./paths.ts";
import { SITE_NAME, withSite } from "./site.ts";

/** What a result's public page and picture show of it (src/core/api/public-result.ts). */
export interface SharedResult {
  username: string | null;
  wpm: number;
  accuracy: number;
  mode: string;
  difficulty: Difficulty;
  verification: VerificationStatus;
}

/**
 * Whether anyone may open a result's page and picture: not when its typist keeps their results
 * private, nor a result a moderator removed, nor any of a banned typist's. The typist always may.
 */
export function isOpenToAll(
  verification: VerificationStatus,
  typist: { resultsPrivate: boolean; banned: boolean },
): boolean {
  return !typist.resultsPrivate && !typist.banned && verification !== "removed";
}

/** A typist without a name, as the leaderboard shows one (product 'Entities and their fields'). */
export const typistName = (username: string | null) => username || "Anonymous";

/** The test a result's page invites its visitors to take: where, at what difficulty, in words. */
export interface SameTest {
  path: string;
  /** The difficulty to set first; null where the page has none of its own to set. */
  difficulty: Difficulty | null;
  label: string;
}

/** The same test as a result's: its test page at its difficulty, or practice, or a race. */
export function sameTest(result: Pick<SharedResult, "mode" | "difficulty">): SameTest {
  const parsed = parseModeName(result.mode);
  const atDifficulty = (path: string) => ({
    path,
    difficulty: result.difficulty,
    label: `Take the ${modeLabel(result.mode)} test, ${result.difficulty}`,
  });
  switch (parsed?.kind) {
    case "timed":
      return atDifficulty(timedTestPath(parsed.seconds));
    case "length":
      return atDifficulty(characterTestPath(parsed.characters));
    case "words":
      return atDifficulty(wordTestPath(parsed.count));
    case "custom-length":
      return {
        path: `${PATHS.customLength}${customLengthSearch(parsed)}`,
        // Saved as practice is, with no difficulty of its own.
        difficulty: null,
        label: `Take the ${modeLabel(result.mode)} test`,
      };
    case "practice":
    case "custom":
    case "zen":
    case "repeat":
    case "lesson":
      return { path: PATHS.practice, difficulty: null, label: "Practise your typing" };
    case "race":
      return { path: PATHS.race, difficulty: null, label: "Race other typists" };
    case undefined:
      return { path: PATHS.home, difficulty: null, label: "Take a typing test" };
  }
}

/** How a result stands, in a word for its picture and in a sentence for its page. */
export interface Standing {
  label: string;
  sentence: string;
  /** Vouched for, doubted or held, or neither (practice, and results from before the checks). */
  tone: "verified" | "unranked" | "neutral";
}

/**
 * A result's standing, as honest to a stranger as to its typist: what the checks made of it
 * (docs/trusted-results.md), whether it ranks, and a held one's wait for its speed challenge.
 * The flags' reasons are the typist's to read (on their own page), not a stranger's.
 */
export function resultStanding(mode: string, verification: VerificationStatus): Standing {
  const parsed = parseModeName(mode);
  switch (verification) {
    case "verified":
      return {
        label: "Verified",
        sentence:
          parsed?.kind === "timed"
            ? "Verified by TypeTempo's checks, and ranked."
            : "Verified by TypeTempo's checks. Only timed tests are ranked.",
        tone: "verified",
      };
    case "pending":
      return {
        label: "Held for a speed check",
        sentence:
          "Held for a speed check: this fast result is not ranked until its typist passes a speed challenge.",
        tone: "unranked",
      };
    case "flagged":
      return {
        label: "Not ranked",
        sentence: "Not ranked: TypeTempo's checks kept this result off the leaderboard.",
        tone: "unranked",
      };
    case "removed":
      return {
        label: "Removed",
        sentence: "Taken off the leaderboard by a moderator: only you can see this result.",
        tone: "unranked",
      };
    case "unverified":
      return parsed && isPractice(parsed)
        ? { label: "Practice", sentence: "Practice, which is never ranked.", tone: "neutral" }
        : {
            label: "Not ranked",
            sentence: "Saved before results were checked, so not ranked.",
            tone: "neutral",
          };
  }
}

/** '1 Minute · Medium', 'Custom Text · Unranked': a result's mode and difficulty in words. */
export function modeAndDifficulty(result: Pick<SharedResult, "mode" | "difficulty">): string {
  return `${modeLabel(result.mode)} · ${difficultyLabel(result.mode, result.difficulty)}`;
}

/** The title of a result's page and link preview: 'ada typed 72 WPM | TypeTempo'. */
export function publicResultTitle(result: Pick<SharedResult, "username" | "wpm">): string {
  return withSite(`${typistName(result.username)} typed ${result.wpm} WPM`);
}

/** The description of a result's page and link preview: the score, the test and a challenge. */
export function publicResultDescription(result: SharedResult): string {
  return `${result.wpm} WPM at ${result.accuracy}% accuracy (${modeAndDifficulty(result)}). Can you beat it?`;
}

/** The words of a result's picture (server/results/result-card.ts), for those who cannot see it. */
export function publicResultImageAlt(result: SharedResult): string {
  return `${typistName(result.username)}: ${result.wpm} WPM at ${result.accuracy}% accuracy, ${modeAndDifficulty(result)}, on ${SITE_NAME}.`;
}

/**
 * A shared result's page, as the server writes it into the page's HTML for link previews, which
 * run no script: its score in the title, its own picture, and `noindex`, as a typist's result is
 * theirs to share, not a search engine's to list. `url` and `imageUrl` are absolute.
 */
export function publicResultMeta(
  result: SharedResult,
  { url, imageUrl }: { url: string; imageUrl: string },
): MetaTag[] {
  return [
    ...previewTags({
      title: publicResultTitle(result),
      description: publicResultDescription(result),
      type: "website",
      imageUrl,
      imageAlt: publicResultImageAlt(result),
    }),
    { property: "og:url", content: url },
    { name: "robots", content: "noindex" },
  ];
}
