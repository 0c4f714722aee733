import { describe, expect, it } from "vitest";
import { findKey, keyboardLayout } from "./keyboard-layouts.ts";
import { statsOnLayout } from "./layout-stats.ts";

describe("statsOnLayout", () => {
  it("adds a key's base and shifted characters together, and finds the space bar", () => {
    const qwerty = keyboardLayout("qwerty");
    const { byKey, offLayout } = statsOnLayout(qwerty, {
      "!": [1, 1, 0, 0],
      "1": [2, 0, 2, 300],
      enter: [1, 0, 0, 0],
      space: [4, 1, 3, 450],
      é: [1, 1, 0, 0],
    });
    expect(byKey.get(findKey(qwerty, "1")!)).toEqual([3, 1, 2, 300]);
    expect(byKey.get(findKey(qwerty, " ")!)).toEqual([4, 1, 3, 450]);
    expect(byKey.size).toBe(2);
    expect(offLayout).toEqual(["enter", "é"]);
  });

  it("puts a character where the chosen layout has it", () => {
    // On AZERTY "1" is the shifted & key; on Dvorak "e" is on the home row's third key.
    const azerty = keyboardLayout("azerty");
    expect(statsOnLayout(azerty, { "1": [1, 0, 0, 0] }).byKey.get(findKey(azerty, "&")!)).toEqual([
      1, 0, 0, 0,
    ]);
    const dvorak = keyboardLayout("dvorak");
    const { byKey } = statsOnLayout(dvorak, { e: [2, 1, 1, 90] });
    expect(byKey.get(dvorak.rows[2]![2]!)).toEqual([2, 1, 1, 90]);
  });
});
