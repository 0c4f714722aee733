/** `npm run db:backup -- <file> [--force]`: copies the embedded database into one file. */
import { runBackupCommand } from "../src/server/backup/cli.ts";

process.exitCode = await runBackupCommand("backup", process.argv.slice(2));
