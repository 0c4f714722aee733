const DAY_MS = 24 * 60 * 60 * 1000;

/** How strongly a calendar square is shaded: 0 for nothing, then three steps up. */
export type ShadeLevel = 0 | 1 | 2 | 3;

/**
 * The shade of a day's amount: 0 when there is none, 1 under the first step, 2 under the
 * second, 3 at or above it.
 */
export function shadeLevel(amount: number, steps: readonly [number, number]): ShadeLevel {
  if (amount <= 0) return 0;
  return amount < steps[0] ? 1 : amount < steps[1] ? 2 : 3;
}

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks up to `today` (YYYY-MM-DD, UTC) as columns of seven days, Monday
 * first, each day made into a square by `cellOf`: the first column starts on the Monday
 * `weeks - 1` weeks before this one, and the last stops at today.
 */
export function weekGrid<Cell>(
  today: string,
  weeks: number,
  cellOf: (day: string) => Cell,
): Cell[][] {
  const end = Date.parse(`${today}T00:00:00Z`);
  // getUTCDay: Sunday 0; days since Monday.
  const sinceMonday = (new Date(end).getUTCDay() + 6) % 7;
  const start = end - (sinceMonday + 7 * (weeks - 1)) * DAY_MS;
  const columns: Cell[][] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const column = Math.floor((at - start) / (7 * DAY_MS));
    (columns[column] ??= []).push(cellOf(dayAt(at)));
  }
  return columns;
}
