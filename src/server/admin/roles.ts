import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";

/** What the database says of a user's standing: a moderator, banned, or neither. */
export async function userStanding(
  db: Database,
  userId: string,
): Promise<{ admin: boolean; banned: boolean }> {
  const [row] = await db
    .select({ role: users.role, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { admin: row?.role === "admin", banned: row?.bannedAt != null };
}

export const BANNED_MESSAGE =
  "Your account is banned from the leaderboard, so your results are no longer saved.";

/** Refuses a banned typist's request with a message they can understand. */
export async function refuseBanned(db: Database, userId: string): Promise<void> {
  if ((await userStanding(db, userId)).banned) throw new HttpError(403, BANNED_MESSAGE, "banned");
}
