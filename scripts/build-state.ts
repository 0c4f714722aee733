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

/** True when there is no build, or a build input changed after it was made. */
export function buildIsStale(root: string, webRoot: string): boolean {
  const marker = path.join(webRoot, "index.html");
  if (!fs.existsSync(marker)) return true;
  const builtAt = fs.statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
