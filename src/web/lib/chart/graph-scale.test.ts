import { describe, expect, it } from "vitest";
import { nearestIndex, position, speedAxis, timeAxis } from "./graph-scale.ts";

describe("timeAxis", () => {
  it("spans the seconds shown, with ticks far enough apart for their labels", () => {
    expect(timeAxis(1, 30, 700)).toEqual({
      min: 1,
      max: 30,
      ticks: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30],
    });
    // A phone's narrower graph labels fewer seconds.
    expect(timeAxis(1, 30, 300).ticks).toEqual([5, 10, 15, 20, 25, 30]);
    expect(timeAxis(1, 600, 700).ticks).toEqual([60, 120, 180, 240, 300, 360, 420, 480, 540, 600]);
  });

  it("gives a one-second test a span around its second", () => {
    expect(timeAxis(1, 1, 700)).toEqual({ min: 0, max: 2, ticks: [0, 1, 2] });
  });
});

describe("speedAxis", () => {
  it("runs from zero to the fastest speed rounded up to ten, in at most five steps", () => {
    expect(speedAxis(72)).toEqual({ min: 0, max: 80, ticks: [0, 20, 40, 60, 80] });
    expect(speedAxis(0)).toEqual({ min: 0, max: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(speedAxis(143).ticks).toEqual([0, 50, 100, 150]);
    expect(speedAxis(100).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });
});

describe("position and nearestIndex", () => {
  it("place a value along the axis and find the second under a pointer", () => {
    const axis = { min: 0, max: 80, ticks: [] };
    expect(position(axis, 20, 200)).toBe(50);
    expect(nearestIndex([1, 2, 3, 4], 2.4)).toBe(1);
    expect(nearestIndex([1, 2, 3, 4], 9)).toBe(3);
  });
});
