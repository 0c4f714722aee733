import { randomBytes } from "node:crypto";
import { challengeWordPool } from "../../src/core/typing/challenge-text.ts";
import {
  FRAME_COLUMNS,
  letterMask,
  renderChallengeFrames,
} from "../../src/server/challenges/challenge-motion.ts";
import {
  challengeDrawingRandom,
  challengeKey,
  challengeTextFor,
} from "../../src/server/challenges/challenge-text.ts";
import { corpusRows } from "../../src/server/passages/seed.ts";
import { attack, PASSING_ACCURACY, STRATEGIES } from "./ocr-attack.ts";

/** The letters' own mask: what a perfect motion filter would recover, the attacker's ceiling. */
const CEILING = "letters' own mask (ceiling)";

/**
 * bench:anticheat's OCR row: `count` challenges drawn by the server's code with a fresh key,
 * each attacked by every strategy; prints per strategy the share read well enough to pass and
 * the mean share of the text read right, and answers how many challenges any strategy passed.
 */
export async function ocrRow(count: number): Promise<{ passes: number }> {
  const pool = challengeWordPool(corpusRows("en").map((row) => row.text));
  const key = challengeKey(randomBytes(32).toString("hex"));
  const names = [...Object.keys(STRATEGIES), CEILING];
  const passes = new Map(names.map((name) => [name, 0]));
  const accuracy = new Map(names.map((name) => [name, 0]));
  let anyPasses = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const id = randomBytes(18).toString("base64url");
      const text = challengeTextFor(key, id);
      const frames = renderChallengeFrames(text, challengeDrawingRandom(key, id));
      const { rows, mask } = letterMask(text, challengeDrawingRandom(key, id));
      const ceiling = () => ({ columns: FRAME_COLUMNS, rows, ink: Float32Array.from(mask) });
      const attempts = await attack(frames, text, pool, { ...STRATEGIES, [CEILING]: ceiling });
      for (const name of names) {
        const best = Math.max(
          ...attempts.filter((a) => a.strategy === name).map((a) => a.accuracy),
        );
        accuracy.set(name, accuracy.get(name)! + best / count);
        if (best >= PASSING_ACCURACY) passes.set(name, passes.get(name)! + 1);
      }
      const attackerBest = attempts.find((a) => a.strategy !== CEILING)!;
      if (attackerBest.accuracy >= PASSING_ACCURACY) anyPasses += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `\nOCR attack on ${count} speed challenges (tesseract, snapped to the corpus's words)`,
  );
  console.log(`${"picture".padEnd(42)}${"passed".padStart(9)}${"read right".padStart(12)}`);
  const row = (name: string, passed: number, read: string) =>
    console.log(`${name.padEnd(42)}${`${passed} / ${count}`.padStart(9)}${read.padStart(12)}`);
  for (const name of names) {
    row(name, passes.get(name)!, `${accuracy.get(name)!.toFixed(1)} %`);
  }
  row("OCR: any of the attacker's pictures", anyPasses, "");
  console.log(
    `A pass needs ${PASSING_ACCURACY} % of the text right; ${seconds.toFixed(0)} s in all. ` +
      "The ceiling is no attack: it reads the letters' mask the server keeps to itself.",
  );
  return { passes: anyPasses };
}
