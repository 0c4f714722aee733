export interface Picked<T> {
  passage: T;
  /** True when every passage had been served, so the caller should forget what it served. */
  reset: boolean;
}

/**
 * product 'States and transitions', passage selection: never repeat a served passage until the
 * whole pool has been used, then start again. The same rule serves database passages and built-in
 * fallbacks.
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

/** A character test never needs more passages than this, even the longest from the shortest. */
const MAX_PICKS = 60;

/**
 * Several distinct passages for one test, drawn until `enough` is satisfied: unserved ones first;
 * once the pool is used up (reset), ones this draw has not taken yet, and only when the draw has
 * taken the whole pool does a passage repeat
 * (docs/product.md, 'Where TypeTempo goes beyond the specification').
 */
export function pickSeveral<T extends { id: number }>(
  pool: readonly T[],
  served: ReadonlySet<number>,
  enough: (picked: readonly T[]) => boolean,
  random: () => number = Math.random,
): { passages: T[]; reset: boolean } {
  const passages: T[] = [];
  let seen = new Set(served);
  let reset = false;
  while (!enough(passages) && passages.length < MAX_PICKS) {
    let picked = pickUnserved(pool, seen, random);
    if (picked.reset) {
      reset = true;
      // When this draw holds the whole pool, pickUnserved starts over by itself.
      seen = new Set(passages.map((passage) => passage.id));
      picked = pickUnserved(pool, seen, random);
    }
    passages.push(picked.passage);
    seen.add(picked.passage.id);
  }
  return { passages, reset };
}

/**
 * A browser's list of passages it has seen is a hint the server takes only while it leaves this
 * many passages to choose from: otherwise a client could exclude all but the one it wants.
 */
export const MIN_UNSTEERED_CANDIDATES = 10;

/**
 * What to treat as served: what the server remembers serving, and the browser's hint as long
 * as the hint leaves at least MIN_UNSTEERED_CANDIDATES passages (or the whole pool, if smaller)
 * that the server's own memory would also allow.
 */
export function servedForPick(
  poolIds: readonly number[],
  remembered: ReadonlySet<number>,
  hint: readonly number[],
): Set<number> {
  const withHint = new Set([...remembered, ...hint]);
  const unserved = (served: ReadonlySet<number>) => poolIds.filter((id) => !served.has(id)).length;
  const wanted = Math.min(MIN_UNSTEERED_CANDIDATES, unserved(remembered));
  return unserved(withHint) >= wanted ? withHint : new Set(remembered);
}
