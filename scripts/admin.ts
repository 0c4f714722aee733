/** `npm run admin -- grant <username>` (or revoke, or list): who may moderate results. */
import { runAdminCommand } from "../src/server/admin/cli.ts";

process.exitCode = await runAdminCommand(process.argv.slice(2));
