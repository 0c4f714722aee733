import { and, asc, desc, eq, inArray, ne, not, sql } from "drizzle-orm";
import type { Insight } from "../../core/api/insight.ts";
import { boardOfKey, compareBoards } from "../../core/leaderboard/board-rules.ts";
import { COUNTED_VERIFICATIONS } from "../../core/insight/counted-results.ts";
import { rankKeys } from "../../core/insight/key-ranking.ts";
import { currentStreak } from "../../core/insight/streak.ts";
import { DIFFICULTIES, type Difficulty } from "../../core/typing/difficulty.ts";
import { OFFERED_MODES, modeName } from "../../core/typing/test-modes.ts";
import type { Database } from "../db/client.ts";
import { testResults } from "../db/schema.ts";
import { importedTotals } from "../imports/repository.ts";
import { raceSummary } from "../races/repository.ts";
import { notTests, RACE_MODE, findUserKeyStats } from "./repository.ts";

/** Modes in the order they are offered, then any other; within a mode, easy to hard. */
const MODE_ORDER = OFFERED_MODES.map(modeName);
const order = (list: readonly string[], item: string) =>
  list.includes(item) ? list.indexOf(item) : list.length;

/** Tests whose speed stands for the typist's (COUNTED_VERIFICATIONS): no practice, no race. */
const countedTests = and(inArray(testResults.verification, COUNTED_VERIFICATIONS), not(notTests));

/** The fastest result of each board, mode and difficulty, the earliest of equals. */
export async function personalBests(
  db: Database,
  userId: string,
): Promise<Insight["personalBests"]> {
  const rows = await db
    .selectDistinctOn([testResults.board, testResults.mode, testResults.difficulty], {
      board: testResults.board,
      mode: testResults.mode,
      difficulty: testResults.difficulty,
      wpm: testResults.wpm,
      accuracy: testResults.accuracy,
      resultId: testResults.id,
      createdAt: testResults.createdAt,
    })
    .from(testResults)
    // Only results that count: a flagged or held one is no one's best until it ranks, a removed
    // one was taken away by a moderator; practice is no one's best either (product 'Constants
    // and limits'), and a race's speed includes reaction time, so races have bests of their own.
    // Each text keeps its bests on its own board (earlierColumns), never measured against prose.
    .where(and(eq(testResults.userId, userId), countedTests))
    .orderBy(
      testResults.board,
      testResults.mode,
      testResults.difficulty,
      desc(testResults.wpm),
      asc(testResults.createdAt),
      asc(testResults.id),
    );
  const boards = new Map(rows.map((row) => [row.board, boardOfKey(row.board)]));
  const boardOrder = (a: string, b: string) => {
    const [first, second] = [boards.get(a), boards.get(b)];
    if (first && second) return compareBoards(first, second);
    return Number(!first) - Number(!second) || a.localeCompare(b);
  };
  return rows
    .map((row) => ({
      ...row,
      difficulty: row.difficulty as Difficulty,
      createdAt: row.createdAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        boardOrder(a.board, b.board) ||
        order(MODE_ORDER, a.mode) - order(MODE_ORDER, b.mode) ||
        a.mode.localeCompare(b.mode) ||
        order(DIFFICULTIES, a.difficulty) - order(DIFFICULTIES, b.difficulty),
    );
}

/** The board of the typist's newest test that counts, which the profile shows the bests of first. */
async function latestBoard(db: Database, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ board: testResults.board })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), countedTests))
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(1);
  return latest?.board ?? null;
}

/** Tests taken and the time spent typing them and practice. */
export async function typistTotals(db: Database, userId: string): Promise<Insight["totals"]> {
  const [totals] = await db
    .select({
      // Practice counts as time typed, but it is not a test taken (product 'Constants and limits').
      tests: sql`count(*) filter (where ${not(notTests)})`.mapWith(Number),
      // Results saved before the scored time was kept were scored over their duration. A race's
      // time is not a test's either: races have figures of their own (raceSummary).
      ms: sql`coalesce(sum(coalesce(${testResults.elapsedMs}, ${testResults.duration} * 1000)), 0)`.mapWith(
        Number,
      ),
    })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), ne(testResults.mode, RACE_MODE)));
  return { tests: totals!.tests, secondsTyped: Math.round(totals!.ms / 1000) };
}

/** Every result's key figures added up, and the slowest and most error-prone of them. */
export async function keyFigures(
  db: Database,
  userId: string,
): Promise<Pick<Insight, "keyStats" | "keyRanking">> {
  const keyStats = (await findUserKeyStats(db, userId)) ?? { keys: {}, bigrams: {} };
  return { keyStats, keyRanking: rankKeys(keyStats) };
}

/** The typist's summary as of `now`: bests, totals, races, current streak and key figures. */
export async function typistInsight(db: Database, userId: string, now: number): Promise<Insight> {
  const mine = eq(testResults.userId, userId);
  const days = await db
    .selectDistinct({
      day: sql<string>`to_char(${testResults.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(testResults)
    .where(mine);
  return {
    personalBests: await personalBests(db, userId),
    latestBoard: await latestBoard(db, userId),
    totals: await typistTotals(db, userId),
    imported: await importedTotals(db, userId),
    races: await raceSummary(db, userId),
    streak: currentStreak(
      days.map((row) => row.day),
      now,
    ),
    ...(await keyFigures(db, userId)),
  };
}
