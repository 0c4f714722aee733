import { describe, expect, it } from "vitest";
import { PROVISIONAL_RD, isProvisional, ratingChangeText, ratingText } from "./rating-label.ts";

describe("a rating as shown", () => {
  it("is rounded with twice its deviation, or provisional while the deviation is high", () => {
    expect(ratingText({ rating: 1523.4, rd: 80.2 })).toBe("1523 ± 160");
    expect(ratingText({ rating: 1500, rd: PROVISIONAL_RD })).toBe("1500 ± 220");
    expect(ratingText({ rating: 1499.6, rd: 350 })).toBe("1500 (provisional)");
    expect(isProvisional(PROVISIONAL_RD + 0.1)).toBe(true);
  });

  it("changes by the difference of the rounded ratings, signed", () => {
    expect(ratingChangeText(1500, 1662.4)).toBe("+162");
    expect(ratingChangeText(1500.4, 1488.6)).toBe("−11");
    expect(ratingChangeText(1500.2, 1499.8)).toBe("±0");
  });
});
