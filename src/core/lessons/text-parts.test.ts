import { describe, expect, it } from "vitest";
import { COMMON_WORDS, commonWords, fillText, weighted } from "./text-parts.ts";

/** A draw that gives these pieces in turn. */
const pieces = (...values: string[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("fillText", () => {
  it("joins pieces with single spaces until the text is long enough", () => {
    expect(fillText(9, pieces("abc", "de", "fgh"))).toBe("abc de fgh");
    expect(fillText(10, pieces("abc", "de", "fgh"))).toBe("abc de fgh");
    expect(fillText(11, pieces("abc", "de", "fgh"))).toBe("abc de fgh abc");
  });

  it("draws a piece that would follow itself again, once", () => {
    expect(fillText(5, pieces("ab", "ab", "cd"))).toBe("ab cd");
    expect(fillText(5, pieces("ab", "ab", "ab"))).toBe("ab ab");
  });
});

describe("commonWords", () => {
  it("takes the list's first lower-case words", () => {
    expect(commonWords(["ich", "Zeit", "und", "Mann", "gut"], "de")).toEqual(["ich", "und", "gut"]);
    expect(commonWords(["ısı", "iş"], "tr")).toEqual(["ısı", "iş"]);
  });

  it("takes none past the common words", () => {
    const list = Array.from({ length: COMMON_WORDS + 10 }, (_, i) => `w${i}`);
    expect(commonWords(list, "en")).toHaveLength(COMMON_WORDS);
  });
});

describe("weighted", () => {
  const items = [
    ["a", 1],
    ["b", 3],
  ] as const;
  const draw = (value: number) =>
    weighted(
      items,
      ([, weight]) => weight,
      () => value,
    )[0];

  it("draws each item in proportion to its weight", () => {
    expect([0, 0.24, 0.25, 0.99].map(draw)).toEqual(["a", "a", "b", "b"]);
  });

  it("draws the last item when the random source gives 1", () => {
    expect(draw(1)).toBe("b");
  });
});
