import { type CustomLength, type CustomLengthUnit, modeName, parseModeName } from "./test-modes.ts";

/**
 * A custom length (issue 34): a test of any duration or character count within bounds, beside
 * the specification's fixed ones. Never ranked, since no two typists pick the same.
 */
export const CUSTOM_LENGTH_UNITS = ["seconds", "characters"] as const satisfies CustomLengthUnit[];

/**
 * The bounds of each unit. The longest of each makes a text of about 12,000 characters at a fast
 * typist's pace, well within what a saved run may carry (MAX_REPEAT_TEXT_LENGTH, the body limit).
 */
export const CUSTOM_LENGTH_BOUNDS: Record<CustomLengthUnit, { min: number; max: number }> = {
  seconds: { min: 10, max: 900 },
  characters: { min: 50, max: 10_000 },
};

/** Whether a length is a whole number within its unit's bounds. */
export function isCustomLength({ unit, value }: CustomLength): boolean {
  const { min, max } = CUSTOM_LENGTH_BOUNDS[unit];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** How every custom length's stored name starts, so queries can find them all. */
export const CUSTOM_LENGTH_NAME_PREFIX = "custom ";

/** The stored mode name: 'custom 45 seconds', 'custom 500 characters'. */
export function customLengthName(length: CustomLength): string {
  return modeName({ kind: "custom-length", ...length });
}

/** The length a stored name stands for, within bounds, or null. */
export function parseCustomLengthName(stored: string): CustomLength | null {
  const mode = parseModeName(stored);
  if (mode?.kind !== "custom-length") return null;
  const length = { unit: mode.unit, value: mode.value };
  return isCustomLength(length) ? length : null;
}
