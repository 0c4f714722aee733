import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL server programs, the newest installed; the machine's psql is their client. */
function serverBin(): string {
  const root = "/usr/lib/postgresql";
  const newest = fs
    .readdirSync(root)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => b - a)[0];
  if (newest === undefined) throw new Error(`no PostgreSQL server under ${root}`);
  return path.join(root, String(newest), "bin");
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` account. */
async function pgRun(program: string, args: string[]): Promise<void> {
  const file = path.join(serverBin(), program);
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? "runuser" : file, asRoot ? ["-u", "postgres", "--", file, ...args] : args, {
    timeout: 60_000,
  });
}

export interface Cluster {
  port: number;
  /** A connection URL to `database` on this cluster, as the superuser `postgres`. */
  url(database?: string): string;
  /** Stops the server at once and deletes its files. */
  stop(): Promise<void>;
}

async function startCluster(dir: string, port: number, log: string): Promise<Cluster> {
  await pgRun("pg_ctl", [
    "-D",
    dir,
    "-l",
    log,
    "-w",
    "-o",
    `-p ${port} -k ${path.dirname(dir)} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => pgRun("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]).catch(() => {}),
  };
}

/**
 * A throwaway primary and its streaming replica (pg_basebackup), each a cluster of its own on a
 * free port of 127.0.0.1, for tests of DATABASE_READ_URL. `stop` ends both and deletes them.
 */
export async function startPrimaryAndReplica(): Promise<{
  primary: Cluster;
  replica: Cluster;
  stop(): Promise<void>;
}> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-pg-"));
  if (process.getuid?.() === 0) await run("chown", ["postgres:", base]);
  const primaryDir = path.join(base, "primary");
  const replicaDir = path.join(base, "replica");
  const started: Cluster[] = [];
  const stop = async () => {
    await Promise.all(started.map((cluster) => cluster.stop()));
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    // initdb's trust authentication covers replication connections from 127.0.0.1 too.
    await pgRun("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "-N"]);
    const primary = await startCluster(
      primaryDir,
      await freePort(),
      path.join(base, "primary.log"),
    );
    started.push(primary);
    // -R writes standby.signal and the primary's address: the copy starts as its replica.
    await pgRun("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "-N",
    ]);
    const replica = await startCluster(
      replicaDir,
      await freePort(),
      path.join(base, "replica.log"),
    );
    started.push(replica);
    return { primary, replica, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs one statement on its own connection. */
export async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary has written so far. */
export async function caughtUp(primary: Cluster, replica: Cluster, timeoutMs = 30_000) {
  const [current] = await query<{ lsn: string }>(primary.url(), "select pg_current_wal_lsn() lsn");
  const lsn = current!.lsn;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [replayed] = await query<{ behind: boolean }>(
      replica.url(),
      `select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn behind`,
    );
    if (!replayed!.behind) return;
    if (Date.now() > deadline) throw new Error(`the replica did not reach ${lsn}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops (true) or resumes (false) the replica's replay, as if it fell behind the primary. */
export async function pauseReplay(replica: Cluster, paused: boolean): Promise<void> {
  await query(
    replica.url(),
    `select ${paused ? "pg_wal_replay_pause()" : "pg_wal_replay_resume()"}`,
  );
}
