import { PRODUCT_NAME } from "./site.ts";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestLabel,
  characterTestPath,
  timedTestLabel,
  timedTestPath,
} from "../typing/test-modes.ts";

const DEFAULT_HEADING = PRODUCT_NAME;
export const BLOG_HEADING = "Typing Tips & Articles";

const testHeading = (label: string) => `${label} ${PRODUCT_NAME}`;

/**
 * The pages with a heading of their own (product 'Screens and routes'); the rest show the default.
 */
const OWN_HEADINGS = new Map<string, string>([
  ...TIMED_DURATIONS.map((seconds): [string, string] => [
    timedTestPath(seconds),
    testHeading(timedTestLabel(seconds)),
  ]),
  ...CHARACTER_LENGTHS.map((length): [string, string] => [
    characterTestPath(length),
    testHeading(characterTestLabel(length)),
  ]),
  ["/practice", "Typing Practice"],
  ["/race", "Typing Race"],
  ["/leaderboard", "Leaderboard"],
  ["/settings", "Settings"],
  ["/blog", BLOG_HEADING],
  ["/help", `Help with ${PRODUCT_NAME}`],
  ["/faq", "Frequently Asked Questions"],
  ["/word-count-tool", "Word Count Tool"],
  ["/admin", "Moderation"],
  ["/reset-password", "Reset Your Password"],
]);

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The shell heading for any path, with the blog's heading for articles and the default
 * elsewhere. It lives apart from the route catalog so the shell can show it without carrying
 * every page's title and description.
 */
export function headingForPath(pathname: string): string {
  const path = normalizePath(pathname);
  return ownHeading(path) ?? (path.startsWith("/blog/") ? BLOG_HEADING : DEFAULT_HEADING);
}

function ownHeading(path: string): string | undefined {
  if (path.startsWith("/replay/")) return "Replay";
  if (path.startsWith("/results/")) return "Your Result";
  if (path.startsWith("/race/")) return "Typing Race";
  return OWN_HEADINGS.get(path);
}

/**
 * Whether the shell's heading is the page's h1: on the home page and the pages named above.
 * The others open with a title of their own (an article's headline, 'About TypeTempo'), which
 * is their h1, and the shell shows its heading as plain text, so each page has one h1 that
 * names it.
 */
export function shellHeadingNamesPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === "/" || ownHeading(path) !== undefined;
}
