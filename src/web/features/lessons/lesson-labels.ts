import type { LessonKind } from "../../../core/lessons/lesson-keys.ts";

/** Each kind of lesson as the header and the results name it. */
export const KIND_LABELS: Record<LessonKind, string> = {
  letters: "Letters",
  capitals: "Capitals",
  numbers: "Numbers",
  punctuation: "Punctuation",
  code: "Code",
};

/** A key as a tile or a message shows it: the character itself, the space spelt out. */
export const keyName = (key: string): string => (key === " " ? "Space" : key);
