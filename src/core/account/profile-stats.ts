import { formatDateTime } from "../typing/format.ts";

/**
 * product 'Constants and limits': the profile loads the newest 50 results and charts the newest 20.
 */
export const PROFILE_RESULT_LIMIT = 50;
export const PROFILE_CHART_POINTS = 20;

export interface ResultLike {
  wpm: number;
  accuracy: number;
  createdAt: string;
}

export interface ProfileStats {
  averageWpm: number;
  bestWpm: number;
  averageAccuracy: number;
}

function roundedMean(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** Rounded means and the maximum over the loaded results; each is 0 when there are none. */
export function profileStats(results: readonly ResultLike[]): ProfileStats {
  return {
    averageWpm: roundedMean(results.map((r) => r.wpm)),
    bestWpm: results.length === 0 ? 0 : Math.max(...results.map((r) => r.wpm)),
    averageAccuracy: roundedMean(results.map((r) => r.accuracy)),
  };
}

export interface ChartPoint {
  /** Seconds since the epoch, as uPlot wants its x values. */
  time: number;
  wpm: number;
}

/** The newest results (given newest first) as chart points, oldest to newest. */
export function progressPoints(
  newestFirst: readonly ResultLike[],
  limit = PROFILE_CHART_POINTS,
): ChartPoint[] {
  return newestFirst
    .slice(0, limit)
    .toReversed()
    .map((r) => ({ time: Date.parse(r.createdAt) / 1000, wpm: r.wpm }));
}

/**
 * What the progress chart says of the point under the cursor: 'Jun 3, 2026, 10:14 AM · 72 WPM'.
 * `time` is in seconds since the epoch, as the chart's points hold it.
 */
export function progressReadout(point: ChartPoint, timeZone?: string): string {
  return `${formatDateTime(new Date(point.time * 1000), timeZone)} · ${Math.round(point.wpm)} WPM`;
}
