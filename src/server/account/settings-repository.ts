import { eq } from "drizzle-orm";
import type { ProfileFields } from "../../core/api/public-profile.ts";
import { readSettings } from "../../core/settings/settings.ts";
import type { Settings } from "../../core/settings/settings.ts";
import type { Database } from "../db/client.ts";
import { userSettings, users } from "../db/schema.ts";

/** The user's saved settings, or null before the first save. */
export async function findUserSettings(db: Database, userId: string): Promise<Settings | null> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  // Read leniently: a document saved by an older version keeps what this one still knows.
  return row ? readSettings(row.settings) : null;
}

/** Replaces the user's settings document with a validated one. */
export async function saveUserSettings(
  db: Database,
  userId: string,
  settings: Settings,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { settings, updatedAt: new Date() },
    });
}

/** Keeps the user's results to themselves, or opens them to anyone with the link again. */
export async function saveResultsPrivacy(
  db: Database,
  userId: string,
  resultsPrivate: boolean,
): Promise<void> {
  await db.update(users).set({ resultsPrivate }).where(eq(users.id, userId));
}

/** The bio, keyboard and privacy of the typist's public profile (/u/:username). */
export async function saveProfileFields(
  db: Database,
  userId: string,
  fields: ProfileFields,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}
