// Apart from the client pages' titles and descriptions (client-pages.ts), which a page that
// only links to results need not carry.

/** The address of a result's replay. */
export function replayPath(resultId: number): string {
  return `/replay/${resultId}`;
}

/** The address of one of the typist's own results, explained. */
export function resultPath(resultId: number): string {
  return `/results/${resultId}`;
}
