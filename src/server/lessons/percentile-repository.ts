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

/**
 * A typist's own best over the difficulties on the rows compared, read as the counts read the
 * others' (the same index, the same rows), so their best is the speed the others are set against.
 */
export function ownBestQuery(userId: string): SQL {
  return sql`
    select max(wpm) as best from leaderboard_best
    where ${COMPARED} and user_id = ${userId}
  `;
}

async function ownBest(db: Database, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ best: unknown }>(db, ownBestQuery(userId));
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/**
 * How a speed compares with the site's typists, by typist-percentile.ts's rule: `wpm` when
 * given, else the asker's own best, which is answered too. Without either there is no speed to
 * compare, and no percent, but the typists are still counted.
 */
export async function typistPercentile(
  db: Database,
  wpm: number | undefined,
  asker: string | null,
): Promise<TypistPercentile> {
  const best = asker === null ? null : await ownBest(db, asker);
  const compared = wpm ?? best;
  const [row] = await queryRows<{ typists: unknown; slower: unknown }>(
    db,
    percentileCounts(compared ?? 0, asker),
  );
  const typists = Number(row?.typists ?? 0);
  const percent = compared === null ? null : percentileOf(Number(row?.slower ?? 0), typists);
  return { best, percent, typists };
}
