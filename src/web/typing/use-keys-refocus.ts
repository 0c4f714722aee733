import { type RefObject, useEffect } from "react";
import { testKeyAction } from "../../core/typing/test-keys.ts";
import { keyPress, keyTarget } from "./key-target.ts";

/**
 * What every page that types promises once its box has lost the focus: a character pressed
 * anywhere in the page's content puts the focus back in the box during the key's own keydown,
 * so the browser then types the key into it. Keys of other fields, dialogs and controls are
 * left alone (testKeyAction).
 */
export function useKeysRefocus(boxRef: RefObject<HTMLTextAreaElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const box = boxRef.current;
      if (testKeyAction(keyPress(event), keyTarget(event.target, box), "typing") === "focus-box") {
        box?.focus({ preventScroll: true });
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [boxRef]);
}
