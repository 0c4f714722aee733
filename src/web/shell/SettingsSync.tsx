import { useEffect } from "react";
import { useAccountSettings } from "../lib/account-settings.ts";
import { watchSettings } from "../lib/settings-store.ts";

/** Keeps the settings applied as the system theme changes, and in step with the account. */
export function SettingsSync() {
  useEffect(watchSettings, []);
  useAccountSettings();
  return null;
}
