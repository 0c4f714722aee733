import { and, count, desc, eq, gte, lt, not, type SQL } from "drizzle-orm";
import type { HistoryPage, HistoryQuery } from "../../core/api/results.ts";
import type { ResultFlag } from "../../core/typing/result-verification.ts";
import type { Database } from "../db/client.ts";
import { testResults } from "../db/schema.ts";
import { isPracticeMode, practiceModes, summaryColumns, toResultSummary } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function filters(userId: string, query: HistoryQuery): SQL[] {
  const where = [eq(testResults.userId, userId)];
  if (query.mode) where.push(eq(testResults.mode, query.mode));
  if (query.difficulty) {
    // Practice has no difficulty: its column holds a placeholder that must not match the filter.
    where.push(eq(testResults.difficulty, query.difficulty), not(practiceModes));
  }
  if (query.from) where.push(gte(testResults.createdAt, dayStart(query.from)));
  if (query.to) {
    where.push(lt(testResults.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  }
  if (query.kind === "practice") where.push(practiceModes);
  if (query.kind === "test") where.push(not(practiceModes));
  return where;
}

/** One page of the user's results, newest first, with how many match on every page. */
export async function historyPage(
  db: Database,
  userId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const where = and(...filters(userId, query));
  const [matching] = await db.select({ total: count() }).from(testResults).where(where);
  const rows = await db
    .select({ ...summaryColumns, flags: testResults.flags })
    .from(testResults)
    .where(where)
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    results: rows.map(({ flags, ...row }) => ({
      ...toResultSummary(row),
      flags: flags as ResultFlag[],
      kind: isPracticeMode(row.mode) ? "practice" : "test",
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: matching!.total,
  };
}
