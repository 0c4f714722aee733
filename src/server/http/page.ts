import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { SERVER_HEAD_MARK } from "../../core/site/client-pages.ts";
import type { MetaTag } from "../../core/site/page-meta.ts";
import { NO_STORE, REVALIDATE } from "./cache-control.ts";
import { EARLY_TEST_SLOT } from "../../core/typing/early-test-slot.ts";
import { varyOnEncoding } from "./compression.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";
import {
  compressBest,
  compressFast,
  ENCODING_EXTENSIONS,
  ENCODINGS,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  type Encoding,
} from "./encoding.ts";

const HTML = "text/html; charset=utf-8";

/** A prerendered page, held in memory with its compressed copies. */
export interface Page {
  html: Buffer;
  /** Allows exactly the inline scripts of this page. */
  csp: string;
  /**
   * A Link header preloading the page's stylesheets, which hold its first paint: the browser
   * asks for them as the page's first bytes arrive, before it has parsed the head, and before
   * the scripts share the connection's bandwidth with them. Empty when it has none.
   */
  preload: string;
  /** Names this version of the page, so a browser's copy is confirmed with a 304. */
  etag: string;
  /** The build's brotli and gzip copies; one the build lacks is made on its first request. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Made for one request: compressed quickly, as nothing keeps it for the next. */
  fresh?: true;
  /** Holds a test's single-use token: no cache may keep it, and no copy is confirmed by a 304. */
  noStore?: true;
}

/** The Link header that preloads the stylesheets an HTML page links to. */
export function stylesheetPreload(html: string): string {
  return [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g)]
    .map((match) => `<${match[1]}>; rel=preload; as=style`)
    .join(", ");
}

export function pageFromHtml(html: Buffer | string, encoded: Page["encoded"] = {}): Page {
  const bytes = Buffer.from(html);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
  const text = bytes.toString();
  return {
    html: bytes,
    csp: contentSecurityPolicy(inlineScriptHashes(text)),
    preload: stylesheetPreload(text),
    etag: `W/"${hash}"`,
    encoded,
  };
}

/** A page of the build, with the .br and .gz copies written beside it. */
export function loadPage(file: string): Page {
  const encoded: Page["encoded"] = {};
  for (const encoding of ENCODINGS) {
    const copy = file + ENCODING_EXTENSIONS[encoding];
    // A copy older than its page was left by an earlier build.
    if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(file).mtimeMs) {
      encoded[encoding] = Promise.resolve(fs.readFileSync(copy));
    }
  }
  return pageFromHtml(fs.readFileSync(file), encoded);
}

function encodedBody(page: Page, encoding: Encoding): Promise<Buffer> {
  return (page.encoded[encoding] ??= page.fresh
    ? Promise.resolve(compressFast(page.html, encoding))
    : compressBest(page.html, encoding));
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

function tagHtml(tag: MetaTag): string {
  const mark = SERVER_HEAD_MARK;
  if ("title" in tag) return `<title ${mark}>${escapeHtml(tag.title)}</title>`;
  if ("tagName" in tag) {
    return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" ${mark}/>`;
  }
  const [key, value] = "name" in tag ? ["name", tag.name] : ["property", tag.property];
  return `<meta ${key}="${escapeHtml(value)}" content="${escapeHtml(tag.content)}" ${mark}/>`;
}

/**
 * `page` with `tags` at the end of its head, for a page whose title and link preview depend on
 * what its address names (a shared result), since link previews run no script. Each carries
 * SERVER_HEAD_MARK. No script is added, so the page's Content-Security-Policy stays as it is.
 */
export function withTags(page: Page, tags: readonly MetaTag[]): Page {
  const html = page.html.toString().replace("</head>", `${tags.map(tagHtml).join("")}</head>`);
  const bytes = Buffer.from(html);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
  return {
    html: bytes,
    csp: page.csp,
    preload: page.preload,
    etag: `W/"${hash}"`,
    encoded: {},
    fresh: true,
  };
}

/** Whether the page has a slot for an early test (src/core/typing/early-test.ts). */
export function hasEarlyTestSlot(page: Page): boolean {
  return page.html.includes(EARLY_TEST_SLOT);
}

/**
 * `page` with its early-test slot filled for one request: the passage, its box, its token and the
 * script that records the box's keys, which the page's Content-Security-Policy then allows.
 */
export function withEarlyTest(page: Page, markup: string): Page {
  const html = page.html
    .toString()
    .replace(EARLY_TEST_SLOT, `${EARLY_TEST_SLOT.slice(0, -6)}${markup}</div>`);
  return {
    html: Buffer.from(html),
    csp: contentSecurityPolicy(inlineScriptHashes(html)),
    preload: page.preload,
    etag: "",
    encoded: {},
    fresh: true,
    noStore: true,
  };
}

/** Whether a request's If-None-Match names `etag` (weakly compared), so a 304 will do. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}

/** Sends a page: brotli or gzip as the browser accepts, a 304 when its copy is current. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: Page,
) {
  reply
    .status(status)
    .type(HTML)
    .header("cache-control", page.noStore ? NO_STORE : REVALIDATE)
    .header("content-security-policy", page.csp);
  if (page.preload) reply.header("link", page.preload);
  if (status === 200 && !page.noStore) {
    reply.header("etag", page.etag);
    if (etagMatches(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
  }
  if (page.html.length < MIN_COMPRESSED_BYTES) return reply.send(page.html);
  varyOnEncoding(reply);
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(page.html);
  const body = await encodedBody(page, encoding);
  return reply.header("content-encoding", encoding).send(body);
}
