import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NON_PRODUCTION_SECRET } from "./auth/secret.ts";

const mainPath = path.join(import.meta.dirname, "main.ts");
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-main-"));

function start(port: number, env: NodeJS.ProcessEnv = {}) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [mainPath], {
    env: {
      ...rest,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, "no-build"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process on the embedded database", () => {
  const port = 39_000 + Math.floor(Math.random() * 1000);

  it("refuses a second server on the same data directory while the first keeps serving", async () => {
    const first = start(port);
    await waitForHealth(port);

    const startedAt = Date.now();
    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(second.output()).toMatch(
      /data directory .* is in use by another TypeTempo server \(pid \d+\)/,
    );

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "typetempo.lock"))).toBe(false);
  });

  it("says how to build the front end when it is missing", async () => {
    const server = start(port + 2);
    await waitForHealth(port + 2);
    const page = await fetch(`http://127.0.0.1:${port + 2}/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm run build");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("the server process in production", () => {
  it("refuses to start on PostgreSQL without BETTER_AUTH_SECRET, before it connects", async () => {
    // Nothing listens on port 1: a server that tried to connect would fail differently.
    const server = start(0, {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/typetempo",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/TypeTempo cannot start: BETTER_AUTH_SECRET must be set/);
  });

  it("refuses the public development secret", async () => {
    const server = start(0, {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: NON_PRODUCTION_SECRET,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/TypeTempo cannot start: .*public development secret/);
  });
});
