import { type SQL, sql } from "drizzle-orm";
import type { LeaderboardRow, LeaderboardStats } from "../../core/api/leaderboard.ts";
import { LEADERBOARD_PAGE_SIZE, type LeaderboardFilters, rankFor } from "../../core/leaderboard.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

/** SPEC §7 #13–14: timed results only, optionally one duration and one difficulty. */
function matching(filters: LeaderboardFilters): SQL {
  const conditions = [sql`r.mode not like '% Characters'`];
  if (filters.duration !== "all") conditions.push(sql`r.duration = ${filters.duration}`);
  if (filters.difficulty !== "all") conditions.push(sql`r.difficulty = ${filters.difficulty}`);
  return sql.join(conditions, sql` and `);
}

interface RankedRow {
  /** As the typist wrote it; the auth library keeps a lower-cased copy for look-ups. */
  username: string | null;
  wpm: number;
  accuracy: number;
  duration: number;
  difficulty: LeaderboardRow["difficulty"];
  created_at: Date | string;
}

/**
 * SPEC §7 #14: the best WPM per user, duration and difficulty (ties go to the earlier
 * result), fastest first, a page of 100, with one row more to learn whether a next page exists.
 */
export async function leaderboardPage(
  db: Database,
  filters: LeaderboardFilters,
  page: number,
): Promise<{ rows: LeaderboardRow[]; hasNextPage: boolean }> {
  const pageIndex = page - 1;
  const found = await queryRows<RankedRow>(
    db,
    sql`
    with best as (
      select distinct on (r.user_id, r.duration, r.difficulty)
        r.id, r.user_id, r.wpm, r.accuracy, r.duration, r.difficulty, r.created_at
      from test_results r
      where ${matching(filters)}
      order by r.user_id, r.duration, r.difficulty, r.wpm desc, r.created_at, r.id
    )
    select coalesce(u.display_username, u.username) as username, best.wpm, best.accuracy, best.duration, best.difficulty, best.created_at
    from best join users u on u.id = best.user_id
    order by best.wpm desc, best.created_at, best.id
    limit ${LEADERBOARD_PAGE_SIZE + 1} offset ${pageIndex * LEADERBOARD_PAGE_SIZE}
  `,
  );
  const rows = found.slice(0, LEADERBOARD_PAGE_SIZE).map((row, position) => ({
    rank: rankFor(pageIndex, position),
    username: row.username,
    wpm: Number(row.wpm),
    accuracy: Number(row.accuracy),
    duration: Number(row.duration),
    difficulty: row.difficulty,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { rows, hasNextPage: found.length > LEADERBOARD_PAGE_SIZE };
}

/** SPEC §7 #13: count, mean and best WPM and mean accuracy over every matching timed result. */
export async function leaderboardStats(
  db: Database,
  filters: LeaderboardFilters,
): Promise<LeaderboardStats> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select count(*) as total, coalesce(avg(r.wpm), 0) as average_wpm,
      coalesce(max(r.wpm), 0) as highest_wpm, coalesce(avg(r.accuracy), 0) as average_accuracy
    from test_results r
    where ${matching(filters)}
  `,
  );
  return {
    totalTests: Number(row?.total ?? 0),
    averageWpm: Number(row?.average_wpm ?? 0),
    highestWpm: Number(row?.highest_wpm ?? 0),
    averageAccuracy: Number(row?.average_accuracy ?? 0),
  };
}
