import { postPracticeResult } from "../../core/api/endpoints/results.ts";
import type { SavePracticeRequest } from "../../core/api/practice.ts";
import type { SaveResultResponse } from "../../core/api/results.ts";
import { api } from "../lib/api-client.ts";

// The last save, settled either way: the next text's figures are read once it is answered.
let lastSave: Promise<unknown> = Promise.resolve();

/** Saves a finished practice run to the signed-in typist's history; the server scores it. */
export function savePractice(request: SavePracticeRequest): Promise<SaveResultResponse> {
  const saving = api(postPracticeResult, { body: request });
  lastSave = saving.catch(() => undefined);
  return saving;
}

/**
 * Settles once the last practice save has been answered, so that figures read afterwards
 * include that run: weak-key practice adapts from the run just typed, however fast the next
 * one is asked for.
 */
export function lastPracticeSaved(): Promise<unknown> {
  return lastSave;
}
