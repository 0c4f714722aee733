import type { Database } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";

/** Adds an address to the newsletter; false when it was there already, in any letter case. */
export async function subscribe(db: Database, email: string): Promise<boolean> {
  // The unique index on lower(email) makes a second sign-up a no-op, race-free.
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
