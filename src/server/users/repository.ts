import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { normalizeUsername } from "../../core/account/username.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export interface UsernameOwner {
  id: string;
  email: string;
}

/**
 * A username as it looks on screen: lower case, with i, l and 1, o and 0, rn and m, vv and w
 * made one. The SQL function `username_lookalike` (migration 0005) holds the rule; a unique
 * index on it keeps two players from looking alike.
 */
export function usernameLookalike(username: SQL | string): SQL {
  return sql`username_lookalike(${username})`;
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

/**
 * Whether someone (other than `exceptUserId`) already has this username or one that looks
 * like it: "tc_max60" takes "TC_MAX60" and "tc_rnax6O" alike.
 */
export async function usernameTaken(
  db: Database,
  username: string,
  { exceptUserId }: { exceptUserId?: string } = {},
): Promise<boolean> {
  const lookalike = eq(usernameLookalike(sql`${users.username}`), usernameLookalike(username));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(lookalike, ne(users.id, exceptUserId)) : lookalike)
    .limit(1);
  return row !== undefined;
}
