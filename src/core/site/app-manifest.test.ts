import { expect, it } from "vitest";
import { APP_ICONS, appManifest } from "./app-manifest.ts";

it("has what Chromium asks of an installable app: names, start, standalone, 192 and 512 px icons, one maskable", () => {
  const manifest = appManifest();
  expect(manifest).toMatchObject({
    name: "TypeTempo Typing Test",
    short_name: "TypeTempo",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  expect(manifest.icons.every((icon) => icon.type === "image/png")).toBe(true);
});

it("lists every drawn icon but the one iOS finds through the page's head", () => {
  const listed = new Set(appManifest().icons.map((icon) => icon.src));
  expect(APP_ICONS.filter((icon) => !listed.has(icon.path)).map((icon) => icon.path)).toEqual([
    "/icons/apple-touch-icon.png",
  ]);
});
