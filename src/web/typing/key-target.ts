import type { KeyPress, KeyTarget } from "../../core/typing/test-keys.ts";

const TEXT_FIELDS = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
const DIALOGS = "dialog, [role='dialog'], [role='alertdialog'], [aria-modal='true']";
const CONTROLS =
  "a[href], button, summary, [role='button'], [role='link'], [tabindex]:not([tabindex='-1'])";

/** Where a key was pressed, in the terms of testKeyAction; `box` is the typing box. */
export function keyTarget(target: EventTarget | null, box: Element | null): KeyTarget {
  if (!(target instanceof Element)) return "page";
  if (box !== null && target === box) return "typing-box";
  if (target.closest(DIALOGS)) return "dialog";
  if (target.closest(TEXT_FIELDS)) return "text-field";
  if (target === document.body || target === document.documentElement) return "page";
  // The navigation, header and footer keep Escape (which closes the phone drawer) and Tab.
  if (!target.closest("main")) return "outside";
  return target.closest(CONTROLS) ? "control" : "page";
}

export function keyPress(event: KeyboardEvent): KeyPress {
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
    altGraph: event.getModifierState("AltGraph"),
    isComposing: event.isComposing,
  };
}
