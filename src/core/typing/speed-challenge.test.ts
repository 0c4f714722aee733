import { describe, expect, it } from "vitest";
import { needsChallenge } from "./speed-challenge.ts";

const rule = { thresholdWpm: 120, floorWpm: 80 };
const nowhere = () => false;
const top = () => true;

describe("needsChallenge", () => {
  it("holds results above the threshold for typists without a certificate", async () => {
    expect(await needsChallenge(120, rule, null, nowhere)).toBe(false);
    expect(await needsChallenge(120.5, rule, null, nowhere)).toBe(true);
  });

  it("lets a certified typist rank up to the certified speed", async () => {
    expect(await needsChallenge(150, rule, 150, top)).toBe(false);
    expect(await needsChallenge(150.1, rule, 150, nowhere)).toBe(true);
    expect(await needsChallenge(100, rule, 99, top)).toBe(true);
  });

  it("holds a result between the floor and the threshold only when it enters the top places", async () => {
    expect(await needsChallenge(110, rule, null, top)).toBe(true);
    expect(await needsChallenge(110, rule, null, nowhere)).toBe(false);
    expect(await needsChallenge(80.5, rule, null, top)).toBe(true);
  });

  it("never holds a result at or below the floor, and asks for its place only when it matters", async () => {
    let asked = 0;
    const counted = () => (asked++, true);
    expect(await needsChallenge(80, rule, null, counted)).toBe(false);
    expect(await needsChallenge(40, rule, null, counted)).toBe(false);
    expect(await needsChallenge(130, rule, null, counted)).toBe(true);
    expect(await needsChallenge(100, rule, 110, counted)).toBe(false);
    expect(asked).toBe(0);
    expect(await needsChallenge(100, rule, null, counted)).toBe(true);
    expect(asked).toBe(1);
  });
});
