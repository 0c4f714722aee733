import { loadImage } from "@napi-rs/canvas";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PAGES } from "../src/core/site/route-catalog.ts";
import { socialImageFor } from "../src/core/site/social-image.ts";
import { writeSocialImages } from "./social-images.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-social-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Width and height from a PNG's header: its first chunk, IHDR, begins with them. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(file.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

it("writes a 1200×630 PNG for every picture a page names, one per test and one for the site", async () => {
  const written = await writeSocialImages(dir);

  const named = new Set(PAGES.map((page) => socialImageFor(page).path));
  expect(named).toContain("/og/site.png");
  expect(named).toContain("/og/1-minute.png");
  expect(named).toContain("/og/2000-characters.png");
  expect(written).toBe(named.size);
  expect(fs.readdirSync(path.join(dir, "og")).sort()).toEqual(
    [...named].map((p) => path.basename(p)).sort(),
  );
  for (const imagePath of named) {
    const file = fs.readFileSync(path.join(dir, imagePath));
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
    // Decodes in full, not only its header.
    const decoded = await loadImage(file);
    expect([decoded.width, decoded.height]).toEqual([1200, 630]);
  }
});

it("draws each test's own picture", () => {
  const read = (name: string) => fs.readFileSync(path.join(dir, "og", name));
  expect(read("1-minute.png").equals(read("2-minute.png"))).toBe(false);
  expect(read("1-minute.png").equals(read("site.png"))).toBe(false);
});
