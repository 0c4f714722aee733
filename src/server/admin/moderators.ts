import { eq, sql } from "drizzle-orm";
import { normalizeUsername } from "../../core/account/username.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** A user's name as they spell it: the username in the letter case they chose. */
const shownName = sql<string | null>`coalesce(${users.displayUsername}, ${users.username})`;

/** Every moderator's name as they spell it (the id of one without a username), in order. */
export async function listModerators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, name: shownName })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.username);
  return rows.map((row) => row.name ?? row.id);
}

/**
 * Grants or revokes the moderator role of the user with `username`, whatever its letter case.
 * Returns the name as the user spells it, or null when no user has it.
 */
export async function setModerator(
  db: Database,
  username: string,
  moderator: boolean,
): Promise<string | null> {
  const [updated] = await db
    .update(users)
    .set({ role: moderator ? "admin" : "user" })
    .where(eq(sql`lower(${users.username})`, normalizeUsername(username)))
    .returning({ name: shownName });
  return updated ? (updated.name ?? username) : null;
}
