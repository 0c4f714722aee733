import fs from "node:fs";

/** The leaderboard's functions and trigger, replaced wholesale each time (see the file). */
export const LEADERBOARD_TRIGGERS_SQL = fs.readFileSync(
  new URL("leaderboard-triggers.sql", import.meta.url),
  "utf8",
);

/**
 * Installs the leaderboard triggers in one transaction. `run` sends a string of several
 * statements, as PGlite's exec and node-postgres's query without parameters do.
 */
export async function installLeaderboardTriggers(
  run: (statements: string) => Promise<unknown>,
): Promise<void> {
  await run("begin");
  try {
    await run(LEADERBOARD_TRIGGERS_SQL);
    await run("commit");
  } catch (error) {
    await run("rollback");
    throw error;
  }
}
