import { describe, expect, it } from "vitest";
import { autoIndent } from "./auto-indent.ts";

const text = "def f():\n    if x:\n        return 1\nprint(f())";

describe("autoIndent", () => {
  it("fills in the next line's indentation after a line break typed where the text has one", () => {
    expect(autoIndent(text, "def f():\n")).toBe("def f():\n    ");
    expect(autoIndent(text, "def f():\n    if x:\n")).toBe("def f():\n    if x:\n        ");
  });

  it("fills in nothing before an unindented line", () => {
    const typed = "def f():\n    if x:\n        return 1\n";
    expect(autoIndent(text, typed)).toBe(typed);
  });

  it("fills in the spaces whatever was typed before, as position matching scores it", () => {
    expect(autoIndent(text, "deg f()!\n")).toBe("deg f()!\n    ");
  });

  it("leaves a line break typed where the text has none, and any other value", () => {
    expect(autoIndent(text, "def\n")).toBe("def\n");
    expect(autoIndent(text, "def f():")).toBe("def f():");
    expect(autoIndent(text, "")).toBe("");
    expect(autoIndent(text, `${text}\n`)).toBe(`${text}\n`);
  });

  it("fills in a first line's indentation after a line break that opens the text", () => {
    expect(autoIndent("\n  x", "\n")).toBe("\n  ");
  });

  it("fills in nothing when the value ends in something else where the text breaks its line", () => {
    expect(autoIndent(text, "def f():x")).toBe("def f():x");
  });

  it("fills in nothing after a line break typed over the text's indentation", () => {
    expect(autoIndent(text, "def f():\n\n")).toBe("def f():\n\n");
    expect(autoIndent(text, "def f():x\n")).toBe("def f():x\n");
  });

  it("fills in spaces only, so a tab or a line's first character is left to the typist", () => {
    expect(autoIndent("a\n\tb", "a\n")).toBe("a\n");
    expect(autoIndent("a\n  \tb", "a\n")).toBe("a\n  ");
  });
});
