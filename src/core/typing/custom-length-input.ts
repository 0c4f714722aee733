import { CUSTOM_LENGTH_BOUNDS, CUSTOM_LENGTH_UNITS, isCustomLength } from "./custom-length.ts";
import type { CustomLength, CustomLengthUnit } from "./test-modes.ts";

/**
 * A custom length as typists enter, read and share it (issue 34): the form's messages, its label,
 * and the address that carries it. Apart from custom-length.ts, which every page that reads a
 * stored mode loads, so those pages do not carry it.
 */

export const CUSTOM_LENGTH_UNIT_LABELS: Record<CustomLengthUnit, string> = {
  seconds: "Seconds",
  characters: "Characters",
};

export const DEFAULT_CUSTOM_LENGTH: CustomLength = { unit: "seconds", value: 45 };

const count = (value: number) => value.toLocaleString("en-US");

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
