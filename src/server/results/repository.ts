import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  lt,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  SaveResultResponse,
  SavedResult,
  VerificationStatus,
} from "../../core/api/results.ts";
import { COUNTED_VERIFICATIONS, countsForTypist } from "../../core/insight/counted-results.ts";
import { personalBest } from "../../core/insight/personal-best.ts";
import type { ResultFlag } from "../../core/typing/result-verification.ts";
import type { RecordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { StopOnError } from "../../core/typing/stop-on-error.ts";
import { findMistakes, type TestScore } from "../../core/typing/scoring.ts";
import {
  isPractice,
  modeName,
  parseModeName,
  type TestMode,
} from "../../core/typing/test-modes.ts";
import { PRACTICE_KINDS } from "../../core/api/practice.ts";
import { CUSTOM_LENGTH_NAME_PREFIX } from "../../core/typing/custom-length.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../core/texts/text-choice.ts";
import { canRankText } from "../../core/texts/text-rules.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { keyStats, mergeKeyStats, type KeyStats } from "../../core/insight/key-stats.ts";
import type { Database } from "../db/client.ts";
import { sendTogether } from "../db/send-together.ts";
import { spentTestTokens, testResults, userKeyStats, users } from "../db/schema.ts";
import { packTimeline, unpackTimeline } from "./timeline-archive.ts";
import { ranksOnLeaderboard } from "../../core/leaderboard/ranking.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Every column a result is shown with; the archived timeline and key figures stay behind. */
export const {
  timeline: _timeline,
  keyStats: _keyStats,
  ...shownColumns
} = getTableColumns(testResults);
export type ResultRow = Omit<typeof testResults.$inferSelect, "timeline" | "keyStats">;

export interface NewResult {
  userId: string;
  mode: TestMode;
  difficulty: Difficulty;
  duration: number;
  rawText: string;
  typedText: string;
  score: TestScore;
  /** The test token's id; null for practice, which has none. */
  testId: string | null;
  /** The earliest the test could have ended (verifyResult), kept on its spent token. */
  testEndedAt?: number;
  flags: ResultFlag[];
  timeline: RecordedTimeline;
  /** What the speeds are over: a timed test's duration, a length test's own time. */
  elapsedMs: number;
  /** A clean result held off the leaderboard until its typist passes the speed challenge. */
  held?: boolean;
  /** The stop on error setting the test ran under; off when not given (practice). */
  stopOnError?: StopOnError;
  /** The text the test served; English passages when not given (practice, races). */
  text?: TextChoice;
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
    verification: row.verification as VerificationStatus,
    flags: row.flags as ResultFlag[],
    stopOnError: row.stopOnError as StopOnError,
  };
}

/**
 * The typist's sum of key figures, its row created if need be and locked till the transaction
 * ends, so concurrent saves add to it one after the other.
 */
async function lockUserKeyStats(tx: Transaction, userId: string): Promise<KeyStats> {
  const [sum] = await tx
    .insert(userKeyStats)
    .values({ userId, stats: { keys: {}, bigrams: {} } })
    .onConflictDoUpdate({ target: userKeyStats.userId, set: { userId } })
    .returning({ stats: userKeyStats.stats });
  return sum!.stats;
}

/** What a save's answer says of the typist, read with the result. */
interface Typist {
  /** Until it is, their results do not rank. */
  emailVerified: boolean;
  /** Then only they may open the result's page. */
  resultsPrivate: boolean;
}

/** The typist's `Typist` columns, as subqueries of a statement on another table. */
const typistColumns = (userId: string | typeof testResults.userId) => ({
  emailVerified: sql<boolean>`(select ${users.emailVerified} from ${users} where ${users.id} = ${userId})`,
  resultsPrivate: sql<boolean>`(select ${users.resultsPrivate} from ${users} where ${users.id} = ${userId})`,
});

/**
 * Stores the typist's new sum of key figures, and answers what the save's answer says of them,
 * read after the result's trigger took the typist's lock.
 */
async function storeUserKeyStats(
  tx: Transaction,
  userId: string,
  stats: KeyStats,
): Promise<Typist> {
  const [user] = await tx
    .update(userKeyStats)
    .set({ stats, updatedAt: new Date() })
    .where(eq(userKeyStats.userId, userId))
    .returning(typistColumns(userId));
  return {
    emailVerified: user?.emailVerified ?? false,
    resultsPrivate: user?.resultsPrivate ?? false,
  };
}

/** The typist's other results, in the subqueries of a result's INSERT or SELECT. */
const EARLIER = "earlier";
const earlier = alias(testResults, EARLIER);

/** A result's typist, mode and difficulty: values for a new one, columns for a stored one. */
interface ResultKind {
  userId: string | typeof testResults.userId;
  mode: string | typeof testResults.mode;
  difficulty: string | typeof testResults.difficulty;
  textKind: string | typeof testResults.textKind;
  language: string | typeof testResults.language;
  includePunctuation: boolean | typeof testResults.includePunctuation;
  includeNumbers: boolean | typeof testResults.includeNumbers;
}

/**
 * The best and mean WPM of the typist's results before this one in its mode and difficulty, as
 * columns: a new result's INSERT returns them (its subqueries read the table as it was before
 * the statement, without the new row); a stored result's SELECT counts those saved before it,
 * by `before`, its id. Only results that count (countsForTypist): a flagged or held one is no
 * one's best until it ranks, and a removed one was taken away by a moderator.
 */
function earlierColumns(of: ResultKind, before?: typeof testResults.id) {
  const figure = (value: SQL) =>
    sql`(select ${value} from ${testResults} as ${sql.identifier(EARLIER)} where ${and(
      eq(earlier.userId, of.userId),
      eq(earlier.mode, of.mode),
      eq(earlier.difficulty, of.difficulty),
      eq(earlier.textKind, of.textKind),
      eq(earlier.language, of.language),
      eq(earlier.includePunctuation, of.includePunctuation),
      eq(earlier.includeNumbers, of.includeNumbers),
      inArray(earlier.verification, COUNTED_VERIFICATIONS),
      before && lt(earlier.id, before),
    )})`;
  return {
    earlierBest: figure(sql`max(${earlier.wpm})`).mapWith(Number),
    earlierAverage: figure(sql`avg(${earlier.wpm})`).mapWith(Number),
  };
}

/**
 * A stored result as its save answers it: whether it beat the typist's earlier results in its
 * mode and difficulty, whether it would rank but waits for their e-mail address, and whether
 * others may open its page.
 */
function saveAnswer(
  {
    earlierBest,
    earlierAverage,
    ...row
  }: ResultRow & { earlierBest: number | null; earlierAverage: number | null },
  typist: Typist,
  mistakes?: number,
): SaveResultResponse {
  const ranks = ranksOnLeaderboard({ rankable: row.rankable, verification: row.verification });
  return {
    ...toSavedResult(row, mistakes),
    // Practice is never anyone's best, nor measured against their tests (product 'Constants
    // and limits'); nor is a flagged or held result, whose speed the site does not vouch for.
    personalBest:
      isPracticeMode(row.mode) || !countsForTypist(row.verification)
        ? null
        : personalBest(row.wpm, { bestWpm: earlierBest, averageWpm: earlierAverage }),
    awaitingEmailVerification: ranks && !typist.emailVerified,
    isPublic: !typist.resultsPrivate,
  };
}

/**
 * Stores a verified result with its key figures in the caller's transaction `tx` of `db`, adds
 * them to its typist's sum, and says whether it is a personal best; the leaderboard tables
 * follow by trigger in the same transaction. Flagged and held results count in the sum too:
 * whatever their standing, the keystrokes are the typist's own. Null when a result of the same
 * test is stored already; the caller then rolls back, which undoes what this wrote.
 */
export async function storeResult(
  db: Database,
  tx: Transaction,
  result: NewResult,
): Promise<SaveResultResponse | null> {
  const stats = keyStats(result.rawText, result.timeline.edits);
  // The transaction holds PGlite's one connection, so every wait for an answer holds every
  // other request. In the order sent, which keeps the order in which saves take their locks.
  const [, inserted, sum] = await sendTogether(db, [
    () => recordTestEnd(tx, result),
    () => insertRow(tx, result, stats),
    () => lockUserKeyStats(tx, result.userId),
  ] as const);
  if (!inserted) return null;
  const typist = await storeUserKeyStats(tx, result.userId, mergeKeyStats(sum, stats));
  return saveAnswer(inserted, typist, result.score.mistakes.length);
}

/** Thrown to roll back the save of a result whose test is stored already. */
class AlreadySaved extends Error {}

/** storeResult in a transaction of its own. Null when a result of the same test is stored. */
export async function insertResult(
  db: Database,
  result: NewResult,
): Promise<SaveResultResponse | null> {
  try {
    return await db.transaction(async (tx) => {
      const saved = await storeResult(db, tx, result);
      if (!saved) throw new AlreadySaved();
      return saved;
    });
  } catch (error) {
    if (error instanceof AlreadySaved) return null;
    throw error;
  }
}

/**
 * The stored result of an issued test, with what a save of it was made of (the typist, text
 * and keystrokes, to tell a retry of that save from another attempt) and its save's answer,
 * its personal best measured against the results saved before it. Null when none is stored.
 */
export async function findTestResult(db: Database, testId: string) {
  const [found] = await db
    .select({
      ...shownColumns,
      timeline: testResults.timeline,
      ...earlierColumns(testResults, testResults.id),
      ...typistColumns(testResults.userId),
    })
    .from(testResults)
    .where(eq(testResults.testId, testId));
  if (!found) return null;
  const { timeline, emailVerified, resultsPrivate, ...row } = found;
  return { row, timeline, answer: saveAnswer(row, { emailVerified, resultsPrivate }) };
}

/**
 * A practice run is unverified: there is no served text to check it against, so whatever its
 * keystrokes it can never rank, even if its rankable were ever wrong.
 */
function verificationOf(result: NewResult): VerificationStatus {
  if (isPractice(result.mode)) return "unverified";
  return result.flags.length > 0 ? "flagged" : result.held ? "pending" : "verified";
}

/** Keeps on the spent token the earliest the saved test could have ended (verifyResult). */
async function recordTestEnd(tx: Transaction, result: NewResult): Promise<void> {
  if (result.testId === null || result.testEndedAt === undefined) return;
  await tx
    .update(spentTestTokens)
    .set({ testEndedAt: new Date(result.testEndedAt) })
    .where(eq(spentTestTokens.testId, result.testId));
}

async function insertRow(tx: Transaction, result: NewResult, stats: KeyStats) {
  const text = result.text ?? DEFAULT_TEXT_CHOICE;
  const kind = {
    userId: result.userId,
    mode: modeName(result.mode),
    difficulty: result.difficulty,
    textKind: text.kind,
    language: text.kind === "code" ? text.code : text.language,
    includePunctuation: text.punctuation,
    includeNumbers: text.numbers,
  };
  const [row] = await tx
    .insert(testResults)
    .values({
      ...kind,
      wpm: result.score.wpm,
      accuracy: result.score.accuracy,
      duration: result.duration,
      rankable: canRankText(result.mode, text),
      rawText: result.rawText,
      typedText: result.typedText,
      testId: result.testId,
      verification: verificationOf(result),
      flags: result.flags,
      timeline: packTimeline(result.timeline),
      keyStats: stats,
      elapsedMs: result.elapsedMs,
      stopOnError: result.stopOnError ?? "off",
    })
    .onConflictDoNothing({ target: testResults.testId })
    .returning({
      ...shownColumns,
      ...earlierColumns(kind),
    });
  return row;
}

/** What a list of results shows of each: the profile's recent list and the history. */
export const summaryColumns = {
  id: testResults.id,
  wpm: testResults.wpm,
  accuracy: testResults.accuracy,
  duration: testResults.duration,
  mode: testResults.mode,
  difficulty: testResults.difficulty,
  createdAt: testResults.createdAt,
  verification: testResults.verification,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] };

export const toResultSummary = (row: SummaryRow) => ({
  ...row,
  difficulty: row.difficulty as Difficulty,
  verification: row.verification as VerificationStatus,
  createdAt: row.createdAt.toISOString(),
});

/** The stored mode of every practice run, weak-key or custom text. */
export const PRACTICE_MODE = modeName({ kind: "practice" });

/**
 * The stored modes of runs saved as practice is, never ranked nor anyone's best: practice, tests
 * on the typist's own text (custom), free typing (zen) and a test's text typed again (repeat).
 * Custom lengths are too, each stored under a name of its own ('custom 45 seconds'), so queries
 * find them by that name's start (practiceModes).
 */
export const PRACTICE_MODES: string[] = PRACTICE_KINDS.flatMap((kind) =>
  kind === "custom-length" ? [] : [modeName({ kind })],
);

/** Whether a stored mode is one of practice's, custom lengths included. */
export function isPracticeMode(mode: string): boolean {
  const parsed = parseModeName(mode);
  return parsed !== null && isPractice(parsed);
}

const isCustomLengthMode = like(testResults.mode, `${CUSTOM_LENGTH_NAME_PREFIX}%`);

/** The results saved as practice is, in SQL: isPracticeMode. */
export const practiceModes = or(inArray(testResults.mode, PRACTICE_MODES), isCustomLengthMode)!;

/** The stored mode of a live race's result (src/server/races/repository.ts). */
export const RACE_MODE = modeName({ kind: "race" });

/**
 * Results that are not tests, in SQL: practice (custom text, zen, repeats and custom lengths too)
 * is typing for its own sake, and a race's speed includes its typist's reaction to the start
 * (issue 33). The profile's test figures leave them out; races have their own (raceSummary).
 */
export const notTests = or(practiceModes, eq(testResults.mode, RACE_MODE))!;

/**
 * product call 'Profile results': the user's newest tests that count (countsForTypist), of
 * every mode or of one, whose speeds the profile averages and charts; practice runs, races, and
 * flagged, held and removed results, are in the history only (product 'Constants and limits').
 */
export async function listRecentResults(
  db: Database,
  userId: string,
  { limit, mode }: { limit: number; mode?: string | undefined },
) {
  const rows = await db
    .select(summaryColumns)
    .from(testResults)
    .where(
      and(
        eq(testResults.userId, userId),
        not(notTests),
        inArray(testResults.verification, COUNTED_VERIFICATIONS),
        mode === undefined ? undefined : eq(testResults.mode, mode),
      ),
    )
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(limit);
  return rows.map(toResultSummary);
}

export async function listAllResults(db: Database, userId: string): Promise<SavedResult[]> {
  const rows = await db
    .select(shownColumns)
    .from(testResults)
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.createdAt), desc(testResults.id));
  return rows.map((row) => toSavedResult(row));
}

/**
 * One result's keystrokes, for replays and statistics: in version 2 whatever version it was
 * stored in. Null when there is no such result, or it was saved before timelines were kept.
 */
export async function loadResultTimeline(
  db: Database,
  resultId: number,
): Promise<RecordedTimeline | null> {
  const [row] = await db
    .select({ timeline: testResults.timeline })
    .from(testResults)
    .where(eq(testResults.id, resultId));
  return row?.timeline ? unpackTimeline(row.timeline) : null;
}

/** Every result of the user with its keystrokes and key figures, for the data download. */
export async function listResultsForExport(db: Database, userId: string) {
  const rows = await db
    .select({ ...shownColumns, timeline: testResults.timeline, keyStats: testResults.keyStats })
    .from(testResults)
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.createdAt), desc(testResults.id));
  return rows.map(({ timeline, keyStats, ...row }) => ({
    ...toSavedResult(row),
    timeline: timeline ? unpackTimeline(timeline) : null,
    keyStats,
  }));
}

/** The sum of the user's key figures, or null before their first result that has them. */
export async function findUserKeyStats(db: Database, userId: string): Promise<KeyStats | null> {
  const [row] = await db
    .select({ stats: userKeyStats.stats })
    .from(userKeyStats)
    .where(eq(userKeyStats.userId, userId));
  return row?.stats ?? null;
}
