import {
  DEFAULT_ON_SCREEN_KEYBOARD,
  ON_SCREEN_KEYBOARD_STORAGE_KEY,
  isOnScreenKeyboardChoice,
} from "../../core/settings/on-screen-keyboard.ts";
import { storedChoice } from "./stored-choice.ts";

const choice = storedChoice(
  ON_SCREEN_KEYBOARD_STORAGE_KEY,
  DEFAULT_ON_SCREEN_KEYBOARD,
  isOnScreenKeyboardChoice,
);

/** Turns the keyboard under every test on or off, in this browser. */
export const setOnScreenKeyboard = (on: boolean): void => choice.set(on ? "on" : "off");

/** Whether tests show the on-screen keyboard (core/settings/on-screen-keyboard.ts): off at first. */
export const useOnScreenKeyboard = (): boolean => choice.use() === "on";
