import { NOT_FOUND_PATH } from "./not-found-page.ts";
import {
  ADMIN_PAGE,
  PROFILE_PAGE,
  RACE_ROOM_PAGE,
  REPLAY_PAGE,
  RESET_PASSWORD_PAGE,
  RESULT_PAGE,
} from "./client-pages.ts";
import type { FooterPlacement, NavPlacement } from "./navigation.ts";
import { PATHS } from "./paths.ts";
import { PRODUCT_NAME, SITE_NAME, withSite } from "./site.ts";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  WORD_COUNTS,
  characterTestLabel,
  characterTestPath,
  timedTestLabel,
  timedTestPath,
  wordTestLabel,
  wordTestPath,
} from "../typing/test-modes.ts";
import { durationWords } from "../typing/mode-label.ts";

export const BLOG_HEADING = "Typing Tips & Articles";

const testHeading = (label: string) => `${label} ${PRODUCT_NAME}`;

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export type PageKind = "home" | "timed-test" | "length-test" | "word-test" | "article" | "page";

/**
 * What the prerendered HTML of one route of product 'Screens and routes' says about it. Route
 * loaders read the catalog at build time, with the shell's heading, so the browser never
 * downloads the whole of it.
 */
export interface PageEntry {
  path: string;
  kind: PageKind;
  /** The browser title, also used as the social title. */
  title: string;
  description: string;
}

/** A prerendered page of the catalog, with the route that draws it and the shell's heading. */
export interface CatalogPage extends PageEntry {
  /** The shell's heading when the page has one of its own, which is then the page's h1. */
  heading?: string;
  /** The route module that draws it, relative to src/web (routes.ts builds the router from these). */
  module: string;
  /** The route's id, for a module that draws several routes; the router names the others by file. */
  id?: string;
  /** Where the side navigation links to the page; the root's build-time loader reads it. */
  nav?: NavPlacement;
  /** The footer's label and place, for a page the footer links to. */
  footer?: FooterPlacement;
}

/** An article as the blog's pages show it; its route's module and id are added in PAGES. */
export interface ArticleEntry extends PageEntry {
  kind: "article";
  readingMinutes: number;
}

export const HOME_PAGE: CatalogPage = {
  path: PATHS.home,
  kind: "home",
  module: "routes/home.tsx",
  title: `${SITE_NAME} - Free ${PRODUCT_NAME} | Check Your WPM and Accuracy`,
  description:
    "Take a free typing speed test: timed tests from 30 seconds to 10 minutes, character tests from 300 to 2000 characters and word tests from 10 to 100 words, with live WPM, accuracy and a mistakes report.",
};

const TIMED_PAGES: CatalogPage[] = TIMED_DURATIONS.map((seconds) => {
  const label = timedTestLabel(seconds);
  return {
    path: timedTestPath(seconds),
    kind: "timed-test",
    module: "routes/timed-test.tsx",
    heading: testHeading(label),
    id: `timed-${seconds}`,
    nav: { section: "Test Duration", list: "Timed tests", label: durationWords(seconds) },
    title: withSite(`${label} ${PRODUCT_NAME} - Measure Your Typing Speed`),
    description: `Type for ${seconds < 60 ? `${seconds} seconds` : seconds === 60 ? "one minute" : `${seconds / 60} minutes`} and see your words per minute, accuracy and every mistake. Free, no sign-up needed.`,
  };
});

const LENGTH_PAGES: CatalogPage[] = CHARACTER_LENGTHS.map((length) => {
  const label = characterTestLabel(length);
  return {
    path: characterTestPath(length),
    kind: "length-test",
    module: "routes/length-test.tsx",
    heading: testHeading(label),
    id: `length-${length}`,
    // Two columns of full labels do not fit the side navigation; its list says what they count.
    nav: { section: "Test Duration", list: "Character tests", label, short: `${length} chars` },
    title: withSite(`${label} ${PRODUCT_NAME} - Type a Fixed-Length Passage`),
    description: `Type a passage of about ${length} characters at your own pace and get your words per minute, accuracy and a list of your mistakes.`,
  };
});

const WORD_PAGES: CatalogPage[] = WORD_COUNTS.map((count) => {
  const label = wordTestLabel(count);
  return {
    path: wordTestPath(count),
    kind: "word-test",
    module: "routes/word-test.tsx",
    heading: testHeading(label),
    id: `words-${count}`,
    nav: { section: "Test Duration", list: "Word tests", label, short: `${count} words` },
    title: withSite(`${label} ${PRODUCT_NAME} - Type a Set Number of Words`),
    description: `Type ${count} words at your own pace, from common words, quotes or passages, and get your words per minute, accuracy and a list of your mistakes.`,
  };
});
/** A test of the typist's own duration or character count (issue 34), chosen on the page. */
const CUSTOM_LENGTH_PAGE: CatalogPage = {
  path: PATHS.customLength,
  kind: "page",
  module: "routes/custom-length.tsx",
  heading: testHeading("Custom Length"),
  nav: { section: "Test Duration", label: "Custom Length" },
  title: withSite(`Custom Length ${PRODUCT_NAME} - Any Duration or Character Count`),
  description:
    "Pick your own test length, from 10 seconds to 15 minutes or 50 to 10,000 characters, and type any text kind. Saved to your history, never ranked.",
};

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

const ARTICLE_PAGES: CatalogPage[] = ARTICLES.map((article, i) => ({
  ...article,
  module: "routes/blog-article.tsx",
  id: `article-${i}`,
}));

const OTHER_PAGES: CatalogPage[] = [
  {
    path: PATHS.practice,
    kind: "page",
    nav: { section: "Practice", label: "Weak Keys & Custom Text" },
    module: "routes/practice.tsx",
    heading: "Typing Practice",
    title: withSite("Typing Practice - Weak Keys and Custom Text"),
    description:
      "Practise the keys you are slowest at and most often get wrong with real English words, or type any text of your own. Unranked, and kept in your history when signed in.",
  },
  {
    path: PATHS.race,
    kind: "page",
    nav: { section: "Race", label: "Race Other Typists" },
    module: "routes/race.tsx",
    heading: "Typing Race",
    title: withSite("Typing Race - Race Other Typists Live"),
    description:
      "Race up to four other typists on the same passage, live: a quick race with whoever is waiting, or a private room for friends, with every racer's speed and place.",
  },
  {
    path: PATHS.leaderboard,
    kind: "page",
    nav: { section: "Leaderboard", label: "Global Rankings" },
    module: "routes/leaderboard.tsx",
    heading: "Leaderboard",
    title: withSite("Global Rankings - Typing Speed Leaderboard"),
    description:
      "Global Rankings - Typing Speed Leaderboard: the best timed typing test results by duration and difficulty.",
  },
  {
    path: PATHS.profile,
    kind: "page",
    module: "routes/profile.tsx",
    title: withSite("Your Profile"),
    description:
      "Your saved typing test results, average and best WPM, accuracy and progress over time.",
  },
  {
    path: PATHS.settings,
    kind: "page",
    nav: { section: "Settings", label: "Theme & Typing Settings" },
    module: "routes/settings.tsx",
    heading: "Settings",
    title: withSite("Settings - Themes, Caret and Font Size"),
    description:
      "Choose a theme, the typing font size, the caret style and how mistakes show, and whether live WPM and accuracy appear while you type.",
  },
  {
    path: PATHS.blog,
    kind: "page",
    nav: { section: "Resources", label: "Blog & Articles" },
    footer: { label: "Blog", position: 2 },
    module: "routes/blog-index.tsx",
    heading: BLOG_HEADING,
    title: withSite(BLOG_HEADING),
    description:
      "Articles on typing technique, practice routines and typing tests at work, with tips you can try in your next test.",
  },
  {
    path: PATHS.help,
    kind: "page",
    nav: { section: "Resources", label: "How to Type" },
    module: "routes/help.tsx",
    heading: `Help with ${PRODUCT_NAME}`,
    title: withSite("How to Type Faster - Typing Guide"),
    description:
      "A practical guide to touch typing: finger positions, posture and ergonomics, accuracy first, building speed and avoiding strain.",
  },
  {
    path: PATHS.faq,
    kind: "page",
    nav: { section: "Resources", label: "FAQ" },
    footer: { label: "FAQ", position: 5 },
    module: "routes/faq.tsx",
    heading: "Frequently Asked Questions",
    title: withSite("Typing Speed FAQ"),
    description:
      "What is a normal typing speed, how WPM is calculated, what the difficulty levels mean and how fast you need to type for your job.",
  },
  {
    path: PATHS.wordCountTool,
    kind: "page",
    nav: { section: "Resources", label: "Word Count Tool" },
    module: "routes/word-count-tool.tsx",
    heading: "Word Count Tool",
    title: withSite("Word Count Tool - Text Analyzer"),
    description:
      "Count characters, words, sentences, lines and pages, and estimate reading and typing time for any text.",
  },
  {
    path: PATHS.lagTest,
    kind: "page",
    module: "routes/lag-test.tsx",
    heading: "Keyboard Lag Test",
    title: withSite("Keyboard Lag Test - Key to Screen Delay"),
    description:
      "Measure the delay from your key to the screen in your browser, and see how much of it is your system's, your display's and TypeTempo's own.",
  },
  {
    path: PATHS.contact,
    kind: "page",
    nav: { section: "Help", label: "Contact Support" },
    footer: { label: "Contact", position: 6 },
    module: "routes/contact.tsx",
    title: withSite("Contact"),
    description: `How to reach the ${SITE_NAME} team: e-mail, social links and a message form.`,
  },
  {
    path: PATHS.about,
    kind: "page",
    nav: { section: "Help", label: "About TypeTempo" },
    footer: { label: "About", position: 1 },
    module: "routes/about.tsx",
    title: withSite("About"),
    description: `Why ${SITE_NAME} exists, what it offers and who it is for.`,
  },
  {
    path: PATHS.terms,
    kind: "page",
    footer: { label: "Terms", position: 3 },
    module: "routes/terms.tsx",
    title: withSite("Terms of Service"),
    description: `The terms that apply when you use ${SITE_NAME} and its typing tests.`,
  },
  {
    path: PATHS.privacy,
    kind: "page",
    footer: { label: "Privacy", position: 4 },
    module: "routes/privacy.tsx",
    title: withSite("Privacy Policy"),
    description: `What ${SITE_NAME} stores about you, why, for how long, and the rights you have over it.`,
  },
];

/** Every route of product 'Screens and routes', in navigation order. */
export const PAGES: readonly CatalogPage[] = [
  HOME_PAGE,
  ...TIMED_PAGES,
  ...LENGTH_PAGES,
  ...WORD_PAGES,
  CUSTOM_LENGTH_PAGE,
  ...OTHER_PAGES,
  ...ARTICLE_PAGES,
];

// The not-found page's entry lives on its own, so its page can set its tags without the catalog.
export { NOT_FOUND_PAGE, NOT_FOUND_PATH } from "./not-found-page.ts";

export const PRERENDERED_PATHS: readonly string[] = [
  ...PAGES.map((page) => page.path),
  NOT_FOUND_PATH,
];

const byPath = new Map(PAGES.map((page) => [page.path, page]));

export function findPage(pathname: string): CatalogPage | undefined {
  return byPath.get(normalizePath(pathname));
}

/**
 * The shell's heading of a page: its own, which is the page's h1; or, as plain text, the
 * blog's on an article and the product's elsewhere, because those pages open with a title of
 * their own (an article's headline, 'About TypeTempo') as their h1. The home page's h1 is the
 * product's name. Loaders hand it to the shell at build time, with the page's tags.
 */
export function shellHeading(page: CatalogPage): ShellHeading {
  if (page.heading) return { text: page.heading, h1: true };
  if (page.kind === "article") return { text: BLOG_HEADING, h1: false };
  return { text: PRODUCT_NAME, h1: page.kind === "home" };
}

/** One route of the router: the page's path or pattern, the module that draws it, its id. */
export interface RouteEntry {
  pattern: string;
  module: string;
  id?: string;
}

const PAGE_ROUTES: RouteEntry[] = [
  ...PAGES.map(({ path, module, id }) => ({ pattern: path, module, ...(id ? { id } : {}) })),
  // The modules of the pages drawn in the browser are named here, not in their entries, because
  // those entries ship to the browser with their pages.
  { pattern: RACE_ROOM_PAGE.pattern, module: "routes/race-room.tsx" },
  { pattern: REPLAY_PAGE.pattern, module: "routes/replay.tsx" },
  { pattern: RESULT_PAGE.pattern, module: "routes/result.tsx" },
  { pattern: PROFILE_PAGE.pattern, module: "routes/public-profile.tsx" },
  { pattern: ADMIN_PAGE.pattern, module: "routes/admin.tsx" },
  { pattern: RESET_PASSWORD_PAGE.pattern, module: "routes/reset-password.tsx" },
];

/** The page whose path the route's path continues ('/blog' for an article), if any. */
const parentOf = (entry: RouteEntry) =>
  PAGE_ROUTES.find(
    (other) =>
      other !== entry && other.pattern !== "/" && entry.pattern.startsWith(`${other.pattern}/`),
  );

/**
 * Every route, which src/web/routes.ts hands to the router: the prerendered pages and the pages
 * drawn in the browser, each followed by the routes under its path (an article after the blog, a
 * race room after the race), and last the not-found page for any other address. Routes that
 * share a module sit together in the router's manifest, which every page loads, and so gzip
 * smaller.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...PAGE_ROUTES.filter((entry) => !parentOf(entry)).flatMap((entry) => [
    entry,
    ...PAGE_ROUTES.filter((child) => parentOf(child) === entry),
  ]),
  { pattern: "*", module: "routes/not-found.tsx" },
];

// Pages drawn in the browser live on their own, so their modules do not carry the catalog.
export {
  ADMIN_PAGE,
  CLIENT_PAGES,
  PROFILE_PAGE,
  REPLAY_PAGE,
  RACE_ROOM_PAGE,
  RESULT_PAGE,
  RESET_PASSWORD_PAGE,
  type ClientPage,
  type ShellHeading,
} from "./client-pages.ts";
import type { ShellHeading } from "./client-pages.ts";
export { replayPath, resultPath } from "./result-paths.ts";
