/**
 * Generates the service worker (sw.js) of a built front end with Workbox (docs/decisions/
 * 0017-offline-with-workbox-and-no-forced-update.md): the hashed assets, every prerendered page,
 * its route data and the icons are precached; pages and route data come from the network first,
 * with the precached copy when the network fails or is slow; the API is never cached. React
 * Router's build runs it (react-router.config.ts, buildEnd) after the pages are prerendered and
 * before they are compressed; `node scripts/service-worker.ts <dir>` runs it on a build by hand.
 */
import path from "node:path";
import { generateSW, type ManifestEntry, type RuntimeCaching } from "workbox-build";
import { COPY_MARK } from "../src/core/site/offline-copy.ts";

export const SERVICE_WORKER_PATH = "/sw.js";

// The precached copies of pages and route data are stored under a marked address (COPY_MARK),
// so the precache never answers a navigation itself (it would answer from its copy first, and
// the page would stay the old one until a new worker takes over): the navigation route asks the
// network, and reads the copy only when that fails.

/** How long a page or its data may take before the precached copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * The address a built file is precached from: a prerendered page from its own address, whose
 * answer carries the page's Content-Security-Policy (the hashes of its inline scripts), and a
 * page's route data from its file, both marked. Other files keep their own address.
 */
export function precacheUrl(file: string): string {
  if (file === "index.html") return `/?${COPY_MARK}`;
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}?${COPY_MARK}`;
  if (file.endsWith(".data")) return `/${file}?${COPY_MARK}`;
  return `/${file}`;
}

const byPrecacheUrl = (entries: (ManifestEntry & { size: number })[]) => ({
  manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })),
});

/**
 * Pages (navigations, but none under /api, which sign-in passes through) and the route data a
 * client-side navigation fetches: from the network, never kept at runtime, and when the
 * network fails or takes longer than the timeout, this worker's precached copy, whose assets
 * are precached with it. An address the build did not prerender gets the single-page fallback,
 * which draws any route. The functions are copied into the worker as source, so they use only
 * their arguments and the worker's globals.
 */
const PAGES_AND_DATA: RuntimeCaching = {
  urlPattern: ({ request, url, sameOrigin }) =>
    sameOrigin &&
    (request.mode === "navigate"
      ? url.pathname !== "/api" && !url.pathname.startsWith("/api/")
      : url.pathname.endsWith(".data")),
  handler: "NetworkFirst",
  options: {
    cacheName: "pages",
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async () => null,
        cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
          if (cachedResponse) return cachedResponse;
          const { pathname } = new URL(request.url);
          const options = { ignoreSearch: true, ignoreVary: true };
          const copy = await caches.match(pathname.replace(/(.)\/+$/, "$1"), options);
          if (copy || request.mode !== "navigate") return copy ?? null;
          return (await caches.match("/__spa-fallback.html", options)) ?? null;
        },
      },
    ],
  },
};

export interface ServiceWorkerSummary {
  files: number;
  bytes: number;
}

/** Writes sw.js into `clientDir` and answers what it precaches. */
export async function writeServiceWorker(clientDir: string): Promise<ServiceWorkerSummary> {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    swDest: path.join(clientDir, SERVICE_WORKER_PATH.slice(1)),
    globPatterns: [
      "assets/**/*.{js,css,woff2}",
      "**/*.html",
      "**/*.data",
      "favicon.svg",
      "icons/*.png",
    ],
    // Unknown addresses get the not-found page with a 404, which no precache can store; offline,
    // the single-page fallback draws it.
    globIgnores: ["404/index.html"],
    // The hashed names change with their content: no revision is needed to tell versions apart.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [byPrecacheUrl],
    runtimeCaching: [PAGES_AND_DATA],
    // No navigation preload: the browser would send it for every navigation, also those under
    // /api the worker leaves alone, which then go out a second time; a sign-in's callback
    // (/api/auth/callback/…) must reach the server once.
    navigationPreload: false,
    // A new worker waits until no tab uses the old one: a test is never taken over mid-run.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
  });
  if (warnings.length > 0) throw new Error(`generateSW: ${warnings.join("; ")}`);
  return { files: count, bytes: size };
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/service-worker.ts <built client directory>");
    process.exit(2);
  }
  const { files, bytes } = await writeServiceWorker(path.resolve(dir));
  console.log(`Wrote sw.js, precaching ${files} files (${(bytes / 1024).toFixed(0)} kB).`);
}
