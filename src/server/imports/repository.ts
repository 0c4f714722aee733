import { and, count, eq, inArray, max, min, sql } from "drizzle-orm";
import type { ImportList } from "../../core/api/imports.ts";
import type { ImportedResult, ImportSource } from "../../core/imports/imported-result.ts";
import type { Database } from "../db/client.ts";
import { importedResults } from "../db/schema.ts";

/** Rows a statement writes or keys it looks up: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) parts.push(items.slice(at, at + CHUNK));
  return parts;
}

const mine = (userId: string, source: ImportSource) =>
  and(eq(importedResults.userId, userId), eq(importedResults.source, source));

/** How many of `rows` the typist imported from `source` before. */
export async function countAlreadyImported(
  db: Database,
  userId: string,
  source: ImportSource,
  rows: readonly ImportedResult[],
): Promise<number> {
  let found = 0;
  for (const part of chunks(rows)) {
    const [row] = await db
      .select({ found: count() })
      .from(importedResults)
      .where(
        and(
          mine(userId, source),
          inArray(
            importedResults.sourceKey,
            part.map((result) => result.sourceKey),
          ),
        ),
      );
    found += row!.found;
  }
  return found;
}

/**
 * Adds the rows not imported before and answers how many were added; a row whose source id is
 * there already, by an earlier or a concurrent import, is skipped. One statement a chunk, not
 * one transaction: 50,000 rows take about 6 s on the embedded database, whose one connection a
 * transaction would hold from every other request all that time. The rows were checked before
 * (src/core/imports), so a chunk fails only with the database; the same file imported again
 * then adds what is missing.
 */
export async function insertImported(
  db: Database,
  userId: string,
  source: ImportSource,
  rows: readonly ImportedResult[],
): Promise<number> {
  let added = 0;
  for (const part of chunks(rows)) {
    const inserted = await db
      .insert(importedResults)
      .values(
        part.map((row) => ({
          userId,
          source,
          sourceKey: row.sourceKey,
          wpm: row.wpm,
          accuracy: row.accuracy,
          durationMs: row.durationMs,
          mode: row.mode,
          language: row.language,
          takenAt: new Date(row.takenAt),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: importedResults.id });
    added += inserted.length;
  }
  return added;
}

/** Takes every result imported from `source` out of the typist's history; answers how many. */
export async function removeImported(
  db: Database,
  userId: string,
  source: ImportSource,
): Promise<number> {
  const removed = await db
    .delete(importedResults)
    .where(mine(userId, source))
    .returning({ id: importedResults.id });
  return removed.length;
}

/** Each source the typist imported from, with how many results and the dates they span. */
export async function listImports(db: Database, userId: string): Promise<ImportList["sources"]> {
  const rows = await db
    .select({
      source: importedResults.source,
      results: count(),
      from: min(importedResults.takenAt),
      to: max(importedResults.takenAt),
    })
    .from(importedResults)
    .where(eq(importedResults.userId, userId))
    .groupBy(importedResults.source)
    .orderBy(importedResults.source);
  return rows.map((row) => ({
    source: row.source as ImportSource,
    results: row.results,
    from: row.from!.toISOString(),
    to: row.to!.toISOString(),
  }));
}

/** The imported results' count and time, for the profile's totals. */
export async function importedTotals(db: Database, userId: string) {
  const [row] = await db
    .select({
      tests: count(),
      ms: sql`coalesce(sum(${importedResults.durationMs}), 0)`.mapWith(Number),
    })
    .from(importedResults)
    .where(eq(importedResults.userId, userId));
  return { tests: row!.tests, secondsTyped: Math.round(row!.ms / 1000) };
}

/** Every imported result of the typist, for the data download. */
export async function listImportedForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      source: importedResults.source,
      sourceKey: importedResults.sourceKey,
      wpm: importedResults.wpm,
      accuracy: importedResults.accuracy,
      durationMs: importedResults.durationMs,
      mode: importedResults.mode,
      language: importedResults.language,
      takenAt: importedResults.takenAt,
      importedAt: importedResults.importedAt,
    })
    .from(importedResults)
    .where(eq(importedResults.userId, userId))
    .orderBy(importedResults.takenAt, importedResults.id);
  return rows.map((row) => ({
    ...row,
    source: row.source as ImportSource,
    takenAt: row.takenAt.toISOString(),
    importedAt: row.importedAt.toISOString(),
  }));
}
