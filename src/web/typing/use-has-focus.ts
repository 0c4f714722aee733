import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Whether the element holds the page's focus. Another window taking the keyboard does not count
 * as a loss: the browser gives the focus back to the element on return.
 */
export function useHasFocus(ref: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setFocused(document.activeElement === element);
    update();
    element.addEventListener("focus", update);
    element.addEventListener("blur", update);
    return () => {
      element.removeEventListener("focus", update);
      element.removeEventListener("blur", update);
    };
  }, [ref]);
  return focused;
}
