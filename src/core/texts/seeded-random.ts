/**
 * A small seeded generator (mulberry32): the server signs a test's seed into its token and
 * rebuilds the same text from it to verify a result, so the text must follow from the seed alone,
 * in the browser and on the server alike.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * Whether something that happens `share` of the time happens this once: a share of 0 never
 * does, not even on a draw of 0, and a share of 1 always does.
 */
export function chance(random: Random, share: number): boolean {
  return random() < share;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
