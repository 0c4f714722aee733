import type { OfflineTest } from "../../core/typing/finished-test.ts";

/**
 * The built-in passages served, in order, to the latest test this tab started while TypeTempo
 * could not be reached, and the id its save goes by (saveRequestOf). Kept by the offline
 * passages' chunk as it serves them, and read from that chunk by the results panel
 * (builtin-passages.ts exports it): both load on demand, so the typing page's first load
 * carries none of it, nor a chunk of its own to name. A page runs one test at a time, and a
 * new one starts a new record.
 */
let latest: OfflineTest | null = null;

/** 16 random bytes in hex: crypto.randomUUID is missing outside secure contexts. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A test starts offline on these passages. */
export function startOfflineTest(passageIds: readonly number[]): void {
  latest = { id: randomId(), passageIds: [...passageIds] };
}

/** The running offline test was served one more passage. */
export function appendOfflinePassage(id: number): void {
  latest?.passageIds.push(id);
}

/** The latest test started offline, as it stands now; null when there was none. */
export function latestOfflineTest(): OfflineTest | null {
  return latest && { id: latest.id, passageIds: [...latest.passageIds] };
}
