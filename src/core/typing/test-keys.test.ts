import { describe, expect, it } from "vitest";
import { type KeyPress, type KeyTarget, isPrintable, testKeyAction } from "./test-keys.ts";

const press = (key: string, held: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  altGraph: false,
  isComposing: false,
  ...held,
});

describe("isPrintable", () => {
  it("is a key that types one character, capitals and symbols included", () => {
    expect(isPrintable(press("a"))).toBe(true);
    expect(isPrintable(press("A", { shiftKey: true }))).toBe(true);
    expect(isPrintable(press(" "))).toBe(true);
    expect(isPrintable(press("é"))).toBe(true);
    expect(isPrintable(press("😀"))).toBe(true);
  });

  it("is not a named key or a shortcut", () => {
    expect(isPrintable(press("Enter"))).toBe(false);
    expect(isPrintable(press("Backspace"))).toBe(false);
    expect(isPrintable(press("Dead"))).toBe(false);
    expect(isPrintable(press("r", { ctrlKey: true }))).toBe(false);
    expect(isPrintable(press("c", { metaKey: true }))).toBe(false);
    expect(isPrintable(press("f", { altKey: true }))).toBe(false);
  });

  it("takes a character made with AltGr, which browsers report as Ctrl+Alt", () => {
    expect(isPrintable(press("@", { ctrlKey: true, altKey: true, altGraph: true }))).toBe(true);
  });
});

describe("testKeyAction while typing", () => {
  it("puts a character pressed on the page back into the typing box", () => {
    expect(testKeyAction(press("t"), "page", "typing")).toBe("focus-box");
    expect(testKeyAction(press(" "), "page", "typing")).toBe("focus-box");
    expect(testKeyAction(press("T", { shiftKey: true }), "page", "typing")).toBe("focus-box");
  });

  it("puts a character pressed on a button back into the box, but leaves its Enter and Space", () => {
    expect(testKeyAction(press("t"), "control", "typing")).toBe("focus-box");
    expect(testKeyAction(press(" "), "control", "typing")).toBe("none");
    expect(testKeyAction(press("Enter"), "control", "typing")).toBe("none");
  });

  it("puts a character pressed on a link of the navigation back into the box, but leaves its Space", () => {
    expect(testKeyAction(press("t"), "outside", "typing")).toBe("focus-box");
    expect(testKeyAction(press(" "), "outside", "typing")).toBe("none");
    expect(testKeyAction(press("Enter"), "outside", "typing")).toBe("none");
  });

  it("leaves shortcuts and named keys alone", () => {
    expect(testKeyAction(press("r", { ctrlKey: true }), "page", "typing")).toBe("none");
    expect(testKeyAction(press("ArrowDown"), "page", "typing")).toBe("none");
    expect(testKeyAction(press("Enter"), "page", "typing")).toBe("none");
  });

  it("leaves a composition alone", () => {
    expect(testKeyAction(press("a", { isComposing: true }), "page", "typing")).toBe("none");
  });
});

describe("testKeyAction on both screens", () => {
  for (const screen of ["typing", "results"] as const) {
    it(`restarts on Escape from the page or a control (${screen})`, () => {
      expect(testKeyAction(press("Escape"), "page", screen)).toBe("restart");
      expect(testKeyAction(press("Escape"), "control", screen)).toBe("restart");
      expect(testKeyAction(press("Escape", { ctrlKey: true }), "page", screen)).toBe("none");
    });

    it(`leaves Tab to the browser wherever it is pressed, so focus follows reading order (${screen})`, () => {
      for (const target of ["page", "control", "outside"] as const) {
        expect(testKeyAction(press("Tab"), target, screen)).toBe("none");
        expect(testKeyAction(press("Tab", { shiftKey: true }), target, screen)).toBe("none");
      }
    });

    it(`leaves every key to the typing box, other fields and dialogs (${screen})`, () => {
      const elsewhere: KeyTarget[] = ["typing-box", "text-field", "dialog"];
      for (const target of elsewhere) {
        for (const key of ["Escape", "Tab", "a", " ", "Enter"]) {
          expect(testKeyAction(press(key), target, screen)).toBe("none");
        }
      }
    });

    it(`leaves Escape to the navigation, which closes its drawer on it (${screen})`, () => {
      expect(testKeyAction(press("Escape"), "outside", screen)).toBe("none");
    });
  }
});

describe("testKeyAction on the results", () => {
  it("swallows Space on the page, so typing on does not scroll the results away", () => {
    expect(testKeyAction(press(" "), "page", "results")).toBe("swallow");
  });

  it("lets letters, and a button's Space and Enter, do what they always do", () => {
    expect(testKeyAction(press("a"), "page", "results")).toBe("none");
    expect(testKeyAction(press("a"), "outside", "results")).toBe("none");
    expect(testKeyAction(press(" "), "control", "results")).toBe("none");
    expect(testKeyAction(press("Enter"), "control", "results")).toBe("none");
  });
});
