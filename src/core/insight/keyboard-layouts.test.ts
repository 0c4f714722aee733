import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT,
  KEYBOARD_LAYOUTS,
  findKey,
  keyboardLayout,
  type KeyboardLayout,
} from "./keyboard-layouts.ts";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const DIGITS = [..."0123456789"];
const PUNCTUATION = [...".,;:!?'\"-()"];

/** Every character a layout's keys type, with and without Shift. */
const charsOf = (layout: KeyboardLayout) =>
  layout.rows.flat().flatMap((key) => (key.shift ? [key.base, key.shift] : [key.base]));

describe("KEYBOARD_LAYOUTS", () => {
  it("offers QWERTY first, as the default, and AZERTY, QWERTZ, Dvorak and Colemak", () => {
    expect(KEYBOARD_LAYOUTS.map((layout) => layout.name)).toEqual([
      "QWERTY",
      "AZERTY",
      "QWERTZ",
      "Dvorak",
      "Colemak",
    ]);
    expect(DEFAULT_LAYOUT).toBe("qwerty");
  });

  for (const layout of KEYBOARD_LAYOUTS) {
    describe(layout.name, () => {
      const chars = charsOf(layout);
      const count = (char: string) => chars.filter((c) => c === char).length;

      it("types every letter, digit and common punctuation mark exactly once", () => {
        for (const char of [...LETTERS, ...DIGITS, ...PUNCTUATION, " "]) {
          expect(count(char), `${char} on ${layout.name}`).toBe(1);
        }
      });

      it("never types one character from two keys", () => {
        expect(new Set(chars).size).toBe(chars.length);
      });

      it("puts each capital on its letter's key", () => {
        for (const letter of LETTERS) {
          expect(findKey(layout, letter.toUpperCase())).toBe(findKey(layout, letter));
        }
      });

      it("has a number row, three letter rows and the space bar", () => {
        expect(layout.rows.map((row) => row.length >= 10)).toEqual([true, true, true, true, false]);
      });
    });
  }
});

describe("findKey", () => {
  const qwerty = keyboardLayout("qwerty");

  it("finds a shifted character's key", () => {
    expect(findKey(qwerty, "!")).toEqual({ base: "1", shift: "!" });
    expect(findKey(keyboardLayout("azerty"), "1")).toEqual({ base: "&", shift: "1" });
  });

  it("finds a key where the layout puts it", () => {
    expect(findKey(keyboardLayout("dvorak"), "s")).toBe(keyboardLayout("dvorak").rows[2]![9]);
    expect(findKey(keyboardLayout("colemak"), "e")).toBe(keyboardLayout("colemak").rows[2]![7]);
  });

  it("finds the space bar by its character and by its statistics name", () => {
    expect(findKey(qwerty, " ")).toEqual({ base: " ", shift: "" });
    expect(findKey(qwerty, "space")).toBe(findKey(qwerty, " "));
  });

  it("finds nothing for a character with no key", () => {
    expect(findKey(qwerty, "é")).toBeNull();
    expect(findKey(qwerty, "enter")).toBeNull();
  });
});
