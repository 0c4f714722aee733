import { describe, expect, it } from "vitest";
import { medalFor } from "./medals.ts";

describe("medalFor", () => {
  it("gives medals to ranks 1–3 on the first page only", () => {
    expect([1, 2, 3, 4].map((rank) => medalFor(1, rank))).toEqual([
      "gold",
      "silver",
      "bronze",
      null,
    ]);
    expect(medalFor(2, 1)).toBeNull();
  });
});
