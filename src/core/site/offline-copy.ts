/**
 * Marks the service worker's precached copies of pages and route data (scripts/service-worker.ts),
 * which the server answers like the plain address but for what belongs to one visit only: a
 * copy kept for offline use carries no early test, whose token would be stale when it is read.
 */
export const COPY_MARK = "offline-copy";

/** Whether a request's address (path and query) asks for a copy to keep. */
export function asksForCopy(url: string): boolean {
  return new URL(url, "http://copy.invalid").searchParams.has(COPY_MARK);
}
