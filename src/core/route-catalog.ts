import { PRODUCT_NAME, SITE_NAME } from "./site.ts";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestLabel,
  characterTestPath,
  timedTestLabel,
  timedTestPath,
} from "./test-modes.ts";

export type PageKind = "home" | "timed-test" | "length-test" | "article" | "page";

/** Everything the shell and the prerendered HTML need to know about one route of SPEC §2. */
export interface PageEntry {
  path: string;
  kind: PageKind;
  /** The visible page heading derived from the path (SPEC §2 Shell, DESIGN §1). */
  heading: string;
  /** The browser title, also used as the social title. */
  title: string;
  description: string;
}

export interface ArticleEntry extends PageEntry {
  kind: "article";
  readingMinutes: number;
}

const withSite = (title: string) => `${title} | ${SITE_NAME}`;

export const DEFAULT_HEADING = PRODUCT_NAME;
export const BLOG_HEADING = "Typing Tips & Articles";

export const HOME_PAGE: PageEntry = {
  path: "/",
  kind: "home",
  heading: DEFAULT_HEADING,
  title: `${SITE_NAME} - Free ${PRODUCT_NAME} | Check Your WPM and Accuracy`,
  description:
    "Take a free typing speed test: timed tests from 30 seconds to 10 minutes and character tests from 300 to 2000 characters, with live WPM, accuracy and a mistakes report.",
};

const TIMED_PAGES: PageEntry[] = TIMED_DURATIONS.map((seconds) => {
  const label = timedTestLabel(seconds);
  return {
    path: timedTestPath(seconds),
    kind: "timed-test",
    heading: `${label} ${PRODUCT_NAME}`,
    title: withSite(`${label} ${PRODUCT_NAME} - Measure Your Typing Speed`),
    description: `Type for ${seconds < 60 ? `${seconds} seconds` : seconds === 60 ? "one minute" : `${seconds / 60} minutes`} and see your words per minute, accuracy and every mistake. Free, no sign-up needed.`,
  };
});

const LENGTH_PAGES: PageEntry[] = CHARACTER_LENGTHS.map((length) => {
  const label = characterTestLabel(length);
  return {
    path: characterTestPath(length),
    kind: "length-test",
    heading: `${label} ${PRODUCT_NAME}`,
    title: withSite(`${label} ${PRODUCT_NAME} - Type a Fixed-Length Passage`),
    description: `Type a passage of about ${length} characters at your own pace and get your words per minute, accuracy and a list of your mistakes.`,
  };
});

export const ARTICLES: ArticleEntry[] = [
  {
    path: "/blog/test-strategies-for-digital-nomads-on-typetempo",
    kind: "article",
    readingMinutes: 8,
    heading: BLOG_HEADING,
    title: withSite("Typing Test Strategies for Digital Nomads"),
    description:
      "How remote workers on the move can practise typing on laptops, in cafes and across time zones, and use timed tests to track real progress.",
  },
  {
    path: "/blog/typetempo-typing-practice-platform",
    kind: "article",
    readingMinutes: 6,
    heading: BLOG_HEADING,
    title: withSite(`${SITE_NAME} as a Typing Practice Platform`),
    description: `How to turn ${SITE_NAME}'s timed and character tests, profile statistics and leaderboard into a steady daily typing practice.`,
  },
  {
    path: "/blog/hong-kong-startups-typing-test-case-study",
    kind: "article",
    readingMinutes: 7,
    heading: BLOG_HEADING,
    title: withSite("Hong Kong Startups and the Typing Test: A Case Study"),
    description:
      "How small, fast-moving teams use typing tests in hiring and training, what they measure, and what the numbers do and do not tell them.",
  },
];

const OTHER_PAGES: PageEntry[] = [
  {
    path: "/leaderboard",
    kind: "page",
    heading: "Leaderboard",
    title: withSite("Global Rankings - Typing Speed Leaderboard"),
    description:
      "Global Rankings - Typing Speed Leaderboard: the best timed typing test results by duration and difficulty.",
  },
  {
    path: "/profile",
    kind: "page",
    heading: DEFAULT_HEADING,
    title: withSite("Your Profile"),
    description:
      "Your saved typing test results, average and best WPM, accuracy and progress over time.",
  },
  {
    path: "/blog",
    kind: "page",
    heading: BLOG_HEADING,
    title: withSite(BLOG_HEADING),
    description:
      "Articles on typing technique, practice routines and typing tests at work, with tips you can try in your next test.",
  },
  {
    path: "/help",
    kind: "page",
    heading: `Help with ${PRODUCT_NAME}`,
    title: withSite("How to Type Faster - Typing Guide"),
    description:
      "A practical guide to touch typing: finger positions, posture and ergonomics, accuracy first, building speed and avoiding strain.",
  },
  {
    path: "/faq",
    kind: "page",
    heading: "Frequently Asked Questions",
    title: withSite("Typing Speed FAQ"),
    description:
      "What is a normal typing speed, how WPM is calculated, what the difficulty levels mean and how fast you need to type for your job.",
  },
  {
    path: "/word-count-tool",
    kind: "page",
    heading: "Word Count Tool",
    title: withSite("Word Count Tool - Text Analyzer"),
    description:
      "Count characters, words, sentences, lines and pages, and estimate reading and typing time for any text.",
  },
  {
    path: "/about",
    kind: "page",
    heading: DEFAULT_HEADING,
    title: withSite("About"),
    description: `Why ${SITE_NAME} exists, what it offers and who it is for.`,
  },
  {
    path: "/terms",
    kind: "page",
    heading: DEFAULT_HEADING,
    title: withSite("Terms of Service"),
    description: `The terms that apply when you use ${SITE_NAME} and its typing tests.`,
  },
  {
    path: "/privacy",
    kind: "page",
    heading: DEFAULT_HEADING,
    title: withSite("Privacy Policy"),
    description: `What ${SITE_NAME} stores about you, why, for how long, and the rights you have over it.`,
  },
  {
    path: "/contact",
    kind: "page",
    heading: DEFAULT_HEADING,
    title: withSite("Contact"),
    description: `How to reach the ${SITE_NAME} team: e-mail, social links and a message form.`,
  },
];

/** Every route of SPEC §2, in navigation order. */
export const PAGES: readonly PageEntry[] = [
  HOME_PAGE,
  ...TIMED_PAGES,
  ...LENGTH_PAGES,
  ...OTHER_PAGES,
  ...ARTICLES,
];

/** The path the not-found page is prerendered at; the server answers unknown paths with it and a 404. */
export const NOT_FOUND_PATH = "/404";

export const NOT_FOUND_PAGE: PageEntry = {
  path: NOT_FOUND_PATH,
  kind: "page",
  heading: DEFAULT_HEADING,
  title: withSite("Page Not Found"),
  description: `This page does not exist on ${SITE_NAME}. Take a typing test or browse the guide instead.`,
};

export const PRERENDERED_PATHS: readonly string[] = [
  ...PAGES.map((page) => page.path),
  NOT_FOUND_PATH,
];

const byPath = new Map(PAGES.map((page) => [page.path, page]));

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function findPage(pathname: string): PageEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

/** The shell heading for any path, with the blog's heading for articles and the default elsewhere. */
export function headingForPath(pathname: string): string {
  const page = findPage(pathname);
  if (page) return page.heading;
  return normalizePath(pathname).startsWith("/blog/") ? BLOG_HEADING : DEFAULT_HEADING;
}
