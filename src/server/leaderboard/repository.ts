import { type SQL, sql } from "drizzle-orm";
import type { LeaderboardRow, LeaderboardStats } from "../../core/api/leaderboard.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
  rankFor,
} from "../../core/leaderboard/leaderboard.ts";
import { boardKey } from "../../core/leaderboard/boards.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

/** The key of the speed-count and totals rows for a board's filter: 0 and 'all' mean any. */
export function filterKey(filters: LeaderboardFilters): SQL {
  const duration = filters.duration === "all" ? 0 : filters.duration;
  return sql`board = ${boardKey(filters.board)} and duration = ${duration} and difficulty = ${filters.difficulty}`;
}

export function bestRowFilter(filters: LeaderboardFilters): SQL {
  const conditions = [sql`b.board = ${boardKey(filters.board)}`];
  if (filters.duration !== "all") conditions.push(sql`b.duration = ${filters.duration}`);
  if (filters.difficulty !== "all") conditions.push(sql`b.difficulty = ${filters.difficulty}`);
  return sql.join(conditions, sql` and `);
}

export interface RankedRow {
  result_id: number | string;
  /** As the typist wrote it; the auth library keeps a lower-cased copy for look-ups. */
  username: string | null;
  wpm: number;
  accuracy: number;
  duration: number;
  difficulty: LeaderboardRow["difficulty"];
  created_at: Date | string;
  board: string;
}

/** A page's rows, ranked, from the query's rows in order: one more than a page says there is a next. */
export function rankedPage(
  found: RankedRow[],
  pageIndex: number,
): { rows: LeaderboardRow[]; hasNextPage: boolean } {
  const rows = found.slice(0, LEADERBOARD_PAGE_SIZE).map((row, position) => ({
    rank: rankFor(pageIndex, position),
    resultId: Number(row.result_id),
    username: row.username,
    wpm: Number(row.wpm),
    accuracy: Number(row.accuracy),
    duration: Number(row.duration),
    difficulty: row.difficulty,
    createdAt: new Date(row.created_at).toISOString(),
    board: row.board,
  }));
  return { rows, hasNextPage: found.length > LEADERBOARD_PAGE_SIZE };
}

/**
 * product call 'Leaderboard list' on one board: the best WPM per user, duration and difficulty (ties go to the
 * earlier result), fastest first, a page of 100, with one row more to learn whether a next page
 * exists. The best rows are kept by trigger; the speed counts say at which speed the page starts,
 * so the index scan begins there instead of stepping over every row above it.
 */
export async function leaderboardPage(
  db: Database,
  filters: LeaderboardFilters,
  page: number,
): Promise<{ rows: LeaderboardRow[]; hasNextPage: boolean }> {
  const pageIndex = page - 1;
  const offset = pageIndex * LEADERBOARD_PAGE_SIZE;
  const found = await queryRows<RankedRow>(
    db,
    sql`
    with start as (
      select wpm, above from (
        select wpm, sum(entries) over (order by wpm desc) - entries as above
        from leaderboard_speed_counts
        where ${filterKey(filters)}
      ) speeds
      where above <= ${offset}
      order by wpm
      limit 1
    ),
    page as (
      select b.user_id, b.board, b.wpm, b.accuracy, b.duration, b.difficulty, b.created_at, b.result_id
      from leaderboard_best b
      where ${bestRowFilter(filters)} and b.wpm <= (select wpm from start)
      order by b.wpm desc nulls last, b.created_at, b.result_id
      limit ${LEADERBOARD_PAGE_SIZE + 1} offset (select ${offset} - above from start)
    )
    select page.result_id, coalesce(u.display_username, u.username) as username, page.wpm, page.accuracy, page.duration, page.difficulty, page.created_at, page.board
    from page join users u on u.id = page.user_id
    order by page.wpm desc nulls last, page.created_at, page.result_id
  `,
  );
  return rankedPage(found, pageIndex);
}

/**
 * The last page with rows under the filters, or 1 when there are none: asked only for a page
 * past the end, so the rankings can offer a way back. The speed counts hold one entry per
 * ranked row.
 */
export async function leaderboardLastPage(
  db: Database,
  filters: LeaderboardFilters,
): Promise<number> {
  const [row] = await queryRows<{ entries: unknown }>(
    db,
    sql`select coalesce(sum(entries), 0) as entries from leaderboard_speed_counts where ${filterKey(filters)}`,
  );
  return Math.max(1, Math.ceil(Number(row?.entries ?? 0) / LEADERBOARD_PAGE_SIZE));
}

/**
 * product call 'Leaderboard stats': count, mean and best WPM and mean accuracy over every ranked
 * timed result.
 */
export async function leaderboardStats(
  db: Database,
  filters: LeaderboardFilters,
): Promise<LeaderboardStats> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select t.tests as total, t.wpm_sum / nullif(t.tests, 0) as average_wpm,
      t.accuracy_sum / nullif(t.tests, 0) as average_accuracy,
      (select max(wpm) from leaderboard_speed_counts where ${filterKey(filters)}) as highest_wpm
    from (select 1) as one left join leaderboard_totals t on ${filterKey(filters)}
  `,
  );
  return {
    totalTests: Number(row?.total ?? 0),
    averageWpm: Number(row?.average_wpm ?? 0),
    highestWpm: Number(row?.highest_wpm ?? 0),
    averageAccuracy: Number(row?.average_accuracy ?? 0),
  };
}
