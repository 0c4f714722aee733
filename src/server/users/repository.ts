import { and, eq, ne, sql } from "drizzle-orm";
import { normalizeUsername } from "../../core/account/username.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export interface UsernameOwner {
  id: string;
  email: string;
}

/**
 * The user who holds a username, whatever its letter case (usernames are unique in lower
 * case, by index), or null; `exceptUserId` leaves one user out, for a user renaming themself.
 */
export async function findUserByUsername(
  db: Database,
  username: string,
  { exceptUserId }: { exceptUserId?: string } = {},
): Promise<UsernameOwner | null> {
  const sameName = eq(sql`lower(${users.username})`, normalizeUsername(username));
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(exceptUserId ? and(sameName, ne(users.id, exceptUserId)) : sameName)
    .limit(1);
  return row ?? null;
}

/** Whether someone (other than `exceptUserId`) already has this username, in any letter case. */
export async function usernameTaken(
  db: Database,
  username: string,
  options: { exceptUserId?: string } = {},
): Promise<boolean> {
  return (await findUserByUsername(db, username, options)) !== null;
}
