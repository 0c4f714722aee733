import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { ChallengeFrames } from "../../core/typing/challenge-frames.ts";

/**
 * Draws a challenge's text as motion (docs/trusted-results.md): a field of random dots where
 * the dots inside the letters drift one way and the dots around them the other. Every frame on
 * its own is even noise, and so is any average of frames, so neither a single picture nor a
 * colour mask nor frame averaging shows a letter; a person sees the words at once from the
 * motion. The letters are drawn turned, shifted and warped, so even a mask recovered from the
 * motion reads badly to OCR, and dots are renewed at random, so the motion is never a clean
 * copy of the frame before. The drawing follows `random`: one challenge plays the same on every
 * load, so loading it again gives nothing new to average.
 */

/** Dots across and the size of a dot in CSS pixels on the page. */
export const FRAME_COLUMNS = 300;
export const CELL_PIXELS = 2;
const WIDTH = FRAME_COLUMNS * CELL_PIXELS;
/** The layout in pixels: rows of words this far apart, below a margin. */
export const LINE_HEIGHT = 68;
/** The letters' size in pixels, each drawn a little larger or smaller. */
const LETTER_SIZE = 42;
export const MARGIN = 20;
/** Each letter in a face of its own, falling back to any sans-serif face the server has. */
const FACES = ['"DejaVu Sans"', '"DejaVu Serif"', '"Liberation Serif"', '"Liberation Sans"'];
const FALLBACK = "Arial, sans-serif";
/** How far a letter is turned either way, in radians, and moved off its baseline, in pixels. */
const TURN = 0.4;
const JITTER = 6;
/**
 * The gap between letters, in pixels: below nothing, so letters touch or overlap a little, which
 * a reader takes in his stride and OCR cannot cut apart into letters.
 */
const SPACING: [number, number] = [-4, -1];
/** How much smaller or larger than LETTER_SIZE a letter may be drawn. */
const SIZES: [number, number] = [-3, 5];
/** Frames in one loop, and how many are shown a second. */
const FRAME_COUNT = 24;
const FRAMES_PER_SECOND = 15;
/** The share of dots drawn anew in each frame. */
const RENEWAL = 0.35;

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]) =>
  items[Math.floor(random() * items.length)]!;

/** The words broken into lines no wider than the picture, measured in the first face. */
function lines(context: SKRSContext2D, text: string): string[] {
  context.font = `bold ${LETTER_SIZE}px ${FACES[0]}, ${FALLBACK}`;
  const fits = (line: string) => context.measureText(line).width <= WIDTH - 2 * MARGIN - 16;
  const result: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const longer = line ? `${line} ${word}` : word;
    if (line && !fits(longer)) {
      result.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (line) result.push(line);
  return result;
}

function drawLetters(context: SKRSContext2D, random: Random, line: string, top: number): void {
  const wave = {
    amplitude: between(random, 3, 6),
    length: between(random, 90, 160),
    phase: between(random, 0, 6.3),
  };
  let x = MARGIN + between(random, 0, 10);
  for (const letter of line) {
    const size = LETTER_SIZE + between(random, SIZES[0], SIZES[1]);
    context.font = `bold ${size.toFixed(1)}px ${pick(random, FACES)}, ${FALLBACK}`;
    const advance = context.measureText(letter).width;
    if (letter !== " ") {
      const y =
        top +
        wave.amplitude * Math.sin(x / wave.length + wave.phase) +
        between(random, -JITTER, JITTER);
      context.save();
      context.translate(x + advance / 2, y);
      context.rotate(between(random, -TURN, TURN));
      context.transform(1, 0, between(random, -0.15, 0.15), 1, 0, 0);
      context.fillText(letter, -advance / 2, 0);
      context.restore();
    }
    x += advance + between(random, SPACING[0], SPACING[1]);
  }
}

/** Which dots belong to the letters: one byte a dot, 1 inside a letter. */
export function letterMask(text: string, random: Random): { rows: number; mask: Uint8Array } {
  const measure = createCanvas(1, 1).getContext("2d");
  const textLines = lines(measure, text);
  const height = 2 * MARGIN + textLines.length * LINE_HEIGHT;
  const rows = Math.ceil(height / CELL_PIXELS);
  const canvas = createCanvas(WIDTH, rows * CELL_PIXELS);
  const context = canvas.getContext("2d");
  context.fillStyle = "#000";
  context.fillRect(0, 0, WIDTH, rows * CELL_PIXELS);
  context.fillStyle = "#fff";
  context.textBaseline = "middle";
  textLines.forEach((row, i) =>
    drawLetters(context, random, row, MARGIN + (i + 0.5) * LINE_HEIGHT),
  );
  const pixels = context.getImageData(0, 0, WIDTH, rows * CELL_PIXELS).data;
  const mask = new Uint8Array(FRAME_COLUMNS * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < FRAME_COLUMNS; column++) {
      let ink = 0;
      for (let dy = 0; dy < CELL_PIXELS; dy++) {
        for (let dx = 0; dx < CELL_PIXELS; dx++) {
          const x = column * CELL_PIXELS + dx;
          ink += pixels[((row * CELL_PIXELS + dy) * WIDTH + x) * 4]!;
        }
      }
      mask[row * FRAME_COLUMNS + column] = ink >= 128 * CELL_PIXELS * CELL_PIXELS ? 1 : 0;
    }
  }
  return { rows, mask };
}

/** The next state of a dot field moved by `shift` rows, with some dots drawn anew. */
function moved(field: Uint8Array, rows: number, shift: 1 | -1, random: Random) {
  const next = new Uint8Array(field.length);
  for (let row = 0; row < rows; row++) {
    const from = (row - shift + rows) % rows;
    for (let column = 0; column < FRAME_COLUMNS; column++) {
      const at = row * FRAME_COLUMNS + column;
      next[at] =
        random() < RENEWAL ? (random() < 0.5 ? 1 : 0) : field[from * FRAME_COLUMNS + column]!;
    }
  }
  return next;
}

/** The frames of `text` drawn in motion for a challenge. */
export function renderChallengeFrames(text: string, random: Random): ChallengeFrames {
  const { rows, mask } = letterMask(text, random);
  const noise = () => Uint8Array.from({ length: mask.length }, () => (random() < 0.5 ? 1 : 0));
  let inside: Uint8Array = noise();
  let outside: Uint8Array = noise();
  const frames: Uint8Array[] = [];
  for (let k = 0; k < FRAME_COUNT; k++) {
    frames.push(mask.map((isLetter, at) => (isLetter ? inside[at]! : outside[at]!)));
    inside = moved(inside, rows, 1, random);
    outside = moved(outside, rows, -1, random);
  }
  return { columns: FRAME_COLUMNS, rows, framesPerSecond: FRAMES_PER_SECOND, frames };
}
