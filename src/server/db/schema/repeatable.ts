// What the server itself keeps about the schema, beside drizzle's record of migrations.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Each repeatable SQL script (src/server/db/repeatable/) as last applied: it runs again only
 * when its text's checksum differs from the one kept here.
 */
export const repeatableScripts = pgTable("repeatable_scripts", {
  name: text("name").primaryKey(),
  checksum: text("checksum").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
