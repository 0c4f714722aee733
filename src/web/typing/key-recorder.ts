import { useEffect, useState } from "react";
import { KeyRecording } from "../../core/typing/key-recording.ts";

/** The typing area's box: the only text area of a page that types. */
const isTextArea = (target: EventTarget | null) => target instanceof HTMLTextAreaElement;

/**
 * Records the key presses typed into the typing box (the text area unless told) for one run of a test, beside the input
 * changes the session records (docs/trusted-results.md). Only presses the browser reports as
 * the user's (trusted) are kept, timed by performance.now() as the input changes are, so that
 * holds and gaps are measured on one clock.
 */
export function useKeyRecorder(
  isTypingBox: (target: EventTarget | null) => boolean = isTextArea,
): KeyRecording {
  const [recording] = useState(() => new KeyRecording());
  useEffect(() => {
    const inBox = (event: KeyboardEvent) => event.isTrusted && isTypingBox(event.target);
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
  }, [recording, isTypingBox]);
  return recording;
}
