/**
 * `npm run test:e2e`: every browser test, in two runs of Playwright. The page specs (the
 * `pages` project: pages opened and read, nothing typed against the clock) run first, two at
 * a time, which on two cores takes about two thirds of the time of one at a time; then the
 * other projects one at a time, so that no scripted typist shares the machine with a second
 * browser (playwright.config.ts, `workers`). Both runs always run; the command fails if either
 * does. Arguments are passed to both runs, so a file named runs in whichever holds it.
 */
import { spawn } from "node:child_process";

const given = process.argv.slice(2);

/** Runs Playwright, with the run's failure artefacts and report kept apart from the other's. */
function playwright(args: string[], artefacts: string): Promise<number> {
  const output = ["--output", `test-results/${process.env.E2E_PORT ?? 4173}/${artefacts}`];
  const env = { ...process.env, PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${artefacts}` };
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["playwright", "test", "--pass-with-no-tests", ...output, ...args, ...given],
      { stdio: "inherit", env },
    );
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const pages = await playwright(["--project", "pages", "--workers", "2"], "pages");
// The leaderboard's spec has its own embedded database, and only the run without one has it.
const leaderboard = process.env.DATABASE_URL ? [] : ["--project", "leaderboard"];
const rest = await playwright(["--project", "chromium", ...leaderboard], "rest");
process.exit(pages || rest);
