import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { type TestScreen, testKeyAction } from "../../core/typing/test-keys.ts";
import { keyPress, keyTarget } from "./key-target.ts";

interface TestKeys {
  screen: TestScreen;
  onRestart: () => void;
  /** The typing box, while it is shown. */
  boxRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The page-wide keys of a test (see testKeyAction): Escape restarts on both screens. A character
 * typed while the box has lost focus is taken back by the box's own useKeysRefocus, which a
 * race's typing area uses too.
 */
export function useTestKeys({ screen, onRestart, boxRef }: TestKeys) {
  const restart = useRef(onRestart);
  useLayoutEffect(() => {
    restart.current = onRestart;
  }, [onRestart]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = keyTarget(event.target, boxRef.current);
      switch (testKeyAction(keyPress(event), target, screen)) {
        case "restart":
          event.preventDefault();
          restart.current();
          break;
        case "swallow":
          event.preventDefault();
          break;
        case "focus-box": // The box's own: see use-keys-refocus.ts.
        case "none":
          break;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [screen, boxRef]);
}
