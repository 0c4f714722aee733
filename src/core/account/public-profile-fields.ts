/**
 * What a typist writes on their public profile (/u/:username, issue 36): a short bio and the
 * keyboard they type on, both one line of plain text, trimmed; empty shows nothing.
 */
export const BIO_MAX_LENGTH = 160;
export const KEYBOARD_MAX_LENGTH = 60;

export const PUBLIC_PROFILE_MESSAGES = {
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  keyboardTooLong: `Keyboard must be at most ${KEYBOARD_MAX_LENGTH} characters`,
  invisible: "Use plain text on one line, without control or invisible characters",
} as const;

/** Control, format (zero-width, direction overrides) and line or paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Characters as a reader counts them: code points, not UTF-16 units. */
const characters = (text: string) => [...text].length;

/** The first rule a trimmed field breaks, as the message to show, or null when it is valid. */
export function profileTextProblem(text: string, max: number, tooLong: string): string | null {
  if (INVISIBLE.test(text)) return PUBLIC_PROFILE_MESSAGES.invisible;
  return characters(text) > max ? tooLong : null;
}
