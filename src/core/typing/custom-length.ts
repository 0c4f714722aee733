/**
 * A custom length (issue 34): a test of any duration or character count within bounds, beside
 * the specification's fixed ones. Never ranked, since no two typists pick the same.
 */
export const CUSTOM_LENGTH_UNITS = ["seconds", "characters"] as const;
export type CustomLengthUnit = (typeof CUSTOM_LENGTH_UNITS)[number];

export interface CustomLength {
  unit: CustomLengthUnit;
  value: number;
}

/**
 * The bounds of each unit. The longest of each makes a text of about 12,000 characters at a fast
 * typist's pace, well within what a saved run may carry (MAX_REPEAT_TEXT_LENGTH, the body limit).
 */
export const CUSTOM_LENGTH_BOUNDS: Record<CustomLengthUnit, { min: number; max: number }> = {
  seconds: { min: 10, max: 900 },
  characters: { min: 50, max: 10_000 },
};

export const CUSTOM_LENGTH_UNIT_LABELS: Record<CustomLengthUnit, string> = {
  seconds: "Seconds",
  characters: "Characters",
};

export const DEFAULT_CUSTOM_LENGTH: CustomLength = { unit: "seconds", value: 45 };

const count = (value: number) => value.toLocaleString("en-US");

/** Whether a length is a whole number within its unit's bounds. */
export function isCustomLength({ unit, value }: CustomLength): boolean {
  const { min, max } = CUSTOM_LENGTH_BOUNDS[unit];
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The length a typist entered, or why it is none, in words for the form. Only digits are a
 * number here: "1e3" or "45.0" is refused rather than read as something not typed.
 */
export function readCustomLength(
  unit: CustomLengthUnit,
  input: string,
): { ok: true; length: CustomLength } | { ok: false; message: string } {
  const { min, max } = CUSTOM_LENGTH_BOUNDS[unit];
  const trimmed = input.trim();
  const range = `${count(min)} to ${count(max)} ${unit}`;
  if (trimmed === "") return { ok: false, message: `Enter a number of ${unit}: ${range}.` };
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: `Enter a whole number of ${unit}: ${range}.` };
  }
  const length = { unit, value: Number(trimmed) };
  if (!isCustomLength(length)) {
    return { ok: false, message: `A custom test is ${range}; ${trimmed} is out of range.` };
  }
  return { ok: true, length };
}

/** How every custom length's stored name starts, so queries can find them all. */
export const CUSTOM_LENGTH_NAME_PREFIX = "custom ";

/** The stored mode name: 'custom 45 seconds', 'custom 500 characters'. */
export function customLengthName({ unit, value }: CustomLength): string {
  return `${CUSTOM_LENGTH_NAME_PREFIX}${value} ${unit}`;
}

/** The length a stored name stands for, or null: only the names customLengthName writes. */
export function parseCustomLengthName(stored: string): CustomLength | null {
  const match = /^custom ([1-9]\d{0,5}) (seconds|characters)$/.exec(stored);
  if (!match) return null;
  const length = { unit: match[2] as CustomLengthUnit, value: Number(match[1]) };
  return isCustomLength(length) ? length : null;
}

/** 'Custom · 45 Seconds': the length in words for results and the history. */
export function customLengthLabel({ unit, value }: CustomLength): string {
  return `Custom · ${value} ${CUSTOM_LENGTH_UNIT_LABELS[unit]}`;
}

/** What a typist entered: a unit and the number as typed, valid or not. */
export interface CustomLengthDraft {
  unit: CustomLengthUnit;
  input: string;
}

/**
 * The length an address asks for ('?seconds=45'), as typed there, so a link shares it and an
 * invalid one is shown with its message; null when the address names none.
 */
export function customLengthDraftFromSearch(search: string): CustomLengthDraft | null {
  const params = new URLSearchParams(search);
  for (const unit of CUSTOM_LENGTH_UNITS) {
    const input = params.get(unit);
    if (input !== null) return { unit, input };
  }
  return null;
}

/** The address query of a length: '?seconds=45'. */
export function customLengthSearch({ unit, value }: CustomLength): string {
  return `?${unit}=${value}`;
}
