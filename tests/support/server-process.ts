import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const MAIN = path.join(import.meta.dirname, "../../src/server/main.ts");

/**
 * How long a test that starts server processes may take: a start takes seconds, many more
 * while the rest of the suite keeps both cores busy.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** Everything it has written so far. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A port nothing on 127.0.0.1 holds right now, as the system picks it. A random port would
 * sometimes be one the system had just given to an outgoing connection of another test.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (src/server/main.ts) as its own process on 127.0.0.1. It inherits nothing
 * of this process's database settings: the caller's `env` says which database it uses.
 */
export function spawnServer(port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves once the server answers its health check; fails with its output if it never does. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${server.url} did not become healthy:\n${server.output()}`);
}
