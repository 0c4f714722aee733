import { and, count, desc, eq, gte, lt, not, type SQL, sql } from "drizzle-orm";
import type { HistoryPage, HistoryQuery } from "../../core/api/results.ts";
import type { ImportSource } from "../../core/imports/imported-result.ts";
import type { ResultFlag } from "../../core/typing/result-verification.ts";
import type { Database } from "../db/client.ts";
import { importedResults, testResults } from "../db/schema.ts";
import { isPracticeMode, practiceModes, summaryColumns, toResultSummary } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

type DateColumn = typeof testResults.createdAt | typeof importedResults.takenAt;

function dayFilters(column: DateColumn, query: HistoryQuery): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(gte(column, dayStart(query.from)));
  if (query.to) where.push(lt(column, new Date(dayStart(query.to).getTime() + DAY_MS)));
  return where;
}

/** The typist's own results the query asks for; null when it asks for imported ones only. */
function ownFilters(userId: string, query: HistoryQuery): SQL | null {
  if (query.kind === "imported") return null;
  const where = [eq(testResults.userId, userId), ...dayFilters(testResults.createdAt, query)];
  if (query.mode) where.push(eq(testResults.mode, query.mode));
  if (query.difficulty) {
    // Practice has no difficulty: its column holds a placeholder that must not match the filter.
    where.push(eq(testResults.difficulty, query.difficulty), not(practiceModes));
  }
  if (query.kind === "practice") where.push(practiceModes);
  if (query.kind === "test") where.push(not(practiceModes));
  return and(...where)!;
}

/**
 * The imported results the query asks for: none for a kind of the typist's own, nor under a
 * mode or difficulty, which are TypeTempo's and no imported result has.
 */
function importedFilters(userId: string, query: HistoryQuery): SQL | null {
  if (query.kind === "test" || query.kind === "practice" || query.mode || query.difficulty) {
    return null;
  }
  return and(eq(importedResults.userId, userId), ...dayFilters(importedResults.takenAt, query))!;
}

/**
 * The same columns from both tables, in the same order (summaryColumns'), so that one ordered,
 * paged list holds both.
 */
const ownColumns = {
  ...summaryColumns,
  difficulty: sql<string | null>`${testResults.difficulty}`.as("difficulty"),
  verification: sql<string | null>`${testResults.verification}`.as("verification"),
  source: sql<string | null>`null::text`.as("source"),
  durationMs: sql<number | null>`null::integer`.as("duration_ms"),
  flags: sql<string[] | null>`${testResults.flags}`.as("flags"),
};
const importedColumns = {
  id: importedResults.id,
  wpm: importedResults.wpm,
  accuracy: importedResults.accuracy,
  duration: sql<number>`ceil(${importedResults.durationMs} / 1000.0)::integer`,
  mode: importedResults.mode,
  difficulty: sql<string | null>`null::text`,
  // Named as the typist's results' column, so that one ordering serves both lists and either.
  createdAt: sql<Date>`${importedResults.takenAt}`
    .mapWith(importedResults.takenAt)
    .as("created_at"),
  verification: sql<string | null>`null::text`,
  source: sql<string | null>`${importedResults.source}`,
  durationMs: sql<number | null>`${importedResults.durationMs}`,
  flags: sql<string[] | null>`null::text[]`,
};

type Row = {
  id: number;
  wpm: number;
  accuracy: number;
  duration: number;
  mode: string;
  createdAt: Date;
  difficulty: string | null;
  verification: string | null;
  source: string | null;
  durationMs: number | null;
  flags: string[] | null;
};

function toEntry(row: Row): HistoryPage["results"][number] {
  if (row.source !== null) {
    return {
      kind: "imported",
      id: row.id,
      source: row.source as ImportSource,
      wpm: row.wpm,
      accuracy: row.accuracy,
      durationMs: row.durationMs!,
      mode: row.mode,
      createdAt: row.createdAt.toISOString(),
    };
  }
  return {
    ...toResultSummary({
      ...row,
      difficulty: row.difficulty!,
      verification: row.verification!,
    }),
    flags: (row.flags ?? []) as ResultFlag[],
    kind: isPracticeMode(row.mode) ? "practice" : "test",
  };
}

/**
 * One page of the user's results, newest first, with how many match on every page: their own
 * and, unless the filters rule them out, those imported from other sites, in one list.
 */
export async function historyPage(
  db: Database,
  userId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const own = ownFilters(userId, query);
  const imported = importedFilters(userId, query);
  const page = { page: query.page, pageSize: query.pageSize };
  // Imported results under a mode or difficulty: none has one.
  if (!own && !imported) return { results: [], ...page, total: 0 };
  const ownRows = own && db.select(ownColumns).from(testResults).where(own);
  const importedRows = imported && db.select(importedColumns).from(importedResults).where(imported);
  const [ownCount] = own
    ? await db.select({ n: count() }).from(testResults).where(own)
    : [{ n: 0 }];
  const [importedCount] = imported
    ? await db.select({ n: count() }).from(importedResults).where(imported)
    : [{ n: 0 }];
  const both =
    ownRows && importedRows ? ownRows.unionAll(importedRows) : (ownRows ?? importedRows)!;
  const rows: Row[] = await both
    .orderBy(desc(sql.identifier("created_at")), desc(sql.identifier("id")))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { results: rows.map(toEntry), ...page, total: ownCount!.n + importedCount!.n };
}
