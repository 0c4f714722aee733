import { useAccountSettings } from "../lib/account-settings.ts";

/** The signed-in typist's settings, in step with their account (lib/account-settings.ts). */
export default function AccountSettingsSync() {
  useAccountSettings();
  return null;
}
