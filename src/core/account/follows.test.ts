import { describe, expect, it } from "vitest";
import { FOLLOW_LIMIT, FOLLOW_MESSAGES, followerCount } from "./follows.ts";

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
