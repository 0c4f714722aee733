import type { TypedRun } from "./typist-models.ts";
import { applyEdit } from "../../src/core/typing/timeline.ts";
import type { ProgressMessage } from "../../src/core/race/protocol.ts";

/** A progress chunk as a race client sends it, and when: `sendAtMs` since the race's start. */
export interface TimedChunk {
  sendAtMs: number;
  message: ProgressMessage;
}

/**
 * A typed run cut into the progress chunks a race client would send every `everyMs`, its edit
 * and key times counted from the race's start: each chunk holds the edits of its window and
 * the key presses that went down in it, and is sent at the window's end.
 */
export function raceChunks(run: TypedRun, everyMs = 200): TimedChunk[] {
  const chunks: TimedChunk[] = [];
  const { edits, keys } = run.timeline;
  let text = "";
  let e = 0;
  let k = 0;
  let seq = 0;
  while (e < edits.length) {
    const windowEnd = (Math.floor(edits[e]![0] / everyMs) + 1) * everyMs;
    const chunkEdits = [];
    while (e < edits.length && edits[e]![0] < windowEnd) {
      text = applyEdit(text, edits[e]!);
      chunkEdits.push(edits[e++]!);
    }
    const chunkKeys = [];
    while (k < keys.length && keys[k]![0] < windowEnd) chunkKeys.push(keys[k++]!);
    chunks.push({
      sendAtMs: windowEnd,
      message: {
        type: "progress",
        seq: seq++,
        length: text.length,
        edits: chunkEdits,
        keys: chunkKeys,
      },
    });
  }
  if (k < keys.length) chunks.at(-1)!.message.keys.push(...keys.slice(k));
  return chunks;
}
