/**
 * Where the speed graph's axes start and end and where their ticks go: plain arithmetic, so the
 * graph is drawn as SVG by the page itself rather than by a charting library it must fetch.
 */

/** The seconds between ticks of the time axis, the first that leaves room for its labels. */
const TIME_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600];
/** Pixels a time label needs beside its neighbour. */
const MIN_TIME_TICK_GAP = 44;
/** The speed axis is labelled at most this many times above zero. */
const MAX_SPEED_TICKS = 5;
const SPEED_STEPS = [2, 5, 10, 20, 25, 50, 100, 200, 250, 500];

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** The time axis of seconds `first` to `last` across `width` pixels. */
export function timeAxis(first: number, last: number, width: number): Axis {
  // A single second still has a span to draw across.
  const [min, max] = first < last ? [first, last] : [first - 1, first + 1];
  const span = max - min;
  const step =
    TIME_STEPS.find((s) => (s / span) * width >= MIN_TIME_TICK_GAP) ?? TIME_STEPS.at(-1)!;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max; t += step) ticks.push(t);
  return { min, max, ticks };
}

/** The speed axis from zero to above the fastest speed shown, in round tens. */
export function speedAxis(fastest: number): Axis {
  const max = Math.max(10, Math.ceil(fastest / 10) * 10);
  const step = SPEED_STEPS.find((s) => max / s <= MAX_SPEED_TICKS) ?? Math.ceil(max / 5);
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  return { min: 0, max, ticks };
}

/** A value's position across `pixels`, from `axis.min` at 0 to `axis.max` at `pixels`. */
export function position(axis: Axis, value: number, pixels: number): number {
  return ((value - axis.min) / (axis.max - axis.min)) * pixels;
}

/** The index of the point whose time is nearest `time`; times ascend. */
export function nearestIndex(times: readonly number[], time: number): number {
  let best = 0;
  for (let i = 1; i < times.length; i++) {
    if (Math.abs(times[i]! - time) < Math.abs(times[best]! - time)) best = i;
  }
  return best;
}
