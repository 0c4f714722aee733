import {
  DEFAULT_LAYOUT,
  KEYBOARD_LAYOUTS,
  type LayoutId,
} from "../../core/insight/keyboard-layouts.ts";
import { storedChoice } from "./stored-choice.ts";

const isLayoutId = (value: string | null): value is LayoutId =>
  KEYBOARD_LAYOUTS.some((layout) => layout.id === value);

const layout = storedChoice("typetempo:keyboard-layout", DEFAULT_LAYOUT, isLayoutId);

export const setKeyboardLayout: (value: LayoutId) => void = layout.set;

/** The layout chosen now, outside a render. */
export const keyboardLayoutNow: () => LayoutId = layout.get;

/** The keyboard the heatmaps, the lessons and the on-screen keyboard draw: QWERTY until the typist picks another, kept in this browser. */
export const useKeyboardLayout: () => LayoutId = layout.use;
