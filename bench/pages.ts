/**
 * npm run bench:pages: the gzipped JavaScript and CSS a first visit of each page loads, against
 * the 120 kB budget of JavaScript per route, and the bytes a first visit of each route actually
 * transfers from the production server, with brotli and without any encoding, against the
 * 150 kB target.
 *
 * It builds the site into its own directory (BUILD_DIR, default build-bench; pass --no-build
 * to measure an existing one), reads each prerendered page's script, modulepreload, stylesheet,
 * icon and image tags, follows the static imports of every script and the url()s of every
 * stylesheet, and gzips what it finds. Chunks reached only through a dynamic import() are lazy;
 * the largest is reported. Then it starts the server on that build (BENCH_PORT, default 4640)
 * and requests each route's page and everything it loads first, as a browser would on a first
 * visit.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { ARTICLES, PRERENDERED_PATHS } from "../src/core/site/route-catalog.ts";
import { buildSite, startSite } from "./lib/site.ts";

const BUDGET_KB = 120;
const TRANSFER_TARGET_KB = 150;
const PORT = Number(process.env.BENCH_PORT ?? 4640);
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
  /** Icons, images and fonts: what else the first paint fetches. */
  other: Set<string>;
}

/** Files a stylesheet names with url(), fonts and images, as paths from the site's root. */
function stylesheetFiles(cssPath: string): string[] {
  const found: string[] = [];
  for (const match of read(cssPath).matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    const url = match[1]!;
    if (url.startsWith("data:") || /^[a-z]+:/i.test(url)) continue;
    const resolved = url.startsWith("/") ? url : resolve(cssPath, url);
    if (fs.existsSync(path.join(clientDir, resolved))) found.push(resolved);
  }
  return found;
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
  const other = new Set<string>();
  for (const match of html.matchAll(
    /<(?:link rel="(?:icon|preload)"[^>]*href|img[^>]*src)="(\/[^"]+)"/g,
  ))
    other.add(match[1]!);
  for (const sheet of css) for (const file of stylesheetFiles(sheet)) other.add(file);
  return { path: pagePath, js: staticClosure(scripts), css, other };
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

/** Bytes on the wire for one request: the response's head and its body as sent, undecoded. */
function transferred(url: string, acceptEncoding: string | undefined): Promise<number> {
  return new Promise((done, fail) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        // The not-found page is prerendered too, and served with its 404.
        if (response.statusCode !== 200 && response.statusCode !== 404) {
          fail(new Error(`${url} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        }
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => done(bytes));
        response.on("error", fail);
      })
      .on("error", fail);
  });
}

/** What Chromium sends; the server answers brotli. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

console.log(`\nStarting the server on ${clientDir} …`);
const site = await startSite(path.resolve(clientDir), PORT);
try {
  console.log(
    `\nBytes transferred on a first visit (page, scripts, stylesheets, icon, images, fonts; headers included), 1 kB = 1024 bytes; target ${TRANSFER_TARGET_KB} kB\n`,
  );
  console.log(
    `${"page".padEnd(58)} ${"files".padStart(5)} ${"none kB".padStart(8)} ${"br kB".padStart(7)}  ratio  of target`,
  );
  let heaviest = { path: "", brotli: 0 };
  for (const page of pages) {
    const files = [page.path, ...page.css, ...page.js, ...page.other];
    let identity = 0;
    let brotli = 0;
    for (const file of files) {
      identity += await transferred(`${site.url}${file}`, undefined);
      brotli += await transferred(`${site.url}${file}`, BROWSER_ENCODINGS);
    }
    if (brotli > heaviest.brotli) heaviest = { path: page.path, brotli };
    console.log(
      `${page.path.padEnd(58)} ${String(files.length).padStart(5)} ${kb(identity).padStart(8)} ${kb(brotli).padStart(7)}  ${(brotli / identity).toFixed(2).padStart(5)}  ${((brotli / 1024 / TRANSFER_TARGET_KB) * 100).toFixed(0).padStart(5)}%`,
    );
  }
  console.log(
    `\nHeaviest first visit with brotli: ${heaviest.path}, ${kb(heaviest.brotli)} kB = ${(heaviest.brotli / 1024 / TRANSFER_TARGET_KB).toFixed(2)}× the target (${heaviest.brotli / 1024 <= TRANSFER_TARGET_KB ? "within" : "OVER"}); "none" is the same visit from a client that accepts no encoding, as every visit was sent before the server compressed.`,
  );
} finally {
  await site.stop();
}
