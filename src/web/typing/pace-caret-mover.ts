import { msToNextPaceStep, paceIndex, paceStepMs } from "../../core/typing/pace-caret.ts";

/**
 * The text node and offset of character `index` of the passage as drawn in `host`, or of the
 * last one drawn when the pace is past them (the passage draws only a little past the caret).
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

/**
 * Moves a pace caret through the passage drawn in `host` (passage-renderer.ts) at `wpm`, from
 * `startedAt` (performance.now() when the clock started) until the returned stop is called.
 * It runs on its own timer, never in a keystroke: once per character, after the next frame is
 * drawn, when the passage's layout is clean, it reads that one character's box and sets its own
 * element's transform. Its element is a child of the host, so it moves with the passage's lines
 * as they scroll; the renderer drops it when it draws the passage anew, and it is put back.
 */
export function movePaceCaret(
  host: HTMLElement,
  startedAt: number,
  wpm: number,
  rtl: boolean,
): () => void {
  const caret = document.createElement("div");
  caret.className = "tt-pace";
  caret.dataset.testid = "pace-caret";
  caret.setAttribute("aria-hidden", "true");
  caret.style.transitionDuration = `${paceStepMs(wpm)}ms`;
  let lastTop: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const place = (index: number) => {
    if (caret.parentNode !== host) host.append(caret);
    const at = characterAt(host, index);
    if (!at) return;
    const range = document.createRange();
    range.setStart(at.node, at.offset);
    range.setEnd(at.node, at.offset + 1);
    const box = range.getBoundingClientRect();
    const origin = host.getBoundingClientRect();
    const top = box.top - origin.top;
    // Glides along a line; jumps to the next one rather than sweeping back across it.
    caret.classList.toggle("tt-pace-jump", lastTop !== null && top !== lastTop);
    lastTop = top;
    const left = (rtl ? box.right : box.left) - origin.left;
    caret.style.height = `${box.height}px`;
    caret.style.transform = `translate(${left}px, ${top}px)`;
    caret.dataset.at = String(index);
  };

  const step = () => {
    const elapsed = performance.now() - startedAt;
    const index = paceIndex(elapsed, wpm);
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        place(index);
        timer = setTimeout(step, msToNextPaceStep(performance.now() - startedAt, wpm));
      });
    });
  };
  step();

  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    caret.remove();
  };
}
