import { Suspense, lazy, useEffect } from "react";
import { useSession } from "../lib/session.ts";
import { watchSettings } from "../lib/settings-store.ts";

// Only a signed-in typist's settings follow an account: a first visit does not carry the code.
const AccountSettingsSync = lazy(() => import("./AccountSettingsSync.tsx"));

/** Keeps the settings applied as the system theme changes, and in step with the account. */
export function SettingsSync() {
  useEffect(watchSettings, []);
  const signedIn = useSession().user !== null;
  return signedIn ? (
    <Suspense fallback={null}>
      <AccountSettingsSync />
    </Suspense>
  ) : null;
}
