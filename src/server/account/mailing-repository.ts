import { type AnyColumn, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { contactMessages, newsletterSubscribers } from "../db/schema.ts";

/*
 * The newsletter and the contact form take any address, so what they hold is the account's
 * only when the account's e-mail is verified: callers check that first.
 */
const sameAddress = (column: AnyColumn, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** The address's newsletter subscription and the contact messages sent from it. */
export async function findMailingData(db: Database, email: string) {
  const [subscription] = await db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email));
  const messages = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      ipAddress: contactMessages.ipAddress,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));
  return {
    newsletter: subscription
      ? { email: subscription.email, subscribedAt: subscription.createdAt.toISOString() }
      : null,
    contactMessages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/** Erases the address's newsletter subscription and contact messages, with its account. */
export async function deleteMailingData(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email));
    await tx.delete(contactMessages).where(sameAddress(contactMessages.email, email));
  });
}
