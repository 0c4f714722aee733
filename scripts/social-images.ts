/**
 * Draws the link-preview pictures (Open Graph, X) the pages' meta tags name: one for the site
 * and one for each test page, in the frame every picture shares (src/server/seo/social-canvas.ts).
 * React Router's build runs it (react-router.config.ts, buildEnd); `node scripts/social-images.ts
 * <dir>` runs it on a build by hand.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { PAGES } from "../src/core/site/route-catalog.ts";
import { SITE_IMAGE, socialImageFor, type SocialImage } from "../src/core/site/social-image.ts";
import {
  COLOURS,
  FONT,
  INSET,
  TEXT_WIDTH,
  fitFont,
  socialCanvas,
  wrap,
} from "../src/server/seo/social-canvas.ts";

/** The pictures the pages name, each once. */
export function socialImages(): SocialImage[] {
  const byPath = new Map([SITE_IMAGE, ...PAGES.map(socialImageFor)].map((i) => [i.path, i]));
  return [...byPath.values()];
}

/** Room after the heading for the caret. */
const CARET_ROOM = 32;

/** One picture: the site's frame, the heading with a typing caret after it, the tagline. */
export async function renderSocialImage(image: SocialImage): Promise<Buffer> {
  const { context, encode } = socialCanvas();
  const size = fitFont(context, image.heading, { size: 84, width: TEXT_WIDTH - CARET_ROOM });
  context.fillStyle = COLOURS.heading;
  context.fillText(image.heading, INSET, 300);
  const caretX = INSET + context.measureText(image.heading).width + size * 0.12;
  context.fillStyle = COLOURS.amber;
  context.fillRect(caretX, 300 - size * 0.78, 6, size * 0.9);

  context.fillStyle = COLOURS.muted;
  context.font = `36px ${FONT}`;
  wrap(context, image.tagline)
    .slice(0, 2)
    .forEach((line, i) => context.fillText(line, INSET, 380 + i * 50));
  return encode();
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
