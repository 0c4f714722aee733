import { gunzipSync, gzipSync } from "node:zlib";
import { type RecordedTimeline, readTimeline } from "../../core/typing/recorded-timeline.ts";

/** A timeline as stored with its result: gzipped JSON, about a tenth of its size in transit. */
export function packTimeline(timeline: RecordedTimeline): Uint8Array {
  return gzipSync(JSON.stringify(timeline));
}

/** Any stored version, as version 2: rows saved before versions hold a bare array of edits. */
export function unpackTimeline(packed: Uint8Array): RecordedTimeline {
  return readTimeline(JSON.parse(gunzipSync(packed).toString()));
}

/** Whether `packed` holds this very timeline, as packTimeline wrote it. */
export function holdsTimeline(packed: Uint8Array, timeline: RecordedTimeline): boolean {
  return gunzipSync(packed).toString() === JSON.stringify(timeline);
}
