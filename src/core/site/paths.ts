/**
 * The paths of the pages other code links to by name. The route catalog declares each page at
 * one of these, and links use the name, so a page's address is written once. Small, because
 * every page's links ship it.
 */
export const PATHS = {
  home: "/",
  customLength: "/custom-length",
  practice: "/practice",
  race: "/race",
  leaderboard: "/leaderboard",
  profile: "/profile",
  settings: "/settings",
  blog: "/blog",
  help: "/help",
  faq: "/faq",
  wordCountTool: "/word-count-tool",
  lagTest: "/lag-test",
  about: "/about",
  terms: "/terms",
  privacy: "/privacy",
  contact: "/contact",
} as const;
