import type { FastifyInstance } from "fastify";
import {
  canRank,
  modeName,
  parseModeName,
  type TimedDuration,
} from "../../src/core/typing/test-modes.ts";
import { testResults, users } from "../../src/server/db/schema.ts";
import type { ReferenceResult } from "./leaderboard-reference.ts";

let nextId = 1;

/** The text columns of a board's results, read back from its key. */
function boardColumns(key: string) {
  const [textKind, language, ...toggles] = key.split(":");
  return {
    textKind: textKind!,
    language: language!,
    includePunctuation: toggles.includes("punctuation"),
    includeNumbers: toggles.includes("numbers"),
  };
}

/**
 * Stores results as given, straight into test_results (the leaderboard's triggers rank them),
 * with their typists, whose addresses count as verified; answers them with their ids, as the
 * reference (leaderboard-reference.ts) reads them.
 */
export async function seedResults(
  app: FastifyInstance,
  rows: Omit<ReferenceResult, "id">[],
): Promise<ReferenceResult[]> {
  const { db } = app.database;
  const people = new Map(rows.map((r) => [r.userId, r.username]));
  await db
    .insert(users)
    .values(
      [...people].map(([id, username]) => ({
        id,
        email: `${id}@example.com`,
        username,
        // Verified, as their results rank; email-ranking.test.ts covers the unverified.
        emailVerified: true,
      })),
    )
    .onConflictDoNothing();
  const seeded = rows.map((row) => ({ ...row, id: nextId++ }));
  for (let i = 0; i < seeded.length; i += 500) {
    await db.insert(testResults).values(
      seeded.slice(i, i + 500).map((s) => ({
        id: s.id,
        userId: s.userId,
        wpm: s.wpm,
        accuracy: s.accuracy,
        duration: s.duration,
        mode: s.mode,
        rankable: canRank(parseModeName(s.mode)!),
        difficulty: s.difficulty,
        ...boardColumns(s.board ?? "passages:en"),
        rawText: "passage",
        typedText: "typed",
        verification: s.verification,
        createdAt: s.createdAt,
      })),
    );
  }
  return seeded;
}

/**
 * A verified medium test of `duration` on English passages by `userId` (named in capitals), typed
 * `at` seconds into 1 January 2026 UTC.
 */
export const timedResult = (
  duration: TimedDuration,
  at: number,
  userId: string,
  wpm: number,
  extra: Partial<ReferenceResult> = {},
): Omit<ReferenceResult, "id"> => ({
  userId,
  username: userId.toUpperCase(),
  wpm,
  accuracy: 95,
  duration,
  difficulty: "medium",
  mode: modeName({ kind: "timed", seconds: duration }),
  verification: "verified",
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at)),
  ...extra,
});
