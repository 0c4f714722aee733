import { useEffect } from "react";
import { getAccountSettings, putAccountSettings } from "../../core/api/endpoints/settings.ts";
import type { Settings } from "../../core/settings/settings.ts";
import { api } from "./api-client.ts";
import { useSession } from "./session.ts";
import { useLoaded } from "./use-loaded.ts";
import { currentSettings, onSettingsChange, replaceSettings } from "./settings-store.ts";

function saveToAccount(settings: Settings) {
  // A failed save leaves this browser's settings in place; the next change tries again.
  api(putAccountSettings, { body: settings }).catch(() => {});
}

/**
 * Settings follow the account (product 'Where TypeTempo goes beyond the specification',
 * Settings and themes): on sign-in the account's settings win and are applied; an account without
 * any takes this browser's; while signed in, every change is saved to the account.
 */
export function useAccountSettings(): void {
  const userId = useSession().user?.id ?? null;
  const account = useLoaded(userId, (signal) => api(getAccountSettings, {}, signal));
  const loaded = account.value;
  useEffect(() => {
    if (!loaded) return;
    if (loaded.settings) replaceSettings(loaded.settings, { save: false });
    else saveToAccount(currentSettings());
    return onSettingsChange(saveToAccount);
  }, [loaded]);
}
