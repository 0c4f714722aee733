/**
 * What `npm run bench:lessons` times in the browser, bundled by esbuild and put on
 * `window.lessonBench`: the lessons page's own code (LessonsPractice.tsx) making a lesson's
 * text, and, around it, the page's work from its opening or from a lesson ending until the next
 * lesson's text is made, as one call each.
 */
import type { KeyStat } from "../../src/core/insight/key-stats.ts";
import type { LayoutId } from "../../src/core/insight/keyboard-layouts.ts";
import { hasCurve, keyCurve } from "../../src/core/lessons/key-confidence.ts";
import { focusKey, keyRow } from "../../src/core/lessons/key-row.ts";
import { keysInPlay, lessonOrder } from "../../src/core/lessons/keys-in-play.ts";
import type { LessonKind } from "../../src/core/lessons/lesson-keys.ts";
import {
  lessonsToTargetSpeed,
  lessonsToUnlockAll,
} from "../../src/core/lessons/lesson-prediction.ts";
import {
  type LessonProgress,
  type LessonRecord,
  MAX_LESSONS,
  newLessonProgress,
  readLessonProgress,
  recordLesson,
  setKind,
  setLayout,
  unlockAll,
} from "../../src/core/lessons/lesson-progress.ts";
import { practiceCalendar } from "../../src/core/lessons/practice-calendar.ts";
import type { Language } from "../../src/core/texts/languages.ts";
import { seededRandom } from "../../src/core/texts/seeded-random.ts";
import type { TimelineEdit } from "../../src/core/typing/timeline.ts";
import type { SessionResult } from "../../src/core/typing/typing-session.ts";
import { lessonOutcome, outcomeMessage } from "../../src/web/features/lessons/lesson-outcome.ts";
import { lessonRecord } from "../../src/web/features/lessons/lesson-record.ts";
import { wordsLanguage } from "../../src/web/features/lessons/lesson-words.ts";
import { nextLessonText } from "../../src/web/features/lessons/next-lesson-text.ts";

/** One case: a kind of lesson in a language on a layout, at its start or with every key. */
export interface LessonCase {
  kind: LessonKind;
  language: Language;
  layout: LayoutId;
  stage: "start" | "all";
}

/** A case made ready: the progress as stored, and the lesson just typed, to record. */
interface Prepared {
  stored: string;
  progress: LessonProgress;
  words: readonly string[];
  raw: string;
  result: SessionResult;
}

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 30, 12);
/** The page's zone offset, fixed so every run counts the same days. */
const ZONE_MINUTES = 60;

/** The word files' text by language, as fetched by the page before it splits them. */
const rawLists = new Map<Language, string>();
/** Each language's list as the page keeps it once loaded: one array, so its caches stay warm. */
const loaded = new Map<Language, readonly string[]>();
/** The case being timed: one a page, as a typist's page holds one history (bench/lessons.ts). */
let current: Prepared | null = null;

/** What lesson-words.ts's loadWords does with the fetched file. */
const splitWords = (raw: string): readonly string[] =>
  raw.split("\n").filter((word) => word.length > 0);

/**
 * What the page renders from the progress: the row of keys, the focus and the order (its view),
 * and the progress panel's keys with a curve, the shown key's curve, predictions and calendar.
 */
function render(progress: LessonProgress, words: readonly string[], now: number): number {
  const tiles = keyRow(progress, words);
  const focus = focusKey(progress, words);
  const order = lessonOrder(progress, words);
  const curveKeys = order.filter((key) => hasCurve(progress.lessons, key));
  const shown = [focus].find((key) => key !== null && curveKeys.includes(key)) ?? curveKeys[0];
  const points = shown === undefined ? [] : keyCurve(progress.lessons, shown);
  lessonsToTargetSpeed(progress);
  lessonsToUnlockAll(progress, words);
  const calendar = practiceCalendar(progress.lessons, now, ZONE_MINUTES);
  // Something of each result, so that none of the work is left out as unused.
  return tiles.length + (focus === null ? 0 : 1) + points.length + calendar.days.length;
}

/** The panel's work when only the lesson changes: its predictions and calendar again. */
function renderPanel(progress: LessonProgress, words: readonly string[], now: number): number {
  lessonsToTargetSpeed(progress);
  lessonsToUnlockAll(progress, words);
  return practiceCalendar(progress.lessons, now, ZONE_MINUTES).days.length;
}

/** A lesson typed through without a mistake, one key every `keyMs`, as the typing screen ends it. */
function typed(text: string, keyMs: number): SessionResult {
  const edits: TimelineEdit[] = [...text].map((char, index) => [index * keyMs, index, 0, char]);
  const elapsedMs = text.length * keyMs;
  return {
    wpm: text.length / 5 / (elapsedMs / 60_000),
    accuracy: 100,
    correct: text.length,
    typedLength: text.length,
    mistakes: [],
    errorRate: 0,
    history: [],
    elapsedMs,
    passage: text,
    typed: text,
    edits,
    stopOnError: "off",
  };
}

/**
 * MAX_LESSONS lessons of the case's kind, one every six hours up to now, each giving every key
 * in play a few timed keystrokes at 25–40 WPM, mostly right: near the target, so that keys sit
 * either side of it and the outcome names the key that holds the next one back.
 */
function history(keys: readonly string[], kind: LessonKind): LessonRecord[] {
  const random = seededRandom(35);
  return Array.from({ length: MAX_LESSONS }, (_, index) => {
    const stats = keys.map((key) => {
      const hits = 3 + Math.floor(random() * 10);
      const errors = random() < 0.2 ? 1 : 0;
      const timed = hits - errors;
      const wpm = 25 + random() * 15;
      const stat: KeyStat = [hits, errors, timed, Math.round((timed * 12_000) / wpm)];
      return [key, stat] as const;
    });
    const chars = stats.reduce((sum, [, [hits]]) => sum + hits, 0);
    return {
      at: NOW - (MAX_LESSONS - index) * (DAY_MS / 4),
      kind,
      ms: Math.round((chars * 12_000) / 32),
      chars,
      errors: stats.reduce((sum, [, [, errors]]) => sum + errors, 0),
      keys: Object.fromEntries(stats),
    };
  });
}

const api = {
  /** The fetched word files, by language. */
  setWords(lists: Partial<Record<Language, string>>): void {
    for (const [language, raw] of Object.entries(lists) as [Language, string][]) {
      rawLists.set(language, raw);
      loaded.set(language, splitWords(raw));
    }
  },

  /** Makes a case's progress and lesson ready. */
  prepare({ kind, language, layout, stage }: LessonCase): void {
    const wordsIn = wordsLanguage(kind, language);
    const raw = rawLists.get(wordsIn)!;
    const words = loaded.get(wordsIn)!;
    let progress = setKind(newLessonProgress(language, layout), kind);
    if (stage === "all") progress = unlockAll(progress, words);
    progress = { ...progress, lessons: history(keysInPlay(progress, words), kind) };
    const stored = JSON.stringify(progress);
    if (readLessonProgress(stored).lessons.length !== MAX_LESSONS) {
      throw new Error("the history is not one the page would read back whole");
    }
    const text = nextLessonText(progress, words, 1);
    current = { stored, progress, words, raw, result: typed(text, 300) };
  },

  /**
   * The lesson's text alone, as the page makes it from the progress it holds (issue 35's
   * measure): the keys in play, the focus key, then the text leaning on it.
   */
  text(seed: number): number {
    const { progress, words } = current!;
    const start = performance.now();
    const text = nextLessonText(progress, words, seed);
    const ms = performance.now() - start;
    if (text === "") throw new Error("the lesson has no text");
    return ms;
  },

  /**
   * The page opening: the stored progress read, the fetched word list split into words (a new
   * list, whose letter frequencies and letter model are made again), the page rendered from
   * them and the first lesson's text made.
   */
  open(seed: number): number {
    const { stored, raw, progress: preparedProgress } = current!;
    const start = performance.now();
    const progress = setLayout(readLessonProgress(stored), preparedProgress.layout);
    const words = splitWords(raw);
    const text = nextLessonText(progress, words, seed);
    render(progress, words, NOW);
    const ms = performance.now() - start;
    if (text === "") throw new Error("the lesson has no text");
    return ms;
  },

  /**
   * A lesson ending, then the next one beginning: the lesson recorded, the progress saved, its
   * outcome said and the page rendered from it (LessonsPractice's onFinish), then the next
   * lesson's text made and the panel rendered again (its `next`).
   */
  next(seed: number): number {
    const { progress, words, result } = current!;
    const start = performance.now();
    const after = recordLesson(progress, lessonRecord(progress.kind, result, NOW), words);
    const saved = JSON.stringify(after);
    const outcome = outcomeMessage(lessonOutcome(after, words), after);
    render(after, words, NOW);
    const text = nextLessonText(after, words, seed);
    renderPanel(after, words, NOW);
    const ms = performance.now() - start;
    if (text === "" || outcome === "" || saved === "") throw new Error("the lesson has no text");
    return ms;
  },
};

export type LessonBench = typeof api;

(window as unknown as { lessonBench: LessonBench }).lessonBench = api;
