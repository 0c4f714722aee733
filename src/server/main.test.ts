import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NON_PRODUCTION_SECRET } from "./infra/secret.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../tests/support/server-process.ts";

const children: ServerProcess[] = [];
const dataDirs: string[] = [];
const newDataDir = () => {
  dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "tt-main-")));
  return dataDirs.at(-1)!;
};
const dataDir = newDataDir();

/** A server on `dir`, by default the directory the lock test shares between two servers. */
function start(port: number, env: NodeJS.ProcessEnv = {}, dir = dataDir) {
  const server = spawnServer(port, {
    DATA_DIR: dir,
    WEB_ROOT: path.join(dir, "no-build"),
    ...env,
  });
  children.push(server);
  return server;
}

afterAll(() => {
  for (const server of children) server.child.kill("SIGKILL");
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the server process on the embedded database", () => {
  it(
    "refuses a second server on the same data directory while the first keeps serving",
    async () => {
      const first = start(await freePort());
      await waitForHealth(first);

      // It exits on its own while the first still holds the directory: it refuses, not waits.
      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        /data directory .* is in use by another TypeTempo server \(pid \d+\)/,
      );

      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "typetempo.lock"))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "says how to build the front end when it is missing",
    async () => {
      const server = start(await freePort(), {}, newDataDir());
      await waitForHealth(server);
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("npm run build");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
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
