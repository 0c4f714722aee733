import { z } from "zod";
import { DEFAULT_LAYOUT, KEYBOARD_LAYOUTS, type LayoutId } from "../insight/keyboard-layouts.ts";
import { LANGUAGES, type Language } from "../texts/languages.ts";
import { isCount, isKeyStat } from "../insight/key-stats.ts";
import { type LessonTargets, keyFigures, meetsTarget } from "./key-confidence.ts";
import { LESSON_KINDS, type LessonKind } from "./lesson-keys.ts";
import { keysInPlay, lessonOrder, nextKey } from "./keys-in-play.ts";

/** The bounds of the target speed a typist may set, in WPM, and where it starts (issue 35). */
export const TARGET_WPM = { min: 10, max: 200, default: 35 } as const;
/** The bounds of the target accuracy, from 0 to 1, and where it starts. */
export const TARGET_ACCURACY = { min: 0.8, max: 1, default: 0.95 } as const;
/** Lessons kept, newest last: enough for every key's recent figures and months of curves. */
export const MAX_LESSONS = 500;

/** A key of a lesson: one character. */
const keySchema = z.string().refine((key) => [...key].length === 1, "must be one character");
const count = z.number().int().min(0);

/** A key's figures in one lesson, as key-stats.ts counts them. */
const keyStatSchema = z
  .tuple([count, count, count, z.number().finite().min(0)])
  .refine(([hits, errors, timed]) => errors <= hits && timed <= hits);

/** One finished lesson, as the lessons' progress keeps it. */
export const lessonRecordSchema = z
  .strictObject({
    at: count.describe("When it ended, in ms since 1970"),
    kind: z.enum(LESSON_KINDS),
    ms: z.number().int().min(1).describe("How long it took"),
    chars: count.describe("Characters of its text typed"),
    errors: count.describe("Of them, those typed wrong"),
    keys: z.record(keySchema, keyStatSchema).describe("Each key's figures, by its character"),
    unlocked: keySchema.optional().describe("The key it unlocked, if it unlocked one"),
  })
  .refine((record) => record.errors <= record.chars);
export type LessonRecord = z.infer<typeof lessonRecordSchema>;

const keyList = z.array(keySchema);
/** Keys of each kind: one list per kind, so a kind's progress is its own. */
const perKind = z.strictObject({
  letters: keyList,
  capitals: keyList,
  numbers: keyList,
  punctuation: keyList,
  code: keyList,
} satisfies Record<LessonKind, typeof keyList>);
type KeysByKind = z.infer<typeof perKind>;

/**
 * A typist's lessons as this browser keeps them. `unlocked` names the keys in play beyond each
 * kind's start rather than counting them, so that a change of language, layout or word list,
 * which changes the order, loses no key the typist has earned.
 */
export const lessonProgressSchema = z.strictObject({
  version: z.literal(1),
  kind: z.enum(LESSON_KINDS),
  language: z.enum(LANGUAGES),
  layout: z.custom<LayoutId>((id) => KEYBOARD_LAYOUTS.some((layout) => layout.id === id)),
  targetWpm: z.number().int().min(TARGET_WPM.min).max(TARGET_WPM.max),
  targetAccuracy: z.number().min(TARGET_ACCURACY.min).max(TARGET_ACCURACY.max),
  unlocked: perKind.describe("Keys in play beyond each kind's first ones"),
  skipped: perKind.describe("Keys the typist took out of each kind's lessons"),
  focus: z
    .strictObject({ key: keySchema, locked: z.boolean() })
    .nullable()
    .describe("The key the typist picked to focus on; locked, it stays after a lesson"),
  lessons: z.array(lessonRecordSchema).max(MAX_LESSONS).describe("Newest last"),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

const noKeys = (): KeysByKind => ({
  letters: [],
  capitals: [],
  numbers: [],
  punctuation: [],
  code: [],
});

/** Where a typist starts: letter lessons at the default targets, nothing unlocked yet. */
export function newLessonProgress(
  language: Language = "en",
  layout: LayoutId = DEFAULT_LAYOUT,
): LessonProgress {
  return {
    version: 1,
    kind: "letters",
    language,
    layout,
    targetWpm: TARGET_WPM.default,
    targetAccuracy: TARGET_ACCURACY.default,
    unlocked: noKeys(),
    skipped: noKeys(),
    focus: null,
    lessons: [],
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const RECORD_FIELDS = new Set(Object.keys(lessonRecordSchema.shape));
/** keySchema's rule, without zod: read for every key of every lesson kept. */
const isKey = (value: unknown): value is string =>
  typeof value === "string" && [...value].length === 1;

/**
 * A stored lesson as lessonRecordSchema reads it from JSON, or null where the schema fails it,
 * checked by hand: the page reads a history of up to MAX_LESSONS lessons of dozens of keys when
 * it opens, which the schema took tens of milliseconds to read, more than a frame on a slow
 * phone. Like the schema, it leaves out a key named `__proto__`.
 */
export function readLesson(value: unknown): LessonRecord | null {
  if (!isObject(value) || !Object.keys(value).every((field) => RECORD_FIELDS.has(field))) {
    return null;
  }
  const { at, kind, ms, chars, errors, keys, unlocked } = value;
  const plain =
    isCount(at) &&
    LESSON_KINDS.includes(kind as LessonKind) &&
    isCount(ms) &&
    ms >= 1 &&
    isCount(chars) &&
    isCount(errors) &&
    errors <= chars &&
    (unlocked === undefined || isKey(unlocked)) &&
    isObject(keys);
  if (!plain) return null;
  const stats = Object.entries(keys).filter(([key]) => key !== "__proto__");
  if (!stats.every(([key, stat]) => isKey(key) && isKeyStat(stat))) return null;
  return { ...(value as LessonRecord), keys: Object.fromEntries(stats) as LessonRecord["keys"] };
}

/** Each kind's keys as stored, without what is not a key or is there twice. */
function readKeys(value: unknown): KeysByKind {
  const stored = isObject(value) ? value : {};
  const keys = noKeys();
  for (const kind of LESSON_KINDS) {
    const list: unknown = stored[kind];
    keys[kind] = Array.isArray(list) ? [...new Set(list.filter(isKey))] : [];
  }
  return keys;
}

/**
 * The lessons' progress from its stored JSON, never an error: storage is the typist's to edit
 * or damage, so each field that does not hold a value it may becomes `fresh`'s, each lesson
 * that is not a lesson is dropped and the rest kept, and unreadable JSON, none at all, or
 * another version's reads as `fresh`.
 */
export function readLessonProgress(
  raw: string | null,
  fresh: LessonProgress = newLessonProgress(),
): LessonProgress {
  let stored: unknown;
  try {
    // Nothing stored, null, reads as JSON's null.
    stored = JSON.parse(String(raw));
  } catch {
    // Unreadable JSON is read as nothing stored, below.
  }
  if (!isObject(stored) || stored.version !== 1) return fresh;
  const field = <K extends keyof LessonProgress>(name: K): LessonProgress[K] => {
    const parsed = lessonProgressSchema.shape[name].safeParse(stored[name]);
    return parsed.success ? (parsed.data as LessonProgress[K]) : fresh[name];
  };
  return {
    version: 1,
    kind: field("kind"),
    language: field("language"),
    layout: field("layout"),
    targetWpm: field("targetWpm"),
    targetAccuracy: field("targetAccuracy"),
    unlocked: readKeys(stored.unlocked),
    skipped: readKeys(stored.skipped),
    focus: field("focus"),
    lessons: Array.isArray(stored.lessons)
      ? stored.lessons.flatMap((lesson: unknown) => readLesson(lesson) ?? []).slice(-MAX_LESSONS)
      : [],
  };
}

const withKeys = (keys: KeysByKind, kind: LessonKind, list: string[]): KeysByKind => ({
  ...keys,
  [kind]: list,
});

/**
 * The progress with a finished lesson added, the oldest dropped past MAX_LESSONS. A focus the
 * typist did not lock was for this lesson and goes. When every key in play of the lesson's kind
 * meets the targets, the next key of its order is unlocked, one key per lesson, and the record
 * keeps which.
 */
export function recordLesson(
  state: LessonProgress,
  record: LessonRecord,
  words: readonly string[],
): LessonProgress {
  const lessons = [...state.lessons, record];
  const after: LessonProgress = {
    ...state,
    focus: state.focus?.locked ? state.focus : null,
    lessons: lessons.slice(-MAX_LESSONS),
  };
  const inPlay = keysInPlay(after, words, record.kind);
  const next = nextKey(after, words, record.kind);
  const ready = inPlay.every((key) => meetsTarget(keyFigures(lessons, key), state));
  if (next === null || inPlay.length === 0 || !ready) return after;
  return {
    ...after,
    unlocked: withKeys(state.unlocked, record.kind, [...state.unlocked[record.kind], next]),
    lessons: [...lessons.slice(0, -1), { ...record, unlocked: next }].slice(-MAX_LESSONS),
  };
}

/** The progress with the typist's own focus key; locked, it stays until cleared. */
export function pickFocus(state: LessonProgress, key: string, locked: boolean): LessonProgress {
  return { ...state, focus: { key, locked } };
}

/** The progress with the focus left to the lessons again: the weakest key in play. */
export function clearFocus(state: LessonProgress): LessonProgress {
  return { ...state, focus: null };
}

/**
 * The progress with a key of the current kind taken out of its lessons and of the unlock rule.
 * When it was in play, the next key of the order is unlocked in its place.
 */
export function skipKey(
  state: LessonProgress,
  key: string,
  words: readonly string[],
): LessonProgress {
  const { kind } = state;
  if (state.skipped[kind].includes(key) || !lessonOrder(state, words).includes(key)) return state;
  const skipped: LessonProgress = {
    ...state,
    skipped: withKeys(state.skipped, kind, [...state.skipped[kind], key]),
    focus: state.focus?.key === key ? null : state.focus,
  };
  const next = nextKey(skipped, words);
  if (!keysInPlay(state, words).includes(key) || next === null) return skipped;
  return { ...skipped, unlocked: withKeys(state.unlocked, kind, [...state.unlocked[kind], next]) };
}

/** The progress with a skipped key back: in play again if it was, or in the order to unlock. */
export function unskipKey(state: LessonProgress, key: string): LessonProgress {
  const skipped = state.skipped[state.kind].filter((skippedKey) => skippedKey !== key);
  return { ...state, skipped: withKeys(state.skipped, state.kind, skipped) };
}

/** The progress with every key of the current kind in play but those skipped. */
export function unlockAll(state: LessonProgress, words: readonly string[]): LessonProgress {
  const unlocked = new Set([...state.unlocked[state.kind], ...lessonOrder(state, words)]);
  return { ...state, unlocked: withKeys(state.unlocked, state.kind, [...unlocked]) };
}

/** The progress without a key's figures in any lesson: it starts again with none, in grey. */
export function resetKey(state: LessonProgress, key: string): LessonProgress {
  return {
    ...state,
    lessons: state.lessons.map((lesson) => {
      const keys = { ...lesson.keys };
      delete keys[key];
      return { ...lesson, keys };
    }),
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/**
 * The progress with new targets, each brought within its bounds (the speed to a whole WPM); a
 * value that is not a number leaves its target as it was.
 */
export function setTargets(state: LessonProgress, targets: LessonTargets): LessonProgress {
  const { targetWpm, targetAccuracy } = targets;
  return {
    ...state,
    targetWpm: Number.isFinite(targetWpm)
      ? clamp(Math.round(targetWpm), TARGET_WPM)
      : state.targetWpm,
    targetAccuracy: Number.isFinite(targetAccuracy)
      ? clamp(targetAccuracy, TARGET_ACCURACY)
      : state.targetAccuracy,
  };
}

/** The progress on another kind of lesson; a focus picked among the last kind's keys goes. */
export function setKind(state: LessonProgress, kind: LessonKind): LessonProgress {
  return kind === state.kind ? state : { ...state, kind, focus: null };
}

/** The progress on another layout: the history stays, the order follows the new layout. */
export function setLayout(state: LessonProgress, layout: LayoutId): LessonProgress {
  return { ...state, layout };
}

/** The progress in another language: the history stays, the order follows its letters. */
export function setLanguage(state: LessonProgress, language: Language): LessonProgress {
  return { ...state, language };
}
