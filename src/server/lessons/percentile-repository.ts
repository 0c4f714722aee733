import { type SQL, sql } from "drizzle-orm";
import type { TypistPercentile } from "../../core/api/lessons.ts";
import {
  PERCENTILE_BOARD,
  PERCENTILE_SECONDS,
  percentileOf,
} from "../../core/lessons/typist-percentile.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

/**
 * The rows compared, written out rather than bound, so that any plan, a prepared statement's
 * generic one too, sees that they are leaderboard_best_percentile_idx's own: a partial index
 * serves only a query whose conditions imply its predicate.
 */
const COMPARED = sql.raw(
  `board = '${PERCENTILE_BOARD}' and duration = ${String(PERCENTILE_SECONDS)}`,
);

/**
 * The count of the typists compared (`except`, the asker, left out) and of those whose best is
 * strictly below `wpm`: each typist's best over the difficulties, read from the leaderboard's
 * best rows, which hold one row per typist, board, duration and difficulty. Compared as `real`,
 * the column's type, so a speed read back from the API equals the stored one it came from and
 * is not counted below itself.
 */
export function percentileCounts(wpm: number, except: string | null): SQL {
  const others = except === null ? sql`` : sql` and user_id <> ${except}`;
  return sql`
    select count(*) as typists, count(*) filter (where best < ${wpm}::real) as slower
    from (
      select max(wpm) as best from leaderboard_best
      where ${COMPARED}${others}
      group by user_id
    ) bests
  `;
}

/** How `wpm` compares with the site's typists, by typist-percentile.ts's rule. */
export async function typistPercentile(
  db: Database,
  wpm: number,
  except: string | null,
): Promise<TypistPercentile> {
  const [row] = await queryRows<{ typists: unknown; slower: unknown }>(
    db,
    percentileCounts(wpm, except),
  );
  const typists = Number(row?.typists ?? 0);
  return { percent: percentileOf(Number(row?.slower ?? 0), typists), typists };
}
