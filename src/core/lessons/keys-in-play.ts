import type { LayoutId } from "../insight/keyboard-layouts.ts";
import type { Language } from "../texts/languages.ts";
import { type LessonKind, START_KEYS, lessonKeys } from "./lesson-keys.ts";

/** What decides which keys a typist's lessons use: the progress, less its history. */
export interface LessonPlan {
  kind: LessonKind;
  language: Language;
  layout: LayoutId;
  unlocked: Readonly<Record<LessonKind, readonly string[]>>;
  skipped: Readonly<Record<LessonKind, readonly string[]>>;
}

/** A kind's keys in unlock order for the plan's language and layout (lesson-keys.ts). */
export function lessonOrder(
  plan: LessonPlan,
  words: readonly string[],
  kind: LessonKind = plan.kind,
): string[] {
  return lessonKeys(kind, plan.language, plan.layout, words);
}

/**
 * The keys a kind's lessons use, in unlock order: its first START_KEYS and those unlocked
 * since, less the skipped. An unlocked key the order does not hold (a French letter in English
 * lessons) is kept in the progress but not used.
 */
export function keysInPlay(
  plan: LessonPlan,
  words: readonly string[],
  kind: LessonKind = plan.kind,
): string[] {
  const order = lessonOrder(plan, words, kind);
  const start = new Set(order.slice(0, START_KEYS[kind]));
  const unlocked = new Set(plan.unlocked[kind]);
  const skipped = new Set(plan.skipped[kind]);
  return order.filter((key) => (start.has(key) || unlocked.has(key)) && !skipped.has(key));
}

/** The key a kind unlocks next: the first of its order neither in play nor skipped. */
export function nextKey(
  plan: LessonPlan,
  words: readonly string[],
  kind: LessonKind = plan.kind,
): string | null {
  const order = lessonOrder(plan, words, kind);
  const taken = new Set([
    ...order.slice(0, START_KEYS[kind]),
    ...plan.unlocked[kind],
    ...plan.skipped[kind],
  ]);
  return order.find((key) => !taken.has(key)) ?? null;
}
