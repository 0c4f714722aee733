import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import type { TimelineEditV1 } from "../../core/typing/recorded-timeline.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { queryRows } from "../db/query-rows.ts";
import {
  createUser,
  createVerifiedUser,
  sessionCookie,
  type TestUser,
} from "../../../tests/support/accounts.ts";
import {
  TestClock,
  humanTimeline,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";
import { encodeBackup, readBackupFile } from "./backup-file.ts";
import { runBackupCommand } from "./cli.ts";

// These tests are about the embedded database, so they never pass DATABASE_URL on: the suite's
// PostgreSQL run must back up PGlite just the same.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "tt-backup-"));
const dataDir = path.join(root, "data");
const backupFile = path.join(root, "typetempo.backup");
const scripts = path.join(import.meta.dirname, "../../../scripts");
const clock = new TestClock();

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function openApp(dir: string): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, AUTH_RATE_LIMIT_MAX: "1000" });
  return buildApp({ config, logger: false, now: clock.now });
}

/** The command as `npm run db:backup` / `db:restore` runs it: a Node process of its own. */
function runScript(script: string, args: string[], dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(scripts, script), ...args], {
    env: { ...env, DATA_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

/** The command run in this process, with its output captured. */
async function run(command: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const out = {
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
  };
  const code = await runBackupCommand(command, args, { DATA_DIR: dataDir, ...env }, out);
  return { code, output: lines.join("\n") };
}

/** Every row of every table, in a stable order: what a restore must give back exactly. */
async function tableContents(app: FastifyInstance) {
  const db = app.database.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${name}"`));
    contents[name] = rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return contents;
}

/** What the API answers about the users and the leaderboard. */
async function apiView(app: FastifyInstance, users: TestUser[]) {
  const get = async (url: string, cookie?: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return {
    leaderboard: await get("/api/leaderboard"),
    oneMinute: await get("/api/leaderboard?duration=60&difficulty=medium"),
    stats: await get("/api/leaderboard/stats"),
    // Everything stored about each user, but the time of the export itself.
    users: await Promise.all(
      users.map(async (user) => {
        const { exportedAt: _now, ...stored } = await get("/api/me/export", user.cookie);
        return stored;
      }),
    ),
  };
}

async function saveResult(app: FastifyInstance, user: TestUser, payload: object) {
  const response = await app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A one-minute test typed for its whole minute; `paste` makes its last half one paste. */
async function oneMinuteResult(app: FastifyInstance, user: TestUser, paste = false) {
  const issued = await startTest(app, { mode: "1-minute", difficulty: "medium" });
  clock.advance(60_000);
  const test = { mode: "1-minute", difficulty: "medium", seconds: 60 } as const;
  const typed = issued.passage.text.slice(0, 120);
  const payload = timedSubmission(issued.token, test, issued.passage.text, typed);
  if (paste) {
    const half = Math.floor(typed.length / 2);
    const pasted: TimelineEditV1 = [50_000, half, 0, typed.slice(half)];
    payload.timeline = [...payload.timeline.slice(0, half), pasted];
  }
  return saveResult(app, user, payload);
}

async function lengthResult(app: FastifyInstance, user: TestUser) {
  const issued = await startTest(app, { mode: "300 Characters", difficulty: "easy" });
  clock.advance(40_000);
  const text = buildLengthPassage(
    issued.passages.map((p) => p.text),
    300,
  );
  return saveResult(app, user, {
    token: issued.token,
    mode: "300 Characters",
    difficulty: "easy",
    duration: 30,
    elapsedMs: 30_000,
    rawText: text,
    typedText: text,
    timeline: humanTimeline(text, 30_000),
  });
}

let alice: TestUser;
let bob: TestUser;
let original: { tables: Record<string, unknown[]>; api: Awaited<ReturnType<typeof apiView>> };

/** The restored database holds exactly what was backed up, and the accounts work on it. */
async function expectOriginal(dir: string) {
  const app = await openApp(dir);
  try {
    expect(await tableContents(app)).toEqual(original.tables);
    expect(await apiView(app, [alice, bob])).toEqual(original.api);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: bob.email, password: bob.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const profile = await app.inject({
      url: "/api/me/profile",
      headers: { cookie: sessionCookie(signIn) },
    });
    expect(profile.json()).toMatchObject({ user: { username: bob.username } });
  } finally {
    await app.close();
  }
}

/** Every file under `dir` with its size and time: a refused restore must change none. */
function listing(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

beforeAll(async () => {
  const app = await openApp(dataDir);
  try {
    alice = await createVerifiedUser(app);
    bob = await createVerifiedUser(app);
    const verified = await oneMinuteResult(app, alice);
    const flagged = await oneMinuteResult(app, bob, true);
    await lengthResult(app, alice);
    expect([verified.verification, flagged.verification, flagged.flags]).toEqual([
      "verified",
      "flagged",
      ["pasted"],
    ]);
    original = { tables: await tableContents(app), api: await apiView(app, [alice, bob]) };
    expect(original.api.leaderboard.rows).toHaveLength(1);
  } finally {
    await app.close();
  }
});

describe("npm run db:backup and db:restore", () => {
  // Two Node processes and two app starts: slow on a busy machine.
  it(
    "round-trip users, sessions and results exactly, through the real commands",
    { timeout: 60_000 },
    async () => {
      const backup = await runScript("db-backup.ts", [backupFile], dataDir);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        new RegExp(
          `^Backed up the embedded database in .* to ${backupFile} \\([\\d.]+ MB\\): ` +
            "2 users, 3 results\\.\\n$",
        ),
      );
      expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

      const restoredDir = path.join(root, "restored");
      const restore = await runScript("db-restore.ts", [backupFile], restoredDir);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(
        `into ${path.join(restoredDir, "pglite")}: 2 users, 3 results.`,
      );
      await expectOriginal(restoredDir);
    },
  );

  it("refuse to run while a server has the data directory open", async () => {
    const app = await openApp(dataDir);
    try {
      const backup = await runScript("db-backup.ts", [path.join(root, "other.backup")], dataDir);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toBe(
        `TypeTempo cannot back up: the data directory ${dataDir} is in use by a running ` +
          "TypeTempo server (or another backup or restore); stop the server first, then run " +
          "this command again\n",
      );
      expect(fs.existsSync(path.join(root, "other.backup"))).toBe(false);
      const restore = await runScript("db-restore.ts", [backupFile, "--force"], dataDir);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(/^TypeTempo cannot restore: the data directory .* is in use/);
    } finally {
      await app.close();
    }
  });

  it("put the backup back over a changed database only with --force, keeping it aside", async () => {
    const app = await openApp(dataDir);
    try {
      await createUser(app);
      const deleted = await app.inject({
        method: "DELETE",
        url: "/api/me",
        payload: { confirm: true },
        headers: { cookie: alice.cookie },
      });
      expect(deleted.statusCode).toBe(204);
    } finally {
      await app.close();
    }

    const before = listing(dataDir);
    const refused = await run("restore", [backupFile]);
    expect(refused).toEqual({
      code: 1,
      output:
        `TypeTempo cannot restore: ${path.join(dataDir, "pglite")} already holds a database; ` +
        "pass --force to replace it (it is kept aside, not deleted)",
    });
    expect(listing(dataDir)).toEqual(before);

    const restored = await run("restore", [backupFile, "--force"]);
    expect(restored.code, restored.output).toBe(0);
    const aside = /kept in (\S+);/.exec(restored.output)?.[1];
    expect(aside).toMatch(/[/\\]pglite\.before-restore-[\dT-]+Z$/);
    expect(fs.existsSync(path.join(aside!, "PG_VERSION"))).toBe(true);
    // The outbox holds the sign-up mail; a restore leaves it be.
    expect(fs.readdirSync(dataDir).sort()).toEqual(["mail", "pglite", path.basename(aside!)]);
    await expectOriginal(dataDir);
  });

  it("never replace an existing backup file without --force", async () => {
    const file = path.join(root, "precious.backup");
    fs.writeFileSync(file, "keep me");
    expect(await run("backup", [file])).toEqual({
      code: 1,
      output: `TypeTempo cannot back up: ${file} already exists; pass --force to replace it`,
    });
    expect(fs.readFileSync(file, "utf8")).toBe("keep me");

    const forced = await run("backup", [file, "--force"]);
    expect(forced.code, forced.output).toBe(0);
    expect(readBackupFile(file).manifest.tables).toMatchObject({ users: 2, test_results: 3 });
    expect(fs.readdirSync(root).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("refuse a file that is not a whole, intact backup, changing nothing", async () => {
    const good = fs.readFileSync(backupFile);
    const { manifest, tarball } = readBackupFile(backupFile);
    const flipped = Buffer.from(good);
    flipped[flipped.length - 100]! ^= 0xff;
    const newer = encodeBackup(
      { ...manifest, migrations: { ...manifest.migrations, latest: Date.UTC(2100, 0) } },
      tarball,
    );
    const cases: [string, Uint8Array, RegExp][] = [
      ["text.backup", Buffer.from("just some text\n"), /is not a TypeTempo backup/],
      ["empty.backup", Buffer.alloc(0), /is not a TypeTempo backup/],
      ["cut.backup", good.subarray(0, good.length - 1000), /is incomplete: it holds \d+ of the/],
      ["flipped.backup", flipped, /is damaged: its checksum does not match/],
      ["newer.backup", newer, /comes from a newer version of TypeTempo/],
    ];
    const before = listing(dataDir);
    for (const [name, content, message] of cases) {
      const file = path.join(root, name);
      fs.writeFileSync(file, content);
      const result = await run("restore", [file, "--force"]);
      expect(result.code, name).toBe(1);
      expect(result.output).toMatch(new RegExp(`^TypeTempo cannot restore: ${file} `));
      expect(result.output).toMatch(message);
    }
    expect(listing(dataDir)).toEqual(before);
  });

  it("send PostgreSQL deployments to pg_dump and pg_restore", async () => {
    const env = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/typetempo" };
    const backup = await run("backup", [backupFile], env);
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/^TypeTempo cannot back up: DATABASE_URL is set.*pg_dump /);
    const restore = await run("restore", [backupFile], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/^TypeTempo cannot restore: DATABASE_URL is set.*pg_restore /);
  });

  it("say so when there is no database to back up", async () => {
    const empty = path.join(root, "empty");
    const result = await run("backup", [path.join(root, "none.backup")], { DATA_DIR: empty });
    expect(result).toEqual({
      code: 1,
      output: `TypeTempo cannot back up: there is no embedded database in ${empty}; check DATA_DIR (the server creates the database when it first starts)`,
    });
    expect(fs.existsSync(empty)).toBe(false);
  });
});
