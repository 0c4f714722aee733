import { useEffect } from "react";

/**
 * Focus mode (settings): while a run is running, <html> carries data-typing, and with the
 * setting on CSS hides the navigation, header and footer (app.css). Moving the mouse brings them
 * back and the next key hides them again; the run's end, or Esc, which starts a new one, brings
 * them back for good. The mark is set whatever the setting, so turning it on needs no code here.
 */
export function useFocusMode(running: boolean): void {
  useEffect(() => {
    if (!running) return;
    const root = document.documentElement;
    // Forced on, an attribute already there is left as it is: a key costs no style change.
    const hide = () => root.toggleAttribute("data-typing", true);
    const show = (event: MouseEvent) => {
      // Chromium sends a move without movement when the page moves under a still pointer.
      if (event.movementX || event.movementY) root.removeAttribute("data-typing");
    };
    const listening = new AbortController();
    hide();
    document.addEventListener("keydown", hide, { capture: true, signal: listening.signal });
    document.addEventListener("mousemove", show, { signal: listening.signal });
    return () => {
      listening.abort();
      root.removeAttribute("data-typing");
    };
  }, [running]);
}
