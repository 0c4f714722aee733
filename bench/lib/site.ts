import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds the front end into its own directory so a benchmark never disturbs `build/`. */
export function buildSite(buildDir: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    env: { ...process.env, ...env, BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`build into ${buildDir} failed`);
  return path.join(ROOT, buildDir, "client");
}

export interface RunningSite {
  url: string;
  /** The server's DATA_DIR, where a server without SMTP writes its mail. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Fails when something already listens on `port`: it would answer for the server started. */
async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`port ${port} is taken: stop what listens on it, or choose another port`)
          : error,
      ),
    );
    probe.listen(port, "127.0.0.1", resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** The production server on a throwaway embedded database, serving the given build. */
export async function startSite(
  webRoot: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningSite> {
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: "warn",
      // One browser on one address opens more tests a minute than any typist does.
      TESTS_RATE_LIMIT_MAX: "1000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A server that fails while starting is reported at once rather than after the deadline.
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code ?? 1;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== null) throw new Error(`server on ${url} exited while starting (${exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error(`server on ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(extraArgs: string[] = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
