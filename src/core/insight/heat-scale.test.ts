import { describe, expect, it } from "vitest";
import { heatScale } from "./heat-scale.ts";

describe("heatScale", () => {
  it("splits the values' range into equal bands", () => {
    const scale = heatScale([100, 300, 200, 500])!;
    expect(scale.steps).toEqual([
      { from: 100, to: 200 },
      { from: 200, to: 300 },
      { from: 300, to: 400 },
      { from: 400, to: 500 },
    ]);
    expect([100, 199, 200, 399, 500].map(scale.level)).toEqual([1, 1, 2, 3, 4]);
  });

  it("starts at a given floor, as error rates start at 0 %", () => {
    const scale = heatScale([10, 40], 2, 0)!;
    expect(scale.steps).toEqual([
      { from: 0, to: 20 },
      { from: 20, to: 40 },
    ]);
    expect([10, 20, 40].map(scale.level)).toEqual([1, 2, 2]);
  });

  it("has one band when every value is the same", () => {
    const scale = heatScale([7, 7])!;
    expect(scale.steps).toEqual([{ from: 7, to: 7 }]);
    expect(scale.level(7)).toBe(1);
  });

  it("is null with nothing to colour", () => {
    expect(heatScale([])).toBeNull();
  });
});
