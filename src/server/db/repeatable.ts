import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * SQL that is replaced rather than altered (functions, triggers), one file per owner in
 * repeatable/: each file is the one definition of what it creates, so what runs is what is read,
 * where a migration would only hold the latest change.
 */
const FOLDER = new URL("repeatable/", import.meta.url);

export interface RepeatableScript {
  name: string;
  sql: string;
  /** SHA-256 of the text, hex. */
  checksum: string;
}

/** The folder's scripts, in the order of their names. */
export function readRepeatableScripts(folder: URL = FOLDER): RepeatableScript[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(new URL(name, folder), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * The two ways of talking to either database that applying needs: PGlite's query and exec, and
 * node-postgres's query with and without parameters.
 */
export interface ScriptRunner {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs a string of several statements. */
  exec(statements: string): Promise<unknown>;
}

/**
 * Applies each script whose checksum differs from the one recorded in repeatable_scripts (or
 * that has none), in a transaction with its new checksum, and returns the names applied. The
 * caller holds the migration lock, so two instances starting together apply a script once.
 */
export async function applyRepeatableScripts(
  runner: ScriptRunner,
  scripts: readonly RepeatableScript[] = readRepeatableScripts(),
): Promise<string[]> {
  const { rows } = await runner.query("select name, checksum from repeatable_scripts", []);
  const applied = new Map(
    (rows as { name: string; checksum: string }[]).map((row) => [row.name, row.checksum]),
  );
  const changed = scripts.filter((script) => applied.get(script.name) !== script.checksum);
  for (const script of changed) {
    await runner.exec("begin");
    try {
      await runner.exec(script.sql);
      await runner.query(
        `insert into repeatable_scripts (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [script.name, script.checksum],
      );
      await runner.exec("commit");
    } catch (error) {
      await runner.exec("rollback");
      throw new Error(`The repeatable script ${script.name} failed`, { cause: error });
    }
  }
  return changed.map((script) => script.name);
}
