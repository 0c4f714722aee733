import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fs from "node:fs";
import path from "node:path";
import { CLIENT_PAGES, NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { IMMUTABLE, REVALIDATE } from "./cache-control.ts";
import { ENCODING_EXTENSIONS } from "./encoding.ts";
import { apiNotFound } from "./errors.ts";
import type { MetaTag } from "../../core/site/page-meta.ts";
import {
  hasEarlyTestSlot,
  loadPage,
  pageFromHtml,
  sendPage,
  withEarlyTest,
  withTags,
} from "./page.ts";

/** What a page drawn in the browser answers one request with: its status, and tags for its head. */
export interface ClientHead {
  status: 200 | 404;
  tags: readonly MetaTag[];
}

/** A typing page's early test for one request, as the markup of its slot; null for none. */
export type EarlyTests = (request: FastifyRequest, pagePath: string) => Promise<string | null>;

/** By a client page's pattern, what its address names says of its head (a shared result's). */
export type ClientHeads = Readonly<
  Record<string, (request: FastifyRequest) => Promise<ClientHead>>
>;

function htmlFile(webRoot: string, pagePath: string): string {
  return path.join(webRoot, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

const NOT_BUILT =
  pageFromHtml(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TypeTempo is not built yet</title></head>
<body><h1>The front end has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and restart the server. The API under /api works already.</p></body></html>`);

/**
 * Files a build rewrites under the same name, which a browser must confirm on each use: the
 * service worker (browsers look for a new one on each visit, and must not keep this one for a
 * day) and the manifest it installs with.
 */
const UNHASHED_EACH_BUILD = new Set(["sw.js", "manifest.webmanifest"]);

/** A served file's name in the build, the same for its brotli or gzip copy. */
function builtName(webRoot: string, filePath: string): string {
  const name = path.relative(webRoot, filePath);
  const copy = Object.values(ENCODING_EXTENSIONS).find((extension) => name.endsWith(extension));
  return copy ? name.slice(0, -copy.length) : name;
}

/**
 * Serves the prerendered pages of every SPEC route from memory, hashed assets from disk (each
 * in the build's brotli or gzip copy when the browser takes one), and the prerendered
 * not-found page with a real 404 for anything else. A client page with an entry in `heads`
 * answers with the status and head tags it gives for the request. A typing page is sent with a
 * test written into it (`earlyTests`) when one is issued for the request.
 */
export async function registerWeb(
  app: FastifyInstance,
  webRoot: string,
  heads: ClientHeads = {},
  earlyTests?: EarlyTests,
): Promise<void> {
  const built = fs.existsSync(path.join(webRoot, "index.html"));
  const notFoundFile = htmlFile(webRoot, NOT_FOUND_PATH);
  const notFoundPage =
    built && fs.existsSync(notFoundFile) ? loadPage(notFoundFile) : pageFromHtml("Not found");

  app.setNotFoundHandler((request, reply) => {
    if (request.url === "/api" || request.url.startsWith("/api/")) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    if (!built) return sendPage(request, reply, 503, NOT_BUILT);
    return sendPage(request, reply, 404, notFoundPage);
  });
  if (!built) {
    app.log.warn({ webRoot }, "front end not built: pages answer 503 until `npm run build`");
    return;
  }

  for (const { path: pagePath } of PAGES) {
    const file = htmlFile(webRoot, pagePath);
    if (!fs.existsSync(file))
      throw new Error(`The build lacks ${pagePath}: rebuild the front end.`);
    const prerendered = loadPage(file);
    const early = earlyTests && hasEarlyTestSlot(prerendered) ? earlyTests : undefined;
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const markup = early ? await early(request, pagePath) : null;
      const page = markup === null ? prerendered : withEarlyTest(prerendered, markup);
      return sendPage(request, reply, 200, page);
    });
  }

  // The router's single-page fallback (written by every build) draws the pages whose content
  // comes from the API.
  const fallbackFile = path.join(webRoot, "__spa-fallback.html");
  if (fs.existsSync(fallbackFile)) {
    const fallback = loadPage(fallbackFile);
    // Also under its file's name, which the service worker precaches it from, with the policy
    // that allows its inline scripts (a static file gets the one without).
    app.get("/__spa-fallback.html", { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, 200, fallback),
    );
    for (const { pattern } of CLIENT_PAGES) {
      const head = heads[pattern];
      app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
        if (!head) return sendPage(request, reply, 200, fallback);
        const { status, tags } = await head(request);
        return sendPage(request, reply, status, tags.length ? withTags(fallback, tags) : fallback);
      });
    }
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    redirect: false,
    wildcard: true,
    // The build's .br and .gz copies, chosen by the request's Accept-Encoding (with Vary).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", IMMUTABLE);
      } else if (UNHASHED_EACH_BUILD.has(builtName(webRoot, filePath))) {
        reply.header("cache-control", REVALIDATE);
      }
    },
  });
}
