import { loadImage } from "@napi-rs/canvas";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { APP_ICONS, MANIFEST_PATH, appManifest } from "../src/core/site/app-manifest.ts";
import { writeAppManifest } from "./app-manifest.ts";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-manifest-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("writes the manifest and every icon it and the page's head name, each PNG of its size", async () => {
  await writeAppManifest(dir);
  const written = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_PATH), "utf8"));
  expect(written).toEqual(appManifest());
  for (const icon of APP_ICONS) {
    const image = await loadImage(fs.readFileSync(path.join(dir, icon.path)));
    expect([image.width, image.height], icon.path).toEqual([icon.size, icon.size]);
  }
});
