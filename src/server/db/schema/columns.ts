// Column types and checks shared by the tables of several owners.
import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes; the drivers hand them over as Uint8Array (PGlite) or Buffer (node-postgres). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const DIFFICULTY_CHECK = sql`difficulty in ('easy', 'medium', 'hard')`;
