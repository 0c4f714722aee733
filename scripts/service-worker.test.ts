import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { COPY_MARK } from "../src/core/site/offline-copy.ts";
import { precacheUrl, writeServiceWorker } from "./service-worker.ts";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-sw-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, content = `${file}\n`) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

/** The precache list written into the worker: each address with its revision, if any. */
function precached(worker: string): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  for (const [, url, revision] of worker.matchAll(/\{url:"([^"]+)",revision:(null|"\w+")\}/g)) {
    entries.set(url!, revision === "null" ? null : revision!.slice(1, -1));
  }
  return entries;
}

it("precaches a page from its own address and its data from its file, both marked; other files as they are", () => {
  expect(precacheUrl("index.html")).toBe(`/?${COPY_MARK}`);
  expect(precacheUrl("30-seconds/index.html")).toBe(`/30-seconds?${COPY_MARK}`);
  expect(precacheUrl("blog/an-article/index.html")).toBe(`/blog/an-article?${COPY_MARK}`);
  expect(precacheUrl("_.data")).toBe(`/_.data?${COPY_MARK}`);
  expect(precacheUrl("blog/an-article.data")).toBe(`/blog/an-article.data?${COPY_MARK}`);
  expect(precacheUrl("__spa-fallback.html")).toBe("/__spa-fallback.html");
  expect(precacheUrl("assets/entry-abc123.js")).toBe("/assets/entry-abc123.js");
});

it("writes sw.js precaching the build's pages, data, assets and icons, and nothing else", async () => {
  for (const file of [
    "index.html",
    "_.data",
    "30-seconds/index.html",
    "30-seconds.data",
    "blog/an-article/index.html",
    "blog/an-article.data",
    "__spa-fallback.html",
    "404/index.html",
    "404.data",
    "assets/entry-abc123.js",
    "assets/root-abc123.css",
    "favicon.svg",
    "icons/icon-192.png",
    "og/site.png",
    "manifest.webmanifest",
    "assets/entry-abc123.js.br",
    "index.html.gz",
  ]) {
    write(file);
  }

  const summary = await writeServiceWorker(dir);
  const entries = precached(fs.readFileSync(path.join(dir, "sw.js"), "utf8"));

  expect([...entries.keys()].sort()).toEqual(
    [
      `/?${COPY_MARK}`,
      `/_.data?${COPY_MARK}`,
      `/30-seconds?${COPY_MARK}`,
      `/30-seconds.data?${COPY_MARK}`,
      `/blog/an-article?${COPY_MARK}`,
      `/blog/an-article.data?${COPY_MARK}`,
      "/__spa-fallback.html",
      `/404.data?${COPY_MARK}`,
      "/assets/entry-abc123.js",
      "/assets/root-abc123.css",
      "/favicon.svg",
      "/icons/icon-192.png",
    ].sort(),
  );
  expect(summary.files).toBe(entries.size);
  // Hashed names need no revision; every other file has one, which changes with its content.
  expect(entries.get("/assets/entry-abc123.js")).toBeNull();
  expect(entries.get(`/30-seconds?${COPY_MARK}`)).toMatch(/^[0-9a-f]{32}$/);
  const before = entries.get(`/30-seconds?${COPY_MARK}`);
  write("30-seconds/index.html", "a new version\n");
  await writeServiceWorker(dir);
  const after = precached(fs.readFileSync(path.join(dir, "sw.js"), "utf8"));
  expect(after.get(`/30-seconds?${COPY_MARK}`)).not.toBe(before);
});
