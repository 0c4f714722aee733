import { useEffect } from "react";

/** The mark on <html> that CSS reads to hide the page's frame in focus mode (app.css). */
const TYPING_ATTRIBUTE = "data-typing";

/**
 * Focus mode (settings): while a run is running, <html> carries data-typing, and with the
 * setting on CSS hides the navigation, header and footer. Moving the mouse brings them back and
 * the next key hides them again; the run's end, or Esc, which starts a new one, brings them back
 * for good. The mark is set whatever the setting, so turning it on needs no code here.
 */
export function useFocusMode(running: boolean): void {
  useEffect(() => {
    if (!running) return;
    const root = document.documentElement;
    const hide = () => {
      if (!root.hasAttribute(TYPING_ATTRIBUTE)) root.setAttribute(TYPING_ATTRIBUTE, "");
    };
    const show = (event: MouseEvent) => {
      // Chromium sends a move without movement when the page moves under a still pointer.
      if (event.movementX !== 0 || event.movementY !== 0) root.removeAttribute(TYPING_ATTRIBUTE);
    };
    hide();
    document.addEventListener("keydown", hide, true);
    document.addEventListener("mousemove", show);
    return () => {
      document.removeEventListener("keydown", hide, true);
      document.removeEventListener("mousemove", show);
      root.removeAttribute(TYPING_ATTRIBUTE);
    };
  }, [running]);
}
