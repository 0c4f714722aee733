import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BackupError } from "./backup-error.ts";

/**
 * A backup file is this line, one line of JSON describing the backup, then the PGlite data
 * directory as a gzipped tarball. The first two lines let a restore recognise a backup, and
 * check it is complete and intact, before it touches anything.
 */
const MAGIC = "TypeTempo backup\n";
const FORMAT = 1;
/** Far more than a description needs; a file with no line break this early is not a backup. */
const HEADER_LIMIT = 64 * 1024;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  /** The PostgreSQL and PGlite versions that wrote the data directory. */
  postgres: z.string(),
  /** drizzle's record of applied migrations: how many, and the newest one's timestamp. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.number().int().nullable() }),
  /** Exact row count of every table, checked again after a restore. */
  tables: z.record(z.string(), z.number().int().min(0)),
  payload: z.object({ bytes: z.number().int().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The description of a new backup of `tarball`. */
export function newManifest(
  facts: Omit<BackupManifest, "format" | "createdAt" | "payload">,
  tarball: Uint8Array,
): BackupManifest {
  return {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    ...facts,
    payload: { bytes: tarball.length, sha256: sha256(tarball) },
  };
}

export function encodeBackup(manifest: BackupManifest, tarball: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(manifest)}\n`), tarball]);
}

function readHeader(file: string): Buffer {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`${file} does not exist`);
    throw error;
  }
  try {
    if (fs.fstatSync(fd).isDirectory()) throw new BackupError(`${file} is a directory`);
    const header = Buffer.alloc(HEADER_LIMIT);
    return header.subarray(0, fs.readSync(fd, header, 0, HEADER_LIMIT, 0));
  } finally {
    fs.closeSync(fd);
  }
}

function parseManifest(file: string, line: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupError(`${file} is a damaged TypeTempo backup: its description is unreadable`);
  }
  const format = (json as { format?: unknown }).format;
  if (typeof format === "number" && format > FORMAT) {
    throw new BackupError(
      `${file} was made by a newer TypeTempo (backup format ${format}); update TypeTempo first`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(`${file} is a damaged TypeTempo backup: its description is invalid`);
  }
  return parsed.data;
}

/** Reads and checks a backup file; anything that is not a whole, intact backup is refused. */
export function readBackupFile(file: string): {
  manifest: BackupManifest;
  tarball: Uint8Array<ArrayBuffer>;
} {
  const header = readHeader(file);
  const notABackup = `${file} is not a TypeTempo backup (one made by \`npm run db:backup\`)`;
  if (!header.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)))
    throw new BackupError(notABackup);
  const end = header.indexOf("\n", MAGIC.length);
  if (end < 0) throw new BackupError(notABackup);
  const manifest = parseManifest(file, header.subarray(MAGIC.length, end).toString("utf8"));
  const tarball = fs.readFileSync(file).subarray(end + 1);
  if (tarball.length !== manifest.payload.bytes) {
    throw new BackupError(
      `${file} is incomplete: it holds ${tarball.length} of the ${manifest.payload.bytes} bytes ` +
        "of its database (was it copied in full?)",
    );
  }
  if (sha256(tarball) !== manifest.payload.sha256) {
    throw new BackupError(`${file} is damaged: its checksum does not match its contents`);
  }
  return { manifest, tarball };
}

/** Makes a rename or new file in `dir` survive a power cut. */
export function syncDirectory(dir: string): void {
  // Windows cannot open a directory to flush it; its renames are durable on their own.
  if (process.platform === "win32") return;
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function alreadyExists(file: string): BackupError {
  return new BackupError(`${file} already exists; pass --force to replace it`);
}

/** Hard links are the atomic "create, never replace"; some filesystems (FAT, SMB) lack them. */
const NO_HARD_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"]);

/**
 * Writes `data` to a temporary file beside `file` and moves it into place, so `file` is either
 * absent or whole, never half-written. Without `force`, an existing file is never replaced.
 */
export function writeFileAtomically(file: string, data: Uint8Array, force: boolean): void {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  // Mode 0600: a backup holds password hashes and session tokens.
  const fd = fs.openSync(temp, "wx", 0o600);
  try {
    try {
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (force) {
      fs.renameSync(temp, file);
    } else {
      try {
        fs.linkSync(temp, file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "";
        if (code === "EEXIST") throw alreadyExists(file);
        if (!NO_HARD_LINKS.has(code)) throw error;
        if (fs.existsSync(file)) throw alreadyExists(file);
        fs.renameSync(temp, file);
      }
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
  syncDirectory(dir);
}
