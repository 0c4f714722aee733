import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A page change inside the app does not reload the page, so a screen reader says nothing of it.
 * This live region says the new page's title after each in-app navigation (not on the first
 * load, which the browser announces itself).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The new title is committed with the page; read it once the page has rendered.
    const timer = setTimeout(() => setMessage(document.title), 100);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <p role="status" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {message}
    </p>
  );
}
