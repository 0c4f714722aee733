import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay, type TimelineEdit } from "../typing/timeline.ts";
import { TypedText } from "./typed-text.ts";

function textOf(typed: TypedText): string {
  return Array.from({ length: typed.length }, (_, i) => String.fromCharCode(typed.codeAt(i))).join(
    "",
  );
}

describe("TypedText", () => {
  it("types, backspaces and replaces in the middle", () => {
    const typed = new TypedText(2);
    for (const edit of [
      [0, 0, 0, "cat"],
      [1, 2, 1, ""],
      [2, 0, 1, "b"],
      [3, 2, 0, "rn"],
    ] satisfies TimelineEdit[])
      typed.apply(edit);
    expect(textOf(typed)).toBe("barn");
  });

  it("holds what replay gives for any edits, past the end and surrogate pairs included", () => {
    const edit = fc.tuple(
      fc.nat(1000),
      fc.nat(30),
      fc.nat(5),
      fc.string({ unit: fc.constantFrom("a", "b", " ", "😀"), maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        const typed = new TypedText(1);
        for (const e of edits) typed.apply(e);
        expect(textOf(typed)).toBe(replay(edits));
      }),
    );
  });

  it("takes an insertion many times longer than it has room for", () => {
    const typed = new TypedText(1);
    const long = "pasted ".repeat(20);
    typed.apply([0, 0, 0, "a"]);
    typed.apply([1, 1, 0, long]);
    expect(textOf(typed)).toBe("a" + long);
  });
});
