import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";

/**
 * Draws a challenge's text as a distorted PNG (docs/trusted-results.md): each letter turned,
 * shifted and sized on its own along a wavy baseline, crossed by lines and specks in the
 * letters' colours, so a person reads it at once and OCR stumbles. The distortion follows
 * `random`, so one challenge's picture can be drawn the same on every load.
 */

const WIDTH = 600;
const LINE_HEIGHT = 64;
const MARGIN = 28;
const FONT = '"DejaVu Sans", "Liberation Sans", Arial, sans-serif';
const INKS = ["#1f2937", "#312e81", "#7c2d12", "#14532d", "#4c1d95"];

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]) =>
  items[Math.floor(random() * items.length)]!;

/** The words broken into lines that fit the image at about `size` pixels a letter. */
function lines(text: string, size: number): string[] {
  const perLine = Math.floor((WIDTH - 2 * MARGIN) / (size * 0.58));
  const result: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > perLine) {
      result.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) result.push(line);
  return result;
}

function drawLetters(context: SKRSContext2D, random: Random, line: string, top: number): void {
  const wave = {
    amplitude: between(random, 4, 8),
    length: between(random, 90, 160),
    phase: between(random, 0, 6.3),
  };
  let x = MARGIN + between(random, 0, 12);
  for (const letter of line) {
    const size = between(random, 28, 38);
    context.font = `${random() < 0.3 ? "bold " : ""}${size.toFixed(1)}px ${FONT}`;
    const advance = context.measureText(letter).width;
    if (letter !== " ") {
      const y =
        top + wave.amplitude * Math.sin(x / wave.length + wave.phase) + between(random, -3, 3);
      context.save();
      context.translate(x + advance / 2, y);
      context.rotate(between(random, -0.35, 0.35));
      context.transform(1, 0, between(random, -0.2, 0.2), 1, 0, 0);
      context.fillStyle = pick(random, INKS);
      context.fillText(letter, -advance / 2, 0);
      context.restore();
    }
    x += advance + between(random, -1.5, 2.5);
  }
}

function drawNoise(context: SKRSContext2D, random: Random, height: number): void {
  for (let i = 0; i < 7; i++) {
    context.strokeStyle = pick(random, INKS);
    context.globalAlpha = between(random, 0.35, 0.7);
    context.lineWidth = between(random, 1, 2.4);
    context.beginPath();
    context.moveTo(0, between(random, 0, height));
    context.bezierCurveTo(
      between(random, 0, WIDTH),
      between(random, 0, height),
      between(random, 0, WIDTH),
      between(random, 0, height),
      WIDTH,
      between(random, 0, height),
    );
    context.stroke();
  }
  for (let i = 0; i < 450; i++) {
    context.fillStyle = pick(random, INKS);
    context.globalAlpha = between(random, 0.2, 0.6);
    context.fillRect(
      between(random, 0, WIDTH),
      between(random, 0, height),
      between(random, 1, 3),
      between(random, 1, 3),
    );
  }
  context.globalAlpha = 1;
}

/** The PNG bytes of `text` drawn for a challenge. */
export async function renderChallengeImage(text: string, random: Random): Promise<Buffer> {
  const rows = lines(text, 33);
  const height = 2 * MARGIN + rows.length * LINE_HEIGHT;
  const canvas = createCanvas(WIDTH, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#f8f5ec";
  context.fillRect(0, 0, WIDTH, height);
  context.textBaseline = "middle";
  rows.forEach((row, i) => drawLetters(context, random, row, MARGIN + (i + 0.5) * LINE_HEIGHT));
  drawNoise(context, random, height);
  return canvas.encode("png");
}
