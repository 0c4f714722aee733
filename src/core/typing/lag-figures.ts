import { median } from "./input-evidence.ts";

/**
 * The lag self-test (issue 37): the typist presses keys first in a bare text box, then in the
 * typing area the tests use, and each key is timed from the browser's own time stamp of it.
 * The bare box is what the browser and system cost on their own; the typing area's excess over
 * it is TypeTempo's share. The keyboard before the browser and the display after the frame are
 * beyond what a page can time, and the page says so.
 */

/** Keys pressed in each of the two boxes before the figures are given. */
export const LAG_KEYS = 20;

/** One key: how long after its time stamp the page had handled it, and the next frame was drawn. */
export interface KeyLag {
  handledMs: number;
  paintedMs: number;
}

export interface LagSummary {
  keys: number;
  /** Medians over the keys. */
  handledMs: number;
  paintedMs: number;
  /** The slowest twentieth's edge: what a typist feels as an occasional stutter. */
  paintedP95Ms: number;
}

/** The nearest-rank percentile of values sorted ascending. */
function nearestRank(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/** A box's keys in figures; null before any key, and keys timed impossibly (below 0) are left out. */
export function summarizeLag(samples: readonly KeyLag[]): LagSummary | null {
  const kept = samples.filter(
    (sample) =>
      Number.isFinite(sample.handledMs) &&
      Number.isFinite(sample.paintedMs) &&
      sample.handledMs >= 0 &&
      sample.paintedMs >= sample.handledMs,
  );
  if (kept.length === 0) return null;
  const painted = kept.map((sample) => sample.paintedMs).sort((a, b) => a - b);
  return {
    keys: kept.length,
    handledMs: median(kept.map((sample) => sample.handledMs)),
    paintedMs: median(painted),
    paintedP95Ms: nearestRank(painted, 0.95),
  };
}

/**
 * The display's refresh interval from the times of consecutive animation frames: their median
 * gap, so a frame skipped while the page was busy does not count. Null from fewer than 3 frames.
 */
export function refreshInterval(frameTimes: readonly number[]): number | null {
  if (frameTimes.length < 3) return null;
  const gaps: number[] = [];
  for (let i = 1; i < frameTimes.length; i++) gaps.push(frameTimes[i]! - frameTimes[i - 1]!);
  const gap = median(gaps);
  return gap > 0 ? gap : null;
}

export interface LagBreakdown {
  /** Key time stamp to drawn frame in the bare box: the browser's and system's own cost. */
  browserMs: number;
  /** What the typing area adds to it: TypeTempo's share (0 when within the measure's noise). */
  siteMs: number;
  /** The key to the frame in the typing area, as a typist feels it in the browser. */
  totalMs: number;
  totalP95Ms: number;
  /** One refresh of the display, which a drawn frame may wait for; null when unknown. */
  refreshMs: number | null;
}

export function lagBreakdown(
  bare: LagSummary,
  typing: LagSummary,
  refreshMs: number | null,
): LagBreakdown {
  return {
    browserMs: bare.paintedMs,
    siteMs: Math.max(0, typing.paintedMs - bare.paintedMs),
    totalMs: typing.paintedMs,
    totalP95Ms: typing.paintedP95Ms,
    refreshMs,
  };
}

/** The share of a key's time the site adds, above which it is the site's to fix. */
const SITE_SHARE_NOTICEABLE = 0.5;
/** A browser that takes more than two frames to draw a bare text box is itself slow. */
const SLOW_BROWSER_FRAMES = 2;
const ASSUMED_FRAME_MS = 1000 / 60;

export type LagVerdict = "site" | "browser" | "fine";

/**
 * Where the lag a typist feels comes from: the typing area when it adds more than half of the
 * bare box's time and more than a frame, the browser or system when the bare box itself takes
 * over two frames, and neither otherwise (the rest is the keyboard and the display).
 */
export function lagVerdict(lag: LagBreakdown): LagVerdict {
  const frame = lag.refreshMs ?? ASSUMED_FRAME_MS;
  if (lag.siteMs > frame && lag.siteMs > lag.browserMs * SITE_SHARE_NOTICEABLE) return "site";
  if (lag.browserMs > SLOW_BROWSER_FRAMES * frame) return "browser";
  return "fine";
}
