import { describe, expect, it } from "vitest";
import { FOLLOW_LIMIT, FOLLOW_MESSAGES, bestTestLabel, followerCount } from "./follows.ts";

describe("followerCount", () => {
  it("says one follower in the singular", () => {
    expect(followerCount(1)).toBe("1 follower");
  });

  it("says none and many in the plural, with thousands separated", () => {
    expect(followerCount(0)).toBe("0 followers");
    expect(followerCount(1234)).toBe("1,234 followers");
  });
});

describe("the follow limit", () => {
  it("names the limit in its refusal", () => {
    expect(FOLLOW_LIMIT).toBe(1000);
    expect(FOLLOW_MESSAGES.limit).toBe(
      "You already follow 1,000 typists, the most anyone can. Unfollow someone to follow another.",
    );
  });
});

describe("bestTestLabel", () => {
  it("names the test and difficulty of a best on English passages", () => {
    expect(bestTestLabel({ board: "passages:en", mode: "1-minute", difficulty: "medium" })).toBe(
      "1 Minute · Medium",
    );
  });

  it("adds the text of any other board", () => {
    expect(bestTestLabel({ board: "words:fr", mode: "30-seconds", difficulty: "hard" })).toBe(
      "30 Seconds · Hard · Common words · Français",
    );
    expect(bestTestLabel({ board: "code:python", mode: "2-minute", difficulty: "easy" })).toBe(
      "2 Minutes · Easy · Code · Python",
    );
  });

  it("leaves out a board this version does not know", () => {
    expect(bestTestLabel({ board: "poems:en", mode: "1-minute", difficulty: "easy" })).toBe(
      "1 Minute · Easy",
    );
  });
});
