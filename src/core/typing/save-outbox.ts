import { oneDecimal } from "./format.ts";
import { modeLabel } from "./mode-label.ts";

/**
 * The rules of the browser's outbox of finished runs (product 'Saves that wait'): a run is kept
 * in the browser before it is sent, and sent again until the server answers it for good.
 */

/** After a try that did not reach a final answer, the next comes after these, then every 10 min. */
export const OUTBOX_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;
/**
 * Up to this share of a delay is added at random, so the browsers that lost the server together
 * do not all come back in the same second.
 */
export const OUTBOX_RETRY_JITTER = 0.2;

/** How long to wait after `failures` tries in a row failed, `random` in [0, 1). */
export function outboxRetryDelay(failures: number, random: number): number {
  const delays = OUTBOX_RETRY_DELAYS_MS;
  const base = delays[Math.min(Math.max(failures - 1, 0), delays.length - 1)]!;
  return Math.round(base * (1 + OUTBOX_RETRY_JITTER * random));
}

/**
 * What an answer to a save means for the run waiting in the outbox, by its HTTP status (0: the
 * server was not reached): saved, refused for good (the run is dropped and the refusal shown),
 * or still waiting. A server error, a timeout (408) and too many saves (429) pass; so does a
 * lapsed session (401), since the run is its typist's whenever they sign in again.
 */
export function saveAnswer(status: number): "saved" | "refused" | "waiting" {
  if (status >= 200 && status < 300) return "saved";
  if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) return "refused";
  return "waiting";
}

/** The results panel's line while its run waits in the outbox. */
export const WAITING_TO_SAVE =
  "Not saved yet: kept in this browser, and saved as soon as TypeTempo can be reached.";

/** …and while a run of a test started offline waits: it has no token, so it cannot rank. */
export const WAITING_TO_SAVE_OFFLINE =
  "Not saved yet: this test started offline, so it will be saved to your history, unranked, " +
  "as soon as TypeTempo can be reached.";

/**
 * What a run is kept under in the outbox, one entry per test: its test's token, or for a test
 * started offline, which has none, the id the browser gave it.
 */
export function runKey(request: {
  token?: string | undefined;
  offline?: { id: string } | undefined;
}): string {
  return request.offline ? `offline:${request.offline.id}` : (request.token ?? "");
}

/** '1 result waiting to be saved', '3 results waiting to be saved'. */
export function waitingToSave(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"} waiting to be saved`;
}

/** '1 result saved that was waiting: 72.0 WPM, 1 Minute.', several joined by '; '. */
export function savedWhileWaiting(results: readonly { wpm: number; mode: string }[]): string {
  const count = results.length;
  const which = count === 1 ? "1 result saved that was" : `${count} results saved that were`;
  const figures = results.map(
    (result) => `${oneDecimal(result.wpm)} WPM, ${modeLabel(result.mode)}`,
  );
  return `${which} waiting: ${figures.join("; ")}.`;
}

/**
 * A waiting result the server refused, said once: 'A result that was waiting could not be saved
 * (1 Minute): {the server's reason}'.
 */
export function refusedWhileWaiting(mode: string, reason: string | null): string {
  const why = reason ? `: ${reason}` : ".";
  return `A result that was waiting could not be saved (${modeLabel(mode)})${why}`;
}
