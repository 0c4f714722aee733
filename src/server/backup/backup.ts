import fs from "node:fs";
import path from "node:path";
import { databaseDir } from "../db/client.ts";
import { BackupError } from "./backup-error.ts";
import {
  alreadyExists,
  encodeBackup,
  newManifest,
  writeFileAtomically,
  type BackupManifest,
} from "./backup-file.ts";
import { dumpDatabase, lockForMaintenance } from "./embedded-database.ts";

export interface BackupOptions {
  dataDir: string;
  /** Absolute path of the backup file to write. */
  file: string;
  /** Replace an existing file at `file`. */
  force?: boolean;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** Refuses, before the database is opened, a backup that could not be written. */
function checkTarget(file: string, source: string, force: boolean): void {
  if (isInside(file, source)) {
    throw new BackupError(`the backup file cannot go inside the database directory ${source}`);
  }
  const dir = path.dirname(file);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`the directory ${dir} does not exist`);
  }
  const existing = fs.statSync(file, { throwIfNoEntry: false });
  if (existing?.isDirectory()) throw new BackupError(`${file} is a directory`);
  if (existing && !force) throw alreadyExists(file);
}

/**
 * Copies the embedded database in `dataDir` into one backup file. It takes the server's lock,
 * so it refuses to run while a server has the database open.
 */
export async function createBackup({
  dataDir,
  file,
  force = false,
}: BackupOptions): Promise<BackupSummary> {
  const source = databaseDir(dataDir);
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) {
    throw new BackupError(
      `there is no embedded database in ${dataDir}; check DATA_DIR (the server creates the ` +
        "database when it first starts)",
    );
  }
  checkTarget(file, source, force);
  const lock = lockForMaintenance(dataDir);
  let dump;
  try {
    dump = await dumpDatabase(source);
  } finally {
    lock.release();
  }
  const manifest = newManifest(dump.facts, dump.tarball);
  const content = encodeBackup(manifest, dump.tarball);
  writeFileAtomically(file, content, force);
  return { file, bytes: content.length, manifest };
}
