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
 * visit. Last, it opens every route in Chromium, the prerendered ones and those drawn in the
 * browser (a private race room it opens; a typist's profile, a replay and a result whose
 * addresses name none, as a visit of a stale link finds them; and a result a typist saved and
 * its replay, as a visit of the link they shared finds them), and counts everything each visit
 * fetches until the network is idle, what the page's code imports as it starts included: its
 * JavaScript gzipped, against 135 kB, and its bytes on the wire (headers and bodies as sent,
 * brotli where the server compresses), against 150 kB.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { ARTICLES, PRERENDERED_PATHS } from "../src/core/site/route-catalog.ts";
import { PATHS } from "../src/core/site/paths.ts";
import { replayPath, resultPath } from "../src/core/site/result-paths.ts";
import {
  CHARACTER_LENGTHS,
  characterTestPath,
  TIMED_DURATIONS,
  timedTestPath,
  WORD_COUNTS,
  wordTestPath,
} from "../src/core/typing/test-modes.ts";
import { JS_BUDGET_KB as BUDGET_KB, builtSite } from "./lib/first-load.ts";
import { reportPhoneTyping } from "./lib/phone-typing.ts";
import { type RunningSite, buildSite, launchBrowser, startSite } from "./lib/site.ts";
import { planSaves, signUpTypists, verifyTypists } from "./load/visitors.ts";

const TRANSFER_TARGET_KB = 150;
/** A whole first visit, until the network is idle: its JavaScript gzipped, and its bytes sent. */
const VISIT_JS_BUDGET_KB = 135;
const VISIT_WIRE_BUDGET_KB = 150;
const PORT = Number(process.env.BENCH_PORT ?? 4640);
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const clientDir = path.join(buildDir, "client");
const REPORTED = [
  "/",
  "/1-minute",
  "/300-characters",
  "/practice",
  "/leaderboard",
  "/profile",
  "/word-count-tool",
  ARTICLES[0]!.path,
];

if (!process.argv.includes("--no-build")) {
  console.log(`Building into ${buildDir}/ …`);
  buildSite(buildDir);
}

const { firstLoad, lazyChunks, gzipped, sum } = builtSite(clientDir);
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

const largestLazy = [...lazyChunks(loadedFirst)].sort((a, b) => gzipped(b) - gzipped(a))[0];
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
/** A result and replay id no test of the benchmark's reaches: a stale link's. */
const NO_SUCH_ID = 999_999_999;
/** Known to the benchmark, so it can save a finished test as a typist's browser would. */
const SECRET = randomBytes(32).toString("hex");
const site = await startSite(path.resolve(clientDir), PORT, { BETTER_AUTH_SECRET: SECRET });
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
  // What the page's code fetches as it starts (the typing screen, for one) is not in its tags:
  // a real browser shows everything a visit downloads before the network goes quiet.
  const room = await fetch(`${site.url}/api/races`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify({ difficulty: "medium" }),
  });
  if (!room.ok) throw new Error(`opening a race room answered ${room.status}`);
  const { path: roomPath } = (await room.json()) as { path: string };
  const savedId = await sharedResult(site);
  const visited = [
    ...PRERENDERED_PATHS,
    roomPath,
    "/u/no-such-typist",
    replayPath(NO_SUCH_ID),
    resultPath(NO_SUCH_ID),
    replayPath(savedId),
    resultPath(savedId),
  ];
  console.log(
    `\nA first visit in Chromium, everything fetched until the network is idle: its JavaScript gzipped as above (budget ${VISIT_JS_BUDGET_KB} kB) and every response's bytes on the wire, headers included (budget ${VISIT_WIRE_BUDGET_KB} kB)\n`,
  );
  console.log(
    `${"page".padEnd(58)} ${"first kB".padStart(9)} ${"visit kB".padStart(9)} ${"wire kB".padStart(8)}  verdict`,
  );
  const over: string[] = [];
  const browser = await launchBrowser();
  try {
    for (const pagePath of visited) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      const sizes: Promise<number>[] = [];
      tab.on("requestfinished", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) scripts.add(pathname);
        sizes.push(
          request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize),
        );
      });
      await tab.goto(`${site.url}${pagePath}`, { waitUntil: "networkidle" });
      const wire = (await Promise.all(sizes)).reduce((total, bytes) => total + bytes, 0);
      await context.close();
      const js = sum(scripts);
      const within = js / 1024 <= VISIT_JS_BUDGET_KB && wire / 1024 <= VISIT_WIRE_BUDGET_KB;
      if (!within) over.push(pagePath);
      const first = PRERENDERED_PATHS.includes(pagePath) ? kb(sum(firstLoad(pagePath).js)) : "–";
      console.log(
        `${pagePath.padEnd(58)} ${first.padStart(9)} ${kb(js).padStart(9)} ${kb(wire).padStart(8)}  ${within ? "within" : "OVER"}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    over.length === 0
      ? `\nEvery one of the ${visited.length} routes' first visits is within ${VISIT_JS_BUDGET_KB} kB of JavaScript and ${VISIT_WIRE_BUDGET_KB} kB on the wire.`
      : `\n${over.length} of the ${visited.length} routes' first visits are OVER ${VISIT_JS_BUDGET_KB} kB of JavaScript or ${VISIT_WIRE_BUDGET_KB} kB on the wire: ${over.join(", ")}`,
  );
  await phoneTyping(site.url);
} finally {
  await site.stop();
}

/**
 * The id of a typist's saved result, whose page a link shared from it opens: a verified account
 * saves a finished timed test, its speed graph and all, and the visit is signed out.
 */
async function sharedResult(running: RunningSite): Promise<number> {
  const typists = await signUpTypists(running.url, 1);
  await verifyTypists(running.dataDir, typists);
  const [save] = await planSaves(running.url, SECRET, typists, 1);
  const saved = await fetch(`${running.url}/api/results`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: save!.cookie, origin: running.url },
    body: save!.body,
  });
  if (saved.status !== 201) throw new Error(`saving a result answered ${saved.status}`);
  return ((await saved.json()) as { id: number }).id;
}

/** Every page that opens on a passage to type, timed, by characters, by words, and practice. */
async function phoneTyping(siteUrl: string) {
  const browser = await launchBrowser();
  try {
    await reportPhoneTyping(browser, siteUrl, [
      ...TIMED_DURATIONS.map(timedTestPath),
      ...CHARACTER_LENGTHS.map(characterTestPath),
      ...WORD_COUNTS.map(wordTestPath),
      PATHS.practice,
    ]);
  } finally {
    await browser.close();
  }
}
