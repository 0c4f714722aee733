import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { CHALLENGE_MIN_ACCURACY, editDistance } from "../../src/core/typing/challenge-scoring.ts";
import { CELL_PIXELS, LINE_HEIGHT, MARGIN } from "../../src/server/challenges/challenge-motion.ts";
import type { ChallengeFrames } from "../../src/core/typing/challenge-frames.ts";

/**
 * An attacker's solver for the speed challenge's motion-drawn words (bench/anticheat.ts): it
 * turns the frames into pictures by every means it has, reads each with tesseract, snaps what
 * it read to the challenge corpus's words, and keeps the reading closest to a pass. It knows the
 * renderer's code, so its motion filter looks for exactly the motion the letters are drawn in.
 */

const run = promisify(execFile);

/** A picture of the dots: one number in [0, 1] a dot, 1 for ink. */
interface Picture {
  columns: number;
  rows: number;
  ink: Float32Array;
}

type Strategy = (frames: ChallengeFrames) => Picture;

const picture = (frames: ChallengeFrames, ink: Float32Array): Picture => ({
  columns: frames.columns,
  rows: frames.rows,
  ink,
});

/** The mean of `ink` over each dot's neighbourhood of `radius` dots around it. */
function blurred(p: Picture, radius = 1): Picture {
  const out = new Float32Array(p.ink.length);
  for (let row = 0; row < p.rows; row++) {
    for (let column = 0; column < p.columns; column++) {
      let sum = 0;
      let count = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || c < 0 || r >= p.rows || c >= p.columns) continue;
          sum += p.ink[r * p.columns + c]!;
          count++;
        }
      }
      out[row * p.columns + column] = sum / count;
    }
  }
  return { ...p, ink: out };
}

/** Ink where `p` is in its top quarter: the dots that stand out most. */
function thresholded(p: Picture): Picture {
  const sorted = Float32Array.from(p.ink).sort();
  const cut = sorted[Math.floor(sorted.length * 0.75)]!;
  return { ...p, ink: p.ink.map((v) => (v > cut ? 1 : 0)) };
}

/** The first frame as it is. */
const oneFrame: Strategy = (frames) => picture(frames, Float32Array.from(frames.frames[0]!));

/** Every frame averaged. */
const average: Strategy = (frames) => {
  const ink = new Float32Array(frames.columns * frames.rows);
  for (const frame of frames.frames) frame.forEach((v, i) => (ink[i]! += v / frames.frames.length));
  return thresholded(blurred(picture(frames, ink)));
};

/** How often each dot changes from one frame to the next. */
const difference: Strategy = (frames) => {
  const ink = new Float32Array(frames.columns * frames.rows);
  for (let k = 1; k < frames.frames.length; k++) {
    const [before, after] = [frames.frames[k - 1]!, frames.frames[k]!];
    after.forEach((v, i) => (ink[i]! += v === before[i] ? 0 : 1));
  }
  return thresholded(blurred(picture(frames, ink), 2));
};

/**
 * Motion compensation: a dot is letter where the next frame holds its value one row lower
 * (the letters' motion) more often than one row higher (the background's).
 */
const motion: Strategy = (frames) => {
  const { columns, rows } = frames;
  const ink = new Float32Array(columns * rows);
  for (let k = 1; k < frames.frames.length; k++) {
    const [before, after] = [frames.frames[k - 1]!, frames.frames[k]!];
    for (let row = 1; row < rows - 1; row++) {
      for (let column = 0; column < columns; column++) {
        const value = before[row * columns + column];
        const down = after[(row + 1) * columns + column] === value ? 1 : 0;
        const up = after[(row - 1) * columns + column] === value ? 1 : 0;
        ink[row * columns + column]! += down - up;
      }
    }
  }
  const mask = blurred({ columns, rows, ink }).ink.map((v) => (v > 0 ? 1 : 0));
  // A speck filter: each dot takes the majority of its neighbourhood.
  return {
    columns,
    rows,
    ink: blurred({ columns, rows, ink: mask }).ink.map((v) => (v > 0.5 ? 1 : 0)),
  };
};

export const STRATEGIES: Record<string, Strategy> = {
  "one frame": oneFrame,
  "frame average": average,
  "frame difference": difference,
  "motion filter": motion,
};

/** A PNG of `p` as dark ink on white, each dot `scale` pixels wide. */
async function png(p: Picture, scale: number): Promise<Buffer> {
  const canvas = createCanvas(p.columns * scale, p.rows * scale);
  const context = canvas.getContext("2d");
  const image = context.createImageData(p.columns * scale, p.rows * scale);
  for (let y = 0; y < p.rows * scale; y++) {
    for (let x = 0; x < p.columns * scale; x++) {
      const v =
        255 - Math.round(255 * p.ink[Math.floor(y / scale) * p.columns + Math.floor(x / scale)]!);
      const at = (y * p.columns * scale + x) * 4;
      image.data[at] = image.data[at + 1] = image.data[at + 2] = v;
      image.data[at + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.encode("png");
}

/** Each word read replaced by the corpus word nearest to it, when one is near. */
export function snapped(read: string, pool: readonly string[]): string {
  return read
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0)
    .map((word) => {
      let best = word;
      let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
      for (const candidate of pool) {
        if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
        const distance = editDistance(word, candidate);
        if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
      }
      return best;
    })
    .join(" ");
}

/** A reading at least this right, in percent, passes if typed at the speed asked. */
export const PASSING_ACCURACY = CHALLENGE_MIN_ACCURACY;

/** The share of `text` a reading gets right, as the challenge counts it, in percent. */
export const readingAccuracy = (text: string, read: string) =>
  (Math.max(0, text.length - editDistance(text, read)) / text.length) * 100;

export interface Attempt {
  strategy: string;
  read: string;
  accuracy: number;
}

/** The rows of `p` that hold line `index` of the words, with some room for their wave. */
function band(p: Picture, index: number): Picture | null {
  const top = Math.max(0, Math.floor((MARGIN + index * LINE_HEIGHT - 10) / CELL_PIXELS));
  const bottom = Math.min(
    p.rows,
    Math.ceil((MARGIN + (index + 1) * LINE_HEIGHT + 10) / CELL_PIXELS),
  );
  if (bottom - top < LINE_HEIGHT / CELL_PIXELS) return null;
  return {
    columns: p.columns,
    rows: bottom - top,
    ink: p.ink.slice(top * p.columns, bottom * p.columns),
  };
}

async function tesseract(file: string, psm: number): Promise<string> {
  const { stdout } = await run("tesseract", [file, "stdout", "--psm", String(psm)], {
    maxBuffer: 1 << 20,
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
  return stdout;
}

/**
 * Readings of one picture: as a block of text, and line by line at the renderer's own line
 * positions, so that curves across lines do not merge them.
 */
async function readings(p: Picture, dir: string): Promise<string[]> {
  const file = path.join(dir, "picture.png");
  await writeFile(file, await png(p, CELL_PIXELS));
  const block = await tesseract(file, 6);
  const lines: string[] = [];
  for (let index = 0; ; index++) {
    const line = band(p, index);
    if (!line) break;
    await writeFile(file, await png(line, CELL_PIXELS));
    lines.push(await tesseract(file, 7));
  }
  return [block, lines.join(" ")];
}

/** Every strategy's reading of `frames`, best first. */
export async function attack(
  frames: ChallengeFrames,
  text: string,
  pool: readonly string[],
  strategies: Record<string, Strategy> = STRATEGIES,
): Promise<Attempt[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "ocr-attack-"));
  try {
    const attempts: Attempt[] = [];
    for (const [strategy, make] of Object.entries(strategies)) {
      for (const reading of await readings(make(frames), dir)) {
        const read = snapped(reading, pool);
        attempts.push({ strategy, read, accuracy: readingAccuracy(text, read) });
      }
    }
    return attempts.sort((a, b) => b.accuracy - a.accuracy);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
