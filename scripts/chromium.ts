/** The system Chromium that browser tests and benchmarks drive; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a root-run, offline, GPU-less machine; without the networking ones it keeps calling home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
