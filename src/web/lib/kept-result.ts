import type { SaveResultResponse } from "../../core/api/results.ts";

/**
 * How saving a result the typist signed in to keep ended: the stored result, or why not; when
 * `waiting`, the server could not be reached and the run waits in this browser's outbox.
 */
export type KeptResult =
  | { saved: true; result: SaveResultResponse }
  | { saved: false; reason: string | undefined; waiting?: boolean };

/**
 * The result a signed-out typist signed in to save, handed from its results panel to the
 * profile the sign-in opens (product 'Auth modal'), so the profile greets them with it. It is
 * kept in memory, so a reload forgets it, and belongs to the first profile visit that asks.
 */
let handed: { outcome: Promise<KeptResult>; visit: string | null } | null = null;

/** The results panel hands over the saving of the result its typist signed in to keep. */
export function keepForProfile(outcome: Promise<KeptResult>): void {
  handed = { outcome, visit: null };
}

/**
 * The kept result for the profile visit `visit` (its history entry's key): the first visit
 * after the hand-over claims it, and gets it again when it asks again; any later one gets null.
 */
export function keptResultFor(visit: string): Promise<KeptResult> | null {
  if (!handed) return null;
  handed.visit ??= visit;
  return handed.visit === visit ? handed.outcome : null;
}

/** The typist closed the greeting: no visit shows it again. */
export function forgetKeptResult(): void {
  handed = null;
}
