/**
 * `npm run dev`: the API in a watched Node process (restarts on change) and the Vite dev
 * server with hot reload, which proxies /api to it. Open http://localhost:5173.
 */
import { type ChildProcess, spawn } from "node:child_process";

const children: ChildProcess[] = [];
const env = {
  ...process.env,
  NODE_ENV: "development",
  LOG_FORMAT: process.env.LOG_FORMAT ?? "pretty",
  // The browser is on Vite's address, not the API's: mailed links must open the pages there.
  BETTER_AUTH_URL: process.env.BETTER_AUTH_URL ?? "http://localhost:5173",
};

function run(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
}

run(process.execPath, [
  "--watch",
  "--watch-path=src/server",
  "--watch-path=src/core",
  "src/server/main.ts",
]);
run("npx", ["react-router", "dev"]);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
