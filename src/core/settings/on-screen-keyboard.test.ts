import { describe, expect, it } from "vitest";
import {
  DEFAULT_ON_SCREEN_KEYBOARD,
  ON_SCREEN_KEYBOARD_LABEL,
  isOnScreenKeyboardChoice,
} from "./on-screen-keyboard.ts";

describe("the on-screen keyboard setting", () => {
  it("is off until the typist turns it on", () => {
    expect(DEFAULT_ON_SCREEN_KEYBOARD).toBe("off");
  });

  it("takes only on and off back from storage", () => {
    expect(isOnScreenKeyboardChoice("on")).toBe(true);
    expect(isOnScreenKeyboardChoice("off")).toBe(true);
    expect(isOnScreenKeyboardChoice("true")).toBe(false);
    expect(isOnScreenKeyboardChoice(null)).toBe(false);
  });

  it("has a plain label", () => {
    expect(ON_SCREEN_KEYBOARD_LABEL).toBe("On-screen keyboard");
  });
});
