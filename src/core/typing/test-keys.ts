/**
 * The typing page's keyboard (product 'Test screens'): what a key pressed anywhere on the page,
 * not in the typing box itself, does. Kept apart from the DOM, which only says where the key
 * was pressed, so the rules are tested as plain data.
 */

/** Where the key was pressed, as the page classifies its focused element. */
export type KeyTarget =
  /** The typing box: it handles its own keys. */
  | "typing-box"
  /** Another text field, select or editable element: its keys are its own. */
  | "text-field"
  /** Inside a dialog, which keeps its keys (Escape closes it). */
  | "dialog"
  /**
   * A control outside the page's content: in the header, the side navigation, the footer. It
   * keeps Escape (which closes the phone drawer), Enter and Space.
   */
  | "outside"
  /** A button, link or other focusable control inside the page's content. */
  | "control"
  /** Nothing in particular: the page itself, its content, a heading. */
  | "page";

/** Which screen of a test is showing. */
export type TestScreen = "typing" | "results";

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** AltGr, which some layouts need for ordinary characters and browsers report as Ctrl+Alt. */
  altGraph: boolean;
  isComposing: boolean;
}

export type KeyAction =
  /** Start a new test. */
  | "restart"
  /** Put focus back in the typing box, which then receives this very key. */
  | "focus-box"
  /** Swallow the key: it would only scroll the results away. */
  | "swallow"
  | "none";

/** How long after a test ends every key is swallowed, so typing on past the end does nothing. */
export const END_OF_TEST_GUARD_MS = 1000;

/** A key that types one character: no command key held, unless AltGr makes the character. */
export function isPrintable(press: KeyPress): boolean {
  if ([...press.key].length !== 1) return false;
  if (press.altGraph) return true;
  return !press.ctrlKey && !press.metaKey && !press.altKey;
}

function isPlain(press: KeyPress): boolean {
  return !press.ctrlKey && !press.metaKey && !press.altKey && !press.shiftKey;
}

/**
 * What a key does on a test page. Escape restarts from anywhere in the page's content, on both
 * screens; while typing, a character pressed with the box unfocused goes back into it; on the
 * results, Space does not scroll them away. Tab is never taken: it walks the page in reading
 * order, where the restart button comes right after the typing box and the results' heading.
 * Keys in other fields and dialogs, shortcuts, and a button's or link's own Enter and Space are
 * left alone.
 */
export function testKeyAction(press: KeyPress, target: KeyTarget, screen: TestScreen): KeyAction {
  if (press.isComposing) return "none";
  if (target === "typing-box" || target === "text-field" || target === "dialog") return "none";
  if (press.key === "Escape") return isPlain(press) && target !== "outside" ? "restart" : "none";
  if (target !== "page" && press.key === " ") return "none";
  if (!isPrintable(press)) return "none";
  if (screen === "typing") return "focus-box";
  return press.key === " " && target === "page" ? "swallow" : "none";
}
