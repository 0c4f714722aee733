import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";

/**
 * Draws a challenge's text as a distorted PNG (docs/trusted-results.md): each letter turned,
 * shifted and sized on its own along a wavy baseline, crossed by lines and specks in the
 * letters' colours, so a person reads it at once and OCR stumbles. The distortion is random
 * on every call; only the words are fixed.
 */

const WIDTH = 600;
const LINE_HEIGHT = 64;
const MARGIN = 28;
const FONT = '"DejaVu Sans", "Liberation Sans", Arial, sans-serif';
const INKS = ["#1f2937", "#312e81", "#7c2d12", "#14532d", "#4c1d95"];

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

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

function drawLetters(context: SKRSContext2D, line: string, top: number): void {
  const wave = { amplitude: between(4, 8), length: between(90, 160), phase: between(0, 6.3) };
  let x = MARGIN + between(0, 12);
  for (const letter of line) {
    const size = between(28, 38);
    context.font = `${Math.random() < 0.3 ? "bold " : ""}${size.toFixed(1)}px ${FONT}`;
    const advance = context.measureText(letter).width;
    if (letter !== " ") {
      const y = top + wave.amplitude * Math.sin(x / wave.length + wave.phase) + between(-3, 3);
      context.save();
      context.translate(x + advance / 2, y);
      context.rotate(between(-0.35, 0.35));
      context.transform(1, 0, between(-0.2, 0.2), 1, 0, 0);
      context.fillStyle = pick(INKS);
      context.fillText(letter, -advance / 2, 0);
      context.restore();
    }
    x += advance + between(-1.5, 2.5);
  }
}

function drawNoise(context: SKRSContext2D, height: number): void {
  for (let i = 0; i < 7; i++) {
    context.strokeStyle = pick(INKS);
    context.globalAlpha = between(0.35, 0.7);
    context.lineWidth = between(1, 2.4);
    context.beginPath();
    context.moveTo(0, between(0, height));
    context.bezierCurveTo(
      between(0, WIDTH),
      between(0, height),
      between(0, WIDTH),
      between(0, height),
      WIDTH,
      between(0, height),
    );
    context.stroke();
  }
  for (let i = 0; i < 450; i++) {
    context.fillStyle = pick(INKS);
    context.globalAlpha = between(0.2, 0.6);
    context.fillRect(between(0, WIDTH), between(0, height), between(1, 3), between(1, 3));
  }
  context.globalAlpha = 1;
}

/** The PNG bytes of `text` drawn for a challenge. */
export async function renderChallengeImage(text: string): Promise<Buffer> {
  const rows = lines(text, 33);
  const height = 2 * MARGIN + rows.length * LINE_HEIGHT;
  const canvas = createCanvas(WIDTH, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#f8f5ec";
  context.fillRect(0, 0, WIDTH, height);
  context.textBaseline = "middle";
  rows.forEach((row, i) => drawLetters(context, row, MARGIN + (i + 0.5) * LINE_HEIGHT));
  drawNoise(context, height);
  return canvas.encode("png");
}
