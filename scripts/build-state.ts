import fs from "node:fs";
import path from "node:path";

/** What the front-end build is made from; a change to any of it makes the build stale. */
export const BUILD_INPUTS = [
  "src/web",
  "src/core",
  "content",
  "public",
  "react-router.config.ts",
  "scripts/social-images.ts",
  "scripts/app-manifest.ts",
  "scripts/service-worker.ts",
  "src/server/seo/social-canvas.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Files every build ends with; one made before the service worker lacks sw.js. */
const BUILT_FILES = ["index.html", "sw.js"];

/** True when there is no build, or a build input changed after it was made. */
export function buildIsStale(root: string, webRoot: string): boolean {
  if (!BUILT_FILES.every((file) => fs.existsSync(path.join(webRoot, file)))) return true;
  const marker = path.join(webRoot, "index.html");
  const builtAt = fs.statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
