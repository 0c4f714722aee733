import { ON_SCREEN_KEYBOARD_LABEL } from "../../../core/settings/on-screen-keyboard.ts";
import { setOnScreenKeyboard, useOnScreenKeyboard } from "../../lib/on-screen-keyboard-store.ts";
import { SettingSwitch } from "../../ui/SettingSwitch.tsx";

/** The on-screen keyboard under every test (issue 35), kept in this browser. */
export function OnScreenKeyboardSwitch() {
  return (
    <SettingSwitch
      label={ON_SCREEN_KEYBOARD_LABEL}
      description="Your keyboard layout under the text, the next key lit and its finger named. Kept in this browser."
      checked={useOnScreenKeyboard()}
      onChange={setOnScreenKeyboard}
    />
  );
}
