import { type SQL, sql } from "drizzle-orm";
import type { FollowingRow } from "../../core/api/leaderboard.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
} from "../../core/leaderboard/leaderboard.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { type PeriodKey, periodRows } from "./period-repository.ts";
import { bestRowFilter, filterKey, type RankedRow, rankedPage } from "./repository.ts";

/** The typist and everyone they follow: at most FOLLOW_LIMIT + 1 ids. */
const circle = (userId: string): SQL =>
  sql`(select followee_id as user_id from follows where follower_id = ${userId} union all select ${userId})`;

/**
 * The best rows of the circle under the filters. All time, each typist's are read by the
 * table's key, which leads with the typist; the lateral subquery's `offset 0` keeps it one:
 * merged into a join, the planner may read the whole board and hash it instead, as it did on
 * a board of 90,000 rows, taking 50 ms where the look-ups take a few. A day's or week's board
 * is small, and its rows are read from its ranking index and kept to the circle's typists
 * (probing its key for each typist instead was slower, the planner reaching for that index).
 */
function circleRows(userId: string, filters: LeaderboardFilters, key: PeriodKey | null): SQL {
  if (key) {
    return sql`leaderboard_period_best b where ${periodRows(key, filters)} and b.user_id in ${circle(userId)}`;
  }
  return sql`${circle(userId)} c cross join lateral (
    select * from leaderboard_best b where b.user_id = c.user_id and ${bestRowFilter(filters)} offset 0
  ) b`;
}

/**
 * Each page row's place on the whole board. All time, the speed counts give the rows faster
 * than it, as for a deep page, and an index-only count the rows of its speed ranked before it:
 * speeds are whole numbers, so that count grows with how many typed the same speed earlier (on
 * 500,000 results, about 15 ms for a page of 100 on PostgreSQL, most of the query). A day's or
 * week's board is small, so its rows down to the page's slowest are numbered in index order.
 */
function globalRank(filters: LeaderboardFilters, key: PeriodKey | null): { from: SQL; rank: SQL } {
  if (key) {
    return {
      from: sql`join (
        select b.result_id, row_number() over (order by b.wpm desc nulls last, b.created_at, b.result_id) as global_rank
        from leaderboard_period_best b
        where ${periodRows(key, filters)} and b.wpm >= (select min(wpm) from page)
      ) ranked on ranked.result_id = page.result_id`,
      rank: sql`ranked.global_rank`,
    };
  }
  return {
    from: sql`join (
      select wpm, sum(entries) over (order by wpm desc) - entries as above
      from leaderboard_speed_counts
      where ${filterKey(filters)}
    ) speeds on speeds.wpm = page.wpm`,
    rank: sql`speeds.above + 1 + (
      select count(*) from leaderboard_best b
      where ${bestRowFilter(filters)} and b.wpm = page.wpm
        and (b.created_at, b.result_id) < (page.created_at, page.result_id)
    )`,
  };
}

type CircleRow = RankedRow & { global_rank: number | string };

/**
 * issue 36's Following view: a page of the rankings of the typist and those they follow, under
 * the same filters and rules as the whole board (the same best rows), each with its place
 * among them (`rank`) and on the whole board (`globalRank`). `key` names a day's or week's
 * board, null all time. The circle is at most FOLLOW_LIMIT + 1 typists, whose best rows are
 * read by their key, so a page costs the same however large the board is.
 */
export async function followingPage(
  db: Database,
  userId: string,
  filters: LeaderboardFilters,
  key: PeriodKey | null,
  page: number,
): Promise<{ rows: FollowingRow[]; hasNextPage: boolean }> {
  const pageIndex = page - 1;
  const global = globalRank(filters, key);
  const found = await queryRows<CircleRow>(
    db,
    sql`
    with page as (
      select b.user_id, b.board, b.wpm, b.accuracy, b.duration, b.difficulty, b.created_at, b.result_id
      from ${circleRows(userId, filters, key)}
      order by b.wpm desc nulls last, b.created_at, b.result_id
      limit ${LEADERBOARD_PAGE_SIZE + 1} offset ${pageIndex * LEADERBOARD_PAGE_SIZE}
    )
    select page.result_id, coalesce(u.display_username, u.username) as username, page.wpm, page.accuracy,
      page.duration, page.difficulty, page.created_at, page.board, ${global.rank} as global_rank
    from page join users u on u.id = page.user_id ${global.from}
    order by page.wpm desc nulls last, page.created_at, page.result_id
  `,
  );
  const { rows, hasNextPage } = rankedPage(found, pageIndex);
  return {
    rows: rows.map((row, i) => ({ ...row, globalRank: Number(found[i]!.global_rank) })),
    hasNextPage,
  };
}

/** How many typists `userId` follows. */
export async function followeeCount(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from follows where follower_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

/** The last page of the Following view with rows, or 1: asked only for a page past its end. */
export async function followingLastPage(
  db: Database,
  userId: string,
  filters: LeaderboardFilters,
  key: PeriodKey | null,
): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${circleRows(userId, filters, key)}`,
  );
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / LEADERBOARD_PAGE_SIZE));
}
