import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../src/server/db/schema.ts";
import { MODERATOR } from "./moderator.ts";

/**
 * Signs up MODERATOR through the real API and gives it the role `npm run admin -- grant`
 * gives (src/server/admin/cli.test.ts tests the command itself; running it here would open the
 * database once more at every start).
 */
export async function seedModerator(app: FastifyInstance): Promise<void> {
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
}
