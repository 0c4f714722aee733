/**
 * The on-screen keyboard display setting (issue 35): a keyboard drawn under the typing area of
 * every test, with the next key and the finger to type it shown. Off by default; lessons show
 * the keyboard by a switch of their own, on at first.
 *
 * It is kept in the browser beside the display settings (settings.ts), not in their document:
 * that document is what the account's settings routes store and answer field for field, and
 * they do not carry this one yet. To let it follow the account, add it to `Settings`, to
 * `settingsSchema` (src/core/api/settings.ts) and to the server's settings route tests.
 */
export const ON_SCREEN_KEYBOARD_CHOICES = ["off", "on"] as const;
export type OnScreenKeyboardChoice = (typeof ON_SCREEN_KEYBOARD_CHOICES)[number];

export const DEFAULT_ON_SCREEN_KEYBOARD: OnScreenKeyboardChoice = "off";

/** Where this browser keeps it. */
export const ON_SCREEN_KEYBOARD_STORAGE_KEY = "typetempo:on-screen-keyboard";

/** Its name on the settings page and in the tests' settings bar. */
export const ON_SCREEN_KEYBOARD_LABEL = "On-screen keyboard";

/** Whether a stored value is one of the choices; anything else reads as the default. */
export function isOnScreenKeyboardChoice(value: string | null): value is OnScreenKeyboardChoice {
  return (ON_SCREEN_KEYBOARD_CHOICES as readonly (string | null)[]).includes(value);
}
