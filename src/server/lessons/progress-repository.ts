import { eq } from "drizzle-orm";
import {
  type LessonProgress,
  newLessonProgress,
  readLessonProgress,
} from "../../core/lessons/lesson-progress.ts";
import { mergeLessonProgress } from "../../core/lessons/merge-progress.ts";
import type { Database } from "../db/client.ts";
import { userLessons } from "../db/schema.ts";

/**
 * A stored document read as the browser reads its own (readLessonProgress): one saved by an
 * older version keeps what this one still knows, whatever does not parse falls back field by
 * field.
 */
const readStored = (progress: unknown) =>
  readLessonProgress(JSON.stringify(progress), newLessonProgress());

/** The typist's lesson progress, or null before the first save. */
export async function findLessonProgress(
  db: Database,
  userId: string,
): Promise<LessonProgress | null> {
  const [row] = await db
    .select({ progress: userLessons.progress })
    .from(userLessons)
    .where(eq(userLessons.userId, userId));
  return row ? readStored(row.progress) : null;
}

/**
 * Saves a device's progress merged with the stored one (mergeLessonProgress says how), and
 * returns what was stored. The row is locked from read to write, so two saves at once merge
 * one after the other rather than the later overwriting the earlier's lessons.
 */
export async function saveLessonProgress(
  db: Database,
  userId: string,
  written: LessonProgress,
): Promise<LessonProgress> {
  return db.transaction(async (tx) => {
    // The first save inserts; a save racing it waits on the row and then merges into it.
    const inserted = await tx
      .insert(userLessons)
      .values({ userId, progress: written })
      .onConflictDoNothing()
      .returning({ userId: userLessons.userId });
    if (inserted.length > 0) return written;
    const [row] = await tx
      .select({ progress: userLessons.progress })
      .from(userLessons)
      .where(eq(userLessons.userId, userId))
      .for("update");
    const progress = mergeLessonProgress(row ? readStored(row.progress) : null, written);
    await tx
      .update(userLessons)
      .set({ progress, updatedAt: new Date() })
      .where(eq(userLessons.userId, userId));
    return progress;
  });
}
