import type { KeyLag } from "../../../core/typing/lag-figures.ts";

/**
 * Times each key from the browser's time stamp of its key press (the moment the system handed
 * it over) until the page has handled its input, and until the frame after it is drawn. The
 * window's input listener runs after the box's own, and a task queued from a frame callback
 * runs once that frame is drawn (the method of bench/typing.ts). Input with no key press (a
 * phone keyboard's) is timed from the input event's own stamp. Returns the function that stops.
 */
export function meterKeyLag(onKey: (lag: KeyLag) => void): () => void {
  let pressedAt: number | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.repeat) pressedAt = event.timeStamp;
  };
  const onInput = (event: Event) => {
    const start = pressedAt ?? event.timeStamp;
    pressedAt = null;
    const handledMs = performance.now() - start;
    requestAnimationFrame(() =>
      setTimeout(() => onKey({ handledMs, paintedMs: performance.now() - start }), 0),
    );
  };
  document.addEventListener("keydown", onKeyDown, true);
  window.addEventListener("input", onInput);
  return () => {
    document.removeEventListener("keydown", onKeyDown, true);
    window.removeEventListener("input", onInput);
  };
}

/** The times of `count` consecutive animation frames, for the display's refresh rate. */
export function frameTimes(count: number): Promise<number[]> {
  return new Promise((resolve) => {
    const times: number[] = [];
    const step = (time: number) => {
      times.push(time);
      if (times.length < count) requestAnimationFrame(step);
      else resolve(times);
    };
    requestAnimationFrame(step);
  });
}
