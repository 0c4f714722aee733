import { DEFAULT_CUSTOM_LENGTH } from "../../core/typing/custom-length-input.ts";
import { customLengthName, parseCustomLengthName } from "../../core/typing/custom-length.ts";
import type { CustomLength } from "../../core/typing/test-modes.ts";
import { storedChoice } from "./stored-choice.ts";

/** The custom length last set (issue 34), kept in this browser like the other choices. */
const stored = storedChoice(
  "typetempo:custom-length",
  customLengthName(DEFAULT_CUSTOM_LENGTH),
  (value): value is string => value !== null && parseCustomLengthName(value) !== null,
);

export function setCustomLength(length: CustomLength): void {
  stored.set(customLengthName(length));
}

/** The length as stored; the default while prerendering. */
export function useCustomLength(): CustomLength {
  return parseCustomLengthName(stored.use())!;
}
