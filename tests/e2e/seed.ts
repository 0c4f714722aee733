/**
 * Run before the browser tests' server starts, on its database: the accounts the specs find
 * there. One process opens the database once for all of them, as each opening of the embedded
 * one takes seconds.
 */
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { seedMarkupUser } from "./seed-markup-user.ts";
import { seedModerator } from "./seed-moderator.ts";

const app = await buildApp({ config: loadConfig(), logger: false });
try {
  await seedMarkupUser(app);
  await seedModerator(app);
} finally {
  await app.close();
}
