import { Suspense, lazy, useEffect, useState } from "react";
import { WAITING_SAVES_SLOT } from "../features/auth/AccountNav.tsx";
import { useAccountSettings } from "../lib/account-settings.ts";

// Loaded once the page is idle, so sending waiting results never slows a page's first load.
// Offline by then, the page goes on without it: a results panel keeps and sends its own run.
const OutboxStatus = lazy(() =>
  import("../features/outbox/OutboxStatus.tsx").catch(() => ({ default: () => null })),
);

/** True once the browser is first idle after the page has loaded. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(done, 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(done, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * What follows a signed-in typist on every page: their settings in step with the account
 * (lib/account-settings.ts), and the results waiting in this browser to be saved
 * (features/outbox).
 */
export default function SignedInSync() {
  useAccountSettings();
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <OutboxStatus slotId={WAITING_SAVES_SLOT} />
    </Suspense>
  ) : null;
}
