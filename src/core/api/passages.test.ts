import { describe, expect, it } from "vitest";
import { MAX_EXCLUDED_PASSAGES, passageQuerySchema } from "./passages.ts";

describe("passageQuerySchema", () => {
  it("reads the served ids as numbers, fallbacks' negative ones included", () => {
    expect(passageQuerySchema.parse({ difficulty: "easy", exclude: "1,-2,30" })).toEqual({
      difficulty: "easy",
      exclude: [1, -2, 30],
    });
    expect(passageQuerySchema.parse({ difficulty: "hard" })).toEqual({ difficulty: "hard" });
  });

  it(`takes ${MAX_EXCLUDED_PASSAGES} ids and refuses more`, () => {
    expect(MAX_EXCLUDED_PASSAGES).toBe(500);
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(",");
    expect(
      passageQuerySchema.parse({ difficulty: "easy", exclude: ids(500) }).exclude,
    ).toHaveLength(500);
    const parsed = passageQuerySchema.safeParse({ difficulty: "easy", exclude: ids(501) });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["exclude"], message: "must list at most 500 ids" }),
    ]);
  });

  it("refuses anything but a comma-separated list of ids", () => {
    const parsed = passageQuerySchema.safeParse({ difficulty: "easy", exclude: "1;2" });
    expect(parsed.error?.issues[0]?.message).toBe("must be a comma-separated list of passage ids");
  });
});
