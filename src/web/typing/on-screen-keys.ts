import {
  type Finger,
  type Key,
  type KeyboardLayout,
  fingerOf,
  findKey,
} from "../../core/insight/keyboard-layouts.ts";

/** A finger as the on-screen keyboard names it. */
export const FINGER_NAMES: Record<Finger, string> = {
  "left-pinky": "Left pinky",
  "left-ring": "Left ring",
  "left-middle": "Left middle",
  "left-index": "Left index",
  "right-index": "Right index",
  "right-middle": "Right middle",
  "right-ring": "Right ring",
  "right-pinky": "Right pinky",
  thumb: "Thumb",
};

/** Where to press a character: its key, the Shift to hold with it if any, and the finger. */
export interface KeyPress {
  key: Key;
  /** The Shift of the other hand, as touch typists hold it; null when none is needed. */
  shift: "left" | "right" | null;
  finger: Finger;
  /** "Left index", "Right pinky with left Shift": what the keyboard says under itself. */
  words: string;
}

/**
 * How a character is typed on a layout, for the on-screen keyboard's highlight. A line break is
 * no key the keyboard draws; a character the layout has no key for (é on QWERTY) gives null.
 */
export function keyPress(layout: KeyboardLayout, char: string): KeyPress | null {
  const key = findKey(layout, char);
  const finger = key && fingerOf(layout, char);
  if (!key || !finger) return null;
  const shifted = key.shift === char && key.base !== char;
  const shift = shifted ? (finger.startsWith("left") ? "right" : "left") : null;
  const words = shift ? `${FINGER_NAMES[finger]} with ${shift} Shift` : FINGER_NAMES[finger];
  return { key, shift, finger, words };
}
