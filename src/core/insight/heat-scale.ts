/** One band of a heatmap's legend: the values from `from` up to `to`. */
export interface HeatStep {
  from: number;
  to: number;
}

export interface HeatScale {
  steps: HeatStep[];
  /** The band a value falls in, 1 to steps.length; values past either end take the end band. */
  level(value: number): number;
}

/**
 * Bands of equal width over `values`, from `from` (their least, when not given) to the greatest,
 * so a heatmap colours each key by its band and its legend names each band's range. Null when
 * there is nothing to colour. Level 0 is left to the caller for keys with no value at all.
 */
export function heatScale(
  values: readonly number[],
  count = 4,
  from: number | null = null,
): HeatScale | null {
  if (values.length === 0) return null;
  const start = from ?? Math.min(...values);
  const end = Math.max(...values);
  if (end <= start) return { steps: [{ from: start, to: end }], level: () => 1 };
  const width = (end - start) / count;
  const steps = Array.from({ length: count }, (_, i) => ({
    from: start + i * width,
    to: i === count - 1 ? end : start + (i + 1) * width,
  }));
  return {
    steps,
    level: (value) => 1 + Math.max(0, Math.min(count - 1, Math.floor((value - start) / width))),
  };
}
