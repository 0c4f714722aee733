import { useMemo, useSyncExternalStore } from "react";
import {
  type LessonProgress,
  newLessonProgress,
  readLessonProgress,
  setLayout,
} from "../../../core/lessons/lesson-progress.ts";
import {
  keyboardLayoutNow,
  setKeyboardLayout,
  useKeyboardLayout,
} from "../../lib/keyboard-layout-store.ts";
import { storedChoice } from "../../lib/stored-choice.ts";

/**
 * The typist's lessons (issue 35), kept in this browser under one key and read forgivingly
 * (readLessonProgress). Everything the lessons page reads or changes goes through this module,
 * and a signed-in account follows it through `onLessonsSaved` (use-account-lessons.ts).
 */
export const LESSONS_STORAGE_KEY = "typetempo:lessons";

const listeners = new Set<() => void>();
const savedListeners = new Set<(progress: LessonProgress) => void>();
/** The progress last read, with the stored text it was read from. */
let cache: { raw: string | null; progress: LessonProgress } | null = null;
/** Kept for this page when storage is blocked. */
let memory: string | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(LESSONS_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The lessons' progress as stored; a new typist's when there is none. */
export function currentLessons(): LessonProgress {
  const raw = storedText();
  if (cache?.raw !== raw) cache = { raw, progress: readLessonProgress(raw, newLessonProgress()) };
  return cache.progress;
}

/** Keeps new progress, and tells every reader of it in this tab. */
export function saveLessons(next: LessonProgress): void {
  const raw = JSON.stringify(next);
  memory = raw;
  try {
    window.localStorage.setItem(LESSONS_STORAGE_KEY, raw);
  } catch {
    // Blocked or full: the lessons go on for this page.
  }
  cache = { raw, progress: next };
  for (const listener of listeners) listener();
  for (const listener of savedListeners) listener(next);
}

/** Hears every progress this tab saves; answers the function that stops hearing. */
export function onLessonsSaved(listener: (progress: LessonProgress) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/**
 * Progress from elsewhere (the account) in place of this browser's; its
 * layout becomes the typist's keyboard layout, which the heatmaps share.
 */
export function replaceLessons(next: LessonProgress): void {
  setKeyboardLayout(next.layout);
  saveLessons(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LESSONS_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const fresh = newLessonProgress();

/**
 * The lessons' progress, re-rendering on every change. Its layout is the typist's one keyboard
 * layout (keyboard-layout-store.ts), set once for lessons and heatmaps alike.
 */
export function useLessons(): LessonProgress {
  const stored = useSyncExternalStore(subscribe, currentLessons, () => fresh);
  const layout = useKeyboardLayout();
  return useMemo(() => setLayout(stored, layout), [stored, layout]);
}

/** The progress now, outside a render, with the typist's keyboard layout. */
export const lessonsNow = (): LessonProgress => setLayout(currentLessons(), keyboardLayoutNow());

/** Changes the progress from its latest state, the typist's keyboard layout in it. */
export function updateLessons(change: (progress: LessonProgress) => LessonProgress): void {
  const before = lessonsNow();
  const next = change(before);
  if (next.layout !== before.layout) setKeyboardLayout(next.layout);
  saveLessons(next);
}

/**
 * A change the lessons page offers: from the progress now, with the word list its key order
 * is made from, to the next.
 */
export type LessonChange = (
  change: (progress: LessonProgress, words: readonly string[]) => LessonProgress,
) => void;

/** Whether lessons show the on-screen keyboard: on until the typist turns it off. */
const keyboardChoice = storedChoice(
  "typetempo:lesson-keyboard",
  "on",
  (value): value is "on" | "off" => value === "on" || value === "off",
);
export const useLessonKeyboard = (): boolean => keyboardChoice.use() === "on";
export const setLessonKeyboard = (on: boolean): void => keyboardChoice.set(on ? "on" : "off");
