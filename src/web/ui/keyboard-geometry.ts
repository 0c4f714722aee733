import type { KeyboardLayout } from "../../core/insight/keyboard-layouts.ts";

/**
 * One key's width with its gap, for a keyboard drawn across a size container: the widest row,
 * from Tab to Backslash, is 14.5 keys.
 */
export const KEY_UNIT = "100cqw / 14.5";

/** Where each row starts, in key widths, as on a real keyboard (ISO boards: a key by Shift). */
export function rowOffset(layout: KeyboardLayout, row: number): number {
  if (row === 3) return layout.rows[3]!.length > 10 ? 1.25 : 2.25;
  // The space bar starts under the V key or so.
  return [0, 1.5, 1.75][row] ?? 4;
}

/** The space bar's width in keys. */
export const SPACE_KEYS = 6.25;
