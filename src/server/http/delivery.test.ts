import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { precompress } from "../../../scripts/precompress.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { IMMUTABLE } from "./cache-control.ts";

/**
 * A stand-in for the built front end, large enough to be worth compressing: every page, a
 * hashed script and stylesheet the build compressed, a script it did not (a build from before
 * precompression), an image and a small file.
 */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-delivery-"));
const filler = Array.from({ length: 80 }, (_, i) => `<p>Paragraph ${i} of the page.</p>`).join("");
function pageHtml(pagePath: string) {
  return `<!doctype html><html><head><script>window.page = ${JSON.stringify(pagePath)};</script></head><body>${filler}<script type="module">import "/assets/entry-abc123.js";</script></body></html>`;
}
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const worker = `self.precache = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/assets/chunk-${i}.js`))};\n`;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 7)]);

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
}

let t: TestApp;
let unbuilt: TestApp;
const unbuiltRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-delivery-old-"));
beforeAll(async () => {
  for (const page of [...PAGES.map((p) => p.path), NOT_FOUND_PATH]) {
    write(page === "/" ? "index.html" : `${page.slice(1)}/index.html`, pageHtml(page));
  }
  write("assets/entry-abc123.js", script);
  write("assets/root-abc123.css", `body{color:red}\n`.repeat(200));
  write("assets/logo-abc123.png", png);
  write("assets/tiny-abc123.js", "export const x = 1;\n");
  write("__spa-fallback.html", pageHtml("fallback"));
  write("sw.js", worker);
  write("manifest.webmanifest", JSON.stringify({ name: "TypeTempo", filler }));
  await precompress(webRoot);
  // Built before the server compressed anything: no .br or .gz copies.
  fs.cpSync(webRoot, unbuiltRoot, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  t = await createTestApp({ WEB_ROOT: webRoot });
  unbuilt = await createTestApp({ WEB_ROOT: unbuiltRoot });
});
afterAll(async () => {
  await t.close();
  await unbuilt.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(unbuiltRoot, { recursive: true, force: true });
});

type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function get(app: TestApp, url: string, acceptEncoding?: string, headers = {}) {
  return app.app.inject({
    url,
    headers: {
      ...(acceptEncoding !== undefined && { "accept-encoding": acceptEncoding }),
      ...headers,
    },
  });
}

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(response: Response): string {
  const raw = response.rawPayload;
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString();
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

function expectVaries(response: Response) {
  expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
}

describe("prerendered pages", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["identity", undefined],
    [undefined, undefined],
  ])("answer Accept-Encoding %j with %s", async (accept, encoding) => {
    const response = await get(t, "/leaderboard", accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expectVaries(response);
    expect(decoded(response)).toBe(pageHtml("/leaderboard"));
  });

  it("send the build's brotli copy, made at the best quality", async () => {
    const response = await get(t, "/", "br");
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(webRoot, "index.html.br")));
    expect(response.rawPayload.length).toBeLessThan(pageHtml("/").length / 4);
  });

  it("are compressed on their first request when the build made no copies", async () => {
    for (const accept of ["br", "gzip"]) {
      const response = await get(unbuilt, "/about", accept);
      expect(response.headers["content-encoding"]).toBe(accept);
      expect(decoded(response)).toBe(pageHtml("/about"));
    }
  });

  it("are not cached without asking, keep their security headers, and answer 304 to a current copy", async () => {
    const response = await get(t, "/faq", "br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    const again = await get(t, "/faq", "br", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(t, "/help", "br", { "if-none-match": etag });
    expect(other.statusCode).toBe(200);
  });

  it("include the not-found page, compressed with its 404", async () => {
    const response = await get(t, "/no/such/page", "gzip, br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.etag).toBeUndefined();
    expect(decoded(response)).toBe(pageHtml(NOT_FOUND_PATH));
  });
});

describe("built assets", () => {
  it("are sent in the build's compressed copy the browser prefers, cached for a year", async () => {
    for (const [accept, encoding, ext] of [
      ["gzip, deflate, br", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const response = await get(t, "/assets/entry-abc123.js", accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expectVaries(response);
      expect(response.rawPayload).toEqual(
        fs.readFileSync(path.join(webRoot, `assets/entry-abc123.js${ext}`)),
      );
      expect(decoded(response)).toBe(script);
    }
  });

  it("are sent as they are to a client that takes no encoding, still saying they vary", async () => {
    const response = await get(t, "/assets/root-abc123.css", "identity");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expectVaries(response);
    expect(response.body).toBe(`body{color:red}\n`.repeat(200));
  });

  it("are compressed as they are sent when the build made no copies", async () => {
    const response = await get(unbuilt, "/assets/entry-abc123.js", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expectVaries(response);
    expect(decoded(response)).toBe(script);
  });

  it("leave images and files under 1 kB as they are", async () => {
    const image = await get(t, "/assets/logo-abc123.png", "br, gzip");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload).toEqual(png);
    const tiny = await get(unbuilt, "/assets/tiny-abc123.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export const x = 1;\n");
  });

  it("do not exist under another name: a missing asset is the uncached 404 page", async () => {
    const response = await get(t, "/assets/gone-abc123.js", "br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the service worker and the manifest", () => {
  it("are sent compressed with their types, and confirmed on each use, as each build rewrites them", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const sw = await get(t, "/sw.js", accept);
      expect(sw.statusCode).toBe(200);
      expect(sw.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers["cache-control"]).toBe("no-cache");
      expect(decoded(sw)).toBe(worker);
      const manifest = await get(t, "/manifest.webmanifest", accept);
      expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers["cache-control"]).toBe("no-cache");
    }
    // Other files of the build keep the static files' rule.
    expect((await get(t, "/assets/entry-abc123.js", "br")).headers["cache-control"]).toBe(
      IMMUTABLE,
    );
  });

  it("are allowed by the policy every answer carries: workers and manifests from the site", async () => {
    const csp = String((await get(t, "/sw.js", "br")).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src|child-src/);
  });

  it("the single-page fallback it precaches answers under its file's name with its inline scripts allowed", async () => {
    const response = await get(t, "/__spa-fallback.html", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(decoded(response)).toBe(pageHtml("fallback"));
  });
});

describe("the API", () => {
  it("compresses JSON of 1 kB or more as it is sent, and is never cached", async () => {
    const identity = await get(t, "/api/openapi.json");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"]) {
      const response = await get(t, "/api/openapi.json", `${encoding}, deflate`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expectVaries(response);
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(identity.body));
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    }
  });

  it("sends small answers and errors as they are, and never cached", async () => {
    const health = await get(t, "/api/health", "br, gzip");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["cache-control"]).toBe("no-store");
    const missing = await get(t, "/api/nothing", "br, gzip");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("keeps a route's own cache rule", async () => {
    const robots = await get(t, "/robots.txt", "br");
    expect(robots.headers["cache-control"]).toBe("no-cache");
  });
});
