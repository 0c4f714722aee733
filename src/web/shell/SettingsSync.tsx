import { Suspense, lazy, useEffect } from "react";
import { useSession } from "../lib/session.ts";
import { watchSettings } from "../lib/settings-store.ts";

// Only a signed-in typist's settings follow an account, and only theirs are saved through the
// outbox: a first visit does not carry the code.
const SignedInSync = lazy(() => import("./SignedInSync.tsx"));

/**
 * Keeps the settings applied as the system theme changes, and, signed in, in step with the
 * account, with the results waiting to be saved sent.
 */
export function SettingsSync() {
  useEffect(watchSettings, []);
  const signedIn = useSession().user !== null;
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInSync />
    </Suspense>
  ) : null;
}
