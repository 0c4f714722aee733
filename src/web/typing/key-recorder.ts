import { useEffect, useState } from "react";
import { KeyRecording } from "../../core/typing/key-recording.ts";

/**
 * Records the key presses typed into the typing box for one run of a test, beside the input
 * changes the session records (docs/trusted-results.md). Only presses the browser reports as
 * the user's (trusted) are kept, timed by performance.now() as the input changes are, so that
 * holds and gaps are measured on one clock.
 */
export function useKeyRecorder(): KeyRecording {
  const [recording] = useState(() => new KeyRecording());
  useEffect(() => {
    const inBox = (event: KeyboardEvent) =>
      event.isTrusted && event.target instanceof HTMLTextAreaElement;
    const down = (event: KeyboardEvent) => {
      if (inBox(event)) recording.down(event.code, event.key, performance.now(), event.repeat);
    };
    const up = (event: KeyboardEvent) => {
      if (inBox(event)) recording.up(event.code, event.key, performance.now());
    };
    window.addEventListener("keydown", down, true);
    window.addEventListener("keyup", up, true);
    return () => {
      window.removeEventListener("keydown", down, true);
      window.removeEventListener("keyup", up, true);
    };
  }, [recording]);
  return recording;
}
