/**
 * Writes the web app manifest (src/core/site/app-manifest.ts) and draws its icons: the favicon's
 * tile and amber T at each size. React Router's build runs it (react-router.config.ts,
 * buildEnd); `node scripts/app-manifest.ts <dir>` runs it on a build by hand.
 */
import { createCanvas } from "@napi-rs/canvas";
import fs from "node:fs/promises";
import path from "node:path";
import {
  APP_ICONS,
  MANIFEST_PATH,
  type AppIcon,
  appManifest,
} from "../src/core/site/app-manifest.ts";

// The favicon's colours (public/favicon.svg).
const TILE = "#111827";
const AMBER = "#fbbf24";

/** The favicon's 64-unit drawing (rounded tile, amber T), scaled to `size` pixels. */
export function renderIcon({ size, maskable }: AppIcon): Buffer {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext("2d");
  context.fillStyle = TILE;
  if (maskable) {
    context.fillRect(0, 0, size, size);
  } else {
    context.beginPath();
    context.roundRect(0, 0, size, size, (size * 14) / 64);
    context.fill();
  }
  // A maskable icon's T shrinks to keep clear of the mask's edge.
  const scale = (maskable ? 0.7 : 1) * (size / 64);
  const offset = (size - 64 * scale) / 2;
  context.translate(offset, offset);
  context.scale(scale, scale);
  context.strokeStyle = AMBER;
  context.lineWidth = 8;
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(16, 20);
  context.lineTo(48, 20);
  context.moveTo(32, 20);
  context.lineTo(32, 48);
  context.stroke();
  return canvas.toBuffer("image/png");
}

/** Writes the manifest and its icons under `clientDir`. */
export async function writeAppManifest(clientDir: string): Promise<void> {
  await fs.mkdir(path.join(clientDir, "icons"), { recursive: true });
  for (const icon of APP_ICONS) {
    await fs.writeFile(path.join(clientDir, icon.path), renderIcon(icon));
  }
  await fs.writeFile(
    path.join(clientDir, MANIFEST_PATH),
    `${JSON.stringify(appManifest(), null, 2)}\n`,
  );
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/app-manifest.ts <built client directory>");
    process.exit(2);
  }
  await writeAppManifest(path.resolve(dir));
  console.log(`Wrote ${MANIFEST_PATH} and ${APP_ICONS.length} icons.`);
}
