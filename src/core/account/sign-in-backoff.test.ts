import { describe, expect, it } from "vitest";
import { SIGN_IN_BACKOFF, signInDelayMs, signInWaitMs } from "./sign-in-backoff.ts";

describe("the sign-in backoff", () => {
  it("is free for 5 failures, then waits 1 s, 2 s, 4 s … up to 15 minutes", () => {
    expect(SIGN_IN_BACKOFF).toEqual({
      freeFailures: 5,
      firstDelayMs: 1_000,
      maxDelayMs: 900_000,
    });
    const waits = Array.from({ length: 17 }, (_, failures) => signInDelayMs(failures));
    expect(waits).toEqual([
      0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000,
      900_000, 900_000,
    ]);
    expect(signInDelayMs(1_000_000)).toBe(900_000);
  });

  it("counts the wait from the last failure", () => {
    const state = { failures: 7, lastFailureAt: 10_000 };
    expect(signInWaitMs(state, 10_000)).toBe(4_000);
    expect(signInWaitMs(state, 13_999)).toBe(1);
    expect(signInWaitMs(state, 14_000)).toBe(0);
    expect(signInWaitMs(null, 10_000)).toBe(0);
  });

  it("forgets failures a day after the last one", () => {
    const state = { failures: 50, lastFailureAt: 0 };
    expect(signInWaitMs(state, 899_999)).toBe(1);
    expect(signInWaitMs(state, 86_400_000)).toBe(0);
  });
});
