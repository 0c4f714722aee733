import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built client directory holding `files`. */
function build(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-precompress-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = `<!doctype html><html><body>${"<p>A paragraph of the page.</p>".repeat(60)}</body></html>`;
const script = `export const list = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => i))};`;

it("writes brotli and gzip copies of every text file of 1 kB or more, at any depth", async () => {
  const dir = build({
    "index.html": page,
    "blog/post/index.html": page,
    "assets/entry-abc.js": script,
    "assets/root-abc.css": "body{margin:0}\n".repeat(100),
    "leaderboard.data": JSON.stringify({ rows: Array(200).fill("row") }),
    "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(300)}</svg>`,
  });
  const summary = await precompress(dir);
  expect(summary.files).toBe(6);
  expect(summary.brotliBytes).toBeLessThan(summary.bytes / 3);
  for (const file of ["index.html", "blog/post/index.html", "assets/entry-abc.js"]) {
    const original = fs.readFileSync(path.join(dir, file));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(
      original,
    );
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
  }
});

it("leaves small files, images and fonts alone", async () => {
  const dir = build({
    "assets/tiny-abc.js": "export const x = 1;",
    "assets/logo-abc.png": Buffer.alloc(5000, 1),
    "assets/font-abc.woff2": Buffer.alloc(5000, 2),
  });
  expect((await precompress(dir)).files).toBe(0);
  expect(fs.readdirSync(path.join(dir, "assets")).sort()).toEqual([
    "font-abc.woff2",
    "logo-abc.png",
    "tiny-abc.js",
  ]);
});

it("replaces the copies of an earlier run and never compresses a copy again", async () => {
  const dir = build({ "index.html": page });
  await precompress(dir);
  fs.writeFileSync(path.join(dir, "index.html"), page.replace("paragraph", "sentence"));
  await precompress(dir);
  expect(fs.readdirSync(dir).sort()).toEqual(["index.html", "index.html.br", "index.html.gz"]);
  expect(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "index.html.br"))).toString(),
  ).toContain("A sentence");
});
