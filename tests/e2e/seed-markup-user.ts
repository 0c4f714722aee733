import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { testResults, users } from "../../src/server/db/schema.ts";
import { HOSTILE, MARKUP_USER } from "./markup-user.ts";

/**
 * Signs up MARKUP_USER through the real API, then gives it the HOSTILE username, a verified
 * address and one ranked five-minute hard result; once (seed.ts).
 */
export async function seedMarkupUser(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const [existing] = await db.select().from(users).where(eq(users.email, MARKUP_USER.email));
  if (!existing) {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...MARKUP_USER, name: MARKUP_USER.username },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const id = signUp.json().user.id as string;
    // Verified as the mailed link would, so that its result ranks.
    await db
      .update(users)
      .set({ username: HOSTILE, displayUsername: HOSTILE, emailVerified: true })
      .where(eq(users.id, id));
    await db.insert(testResults).values({
      userId: id,
      wpm: 1,
      accuracy: 50,
      duration: 300,
      mode: "5-minute",
      rankable: true,
      difficulty: "hard",
      rawText: "a",
      typedText: "a",
      verification: "verified",
      createdAt: sql`now()`,
    });
  }
}
