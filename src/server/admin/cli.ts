import { eq, sql } from "drizzle-orm";
import { normalizeUsername } from "../../core/account/username.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = "npm run admin -- grant <username> | revoke <username> | list";

class CommandError extends Error {}

async function run(args: string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<void> {
  const [command, username, ...rest] = args;
  const needsName = command === "grant" || command === "revoke";
  if (rest.length > 0 || (needsName ? !username : command !== "list" || username)) {
    throw new CommandError(`usage: ${USAGE}`);
  }
  // The app's own database settings: DATABASE_URL, or the embedded database in DATA_DIR.
  const database = await openDatabase(loadConfig(env).database);
  try {
    const db = database.db;
    if (command === "list") {
      const admins = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.role, "admin"))
        .orderBy(users.username);
      out.log(
        admins.length === 0
          ? "No user is a moderator."
          : `Moderators: ${admins.map((a) => a.username).join(", ")}`,
      );
      return;
    }
    const role = command === "grant" ? "admin" : "user";
    const updated = await db
      .update(users)
      .set({ role })
      .where(eq(sql`lower(${users.username})`, normalizeUsername(username!)))
      .returning({ username: users.username });
    if (updated.length === 0) throw new CommandError(`no user is called ${username}`);
    out.log(
      command === "grant"
        ? `${updated[0]!.username} is now a moderator.`
        : `${updated[0]!.username} is no longer a moderator.`,
    );
  } finally {
    await database.close();
  }
}

/** `npm run admin`: grants or revokes the moderator role. Returns the exit code. */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = console,
): Promise<number> {
  try {
    await run(args, env, out);
    return 0;
  } catch (error) {
    const expected = error instanceof CommandError || error instanceof ConfigError;
    out.error(
      expected
        ? `TypeTempo admin: ${(error as Error).message}`
        : `TypeTempo admin failed: ${error instanceof Error ? error.stack : error}`,
    );
    return 1;
  }
}
