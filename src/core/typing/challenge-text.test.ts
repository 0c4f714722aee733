import { describe, expect, it } from "vitest";
import { CHALLENGE_WORD_COUNT, challengeText, challengeWordPool } from "./challenge-text.ts";

/** A deterministic stand-in for a random source: walks through the given values. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe("challengeWordPool", () => {
  it("keeps distinct lower-case words of three to eight letters", () => {
    const pool = challengeWordPool([
      "The cat, the CAT sat on a hat!",
      "An elephant's umbrellas stood.",
    ]);
    expect(pool).toEqual(["the", "cat", "sat", "hat", "stood"]);
    expect(challengeWordPool(["An umbrella, two umbrellas."])).toEqual(["umbrella", "two"]);
  });

  it("leaves out contractions and hyphenated words, and not only their halves", () => {
    expect(challengeWordPool(["It didn't rain; a well-kept lawn."])).toEqual(["rain", "lawn"]);
  });
});

describe("challengeText", () => {
  it("is twenty words", () => {
    expect(CHALLENGE_WORD_COUNT).toBe(20);
  });

  it("picks the requested number of distinct words, joined by single spaces", () => {
    const pool = Array.from(
      { length: 30 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    const text = challengeText(pool, Math.random);
    const words = text.split(" ");
    expect(words).toHaveLength(20);
    expect(new Set(words).size).toBe(20);
    for (const word of words) expect(pool).toContain(word);
  });

  it("follows its random source, so two sources give two texts", () => {
    const pool = ["alpha", "bravo", "charlie", "delta"];
    expect(challengeText(pool, sequence(0), 3)).toBe("alpha bravo charlie");
    expect(challengeText(pool, sequence(0.99), 3)).toBe("delta charlie bravo");
  });

  it("stays within the pool when its source gives 1", () => {
    expect(challengeText(["alpha", "bravo", "charlie", "delta"], sequence(1), 3)).toBe(
      "delta charlie bravo",
    );
  });

  it("refuses a pool smaller than the text, and takes all of one just as large", () => {
    expect(() => challengeText(["one", "two"], Math.random, 3)).toThrow(
      "A challenge needs 3 words, the pool has 2",
    );
    expect(challengeText(["one", "two", "six"], sequence(0), 3)).toBe("one two six");
  });
});
