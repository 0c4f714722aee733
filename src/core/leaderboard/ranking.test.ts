import { describe, expect, it } from "vitest";
import { VERIFICATION_STATUSES } from "../api/results.ts";
import { ranksOnLeaderboard } from "./ranking.ts";

describe("ranksOnLeaderboard", () => {
  it("ranks a rankable verified result and nothing else", () => {
    const ranked = VERIFICATION_STATUSES.flatMap((verification) =>
      [true, false]
        .filter((rankable) => ranksOnLeaderboard({ rankable, verification }))
        .map((rankable) => ({ rankable, verification })),
    );
    expect(ranked).toEqual([{ rankable: true, verification: "verified" }]);
  });
});
