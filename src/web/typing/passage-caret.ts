/**
 * The text node and offset of character `index` of the passage as drawn in `host`, or of the
 * last one drawn when the index is past them (the passage draws only a little past the caret).
 */
function characterAt(host: HTMLElement, index: number): { node: Text; offset: number } | null {
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  let passed = 0;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (index < passed + node.length) return { node, offset: index - passed };
    passed += node.length;
    if (node.length > 0) last = node;
  }
  return last && { node: last, offset: last.length - 1 };
}

export interface PassageCaret {
  element: HTMLElement;
  /** Draws the caret at the start of character `index`: one character's box read, no more. */
  place(index: number): void;
  remove(): void;
}

/**
 * A caret of its own over the passage drawn in `host` (passage-renderer.ts), apart from the
 * typist's: the pace caret's and a raced run's ghost. Its element is a child of the host, so it
 * moves with the passage's lines as they scroll; the renderer drops it when it draws the
 * passage anew, and placing it puts it back. Place it after a frame, when the passage's layout
 * is clean. Moving to another line, it takes `{className}-jump`, so a caret that glides along a
 * line can jump to the next one rather than sweep back across it.
 */
export function passageCaret(
  host: HTMLElement,
  { className, testId }: { className: string; testId: string },
  rtl: boolean,
): PassageCaret {
  const caret = document.createElement("div");
  caret.className = className;
  caret.dataset.testid = testId;
  caret.setAttribute("aria-hidden", "true");
  let lastTop: number | null = null;

  return {
    element: caret,
    place(index) {
      if (caret.parentNode !== host) host.append(caret);
      const at = characterAt(host, index);
      if (!at) return;
      const range = document.createRange();
      range.setStart(at.node, at.offset);
      range.setEnd(at.node, at.offset + 1);
      const box = range.getBoundingClientRect();
      const origin = host.getBoundingClientRect();
      const top = box.top - origin.top;
      caret.classList.toggle(`${className}-jump`, lastTop !== null && top !== lastTop);
      lastTop = top;
      const left = (rtl ? box.right : box.left) - origin.left;
      caret.style.height = `${box.height}px`;
      caret.style.transform = `translate(${left}px, ${top}px)`;
      caret.dataset.at = String(index);
    },
    remove: () => caret.remove(),
  };
}
