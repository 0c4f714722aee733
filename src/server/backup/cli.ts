import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { BackupError } from "./backup-error.ts";
import type { BackupManifest } from "./backup-file.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

export type BackupCommand = "backup" | "restore";

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE: Record<BackupCommand, string> = {
  backup: "npm run db:backup -- <file> [--force]",
  restore: "npm run db:restore -- <file> [--force]",
};

const HELP: Record<BackupCommand, string> = {
  backup:
    "Copies the embedded database in DATA_DIR (default ./data) into <file>. Stop the server " +
    "first. --force replaces an existing <file>.",
  restore:
    "Restores a backup into DATA_DIR (default ./data); the server opens it at its next start. " +
    "Stop the server first. --force replaces an existing database, which is kept aside.",
};

/** The commands for a PostgreSQL server's own tools, which back it up while it runs. */
const POSTGRES_TOOL: Record<BackupCommand, string> = {
  backup: 'back it up with: pg_dump --format=custom --file=typetempo.dump "$DATABASE_URL"',
  restore:
    'restore a pg_dump file with: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" typetempo.dump',
};

const REFUSAL: Record<BackupCommand, string> = {
  backup: "TypeTempo cannot back up",
  restore: "TypeTempo cannot restore",
};

function counts(manifest: BackupManifest): string {
  const count = (table: string, noun: string) => {
    const n = manifest.tables[table] ?? 0;
    return `${n} ${noun}${n === 1 ? "" : "s"}`;
  };
  return `${count("users", "user")}, ${count("test_results", "result")}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

async function run(
  command: BackupCommand,
  args: string[],
  env: NodeJS.ProcessEnv,
  out: CommandOutput,
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}; usage: ${USAGE[command]}`);
  }
  if (parsed.values.help) {
    out.log(`Usage: ${USAGE[command]}\n${HELP[command]}`);
    return;
  }
  const config = loadConfig(env);
  if (config.database.kind === "postgres") {
    throw new BackupError(
      "DATABASE_URL is set, so the data lives in a PostgreSQL server, not the embedded " +
        `database; ${POSTGRES_TOOL[command]}`,
    );
  }
  if (parsed.positionals.length !== 1) {
    throw new BackupError(`name one backup file; usage: ${USAGE[command]}`);
  }
  // loadConfig always names a directory; only tests open a database in memory.
  const dataDir = config.database.dataDir!;
  // npm runs scripts from the project root; a relative path means where the command was typed.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!);
  const force = parsed.values.force ?? false;

  if (command === "backup") {
    const summary = await createBackup({ dataDir, file, force });
    out.log(
      `Backed up the embedded database in ${dataDir} to ${summary.file} ` +
        `(${megabytes(summary.bytes)}): ${counts(summary.manifest)}.`,
    );
    return;
  }
  const summary = await restoreBackup({ dataDir, file, force });
  out.log(
    `Restored ${file} (made ${summary.manifest.createdAt}) into ${summary.databaseDir}: ` +
      `${counts(summary.manifest)}.`,
  );
  if (summary.previous) {
    out.log(
      `The database it replaced is kept in ${summary.previous}; delete it when you no longer need it.`,
    );
  }
  out.log("Start the server as usual; it brings the database's schema up to date as it starts.");
}

/** File system refusals the operator can fix; Node's message names the file and the reason. */
const FILE_SYSTEM_REFUSALS = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "ENOTDIR"]);

function isExpected(error: unknown): error is Error {
  if (error instanceof BackupError || error instanceof ConfigError) return true;
  return FILE_SYSTEM_REFUSALS.has((error as NodeJS.ErrnoException | undefined)?.code ?? "");
}

/**
 * `npm run db:backup` and `npm run db:restore`. Returns the exit code: 0 done, 1 refused (one
 * line saying why) or failed.
 */
export async function runBackupCommand(
  command: BackupCommand,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = console,
): Promise<number> {
  try {
    await run(command, args, env, out);
    return 0;
  } catch (error) {
    if (isExpected(error)) {
      out.error(`${REFUSAL[command]}: ${error.message}`);
    } else {
      out.error(`TypeTempo ${command} failed: ${error instanceof Error ? error.stack : error}`);
    }
    return 1;
  }
}
