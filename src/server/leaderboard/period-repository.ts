import { type SQL, sql } from "drizzle-orm";
import type { LeaderboardRow, LeaderboardStats } from "../../core/api/leaderboard.ts";
import { boardKey } from "../../core/leaderboard/boards.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
} from "../../core/leaderboard/leaderboard.ts";
import type { ResettingPeriod } from "../../core/leaderboard/periods.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { bestRowFilter, type RankedRow, rankedPage } from "./repository.ts";

/** One day's or week's board: the period and the UTC date it began on (periods.ts). */
export interface PeriodKey {
  period: ResettingPeriod;
  start: string;
}

export const periodRows = ({ period, start }: PeriodKey, filters: LeaderboardFilters): SQL =>
  sql`b.period = ${period} and b.period_start = ${start} and ${bestRowFilter(filters)}`;

/**
 * The rows of a period's board in ranking order, from an offset: a day's or week's board is
 * small, so its index is read from the top and the rows above the page skipped.
 */
async function periodRanking(
  db: Database,
  key: PeriodKey,
  filters: LeaderboardFilters,
  limit: number,
  offset: number,
): Promise<RankedRow[]> {
  return queryRows<RankedRow>(
    db,
    sql`
    with page as (
      select b.user_id, b.board, b.wpm, b.accuracy, b.duration, b.difficulty, b.created_at, b.result_id
      from leaderboard_period_best b
      where ${periodRows(key, filters)}
      order by b.wpm desc nulls last, b.created_at, b.result_id
      limit ${limit} offset ${offset}
    )
    select page.result_id, coalesce(u.display_username, u.username) as username, page.wpm, page.accuracy, page.duration, page.difficulty, page.created_at, page.board
    from page join users u on u.id = page.user_id
    order by page.wpm desc nulls last, page.created_at, page.result_id
  `,
  );
}

/** product call 'Leaderboard list' on a day's or week's board, as leaderboardPage of all time. */
export async function periodPage(
  db: Database,
  key: PeriodKey,
  filters: LeaderboardFilters,
  page: number,
): Promise<{ rows: LeaderboardRow[]; hasNextPage: boolean }> {
  const pageIndex = page - 1;
  const found = await periodRanking(
    db,
    key,
    filters,
    LEADERBOARD_PAGE_SIZE + 1,
    pageIndex * LEADERBOARD_PAGE_SIZE,
  );
  return rankedPage(found, pageIndex);
}

/** The winners of a past day or week: its top three under the filters. */
export async function periodWinners(
  db: Database,
  key: PeriodKey,
  filters: LeaderboardFilters,
): Promise<LeaderboardRow[]> {
  return rankedPage(await periodRanking(db, key, filters, 3, 0), 0).rows;
}

/** leaderboardLastPage on a day's or week's board. */
export async function periodLastPage(
  db: Database,
  key: PeriodKey,
  filters: LeaderboardFilters,
): Promise<number> {
  const [row] = await queryRows<{ entries: unknown }>(
    db,
    sql`select count(*) as entries from leaderboard_period_best b where ${periodRows(key, filters)}`,
  );
  return Math.max(1, Math.ceil(Number(row?.entries ?? 0) / LEADERBOARD_PAGE_SIZE));
}

/** product call 'Leaderboard stats' over a day's or week's ranked results. */
export async function periodStats(
  db: Database,
  key: PeriodKey,
  filters: LeaderboardFilters,
): Promise<LeaderboardStats> {
  const duration = filters.duration === "all" ? 0 : filters.duration;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select t.tests as total, t.wpm_sum / nullif(t.tests, 0) as average_wpm,
      t.accuracy_sum / nullif(t.tests, 0) as average_accuracy,
      (select b.wpm from leaderboard_period_best b where ${periodRows(key, filters)}
       order by b.wpm desc nulls last limit 1) as highest_wpm
    from (select 1) as one left join leaderboard_period_totals t
      on t.period = ${key.period} and t.period_start = ${key.start}
      and t.board = ${boardKey(filters.board)} and t.duration = ${duration}
      and t.difficulty = ${filters.difficulty}
  `,
  );
  return {
    totalTests: Number(row?.total ?? 0),
    averageWpm: Number(row?.average_wpm ?? 0),
    highestWpm: Number(row?.highest_wpm ?? 0),
    averageAccuracy: Number(row?.average_accuracy ?? 0),
  };
}
