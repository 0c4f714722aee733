import { RESET_PAGE_PATH } from "../account/password-reset.ts";
import { withSite } from "./site.ts";

/**
 * Pages drawn in the browser from the API: not prerendered (a replay's address names a result)
 * and not in the sitemap, with a robots noindex. The server answers their addresses with the
 * single-page fallback; a shared result's with its own title and link preview in it too.
 */
export interface ClientPage {
  /** The route pattern, as the router and the server spell it. */
  pattern: string;
  title: string;
  description: string;
  /** The shell's heading, which is the page's h1. */
  heading: string;
}

/**
 * Marks the tags the server writes into a client page's head for link previews (a shared
 * result's title, description and picture), so the page can take them out when the browser
 * moves on to another page, whose own tags React then writes.
 */
export const SERVER_HEAD_MARK = "data-server-head";

/** The heading the shell shows above a page, and whether it is the page's h1. */
export interface ShellHeading {
  text: string;
  h1: boolean;
}

/** A browser-drawn page's route 'handle': its shell heading, as a loader hands a prerendered page's. */
export const clientPageHandle = (page: ClientPage) => ({
  heading: { text: page.heading, h1: true } satisfies ShellHeading,
});

export const REPLAY_PAGE: ClientPage = {
  pattern: "/replay/:resultId",
  heading: "Replay",
  title: withSite("Replay of a Ranked Typing Test"),
  description:
    "Watch a ranked typing test as it was typed, keystroke by keystroke, with live WPM and the speed graph.",
};

/** A saved result, open to anyone unless its typist keeps their results private. */
export const RESULT_PAGE: ClientPage = {
  pattern: "/results/:resultId",
  heading: "Test Result",
  title: withSite("Typing Test Result"),
  description:
    "A saved typing test result: its typist, speed, accuracy and test, the speed graph, and the same test to take.",
};

/** A typist's public profile (issue 36), open to anyone unless they keep it private. */
export const PROFILE_PAGE: ClientPage = {
  pattern: "/u/:username",
  heading: "Typist Profile",
  title: withSite("Typist Profile"),
  description:
    "A typist's public profile: personal bests, tests taken and time typed, activity, recent ranked results and races.",
};

export const ADMIN_PAGE: ClientPage = {
  pattern: "/admin",
  heading: "Moderation",
  title: withSite("Moderation"),
  description: "Review flagged, held and reported results, and the moderators' log.",
};

/** Opened from the link of a password reset mail; its token is in the address's fragment. */
export const RESET_PASSWORD_PAGE: ClientPage = {
  pattern: RESET_PAGE_PATH,
  heading: "Reset Your Password",
  title: withSite("Reset Your Password"),
  description: "Choose a new password for your account with the link we sent you by e-mail.",
};

/** A private race room, opened by the link its host shares (product 'Live races'). */
export const RACE_ROOM_PAGE: ClientPage = {
  pattern: "/race/:code",
  heading: "Typing Race",
  title: withSite("Typing Race Room"),
  description: "A private typing race: join the room, wait for the host to start, and race live.",
};

export const CLIENT_PAGES: readonly ClientPage[] = [
  RACE_ROOM_PAGE,
  REPLAY_PAGE,
  RESULT_PAGE,
  PROFILE_PAGE,
  ADMIN_PAGE,
  RESET_PASSWORD_PAGE,
];
