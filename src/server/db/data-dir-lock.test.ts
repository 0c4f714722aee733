import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a directory locked by a live process and names it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "typetempo.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    fs.writeFileSync(path.join(dir, "typetempo.lock"), String(dead));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "typetempo.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("frees the directory on release", () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    expect(fs.existsSync(path.join(dir, "typetempo.lock"))).toBe(false);
    lockDataDir(dir).release();
  });
});
