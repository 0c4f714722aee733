import { desc, eq } from "drizzle-orm";
import type { SavedResult } from "../../core/api/results.ts";
import { findMistakes, type TestScore } from "../../core/scoring.ts";
import type { Difficulty } from "../../core/difficulty.ts";
import type { Database } from "../db/client.ts";
import { testResults } from "../db/schema.ts";

type ResultRow = typeof testResults.$inferSelect;

export interface NewResult {
  userId: string;
  mode: string;
  difficulty: Difficulty;
  duration: number;
  rawText: string;
  typedText: string;
  score: TestScore;
}

/** A stored row as the API shows it; mistakes are recomputed, never stored. */
export function toSavedResult(row: ResultRow, mistakes?: number): SavedResult {
  return {
    id: row.id,
    wpm: row.wpm,
    accuracy: row.accuracy,
    mistakes: mistakes ?? findMistakes(row.rawText, row.typedText).length,
    duration: row.duration,
    mode: row.mode,
    difficulty: row.difficulty as Difficulty,
    includePunctuation: row.includePunctuation,
    includeNumbers: row.includeNumbers,
    rawText: row.rawText,
    typedText: row.typedText,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertResult(db: Database, result: NewResult): Promise<SavedResult> {
  const [row] = await db
    .insert(testResults)
    .values({
      userId: result.userId,
      wpm: result.score.wpm,
      accuracy: result.score.accuracy,
      duration: result.duration,
      mode: result.mode,
      difficulty: result.difficulty,
      includePunctuation: false,
      includeNumbers: false,
      rawText: result.rawText,
      typedText: result.typedText,
    })
    .returning();
  if (!row) throw new Error("The result was not stored");
  return toSavedResult(row, result.score.mistakes.length);
}

/** SPEC §7 #10: the user's newest results. */
export async function listRecentResults(db: Database, userId: string, limit: number) {
  const rows = await db
    .select({
      id: testResults.id,
      wpm: testResults.wpm,
      accuracy: testResults.accuracy,
      duration: testResults.duration,
      mode: testResults.mode,
      difficulty: testResults.difficulty,
      createdAt: testResults.createdAt,
    })
    .from(testResults)
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    difficulty: row.difficulty as Difficulty,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listAllResults(db: Database, userId: string): Promise<SavedResult[]> {
  const rows = await db
    .select()
    .from(testResults)
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.createdAt), desc(testResults.id));
  return rows.map((row) => toSavedResult(row));
}
