import fs from "node:fs";

/** The system Chromium that benchmarks and screenshots drive; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`), the same
 * Blink without the full browser's window and its own renderer for the tab strip, when it is
 * installed. The browser suite ran in a fifth less time on it. It is what Playwright itself runs
 * headless tests in.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");

/** Flags for a root-run, offline, GPU-less machine; without the networking ones it keeps calling home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
