// The site's passages, and what visitors send through its forms.
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PASSAGE_LANGUAGES } from "../../../core/texts/languages.ts";
import { DIFFICULTY_CHECK } from "./columns.ts";

/**
 * Contact form messages (product 'States and transitions', Contact form): stored so nothing a
 * visitor sends is lost.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

/** Newsletter sign-ups: one row per address, whatever its letter case. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)],
);

/** product 'Entities and their fields', typing texts, seeded from the corpus at start-up. */
export const typingTexts = pgTable(
  "typing_texts",
  {
    id: serial("id").primaryKey(),
    text: text("text").notNull().unique(),
    difficulty: text("difficulty").notNull(),
    /** The passage's language (PASSAGE_LANGUAGES in src/core/texts/languages.ts). */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    check("typing_texts_difficulty_check", DIFFICULTY_CHECK),
    check(
      "typing_texts_language_check",
      sql`${t.language} in (${sql.raw(PASSAGE_LANGUAGES.map((l) => `'${l}'`).join(", "))})`,
    ),
    // product call 'Passages': passages of one language and difficulty.
    index("typing_texts_language_difficulty_idx").on(t.language, t.difficulty),
  ],
);
