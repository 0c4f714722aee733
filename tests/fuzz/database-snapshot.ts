import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { queryRows } from "../../src/server/db/query-rows.ts";

/**
 * Counters that every attempt bumps by design, accepted or not: better-auth's per-IP rate limits.
 * Everything else must stay as it was when a request is refused.
 */
const COUNTER_TABLES = new Set(["rate_limits"]);

export type DatabaseSnapshot = Record<string, string>;

/** The public tables, read from the database so that tables added later are covered too. */
async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !COUNTER_TABLES.has(name));
}

/**
 * A function that takes a snapshot: per table, its row count and a digest of every row, so
 * inserts, updates and deletes all show.
 */
export async function databaseSnapshotter(db: Database): Promise<() => Promise<DatabaseSnapshot>> {
  const names = await tableNames(db);
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${sql.identifier(name)} t`,
  );
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const rows = await queryRows<{ name: string; digest: string }>(db, query);
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  };
}
