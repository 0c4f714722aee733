/**
 * What every link-preview picture shares (Open Graph, X): a 1200×630 card in the default dark
 * theme with the site's name at its top and its address at its foot. The build draws the site's
 * and the test pages' pictures with it (scripts/social-images.ts), the server each shared
 * result's (results/result-card.ts).
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { SITE_NAME, SITE_ORIGIN } from "../../core/site/site.ts";
import {
  SOCIAL_IMAGE_HEIGHT as HEIGHT,
  SOCIAL_IMAGE_WIDTH as WIDTH,
} from "../../core/site/social-image.ts";

// The default theme's colours (Tailwind's gray and amber, as app.css uses them).
export const COLOURS = {
  background: "#030712",
  panel: "#111827",
  border: "#1f2937",
  heading: "#f3f4f6",
  muted: "#9ca3af",
  amber: "#fbbf24",
} as const;

// Fonts most machines have (Debian's chromium brings Liberation); any sans-serif will do.
export const FONT = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';

const MARGIN = 48;
/** Where text starts and ends, inside the card's panel. */
export const INSET = 96;
export const TEXT_WIDTH = WIDTH - 2 * INSET;
/** The baseline of the address at the foot of every picture. */
export const FOOT_Y = 510;

/** The largest size up to `size` (and down to `min`) at which `text` is no wider than `width`. */
export function fitFont(
  context: SKRSContext2D,
  text: string,
  {
    size,
    width,
    weight = "bold",
    min = 24,
  }: { size: number; width: number; weight?: string; min?: number },
): number {
  let fitted = size;
  context.font = `${weight} ${fitted}px ${FONT}`;
  while (fitted > min && context.measureText(text).width > width) {
    fitted -= 2;
    context.font = `${weight} ${fitted}px ${FONT}`;
  }
  return fitted;
}

/** `text` broken into lines no wider than `width`, in the context's font. */
export function wrap(context: SKRSContext2D, text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  return [...lines, line];
}

/**
 * A blank picture: the background, the rounded panel, the site's name at its top and, at its
 * foot, an amber rule and the site's address. Draw the rest on the context, then `encode`.
 */
export function socialCanvas() {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d");
  context.fillStyle = COLOURS.background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = COLOURS.panel;
  context.strokeStyle = COLOURS.border;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN, 28);
  context.fill();
  context.stroke();
  context.textBaseline = "alphabetic";

  context.fillStyle = COLOURS.amber;
  context.font = `bold 40px ${FONT}`;
  context.fillText(SITE_NAME, INSET, 150);

  context.fillStyle = COLOURS.amber;
  context.fillRect(INSET, FOOT_Y - 10, 72, 6);
  context.fillStyle = COLOURS.muted;
  context.font = `28px ${FONT}`;
  context.fillText(new URL(SITE_ORIGIN).host, INSET + 96, FOOT_Y);
  return { context, encode: () => canvas.encode("png") };
}
