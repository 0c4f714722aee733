import { useEffect } from "react";
import type { AccountSettingsResponse } from "../../core/api/settings.ts";
import type { Settings } from "../../core/settings/settings.ts";
import { apiRequest, getJson } from "./api-client.ts";
import { useSession } from "./session.ts";
import { currentSettings, onSettingsChange, replaceSettings } from "./settings-store.ts";

const URL = "/api/account/settings";

function saveToAccount(settings: Settings) {
  // A failed save leaves this browser's settings in place; the next change tries again.
  apiRequest<AccountSettingsResponse>(URL, { method: "PUT", body: settings }).catch(() => {});
}

/**
 * Settings follow the account (product 'Where TypeTempo goes beyond the specification',
 * Settings and themes): on sign-in the account's settings win and are applied; an account without
 * any takes this browser's; while signed in, every change is saved to the account.
 */
export function useAccountSettings(): void {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let stopSaving = () => {};
    getJson<AccountSettingsResponse>(URL, controller.signal)
      .then(({ settings }) => {
        if (controller.signal.aborted) return;
        if (settings) replaceSettings(settings, { save: false });
        else saveToAccount(currentSettings());
        stopSaving = onSettingsChange(saveToAccount);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      stopSaving();
    };
  }, [userId]);
}
