import type { SQL } from "drizzle-orm";
import type { Database } from "./client.ts";

/** Runs raw SQL on either driver; PGlite and node-postgres both return the rows in `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
