import type { Database } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Where it was sent from, for the team to spot abuse. */
  ipAddress: string;
}

/** Stores a message for the team; its id is what the logs may name. */
export async function storeContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<number | undefined> {
  const [stored] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  return stored?.id;
}
