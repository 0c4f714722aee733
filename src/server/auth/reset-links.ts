import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema.ts";

/**
 * Whether a password reset token would still be taken: better-auth keeps each as a
 * verification value `reset-password:{token}` until it is used or expires (auth.ts keeps them
 * in the database). Reading it uses nothing up.
 */
export async function resetLinkUsable(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, `reset-password:${token}`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
