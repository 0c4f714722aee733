export interface Picked<T> {
  passage: T;
  /** True when every passage had been served, so the caller should forget what it served. */
  reset: boolean;
}

/**
 * product §4 passage selection: never repeat a served passage until the whole pool has been
 * used, then start again. The same rule serves database passages and built-in fallbacks.
 */
export function pickUnserved<T extends { id: number }>(
  pool: readonly T[],
  served: ReadonlySet<number>,
  random: () => number = Math.random,
): Picked<T> {
  if (pool.length === 0) throw new Error("pickUnserved needs at least one passage");
  const fresh = pool.filter((passage) => !served.has(passage.id));
  const reset = fresh.length === 0;
  const candidates = reset ? pool : fresh;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return { passage: candidates[index]!, reset };
}
