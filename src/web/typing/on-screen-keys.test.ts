import { describe, expect, it } from "vitest";
import { keyboardLayout } from "../../core/insight/keyboard-layouts.ts";
import { keyPress } from "./on-screen-keys.ts";

const qwerty = keyboardLayout("qwerty");

describe("keyPress", () => {
  it("names the finger of a key typed alone", () => {
    expect(keyPress(qwerty, "f")).toMatchObject({ shift: null, finger: "left-index" });
    expect(keyPress(qwerty, "f")?.words).toBe("Left index");
    expect(keyPress(qwerty, " ")?.words).toBe("Thumb");
  });

  it("holds the other hand's Shift for a shifted character", () => {
    expect(keyPress(qwerty, "F")).toMatchObject({
      shift: "right",
      words: "Left index with right Shift",
    });
    expect(keyPress(qwerty, "P")).toMatchObject({ shift: "left", finger: "right-pinky" });
    expect(keyPress(qwerty, "?")?.key.base).toBe("/");
  });

  it("follows the layout", () => {
    expect(keyPress(keyboardLayout("dvorak"), "u")?.words).toBe("Left index");
    // AZERTY's digits are on the number row's shifted side.
    expect(keyPress(keyboardLayout("azerty"), "1")).toMatchObject({ shift: "right" });
  });

  it("gives nothing for a character the layout has no key for", () => {
    expect(keyPress(qwerty, "é")).toBeNull();
    expect(keyPress(qwerty, "\n")).toBeNull();
  });
});
