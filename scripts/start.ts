/**
 * `npm start`: builds the front end when it is missing or older than its sources, then runs
 * the production server with the embedded database unless DATABASE_URL says otherwise.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsStale } from "./build-state.ts";

const root = path.resolve(import.meta.dirname, "..");
process.env.NODE_ENV ??= "production";
const webRoot = path.resolve(root, process.env.WEB_ROOT ?? "build/client");

if (buildIsStale(root, webRoot)) {
  console.log("Building the front end (first start, or sources changed)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../src/server/main.ts");
