/**
 * The typing box holds only the end of the typed text, because the browser's cost of editing a
 * text box grows with its value, and a long test types thousands of characters. The window
 * keeps enough text for Backspace; its length stays between these bounds unless less is typed.
 */
export const INPUT_WINDOW = { min: 16, keep: 64, max: 128 } as const;

/**
 * Where the box's window over `typedLength` typed characters starts, given where it starts
 * now: unchanged while its length stays within bounds, else moved to keep the last
 * `INPUT_WINDOW.keep` characters. A reset or a deletion past the window moves it back too.
 */
export function inputWindowStart(typedLength: number, start: number): number {
  const held = typedLength - start;
  if (start === 0 && held <= INPUT_WINDOW.max) return 0;
  if (held >= INPUT_WINDOW.min && held <= INPUT_WINDOW.max) return start;
  return Math.max(0, typedLength - INPUT_WINDOW.keep);
}
