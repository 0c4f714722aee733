/** `npm run db:restore -- <file> [--force]`: puts a backup back as the embedded database. */
import { runBackupCommand } from "../src/server/backup/cli.ts";

process.exitCode = await runBackupCommand("restore", process.argv.slice(2));
