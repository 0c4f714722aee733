import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The phone drawer behaves as a modal: opening it moves focus to its first control, Tab and
 * Shift+Tab cycle inside it, and closing it (by Escape, the close button, the overlay or a link)
 * returns focus to the toggle, unless the typist has already put it somewhere else.
 */
export function useDrawerFocus(
  open: boolean,
  drawerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (open && drawer) {
      focusables(drawer)[0]?.focus();
    } else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || drawer?.contains(active)) {
        toggleRef.current?.focus();
      }
    }
    wasOpen.current = open;
  }, [open, drawerRef, toggleRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const drawer = drawerRef.current;
    if (!open || !drawer || event.key !== "Tab") return;
    const items = focusables(drawer);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
