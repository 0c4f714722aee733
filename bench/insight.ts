/**
 * npm run bench:insight: how long a result's insight figures take (result figures, mistakes in
 * their words, the speed series and per-key statistics) for a 10-minute run at 100 WPM, against
 * replaying its timeline into the typed text in the same run. Target: p95 ≤ 2 ms per result.
 */
import { resultFigures } from "../src/core/insight/result-figures.ts";
import { runInsight } from "../src/core/insight/result-insight.ts";
import { FALLBACK_PASSAGES } from "../src/core/typing/fallback-passages.ts";
import { findMistakes } from "../src/core/typing/scoring.ts";
import type { TestMode } from "../src/core/typing/test-modes.ts";
import { replay, type TimelineEdit } from "../src/core/typing/timeline.ts";
import { seededRandom } from "../tests/support/typing.ts";

const MODE: TestMode = { kind: "timed", seconds: 600 };
const DURATION_MS = 600_000;
/** 100 WPM for 10 minutes. */
const CHARACTERS = 5000;
const MISTAKE_RATE = 0.04;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const TARGET_MS = 2;

const random = seededRandom(15);

/** A log-normal draw around `median` (Box–Muller). */
function logNormal(median: number, sigma: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return median * Math.exp(sigma * normal);
}

/** A timed test's passage: served passages one after another, more than anyone types. */
function passageOf(length: number): string {
  const texts = FALLBACK_PASSAGES.map((passage) => passage.text);
  let passage = "";
  for (let i = 0; passage.length < length; i++) passage += (i ? " " : "") + texts[i % texts.length];
  return passage;
}

/**
 * A typist's timeline: key intervals log-normal around 120 ms, longer before a space and before
 * a Backspace, scaled so the run fills the ten minutes; a wrong letter at 4 % of the
 * characters, half of them fixed with Backspace, the rest left standing.
 */
function typistTimeline(passage: string): TimelineEdit[] {
  const steps: { insert: string; pause: number }[] = [];
  for (const char of passage.slice(0, CHARACTERS)) {
    if (char !== " " && random() < MISTAKE_RATE) {
      const wrong = char === "e" ? "r" : "e";
      if (random() < 0.5) {
        steps.push(
          { insert: wrong, pause: 1 },
          { insert: "", pause: 2.5 },
          { insert: char, pause: 1 },
        );
      } else {
        steps.push({ insert: wrong, pause: 1 });
      }
    } else {
      steps.push({ insert: char, pause: char === " " ? 1.3 : 1 });
    }
  }
  const gaps = steps.map((step) => logNormal(120, 0.35) * step.pause);
  const scale = (DURATION_MS - 1000) / gaps.reduce((sum, gap) => sum + gap, 0);
  const edits: TimelineEdit[] = [];
  let t = 0;
  let length = 0;
  steps.forEach((step, i) => {
    t += i === 0 ? 0 : gaps[i]! * scale;
    const at = Math.round(t);
    if (step.insert) edits.push([at, length++, 0, step.insert]);
    else edits.push([at, --length, 1, ""]);
  });
  return edits;
}

const passage = passageOf(CHARACTERS * 1.2);
const edits = typistTimeline(passage);

/** As the results panel and the saved result's page compute it; the typed text is replayed too. */
function insight(): unknown {
  const typed = replay(edits);
  const mistakes = findMistakes(passage, typed.slice(0, passage.length));
  return runInsight({ passage, typed, edits, mode: MODE, elapsedMs: DURATION_MS, mistakes });
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

function time(fn: () => unknown): { p50: number; p95: number; max: number } {
  for (let i = 0; i < 20; i++) fn(); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1)! };
}

const figures = resultFigures(passage, edits, MODE, DURATION_MS);
console.log(
  `Insight of one result: ${edits.length} edits over 10 minutes, raw ${figures.rawWpm} WPM, ` +
    `net ${figures.netWpm} WPM, ${figures.characters.incorrect} left wrong, ` +
    `${figures.characters.corrected} corrected (${RUNS} runs)`,
);
const ours = time(insight);
const baseline = time(() => replay(edits));
const row = (label: string, { p50, p95, max }: typeof ours) =>
  `${label.padEnd(26)} p50 ${p50.toFixed(3).padStart(7)} ms   p95 ${p95
    .toFixed(3)
    .padStart(7)} ms   max ${max.toFixed(3).padStart(7)} ms`;
console.log(row("all insight figures", ours));
console.log(row("baseline: replay only", baseline));
const met = ours.p95 <= TARGET_MS;
console.log(
  `ratio ${(ours.p50 / baseline.p50).toFixed(1)}× the replay at p50   ` +
    `(target p95 ≤ ${TARGET_MS} ms: ${met ? "met" : "MISSED"})`,
);
if (!met) process.exitCode = 1;
