/**
 * npm run bench:pages: the gzipped JavaScript and CSS a first visit of each page loads, against
 * the 120 kB budget of JavaScript per route.
 *
 * It builds the site into its own directory (BUILD_DIR, default build-bench; pass --no-build
 * to measure an existing one), reads each prerendered page's script, modulepreload and
 * stylesheet tags, follows the static imports of every script, and gzips what it finds.
 * Chunks reached only through a dynamic import() are lazy; the largest is reported.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ARTICLES, PRERENDERED_PATHS } from "../src/core/site/route-catalog.ts";
import { buildSite } from "./lib/site.ts";

const BUDGET_KB = 120;
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const clientDir = path.join(buildDir, "client");
const REPORTED = [
  "/",
  "/1-minute",
  "/300-characters",
  "/leaderboard",
  "/profile",
  "/word-count-tool",
  ARTICLES[0]!.path,
];

if (!process.argv.includes("--no-build")) {
  console.log(`Building into ${buildDir}/ …`);
  buildSite(buildDir);
}

const gzipCache = new Map<string, number>();
/** Bytes after gzip at level 9, what a static server or CDN typically sends. */
function gzipped(assetPath: string): number {
  let size = gzipCache.get(assetPath);
  if (size === undefined) {
    const file = fs.readFileSync(path.join(clientDir, assetPath));
    size = zlib.gzipSync(file, { level: 9 }).length;
    gzipCache.set(assetPath, size);
  }
  return size;
}

const read = (assetPath: string) => fs.readFileSync(path.join(clientDir, assetPath), "utf8");

/** '/assets/x.js' for a specifier relative to the importing asset. */
function resolve(from: string, specifier: string): string {
  return path.posix.join(path.posix.dirname(from), specifier);
}

const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** A script and everything it imports statically, transitively. */
function staticClosure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const asset = queue.pop()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    for (const match of read(asset).matchAll(STATIC_IMPORT)) queue.push(resolve(asset, match[1]!));
  }
  return seen;
}

function htmlFor(pagePath: string): string {
  const file = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  return fs.readFileSync(path.join(clientDir, file), "utf8");
}

interface PageWeight {
  path: string;
  js: Set<string>;
  css: Set<string>;
}

/** What the browser fetches on a first visit, read from the page's own tags. */
function firstLoad(pagePath: string): PageWeight {
  const html = htmlFor(pagePath);
  const scripts = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
    scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)) scripts.add(match[1]!);
  // The inline bootstrap imports the manifest, the route modules and the client entry.
  for (const match of html.matchAll(
    /import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
  )) {
    scripts.add(match[1]!);
  }
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g))
    css.add(match[1]!);
  return { path: pagePath, js: staticClosure(scripts), css };
}

const sum = (assets: Iterable<string>) => [...assets].reduce((total, a) => total + gzipped(a), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const pages = PRERENDERED_PATHS.map(firstLoad);
const loadedFirst = new Set(pages.flatMap((page) => [...page.js]));

console.log(
  `\nGzipped (level 9) bytes loaded on first visit, 1 kB = 1024 bytes; budget ${BUDGET_KB} kB of JavaScript per route\n`,
);
console.log(`${"page".padEnd(58)} ${"JS kB".padStart(7)} ${"CSS kB".padStart(7)}  of budget`);
for (const page of pages.filter((p) => REPORTED.includes(p.path))) {
  const js = sum(page.js);
  console.log(
    `${page.path.padEnd(58)} ${kb(js).padStart(7)} ${kb(sum(page.css)).padStart(7)}  ${((js / 1024 / BUDGET_KB) * 100).toFixed(0).padStart(4)}%`,
  );
}

const heaviest = pages.reduce((a, b) => (sum(b.js) > sum(a.js) ? b : a));
const heaviestJs = sum(heaviest.js);
console.log(
  `\nHeaviest first load of all ${pages.length} prerendered routes: ${heaviest.path}, ${kb(heaviestJs)} kB JS = ${(heaviestJs / 1024 / BUDGET_KB).toFixed(2)}× the budget (${heaviestJs / 1024 <= BUDGET_KB ? "within" : "OVER"})`,
);

const lazy = new Set<string>();
for (const asset of fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.endsWith(".js"))) {
  for (const match of read(`/assets/${asset}`).matchAll(DYNAMIC_IMPORT)) {
    const target = resolve(`/assets/${asset}`, match[1]!);
    if (!loadedFirst.has(target)) lazy.add(target);
  }
}
const largestLazy = [...lazy].sort((a, b) => gzipped(b) - gzipped(a))[0];
console.log(
  largestLazy
    ? `Largest lazy chunk (loaded by import() when needed): ${largestLazy}, ${kb(gzipped(largestLazy))} kB = ${(gzipped(largestLazy) / 1024 / BUDGET_KB).toFixed(2)}× the budget`
    : "No lazy chunks.",
);
