import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT,
  KEYBOARD_LAYOUTS,
  type Finger,
  fingerOf,
  findKey,
  keyboardLayout,
  type KeyboardLayout,
  type LayoutId,
  rowOf,
} from "./keyboard-layouts.ts";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const DIGITS = [..."0123456789"];
const PUNCTUATION = [...".,;:!?'\"-()"];

/** Every character a layout's keys type, with and without Shift. */
const charsOf = (layout: KeyboardLayout) =>
  layout.rows.flat().flatMap((key) => (key.shift ? [key.base, key.shift] : [key.base]));

/** The home row's ten letter keys' fingers on every board: A (or Q on AZERTY) to ; (or M, Ö). */
const HOME_FINGERS: Finger[] = [
  "left-pinky",
  "left-ring",
  "left-middle",
  "left-index",
  "left-index",
  "right-index",
  "right-index",
  "right-middle",
  "right-ring",
  "right-pinky",
];

describe("KEYBOARD_LAYOUTS", () => {
  it("offers QWERTY first, as the default, and AZERTY, QWERTZ, Dvorak, Colemak, Colemak-DH and Workman", () => {
    expect(KEYBOARD_LAYOUTS.map((layout) => layout.name)).toEqual([
      "QWERTY",
      "AZERTY",
      "QWERTZ",
      "Dvorak",
      "Colemak",
      "Colemak-DH",
      "Workman",
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

      it("gives every key a finger, the space bar the thumb alone", () => {
        for (const char of chars) {
          const finger = fingerOf(layout, char);
          expect(finger, `${char} on ${layout.name}`).not.toBeNull();
          expect(finger === "thumb", `${char} on ${layout.name}`).toBe(char === " ");
        }
      });

      it("types the home row's letters with the eight fingers in order, index fingers twice", () => {
        const home = layout.rows[2]!.slice(0, 10).map((key) => fingerOf(layout, key.base));
        expect(home).toEqual(HOME_FINGERS);
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

describe("fingerOf", () => {
  /** Keys whose finger any touch-typing chart shows, with or without Shift, per layout. */
  const KNOWN: Record<LayoutId, Record<string, Finger>> = {
    qwerty: {
      "`": "left-pinky",
      "1": "left-pinky",
      "2": "left-ring",
      "5": "left-index",
      "6": "right-index",
      "8": "right-middle",
      "0": "right-pinky",
      "=": "right-pinky",
      q: "left-pinky",
      t: "left-index",
      y: "right-index",
      p: "right-pinky",
      "\\": "right-pinky",
      g: "left-index",
      h: "right-index",
      '"': "right-pinky",
      z: "left-pinky",
      c: "left-middle",
      b: "left-index",
      n: "right-index",
      M: "right-index",
      "<": "right-middle",
      ".": "right-ring",
      "?": "right-pinky",
    },
    azerty: {
      "²": "left-pinky",
      "1": "left-pinky",
      é: "left-ring",
      "(": "left-index",
      a: "left-pinky",
      q: "left-pinky",
      m: "right-pinky",
      ù: "right-pinky",
      "<": "left-pinky",
      w: "left-pinky",
      x: "left-ring",
      c: "left-middle",
      n: "right-index",
      ",": "right-index",
      ";": "right-middle",
      ":": "right-ring",
      "!": "right-pinky",
    },
    qwertz: {
      "^": "left-pinky",
      "1": "left-pinky",
      z: "right-index",
      ü: "right-pinky",
      ö: "right-pinky",
      ä: "right-pinky",
      "<": "left-pinky",
      y: "left-pinky",
      x: "left-ring",
      b: "left-index",
      m: "right-index",
      ",": "right-middle",
      "-": "right-pinky",
    },
    dvorak: {
      "'": "left-pinky",
      ",": "left-ring",
      ".": "left-middle",
      p: "left-index",
      y: "left-index",
      f: "right-index",
      c: "right-middle",
      l: "right-pinky",
      u: "left-index",
      i: "left-index",
      d: "right-index",
      s: "right-pinky",
      ";": "left-pinky",
      q: "left-ring",
      j: "left-middle",
      k: "left-index",
      x: "left-index",
      b: "right-index",
      w: "right-middle",
      v: "right-ring",
      z: "right-pinky",
    },
    colemak: {
      f: "left-middle",
      g: "left-index",
      r: "left-ring",
      d: "left-index",
      h: "right-index",
      n: "right-index",
      e: "right-middle",
      o: "right-pinky",
      k: "right-index",
    },
    "colemak-dh": {
      b: "left-index",
      g: "left-index",
      m: "right-index",
      d: "left-index",
      v: "left-index",
      k: "right-index",
      h: "right-index",
      e: "right-middle",
    },
    workman: {
      d: "left-ring",
      r: "left-middle",
      w: "left-index",
      h: "left-middle",
      t: "left-index",
      y: "right-index",
      n: "right-index",
      o: "right-ring",
      i: "right-pinky",
      m: "left-middle",
      c: "left-index",
      l: "right-index",
    },
  };

  for (const [id, fingers] of Object.entries(KNOWN)) {
    it(`puts ${Object.keys(fingers).join(" ")} under their fingers on ${id}`, () => {
      const layout = keyboardLayout(id as LayoutId);
      const found = Object.fromEntries(
        Object.keys(fingers).map((char) => [char, fingerOf(layout, char)]),
      );
      expect(found).toEqual(fingers);
    });
  }

  it("takes the thumb for the space bar, by its character and its statistics name", () => {
    expect(fingerOf(keyboardLayout("qwerty"), " ")).toBe("thumb");
    expect(fingerOf(keyboardLayout("qwertz"), "space")).toBe("thumb");
  });

  it("knows no finger for a character the layout has no key for", () => {
    expect(fingerOf(keyboardLayout("qwerty"), "é")).toBeNull();
    expect(fingerOf(keyboardLayout("dvorak"), "ж")).toBeNull();
  });
});

describe("rowOf", () => {
  it("names the row of a key, with or without Shift", () => {
    const qwerty = keyboardLayout("qwerty");
    expect(["1", "!", "q", "Q", "a", "'", "z", "/", " "].map((c) => rowOf(qwerty, c))).toEqual([
      "number",
      "number",
      "top",
      "top",
      "home",
      "home",
      "bottom",
      "bottom",
      "space",
    ]);
  });

  it("follows the layout: Dvorak's vowels and Colemak-DH's D and H", () => {
    expect([..."aoeui"].map((c) => rowOf(keyboardLayout("dvorak"), c))).toEqual(
      Array(5).fill("home"),
    );
    expect(rowOf(keyboardLayout("colemak"), "d")).toBe("home");
    expect(rowOf(keyboardLayout("colemak-dh"), "d")).toBe("bottom");
    expect(rowOf(keyboardLayout("colemak-dh"), "h")).toBe("bottom");
    expect(rowOf(keyboardLayout("azerty"), "é")).toBe("number");
  });

  it("knows no row for a character the layout has no key for", () => {
    expect(rowOf(keyboardLayout("qwerty"), "ß")).toBeNull();
  });
});
