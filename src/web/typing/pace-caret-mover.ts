import { msToNextPaceStep, paceIndex, paceStepMs } from "../../core/typing/pace-caret.ts";
import { passageCaret } from "./passage-caret.ts";

/**
 * Moves a pace caret through the passage drawn in `host` (passage-renderer.ts) at `wpm`, from
 * `startedAt` (performance.now() when the clock started) until the returned stop is called.
 * It runs on its own timer, never in a keystroke: once per character, after the next frame is
 * drawn, when the passage's layout is clean, it reads that one character's box and sets its own
 * element's transform (passage-caret.ts).
 */
export function movePaceCaret(
  host: HTMLElement,
  startedAt: number,
  wpm: number,
  rtl: boolean,
): () => void {
  const caret = passageCaret(host, { className: "tt-pace", testId: "pace-caret" }, rtl);
  caret.element.style.transitionDuration = `${paceStepMs(wpm)}ms`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const step = () => {
    const elapsed = performance.now() - startedAt;
    const index = paceIndex(elapsed, wpm);
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        caret.place(index);
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
