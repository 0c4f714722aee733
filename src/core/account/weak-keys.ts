/** What a ranked key says about itself (src/core/insight/key-ranking.ts RankedKey). */
export interface RankedKeyLike {
  key: string;
  hits: number;
  errors: number;
  errorRate: number;
  meanMs: number | null;
}

/** Keys stored by name ('space', 'enter') and bigrams by their characters, as people read them. */
const NAMED_KEYS: Record<string, string> = { space: "Space", enter: "Enter", tab: "Tab" };

export function keyLabel(key: string): string {
  return NAMED_KEYS[key] ?? key;
}

/** A bigram with its whitespace made visible: 'e ' reads 'e␣', a line break '↵'. */
export function bigramLabel(bigram: string): string {
  return [...bigram].map((c) => (c === " " ? "␣" : c === "\n" ? "↵" : c)).join("");
}

/** '212 ms per keystroke', or 'not timed' for a key no keystroke was timed of. */
export function speedFigure(key: RankedKeyLike): string {
  return key.meanMs === null ? "not timed" : `${key.meanMs} ms`;
}

/** '12.5% wrong (3 of 24)'. */
export function errorFigure(key: RankedKeyLike): string {
  return `${key.errorRate.toFixed(1)}% wrong (${key.errors} of ${key.hits})`;
}
