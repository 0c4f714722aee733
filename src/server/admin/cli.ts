import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import type { AdminAction, AdminOutcome } from "./admin-action.ts";
import { askRunningServer, ChannelError } from "./channel-client.ts";
import { listModerators, setModerator } from "./moderators.ts";

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = "npm run admin -- grant <username> | revoke <username> | list";

class CommandError extends Error {}

function parse(args: string[]): AdminAction {
  const [command, username, ...rest] = args;
  if (rest.length === 0 && command === "list" && !username) return { kind: "list" };
  if (rest.length === 0 && (command === "grant" || command === "revoke") && username) {
    return { kind: "set", username, moderator: command === "grant" };
  }
  throw new CommandError(`usage: ${USAGE}`);
}

function report(action: AdminAction, outcome: AdminOutcome, out: CommandOutput): void {
  if (outcome.kind === "list") {
    const { moderators } = outcome;
    out.log(
      moderators.length === 0 ? "No user is a moderator." : `Moderators: ${moderators.join(", ")}`,
    );
  } else if (action.kind === "set") {
    if (outcome.username === null) throw new CommandError(`no user is called ${action.username}`);
    out.log(
      action.moderator
        ? `${outcome.username} is now a moderator.`
        : `${outcome.username} is no longer a moderator.`,
    );
  }
}

async function run(args: string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<void> {
  const action = parse(args);
  // The app's own database settings: DATABASE_URL, or the embedded database in DATA_DIR.
  const config = loadConfig(env).database;
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // A server has the embedded database open, and it alone may: it is asked to do it.
    if (error instanceof DataDirLockedError && config.kind === "pglite" && config.dataDir) {
      return report(action, await askRunningServer(config.dataDir, action), out);
    }
    throw error;
  }
  try {
    const db = database.db;
    const outcome: AdminOutcome =
      action.kind === "list"
        ? { kind: "list", moderators: await listModerators(db) }
        : { kind: "set", username: await setModerator(db, action.username, action.moderator) };
    report(action, outcome, out);
  } finally {
    await database.close();
  }
}

/**
 * `npm run admin`: grants or revokes the moderator role. Returns the exit code. With the embedded
 * database open in a running server, the server does it, through its local admin channel.
 */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = console,
): Promise<number> {
  try {
    await run(args, env, out);
    return 0;
  } catch (error) {
    const expected =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof ChannelError;
    out.error(
      expected
        ? `TypeTempo admin: ${(error as Error).message}`
        : `TypeTempo admin failed: ${error instanceof Error ? error.stack : error}`,
    );
    return 1;
  }
}
