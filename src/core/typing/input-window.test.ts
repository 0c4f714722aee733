import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INPUT_WINDOW, inputWindowStart } from "./input-window.ts";

describe("inputWindowStart", () => {
  it("holds everything while little is typed", () => {
    expect(inputWindowStart(0, 0)).toBe(0);
    expect(inputWindowStart(INPUT_WINDOW.max, 0)).toBe(0);
  });

  it("drops the start once the window grows past its maximum", () => {
    expect(inputWindowStart(INPUT_WINDOW.max + 1, 0)).toBe(
      INPUT_WINDOW.max + 1 - INPUT_WINDOW.keep,
    );
  });

  it("stays put while the window is within bounds", () => {
    expect(inputWindowStart(500, 450)).toBe(450);
  });

  it("reaches back when Backspace empties the window", () => {
    expect(inputWindowStart(500, 490)).toBe(500 - INPUT_WINDOW.keep);
    expect(inputWindowStart(20, 10)).toBe(0);
  });

  it("keeps between 16 and 128 characters, and moves to keep the last 64", () => {
    expect(inputWindowStart(128, 0)).toBe(0);
    expect(inputWindowStart(129, 0)).toBe(65);
    expect(inputWindowStart(428, 300)).toBe(300);
    expect(inputWindowStart(429, 300)).toBe(365);
    expect(inputWindowStart(316, 300)).toBe(300);
    expect(inputWindowStart(315, 300)).toBe(251);
  });

  it("starts over when the text is reset or cut before the window", () => {
    expect(inputWindowStart(0, 300)).toBe(0);
    expect(inputWindowStart(200, 300)).toBe(200 - INPUT_WINDOW.keep);
  });

  it("always leaves a window within bounds, or the whole text when it is short", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (typedLength, start) => {
        const next = inputWindowStart(typedLength, start);
        const held = typedLength - next;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(held).toBeLessThanOrEqual(INPUT_WINDOW.max);
        expect(held >= INPUT_WINDOW.min || next === 0).toBe(true);
      }),
    );
  });
});
