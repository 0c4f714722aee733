import { useEffect, useRef } from "react";

type Step = "previous" | "next";

/**
 * The pager is replaced by a spinner while the next page loads, which would drop keyboard focus
 * to the page's body. Once the page is there, focus returns to the button that was pressed, or
 * to the other one when that end of the rankings is reached.
 */
export function usePagerFocus(loaded: unknown, go: (step: Step) => void) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Step | null>(null);

  useEffect(() => {
    const step = pressed.current;
    if (!loaded || !step) return;
    pressed.current = null;
    const [wanted, other] = step === "next" ? [nextRef, previousRef] : [previousRef, nextRef];
    const target = wanted.current && !wanted.current.disabled ? wanted.current : other.current;
    target?.focus();
  }, [loaded]);

  const turnPage = (step: Step) => {
    pressed.current = step;
    go(step);
  };
  return { previousRef, nextRef, turnPage };
}
