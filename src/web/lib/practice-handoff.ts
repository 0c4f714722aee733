/**
 * How another page hands the practice page a text: in the history entry's state, never the
 * address, as a text can be long and private.
 */
export interface PracticeHandoff {
  customText: string;
}

export function practiceHandoff(customText: string): PracticeHandoff {
  return { customText };
}

/** The text handed over in a location's state, if any. */
export function handedText(state: unknown): string | null {
  const text = (state as Partial<PracticeHandoff> | null)?.customText;
  return typeof text === "string" ? text : null;
}
