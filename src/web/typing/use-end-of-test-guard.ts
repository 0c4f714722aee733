import { useLayoutEffect } from "react";
import { END_OF_TEST_GUARD_MS } from "../../core/typing/test-keys.ts";

const MODIFIERS = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta"]);

function swallow(event: KeyboardEvent) {
  if (MODIFIERS.has(event.key)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * For a moment after a test ends, every key is swallowed before anything on the page sees it:
 * a typist still typing when the clock hits zero must not start, restart or type into anything.
 * Installed as the results are committed, before the browser can deliver another key.
 */
export function useEndOfTestGuard(ended: boolean) {
  useLayoutEffect(() => {
    if (!ended) return;
    window.addEventListener("keydown", swallow, true);
    const timer = setTimeout(
      () => window.removeEventListener("keydown", swallow, true),
      END_OF_TEST_GUARD_MS,
    );
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", swallow, true);
    };
  }, [ended]);
}
