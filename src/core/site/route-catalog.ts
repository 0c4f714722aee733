import { BLOG_HEADING, normalizePath } from "./page-headings.ts";
import { NOT_FOUND_PATH } from "./not-found-page.ts";
import { PRODUCT_NAME, SITE_NAME, withSite } from "./site.ts";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestLabel,
  characterTestPath,
  timedTestLabel,
  timedTestPath,
} from "../typing/test-modes.ts";

export type PageKind = "home" | "timed-test" | "length-test" | "article" | "page";

/**
 * What the prerendered HTML of one route of product 'Screens and routes' says about it; the shell's
 * heading is in page-headings.ts. Route loaders read the catalog at build time, so the browser
 * never downloads the whole of it.
 */
export interface PageEntry {
  path: string;
  kind: PageKind;
  /** The browser title, also used as the social title. */
  title: string;
  description: string;
}

export interface ArticleEntry extends PageEntry {
  kind: "article";
  readingMinutes: number;
}

export const HOME_PAGE: PageEntry = {
  path: "/",
  kind: "home",
  title: `${SITE_NAME} - Free ${PRODUCT_NAME} | Check Your WPM and Accuracy`,
  description:
    "Take a free typing speed test: timed tests from 30 seconds to 10 minutes and character tests from 300 to 2000 characters, with live WPM, accuracy and a mistakes report.",
};

const TIMED_PAGES: PageEntry[] = TIMED_DURATIONS.map((seconds) => {
  const label = timedTestLabel(seconds);
  return {
    path: timedTestPath(seconds),
    kind: "timed-test",
    title: withSite(`${label} ${PRODUCT_NAME} - Measure Your Typing Speed`),
    description: `Type for ${seconds < 60 ? `${seconds} seconds` : seconds === 60 ? "one minute" : `${seconds / 60} minutes`} and see your words per minute, accuracy and every mistake. Free, no sign-up needed.`,
  };
});

const LENGTH_PAGES: PageEntry[] = CHARACTER_LENGTHS.map((length) => {
  const label = characterTestLabel(length);
  return {
    path: characterTestPath(length),
    kind: "length-test",
    title: withSite(`${label} ${PRODUCT_NAME} - Type a Fixed-Length Passage`),
    description: `Type a passage of about ${length} characters at your own pace and get your words per minute, accuracy and a list of your mistakes.`,
  };
});

export const ARTICLES: ArticleEntry[] = [
  {
    path: "/blog/test-strategies-for-digital-nomads-on-typetempo",
    kind: "article",
    readingMinutes: 8,
    title: withSite("Typing Test Strategies for Digital Nomads"),
    description:
      "How remote workers on the move can practise typing on laptops, in cafes and across time zones, and use timed tests to track real progress.",
  },
  {
    path: "/blog/typetempo-typing-practice-platform",
    kind: "article",
    readingMinutes: 6,
    title: withSite(`${SITE_NAME} as a Typing Practice Platform`),
    description: `How to turn ${SITE_NAME}'s timed and character tests, profile statistics and leaderboard into a steady daily typing practice.`,
  },
  {
    path: "/blog/hong-kong-startups-typing-test-case-study",
    kind: "article",
    readingMinutes: 7,
    title: withSite("Hong Kong Startups and the Typing Test: A Case Study"),
    description:
      "How small, fast-moving teams use typing tests in hiring and training, what they measure, and what the numbers do and do not tell them.",
  },
];

const OTHER_PAGES: PageEntry[] = [
  {
    path: "/practice",
    kind: "page",
    title: withSite("Typing Practice - Weak Keys and Custom Text"),
    description:
      "Practise the keys you are slowest at and most often get wrong with real English words, or type any text of your own. Unranked, and kept in your history when signed in.",
  },
  {
    path: "/race",
    kind: "page",
    title: withSite("Typing Race - Race Other Typists Live"),
    description:
      "Race up to four other typists on the same passage, live: a quick race with whoever is waiting, or a private room for friends, with every racer's speed and place.",
  },
  {
    path: "/leaderboard",
    kind: "page",
    title: withSite("Global Rankings - Typing Speed Leaderboard"),
    description:
      "Global Rankings - Typing Speed Leaderboard: the best timed typing test results by duration and difficulty.",
  },
  {
    path: "/profile",
    kind: "page",
    title: withSite("Your Profile"),
    description:
      "Your saved typing test results, average and best WPM, accuracy and progress over time.",
  },
  {
    path: "/settings",
    kind: "page",
    title: withSite("Settings - Themes, Caret and Font Size"),
    description:
      "Choose a theme, the typing font size, the caret style and how mistakes show, and whether live WPM and accuracy appear while you type.",
  },
  {
    path: "/blog",
    kind: "page",
    title: withSite(BLOG_HEADING),
    description:
      "Articles on typing technique, practice routines and typing tests at work, with tips you can try in your next test.",
  },
  {
    path: "/help",
    kind: "page",
    title: withSite("How to Type Faster - Typing Guide"),
    description:
      "A practical guide to touch typing: finger positions, posture and ergonomics, accuracy first, building speed and avoiding strain.",
  },
  {
    path: "/faq",
    kind: "page",
    title: withSite("Typing Speed FAQ"),
    description:
      "What is a normal typing speed, how WPM is calculated, what the difficulty levels mean and how fast you need to type for your job.",
  },
  {
    path: "/word-count-tool",
    kind: "page",
    title: withSite("Word Count Tool - Text Analyzer"),
    description:
      "Count characters, words, sentences, lines and pages, and estimate reading and typing time for any text.",
  },
  {
    path: "/about",
    kind: "page",
    title: withSite("About"),
    description: `Why ${SITE_NAME} exists, what it offers and who it is for.`,
  },
  {
    path: "/terms",
    kind: "page",
    title: withSite("Terms of Service"),
    description: `The terms that apply when you use ${SITE_NAME} and its typing tests.`,
  },
  {
    path: "/privacy",
    kind: "page",
    title: withSite("Privacy Policy"),
    description: `What ${SITE_NAME} stores about you, why, for how long, and the rights you have over it.`,
  },
  {
    path: "/contact",
    kind: "page",
    title: withSite("Contact"),
    description: `How to reach the ${SITE_NAME} team: e-mail, social links and a message form.`,
  },
];

/** Every route of product 'Screens and routes', in navigation order. */
export const PAGES: readonly PageEntry[] = [
  HOME_PAGE,
  ...TIMED_PAGES,
  ...LENGTH_PAGES,
  ...OTHER_PAGES,
  ...ARTICLES,
];

// The not-found page's entry lives on its own, so its page can set its tags without the catalog.
export { NOT_FOUND_PAGE, NOT_FOUND_PATH } from "./not-found-page.ts";

export const PRERENDERED_PATHS: readonly string[] = [
  ...PAGES.map((page) => page.path),
  NOT_FOUND_PATH,
];

const byPath = new Map(PAGES.map((page) => [page.path, page]));

export function findPage(pathname: string): PageEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

// Pages drawn in the browser live on their own, so their modules do not carry the catalog.
export {
  ADMIN_PAGE,
  CLIENT_PAGES,
  REPLAY_PAGE,
  RACE_ROOM_PAGE,
  RESULT_PAGE,
  RESET_PASSWORD_PAGE,
  type ClientPage,
} from "./client-pages.ts";
export { replayPath, resultPath } from "./result-paths.ts";
