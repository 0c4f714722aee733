/**
 * npm run bench:analyzer: how long one live recompute of the word count tool takes for 100 kB
 * and 1 MB of pasted text, against the naive one-regex-per-metric baseline in the same run.
 * Target: at most 16 ms (one frame) for 100 kB.
 */
import { analyzeText, type TextMetrics } from "../src/core/content/analyzer.ts";
import { analyzeTextNaive } from "../tests/support/analyzer-oracle.ts";

const SAMPLE = [
  "The quick brown fox jumps over the lazy dog. ",
  "Typing fast is mostly typing accurately!\n",
  "Is a café in Zürich a good place to write?  ",
  "Numbers like 3.14 and 2,000 count too…\r\n",
  "Emoji 😀 and 東京 are characters as well.\t",
  "\n",
].join("");

function textOf(bytes: number): string {
  let text = "";
  while (Buffer.byteLength(text) < bytes) text += SAMPLE;
  return text;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(fn: (text: string) => TextMetrics, text: string, runs: number): number {
  for (let i = 0; i < 3; i++) fn(text); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(text);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

console.log("Word count tool: one recompute of every metric (median)");
for (const [label, bytes, runs] of [
  ["100 kB", 100_000, 41],
  ["1 MB", 1_000_000, 15],
] as const) {
  const text = textOf(bytes);
  const ours = time(analyzeText, text, runs);
  const naive = time(analyzeTextNaive, text, runs);
  const target = label === "100 kB" ? `  (target ≤ 16 ms: ${ours <= 16 ? "met" : "MISSED"})` : "";
  console.log(
    `${label.padEnd(7)} analyzeText ${ours.toFixed(2).padStart(7)} ms   naive baseline ${naive
      .toFixed(2)
      .padStart(7)} ms   ratio ${(ours / naive).toFixed(2)}×${target}`,
  );
}
