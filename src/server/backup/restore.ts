import fs from "node:fs";
import path from "node:path";
import { databaseDir } from "../db/client.ts";
import { BackupError } from "./backup-error.ts";
import { readBackupFile, syncDirectory, type BackupManifest } from "./backup-file.ts";
import { loadDatabase, lockForMaintenance, type DatabaseFacts } from "./embedded-database.ts";

export interface RestoreOptions {
  dataDir: string;
  /** Absolute path of the backup file. */
  file: string;
  /** Replace the database already in `dataDir` (which is kept aside, never deleted). */
  force?: boolean;
}

export interface RestoreSummary {
  databaseDir: string;
  /** Where the database that was replaced now lives. */
  previous?: string;
  manifest: BackupManifest;
}

const STAGING = ".restoring-";
const journalPath = path.join(import.meta.dirname, "../db/migrations/meta/_journal.json");

/** The server migrates an older database forward at start, but cannot move a newer one back. */
function checkSchemaIsKnown(file: string, manifest: BackupManifest): void {
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as {
    entries: { when: number }[];
  };
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  if ((manifest.migrations.latest ?? 0) > newest) {
    throw new BackupError(
      `${file} comes from a newer version of TypeTempo (its database has changes this version ` +
        "does not know); update TypeTempo first",
    );
  }
}

function checkContents(file: string, expected: BackupManifest, found: DatabaseFacts): void {
  const names = new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)]);
  for (const name of names) {
    if (expected.tables[name] !== found.tables[name]) {
      throw new BackupError(
        `${file} did not restore intact: table ${name} has ${found.tables[name] ?? "no"} rows ` +
          `where the backup recorded ${expected.tables[name] ?? "none"}`,
      );
    }
  }
}

/** Leftovers of a restore that was killed; safe to remove while we hold the lock. */
function removeStaging(dataDir: string, base: string): void {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith(`${base}${STAGING}`)) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
}

/** Unpacks the backup beside the live database and checks it, without touching the live one. */
async function stage(
  file: string,
  manifest: BackupManifest,
  tarball: Uint8Array<ArrayBuffer>,
  dir: string,
) {
  try {
    checkContents(file, manifest, await loadDatabase(dir, tarball));
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} does not open as a database here (it was made with ${manifest.postgres}): ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
}

/**
 * Replaces the embedded database in `dataDir` with a backup. The backup is unpacked and opened
 * in a sibling directory first; only then is the old database renamed aside and the new one
 * renamed into place, so a failure at any point leaves a working database behind.
 */
export async function restoreBackup({
  dataDir,
  file,
  force = false,
}: RestoreOptions): Promise<RestoreSummary> {
  const { manifest, tarball } = readBackupFile(file);
  checkSchemaIsKnown(file, manifest);
  const target = databaseDir(dataDir);
  const lock = lockForMaintenance(dataDir);
  try {
    const replacing = fs.existsSync(target);
    if (replacing && !force) {
      throw new BackupError(
        `${target} already holds a database; pass --force to replace it (it is kept aside, ` +
          "not deleted)",
      );
    }
    const base = path.basename(target);
    removeStaging(dataDir, base);
    const staging = path.join(dataDir, `${base}${STAGING}${process.pid}`);
    await stage(file, manifest, tarball, staging);
    let previous: string | undefined;
    try {
      if (replacing) {
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        previous = path.join(dataDir, `${base}.before-restore-${stamp}`);
        fs.renameSync(target, previous);
      }
      fs.renameSync(staging, target);
    } catch (error) {
      if (previous && !fs.existsSync(target)) fs.renameSync(previous, target);
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    syncDirectory(dataDir);
    return { databaseDir: target, manifest, ...(previous && { previous }) };
  } finally {
    lock.release();
  }
}
