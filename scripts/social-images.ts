/**
 * Draws the link-preview pictures (Open Graph, X) the pages' meta tags name: one for the site
 * and one for each test page, 1200×630 PNGs in the default dark theme. React Router's build
 * runs it (react-router.config.ts, buildEnd); `node scripts/social-images.ts <dir>` runs it on a
 * build by hand.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import fs from "node:fs/promises";
import path from "node:path";
import { PAGES } from "../src/core/site/route-catalog.ts";
import { SITE_NAME, SITE_ORIGIN } from "../src/core/site/site.ts";
import {
  SITE_IMAGE,
  SOCIAL_IMAGE_HEIGHT as HEIGHT,
  SOCIAL_IMAGE_WIDTH as WIDTH,
  socialImageFor,
  type SocialImage,
} from "../src/core/site/social-image.ts";

// The default theme's colours (Tailwind's gray and amber, as app.css uses them).
const BACKGROUND = "#030712";
const PANEL = "#111827";
const BORDER = "#1f2937";
const HEADING = "#f3f4f6";
const MUTED = "#9ca3af";
const AMBER = "#fbbf24";
// Fonts most build machines have (Debian's chromium brings Liberation); any sans-serif will do.
const FONT = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';

const MARGIN = 48;
const INSET = 96;
const TEXT_WIDTH = WIDTH - 2 * INSET;

/** The pictures the pages name, each once. */
export function socialImages(): SocialImage[] {
  const byPath = new Map([SITE_IMAGE, ...PAGES.map(socialImageFor)].map((i) => [i.path, i]));
  return [...byPath.values()];
}

/** Room after the heading for the caret. */
const CARET_ROOM = 32;

/** The largest bold size up to `size` at which `text` and the caret fit the text column. */
function fitHeading(context: SKRSContext2D, text: string, size: number): number {
  let fitted = size;
  context.font = `bold ${fitted}px ${FONT}`;
  while (fitted > 24 && context.measureText(text).width > TEXT_WIDTH - CARET_ROOM) {
    fitted -= 2;
    context.font = `bold ${fitted}px ${FONT}`;
  }
  return fitted;
}

/** `text` broken into lines no wider than the text column. */
function wrap(context: SKRSContext2D, text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  return [...lines, line];
}

/** One picture: the site's name, the heading with a typing caret after it, the tagline. */
export async function renderSocialImage(image: SocialImage): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d");
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = PANEL;
  context.strokeStyle = BORDER;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN, 28);
  context.fill();
  context.stroke();
  context.textBaseline = "alphabetic";

  context.fillStyle = AMBER;
  context.font = `bold 40px ${FONT}`;
  context.fillText(SITE_NAME, INSET, 150);

  const size = fitHeading(context, image.heading, 84);
  context.fillStyle = HEADING;
  context.fillText(image.heading, INSET, 300);
  const caretX = INSET + context.measureText(image.heading).width + size * 0.12;
  context.fillStyle = AMBER;
  context.fillRect(caretX, 300 - size * 0.78, 6, size * 0.9);

  context.fillStyle = MUTED;
  context.font = `36px ${FONT}`;
  wrap(context, image.tagline)
    .slice(0, 2)
    .forEach((line, i) => context.fillText(line, INSET, 380 + i * 50));

  context.fillStyle = AMBER;
  context.fillRect(INSET, 500, 72, 6);
  context.fillStyle = MUTED;
  context.font = `28px ${FONT}`;
  context.fillText(new URL(SITE_ORIGIN).host, INSET + 96, 510);
  return canvas.encode("png");
}

/** Writes every picture under `clientDir` (og/…png) and answers how many it wrote. */
export async function writeSocialImages(clientDir: string): Promise<number> {
  const images = socialImages();
  for (const image of images) {
    const file = path.join(clientDir, image.path);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderSocialImage(image));
  }
  return images.length;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/social-images.ts <built client directory>");
    process.exit(2);
  }
  console.log(`Drew ${await writeSocialImages(path.resolve(dir))} link-preview pictures.`);
}
