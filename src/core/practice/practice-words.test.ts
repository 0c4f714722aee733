import { describe, expect, it } from "vitest";
import { PRACTICE_WORDS } from "./practice-words.ts";

describe("PRACTICE_WORDS", () => {
  it("holds the 3,694 common words of 2 to 10 lowercase letters, once each and sorted", () => {
    expect(PRACTICE_WORDS).toHaveLength(3694);
    for (const word of PRACTICE_WORDS) expect(word).toMatch(/^[a-z]{2,10}$/);
    expect(new Set(PRACTICE_WORDS).size).toBe(PRACTICE_WORDS.length);
    expect([...PRACTICE_WORDS].sort()).toEqual(PRACTICE_WORDS);
  });

  it("has words for the rare keys too", () => {
    expect(PRACTICE_WORDS).toContain("quality");
    expect(PRACTICE_WORDS).toContain("zero");
    expect(PRACTICE_WORDS).not.toContain("kill");
    expect(PRACTICE_WORDS.filter((word) => word.includes("q"))).toHaveLength(52);
  });
});
