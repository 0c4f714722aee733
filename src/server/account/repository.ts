import { eq } from "drizzle-orm";
import { normalizeUsername } from "../../core/account/username.ts";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users } from "../db/schema.ts";

export type AccountUser = typeof users.$inferSelect;

export async function findAccountUser(db: Database, userId: string): Promise<AccountUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The providers a user signs in with (credential, google, …), oldest first. */
export async function listSignInMethods(db: Database, userId: string) {
  return db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(accounts.createdAt);
}

export async function listSessions(db: Database, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
}

/**
 * Gives the user a new username, kept as typed for display and in lower case for look-ups.
 * False when another user holds it, whatever its letter case.
 */
export async function changeUsername(
  db: Database,
  userId: string,
  username: string,
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({
        username: normalizeUsername(username),
        displayUsername: username,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (String((error as { cause?: { code?: string } }).cause?.code) === "23505") return false;
    throw error;
  }
}
