import type { PassageResponse } from "../../../core/api/passages.ts";
import type { Difficulty } from "../../../core/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../../core/fallback-passages.ts";
import { pickUnserved } from "../../../core/passage-pick.ts";

const STORAGE_KEY = "typetempo:served-passages";
type ServedMemory = Partial<Record<Difficulty, number[]>>;

/** Served ids per difficulty (SPEC §4), kept for the browser tab so a reload does not repeat. */
function loadServed(): ServedMemory {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as ServedMemory;
  } catch {
    return {};
  }
}

let memory: ServedMemory | undefined;

function served(difficulty: Difficulty): Set<number> {
  memory ??= loadServed();
  return new Set(memory[difficulty] ?? []);
}

function remember(difficulty: Difficulty, ids: Set<number>) {
  memory ??= loadServed();
  memory[difficulty] = [...ids];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Without storage the memory still lasts for this page.
  }
}

function record(difficulty: Difficulty, seen: Set<number>, passage: Passage, reset: boolean) {
  const next = reset ? new Set<number>() : seen;
  next.add(passage.id);
  remember(difficulty, next);
  return passage;
}

/**
 * A passage of the difficulty not served before in this tab. When the server cannot be
 * reached, the built-in passages follow the same no-repeat rule (SPEC §4, §8).
 */
export async function fetchPassage(difficulty: Difficulty, signal?: AbortSignal): Promise<Passage> {
  const seen = served(difficulty);
  const query = new URLSearchParams({ difficulty });
  if (seen.size > 0) query.set("exclude", [...seen].join(","));
  try {
    const response = await fetch(`/api/passages?${query}`, { signal });
    if (!response.ok) throw new Error(`passage request answered ${response.status}`);
    // Typed by the shared schema, not parsed with it: the server already validated its answer,
    // and leaving zod out keeps the test pages light.
    const body = (await response.json()) as PassageResponse;
    if (typeof body?.passage?.text !== "string") throw new Error("passage response without text");
    return record(difficulty, seen, body.passage, body.reset);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Error fetching text:", error);
    const pool = FALLBACK_PASSAGES.filter((passage) => passage.difficulty === difficulty);
    const { passage, reset } = pickUnserved(pool, seen);
    return record(difficulty, seen, passage, reset);
  }
}
