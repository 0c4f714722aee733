/**
 * Run before the browser tests' server starts, on its database: signs up MODERATOR through the
 * real API and gives it the role `npm run admin -- grant` gives (src/server/admin/cli.test.ts
 * tests the command itself; opening the database once more here would slow every start).
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { users } from "../../src/server/db/schema.ts";
import { MODERATOR } from "./moderator.ts";

const app = await buildApp({ config: loadConfig(), logger: false });
try {
  const { db } = app.database;
  const [existing] = await db.select().from(users).where(eq(users.email, MODERATOR.email));
  if (!existing) {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...MODERATOR, name: MODERATOR.username },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  }
  await db.update(users).set({ role: "admin" }).where(eq(users.email, MODERATOR.email));
} finally {
  await app.close();
}
