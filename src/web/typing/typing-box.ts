/**
 * The transparent text box laid over the passage, made outside React. React's root handles
 * every event of an element it renders: for a text box, each key's keydown, keypress, input,
 * keyup and selection change builds its events, walks the page's tree for handlers in two
 * phases, and on key down and key up reads the box's selection for React's select polyfill,
 * which lays the page out before the key's frame. A box React does not know is one of those
 * events' plain targets, so the typing area handles them with listeners of its own.
 */
export function createTypingBox(value: string): HTMLTextAreaElement {
  const box = document.createElement("textarea");
  box.setAttribute("aria-label", "Type the passage here");
  box.setAttribute("aria-describedby", "passage-text");
  box.spellcheck = false;
  box.setAttribute("autocorrect", "off");
  box.setAttribute("autocapitalize", "off");
  box.setAttribute("autocomplete", "off");
  box.dataset.gramm = "false";
  // The box's text is invisible: one unwrapped line keeps its layout cheap.
  box.wrap = "off";
  // Invisible through opacity, which the browser skips painting, rather than through
  // transparent colours, which it paints on every keystroke. Contained like the passage, so
  // editing lays out only the box.
  box.className =
    "absolute inset-0 h-full w-full cursor-text resize-none opacity-0 outline-none [contain:strict]";
  box.value = value;
  return box;
}

/** Typing always continues at the end of the text: a caret or selection moved elsewhere goes back. */
export function keepCaretAtEnd(box: HTMLTextAreaElement): void {
  const end = box.value.length;
  if (box.selectionStart !== end || box.selectionEnd !== end) box.setSelectionRange(end, end);
}
